-- Disputes of its own: the first names rulesets the game has (in both forms), the second one it
-- does not; prose that only mentions a ruleset names none.
return variant {
  id = "disputes_own", name = "Own disputes", summary = "Disputes naming rulesets.",
  board = boards.alquerque(5),
  rulesets = {
    { id = "plain", source = "none" },
    { id = "free", capture = "optional", source = "none" },
  },
  disputes = {
    { option = "capture", topic = "whether capturing is compulsory",
      text = "One source: compulsory (ruleset plain). Two others: optional (Smith, Jones; rulesets "
        .. "free and plain). Bell's ruleset (men move forward) is another matter; this ruleset is ours." },
    { topic = "how pieces step",
      text = "Some say sideways too (rulesets free, sideways)." },
  },
}
