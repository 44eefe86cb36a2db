-- expect: game_weights_unknown_game.lua:7: game_weights: no game 'kharbage' on the search path; expected ids from kharbaga variants
return personality {
  id = "game_weights_unknown_game", name = "Misspelt",
  description = "Tuned for a game that is not there.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  game_weights = { kharbage = { king = 250 } },
}
