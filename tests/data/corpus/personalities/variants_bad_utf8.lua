-- expect: variants_bad_utf8.lua:5: variants[2]: invalid UTF-8 \xE2\x82 at byte 6; expected UTF-8 text
return personality {
  id = "variants_bad_utf8", name = "Cut-off game id",
  description = "A game id ending in half a character.",
  variants = { "kharbaga", "zamma\xE2\x82" },
  limits = { depth = 1 },
}
