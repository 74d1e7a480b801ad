#!/usr/bin/env bash
# Coverage-guided fuzzing of the engine and every rule kind with libFuzzer (see docs/fuzzing.md).
#
#   Fuzz/run.sh [seconds] [workers]    build, replay Fuzz/corpus, then fuzz (default 60 s, 1)
#   Fuzz/run.sh 0                      build and replay the corpus only
#   Fuzz/run.sh replay <file>...       replay inputs, printing each input's rule and actions
#
# The library modules and the harness are compiled with swiftc (no SwiftPM) with
# -sanitize=fuzzer,address into Fuzz/.build (or $INPUTRULES_FUZZ_BUILD), rebuilt when a source
# is newer than the binary. New inputs go to Fuzz/.build/corpus, failing inputs to
# Fuzz/.build/artifacts, and with several workers each worker's log to Fuzz/.build/logs.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."

build=${INPUTRULES_FUZZ_BUILD:-Fuzz/.build}
mkdir -p "$build"
build=$(cd "$build" && pwd)
binary=$build/fuzz-inputrules
# The Swift backtracer and AddressSanitizer both want the crash signals.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

# The library's modules in dependency order (InputRulesLocale reads dates), then the law checker.
modules=(InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates
  InputRulesPhone InputRulesLocale InputRulesTestSupport)
# The modules whose debug builds check their shortcuts against their general paths.
checked_modules=" InputRules InputRulesNumbers InputRulesMasks InputRulesCodes InputRulesDates \
  InputRulesPhone "

# Compiles each module whose sources (or an earlier module) changed since its object, then links
# the harness when anything changed.
build_harness() {
  mkdir -p "$build"
  # Edge coverage without comparison tracing: an input is read as small decisions (a byte
  # modulo a count), so the operands of comparisons in the rules are not bytes of the input and
  # hardly guide mutations, while tracing them took 60% of the time.
  # The package name, as SwiftPM passes it, lets the modules see each other's `package` API.
  local flags=(-O -wmo -parse-as-library -swift-version 6 -sanitize=fuzzer,address
    -sanitize-coverage=edge,indirect-calls,pc-table,inline-8bit-counters -gline-tables-only
    -package-name InputRules -I "$build")
  local objects=() changed=0 start=$SECONDS
  for module in "${modules[@]}"; do
    local object=$build/$module.o
    if ((changed)) || [[ ! -f $object ]] \
      || [[ -n $(find "Sources/$module" -newer "$object" -print -quit) ]]; then
      echo "== fuzz: compiling $module"
      local extra=()
      # As in debug builds: the engine and the rules run the general path beside every
      # shortcut they take.
      [[ $checked_modules == *" $module "* ]] && extra=(-D INPUTRULES_INTERNAL_CHECKS)
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
  files=()
  for file in "$@"; do [[ $file == /* ]] && files+=("$file") || files+=("$caller/$file"); done
  INPUTRULES_FUZZ_TRACE=1 "$binary" "${files[@]}"
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
  echo "== fuzz: $seconds s with $workers worker(s)"
  if ((workers == 1)); then
    "$binary" "${options[@]}" "$build/corpus" Fuzz/corpus
  else
    # One process per worker, sharing the corpus folder; each writes its log to
    # $build/logs/fuzz-N.log. A worker stops at its first failing input.
    rm -rf "$build/logs" && mkdir -p "$build/logs"
    seeds=$PWD/Fuzz/corpus
    (cd "$build/logs" && "$binary" -jobs="$workers" -workers="$workers" "${options[@]}" \
      "$build/corpus" "$seeds" >/dev/null 2>&1) || true
    failed=0
    for log in "$build"/logs/fuzz-*.log; do
      echo "-- $log"
      grep -E '^#[0-9]+ +(INITED|DONE)|^stat::' "$log" || true
      if grep -q 'Test unit written' "$log"; then
        failed=1
        grep -E '^== law violation|^rule:|^  \.|^[a-zA-Z]+ \(seed|^  (before|after):|ERROR|Test unit' \
          "$log" || true
      fi
    done
    exit "$failed"
  fi
fi
