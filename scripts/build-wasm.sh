#!/usr/bin/env bash
# Builds the engine as WebAssembly modules for a browser, in .build-wasm/:
#
#   inputrules.wasm                every kind;
#   inputrules-<name>.wasm         one per group of kinds (text, numbers, masks, dates, codes,
#                                  phone), for pages that use only those;
#   modules.json                   the modules, their kinds and sizes (Web/inputrules.js picks the
#                                  smallest module that has a page's kinds);
#   messages/<tag>.txt             the message catalogs besides English, which a page fetches
#                                  when a field speaks that language;
#   inputrules-checked-heap.wasm   the whole module with the test allocator of Wasm/CheckedHeap.c
#                                  (freed memory poisoned and never reused), for the web tests;
#   variant-<name>/named.wasm      each module linked with its function names, for
#                                  scripts/wasm/sizes.py and the size check.
#
# The engine and rule modules (InputRules, InputRulesNumbers, InputRulesMasks, InputRulesCodes,
# InputRulesDates, InputRulesPhone), each module's spec reader (InputRulesSpec, whose Foundation
# parts are left out) and the C ABI in Wasm/*.swift are compiled with Embedded Swift for
# wasm32-unknown-none-wasm (whole module, -Osize, no stack protector, as LLVM bitcode), as many
# at a time as the machine has cores. Each module is then linked, with link-time optimization,
# by the toolchain's wasm-ld against the Unicode data of Wasm/UnicodeProperties.c (smaller
# tables written from the toolchain's own libswiftUnicodeDataTables.a, which they replace),
# wasi-libc's libc and the wasm32 clang runtime builtins, and optimized with binaryen's wasm-opt -Oz (Debian
# packages wasi-libc, libclang-rt-dev-wasm32 and binaryen, installed here when missing). A
# module has no entry point; it exports its memory and the ir_* functions of Wasm/*.swift
# (documented in Wasm/Exports.swift and docs/web.md), and imports WASI's random_get
# (wasi_snapshot_preview1), which libc's arc4random_buf refers to to seed Swift's hashing, and,
# with the phone kind, the phone metadata (Wasm/HandedPhoneMetadata.swift); the host provides
# them (Web/inputrules.js does). docs/web-size.md has the sizes.
#
# Usage: scripts/build-wasm.sh   (prints each module's size, plain and gzipped)
# Environment: INPUTRULES_WASM_JOBS (jobs at a time, default the cores),
# INPUTRULES_WASM_VARIANTS (the modules to build, as NAME:KINDS separated by ";", KINDS separated
# by spaces and empty for every kind: "all:;masks:text mask"; default every module).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-wasm
mkdir -p "$out"

