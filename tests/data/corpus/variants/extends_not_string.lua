-- expect: extends_not_string.lua:4: extends: expected a string, got number
return variant {
  id = "extends_not_string", name = "Extends a number", summary = "Builds on a number.",
  extends = 41,
  board = boards.kharbaga41(),
}
