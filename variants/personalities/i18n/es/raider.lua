-- The Raider in Spanish: the texts of personalities/raider.lua (docs/personalities.md, "Translations").
return {
  name = "El Asaltante",
  description = "Agresivo: lanza sus peones hacia la fila del fondo para coronarlos, valora mucho las damas y "
    .. "no le importa dejar piezas expuestas por el camino.",
}
