-- expect: xpcall_handler_loops.lua:
-- expect:  exceeded
-- A message handler that loops: stock xpcall runs it inside the budget's own error, hooks off.
xpcall(function() while true do end end, function() while true do end end)
