-- expect: side_initial_accented.lua:5: sides: side name 'Écru': expected a name that starts with an ASCII letter
return variant {
  id = "side_initial_accented", name = "Initial É", summary = "A colour whose initial is not an ASCII letter.",
  board = boards.kharbaga41(),
  sides = { "Black", "Écru" },
}
