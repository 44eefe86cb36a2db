-- A board whose middle row is offset by half a step, as on the Zuni Kolowis Awithlaknannai
-- board: coordinates are whole numbers, so the outer rows stand at x = 0, 2, 4 and the middle
-- one at x = 1, 3. Each row names its points from a, so a2 stands between a1 and b1: the
-- legend under the board says a, b and c once each.
return variant {
  id = "offset_rows", name = "Offset rows", summary = "Three rows, the middle one offset by half a step.",
  board = boards.graph {
    points = {
      { "a1", 0, 0 }, { "b1", 2, 0 }, { "c1", 4, 0 },
      { "a2", 1, 1 }, { "b2", 3, 1 },
      { "a3", 0, 2 }, { "b3", 2, 2 }, { "c3", 4, 2 },
    },
    lines = {
      { "a1", "b1", "c1" }, { "a2", "b2" }, { "a3", "b3", "c3" },
      { "a1", "a2", "b3" }, { "b1", "b2", "c3" },
      { "b1", "a2", "a3" }, { "c1", "b2", "b3" },
    },
  },
  rules = { men_move = "any", king = "none" },
  start = "B:Ba1,b1,c1:Wa3,b3,c3",
}
