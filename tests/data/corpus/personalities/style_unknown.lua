-- expect: style_unknown.lua:8: style.quiescence: unknown; expected one of randomness, blunder_permille,
-- expect: stand_pat, capture_table, delta_margin, time_use
return personality {
  id = "style_unknown", name = "Words from elsewhere",
  description = "Names a setting the program does not have; the error lists every one it has.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  style = { quiescence = 1 },
}
