-- A fixed player for the tests of `study --until clear` (tests/cli/test_study_until.c): The
-- Master's search and its weights of every game, without Kharbaga's tuned ones, so that the
-- tests' games stay those their answers were written for whatever The Master learns.
return personality {
  id = "steady",
  name = "Steady",
  description = "The Master's search and its untuned weights, for the tests of study.",
  search = "alphabeta",
  limits = { time_ms = 1000 },
  weights = { man = 100, king = 300, mobility = 2, advancement = 3, centre = 2, back_guard = 6, exposure = 20 },
  style = { randomness = 0, blunder_permille = 0, capture_depth = 3 },
}
