-- The Wall in Spanish: the texts of personalities/defender.lua (docs/personalities.md, "Translations").
return {
  name = "La Muralla",
  description = "Paciente y sólida: guarda su fila de fondo para que usted no pueda coronar, mantiene sus "
    .. "piezas fuera de alcance y espera a que usted se exceda.",
}
