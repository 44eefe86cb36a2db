-- expect: ruleset_bad_kind.lua:7: rulesets[1].kind: expected "described" or "reconstructed"
return variant {
  id = "ruleset_bad_kind", name = "Bad ruleset kind", summary = "A ruleset of an unknown kind.",
  board = boards.kharbaga41(),
  rulesets = {
    { id = "standard",
      kind = "invented" },
  },
}
