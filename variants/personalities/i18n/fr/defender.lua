-- The Wall in French: the texts of personalities/defender.lua (docs/personalities.md, "Translations").
return {
  name = "Le Mur",
  description = "Patient et solide : garde sa rangée de fond pour que vous ne puissiez pas promouvoir, tient "
    .. "ses pièces hors de portée et attend que vous vous découvriez.",
}
