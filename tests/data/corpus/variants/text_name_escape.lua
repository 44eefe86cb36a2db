-- expect: text_name_escape.lua:5: name: control character \x1B at byte 4; expected printable text
return variant {
  id = "text_name_escape", summary = "A name that would clear the screen and retitle the terminal.",
  board = boards.kharbaga41(),
  name = "Esc\27[2J\27]0;pwned\7",
}
