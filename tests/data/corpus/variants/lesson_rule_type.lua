-- expect: lesson_rule_type.lua:7: lessons[1].rules.men_move: expected forward, forward_sideways or any, got boolean
-- expect: lesson_rule_type.lua:9: lessons[2].rules.repetition: 2.5 is not a whole number; expected a whole number from 0 to 100
return variant {
  extends = "kharbaga", id = "lesson_rule_type", name = "Lessons with rules of the wrong type", summary = "Typos.",
  lessons = {
    { title = "A", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e",
      rules = { men_move = true }, task = { crown = true } },
    { title = "B", text = "t", position = "B:Bd8:Wa5", hint = "h", explain = "e",
      rules = { repetition = 2.5 }, task = { crown = true } },
  },
}
