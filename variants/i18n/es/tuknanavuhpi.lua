-- Tuknanavuhpi in Spanish: the texts of variants/tuknanavuhpi.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancas", "Negras" },
  name = "Tuknanavuhpi",
  region = "Hopi, Arizona (también se juega en México)",
  summary = "Un juego hopi en el tablero de 41 puntos: 20 piezas por bando que se mueven en "
    .. "cualquier dirección, capturas obligatorias, sin damas, y un tablero que se encoge a "
    .. "medida que se vacían sus filas de los extremos.",
  history = "Recogido entre los hopi de Arizona por Stewart Culin (Games of the North American "
    .. "Indians, 1907), y se dice que se juega en todo México. El tablero y el número de piezas "
    .. "son los del Kharbaga, y casi también su colocación inicial (el par de la fila central a "
    .. "la izquierda de cada bando), lo que sugiere una relación con los juegos de Alquerque "
    .. "traídos por los españoles. Su particularidad: cuando una fila de puntos en un extremo del "
    .. "tablero queda vacía, ya no se puede jugar en ella, así que el campo de juego se va "
    .. "reduciendo.",
  notes = "Las blancas (Sur) mueven primero. La colocación inicial es la del Kharbaga con el par "
    .. "de la fila central a la izquierda: el Sur a5 y c5, el Norte g5 e i5; e5 queda vacío. Las "
    .. "piezas no se coronan y se mueven en cualquier dirección. Nuestra lectura del tablero que se "
    .. "encoge: después de cada jugada, mientras la fila de puntos viva más baja o más alta no "
    .. "tenga ninguna pieza, esa fila muere; nada puede moverse a un punto muerto, caer en él ni "
    .. "pasar por encima de él.",
  disputes = {
    { topic = "el tablero que se encoge",
      text = "Culin y la descripción española: una fila de puntos en un extremo del tablero que "
        .. "queda vacía ya no se puede jugar. La codificación de Ludii deja el tablero entero "
        .. "(reglamento ludii). El juego hermano, el Tukvnanawopi, hace morir en cambio filas de "
        .. "casillas." },
    { topic = "si capturar es obligatorio",
      text = "Las descripciones: se captura como en el Kharbaga, de forma obligatoria y en "
        .. "cadena. La codificación de Ludii hace las capturas opcionales y de un solo salto "
        .. "(reglamento ludii)." },
    { topic = "si una cadena de saltos debe continuar",
      text = "Las descripciones: capturas múltiples como en el Kharbaga. Ludii: un salto por "
        .. "jugada (reglamento ludii)." },
    { topic = "si hay que tomar la captura mayor",
      text = "La descripción española no da a este juego ninguna regla de captura propia, solo "
        .. "sus filas de puntos que se encogen; de su juego hermano, el Tukvnanawopi, dice que "
        .. "las únicas diferencias con el Kharbaga son los movimientos en cualquier dirección y "
        .. "el tablero que se encoge, lo que deja la regla del Kharbaga: 'debe capturarse la "
        .. "línea con mayor número de capturas'. El programa sigue su referencia de reglas, que "
        .. "fija majority=none: se puede elegir cualquier captura; --rule majority=count juega "
        .. "con la regla del Kharbaga." },
  },
  rulesets = {
    standard = "Culin 1907 (vía Wikipedia y el texto de Ludii): cualquier dirección, sin damas, "
      .. "cadenas de capturas obligatorias, las filas de puntos vacías de los extremos mueren",
    ludii = "la codificación de Ludii: capturas sencillas opcionales, el tablero no se encoge",
  },
  lessons = {
    { title = "Cualquier dirección, sin damas",
      text = "El Tuknanavuhpi usa el tablero de 41 puntos del Kharbaga. Juegas con las blancas, "
        .. "desde abajo, y mueves primero. Las piezas se mueven por las líneas en cualquier "
        .. "dirección, también hacia atrás, y nunca se coronan. El centro de una casilla (d4) "
        .. "solo está en las diagonales.",
      ask = "Escribe cada paso de la pieza de d4, uno por uno.",
      hint = "Las dos diagonales que pasan por d4, hacia arriba y hacia abajo.",
      explain = "d4 solo está en las dos diagonales, y las piezas pueden seguirlas en los dos "
        .. "sentidos: c5, e5, c3 y e3." },
    { title = "El tablero se encoge",
      text = "Después de cada jugada, si la fila de puntos más baja o la más alta no tiene ninguna "
        .. "pieza, esa fila muere: queda fuera del tablero el resto de la partida y se dibuja en "
        .. "blanco. Luego se mira la fila siguiente, y así sucesivamente.",
      ask = "Haz morir la fila de abajo (la fila 1).",
      hint = "Tu peón de e1 es la única pieza de la fila 1: sácalo de la fila.",
      explain = "La fila 1 solo muere cuando no queda ninguna pieza en ella. Solo está e1; "
        .. "moverlo a lo largo de la fila 1 (a c1 o g1) mantiene viva la fila.",
      why = "La fila 1 queda vacía después de la jugada, así que muere (y la fila 2 con ella, si "
        .. "también está vacía)." },
    { title = "Los puntos muertos están fuera del tablero",
      text = "Nada puede moverse a un punto muerto, caer en él ni saltar por encima de él. Aquí "
        .. "las filas 1 y 2 están muertas. Las capturas son obligatorias y continúan en cadena, "
        .. "pero se puede elegir cualquier captura.",
      hint = "c1 está muerto, así que el salto por encima de c3 no puede caer allí. Empieza por b4.",
      explain = "Saltar c3 recto hacia abajo caería en c1, que está muerto. Salta primero b4 "
        .. "hasta a3; desde allí se puede saltar c3 de lado hasta e3." },
  },
}
