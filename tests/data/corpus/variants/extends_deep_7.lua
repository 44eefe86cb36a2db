-- expect: extends_deep_7.lua:7: level: unknown field
-- A link of the chain extends_too_deep.lua builds on (extends_deep_1 builds on kharbaga). On its
-- own its chain is short enough; its unknown field makes it a broken script too.
return variant {
  id = "extends_deep_7", name = "Deep 7", summary = "A link of a chain of extends.",
  extends = "extends_deep_6",
  level = 7,
}
