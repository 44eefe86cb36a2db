-- expect: variant_of_string.lua:3: bad argument #1 to 'variant' (table expected, got string)
-- variant{...} takes a table.
return variant "kharbaga"
