#!/usr/bin/env bash
# Instructions per keystroke (or per paste) of the given workloads, counted by valgrind's
# callgrind, which does not depend on the machine's load: the difference between two runs of
# InputRulesProfile with different counts, divided by the difference (start-up and set-up
# cancel out). Both keystroke counts are whole cycles of every key sequence.
#
#     Benchmarks/Profile/instructions.sh vowels.engine vowels.field paste.filter.1048576
#
# A mask workload named without its variant (mask.phone.type, mask.phone.paste) is counted
# through the engine and through the field model.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build \
  --product InputRulesProfile >/dev/null
profile=Benchmarks/.build/release/InputRulesProfile
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$profile" "$1" "$2" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
workloads=()
for workload in "$@"; do
  case "$workload" in
    mask.*.type | mask.*.paste) workloads+=("$workload.engine" "$workload.field") ;;
    *) workloads+=("$workload") ;;
  esac
done
for workload in "${workloads[@]}"; do
  case "$workload" in
    paste.*) low=0 high=1 ;;
    *) low=1800 high=19800 ;;
  esac
  a=$(instructions "$workload" "$low")
  b=$(instructions "$workload" "$high")
  echo "$workload: $(((b - a) / (high - low))) instructions"
done
