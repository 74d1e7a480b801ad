#!/usr/bin/env bash
# Builds the web demo of the engine (Web/demo.html, Web/inputrules.js and the WebAssembly module):
#
#   .build-wasm/inputrules-demo.html   one self-contained page: the JavaScript inlined as a
#                                      module and the module inlined as base64, so it works when
#                                      opened straight from disk (file://), where a page may not
#                                      fetch files next to it;
#   .build-wasm/web/                   index.html, inputrules.js and inputrules.wasm, to serve
#                                      from any static web server.
#
# The module is built first with scripts/build-wasm.sh, unless .build-wasm/inputrules.wasm exists
# and is newer than every source it is built from, or --no-build is given.
#
# Usage: scripts/build-web-demo.sh [--no-build]     (needs node)
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
for argument in "$@"; do
  case $argument in
    --no-build) build=0 ;;
    -h | --help)
      sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "error: unknown argument $argument (usage: scripts/build-web-demo.sh [--no-build])" >&2
      exit 2
      ;;
  esac
done

out=.build-wasm
wasm=$out/inputrules.wasm
command -v node >/dev/null || { echo "error: node is needed to build the demo page" >&2; exit 1; }

if ((build)); then
  # The sources of the module: the engine modules, the rule spec reader, the C ABI and the
  # build script itself.
  sources=(scripts/build-wasm.sh Wasm)
  for module in InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates \
    InputRulesSpec; do
    [[ -d Sources/$module ]] && sources+=("Sources/$module")
  done
  if [[ ! -f $wasm ]] || [[ -n $(find "${sources[@]}" -type f -newer "$wasm" -print -quit) ]]; then
    scripts/build-wasm.sh
  else
    echo "$wasm is up to date"
  fi
fi
[[ -f $wasm ]] || { echo "error: $wasm is missing; run scripts/build-wasm.sh" >&2; exit 1; }

mkdir -p "$out/web"
cp Web/inputrules.js "$out/web/inputrules.js"
cp "$wasm" "$out/web/inputrules.wasm"
cp Web/demo.html "$out/web/index.html"

# The single page: the import of ./inputrules.js is replaced by the module's text (the demo's
# own code lives in functions, so its names cannot clash with the module's), and the demo's
# WASM_BYTES by the module's bytes.
node - Web/demo.html Web/inputrules.js "$wasm" "$out/inputrules-demo.html" <<'EOF'
const fs = require('fs');
const [page, library, wasm, target] = process.argv.slice(2);
let html = fs.readFileSync(page, 'utf8');
const js = fs.readFileSync(library, 'utf8');
const base64 = fs.readFileSync(wasm).toString('base64');
const importLine = "import { loadInputRules, resolveLocale } from './inputrules.js';";
const bytesLine = 'const WASM_BYTES = null;';
for (const line of [importLine, bytesLine]) {
  if (html.split(line).length !== 2) {
    console.error(`error: ${page} must hold exactly one line "${line}"`);
    process.exit(1);
  }
}
if (/<\/script/i.test(js)) {
  console.error(`error: ${library} holds "</script", which would end the inlined script`);
  process.exit(1);
}
html = html
  .replace(importLine, () => js)
  .replace(
    bytesLine,
    () => `const WASM_BYTES = Uint8Array.from(atob('${base64}'), (c) => c.charCodeAt(0));`,
  );
fs.writeFileSync(target, html);
EOF

echo "$out/inputrules-demo.html: $(wc -c <"$out/inputrules-demo.html") bytes (open it in a browser)"
echo "$out/web/: index.html, inputrules.js, inputrules.wasm (serve it, e.g. python3 -m http.server -d $out/web)"
