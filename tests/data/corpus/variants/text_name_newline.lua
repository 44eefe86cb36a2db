-- expect: text_name_newline.lua:5: name: line break \x0A at byte 4; expected one line of printable text
return variant {
  id = "text_name_newline", summary = "A name that would print a second, fake line.",
  board = boards.kharbaga41(),
  name = "Two\nkharbaga: lines",
}
