#!/usr/bin/env bash
# Builds the engine as a WebAssembly module for a browser: .build-wasm/inputrules.wasm.
#
# The engine modules (InputRules, InputRulesNumbers, InputRulesMasks, InputRulesCodes,
# InputRulesDates) and the C ABI in Wasm/*.swift are compiled with Embedded Swift for
# wasm32-unknown-none-wasm (whole module, -Osize, no stack protector), then linked with the
# toolchain's wasm-ld against its embedded libswiftUnicodeDataTables.a, wasi-libc's libc and the
# wasm32 clang runtime builtins (Debian packages wasi-libc and libclang-rt-dev-wasm32, installed
# here when missing). The module has no entry point; it exports its memory and the ir_* functions
# of Wasm/Exports.swift, and imports a few WASI functions (wasi_snapshot_preview1) that libc
# refers to, which a browser host stubs.
#
# Exports: ir_alloc(count) -> ptr and ir_free(ptr) for the host's UTF-8 strings;
# ir_field_new_digits(maxLength) -> handle and ir_field_free(handle);
# ir_field_type / ir_field_paste(handle, ptr, len) -> outcome (0 accepted, 1 transformed,
# 2 rejected, -1 null handle); ir_field_backspace(handle) -> outcome;
# ir_field_select(handle, start, end) -> outcome;
# ir_field_text(handle, out, capacity) -> UTF-8 length (copies at most capacity bytes);
# ir_field_selection_start / ir_field_selection_end(handle) -> UTF-16 offset.
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
compile InputRules Sources/InputRules/*.swift
compile InputRulesNumbers Sources/InputRulesNumbers/*.swift
# The rule modules are linked when they compile (the exports do not use them yet): code
# generation for Embedded Swift rejects a few constructs that type-checking lets through.
for module in InputRulesMasks InputRulesCodes InputRulesDates; do
  compile "$module" Sources/"$module"/*.swift 2>"$out/$module.log" \
    || echo "warning: $module does not compile as Embedded Swift yet, left out (see $out/$module.log)" >&2
done
compile InputRulesWasm Wasm/*.swift

exports=()
for name in $(sed -n 's/^@_cdecl("\(ir_[a-z_]*\)")$/\1/p' Wasm/*.swift); do
  exports+=("--export=$name")
done

"$wasm_ld" --no-entry --gc-sections --strip-all --export-memory "${exports[@]}" \
  -o "$out/inputrules.wasm" "${objects[@]}" "$unicode_tables" "$libc" "$builtins"

bytes=$(wc -c <"$out/inputrules.wasm")
gzipped=$(gzip -9 -c "$out/inputrules.wasm" | wc -c)
echo "$out/inputrules.wasm: $bytes bytes, $gzipped bytes gzipped (gzip -9)"
