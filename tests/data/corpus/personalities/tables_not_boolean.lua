-- expect: tables_not_boolean.lua:7: tables: expected true or false
return personality {
  id = "tables_not_boolean", name = "Half sure",
  description = "Says it uses the endgame tables with a number.",
  search = "alphabeta",
  limits = { time_ms = 100 },
  tables = 1,
}
