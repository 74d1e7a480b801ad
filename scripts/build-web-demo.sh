#!/usr/bin/env bash
# Builds the web demo of the engine (Web/demo.html, the ES modules Web/*.js and the WebAssembly
# module):
#
#   .build-wasm/inputrules-demo.html   one self-contained page: the JavaScript modules inlined
#                                      into its script, the module (every kind) inlined as
#                                      base64 and the message catalogs and the phone metadata
#                                      as text, so it works when opened straight from disk
#                                      (file://), where a page may not fetch files next to it;
#   .build-wasm/web/                   index.html, inputrules.js with the modules it imports
#                                      (field.js, locale-data.js, attach.js and theirs), modules.json with
#                                      the modules it lists (inputrules.wasm and the per-kind
#                                      inputrules-<name>.wasm), messages/<tag>.txt and
#                                      phone-metadata.txt (libphonenumber's metadata, which the
#                                      modules with the phone kind import), to serve from any
#                                      static web server.
#
# The modules are built first with scripts/build-wasm.sh, unless .build-wasm/inputrules.wasm and
# .build-wasm/modules.json exist and are newer than every source they are built from, or
# --no-build is given.
#
# Usage: scripts/build-web-demo.sh [--no-build]     (needs node)
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
for argument in "$@"; do
  case $argument in
    --no-build) build=0 ;;
    -h | --help)
      sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
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
  # The sources of the modules: the engine modules, the rule spec reader, the C ABI, the build
  # script itself and its helpers (the catalogs' text, modules.json).
  sources=(scripts/build-wasm.sh Wasm)
  [[ -d scripts/wasm ]] && sources+=(scripts/wasm)
  for module in InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates InputRulesPhone \
    InputRulesSpec; do
    [[ -d Sources/$module ]] && sources+=("Sources/$module")
  done
  if [[ ! -f $wasm || ! -f $out/modules.json ]] ||
    [[ -n $(find "${sources[@]}" -type f -newer "$wasm" -print -quit) ]]; then
    scripts/build-wasm.sh
  else
    echo "$wasm is up to date"
  fi
fi
[[ -f $wasm ]] || { echo "error: $wasm is missing; run scripts/build-wasm.sh" >&2; exit 1; }

