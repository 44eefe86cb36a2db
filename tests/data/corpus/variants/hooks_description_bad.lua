-- expect: hooks_description_bad.lua:5: hooks.description: expected a string, got number
return variant {
  extends = "kharbaga", id = "hooks_description_bad", name = "Bad hook description",
  summary = "Hooks whose description is a number.",
  hooks = { description = 42, moves = function(game, moves) return moves end },
}
