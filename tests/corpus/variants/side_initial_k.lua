-- expect: side_initial_k.lua:5: sides:
-- expect: must start with a letter other than D, H or K
return variant {
  id = "side_initial_k", name = "Initial K", summary = "A colour whose initial marks kings.",
  sides = { "Khaki", "White" },
  board = boards.kharbaga41(),
}