# Debian's wasi-libc and wasm32 clang runtime.
missing=()
for package in wasi-libc libclang-rt-dev-wasm32; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]} > 0)); then
  sudo=()
  [[ $(id -u) == 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get install -y "${missing[@]}" \
    || { "${sudo[@]}" apt-get update && "${sudo[@]}" apt-get install -y "${missing[@]}"; }
fi

swiftc=$(command -v swiftc)
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
wasm_ld=$(command -v "$toolchain/bin/wasm-ld" || command -v wasm-ld || command -v wasm-ld-14 || true)
[[ -n $wasm_ld ]] || { echo "error: wasm-ld not found" >&2; exit 1; }
# The toolchain's Unicode data for this machine, which the modules' own is written from (below).
unicode_tables=$toolchain/lib/swift/embedded/$(uname -m)-unknown-linux-gnu/libswiftUnicodeDataTables.a
[[ -f $unicode_tables ]] || { echo "error: $unicode_tables not found" >&2; exit 1; }
libc=/usr/lib/wasm32-wasi/libc.a
[[ -f $libc ]] || { echo "error: $libc not found" >&2; exit 1; }
builtins=$(dpkg -L libclang-rt-dev-wasm32 $(dpkg -s libclang-rt-dev-wasm32 2>/dev/null \
  | sed -n 's/^Depends: //p' | tr ',' '\n' | sed 's/ .*//') 2>/dev/null \
  | grep 'libclang_rt.builtins-wasm32.a$' | head -n 1 || true)
[[ -n $builtins ]] || { echo "error: libclang_rt.builtins-wasm32.a not found" >&2; exit 1; }

# The objects are LLVM bitcode (-lto=llvm-full), optimized again as one program when wasm-ld
# links a module (--lto-O2): about 5 % off each module after wasm-opt.
flags=(-enable-experimental-feature Embedded -wmo -parse-as-library -package-name InputRules
  -target wasm32-unknown-none-wasm -Osize -Xfrontend -disable-stack-protector -lto=llvm-full)
lto=(--lto-O2)

# compile DIRECTORY MODULE [swiftc options...] -- SOURCES...: one module as Embedded Swift into
# DIRECTORY/MODULE.o and its .swiftmodule, importing what DIRECTORY, $engine_directory (when the
# caller sets it: the engine a variant links, $out or $out/per-rule) and $out hold, in that
# order, so a variant's own spec reader and its engine are found first. A construct Embedded
# Swift refuses (Codable, key paths, untyped throws, existentials outside
# `#if !hasFeature(Embedded)`) fails the build here.
compile() {
  local directory=$1 module=$2
  shift 2
  local options=()
  while [[ $1 != -- ]]; do options+=("$1"); shift; done
  shift
  rm -f "$directory/$module.o"
  swiftc "${flags[@]}" "${options[@]}" -I "$directory" -I "${engine_directory:-$out}" -I "$out" \
    -module-name "$module" \
    -emit-module -emit-module-path "$directory/$module.swiftmodule" -c \
    -o "$directory/$module.o" "$@"
}

# Jobs run side by side, as many as the machine has cores (INPUTRULES_WASM_JOBS sets another
# number): `spawn NAME COMMAND...` starts one with its output in $out/logs/NAME.log, and
# `finish` waits for them all and fails, printing the failed jobs' output, when any failed.
jobs_max=${INPUTRULES_WASM_JOBS:-$(nproc 2>/dev/null || echo 2)}
mkdir -p "$out/logs"
rm -f "$out"/logs/*.status
spawn() {
  local name=$1
  shift
  while (($(jobs -rp | wc -l) >= jobs_max)); do sleep 0.2; done
  rm -f "$out/logs/$name.status"
  # The job stops at its first failing command (errexit inside the inner subshell), and its
  # status is written whatever it was.
  (
    set +e
    (set -e; "$@") >"$out/logs/$name.log" 2>&1
    echo $? >"$out/logs/$name.status"
  ) &
}
finish() {
  wait
  local failed=0
  for status in "$out"/logs/*.status; do
    if [[ $(cat "$status") != 0 ]]; then
      failed=1
      echo "error: ${status%.status}.log:" >&2
      cat "${status%.status}.log" >&2
    fi
  done
  rm -f "$out"/logs/*.status
  return "$failed"
}

# libphonenumber's tables as the modules are handed them, written first: a text whose length or
# digest differs from the ones the generator recorded fails the build before anything compiles.
python3 scripts/wasm/phone_metadata.py Sources/InputRulesPhone/PhoneMetadataTable.swift \
  "$out/phone-metadata.txt"

# The engine and rule modules, shared by every module built here: InputRules, then the rule
# modules, which import only it. Only English's message catalog is compiled in
# (INPUTRULES_EXTERNAL_CATALOGS): the other languages are text files a page fetches when a field
# needs one (messages/<tag>.txt, below).
#
# They are compiled twice, once for each way of compiling the review that reformatting rules
# share (ReformattingRule.reviewReformatting): in $out once for every rule, called through a box,
# for modules with several reformatting kinds; in $out/per-rule (INPUTRULES_REVIEW_PER_RULE)
# specialized for each rule, which makes a module with one reformatting kind smaller.
engine_modules=(InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates
  InputRulesPhone InputRulesForms)
mkdir -p "$out/per-rule"
for module in "${engine_modules[@]}"; do
  echo "== $module"
  defines=(-D INPUTRULES_EXTERNAL_CATALOGS -D INPUTRULES_EXTERNAL_PHONE_METADATA)
  spawn "$module" compile "$out" "$module" "${defines[@]}" -- Sources/"$module"/*.swift
  spawn "$module-per-rule" compile "$out/per-rule" "$module" "${defines[@]}" \
    -D INPUTRULES_REVIEW_PER_RULE -- Sources/"$module"/*.swift
  [[ $module == InputRules ]] && finish
done
finish

# wasi-libc's assertion handler replaced by a trap (Wasm/AssertTrap.c says why), linked into
# every module ahead of libc.
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -Oz -nostdlib -flto -c Wasm/AssertTrap.c \
  -o "$out/AssertTrap.o"
# The allocator of Wasm/Heap.c in place of wasi-libc's dlmalloc (Heap.c says why), linked into
# every module but the checked-heap one ahead of libc.
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -Oz -nostdlib -flto -c Wasm/Heap.c \
  -o "$out/Heap.o"
# The Unicode data Swift's strings and scalar properties read (Wasm/UnicodeProperties.c: scalar
# properties, normalization, grapheme breaking) in place of the toolchain's wasm32
# libswiftUnicodeDataTables.a, which no module links any more (UnicodeProperties.c says why).
# Its tables are written at build time by scripts/wasm/unicode-tables.c, compiled for this
# machine and linked against this toolchain's Unicode data for it, so they are always this
# toolchain's answers; Web/Tests/unicode-test.c checks them against that library.
"$toolchain/bin/clang" -O1 -o "$out/unicode-tables" scripts/wasm/unicode-tables.c \
  "$unicode_tables"
"$out/unicode-tables" >"$out/UnicodeProperties.h.new"
mv "$out/UnicodeProperties.h.new" "$out/UnicodeProperties.h"
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -Oz -nostdlib -flto -I "$out" \
  -c Wasm/UnicodeProperties.c -o "$out/UnicodeProperties.o"

exports=()
for name in $(sed -n 's/^@_cdecl("\(ir_[a-z_]*\)")$/\1/p' Wasm/*.swift); do
  exports+=("--export=$name")
done
libraries=("$libc" "$builtins")

# Debian's binaryen, whose wasm-opt -Oz takes 16 to 18 % off each module after linking (6 to
# 8 % of its gzipped size).
if ! command -v wasm-opt >/dev/null; then
  sudo=()
  [[ $(id -u) == 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get install -y binaryen \
    || { "${sudo[@]}" apt-get update && "${sudo[@]}" apt-get install -y binaryen; }
fi
# The features the toolchain's wasm32 objects are built with (their target_features section,
# which --strip-all removes before wasm-opt reads the module).
wasm_features=(--enable-bulk-memory --enable-sign-ext --enable-mutable-globals
  --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types)

# The modules: the whole one (every kind), then one per group of kinds, for pages that use only
# those (docs/web.md, "Modules and catalogs"). Each group keeps `text`, for the plain fields of a
# form; `masks-only` and `numbers-only` leave it out, for a page of masks only or of numbers
# only (the text rule is 39 to 43 KB of each module gzipped). A variant compiles its
# own spec reader and C ABI with INPUTRULES_SOME_KINDS and INPUTRULES_KIND_<KIND> for the kinds
# it registers (KindRegistry.builtIn), so the linker drops the other kinds' rules and their
# English sentences (Wasm/EnglishCatalog.swift).
#
# Each variant links the engine whose review of reformatting rules (above) suits it: `shared`
# where it has several reformatting kinds, `per-rule` where it has one or none (review_of).
variants=(
  "all:"
  "text:text"
  "numbers:text integer decimal money choice"
  "masks:text mask"
  "dates:text date"
  "codes:text oneTimeCode iban card"
  "phone:text phone"
  "masks-only:mask"
  "numbers-only:integer decimal money choice"
)
if [[ -n ${INPUTRULES_WASM_VARIANTS:-} ]]; then
  IFS=';' read -r -a variants <<<"$INPUTRULES_WASM_VARIANTS"
fi

# review_of KINDS: `shared` for every kind (KINDS empty) or two reformatting kinds or more,
# `per-rule` otherwise.
review_of() {
  [[ -z $1 ]] && { echo shared; return; }
  local count=0 kind
  for kind in $1; do
    case $kind in mask | money | date | card | iban | oneTimeCode | phone) count=$((count + 1)) ;; esac
  done
  if ((count >= 2)); then echo shared; else echo per-rule; fi
}

# build_variant NAME FILE KINDS REVIEW: compiles the variant's spec reader and C ABI and links FILE
# (optimized with wasm-opt), and beside it the same module with its function names
# (variant-NAME/named.wasm, for scripts/wasm/sizes.py and the size check).
build_variant() {
  local name=$1 file=$2 kinds=$3 review=$4
  local directory=$out/variant-$name engine_directory=$out
  [[ $review == shared ]] || engine_directory=$out/per-rule
  mkdir -p "$directory"
  rm -f "$out/$file" "$directory/linked.wasm" "$directory/named.wasm"
  local defines=()
  if [[ -n $kinds ]]; then
    defines+=(-D INPUTRULES_SOME_KINDS)
    for kind in $kinds; do
      defines+=(-D "INPUTRULES_KIND_$(tr '[:lower:]' '[:upper:]' <<<"$kind")")
    done
  fi
  compile "$directory" InputRulesSpec "${defines[@]}" -- Sources/InputRulesSpec/*.swift
  compile "$directory" InputRulesWasm -enable-experimental-feature Extern "${defines[@]}" \
    -- Wasm/*.swift
  local objects=()
  for module in "${engine_modules[@]}"; do objects+=("$engine_directory/$module.o"); done
  objects+=("$out/AssertTrap.o" "$out/UnicodeProperties.o" "$directory/InputRulesSpec.o"
    "$directory/InputRulesWasm.o")
  "$wasm_ld" --no-entry --gc-sections --strip-all --export-memory "${lto[@]}" "${exports[@]}" \
    -o "$directory/linked.wasm" "$out/Heap.o" "${objects[@]}" "${libraries[@]}"
  wasm-opt -Oz "${wasm_features[@]}" "$directory/linked.wasm" -o "$out/$file"
  "$wasm_ld" --no-entry --gc-sections --export-memory "${lto[@]}" "${exports[@]}" \
    -o "$directory/named.wasm" "$out/Heap.o" "${objects[@]}" "${libraries[@]}"
  if [[ $name == all ]]; then
    # The whole module with Wasm/CheckedHeap.c in place of libc's allocator, for the web
    # tests: freed memory is poisoned and never reused, and a double free traps.
    rm -f "$out/CheckedHeap.o" "$out/inputrules-checked-heap.wasm"
    "$toolchain/bin/clang" --target=wasm32-unknown-unknown -O2 -nostdlib -c Wasm/CheckedHeap.c \
      -o "$out/CheckedHeap.o"
    "$wasm_ld" --no-entry --gc-sections --export-memory "${lto[@]}" "${exports[@]}" \
      -o "$out/inputrules-checked-heap.wasm" "$out/CheckedHeap.o" "${objects[@]}" \
      "${libraries[@]}"
  fi
}

manifest=()
for variant in "${variants[@]}"; do
  name=${variant%%:*}
  kinds=${variant#*:}
  review=$(review_of "$kinds")
  file=inputrules.wasm
  [[ $name == all ]] || file=inputrules-$name.wasm
  echo "== module $name (${kinds:-every kind})"
  spawn "variant-$name" build_variant "$name" "$file" "$kinds" "$review"
  manifest+=("$name:$file:$kinds")
done
finish

# The other languages' message catalogs, as the engine reads them, and the list of modules.
python3 scripts/wasm/catalogs.py Sources/InputRules "$out/messages"
python3 scripts/wasm/manifest.py "$out" "${manifest[@]}" >"$out/modules.json"
python3 scripts/wasm/manifest.py --table "$out" "${manifest[@]}"

