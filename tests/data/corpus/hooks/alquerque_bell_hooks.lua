-- Alquerque with R. C. Bell's rules written as Lua hooks, as variants/alquerque.lua wrote them
-- before they became the rule options piece_revisit, chain_revisit and far_row_steps: the
-- example of hooks that the CLI tests of explain, rules and dispute use (a ruleset with hooks).

-- R. C. Bell's two rules the core does not have, as hooks (docs/authoring.md): a piece never
-- returns to a point it has occupied (in earlier moves or earlier in the same capture), and a
-- piece on the far row moves only to capture.
local bell_hooks = {
  description = "A piece never returns to a point it has occupied, in earlier moves or earlier in "
    .. "the same capture, and a piece on the far row moves only to capture.",
  moves = function(game, moves)
    local legal = {}
    for _, m in ipairs(moves) do
      local seen = game:data(m.from) or {}      -- the points this piece has occupied
      local ok = #m.captured > 0 or not game:far(m.from)
      local here = { [m.from] = true }          -- the points of this move so far
      for _, p in ipairs(m.path) do
        if seen[p] or here[p] then ok = false end
        here[p] = true
      end
      if ok then legal[#legal + 1] = m end
    end
    return legal
  end,
  after = function(game, move)
    local seen = {}                             -- a new table: the old one belongs to the undo record
    for p in pairs(game:data(move.to) or {}) do seen[p] = true end
    seen[move.from] = true
    for _, p in ipairs(move.path) do seen[p] = true end
    game:set(move.to, seen)
  end,
}

return variant {
  id = "alquerque_bell_hooks",
  extends = "alquerque",
  rulesets = {
    { id = "murray", kind = "reconstructed",
      source = "Murray 1951: steps in any direction, compulsory capture, chains must go on, any "
        .. "capture may be chosen" },
    { id = "alfonso", kind = "described", capture = "optional", chain = "may",
      source = "Libro de los juegos (1283): capturing is optional and a chain may stop after any "
        .. "jump (with --rule chain=single it is the Ludii encoding)" },
    { id = "covarrubias", kind = "described", capture = "huff",
      source = "Covarrubias 1611/1674: a piece that fails to capture is huffed" },
    { id = "bell", kind = "reconstructed", men_move = "forward_sideways", hooks = bell_hooks,
      source = "R. C. Bell: men move forward and sideways only, never back to a point the piece has "
        .. "occupied, and a piece on the far row moves only to capture (rules written as Lua hooks)" },
  },
}
