-- expect: lesson_no_solution.lua:6: lessons[1].task: no capture is possible in the position, so the task has no solution
return variant {
  extends = "kharbaga", id = "lesson_no_solution", name = "Lesson without a solution",
  summary = "A capture task where nothing can be captured.",
  lessons = {
    { title = "Capture", text = "Jump.", position = "B:Be3:Wa9", task = { capture_most = true },
      hint = "Jump.", explain = "Jump over." },
  },
}
