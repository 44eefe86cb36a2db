-- expect-sandbox: table_move_bomb.lua:3: instruction budget of
-- expect-sandbox: (table.move: 
table.move({}, 1, math.maxinteger // 4, 2) -- 2^61 nils copied in one C call
return variant { id = "table_move_bomb", name = "Move", summary = "x", board = boards.alquerque(5) }
