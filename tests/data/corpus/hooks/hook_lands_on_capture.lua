-- A capture by approach written in a hook: a man steps next to an enemy piece along a line and
-- takes it; the added move here then lands on the point it captured, which the engine allows only
-- under removal=immediate (as its own chains may).
return variant {
  id = "hook_lands_on_capture", name = "Lands on a capture", summary = "An added move ending where it captured.",
  extends = "alquerque",
  hooks = {
    moves = function(game, moves)
      local result = { table.unpack(moves) }
      if game:at("c1") == "man" and game:at("c2") == "man" then
        result[#result + 1] = { from = "c1", to = "c2", captured = { "c2" } }
      end
      return result
    end,
  },
}
