-- expect: shared_table_tamper.lua:4: attempt to set field 'find' of a read-only table
-- Changing a library every script shares (or the prelude's boards) is refused, so no script can
-- plant code in another's.
string.find = function() return 1 end
return variant { id = "shared_table_tamper", name = "x", summary = "x", board = boards.alquerque(5) }
