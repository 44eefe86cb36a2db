-- expect: lesson_illegal_answer.lua:9: lessons[1].task.any_of[2]: move 'e3-e7' is not legal here
return variant {
  extends = "kharbaga", id = "lesson_illegal_answer", name = "Lesson with an illegal answer",
  summary = "A listed answer that is not a legal move.",
  lessons = {
    { title = "Steps", text = "Men step forward.", position = "B:Be3:Wa9",
      hint = "Up.", explain = "Forward is up.",
      task = { any_of = { "e3-e5",
                          "e3-e7" } } },
  },
}
