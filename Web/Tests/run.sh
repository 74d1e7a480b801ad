#!/usr/bin/env bash
# The web tests: the WebAssembly engine and Web/inputrules.js (with the modules it imports,
# Web/field.js, Web/locale-data.js and Web/attach.js) against the native command, then in a real
# browser.
#
#   1. Installs what is missing with apt-get (chromium, nodejs; sudo when not root).
#   2. Builds the WebAssembly modules and the web directory: scripts/build-web-demo.sh (which
#      makes .build-wasm/web/ with index.html, the Web/*.js modules, modules.json with the
#      modules it lists, messages/ and phone-metadata.txt) when it exists, else
#      scripts/build-wasm.sh, with a web directory of the Web/*.js modules, inputrules.wasm and
#      phone-metadata.txt made here.
#   3. Builds the native `inputrules` command in debug: CI's `swift test` has already built the
#      debug products in the same scratch path, so this links one more product instead of
#      compiling the package again in release (minutes on a small machine); the replay's speed
#      does not matter here, starting the process dominates.
#   4. Runs Web/Tests/heap-test.c (the modules' allocator, Wasm/Heap.c, natively on seeded
#      random requests); Web/Tests/unicode-test.c (the modules' Unicode scalar properties,
#      Wasm/UnicodeProperties.c, against the toolchain's own for every code point);
#      Web/Tests/abi.mjs (the C ABI called directly, the phone metadata
#      handed in by the host, withheld or damaged) on the module, on its checked-heap build
#      (Wasm/CheckedHeap.c: freed memory poisoned and never reused, double frees trap) and on
#      each per-kind module of .build-wasm/modules.json; Web/Tests/field.mjs;
#      Web/Tests/form.mjs (forms: the whole-form check against `inputrules check --form`, a form
#      filled in field by field) on the module, its checked-heap build and each per-kind module;
#      Web/Tests/node_server.mjs (the node example server, Examples/node/server.mjs, on
#      loopback: its answers against the command's, and bad bodies);
#      Web/Tests/loader.mjs (loadInputRules's options: the module chosen by kinds, catalogs
#      and the phone metadata fetched once when needed); Web/Tests/differential.mjs (random
#      edit scripts, native vs wasm, line by line; its specs, events, two sides and comparisons
#      are the differential-*.mjs modules beside it) on the module, with fewer scripts on the
#      checked heap and on each per-kind module (its kinds' specs only); and
#      Web/Tests/browser_test.py (headless Chromium driven through the DevTools protocol, whose
#      client is Web/Tests/devtools.py; a few replays in the page are compared with the native
#      command too, Web/Tests/page_replays.py; each per-kind module is loaded by its kinds, and
#      the phone metadata fetched only for phone fields, Web/Tests/browser_variants.py; a booking
#      form typed into, Web/Tests/browser_form.py).
#
# Usage: Web/Tests/run.sh [differential.mjs options, e.g. --seed 42 --scripts 30]
# Environment: SCRATCH_PATH (the SwiftPM scratch path, default .build), DIFFERENTIAL_SEED (the
# differential test's seed, default random and printed), SKIP_BUILD=1 (use what is built).
# Exits non-zero when anything fails; both tests run even when the first fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

