-- expect: game_style_not_table.lua:7: game_style: expected a table of game id = style
return personality {
  id = "game_style_not_table", name = "Flat style",
  description = "Gives a game's style as a number.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  game_style = { fanorona = 1 },
}