mkdir -p "$out/web"
# The page's entry, Web/inputrules.js, and the modules it imports (Web/field.js,
# Web/locale-data.js, Web/attach.js and the modules they import), next to each other as in Web/.
rm -f "$out"/web/*.js "$out"/web/*.wasm "$out"/web/modules.json "$out/web/phone-metadata.txt"
rm -rf "$out/web/messages"
cp Web/*.js "$out/web/"
cp "$wasm" "$out/web/inputrules.wasm"
cp Web/demo.html "$out/web/index.html"
# The per-kind modules modules.json lists, and the catalogs of the languages other than English
# (a build from before them has inputrules.wasm alone, with every catalog in it).
if [[ -f $out/modules.json ]]; then
  cp "$out/modules.json" "$out/web/"
  for file in $(node -e 'for (const m of JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).modules) console.log(m.file)' "$out/modules.json"); do
    [[ -f $out/$file ]] || { echo "error: $out/$file, listed in $out/modules.json, is missing" >&2; exit 1; }
    cp "$out/$file" "$out/web/$file"
  done
fi
if [[ -d $out/messages ]]; then
  mkdir -p "$out/web/messages"
  cp "$out"/messages/*.txt "$out/web/messages/"
fi
# libphonenumber's metadata, fetched by a page only for its phone fields (a build from before it
# was split out has it compiled into the modules).
if [[ -f $out/phone-metadata.txt ]]; then
  cp "$out/phone-metadata.txt" "$out/web/"
fi

# The single page: the import of ./inputrules.js is replaced by the modules' text, each module
# in a function of its own (so their top-level names cannot clash with each other or with the
# demo's), dependencies first; each import of ./x.js becomes a read of that module's exports.
# Only the forms these modules use are understood (`import { a, b } from './x.js';`, its list
# possibly over several lines, `export function|async function|class|const|let name`,
# `export { a, b };`); any other import
# or export fails the build rather than being left in the page. The demo's WASM_BYTES becomes
# the module's bytes, its CATALOGS the text of each messages/<tag>.txt by tag, and its
# PHONE_METADATA the text of phone-metadata.txt (null when the build has none).
node - Web/demo.html Web/inputrules.js "$wasm" "$out/inputrules-demo.html" "$out/messages" \
  "$out/phone-metadata.txt" <<'EOF'
const fs = require('fs');
const path = require('path');
const [page, entry, wasm, target, messages, phoneMetadata] = process.argv.slice(2);
const fail = (message) => {
  console.error(`error: ${message}`);
  process.exit(1);
};
let html = fs.readFileSync(page, 'utf8');
const base64 = fs.readFileSync(wasm).toString('base64');
const IMPORT = /^import \{([^}]*)\} from '(\.\/[\w.-]+\.js)';$/;
const names = (list) => list.split(',').map((name) => name.trim()).filter(Boolean);
const plain = (list) => list.every((name) => /^[\w$]+$/.test(name));

// Modules by path, in the order they must run (a module after the modules it imports).
const modules = new Map();
function bundle(file, importers) {
  if (modules.has(file)) return modules.get(file).variable;
  if (importers.includes(file)) fail(`${file}: circular import (${[...importers, file].join(' → ')})`);
  const source = fs.readFileSync(file, 'utf8');
  if (/<\/script/i.test(source)) fail(`${file} holds "</script", which would end the inlined script`);
  const exported = [];
  const lines = [];
  for (const line of joinedImports(file, source.split('\n'))) {
    const imported = IMPORT.exec(line);
    if (imported) {
      const list = names(imported[1]);
      if (!plain(list)) fail(`${file}: "${line}" renames an import`);
      const variable = bundle(path.join(path.dirname(file), imported[2]), [...importers, file]);
      lines.push(`const { ${list.join(', ')} } = ${variable};`);
      continue;
    }
    const declaration = /^export ((?:async )?function\*? |class |const |let )([\w$]+)/.exec(line);
    if (declaration) {
      exported.push(declaration[2]);
      lines.push(line.slice('export '.length));
      continue;
    }
    const list = /^export \{([^}]*)\};$/.exec(line);
    if (list) {
      if (!plain(names(list[1]))) fail(`${file}: "${line}" renames an export`);
      exported.push(...names(list[1]));
      continue;
    }
    if (/^\s*(import|export)\b(?![.(])/.test(line)) fail(`${file}: cannot inline "${line}"`);
    lines.push(line);
  }
  const variable = `inputrules$${path.basename(file, '.js').replace(/\W/g, '_')}`;
  const text = `const ${variable} = (() => {\n${lines.join('\n')}\nreturn { ${exported.join(', ')} };\n})();`;
  modules.set(file, { variable, text, exported });
  return variable;
}

// The lines of a module with each import whose list spans lines (`import {`, the names, `} from
// './x.js';`) joined into one line, as IMPORT reads it.
function joinedImports(file, lines) {
  const joined = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!/^import \{[^}]*$/.test(lines[i])) {
      joined.push(lines[i]);
      continue;
    }
    const start = i;
    let line = lines[i];
    while (!line.includes('}')) {
      i += 1;
      if (i >= lines.length) fail(`${file}: the import at line ${start + 1} has no closing brace`);
      line += ` ${lines[i].trim()}`;
    }
    joined.push(line.replace(/\{\s+/, '{ ').replace(/,?\s+\}/, ' }'));
  }
  return joined;
}

// A value as JSON, with "<" escaped so no text ends the script.
function scriptJSON(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// The catalogs as a JSON object of strings.
function catalogs() {
  const texts = {};
  if (fs.existsSync(messages)) {
    for (const name of fs.readdirSync(messages).sort()) {
      if (name.endsWith('.txt')) texts[name.slice(0, -4)] = fs.readFileSync(path.join(messages, name), 'utf8');
    }
  }
  return scriptJSON(texts);
}

const entryVariable = bundle(entry, []);
const importLine = html
  .split('\n')
  .find((line) => IMPORT.test(line) && line.endsWith("from './inputrules.js';"));
const bytesLine = 'const WASM_BYTES = null;';
const catalogsLine = 'const CATALOGS = null;';
const phoneLine = 'const PHONE_METADATA = null;';
if (!importLine) fail(`${page} must import from './inputrules.js' in one line`);
for (const line of [importLine, bytesLine, catalogsLine, phoneLine]) {
  if (html.split(line).length !== 2) fail(`${page} must hold exactly one line "${line}"`);
}
const wanted = names(IMPORT.exec(importLine)[1]);
const missing = wanted.filter((name) => !modules.get(entry).exported.includes(name));
if (missing.length) fail(`${entry} does not export ${missing.join(', ')}`);
const inlined =
  [...modules.values()].map((module) => module.text).join('\n\n') +
  `\nconst { ${wanted.join(', ')} } = ${entryVariable};`;
html = html
  .replace(importLine, () => inlined)
  .replace(
    bytesLine,
    () => `const WASM_BYTES = Uint8Array.from(atob('${base64}'), (c) => c.charCodeAt(0));`,
  )
  .replace(catalogsLine, () => `const CATALOGS = ${catalogs()};`)
  .replace(phoneLine, () => `const PHONE_METADATA = ${fs.existsSync(phoneMetadata)
    ? scriptJSON(fs.readFileSync(phoneMetadata, 'utf8')) : 'null'};`);
fs.writeFileSync(target, html);
console.log(`inlined into ${target}: ${[...modules.keys()].join(', ')}`);
EOF

echo "$out/inputrules-demo.html: $(wc -c <"$out/inputrules-demo.html") bytes (open it in a browser)"
echo "$out/web/: index.html, inputrules.js and its modules, modules.json with the modules, messages/, phone-metadata.txt (serve it, e.g. python3 -m http.server -d $out/web)"
