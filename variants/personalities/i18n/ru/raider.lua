-- The Raider in Russian: the texts of personalities/raider.lua (docs/personalities.md, "Translations").
return {
  name = "Налётчик",
  description = "Агрессивный: гонит шашки к дальнему ряду, чтобы провести их в дамки, высоко ценит дамок и не "
    .. "боится оставлять шашки под ударом по пути.",
}
