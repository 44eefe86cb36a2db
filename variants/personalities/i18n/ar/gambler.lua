-- The Gambler in Arabic: the texts of personalities/gambler.lua (docs/personalities.md, "Translations").
return {
  name = "المقامر",
  description = "يلعب آلاف المباريات العشوائية السريعة من كل وضعية ويختار ما يفوز أكثر من غيره (بحث مونت "
    .. "كارلو الشجري): غير مألوف، رائع أحيانًا، وليس كذلك أحيانًا أخرى.",
}
