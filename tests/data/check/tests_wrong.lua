-- Kharbaga with tests of its own, one of which expects a wrong count at depth 2.
return variant {
  extends = "kharbaga", id = "tests_wrong", name = "Tests, one wrong", summary = "Kharbaga with a wrong count.",
  tests = {
    { position = "W:WKa1,i9:Bc3,e5,g3,Kc7", perft = { 2, 23 } },
    { position = "W:WKa1,i9:Bc3,e5,g3,Kc7", ruleset = "dagaz", perft = { 2, 24, 333 } },
    { moves = 3 },
  },
}
