-- The Master without the endgame tables: its search, weights and style, tables = false (the
-- default, said here), for the tests and the measure of what the tables are worth
-- (docs/BENCHMARKS.md, "The Master with and without tables").
return personality {
  id = "master_no_tables",
  name = "The Master without tables",
  description = "The Master's search, weights and style, without the endgame tables.",
  search = "alphabeta",
  limits = { time_ms = 1000 },
  weights = { man = 100, king = 300, mobility = 2, advancement = 3, centre = 2, back_guard = 6, exposure = 20 },
  game_weights = {
    kharbaga = { man = 100, king = 297, mobility = 3, advancement = 11, centre = -10, back_guard = 49, exposure = 11 },
    zamma = { man = 100, king = 586, mobility = -4, advancement = 9, centre = -8, back_guard = 30, exposure = 20 },
  },
  style = { randomness = 0, blunder_permille = 0, capture_depth = 3 },
  game_style = { fanorona = { capture_table = 1, time_use = 100 } },
  tables = false,
}
