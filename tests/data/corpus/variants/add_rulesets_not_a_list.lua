-- expect: add_rulesets_not_a_list.lua:5: add_rulesets: expected a list of at most 11 rulesets (the game's own and the added ones, at most 16 in all)
return variant {
  extends = "kharbaga", id = "add_rulesets_not_a_list", name = "Added wrongly",
  summary = "A house rule given as a text where a list of rulesets belongs.",
  add_rulesets = "mullah_first",
}
