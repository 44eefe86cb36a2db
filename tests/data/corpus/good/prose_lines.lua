-- Prose fields (history, notes, a dispute's text, a lesson's text, explain and why) may hold
-- line breaks, and every text field any well-formed UTF-8: this must load.
return variant {
  extends = "kharbaga", id = "prose_lines", name = "Kharbaga — «prose» 中文",
  summary = "Kharbaga with texts over several lines, in more than ASCII: é, ü, ñ, —, 中.",
  history = "First paragraph.\n\nSecond paragraph, after an empty line.",
  notes = "One note.\nAnother note.",
  disputes = {
    { topic = "Removal — when?", text = "Some say at once.\nOthers at the end.", option = "removal" },
  },
  lessons = {
    { title = "Capture the most", text = "You must capture when you can,\nand take the most pieces.",
      position = "B:Be3:We5,f4,h6,a9", task = { capture_most = true }, hint = "Start by jumping f4.",
      explain = "e3xe7 takes one man;\nthe chains that start over f4 take two.", why = "Two\nlines." },
  },
}
