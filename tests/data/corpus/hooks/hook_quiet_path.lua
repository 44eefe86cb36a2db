-- Quiet moves with a path, added by a moves hook: a man on c1 may walk two points up its file,
-- landing on c2 on the way (path c2, c3), and a man on a1 may go to a3, its path that point
-- alone. Neither captures, so each is written as a step, with '-': c1-c2-c3 and a1-a3.
return variant {
  id = "hook_quiet_path", name = "Quiet paths", summary = "Added moves that land on points and take nothing.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      local result = { table.unpack(moves) }
      local function mine(p)
        local kind, side = game:at(p)
        return kind == "man" and side == game.side
      end
      if mine("c1") and game:at("c2") == nil and game:at("c3") == nil then
        result[#result + 1] = { from = "c1", to = "c3", path = { "c2", "c3" } }
      end
      if mine("a1") and game:at("a3") == nil then
        result[#result + 1] = { from = "a1", to = "a3", path = { "a3" } }
      end
      return result
    end,
  },
}
