-- expect: lesson_rule_changes_bad.lua:8: lessons[1].rules: expected a table of rule options, e.g. { removal = "immediate" }, got number
-- expect: lesson_rule_changes_bad.lua:10: lessons[2].rules.removl: not a rule option
return variant {
  extends = "kharbaga", id = "lesson_rule_changes_bad", name = "A lesson's rule changes that are not",
  summary = "Each wrong in its own way.",
  lessons = {
    { title = "A", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e",
      rules = 3, task = { crown = true } },
    { title = "B", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e",
      rules = { removl = "end" }, task = { crown = true } },
  },
}
