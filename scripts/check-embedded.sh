#!/usr/bin/env bash
# Compiles the engine and rule modules (InputRules, InputRulesNumbers, InputRulesMasks,
# InputRulesCodes, InputRulesDates, InputRulesPhone) and the spec reader (InputRulesSpec) as
# Embedded Swift for WebAssembly, with the toolchain alone and without optimisation: a quick
# check while working that no Codable, key path, untyped throws or existential slipped in
# outside `#if !hasFeature(Embedded)` (a key path fails only when code is generated, so each
# module is compiled, not just type-checked). Takes a minute or two. CI runs
# scripts/build-wasm.sh, which compiles the same modules optimised and links them into the
# browser's module.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# The same conditions as scripts/build-wasm.sh: English's catalog only, and the phone metadata
# handed in by the host rather than compiled in.
flags=(-enable-experimental-feature Embedded -wmo -parse-as-library -package-name InputRules
  -target wasm32-unknown-none-wasm -I "$out" -D INPUTRULES_EXTERNAL_CATALOGS
  -D INPUTRULES_EXTERNAL_PHONE_METADATA)
for module in InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates \
  InputRulesPhone InputRulesForms InputRulesSpec; do
  swiftc "${flags[@]}" -module-name "$module" -emit-module \
    -emit-module-path "$out/$module.swiftmodule" -c -o "$out/$module.o" Sources/"$module"/*.swift
done
echo "Embedded Swift: the engine, rule and spec modules compile"
