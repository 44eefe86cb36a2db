-- expect: lesson_no_task.lua:6: lessons[1].task: missing; expected one of
return variant {
  extends = "kharbaga", id = "lesson_no_task", name = "Lesson without a task",
  summary = "A lesson that asks nothing.",
  lessons = {
    { title = "Steps", text = "Men step forward.", position = "B:Be3:Wa9",
      hint = "Up.", explain = "Forward is up." },
  },
}
