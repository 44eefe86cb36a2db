-- The Master in Russian: the texts of personalities/master.lua (docs/personalities.md, "Translations").
return {
  name = "Мастер",
  description = "Сильнейший: глубоко просчитывает каждый ход в течение секунды, взвешенно оценивая материал, "
    .. "Мулл, подвижность и безопасность. Никакой пощады, никаких ошибок.",
}
