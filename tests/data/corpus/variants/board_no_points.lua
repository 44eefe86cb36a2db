-- expect: board_no_points.lua:4: board: a board needs at least two points, this one has 0
return variant {
  id = "board_no_points", name = "Board without points", summary = "An empty drawing.",
  board = { points = {}, lines = {} },
}
