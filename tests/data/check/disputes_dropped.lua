-- Alquerque with Murray's rules only: the inherited disputes still name the rulesets alfonso,
-- covarrubias and bell, which this game does not have.
return variant {
  extends = "alquerque", id = "disputes_dropped", name = "Murray's Alquerque", summary = "One ruleset.",
  rulesets = { { id = "murray", kind = "reconstructed", source = "Murray" } },
  lessons = {},
}
