-- Bell's Alquerque rules as hooks, whose moves hook starts looping on its 200th call: deep inside
-- a search, not at the root. The instruction budget must end it and the search must stop with
-- the hook's message, not call the broken hook again and again.
local calls = 0
return variant {
  id = "hook_loop_in_search", name = "Loop in search", summary = "A hook that loops during search.",
  board = boards.alquerque(5),
  start = "B:Ba1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Wa3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5",
  rules = { men_move = "forward_sideways", majority = "none", king = "none" },
  hooks = {
    moves = function(game, moves)
      calls = calls + 1
      if calls >= 200 then while true do end end
      local legal = {}
      for _, m in ipairs(moves) do
        if not (game:far(m.from) and #m.captured == 0) then legal[#legal + 1] = m end
      end
      return legal
    end,
  },
}
