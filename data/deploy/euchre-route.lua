-- euchre-route.lua — HAProxy's lookup of a table's backend in Redis.
--
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- Loaded by data/deploy/haproxy.cfg (lua-load).  For a request to
-- /t/CODE it asks Redis for the field "backend" of the hash
-- euchre:table:CODE (docs/DEPLOY.md, "The table directory") and sets
--   txn.euchre_backend  the backend's id (1 to 3 digits) when the table is known
--   txn.euchre_dir      "down" when Redis did not answer in time
-- Nothing else: what to do with them is the configuration's choice.
-- Every byte read from Redis is bounded; nothing here can stop HAProxy.
--
-- Redis is at $EUCHRE_REDIS (HOST:PORT, default 127.0.0.1:6379), set
-- with "setenv" in haproxy.cfg's global section or in the environment.

local redis_host, redis_port = "127.0.0.1", 6379
do
  local spec = os.getenv("EUCHRE_REDIS")
  if spec ~= nil and spec ~= "" then
    local h, p = spec:match("^%[?([^%]]+)%]?:(%d+)$")
    if h ~= nil then
      redis_host, redis_port = h, tonumber(p)
    else
      core.Warning("euchre-route: EUCHRE_REDIS is not HOST:PORT: " .. spec)
    end
  end
end

-- Crockford's base 32 as euchre-server writes codes: XXXX-XXXX-XXXX.
local code_pattern = "^[0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z]"
                  .. "%-[0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z]"
                  .. "%-[0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z][0-9A-HJKMNP-TV-Z]$"

-- HGET key field: the value (a string), false when there is none, or nil
-- when Redis cannot be asked (down, slow, or an answer not understood).
local function redis_hget(key, field)
  local sock = core.tcp()
  sock:settimeout(1)
  if sock:connect(redis_host, redis_port) == nil then
    sock:close()
    return nil
  end
  local cmd = string.format("*3\r\n$4\r\nHGET\r\n$%d\r\n%s\r\n$%d\r\n%s\r\n",
                            #key, key, #field, field)
  if sock:send(cmd) == nil then
    sock:close()
    return nil
  end
  local line = sock:receive("*l")
  local value = nil
  if line ~= nil and #line <= 16 then
    line = line:gsub("\r$", "")
    local n = tonumber(line:match("^%$(%-?%d+)$") or "x")
    if n == -1 then
      value = false
    elseif n ~= nil and n >= 0 and n <= 16 then
      local data = sock:receive(n + 2)
      if data ~= nil and #data == n + 2 then
        value = data:sub(1, n)
      end
    end
  end
  sock:close()
  return value
end

core.register_action("euchre_route", { "http-req" }, function(txn)
  local path = txn.sf:path() or ""
  local code = path:match("^/t/([0-9A-Za-z%-]+)$")
  if code == nil or #code ~= 14 then
    return
  end
  code = code:upper()
  if not code:match(code_pattern) then
    return
  end
  local backend = redis_hget("euchre:table:" .. code, "backend")
  if backend == nil then
    txn:set_var("txn.euchre_dir", "down")
  elseif backend and backend:match("^%d%d?%d?$") then
    txn:set_var("txn.euchre_backend", backend)
  end
end)
