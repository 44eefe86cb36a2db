-- expect: inherited_bad_start_base.lua:6: start: position, White's pieces: 'zz9' is not a point
return variant {
  id = "inherited_bad_start_base", name = "A bad start", summary = "Its start names a point of no board.",
  board = boards.kharbaga41(),
  rules = { men_move = "any" },
  start = "B:Wzz9",
}
