-- expect: extends_without_id.lua:
-- expect: a game that extends another needs its own id
return variant {
  extends = "kharbaga",
  name = "Nameless house rule", summary = "Builds on Kharbaga without an identifier of its own.",
  rules = { removal = "immediate" },
}
