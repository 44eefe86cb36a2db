-- The 3x3 Alquerque drawing written point by point: orthogonal lines everywhere, the two
-- diagonals through b2. South starts on a1, b1, c1 and c2; North on a3, b3, c3 and a2.
return variant {
  id = "graph3",
  name = "Tiny graph",
  summary = "Nine points drawn by hand.",
  board = boards.graph {
    name = "graph3",
    points = {
      { "a1", 0, 0 }, { "b1", 1, 0 }, { "c1", 2, 0 },
      { "a2", 0, 1 }, { "b2", 1, 1 }, { "c2", 2, 1 },
      { "a3", 0, 2 }, { "b3", 1, 2 }, { "c3", 2, 2 },
    },
    lines = {
      { "a1", "b1", "c1" }, { "a2", "b2", "c2" }, { "a3", "b3", "c3" },
      { "a1", "a2", "a3" }, { "b1", "b2", "b3" }, { "c1", "c2", "c3" },
      { "a1", "b2", "c3" }, { "c1", "b2", "a3" },
    },
  },
}
