-- expect: crown_bad.lua:5: crown.south:
-- expect: is not a point of the board
return variant {
  id = "crown_bad", name = "Bad crown", summary = "A crowning row off the board.",
  crown = { south = { "z9" }, north = { "a1" } },
  board = boards.kharbaga41(),
}
