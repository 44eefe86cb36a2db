-- expect: name_too_long.lua:4: name: text too long (at most 63 characters)
return variant {
  id = "name_too_long", summary = "The title is a hundred characters long.",
  name = string.rep("x", 100),
  board = boards.kharbaga41(),
}
