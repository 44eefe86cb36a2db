-- expect: text_side_escape.lua:5: sides[1]: control character \x1B at byte 4; expected printable text
return variant {
  id = "text_side_escape", name = "Coloured side", summary = "A side name that would colour the terminal.",
  board = boards.kharbaga41(),
  sides = { "Red\27[31m", "Green" },
}
