-- The Teacher in Russian: the texts of personalities/teacher.lua (docs/personalities.md, "Translations").
return {
  name = "Учитель",
  description = "Мягкий и терпеливый: думает лишь немного вперёд, играет разнообразно и иногда ошибается "
    .. "нарочно (примерно один ход из шести). Для ваших первых партий.",
}
