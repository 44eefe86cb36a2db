-- expect: extends_self.lua:3: extends: extends_self → extends_self forms a cycle
return variant {
  extends = "extends_self",
  id = "extends_self", name = "Self", summary = "Builds on itself.",
}
