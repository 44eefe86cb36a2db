-- expect: board_missing.lua:
-- expect: expected a board table
return variant {
  id = "board_missing", name = "Board missing", summary = "No drawing of lines at all.",
}
