-- The Gambler in Russian: the texts of personalities/gambler.lua (docs/personalities.md, "Translations").
return {
  name = "Игрок",
  description = "Из каждой позиции разыгрывает тысячи быстрых случайных партий и выбирает то, что чаще всего "
    .. "выигрывает (поиск по дереву методом Монте-Карло): необычно, порой блестяще, порой нет.",
}
