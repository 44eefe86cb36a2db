-- expect: add_rulesets_twice.lua:6: add_rulesets[1].id: the game has a ruleset 'german' already; give the added one another id
return variant {
  extends = "kharbaga", id = "add_rulesets_twice", name = "Added twice",
  summary = "An added ruleset whose id the base has already.",
  add_rulesets = {
    { id = "german", source = "a second German ruleset" },
  },
}
