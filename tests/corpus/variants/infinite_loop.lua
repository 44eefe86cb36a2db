-- expect-sandbox: infinite_loop.lua:2: instruction budget of
while true do end
return variant { id = "infinite_loop", name = "Forever", summary = "Never returns.", board = boards.kharbaga41() }
