-- expect: test_rule_changes_bad.lua:7: tests[1].rules: expected a table of rule options, e.g. { removal = "immediate" }, got string
-- expect: test_rule_changes_bad.lua:8: tests[2].rules.chian: not a rule option
return variant {
  extends = "kharbaga", id = "test_rule_changes_bad", name = "A test's rule changes that are not",
  summary = "Each wrong in its own way.",
  tests = {
    { position = "B:Bd8:Wa5", rules = "removal=immediate", moves = 1 },
    { position = "B:Bd8:Wa5", rules = { chian = "may" }, moves = 1 },
  },
}
