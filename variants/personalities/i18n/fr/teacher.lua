-- The Teacher in French: the texts of personalities/teacher.lua (docs/personalities.md, "Translations").
return {
  name = "Le Professeur",
  description = "Doux et patient : ne réfléchit qu'un peu à l'avance, varie ses coups et se trompe parfois "
    .. "exprès (environ un coup sur six). Pour vos premières parties.",
}
