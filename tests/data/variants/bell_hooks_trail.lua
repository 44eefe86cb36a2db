-- Alquerque with R. C. Bell's rules as api 2 hooks that read each piece's trail (trail = true):
-- the host keeps, for every piece, the points it has stood on and left, as one integer bit set
-- (game.trail[p], bit q - 1 for point number q), through make and unmake. The no-return rule
-- then needs no `after` hook, and a move made costs no Lua call. Same rules and counts as
-- bell_hooks.lua and bell_hooks_v2.lua; docs/design/hooks.md (step 7) says what the trails
-- save.
local bell_hooks = {
  api = 2,
  pure = true,                                  -- the answer depends on the position and the trails only
  trail = true,
  description = "A piece never returns to a point it has occupied, in earlier moves or earlier in "
    .. "the same capture, and a piece on the far row moves only to capture.",
  moves = function(game, moves)
    local kept, k, trail, far = moves.kept, 0, game.trail, game.far_row
    local from, ncaptured, path, at = moves.from, moves.ncaptured, moves.path, moves.path_at
    for i = 1, moves.n do
      local f = from[i]
      local seen = (trail[f] or 0) | (1 << (f - 1)) -- the points left, and this move's start
      local ok = ncaptured[i] > 0 or not far[f]
      for j = at[i], at[i + 1] - 1 do
        local bit = 1 << (path[j] - 1)
        if seen & bit ~= 0 then ok = false break end
        seen = seen | bit
      end
      if ok then k = k + 1 kept[k] = i end
    end
    return kept, k                              -- the reused list, and how many of its entries count
  end,
}

return variant {
  id = "bell_hooks_trail",
  name = "Alquerque (Bell's rules in hooks, api 2, with trails)",
  extends = "alquerque",
  summary = "Alquerque with R. C. Bell's no-return and far-row rules written as api 2 Lua hooks that read the pieces' trails.",
  rulesets = {
    { id = "bell", kind = "reconstructed", men_move = "forward_sideways", hooks = bell_hooks,
      source = "R. C. Bell: men move forward and sideways only, never back to a point the piece has "
        .. "occupied, and a piece on the far row moves only to capture (rules written as Lua hooks)" },
  },
}
