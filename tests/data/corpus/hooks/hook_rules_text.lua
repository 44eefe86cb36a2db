-- Hooks that say in words how pieces move and capture (rules_text): `rules` prints that text in
-- place of the engine's own sentences on moves and captures.
return variant {
  id = "hook_rules_text", name = "Own words", summary = "Hooks with their own rule text.", extends = "alquerque",
  hooks = {
    rules_text = "A piece steps along a line to the next empty point. It captures by approach: stepping "
      .. "next to an enemy piece along the line takes that piece.",
    moves = function(game, moves) return moves end,
  },
}
