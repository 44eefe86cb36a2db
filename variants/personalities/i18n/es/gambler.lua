-- The Gambler in Spanish: the texts of personalities/gambler.lua (docs/personalities.md, "Translations").
return {
  name = "El Apostador",
  description = "Juega miles de partidas rápidas al azar desde cada posición y elige lo que gana más a menudo "
    .. "(búsqueda de Monte Carlo en árbol): insólito, a veces brillante, a veces no.",
}
