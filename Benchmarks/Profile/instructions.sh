#!/usr/bin/env bash
# Instructions per keystroke (or per paste) of the given workloads, counted by valgrind's
# callgrind, which does not depend on the machine's load: the difference between two runs of
# InputRulesProfile with different counts, divided by the difference (start-up and set-up
# cancel out). Both keystroke counts are whole cycles of every key sequence.
#
#     Benchmarks/Profile/instructions.sh vowels.engine vowels.field paste.filter.1048576
#
# A mask workload named without its variant (mask.phone.type, mask.phone.paste) is counted
# through the engine and through the field model, and so are the phone-number workloads (phone,
# phone.US.national). phone.all: every region's workloads, national and international, both ways.
#
# First use of a region (region.<ID>, region.index, region.all): instructions of the first
# PhoneRule(region: ID) of the process (its metadata decoded, its patterns and those of the
# regions sharing its calling code compiled), after the metadata's index was read; of reading
# the index (once per process); and of the first use of each region of the first-use list, on
# average (one region per calling code, DE aside).
#
#     Benchmarks/Profile/instructions.sh phone region.DE region.index region.all
#
# Messages (message.en, message.de, message.ar): instructions per reason told, the four reasons
# of Workloads.messageReasons in turn; message.en.phone and the like: one of them.
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
    mask.*.type | mask.*.paste | phone | phone.*.national | phone.*.international)
      workloads+=("$workload.engine" "$workload.field")
      ;;
    phone.all)
      for region in US DE GB IN BR JP FR; do
        for kind in national international; do
          workloads+=("phone.$region.$kind.engine" "phone.$region.$kind.field")
        done
      done
      ;;
    *) workloads+=("$workload") ;;
  esac
done
for workload in "${workloads[@]}"; do
  case "$workload" in
    paste.* | region.*) low=0 high=1 ;;
    phone.*.*.*)  # whole cycles of the region's number
      keys=$("$profile" "${workload%.*}.keys" 0)
      low=$((100 * keys)) high=$((1300 * keys))
      ;;
    phone.*) low=1400 high=18200 ;;  # whole cycles of its 14 keys
    message.*) low=200 high=2200 ;;  # whole cycles of the four reasons
    growth.*) low=200 high=2200 ;;  # whole cycles of 200 keys
    *) low=1800 high=19800 ;;
  esac
  if [ "$workload" = region.all ]; then high=$("$profile" region.list 0 | wc -l); fi
  a=$(instructions "$workload" "$low")
  b=$(instructions "$workload" "$high")
  echo "$workload: $(((b - a) / (high - low))) instructions"
done
