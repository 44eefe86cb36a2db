-- The Gambler in French: the texts of personalities/gambler.lua (docs/personalities.md, "Translations").
return {
  name = "Le Parieur",
  description = "Joue des milliers de parties rapides au hasard depuis chaque position et choisit ce qui "
    .. "gagne le plus souvent (recherche arborescente Monte-Carlo) : inattendu, parfois brillant, "
    .. "parfois non.",
}
