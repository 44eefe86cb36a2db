-- expect: sides_three.lua:5: sides:
-- expect: expected two colour names
return variant {
  id = "sides_three", name = "Three sides", summary = "One colour too many.",
  sides = { "Black", "White", "Red" },
  board = boards.kharbaga41(),
}
