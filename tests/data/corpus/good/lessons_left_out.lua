-- Kharbaga's rules on Alquerque's board: none of Kharbaga's lessons holds here, and every one is
-- left out with a note naming it.
return variant {
  extends = "kharbaga",
  id = "lessons_left_out", name = "Kharbaga on a small board", summary = "Kharbaga's rules on a 5 x 5 board.",
  board = boards.alquerque(5), start = "",
  rulesets = { { id = "small", kind = "reconstructed", source = "made up for the tests" } },
}
