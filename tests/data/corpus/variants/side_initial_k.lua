-- expect: side_initial_k.lua:5: sides:
-- expect: expected a name that starts with an ASCII letter (A to Z, either case) other than D, H or K
return variant {
  id = "side_initial_k", name = "Initial K", summary = "A colour whose initial marks kings.",
  sides = { "Khaki", "White" },
  board = boards.kharbaga41(),
}
