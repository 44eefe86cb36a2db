-- expect: extends_deep_5.lua:7: level: unknown field
-- A link of the chain extends_too_deep.lua builds on (extends_deep_1 builds on kharbaga). On its
-- own its chain is short enough; its unknown field makes it a broken script too.
return variant {
  id = "extends_deep_5", name = "Deep 5", summary = "A link of a chain of extends.",
  extends = "extends_deep_4",
  level = 5,
}
