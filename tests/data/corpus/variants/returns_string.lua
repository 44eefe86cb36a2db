-- expect: returns_string.lua:
-- expect: the script must return a table
return "kharbaga"
