-- report.lua: prints the day's orders by status.
-- Usage: lua report.lua --day 2026-05-01 --format table

local json = require("dkjson")
local http = require("socket.http")

local M = {}

local STATUSES = { "open", "paid", "shipped", "cancelled" }

-- Count orders per status; unknown statuses are counted as "other".
function M.count_by_status(orders)
  local counts = { other = 0 }
  for _, status in ipairs(STATUSES) do
    counts[status] = 0
  end
  for _, order in ipairs(orders) do
    if counts[order.status] ~= nil then
      counts[order.status] = counts[order.status] + 1
    else
      counts.other = counts.other + 1
    end
  end
  return counts
end

function M.fetch(day)
  local body, code = http.request("http://localhost:8080/orders?day=" .. day)
  if code ~= 200 then
    error("fetch failed with status " .. tostring(code))
  end
  return json.decode(body)
end

return M
