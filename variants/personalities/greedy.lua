-- The Glutton: sees only material and only one move deep; always grabs what it can.
return personality {
  id = "greedy",
  name = "The Glutton",
  description = "Takes whatever it can take, right now: counts pieces and nothing else, and "
    .. "looks one move ahead. Easy to lure into a trap.",
  search = "alphabeta",
  limits = { depth = 1, time_ms = 100 },
  weights = { man = 100, king = 300, mobility = 0, advancement = 0, centre = 0, back_guard = 0, exposure = 0 },
  style = { randomness = 0, blunder_permille = 0 },
}
