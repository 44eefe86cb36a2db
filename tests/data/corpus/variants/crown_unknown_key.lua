-- expect: crown_unknown_key.lua:6: crown.norht: unknown field; expected south or north
return variant {
  id = "crown_unknown_key", name = "Misspelt crown", summary = "A crowning row under a misspelt key.",
  board = boards.kharbaga41(),
  crown = { south = { "a9" },
            norht = { "a1" } },
}
