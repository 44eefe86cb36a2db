-- The Wall: keeps its back row, its pieces together and out of reach; waits for mistakes.
return personality {
  id = "defender",
  name = "The Wall",
  description = "Patient and solid: guards its back row so you cannot crown, keeps pieces out "
    .. "of reach, and waits for you to overreach.",
  search = "alphabeta",
  limits = { depth = 5, time_ms = 400 },
  weights = { man = 100, king = 300, mobility = 1, advancement = 1, centre = 3, back_guard = 20, exposure = 40 },
  style = { randomness = 5, blunder_permille = 0 },
}
