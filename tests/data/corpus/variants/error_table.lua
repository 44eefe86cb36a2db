-- expect: error_table.lua
-- The error object is a table, not a string: the message must still name the script.
error({ code = 42 })
