-- The Teacher: a gentle opponent for beginners. Looks one move ahead (and through the captures that
-- follow), plays loosely, and now and then makes a mistake on purpose so that a new player can win
-- and learn. The weakest personality, yet it still beats random play (docs/BENCHMARKS.md).
return personality {
  id = "teacher",
  name = "The Teacher",
  description = "Gentle and patient: thinks only a little ahead, plays varied moves and sometimes "
    .. "errs on purpose (about one move in six). For your first games.",
  search = "alphabeta",
  limits = { depth = 1, time_ms = 200 },
  weights = { man = 100, king = 250, mobility = 1, advancement = 2, centre = 1, back_guard = 2, exposure = 10 },
  style = { randomness = 60, blunder_permille = 160 },
}
