-- The Teacher in Arabic: the texts of personalities/teacher.lua (docs/personalities.md, "Translations").
return {
  name = "المعلّم",
  description = "لطيف وصبور: لا يفكّر إلا قليلًا إلى الأمام، ويُنوّع نقلاته، ويخطئ أحيانًا عن قصد (نقلة من كل "
    .. "ست تقريبًا). لمبارياتك الأولى.",
}
