-- expect: extends_too_deep.lua:6: extends: extends_too_deep → extends_deep_8 → extends_deep_7 → extends_deep_6 → extends_deep_5 → extends_deep_4 → extends_deep_3 → extends_deep_2 → extends_deep_1 → kharbaga is 9 levels deep; at most 8
-- The chain ends in kharbaga nine levels down: the problem is this script's (its `extends`),
-- not the base game's. extends_deep_1.lua ... extends_deep_8.lua are the links.
return variant {
  id = "extends_too_deep", name = "Too deep", summary = "Builds on a chain of nine games.",
  extends = "extends_deep_8",
}
