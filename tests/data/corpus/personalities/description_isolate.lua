-- expect: description_isolate.lua:4: description: control character U+2066 at byte 7; expected printable text
return personality {
  id = "description_isolate", name = "Isolate",
  description = "Plays \u{2066}backwards\u{2069} for the reader",
  limits = { depth = 1 },
}