sudo=()
[[ $(id -u) == 0 ]] || sudo=(sudo)
install() {
  echo "== apt-get install $*"
  "${sudo[@]}" apt-get install -y --no-install-recommends "$@" \
    || { "${sudo[@]}" apt-get update && "${sudo[@]}" apt-get install -y --no-install-recommends "$@"; }
}
missing=()
command -v node >/dev/null || missing+=(nodejs)
command -v chromium >/dev/null || [[ -x /usr/bin/chromium ]] || missing+=(chromium)
command -v python3 >/dev/null || missing+=(python3)
((${#missing[@]} == 0)) || install "${missing[@]}"

scratch=${SCRATCH_PATH:-.build}
web=.build-wasm/web
if [[ ${SKIP_BUILD:-} != 1 ]]; then
  if [[ -x scripts/build-web-demo.sh ]]; then
    echo "== scripts/build-web-demo.sh"
    scripts/build-web-demo.sh
  else
    echo "== scripts/build-wasm.sh (no scripts/build-web-demo.sh: web directory made here)"
    scripts/build-wasm.sh
    mkdir -p "$web"
    cp Web/*.js .build-wasm/inputrules.wasm "$web/"
    # libphonenumber's metadata, which the module imports for its phone fields.
    if [[ -f .build-wasm/phone-metadata.txt ]]; then cp .build-wasm/phone-metadata.txt "$web/"; fi
  fi
  echo "== swift build --product inputrules (debug, scratch path $scratch)"
  swift build --scratch-path "$scratch" --product inputrules
fi
bin=$(swift build --scratch-path "$scratch" --show-bin-path)/inputrules
[[ -x $bin ]] || { echo "error: $bin is missing (build it, or unset SKIP_BUILD)" >&2; exit 1; }

status=0
echo "== the modules' allocator (Wasm/Heap.c) natively, on seeded random requests"
host_cc=$(command -v cc || command -v clang || echo cc)
"$host_cc" -O1 -Wall -Werror -o .build-wasm/heap-test Web/Tests/heap-test.c \
  && .build-wasm/heap-test || status=1
echo "== the modules' Unicode data (Wasm/UnicodeProperties.c) against the toolchain's"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
"$host_cc" -O2 -Wall -Werror -I .build-wasm -o .build-wasm/unicode-test Web/Tests/unicode-test.c \
  "$toolchain/lib/swift/embedded/$(uname -m)-unknown-linux-gnu/libswiftUnicodeDataTables.a" \
  && .build-wasm/unicode-test || status=1
checked=.build-wasm/inputrules-checked-heap.wasm
# The per-kind modules modules.json lists (all but the whole one, inputrules.wasm).
variants=()
if [[ -f .build-wasm/modules.json ]]; then
  while IFS= read -r file; do variants+=(".build-wasm/$file"); done < <(node -e '
    for (const m of JSON.parse(require("fs").readFileSync(".build-wasm/modules.json", "utf8")).modules)
      if (m.file !== "inputrules.wasm") console.log(m.file);')
else
  echo "FAIL .build-wasm/modules.json is missing: no per-kind modules to test"
  status=1
fi
echo "== C ABI (the module, the module on the checked heap, each per-kind module)"
node Web/Tests/abi.mjs .build-wasm/inputrules.wasm || status=1
node Web/Tests/abi.mjs "$checked" || status=1
for variant in "${variants[@]}"; do
  node Web/Tests/abi.mjs "$variant" || status=1
done
echo "== Field against the command on fixed cases"
node Web/Tests/field.mjs --native "$bin" --wasm .build-wasm/inputrules.wasm || status=1
echo "== Field.check against inputrules check (the module, and on the checked heap)"
node Web/Tests/check.mjs --native "$bin" --wasm .build-wasm/inputrules.wasm || status=1
node Web/Tests/check.mjs --native "$bin" --wasm "$checked" || status=1
echo "== forms: Form.check against inputrules check --form, a form filled in (the module, the"
echo "   checked heap, each per-kind module)"
for module in .build-wasm/inputrules.wasm "$checked" "${variants[@]}"; do
  node Web/Tests/form.mjs --native "$bin" --wasm "$module" || status=1
done
echo "== the node example server (Examples/node/server.mjs) over HTTP, against the command"
node Web/Tests/node_server.mjs --native "$bin" || status=1
echo "== loadInputRules's options: modules chosen by kinds, catalogs fetched when needed"
node Web/Tests/loader.mjs --native "$bin" || status=1
echo "== differential test (native inputrules vs wasm)"
node Web/Tests/differential.mjs --native "$bin" --wasm .build-wasm/inputrules.wasm \
  --js Web/inputrules.js "$@" || status=1
echo "== differential test on the checked heap (freed memory poisoned, never reused)"
node Web/Tests/differential.mjs --native "$bin" --wasm "$checked" --js Web/inputrules.js \
  --scripts 10 "$@" || status=1
for variant in "${variants[@]}"; do
  echo "== differential test on $variant (its kinds' specs, fewer scripts)"
  node Web/Tests/differential.mjs --native "$bin" --wasm "$variant" --js Web/inputrules.js \
    --scripts 10 "$@" || status=1
done
echo "== browser test (headless Chromium)"
python3 Web/Tests/browser_test.py --web-dir "$web" --native "$bin" || status=1
if ((status != 0)); then
  echo "web tests: FAILED"
else
  echo "web tests: ok"
fi
exit "$status"
