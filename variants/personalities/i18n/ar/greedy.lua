-- The Glutton in Arabic: the texts of personalities/greedy.lua (docs/personalities.md, "Translations").
return {
  name = "النَّهِم",
  description = "يأخذ كل ما يستطيع أخذه، في الحال: لا يعدّ إلا القطع، ولا يرى أبعد من نقلة واحدة. من السهل "
    .. "استدراجه إلى فخ.",
}
