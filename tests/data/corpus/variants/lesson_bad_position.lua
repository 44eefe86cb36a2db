-- expect: lesson_bad_position.lua:10: lessons[2].position: position, White's pieces: 'z9' is not a point of this board
return variant {
  extends = "kharbaga", id = "lesson_bad_position", name = "Lesson with a bad position",
  summary = "A position naming a point the board does not have.",
  lessons = {
    { title = "Steps", text = "Men step forward.", position = "B:Be3:Wa9",
      hint = "Up.", explain = "Forward is up.", task = { play = "any" } },
    { title = "More steps", text = "Again.",
      hint = "Up.", explain = "Forward is up.", task = { play = "any" },
      position = "B:Be3:Wz9" },
  },
}
