-- expect: returns_number.lua:
-- expect: the script must return a table
return 42
