#!/usr/bin/env bash
# A server checking a 10-field form under load (docs/benchmarks.md, "A server under load"):
# builds load-server in release mode, starts it on 127.0.0.1, and runs wrk against each route
# with the valid and the invalid body of ten-field-form.json, then against the route that only
# decodes (the floor). Prints requests per second, wrk's latency percentiles, the statuses
# answered, and the server's CPU time per request (its user and system time over the row, from
# /proc, divided by the requests answered). Not run in CI.
#
#   Server/Benchmarks/run.sh [--port 8089] [--duration 15s] [--connections 32] [--threads 2]
#                            [--parts]
#
# --parts adds a row for each /parts/… route (the floor and one part of /validatable's work),
# with the valid body.
#
# Needs wrk (Debian: apt-get install wrk), curl and python3. About 1 min 30 s once built (2 min
# 30 s with --parts).
set -euo pipefail
cd "$(dirname "$0")"
port=8089 duration=15s connections=32 threads=2 parts=false
while [[ $# -gt 0 ]]; do
  case $1 in
    --port) port=$2 ;;
    --duration) duration=$2 ;;
    --connections) connections=$2 ;;
    --threads) threads=$2 ;;
    --parts) parts=true; shift; continue ;;
    *)
      echo "usage: $0 [--port N] [--duration 15s] [--connections 32] [--threads 2] [--parts]" >&2
      exit 2
      ;;
  esac
  shift 2
done
command -v wrk >/dev/null || { echo "error: wrk is missing (apt-get install wrk)" >&2; exit 1; }

swift build -c release --product load-server
server=$(swift build -c release --show-bin-path)/load-server
bodies=$(mktemp -d)
python3 - "$bodies" <<'PY'
import json, sys
spec = json.load(open("ten-field-form.json"))
for name in ("valid", "invalid"):
    with open(f"{sys.argv[1]}/{name}.json", "w") as out:
        json.dump(spec[name], out, separators=(",", ":"))
PY

"$server" --port "$port" --form ten-field-form.json >"$bodies/server.log" 2>&1 &
pid=$!
stop() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$bodies"
}
trap stop EXIT
trap 'exit 130' INT TERM
ready=false
for _ in $(seq 1 100); do
  curl -s -o /dev/null "http://127.0.0.1:$port/" && { ready=true; break; }
  kill -0 "$pid" 2>/dev/null || { cat "$bodies/server.log" >&2; exit 1; }
  sleep 0.1
done
$ready || { echo "error: load-server did not answer on port $port within 10 s" >&2; exit 1; }

# Each route and body once, its status and answer shown, so that a run measures what it says.
for route in inputrules validatable decode; do
  for body in valid invalid; do
    [[ $route == decode && $body == invalid ]] && continue
    status=$(curl -s -o "$bodies/answer" -w '%{http_code}' -H 'Content-Type: application/json' \
      --data-binary "@$bodies/$body.json" "http://127.0.0.1:$port/$route")
    echo "$route $body: $status $(head -c 160 "$bodies/answer")"
  done
done

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); wrk -t$threads -c$connections -d$duration --latency"
# Warm-up: every route, a few seconds in all.
for route in inputrules validatable decode; do
  BODY="$bodies/valid.json" wrk -t"$threads" -c"$connections" -d1s -s post.lua \
    "http://127.0.0.1:$port/$route" >/dev/null
done
echo
# The server's user and system time so far, in clock ticks (/proc/PID/stat fields 14 and 15).
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
printf '%-26s %10s %10s %10s %10s %12s  %s\n' route req/s p50 p90 p99 'server CPU' statuses
runs=("inputrules valid" "inputrules invalid" "validatable valid" "validatable invalid"
  "decode valid")
if $parts; then
  for part in decode-twice dates phone-pattern between-fields; do runs+=("parts/$part valid"); done
fi
for run in "${runs[@]}"; do
  read -r route body <<<"$run"
  before=$(cpu_ticks)
  BODY="$bodies/$body.json" wrk -t"$threads" -c"$connections" -d"$duration" --latency \
    -s post.lua "http://127.0.0.1:$port/$route" >"$bodies/wrk.out"
  ticks=$(($(cpu_ticks) - before))
  python3 - "$route $body" "$bodies/wrk.out" "$ticks" "$(getconf CLK_TCK)" <<'PY'
import re, sys
text = open(sys.argv[2]).read()
def latency(p):
    m = re.search(rf"^\s+{p}%\s+(\S+)", text, re.M)
    return m.group(1) if m else "?"
rps = re.search(r"Requests/sec:\s+(\S+)", text).group(1)
requests = int(re.search(r"(\d+) requests in", text).group(1))
cpu = int(sys.argv[3]) / int(sys.argv[4]) * 1e6 / requests
statuses = re.search(r"^statuses (.*)$", text, re.M)
print(f"{sys.argv[1]:<26} {rps:>10} {latency(50):>10} {latency(90):>10} {latency(99):>10} "
      f"{cpu:>9.1f} us  {statuses.group(1) if statuses else '?'}")
PY
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
