-- Alquerque with R. C. Bell's rules as hooks of the second calling convention (api = 2): the
-- candidates come as integer arrays filled in place, points are numbers, and the points a piece
-- has occupied are one integer used as a bit set (Alquerque has 25 points). The same rules and
-- counts as bell_hooks.lua, at a fraction of the cost (docs/design/hooks.md). The answer goes
-- into the host's reused list moves.kept, returned with its count, so that no table is made per
-- call.
local bell_hooks = {
  api = 2,
  pure = true,                                  -- the answer depends on the position and the data only
  description = "A piece never returns to a point it has occupied, in earlier moves or earlier in "
    .. "the same capture, and a piece on the far row moves only to capture.",
  moves = function(game, moves)
    local kept, k, carried, far = moves.kept, 0, game.carried, game.far_row
    local from, ncaptured, path, at = moves.from, moves.ncaptured, moves.path, moves.path_at
    for i = 1, moves.n do
      local f = from[i]
      local seen = (carried[f] or 0) | (1 << f)  -- the points occupied, this move's start included
      local ok = ncaptured[i] > 0 or not far[f]
      for k = at[i], at[i + 1] - 1 do
        local bit = 1 << path[k]
        if seen & bit ~= 0 then ok = false break end
        seen = seen | bit
      end
      if ok then k = k + 1 kept[k] = i end
    end
    return kept, k                              -- the reused list, and how many of its entries count
  end,
  after = function(game, move)
    local seen = (game.carried[move.to] or 0) | (1 << move.from)
    for _, p in ipairs(move.path) do seen = seen | (1 << p) end
    game:set(move.to, seen)
  end,
}

return variant {
  id = "bell_hooks_v2",
  name = "Alquerque (Bell's rules in hooks, api 2)",
  extends = "alquerque",
  summary = "Alquerque with R. C. Bell's no-return and far-row rules written as api 2 Lua hooks.",
  rulesets = {
    { id = "bell", kind = "reconstructed", men_move = "forward_sideways", hooks = bell_hooks,
      source = "R. C. Bell: men move forward and sideways only, never back to a point the piece has "
        .. "occupied, and a piece on the far row moves only to capture (rules written as Lua hooks)" },
  },
}
