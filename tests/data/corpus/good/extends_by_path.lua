-- A game that extends another by a path, which is taken relative to this script's directory.
return variant {
  extends = "../../../../variants/felli.lua",
  id = "extends_by_path", name = "Felli by path", summary = "Felli, found by a path relative to this script.",
}
