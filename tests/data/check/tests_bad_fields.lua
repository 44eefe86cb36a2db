-- Every field of a test checked when the script loads.
return variant {
  extends = "kharbaga", id = "tests_bad_fields", name = "Tests, bad fields", summary = "Broken tests.",
  tests = {
    { position = "W:WKa1:Bz9", moves = 1 },
    { ruleset = "bel", moves = 1 },
    { rules = { chain = "maybe" }, perft = { 3, "five" } },
    { depth = 2, moves = 1.5 },
    { position = "W:WKa1:Bb2" },
  },
}
