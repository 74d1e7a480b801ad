#!/usr/bin/env bash
# Compiles the engine modules (InputRules, InputRulesNumbers, InputRulesMasks, InputRulesCodes,
# InputRulesDates) as Embedded Swift for WebAssembly, with the toolchain alone: Codable, key
# paths, untyped throws and existentials outside `#if !hasFeature(Embedded)` fail here (a key
# path only when code is generated, so each module is compiled, not just type-checked). Takes
# about a minute; CI runs it. scripts/build-wasm.sh links them into a module.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
flags=(-enable-experimental-feature Embedded -wmo -parse-as-library -package-name InputRules
  -target wasm32-unknown-none-wasm -I "$out")
swiftc "${flags[@]}" -module-name InputRules -emit-module \
  -emit-module-path "$out/InputRules.swiftmodule" Sources/InputRules/*.swift
swiftc "${flags[@]}" -module-name InputRules -c -o "$out/InputRules.o" Sources/InputRules/*.swift
for module in InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates; do
  swiftc "${flags[@]}" -module-name "$module" -c -o "$out/$module.o" Sources/"$module"/*.swift
done
echo "Embedded Swift: the engine modules compile"
