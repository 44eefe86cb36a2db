-- expect: text_summary_line_separator.lua:4: summary: control character U+2028 at byte 9; expected printable text
return variant {
  id = "text_summary_line_separator", name = "Separator",
  summary = "One line\u{2028}kharbaga: a fake second line.",
  extends = "alquerque",
}
