-- The Gambler in German: the texts of personalities/gambler.lua (docs/personalities.md, "Translations").
return {
  name = "Der Zocker",
  description = "Spielt von jeder Stellung aus Tausende schneller Zufallspartien und wählt, was am häufigsten "
    .. "gewinnt (Monte-Carlo-Baumsuche): ungewöhnlich, manchmal brillant, manchmal nicht.",
}
