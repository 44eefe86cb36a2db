-- expect: extends_path_missing.lua:5: extends: cannot read
-- expect: corpus/variants/lib/no_such_game.lua: no such file
return variant {
  id = "extends_path_missing", name = "Extends a missing path", summary = "Its base's path names no file.",
  extends = "lib/no_such_game.lua",
}
