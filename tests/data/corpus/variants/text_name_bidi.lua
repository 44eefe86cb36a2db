-- expect: text_name_bidi.lua:4: name: control character U+202E at byte 6; expected printable text
return variant {
  id = "text_name_bidi", summary = "A name that a bidirectional override makes read backwards.",
  name = "Evil \u{202E}12-0\u{202C} game",
  extends = "alquerque",
}
