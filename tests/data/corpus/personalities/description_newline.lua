-- expect: description_newline.lua:4: description: line break \x0A at byte 6; expected one line of printable text
return personality {
  id = "description_newline", name = "Line break",
  description = "Plays\nkharbaga: a fake second line",
  limits = { depth = 1 },
}
