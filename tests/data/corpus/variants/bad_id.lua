-- expect: bad_id.lua:4: id:
-- expect: expected lower-case letters, digits and '_'
return variant {
  id = "Khar-baga",
  name = "Bad identifier", summary = "Upper case and a dash.",
  board = boards.kharbaga41(),
}
