-- The Master: the strongest player; searches as deep as its time allows with balanced judgement.
return personality {
  id = "master",
  name = "The Master",
  description = "The strongest: searches deep within one second a move, with balanced judgement "
    .. "of material, Mullahs, mobility and safety. No mercy, no mistakes.",
  search = "alphabeta",
  limits = { time_ms = 1000 },
  weights = { man = 100, king = 300, mobility = 2, advancement = 3, centre = 2, back_guard = 6, exposure = 20 },
  -- Kharbaga's and Zamma's weights tuned by self-play (kharbaga tune --variant V), each adopted
  -- after a match against the weights above (SPRT passed: docs/BENCHMARKS.md, "Tuning").
  game_weights = {
    kharbaga = { man = 100, king = 297, mobility = 3, advancement = 11, centre = -10, back_guard = 49, exposure = 11 },
    zamma = { man = 100, king = 586, mobility = -4, advancement = 9, centre = -8, back_guard = 30, exposure = 20 },
  },
  -- Three plies of captures after the horizon: as strong as four on Kharbaga and Zamma (match
  -- results in docs/BENCHMARKS.md), and a ply deeper on games where nearly every move captures.
  style = { randomness = 0, blunder_permille = 0, capture_depth = 3 },
  -- Fanorona's captures transpose: its capture search keeps them in the table (SPRT passed:
  -- docs/BENCHMARKS.md, "The capture search: standing pat and the table"); and its searches use
  -- the whole time of a move (SPRT passed: "Time management", "Balanced openings").
  game_style = { fanorona = { capture_table = 1, time_use = 100 } },
  -- Endgame tables, where `kharbaga solve` has built them: a position they hold is played perfectly.
  tables = true,
}
