-- The Master in German: the texts of personalities/master.lua (docs/personalities.md, "Translations").
return {
  name = "Der Meister",
  description = "Der Stärkste: rechnet eine Sekunde pro Zug in die Tiefe, mit ausgewogenem Urteil über "
    .. "Material, Mullahs, Beweglichkeit und Sicherheit. Keine Gnade, keine Fehler.",
}
