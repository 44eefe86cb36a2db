-- The Glutton in German: the texts of personalities/greedy.lua (docs/personalities.md, "Translations").
return {
  name = "Der Vielfraß",
  description = "Schlägt alles, was er schlagen kann, und zwar sofort: zählt die Steine und sonst nichts und "
    .. "sieht nur einen Zug voraus. Leicht in eine Falle zu locken.",
}
