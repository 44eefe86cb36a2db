-- expect: variants_unknown.lua:6: variants[2]: no game 'zama' on the search path
-- expect: variants_unknown.lua:6: variants[3]: expected a game id, got number
return personality {
  id = "variants_unknown", name = "Misspelt game", description = "Names a game that does not exist.",
  limits = { depth = 1 },
  variants = { "kharbaga", "zama", 3 },
}
