-- Kharbaga with captured pieces leaving at once: Kharbaga's tests no longer hold and are left
-- out with a note.
return variant {
  extends = "kharbaga", id = "tests_left_out", name = "Kharbaga, immediate", summary = "Another removal.",
  rules = { removal = "immediate" },
}
