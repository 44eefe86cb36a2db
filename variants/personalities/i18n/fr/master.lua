-- The Master in French: the texts of personalities/master.lua (docs/personalities.md, "Translations").
return {
  name = "Le Maître",
  description = "Le plus fort : cherche en profondeur une seconde par coup, avec un jugement équilibré du "
    .. "matériel, des Mullahs, de la mobilité et de la sécurité. Sans pitié, sans erreur.",
}
