-- A 7x7 Alquerque-style drawing with Kharbaga's rules: 24 men a side, d4 empty at the start.
return variant {
  id = "alquerque7",
  name = "Alquerque 7x7",
  summary = "Kharbaga's rules on a 7x7 Alquerque drawing.",
  board = boards.alquerque(7),
  sides = { "Black", "White" },
  king_name = "Mullah",
  rules = { men_move = "forward", capture = "compulsory", chain = "must", majority = "count" },
}
