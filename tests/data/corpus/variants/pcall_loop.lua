-- expect-sandbox: pcall_loop.lua:
-- expect-sandbox:  exceeded
-- pcall must not be able to swallow the budget error and keep going.
while true do
  pcall(function() while true do end end)
end
