-- expect: sides_same_initial.lua:5: sides:
-- expect: start with the same letter
return variant {
  id = "sides_same_initial", name = "Same initials", summary = "Two colours with one initial.",
  sides = { "Black", "Blue" },
  board = boards.kharbaga41(),
}
