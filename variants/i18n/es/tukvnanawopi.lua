-- Tukvnanawopi in Spanish: the texts of variants/tukvnanawopi.lua (docs/authoring.md, "Translations");
-- what it inherits from Tuknanavuhpi is translated in tuknanavuhpi.lua.
return {
  name = "Tukvnanawopi",
  region = "Hopi, Arizona",
  summary = "El otro juego hopi en el tablero de 41 puntos: como el Tuknanavuhpi, pero el "
    .. "tablero se encoge por franjas enteras de casillas, en los extremos y en los lados.",
  history = "Uno de los dos juegos hopi en el tablero del Kharbaga que nombra la descripción "
    .. "española, que le da el tablero, el número de piezas y la colocación inicial del Kharbaga "
    .. "('El patrón del tablero, el número de piezas y la configuración inicial son los mismos "
    .. "que en Kharbaga') y nombra sus únicas diferencias: las piezas se mueven en cualquier "
    .. "dirección en cualquier momento, sin coronación, y cuando una fila de casillas en un "
    .. "extremo del tablero queda vacía, ya no se pueden colocar piezas en ella, así que el "
    .. "tablero se va reduciendo.",
  notes = "Las blancas (Sur) mueven primero; la colocación inicial, los movimientos y las "
    .. "capturas son los del Tuknanavuhpi. Nuestra lectura de cómo se encoge: una franja es una "
    .. "fila (o columna) de casillas en un borde del tablero, es decir, sus dos líneas de puntos "
    .. "exteriores (la línea del borde y los centros de casilla que tiene al lado). Después de "
    .. "cada jugada, mientras una de esas franjas en cualquiera de los cuatro bordes no tenga "
    .. "ninguna pieza, muere; su línea interior queda como nuevo borde. Mueren columnas además "
    .. "de filas, como dice una descripción hopi. Nada puede moverse a un punto muerto, caer en "
    .. "él ni pasar por encima de él.",
  disputes = {
    { topic = "qué puntos de la fila central toma cada bando",
      text = "La descripción española: la colocación inicial es la del Kharbaga, con el par de la "
        .. "fila central a la derecha de cada bando (el Sur g5 e i5). El programa sigue su "
        .. "referencia de reglas, que da al Tukvnanawopi la colocación del Tuknanavuhpi, con el "
        .. "par a la izquierda de cada bando (el Sur a5 y c5); --rule setup=right juega la de la "
        .. "descripción española." },
    { topic = "qué parte del tablero muere",
      text = "La descripción española: una fila de casillas en un extremo del tablero que queda "
        .. "vacía deja de poder jugarse. Una descripción hopi lo extiende a las columnas de "
        .. "casillas de los lados; la seguimos. La codificación de Ludii deja el tablero entero "
        .. "(reglamento ludii)." },
    { topic = "si capturar es obligatorio",
      text = "Las descripciones: como en el Kharbaga, de forma obligatoria y en cadena. La "
        .. "codificación de Ludii hace las capturas opcionales y de un solo salto (reglamento "
        .. "ludii)." },
    { topic = "si hay que tomar la captura mayor",
      text = "La descripción española: las únicas diferencias con el Kharbaga son los "
        .. "movimientos en cualquier dirección y el tablero que se encoge, lo que deja la regla "
        .. "del Kharbaga: 'debe capturarse la línea con mayor número de capturas'. El programa "
        .. "sigue su referencia de reglas, que fija majority=none: se puede elegir cualquier "
        .. "captura; --rule majority=count juega con la regla de la descripción." },
  },
  rulesets = {
    standard = "la descripción española y Culin: cualquier dirección, sin damas, cadenas de "
      .. "capturas obligatorias, las franjas de casillas vacías mueren",
    ludii = "la codificación de Ludii: capturas sencillas opcionales, el tablero no se encoge",
  },
  lessons = {
    { title = "Cualquier dirección, sin damas",
      text = "El Tukvnanawopi usa el tablero de 41 puntos del Kharbaga. Juegas con las blancas, "
        .. "desde abajo, y mueves primero. Las piezas se mueven por las líneas en cualquier "
        .. "dirección y nunca se coronan; las capturas son obligatorias y continúan en cadena, y "
        .. "se puede elegir cualquier captura.",
      ask = "Escribe cada paso de la pieza de d4, uno por uno.",
      hint = "Las dos diagonales que pasan por d4, hacia arriba y hacia abajo.",
      explain = "d4 solo está en las dos diagonales, y las piezas pueden seguirlas en los dos "
        .. "sentidos: c5, e5, c3 y e3." },
    { title = "Las franjas de casillas mueren",
      text = "Después de cada jugada, una franja de una casilla de ancho a lo largo de cualquier "
        .. "borde del tablero (sus dos líneas de puntos exteriores: las filas 1 y 2 abajo, las "
        .. "columnas a y b a la izquierda, etc.) muere si no hay ninguna pieza en ella. Los puntos "
        .. "muertos están fuera del tablero: nada se mueve a ellos, cae en ellos ni los salta.",
      ask = "Deja vacía la franja de abajo (las filas 1 y 2), para que muera.",
      hint = "Tu peón de e1 es la única pieza de las filas 1 y 2.",
      explain = "La franja son las filas 1 y 2 juntas: el peón debe salir de las dos, y solo lo "
        .. "consigue un paso recto hacia arriba hasta e3.",
      why = "Las filas 1 y 2 quedan vacías después de la jugada: la franja muere y la fila 3 es "
        .. "el nuevo borde." },
  },
}
