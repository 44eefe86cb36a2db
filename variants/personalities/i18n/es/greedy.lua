-- The Glutton in Spanish: the texts of personalities/greedy.lua (docs/personalities.md, "Translations").
return {
  name = "El Glotón",
  description = "Se come todo lo que puede, ahora mismo: cuenta las piezas y nada más, y mira una sola jugada "
    .. "por delante. Es fácil atraerlo a una trampa.",
}
