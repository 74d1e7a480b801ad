#!/usr/bin/env bash
# Builds the engine as a WebAssembly module for a browser: .build-wasm/inputrules.wasm.
#
# The engine and rule modules (InputRules, InputRulesNumbers, InputRulesMasks, InputRulesCodes,
# InputRulesDates), the spec reader (InputRulesSpec, whose Foundation parts are left out) and
# the C ABI in Wasm/*.swift are compiled with Embedded Swift for wasm32-unknown-none-wasm (whole
# module, -Osize, no stack protector), then linked with the toolchain's wasm-ld against its
# embedded libswiftUnicodeDataTables.a, wasi-libc's libc and the wasm32 clang runtime builtins
# (Debian packages wasi-libc and libclang-rt-dev-wasm32, installed here when missing). The
# module has no entry point; it exports its memory and the ir_* functions of Wasm/*.swift
# (documented in Wasm/Exports.swift and docs/web.md), and imports four WASI functions
# (wasi_snapshot_preview1: fd_close, fd_seek, fd_write, random_get) that libc refers to, which
# the host provides (Web/inputrules.js does).
#
# Also links .build-wasm/inputrules-checked-heap.wasm, the same module with the test allocator
# of Wasm/CheckedHeap.c (freed memory poisoned and never reused), which the web tests run too.
#
# Usage: scripts/build-wasm.sh   (prints the module's size, plain and gzipped)
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
unicode_tables=$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a
[[ -f $unicode_tables ]] || { echo "error: $unicode_tables not found" >&2; exit 1; }
libc=/usr/lib/wasm32-wasi/libc.a
[[ -f $libc ]] || { echo "error: $libc not found" >&2; exit 1; }
builtins=$(dpkg -L libclang-rt-dev-wasm32 $(dpkg -s libclang-rt-dev-wasm32 2>/dev/null \
  | sed -n 's/^Depends: //p' | tr ',' '\n' | sed 's/ .*//') 2>/dev/null \
  | grep 'libclang_rt.builtins-wasm32.a$' | head -n 1 || true)
[[ -n $builtins ]] || { echo "error: libclang_rt.builtins-wasm32.a not found" >&2; exit 1; }

flags=(-enable-experimental-feature Embedded -wmo -parse-as-library -package-name InputRules
  -target wasm32-unknown-none-wasm -Osize -Xfrontend -disable-stack-protector
  -I "$out")

objects=()
compile() {  # module name, sources...
  local module=$1
  shift
  rm -f "$out/$module.o"
  swiftc "${flags[@]}" -module-name "$module" -emit-module \
    -emit-module-path "$out/$module.swiftmodule" -c -o "$out/$module.o" "$@" || return 1
  objects+=("$out/$module.o")
}
# The engine and rule modules, then the spec reader, each as Embedded Swift: a construct
# Embedded Swift refuses (Codable, key paths, untyped throws, existentials outside
# `#if !hasFeature(Embedded)`) fails the build here.
for module in InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates InputRulesPhone \
  InputRulesSpec; do
  compile "$module" Sources/"$module"/*.swift
done
compile InputRulesWasm Wasm/*.swift

exports=()
for name in $(sed -n 's/^@_cdecl("\(ir_[a-z_]*\)")$/\1/p' Wasm/*.swift); do
  exports+=("--export=$name")
done

"$wasm_ld" --no-entry --gc-sections --strip-all --export-memory "${exports[@]}" \
  -o "$out/inputrules.wasm" "${objects[@]}" "$unicode_tables" "$libc" "$builtins"

# The same module with Wasm/CheckedHeap.c in place of libc's allocator, for the web tests: freed
# memory is poisoned and never reused, and a double free traps.
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -O2 -nostdlib -c Wasm/CheckedHeap.c \
  -o "$out/CheckedHeap.o"
"$wasm_ld" --no-entry --gc-sections --export-memory "${exports[@]}" \
  -o "$out/inputrules-checked-heap.wasm" "$out/CheckedHeap.o" "${objects[@]}" "$unicode_tables" \
  "$libc" "$builtins"

bytes=$(wc -c <"$out/inputrules.wasm")
gzipped=$(gzip -9 -c "$out/inputrules.wasm" | wc -c)
echo "$out/inputrules.wasm: $bytes bytes, $gzipped bytes gzipped (gzip -9)"
