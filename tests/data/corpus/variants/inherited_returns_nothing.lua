-- expect: inherited_returns_nothing_base.lua:1: the script must return a table: return variant { ... } (in a base of
-- expect: inherited_returns_nothing.lua)
return variant {
  extends = "inherited_returns_nothing_base",
  id = "inherited_returns_nothing", name = "Extends a script that returns nothing", summary = "Its base returns nothing.",
}
