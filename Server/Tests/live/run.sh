#!/usr/bin/env bash
# The example server for real: built, started on a free loopback port (on Hummingbird, then on
# Vapor with --vapor), and driven with curl: valid and invalid JSON, a URL-encoded post valid
# and invalid, German messages, and bad requests (too large, malformed, wrong content type,
# a bad escape, duplicate names). After each request the server must still answer. The server
# is always stopped (trap), whatever fails.
#
# Then, when the web package is built (scripts/build-wasm.sh and scripts/build-web-package.sh:
# .build-wasm/package/inputrules.js) and Chromium is installed, browser.py types into the
# page in headless Chromium: a valid and an invalid submit with JavaScript on, a submit with
# JavaScript off (the plain form post).
#
# Usage: Server/Tests/live/run.sh [--no-browser]
# Environment: SERVER_SCRATCH_PATH (the Server package's scratch path, default Server/.build),
# SKIP_BUILD=1 (use the built server).
set -euo pipefail
cd "$(dirname "$0")/../../.."
root=$(pwd)
export PATH="/opt/swift/usr/bin:$PATH"
browser=1
[[ ${1:-} == --no-browser ]] && browser=0

scratch=${SERVER_SCRATCH_PATH:-Server/.build}
if [[ ${SKIP_BUILD:-} != 1 ]]; then
  echo "== building inputrules-example-server"
  swift build --package-path Server --scratch-path "$scratch" --product inputrules-example-server
