-- expect: text_ruleset_source_cr.lua:6: rulesets[1].source: control character \x0D at byte 5; expected printable text
return variant {
  id = "text_ruleset_source_cr", name = "CR in a source", summary = "A carriage return that overwrites the line.",
  board = boards.kharbaga41(),
  rulesets = {
    { id = "standard", source = "Book\rkharbaga: ok" },
  },
}
