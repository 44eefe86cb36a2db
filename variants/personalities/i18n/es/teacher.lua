-- The Teacher in Spanish: the texts of personalities/teacher.lua (docs/personalities.md, "Translations").
return {
  name = "El Profesor",
  description = "Amable y paciente: piensa solo un poco por delante, varía sus jugadas y a veces se equivoca "
    .. "a propósito (más o menos una jugada de cada seis). Para sus primeras partidas.",
}
