-- expect: extends_missing.lua:4: extends:
-- expect: no game 'no_such_game' found
return variant {
  extends = "no_such_game",
  id = "extends_missing", name = "Extends nothing", summary = "Builds on a game that does not exist.",
}
