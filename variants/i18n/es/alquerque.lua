-- Alquerque in Spanish: the texts of variants/alquerque.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancas", "Negras" },
  name = "Alquerque",
  region = "España y el mundo árabe (Qirkat)",
  summary = "El antepasado: 12 piezas por bando en los 25 puntos del dibujo del Alquerque, pasos "
    .. "en cualquier dirección a lo largo de las líneas, capturas saltando, sin damas.",
  history = "Conocido en el mundo árabe como Qirkat y descrito en el Libro de los juegos de "
    .. "Alfonso X (1283); autores españoles posteriores (Covarrubias, 1611) añaden el soplo. Su "
    .. "tablero y su colocación inicial reaparecen, ampliados, en el Zamma, el Kharbaga y los "
    .. "juegos de los hopi y de los keres. Las reglas tal como las juega la mayoría son la "
    .. "reconstrucción de Murray (1951).",
  notes = "Las blancas (Sur) mueven primero. Cada bando ocupa sus dos filas y los dos puntos de "
    .. "la fila central que quedan a su derecha (el Sur d3 y e3, el Norte a3 y b3); c3 queda "
    .. "vacío. No hay damas, así que con las reglas de Murray una pieza en la última fila todavía "
    .. "puede moverse de lado y hacia atrás. Las reglas de Murray (las de por defecto) son una "
    .. "reconstrucción. Con covarrubias leemos el soplo como en el resto de la familia: el "
    .. "adversario puede retirar, al comienzo del turno siguiente, cualquier pieza que podía "
    .. "haber capturado y no lo hizo, la que se movió en su nuevo punto. El reglamento de R. C. "
    .. "Bell (las piezas solo se mueven hacia adelante y de lado, una pieza no puede volver a un "
    .. "punto que ya ha ocupado, una pieza en la última fila solo puede moverse para capturar) se "
    .. "escribe con las opciones de reglas piece_revisit, chain_revisit y far_row_steps; nuestra "
    .. "lectura cuenta como ocupados los puntos de la captura que se está haciendo "
    .. "(chain_revisit=forbidden), de modo que una cadena no puede caer dos veces en un mismo "
    .. "punto ni volver a su salida, y una cadena que debe continuar (la regla de Murray) pero "
    .. "solo podría hacerlo volviendo atrás se rechaza entera en lugar de detenerse un salto "
    .. "antes; si así no queda ninguna captura, el jugador hace un paso. La otra lectura (la "
    .. "cadena se detiene antes del salto de vuelta) cambia el perft a partir de la profundidad 6.",
  disputes = {
    { topic = "si capturar es obligatorio",
      text = "Murray: obligatorio. El texto de Alfonso: un jugador puede capturar o no, y puede "
        .. "detener a su gusto una cadena de saltos (reglamento alfonso). Covarrubias: no es "
        .. "forzoso, pero el adversario sopla (retira) la pieza que podía haber capturado "
        .. "(reglamento covarrubias)." },
    { topic = "si una cadena de saltos debe continuar",
      text = "Murray: una pieza que puede volver a saltar debe hacerlo. Alfonso: puede detenerse "
        .. "después de cualquier salto (reglamento alfonso); la codificación de Ludii de las "
        .. "reglas de Alfonso solo permite un salto (alfonso con --rule chain=single)." },
    { topic = "en qué direcciones se mueven las piezas",
      text = "Murray, Alfonso y Covarrubias: en cualquier dirección a lo largo de las líneas. "
        .. "Bell: solo hacia adelante y de lado, nunca de vuelta a un punto que la pieza ya ha "
        .. "ocupado (reglamento bell)." },
  },
  rulesets = {
    murray = "Murray 1951: pasos en cualquier dirección, captura obligatoria, las cadenas deben "
      .. "continuar, se puede elegir cualquier captura",
    alfonso = "Libro de los juegos (1283): capturar es opcional y una cadena puede detenerse "
      .. "después de cualquier salto (con --rule chain=single es la codificación de Ludii)",
    covarrubias = "Covarrubias 1611/1674: se sopla la pieza que no captura",
    bell = "R. C. Bell: las piezas solo se mueven hacia adelante y de lado, nunca de vuelta a un "
      .. "punto que la pieza ya ha ocupado, y una pieza en la última fila solo se mueve para "
      .. "capturar",
  },
  lessons = {
    { title = "Pasos en todas las direcciones",
      text = "El Alquerque se juega en 25 puntos. Juegas con las blancas, desde abajo, y mueves "
        .. "primero. Las piezas se mueven un punto por una línea en cualquier dirección: hacia "
        .. "adelante, de lado o hacia atrás. Las diagonales solo pasan por uno de cada dos puntos "
        .. "(a1, c1, b2, c3 ...), así que una pieza en c3 tiene ocho pasos y una en b3, cuatro.",
      ask = "Escribe cada paso de la pieza de c3, uno por uno.",
      hint = "Arriba, abajo, izquierda, derecha y las cuatro diagonales.",
      explain = "c3 es el centro del tablero: allí se cruzan ocho líneas, y una pieza puede "
        .. "seguir cualquiera de ellas un punto." },
    { title = "Sin damas",
      text = "En el Alquerque no hay coronación: una pieza que llega a la última fila se queda "
        .. "como estaba, y como las piezas se mueven en todas las direcciones, simplemente puede "
        .. "volver.",
      ask = "Haz bajar la pieza de b5, en la última fila, a b4.",
      hint = "Escribe b5-b4.",
      explain = "Las piezas se mueven en cualquier dirección a lo largo de las líneas; b4 es el "
        .. "punto siguiente por debajo de b5." },
    { title = "Capturas obligatorias, cualquiera de ellas",
      text = "Se captura saltando, en cualquier dirección, y es obligatorio; una pieza que puede "
        .. "volver a saltar debe hacerlo. Pero puedes elegir cualquier captura, incluso una que "
        .. "tome menos piezas: el Alquerque no tiene regla de la mayoría. Tomar más suele ser lo "
        .. "más sensato.",
      ask = "Elige una captura que tome dos piezas.",
      hint = "Desde a1 salta b2 y luego d4; o desde e3 salta e4 y luego d4.",
      explain = "Aquí e3xc5 es legal, porque se puede elegir cualquier captura, pero toma una "
        .. "pieza donde a1xc3xe5 y e3xe5xc3 toman dos." },
  },
}
