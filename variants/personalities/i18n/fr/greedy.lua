-- The Glutton in French: the texts of personalities/greedy.lua (docs/personalities.md, "Translations").
return {
  name = "Le Glouton",
  description = "Prend tout ce qu'il peut prendre, tout de suite : compte les pièces et rien d'autre, et ne "
    .. "voit qu'un coup à l'avance. Facile à attirer dans un piège.",
}
