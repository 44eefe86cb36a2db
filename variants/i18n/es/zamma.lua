-- Zamma in Spanish: the texts of variants/zamma.lua (docs/authoring.md, "Translations").
return {
  sides = { "Negras", "Blancas" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Zamma",
  region = "Sáhara y norte de África (Mauritania: Srand, Dhamet)",
  summary = "El gran juego de la familia: 40 peones por bando en los 81 puntos de cuatro "
    .. "tableros de Alquerque, pasos hacia adelante, capturas obligatorias por mayoría, "
    .. "Mullahs voladores.",
  history = "Se juega en todo el Sáhara y el norte de África con muchos nombres (Zamma, Damma); "
    .. "en Mauritania es el juego nacional, Srand o Dhamet, donde las piezas capturadas salen del "
    .. "tablero en el acto. El tablero son cuatro tableros de Alquerque uno al lado de otro, sin "
    .. "diagonales de más, y la colocación inicial es la del Alquerque: todos los puntos ocupados "
    .. "salvo el centro. Los peones avanzan hasta ser coronados Mullah (o Sultán), como en las "
    .. "damas. En Mauritania a las piezas negras se las llama hombres y a las blancas mujeres; en "
    .. "el Sáhara sirven de piezas palitos cortos y excrementos de camello.",
  notes = "Las negras (Sur) mueven primero, como dicen las fuentes del Zamma. Cada bando ocupa "
    .. "sus cuatro filas (36 puntos) y los cuatro puntos de la fila central que quedan a su "
    .. "derecha (el Sur de f5 a i5, el Norte de a5 a d5); e5 queda vacío. El juego mauritano "
    .. "(reglamento srand) retira cada pieza capturada en el acto; los demás las dejan en el "
    .. "tablero hasta que termina la jugada, así que un Mullah no puede saltar una dos veces. Con "
    .. "monod un jugador puede no capturar, pero entonces el adversario puede soplar (retirar), "
    .. "antes de mover, una pieza que podía haber capturado; nuestra lectura es que se puede "
    .. "soplar cualquier pieza que podía haber capturado, la que se movió en su nuevo punto, y "
    .. "que el derecho a soplar dura solo el turno siguiente del adversario.",
  disputes = {
    { topic = "cuándo salen del tablero las piezas capturadas",
      text = "mindsports y las fuentes del Zamma: las piezas capturadas se quedan hasta que "
        .. "termina la jugada (cortan el paso, y un Mullah no puede saltarlas dos veces). El Srand "
        .. "o Dhamet mauritano: cada una sale del tablero en cuanto se salta (reglamento srand)." },
    { topic = "si capturar es obligatorio",
      text = "mindsports y las fuentes del Zamma: obligatorio, tomando el mayor número de piezas. "
        .. "Monod (1951, vía Ludii): no es forzoso, pero a un jugador que deja pasar una captura "
        .. "el adversario puede soplarle la pieza que podía haberla hecho, y se puede elegir "
        .. "cualquier captura (reglamento monod)." },
    { topic = "si hay que tomar la captura mayor",
      text = "mindsports: es obligatoria la captura que toma más piezas. Monod vía Ludii: se "
        .. "puede elegir cualquier captura (reglamento monod)." },
    { topic = "si los peones se mueven de lado",
      text = "Las descripciones: solo hacia adelante, en línea recta o en diagonal. La "
        .. "codificación de Dagaz deja además que los peones se muevan a izquierda y derecha por "
        .. "las líneas horizontales (reglamento dagaz)." },
    { topic = "un peón que pasa por la última fila durante una captura",
      text = "Las descripciones: solo se corona si la jugada termina allí. La codificación de "
        .. "Dagaz termina la jugada en la última fila y corona el peón (reglamento dagaz)." },
  },
  rulesets = {
    standard = "mindsports.nl y las descripciones del Zamma: como las reglas estándar del Kharbaga",
    srand = "el Srand o Dhamet mauritano: las piezas capturadas salen del tablero en el acto",
    monod = "Monod 1951 vía Ludii: capturar no es forzoso, se puede soplar una pieza que podía "
      .. "haber capturado, se puede elegir cualquier captura",
    dagaz = "la codificación de Dagaz: los peones también se mueven de lado, un peón que llega "
      .. "a la última fila durante una captura se detiene allí y se corona",
  },
  lessons = {
    { title = "81 puntos, y diagonales en uno de cada dos",
      text = "El tablero del Zamma son cuatro tableros de Alquerque uno al lado de otro: 9 filas de "
        .. "9 puntos, cada cruce un punto, y las filas vecinas a una de distancia (d4, luego d5). "
        .. "Las líneas rectas unen cada punto con sus vecinos, pero las diagonales solo pasan por "
        .. "uno de cada dos puntos: a1, c1, b2, d4 ... (columna y fila ambas impares o ambas "
        .. "pares, contando la a como 1). Juegas con las negras, desde abajo; los peones avanzan "
        .. "hacia adelante, en línea recta o en diagonal, como en el Kharbaga.",
      ask = "Escribe cada paso legal, uno por uno (pueden mover dos peones).",
      hint = "d4 tiene diagonales, e4 no.",
      explain = "d4 está en dos diagonales, así que su peón avanza a c5, d5 o e5; e4 solo está "
        .. "en líneas rectas, así que su peón solo avanza a e5." },
    { title = "Cadenas obligatorias, el mayor número de piezas",
      text = "Las capturas son las del Kharbaga: un peón salta a un enemigo que tiene al lado en "
        .. "una línea, en cualquier dirección, debe capturar cuando puede, debe seguir saltando "
        .. "mientras pueda y debe elegir una captura que tome el mayor número de piezas. Las "
        .. "piezas capturadas salen del tablero cuando termina la jugada.",
      hint = "Salta c4 recto hacia arriba y luego mira a lo largo de la diagonal desde c5.",
      explain = "c3xa3 toma un peón, pero saltar c4 hasta c5 y luego d6 hasta e7 toma dos, y "
        .. "hay que tomar el mayor número." },
    { title = "Srand: las piezas capturadas salen en el acto",
      text = "En Mauritania (Srand, Dhamet; reglamento srand) cada pieza capturada sale del "
        .. "tablero en cuanto se salta, así que su punto queda vacío el resto de la jugada: un "
        .. "Mullah puede volver a cruzarlo. Con las reglas estándar la pieza capturada se queda "
        .. "hasta que termina la jugada y corta el camino de vuelta.",
      hint = "Salta f6, cae en g7 y luego vuela de vuelta por la misma diagonal, pasando f6 y e5, "
        .. "por encima de c3.",
      explain = "Con srand, f6 desaparece una vez saltada, así que desde g7 el Mullah puede volar "
        .. "de vuelta por la diagonal por encima de c3 también: dos piezas, y hay que tomar el "
        .. "mayor número." },
  },
}
