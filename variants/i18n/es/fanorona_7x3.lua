-- Fanorona 7 x 3 in Spanish: the texts of variants/fanorona_7x3.lua (docs/authoring.md).
return {
  name = "Fanorona 7 x 3",
  region = "ninguna: el Fanorona reducido para resolverlo",
  summary = "Las reglas del Fanorona en 7 x 3 puntos, 10 piezas por bando, un tablero reducido "
    .. "para resolver el juego: las blancas, que juegan primero, ganan en 17 semijugadas con juego "
    .. "perfecto.",
  history = "No es un juego tradicional. Las reglas del Fanorona en un dibujo de Alquerque más "
    .. "pequeño, con la posición inicial hecha como en el tablero de 9 x 5, dan un juego lo "
    .. "bastante pequeño para resolverlo. Las fuentes describen el Fanorona en 9 x 5 puntos y el "
    .. "Fanoron-Dimy en 5 x 5 (el juego fanoron_dimy), no este tablero: es uno de los tableros "
    .. "intermedios en los que se ha resuelto el juego.",
  notes = "Cada bando ocupa su primera fila y su mitad de la fila central, que alterna los "
    .. "colores como en el tablero del Fanorona, con el centro d2 vacío (blancas a2, c2, f2; "
    .. "negras b2, e2, g2). Empiezan las blancas (Sur). Resuelto: las tablas de finales de todas "
    .. "las posiciones (kharbaga solve --variant fanorona_7x3 --ruleset no_opening_rule --all, "
    .. "18.584.984.220 posiciones) dan a las blancas la victoria en 17 semijugadas, y la búsqueda "
    .. "por números de prueba, con las tablas de 6 piezas como máximo en sus hojas, demuestra la "
    .. "victoria de las blancas desde la posición inicial. La regla de apertura no cambia nada aquí: las blancas deben capturar "
    .. "enseguida y ninguna primera captura puede continuar, así que los dos reglamentos juegan el "
    .. "mismo juego.",
}
