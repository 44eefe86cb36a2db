-- expect: sandbox_collectgarbage.lua:3: bad argument #1 to 'collectgarbage' (only "count" is allowed)
-- Stopping the collector (or forcing full collections in a loop) is refused.
collectgarbage("stop")
return variant { id = "sandbox_collectgarbage", name = "x", summary = "x", board = boards.alquerque(5) }
