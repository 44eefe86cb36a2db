-- The Master in Spanish: the texts of personalities/master.lua (docs/personalities.md, "Translations").
return {
  name = "El Maestro",
  description = "El más fuerte: busca a fondo durante un segundo por jugada, con un juicio equilibrado de "
    .. "material, Mullahs, movilidad y seguridad. Sin piedad y sin errores.",
}
