-- wrk: POST the JSON body in the file named by the BODY environment variable to wrk's URL.
local file = assert(io.open(os.getenv("BODY"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "application/json"

-- Counts the answers by status, so that a run posting a valid body that got 422 shows it.
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end
function init(args)
  statuses = {}
end
function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do
      total[status] = (total[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, status .. ": " .. count)
  end
  table.sort(parts)
  io.write("statuses " .. table.concat(parts, ", ") .. "\n")
  io.write(string.format("summary %.0f req/s, p50 %.0f us, p90 %.0f us, p99 %.0f us\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50),
    latency:percentile(90), latency:percentile(99)))
end
