-- The Teacher in German: the texts of personalities/teacher.lua (docs/personalities.md, "Translations").
return {
  name = "Der Lehrer",
  description = "Freundlich und geduldig: denkt nur wenig voraus, spielt abwechslungsreiche Züge und irrt "
    .. "sich manchmal absichtlich (etwa bei jedem sechsten Zug). Für Ihre ersten Partien.",
}
