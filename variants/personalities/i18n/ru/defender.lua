-- The Wall in Russian: the texts of personalities/defender.lua (docs/personalities.md, "Translations").
return {
  name = "Стена",
  description = "Терпеливая и надёжная: охраняет свой задний ряд, чтобы вы не прошли в дамки, держит шашки "
    .. "вне досягаемости и ждёт, когда вы зарвётесь.",
}
