-- expect: lessons_not_list.lua:5: lessons: expected a list of lessons
return variant {
  extends = "kharbaga", id = "lessons_not_list", name = "Lessons not a list",
  summary = "A string where the lessons should be.",
  lessons = "read the rules",
}
