-- The Master in Arabic: the texts of personalities/master.lua (docs/personalities.md, "Translations").
return {
  name = "الأستاذ",
  description = "الأقوى: يبحث بعمق مدة ثانية لكل نقلة، بحكم متوازن على العتاد والملالي والحركة والأمان. لا "
    .. "رحمة ولا أخطاء.",
}
