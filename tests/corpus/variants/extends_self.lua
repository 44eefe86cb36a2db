-- expect: extends_self.lua: extends forms a cycle
return variant {
  extends = "extends_self",
  id = "extends_self", name = "Self", summary = "Builds on itself.",
}
