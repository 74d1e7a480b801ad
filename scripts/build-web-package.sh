#!/usr/bin/env bash
# Builds the npm-style package of the web engine (docs/web-package.md): a folder an application
# installs with `npm install ./path/to/it`, or copies, and imports as `inputrules`.
#
#   .build-wasm/package/
#     package.json              Web/package/package.json, its version set from git (never published)
#     inputrules.js             Web/inputrules.js and the modules it imports bundled into one ES
#                               module and minified with esbuild; its exports are checked to be
#                               exactly Web/inputrules.js's
#     inputrules.js.map         its source map (the sources inlined)
#     inputrules.d.ts           Web/package/inputrules.d.ts, the declarations of the whole API,
#     specs.d.ts                with the spec types it exports from Web/package/specs.d.ts
#     inputrules.wasm           the engine (.build-wasm/inputrules.wasm)
#     inputrules-<name>.wasm    the per-kind modules .build-wasm/modules.json lists, and
#     modules.json              that list, when the WebAssembly build made them
#     messages/*.txt            the message catalogs (.build-wasm/messages/), when built
#     phone-metadata.txt        libphonenumber's metadata, fetched only for phone fields
#     README.md                 Web/package/README.md: install, use, options
#     NOTICE, LICENSE           the repository's notices (LICENSE when the repository has one)
#
# Builds nothing else: the module must have been built (scripts/build-wasm.sh). Installs
# esbuild (and brotli, for the sizes) from Debian with apt-get when missing, with sudo when not
# root. Prints each file's size raw, with gzip -9, and with brotli when it is installed.
#
# Usage: scripts/build-web-package.sh [--out DIR] [--from DIR]
#   --out   the package folder (default .build-wasm/package; emptied first)
#   --from  where the built modules and catalogs are (default .build-wasm)
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-wasm/package
build=.build-wasm
while (($#)); do
  case $1 in
    --out)
      out=${2:?--out needs a folder}
      shift 2
      ;;
    --from)
      build=${2:?--from needs a folder}
      shift 2
      ;;
    -h | --help)
      awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
      exit 0
      ;;
    *)
      echo "error: unknown argument $1 (usage: scripts/build-web-package.sh [--out DIR] [--from DIR])" >&2
      exit 2
      ;;
  esac
done

wasm=$build/inputrules.wasm
[[ -f $wasm ]] || { echo "error: $wasm is missing; run scripts/build-wasm.sh first" >&2; exit 1; }
command -v node >/dev/null || { echo "error: node is needed (the exports check)" >&2; exit 1; }

