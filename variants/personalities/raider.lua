-- The Raider: pushes men forward to crown them, values Mullahs highly and accepts risk.
return personality {
  id = "raider",
  name = "The Raider",
  description = "Aggressive: races men towards the far row to crown them, prizes kings, and "
    .. "does not mind leaving pieces exposed on the way.",
  search = "alphabeta",
  limits = { depth = 3, time_ms = 300 },
  weights = { man = 100, king = 400, mobility = 3, advancement = 12, centre = 1, back_guard = 0, exposure = 5 },
  style = { randomness = 10, blunder_permille = 0 },
}
