-- The Gambler: Monte Carlo tree search; judges moves by playing many quick games to the end.
return personality {
  id = "gambler",
  name = "The Gambler",
  description = "Plays thousands of quick random games from each position and picks what wins "
    .. "most often (Monte Carlo tree search): unusual, sometimes brilliant, sometimes not.",
  search = "mcts",
  limits = { time_ms = 500 },
  weights = { man = 100, king = 300, mobility = 2, advancement = 3, centre = 2, back_guard = 6, exposure = 20 },
  style = { mcts_guided = 700, mcts_explore = 100 },
}
