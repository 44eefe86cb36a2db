-- expect: text_region_overlong.lua:5: region: invalid UTF-8 \xC0\xAF at byte 4; expected UTF-8 text
return variant {
  id = "text_region_overlong", name = "Overlong", summary = "A '/' written in two bytes.",
  board = boards.kharbaga41(),
  region = "Up \xC0\xAF down",
}
