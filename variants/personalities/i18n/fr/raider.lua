-- The Raider in French: the texts of personalities/raider.lua (docs/personalities.md, "Translations").
return {
  name = "Le Pillard",
  description = "Agressif : pousse ses pions vers la dernière rangée pour les promouvoir, tient les dames en "
    .. "haute estime et ne craint pas de laisser des pièces exposées en chemin.",
}
