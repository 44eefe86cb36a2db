-- Other colour names, an explicit start and men that step in any direction, on Alquerque's board.
return variant {
  id = "red_green",
  name = "Red and Green",
  summary = "Two men a side on the 5x5 Alquerque drawing.",
  board = boards.alquerque(5),
  sides = { "Red", "Green" },
  king_name = "Sultan",
  start = "R:Ra1,b1:Gd5,e5",
  rules = { men_move = "any", king = "none", majority = "none" },
  rulesets = {
    { id = "plain", kind = "reconstructed", source = "made up for the tests" },
    { id = "forward", kind = "reconstructed", source = "made up for the tests", men_move = "forward" },
  },
}
