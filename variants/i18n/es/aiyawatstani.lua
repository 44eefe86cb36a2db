-- Aiyawatstani in Spanish: the texts of variants/aiyawatstani.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancas", "Negras" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Aiyawatstani",
  region = "Keres, Nuevo México",
  summary = "El juego de los keres en el tablero de 41 puntos: un Kharbaga con peones que se "
    .. "mueven en cualquier dirección, 20 por bando (las 22 de las fuentes no caben) y la fila "
    .. "central repartida de forma alterna.",
  history = "Lo juegan los keres de Nuevo México; se dice que el nombre significa \"tirar los "
    .. "granos\". La descripción española del Kharbaga lo llama muy similar al Kharbaga, con la "
    .. "única diferencia de que las piezas pueden moverse en cualquier dirección en cualquier "
    .. "momento de la partida y de que cada jugador tiene 22 piezas.",
  notes = "El problema de las 22 piezas: las fuentes dan a cada jugador 22 peones, pero 44 piezas "
    .. "no caben en un tablero de 41 puntos, y la propia descripción española dice que no está "
    .. "claro cómo se podría jugar así. Todas las reconstrucciones usan 20 por bando, como el "
    .. "Kharbaga, y nosotros también: cada bando ocupa sus cuatro filas (18 puntos) y dos puntos "
    .. "de la fila central. Esos dos se reparten de forma alterna: el Sur toma los interiores, c5 "
    .. "y g5, el Norte los exteriores, a5 e i5, y e5 queda vacío (en la fuente, el jugador de las "
    .. "negras toma los puntos exteriores). Las blancas (Sur) mueven primero. El resto, las "
    .. "reglas estándar del Kharbaga con peones que se mueven en cualquier dirección, es una "
    .. "reconstrucción; también lo es la variante sin Mullahs.",
  disputes = {
    { topic = "cuántas piezas tiene cada bando",
      text = "Las fuentes: 22 cada uno, que no caben en 41 puntos (44 piezas). Todas las "
        .. "reconstrucciones, la de Ludii incluida, usan 20 cada uno con el centro vacío." },
    { topic = "qué puntos de la fila central toma cada bando",
      text = "El Kharbaga da a cada bando los dos puntos de su derecha. Las reconstrucciones del "
        .. "Aiyawatstani los alternan: un jugador los puntos interiores c5 y g5, el otro (el "
        .. "jugador de las negras en la fuente) los exteriores a5 e i5." },
    { topic = "si los peones se coronan",
      text = "La descripción española no nombra otra diferencia con el Kharbaga que los "
        .. "movimientos y el número de piezas, así que los peones se coronan Mullah en la última "
        .. "fila. La codificación de Ludii no tiene coronación y deja elegir cualquier captura "
        .. "(reglamento no_mullah)." },
  },
  rulesets = {
    standard = "las reglas estándar del Kharbaga con peones que se mueven en cualquier "
      .. "dirección, 20 peones por bando, la fila central repartida de forma alterna",
    no_mullah = "la codificación de Ludii: sin coronación, se puede elegir cualquier captura",
  },
  lessons = {
    { title = "Los peones se mueven en todas las direcciones",
      text = "El Aiyawatstani es un Kharbaga con una diferencia en el juego: los peones se mueven "
        .. "por las líneas en cualquier dirección, también hacia atrás, en cualquier momento. "
        .. "Juegas con las blancas, desde abajo, y mueves primero. En e3, donde se cruzan ocho "
        .. "líneas, un peón tiene ocho pasos.",
      ask = "Escribe cada paso del peón de e3, uno por uno.",
      hint = "Por las ocho líneas: arriba, abajo, de lado y las cuatro diagonales.",
      explain = "En el Kharbaga un peón en e3 tiene tres pasos, todos hacia adelante; aquí "
        .. "puede seguir un punto cualquier línea que pase por e3: e5, e1, c3, g3, d4, f4, d2, f2." },
    { title = "Mullahs de todos modos",
      text = "Un peón cuya jugada termina en la última fila (la fila 9 para las blancas) se "
        .. "sigue coronando Mullah y vuela como en el Kharbaga; las capturas son obligatorias, en "
        .. "cadena, y toman el mayor número de piezas.",
      hint = "El peón de d8 está a un paso de la fila 9.",
      explain = "Solo corona una jugada que termina en la fila 9: de d8 a c9 o e9." },
    { title = "20 peones, no 22",
      text = "Las fuentes dan a cada jugador 22 peones, pero 44 piezas no caben en 41 puntos, y "
        .. "todas las reconstrucciones usan 20 cada uno. La fila central se reparte de forma "
        .. "alterna: las blancas (Sur) toman c5 y g5, las negras a5 e i5; e5 queda vacío.",
      ask = "Haz una primera jugada (cualquiera legal).",
      hint = "e5 es el único punto vacío; llegan a él d4, e3 y f4, y c5 y g5 por la fila.",
      explain = "Al principio solo e5 está vacío, y solo pueden moverse allí los peones que "
        .. "están junto a él en una línea." },
  },
}
