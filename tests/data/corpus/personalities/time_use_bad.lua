-- expect: time_use_bad.lua:7: style.time_use: expected a whole number from 0 to 100
return personality {
  id = "time_use_bad", name = "More than the clock",
  description = "Asks to think past the time it is given.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  style = { time_use = 150 },
}
