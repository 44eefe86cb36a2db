-- The Wall in German: the texts of personalities/defender.lua (docs/personalities.md, "Translations").
return {
  name = "Die Mauer",
  description = "Geduldig und solide: bewacht ihre Grundreihe, damit Sie nicht krönen können, hält ihre "
    .. "Steine außer Reichweite und wartet, bis Sie sich übernehmen.",
}
