-- expect: game_style_bad_field.lua:8: fanorona.capture_table: expected a whole number from 0 to 1
-- expect: game_style_bad_field.lua:8: game_style: no game 'fanoronna' on the search path; expected ids from kharbaga variants
return personality {
  id = "game_style_bad_field", name = "Two slips",
  description = "A style out of range for one game, and a game that is not there.",
  limits = { time_ms = 100 },
  search = "alphabeta",
  game_style = { fanorona = { capture_table = 3 }, fanoronna = { stand_pat = 1 } },
}
