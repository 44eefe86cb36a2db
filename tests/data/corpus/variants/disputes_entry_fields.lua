-- expect: disputes_entry_fields.lua:10: disputes[2].topic: expected a string, got number
-- expect: disputes_entry_fields.lua:11: disputes[2].option: 'kingg' is not a rule option
-- expect: disputes_entry_fields.lua:12: disputes[2].options: unknown field; expected option, topic or text
return variant {
  id = "disputes_entry_fields", name = "Bad disputes", summary = "The second dispute is wrong three ways.",
  board = boards.kharbaga41(),
  disputes = {
    { topic = "a good one", text = "Fine.", option = "king" },
    { text = "The topic is a number.",
      topic = 3,
      option = "kingg",
      options = { king = "short" } },
  },
}
