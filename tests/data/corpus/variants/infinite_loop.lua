-- expect-sandbox: infinite_loop.lua:4: 
-- expect-sandbox:  exceeded
-- The instruction budget or the time limit ends it, whichever comes first.
while true do end
return variant { id = "infinite_loop", name = "Forever", summary = "Never returns.", board = boards.kharbaga41() }
