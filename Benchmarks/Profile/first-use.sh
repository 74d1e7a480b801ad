#!/usr/bin/env bash
# Wall-clock time of the first use of a region (PhoneRule(region:) for a region the process has
# not used: its metadata decoded, its patterns and those of its calling code compiled), which
# happens once per region per process, so it is measured over fresh processes of
# InputRulesProfile, and the median of the runs is printed.
#
#     Benchmarks/Profile/first-use.sh [runs] [region ...]
#
# For each region named (DE when none): the medians of reading the metadata's index (once per
# process), of a first rule for AC (the process's first rule, which also pays for the rule's
# code running the first time) and then of the region's own first use. Then, as the first-use
# benchmark does (a DE rule made first), every region of the first-use list once per process:
# the median, the mean and the 90th percentile of the per-region medians, and every region whose
# median is above 50 µs. Timings move with the machine's load; see docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-7}
shift || true
regions=("$@")
if [ ${#regions[@]} -eq 0 ]; then regions=(DE); fi
swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build \
  --product InputRulesProfile >/dev/null
profile=Benchmarks/.build/release/InputRulesProfile
for region in "${regions[@]}"; do
  for _ in $(seq "$runs"); do "$profile" "region.$region.time" 1; done \
    | python3 -c '
import statistics, sys
rows = [line.split() for line in sys.stdin]
def median(column): return round(statistics.median(int(row[column]) for row in rows) / 1000, 1)
print(f"{sys.argv[1]}: index {median(1)} µs, first rule (AC) {median(3)} µs, "
      f"first use of {sys.argv[1]} {median(5)} µs (medians of {len(rows)} processes)")
' "$region"
done
for _ in $(seq "$runs"); do "$profile" region.all.time 1; done | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    region, nanoseconds = line.split()
    times.setdefault(region, []).append(int(nanoseconds))
medians = {region: statistics.median(values) / 1000 for region, values in times.items()}
ordered = sorted(medians.values())
p90 = ordered[int(0.9 * len(ordered))]
print(f"first-use list, {len(medians)} regions after a DE rule: median {statistics.median(ordered):.1f} µs, "
      f"mean {statistics.mean(ordered):.1f} µs, p90 {p90:.1f} µs")
above = sorted(((m, r) for r, m in medians.items() if m > 50), reverse=True)
print(f"above 50 µs: {len(above)}" + "".join(f", {r} {m:.0f} µs" for m, r in above))
'
