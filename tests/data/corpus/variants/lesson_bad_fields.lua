-- expect: lesson_bad_fields.lua:8: lessons[1].colour: unknown field
-- expect: lesson_bad_fields.lua:9: lessons[1].task.crown: expected true
-- expect: lesson_bad_fields.lua:11: lessons[2].rules.removal: 'soon' is not a value of this option; expected end or immediate
-- expect: lesson_bad_fields.lua:13: lessons[3].ruleset: no ruleset 'nope' in this game; expected one of standard
return variant {
  extends = "kharbaga", id = "lesson_bad_fields", name = "Lessons with bad fields", summary = "Typos.",
  lessons = {
    { title = "A", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e", colour = "red",
      task = { crown = "yes" } },
    { title = "B", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e",
      rules = { removal = "soon" }, task = { crown = true } },
    { title = "C", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e",
      ruleset = "nope", task = { crown = true } },
  },
}