fi
bin="$(swift build --package-path Server --scratch-path "$scratch" --show-bin-path)/inputrules-example-server"
[[ -x $bin ]] || { echo "error: $bin is not built" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/inputrules-live.XXXXXX")
server_pid=""
stop_server() {
  if [[ -n $server_pid ]]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

failures=0
fail() {
  echo "FAIL $*" >&2
  failures=$((failures + 1))
}

# Dates as the form's locale (en_US) writes them, relative to today: arrival in 30 days. Python
# computes them, since GNU and BSD (macOS) date differ in how they are asked for another day.
day() {
  python3 -c 'import datetime, sys
print((datetime.date.today() + datetime.timedelta(days=int(sys.argv[1]))).strftime(sys.argv[2]))' "$@"
}
arrival=$(day 30 %m/%d/%Y)
departure=$(day 33 %m/%d/%Y)
arrival_iso=$(day 30 %Y-%m-%d)
expiry="12/$(( $(day 0 %y | sed 's/^0//') + 3 ))"
valid_json="{\"arrival\":\"$arrival\",\"departure\":\"$departure\",\"guests\":\"2\",\"name\":\"Ada Lovelace\",\"birthDate\":\"01/15/1980\",\"card\":\"4111111111111111\",\"expiry\":\"$expiry\",\"cvc\":\"123\"}"
valid_form="arrival=${arrival//\//%2F}&departure=${departure//\//%2F}&guests=2&name=Ada+Lovelace&birthDate=01%2F15%2F1980&card=4111+1111+1111+1111&expiry=${expiry//\//%2F}&cvc=123"

# request NAME STATUS TEXT CURL-ARGUMENTS...: the answer must have STATUS and hold TEXT; then
# the server must still answer a valid post with 200.
request() {
  local name=$1 status=$2 text=$3
  shift 3
  local got
  got=$(curl -sS -o "$work/body" -w '%{http_code}' --max-time 20 "$@" 2>"$work/curl-error") \
    || { fail "$name: curl failed: $(cat "$work/curl-error")"; return; }
  if [[ $got != "$status" ]]; then
    fail "$name: status $got, expected $status: $(head -c 300 "$work/body")"
  elif [[ -n $text ]] && ! grep -qF -- "$text" "$work/body"; then
    fail "$name: the answer lacks '$text': $(head -c 300 "$work/body")"
  else
    echo "ok   $name ($got)"
  fi
  local again
  again=$(curl -sS -o /dev/null -w '%{http_code}' --max-time 20 -H 'Content-Type: application/json' \
    --data-binary "$valid_json" "$url/booking" 2>/dev/null) || again=failed
  [[ $again == 200 ]] || fail "$name: the server did not answer the next request ($again)"
}

check_server() {
  local flag=$1
  local port
  port=$(free_port)
  url="http://127.0.0.1:$port"
  "$bin" --port "$port" $flag >"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 300); do
    curl -s -o /dev/null --max-time 2 "$url/" && break
    kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; fail "server $flag exited"; return; }
    sleep 0.2
  done
  echo "== $(head -n 1 "$work/server.log")"
  local json=(-H 'Content-Type: application/json')
  local form=(-H 'Content-Type: application/x-www-form-urlencoded' -H 'Accept: text/html')

  request "the form page" 200 'name="arrival"' "$url/"
  request "the form page in German" 200 'lang="de"' -H 'Accept-Language: de' "$url/"
  request "valid JSON" 200 "\"arrival\":\"$arrival_iso\"" "${json[@]}" --data-binary "$valid_json" "$url/booking"
  request "invalid JSON" 422 '"reason":"order"' "${json[@]}" \
    --data-binary "${valid_json/\"departure\":\"$departure\"/\"departure\":\"$arrival\"}" "$url/booking"
  request "German messages" 422 'Dies ist ein Pflichtfeld.' "${json[@]}" -H 'Accept-Language: de-DE,de;q=0.9,en;q=0.8' \
    --data-binary '{"arrival":""}' "$url/booking"
  request "URL-encoded valid" 200 'data-page="received"' "${form[@]}" --data-binary "$valid_form" "$url/booking"
  request "URL-encoded invalid, the form again" 422 'aria-invalid="true"' "${form[@]}" \
    --data-binary "${valid_form/guests=2/guests=9}" "$url/booking"
  request "URL-encoded invalid, value kept and escaped" 422 'value="&lt;b&gt;"' "${form[@]}" \
    --data-binary "${valid_form/guests=2/guests=%3Cb%3E}" "$url/booking"
  request "unknown fields ignored and listed" 200 '"ignored":["coupon"]' "${json[@]}" \
    --data-binary "${valid_json%\}},\"coupon\":\"X\"}" "$url/booking"
  head -c 70000 /dev/zero | tr '\0' 'a' >"$work/large"
  request "too large: 413" 413 'larger than 65536 bytes' "${json[@]}" --data-binary "@$work/large" "$url/booking"
  request "too large, chunked: 413" 413 'larger than 65536 bytes' "${json[@]}" -H 'Transfer-Encoding: chunked' \
    --data-binary "@$work/large" "$url/booking"
  request "more than 1000 names: 413" 413 'more than 1000 names' "${json[@]}" \
    --data-binary "{$(seq -f '"n%g":""' -s , 0 1000)}" "$url/booking"
  request "malformed JSON: 400" 400 '{"error":"values: ' "${json[@]}" --data-binary '{"arrival": ' "$url/booking"
  request "JSON nested 10,000 deep: 400" 400 'nested more than 256 levels' "${json[@]}" \
    --data-binary "$(printf '%.0s[' $(seq 1 10000))" "$url/booking"
  request "wrong content type: 415" 415 'text/plain is not read here' -H 'Content-Type: text/plain' \
    --data-binary 'hello' "$url/booking"
  request "duplicate JSON key: 400" 400 'guests' "${json[@]}" --data-binary '{"guests":"2","guests":"3"}' "$url/booking"
  request "duplicate form name: 400" 400 'guests more than once' "${form[@]}" --data-binary 'guests=2&guests=3' "$url/booking"
  request "bad percent escape: 400" 400 'two hexadecimal digits' "${form[@]}" --data-binary 'name=%zz' "$url/booking"
  request "not UTF-8: 400" 400 'not UTF-8' "${json[@]}" --data-binary $'{"name":"\xff"}' "$url/booking"
  request "wrong value type: 400" 400 'values.guests must be a string or a number' "${json[@]}" \
    --data-binary '{"guests":true}' "$url/booking"
  # A Content-Length of 10 GB, the body still being sent: 413 within 5 s, then still serving.
  if python3 - "$port" <<'PY'
import socket, sys, threading, time
connection = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
connection.sendall(b"POST /booking HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Content-Length: 10000000000\r\n\r\n")
def send():
    try:
        while True:
            connection.sendall(b" " * 65536)
    except OSError:
        pass
threading.Thread(target=send, daemon=True).start()
connection.settimeout(5)
answer = b""
try:
    while b"\r\n" not in answer:
        part = connection.recv(4096)
        if not part:
            break
        answer += part
except socket.timeout:
    pass
connection.close()
status = answer.split(b"\r\n")[0]
print(status.decode("latin-1") or "no answer within 5 s")
sys.exit(0 if status.startswith(b"HTTP/1.1 413") else 1)
PY
  then echo "ok   10 GB announced: 413 at once"; else fail "10 GB announced: no prompt 413"; fi
  request "after the 10 GB post: still serving" 200 '"valid":true' "${json[@]}" --data-binary "$valid_json" "$url/booking"
  # A client that sends half a body and stalls: the others are served meanwhile.
  python3 - "$port" <<'PY' &
import socket, sys, time
connection = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
connection.sendall(b"POST /booking HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Content-Length: 1000\r\n\r\n{\"name\":")
time.sleep(3)
connection.close()
PY
  local staller=$!
  sleep 0.5
  request "a stalled body elsewhere: still serving" 200 '"valid":true' "${json[@]}" --data-binary "$valid_json" "$url/booking"
  wait "$staller" || true
  # Paths out of the web package, sent as written (--path-as-is): each names a file that exists
  # (the package is .build-wasm/package), and each is 404.
  for path in /inputrules/../../Package.swift /inputrules/messages/../../../Package.swift \
    /inputrules/messages/../README.md /inputrules/./README.md /inputrules/../package/README.md \
    '/inputrules/..%2F..%2FPackage.swift'; do
    request "out of the package: $path: 404" 404 '' --path-as-is "$url$path"
    if grep -qF 'PackageDescription' "$work/body"; then fail "$path served Package.swift"; fi
  done
  if [[ -f .build-wasm/package/inputrules.js ]]; then
    # The files served are there, so the 404s above are refusals, not a missing package.
    request "a file of the package: 200" 200 'export' "$url/inputrules/inputrules.js"
    request "a message file of the package: 200" 200 '' "$url/inputrules/messages/de.txt"
  fi

  stop_server
}

check_server ""
check_server --vapor

if ((browser)); then
  if [[ -f .build-wasm/package/inputrules.js ]] && command -v chromium >/dev/null; then
    for flag in "" --vapor; do
      port=$(free_port)
      url="http://127.0.0.1:$port"
      "$bin" --port "$port" $flag >"$work/server.log" 2>&1 &
      server_pid=$!
      for _ in $(seq 1 300); do curl -s -o /dev/null --max-time 2 "$url/" && break; sleep 0.2; done
      echo "== browser: $(head -n 1 "$work/server.log")"
      python3 Server/Tests/live/browser.py --url "$url" || fail "browser ($flag)"
      stop_server
    done
  else
    echo "== browser part skipped: no .build-wasm/package/inputrules.js (scripts/build-wasm.sh, scripts/build-web-package.sh) or no chromium"
  fi
fi

if ((failures)); then
  echo "$failures failed" >&2
  exit 1
fi
echo "all live checks passed"
