#!/usr/bin/env bash
# Coverage-guided fuzzing of the engine and every rule kind with libFuzzer (see docs/fuzzing.md).
#
#   Fuzz/run.sh [seconds] [workers]    build, replay Fuzz/corpus, then fuzz (default 60 s, 1)
#   Fuzz/run.sh 0                      build and replay the corpus only
#   Fuzz/run.sh replay <file>...       replay inputs, printing each input's rule and actions
#
# The library modules and the harness are compiled with swiftc (no SwiftPM) with
# -sanitize=fuzzer,address into Fuzz/.build (or $INPUTRULES_FUZZ_BUILD), rebuilt when a source
# is newer than the binary. New inputs go to Fuzz/.build/corpus, crashes to Fuzz/.build/artifacts.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${INPUTRULES_FUZZ_BUILD:-Fuzz/.build}
binary=$build/fuzz-inputrules
# The Swift backtracer and AddressSanitizer both want the crash signals.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

# The engine's modules in dependency order, then the law checker.
modules=(InputRules InputRulesNumbers InputRulesLocale InputRulesTestSupport)

# Compiles each module whose sources (or an earlier module) changed since its object, then links
# the harness when anything changed.
build_harness() {
  mkdir -p "$build"
  local flags=(-O -wmo -parse-as-library -swift-version 6 -sanitize=fuzzer,address
    -gline-tables-only -I "$build")
  local objects=() changed=0 start=$SECONDS
  for module in "${modules[@]}"; do
    local object=$build/$module.o
    if ((changed)) || [[ ! -f $object ]] \
      || [[ -n $(find "Sources/$module" -newer "$object" -print -quit) ]]; then
      echo "== fuzz: compiling $module"
      local extra=()
      # As in debug builds: the engine runs the general path beside every shortcut it takes.
      [[ $module == InputRules ]] && extra=(-D INPUTRULES_INTERNAL_CHECKS)
      swiftc "${flags[@]}" "${extra[@]}" -module-name "$module" -emit-module \
        -emit-module-path "$build/$module.swiftmodule" -c -o "$object" Sources/"$module"/*.swift
      changed=1
    fi
    objects+=("$object")
  done
  if ((changed)) || [[ ! -x $binary ]] \
    || [[ -n $(find Fuzz/Harness -newer "$binary" -print -quit) ]]; then
    echo "== fuzz: compiling and linking the harness"
    swiftc "${flags[@]}" -module-name InputRulesFuzz Fuzz/Harness/*.swift "${objects[@]}" \
      -o "$binary"
    echo "== fuzz: built in $((SECONDS - start)) s"
  fi
}

if [[ ${1:-} == replay ]]; then
  shift
  build_harness
  INPUTRULES_FUZZ_TRACE=1 "$binary" "$@"
  exit
fi

seconds=${1:-60}
workers=${2:-1}
build_harness

echo "== fuzz: replaying the seed corpus"
"$binary" -runs=0 Fuzz/corpus

if ((seconds > 0)); then
  mkdir -p "$build/corpus" "$build/artifacts"
  options=(-max_total_time="$seconds" -max_len=1024 -timeout=20 -print_final_stats=1
    -artifact_prefix="$build/artifacts/")
  if ((workers > 1)); then options+=(-fork="$workers"); fi
  echo "== fuzz: $seconds s with $workers worker(s)"
  "$binary" "${options[@]}" "$build/corpus" Fuzz/corpus
fi
