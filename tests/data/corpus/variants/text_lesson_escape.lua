-- expect: text_lesson_escape.lua:7: lessons[1].title: line break \x0A at byte 8; expected one line of printable text
-- expect: text_lesson_escape.lua:8: lessons[1].text: control character \x1B at byte 11; expected printable text and line breaks
return variant {
  extends = "kharbaga", id = "text_lesson_escape", name = "Lesson escapes", summary = "A lesson's words with escapes.",
  lessons = {
    { position = "B:Be3:We5,f4,h6,a9", task = { capture_most = true }, hint = "h", explain = "e",
      title = "Capture\nkharbaga: fake",
      text = "Two lines\n\27[2Jand an escape." },
  },
}
