-- The Raider in German: the texts of personalities/raider.lua (docs/personalities.md, "Translations").
return {
  name = "Der Stürmer",
  description = "Angriffslustig: treibt seine Steine zur gegnerischen Grundreihe, um sie zu krönen, schätzt "
    .. "Damen hoch und lässt unterwegs gern Steine ungedeckt stehen.",
}
