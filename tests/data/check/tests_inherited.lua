-- Kharbaga under another name: the counts are the same, so Kharbaga's tests are kept.
return variant {
  extends = "kharbaga", id = "tests_inherited", name = "Kharbaga again", summary = "Kharbaga's rules, renamed.",
}
