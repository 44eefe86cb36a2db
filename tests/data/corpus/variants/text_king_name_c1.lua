-- expect: text_king_name_c1.lua:5: king_name: control character U+009B at byte 5; expected printable text
return variant {
  id = "text_king_name_c1", name = "C1 king", summary = "A king's name with the one-character escape CSI.",
  board = boards.kharbaga41(),
  king_name = "King\u{9B}2J",
}
