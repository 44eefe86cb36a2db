-- A house rule: Kharbaga with captured pieces leaving the board at once.
return variant {
  id = "kharbaga_immediate", name = "Kharbaga, immediate removal", extends = "kharbaga",
  summary = "Kharbaga where each captured piece leaves the board at once.", rules = { removal = "immediate" },
}
