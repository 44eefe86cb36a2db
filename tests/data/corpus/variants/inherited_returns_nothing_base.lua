-- expect: inherited_returns_nothing_base.lua:1: the script must return a table
local game = { id = "inherited_returns_nothing_base", name = "Forgets", summary = "Builds its table, returns nothing." }
