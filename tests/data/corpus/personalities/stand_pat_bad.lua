-- expect: stand_pat_bad.lua:7: style.stand_pat: expected a whole number from 0 to 1
return personality {
  id = "stand_pat_bad", name = "Half a stand",
  description = "Asks to stand pat twice over.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  style = { stand_pat = 2, capture_table = 1 },
}
