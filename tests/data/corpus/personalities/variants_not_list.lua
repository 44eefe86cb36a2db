-- expect: variants_not_list.lua:5: variants: expected a list of game ids
return personality {
  id = "variants_not_list", name = "A set of games", description = "Its games as a set, not a list.",
  limits = { depth = 1 },
  variants = { kharbaga = true },
}
