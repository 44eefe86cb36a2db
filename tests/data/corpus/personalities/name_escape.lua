-- expect: name_escape.lua:3: name: control character \x1B at byte 5; expected printable text
return personality {
  id = "name_escape", name = "The \27[5mBlinker",
  description = "Its name would make the terminal blink.",
  limits = { depth = 1 },
}
