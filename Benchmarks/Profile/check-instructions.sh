#!/usr/bin/env bash
# Fails when a workload costs more than 10% more instructions per key (or per paste) than the
# figure recorded in Benchmarks/Profile/instructions-baseline.txt, counted by callgrind as
# instructions.sh counts them (the count does not depend on the machine's load, so the check
# holds on a shared machine where timings wander).
#
#     Benchmarks/Profile/check-instructions.sh            check every recorded workload
#     Benchmarks/Profile/check-instructions.sh --record   count them again and rewrite the file
#
# The file holds one workload and its instructions per line; lines starting with # are comments.
# A workload that got cheaper by more than 10% is reported too, so the figure can be recorded
# again (a lower baseline keeps the next regression visible).
set -euo pipefail
cd "$(dirname "$0")/../.."
baseline=Benchmarks/Profile/instructions-baseline.txt
workloads=$(grep -v '^#' "$baseline" | awk 'NF == 2 { print $1 }')
# shellcheck disable=SC2086
measured=$(Benchmarks/Profile/instructions.sh $workloads)
if [ "${1:-}" = "--record" ]; then
  {
    grep '^#' "$baseline"
    echo "$measured" | sed -n 's/^\(.*\): \([0-9]*\) instructions$/\1 \2/p'
  } > "$baseline.new"
  mv "$baseline.new" "$baseline"
  echo "recorded $(echo "$measured" | wc -l) workloads in $baseline"
  exit 0
fi
python3 - "$baseline" <<EOF
import sys
baseline = {}
for line in open(sys.argv[1]):
    if line.startswith('#') or not line.strip():
        continue
    name, count = line.split()
    baseline[name] = int(count)
measured = {}
for line in """$measured""".splitlines():
    name, rest = line.split(': ')
    measured[name] = int(rest.split()[0])
failed = False
print(f"{'workload':<48} {'baseline':>10} {'now':>10} {'change':>8}")
for name, before in baseline.items():
    now = measured.get(name)
    if now is None:
        print(f"{name:<48} {before:>10} {'missing':>10}")
        failed = True
        continue
    change = (now - before) / before
    mark = ''
    if change > 0.10:
        mark = '  regression (over +10%)'
        failed = True
    elif change < -0.10:
        mark = '  cheaper: record it (--record)'
    print(f"{name:<48} {before:>10,} {now:>10,} {change:>+8.1%}{mark}")
sys.exit(1 if failed else 0)
EOF
