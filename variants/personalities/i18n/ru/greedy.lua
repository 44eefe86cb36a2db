-- The Glutton in Russian: the texts of personalities/greedy.lua (docs/personalities.md, "Translations").
return {
  name = "Обжора",
  description = "Берёт всё, что можно взять, и сразу: считает шашки и ничего больше, смотрит лишь на один ход "
    .. "вперёд. Его легко заманить в ловушку.",
}