sudo=()
[[ $(id -u) == 0 ]] || sudo=(sudo)
install() {
  echo "== apt-get install $*"
  "${sudo[@]}" apt-get install -y --no-install-recommends "$@" \
    || { "${sudo[@]}" apt-get update && "${sudo[@]}" apt-get install -y --no-install-recommends "$@"; }
}
missing=()
command -v esbuild >/dev/null || missing+=(esbuild)
command -v brotli >/dev/null || missing+=(brotli)
if ((${#missing[@]})); then
  # brotli only adds a column to the sizes: its absence is no failure; esbuild's is.
  install "${missing[@]}" || true
fi
command -v esbuild >/dev/null || { echo "error: esbuild is missing and could not be installed" >&2; exit 1; }

# The package's version with the commit it was built from as build metadata (0.1.0+g1234abcd),
# which npm accepts and which tells builds apart.
version=$(node -p 'require("./Web/package/package.json").version')
if commit=$(git rev-parse --short=10 HEAD 2>/dev/null); then
  [[ -z $(git status --porcelain -- Web Wasm Sources 2>/dev/null) ]] || commit+=.modified
  version+=+g$commit
fi

case $(realpath -m "$out") in
  / | "$(realpath .)" | "$(realpath -m "$build")") echo "error: --out $out would empty a folder that is not the package's" >&2; exit 2 ;;
esac
rm -rf "$out"
mkdir -p "$out"

# --- The ES module: Web/inputrules.js with field.js, locale-data.js, attach.js (and whatever
# else it imports), one file, minified. `node:fs/promises` is imported dynamically in Node only
# (a file: URL) and stays an import. Names of exports are kept by esbuild; the license banner
# stays at the top.
echo "== esbuild Web/inputrules.js -> $out/inputrules.js"
esbuild Web/inputrules.js --bundle --format=esm --platform=neutral --target=es2022 --minify \
  --external:'node:*' --sourcemap --sources-content=true --log-level=warning \
  "--banner:js=/*! InputRules $version: text-field input rules on a WebAssembly engine. See NOTICE and README.md in this package. */" \
  --outfile="$out/inputrules.js"

# The package's API is Web/inputrules.js's: the same exported names, each of the same type.
node --input-type=module - Web/inputrules.js "$out/inputrules.js" <<'EOF'
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
const [source, bundle] = process.argv.slice(2);
const shape = async (file) => {
  const module = await import(pathToFileURL(resolve(file)).href);
  return Object.keys(module).sort().map((name) => `${name}: ${typeof module[name]}`);
};
const [expected, seen] = [await shape(source), await shape(bundle)];
if (JSON.stringify(expected) !== JSON.stringify(seen)) {
  console.error(`error: ${bundle} exports ${seen.join(', ')}; ${source} exports ${expected.join(', ')}`);
  process.exit(1);
}
console.log(`exports: ${seen.join(', ')} (as ${source})`);
EOF

# --- The hand-written parts, the notices, the modules and the catalogs.
cp Web/package/inputrules.d.ts Web/package/specs.d.ts Web/package/README.md "$out/"
cp NOTICE "$out/NOTICE"
cp LICENSE "$out/LICENSE"
license=LICENSE

cp "$wasm" "$out/inputrules.wasm"
if [[ -f $build/modules.json ]]; then
  cp "$build/modules.json" "$out/modules.json"
  # Each module the list names; one it names but the build lacks is an error (the list would
  # send a page to a missing file).
  node -e '
    const list = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const module of list.modules ?? []) console.log(module.file);
  ' "$build/modules.json" | while IFS= read -r file; do
    [[ $file == "${file##*/}" && $file == *.wasm ]] || { echo "error: modules.json names \"$file\", not a .wasm file beside it" >&2; exit 1; }
    [[ -f $build/$file ]] || { echo "error: modules.json names $file, which $build does not have" >&2; exit 1; }
    cp "$build/$file" "$out/$file"
  done
else
  echo "note: $build/modules.json is not there (no per-kind modules yet): only inputrules.wasm"
fi
if [[ -f $build/phone-metadata.txt ]]; then
  cp "$build/phone-metadata.txt" "$out/phone-metadata.txt"
else
  echo "note: $build/phone-metadata.txt is not there (the phone metadata compiled in)"
fi
shopt -s nullglob
catalogs=("$build"/messages/*.txt)
if ((${#catalogs[@]})); then
  mkdir -p "$out/messages"
  cp "${catalogs[@]}" "$out/messages/"
else
  echo "note: $build/messages/*.txt is not there (no separate catalogs yet)"
fi

# --- package.json: the template (which names the licence) with this build's version.
node - Web/package/package.json "$out/package.json" "$version" "$license" <<'EOF'
const fs = require('fs');
const [template, target, version, license] = process.argv.slice(2);
const json = JSON.parse(fs.readFileSync(template, 'utf8'));
json.version = version;
if (!license) throw new Error('the repository has no LICENSE file');
fs.writeFileSync(target, JSON.stringify(json, null, 2) + '\n');
EOF

# --- Sizes.
echo "== $out ($version)"
have_brotli=0
command -v brotli >/dev/null && have_brotli=1
if ((have_brotli)); then
  printf '%-34s %10s %10s %10s\n' file bytes 'gzip -9' 'brotli'
else
  printf '%-34s %10s %10s\n' file bytes 'gzip -9'
fi
total=(0 0 0)
while IFS= read -r file; do
  raw=$(wc -c <"$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  total[0]=$((total[0] + raw))
  total[1]=$((total[1] + gz))
  if ((have_brotli)); then
    br=$(brotli -q 11 -c "$file" | wc -c)
    total[2]=$((total[2] + br))
    printf '%-34s %10d %10d %10d\n' "${file#"$out"/}" "$raw" "$gz" "$br"
  else
    printf '%-34s %10d %10d\n' "${file#"$out"/}" "$raw" "$gz"
  fi
done < <(find "$out" -type f | LC_ALL=C sort)
if ((have_brotli)); then
  printf '%-34s %10d %10d %10d\n' total "${total[@]}"
else
  printf '%-34s %10d %10d\n' total "${total[0]}" "${total[1]}"
fi
