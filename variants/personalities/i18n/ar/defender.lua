-- The Wall in Arabic: the texts of personalities/defender.lua (docs/personalities.md, "Translations").
return {
  name = "الجدار",
  description = "صبور ومتين: يحرس صفّه الخلفي كي لا تتوّج، ويُبقي قطعه بعيدة عن متناولك، وينتظر أن تتجاوز "
    .. "حدّك.",
}
