-- expect: alquerque_even.lua:5: boards.alquerque(w, h): w and h must be odd numbers from 3 to 11
return variant {
  id = "alquerque_even", name = "Even Alquerque",
  summary = "An Alquerque board without a middle line.",
  board = boards.alquerque(4),
}
