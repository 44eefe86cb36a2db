-- expect: game_weights_not_table.lua:7: game_weights: expected a table of game id = weights
return personality {
  id = "game_weights_not_table", name = "Flat",
  description = "Gives a game's weights as a number.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  game_weights = { kharbaga = 250 },
}
