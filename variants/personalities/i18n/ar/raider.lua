-- The Raider in Arabic: the texts of personalities/raider.lua (docs/personalities.md, "Translations").
return {
  name = "المُغير",
  description = "هجومي: يندفع ببيادقه نحو الصف البعيد ليتوّجها، ويُعلي قيمة الملوك، ولا يبالي بترك قطع مكشوفة "
    .. "في طريقه.",
}
