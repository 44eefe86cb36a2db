-- expect: text_history_tab.lua:5: history: control character \x09 at byte 15; expected printable text and line breaks
return variant {
  id = "text_history_tab", name = "Tabbed history", summary = "Prose may break lines, not hold tabs.",
  board = boards.kharbaga41(),
  history = "Line one.\nLine\ttwo.",
}
