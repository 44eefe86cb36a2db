-- expect: board_not_table.lua:4: board: expected a board table
return variant {
  id = "board_not_table", name = "Board not a table", summary = "The drawing is given by name.",
  board = "kharbaga41",
}
