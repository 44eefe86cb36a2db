-- expect: game_weights_bad_term.lua:7: kharbaga.kings: unknown; expected one of man, king, mobility, advancement, centre, back_guard, exposure
return personality {
  id = "game_weights_bad_term", name = "Misnamed",
  description = "Names a term the evaluation does not have.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  game_weights = { kharbaga = { kings = 250 } },
}
