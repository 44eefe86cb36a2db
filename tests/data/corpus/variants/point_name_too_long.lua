-- expect: point_name_too_long.lua:7: board.points[2]: point name 'abcdefgh1' is 9 characters long: expected lower-case letters then digits, at most 7 characters
-- Letters then digits, but longer than a point name may be (MAX_NAME in core/types.h).
return variant {
  id = "point_name_too_long", name = "Long point name", summary = "A point name of nine characters.",
  board = boards.graph {
    points = { { "a1", 0, 0 },
      { "abcdefgh1", 1, 0 } },
    lines = { { "a1", "abcdefgh1" } },
  },
}
