-- Damas in Spanish: the texts of variants/damas.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancas", "Negras" },
  king_name = "Dama",
  king_plural = "Damas",
  name = "Damas",
  region = "España, Portugal, América Latina y norte de África",
  summary = "Las damas españolas: 12 peones por bando en las 32 casillas de juego de un tablero "
    .. "de 8 x 8, peones que se mueven y capturan hacia adelante en diagonal, damas voladoras, "
    .. "captura obligatoria de la mayor cantidad.",
  history = "Probablemente la forma de damas más antigua que aún se juega: se cree que nació "
    .. "de las capturas por salto del Alquerque llevadas al tablero de ajedrez en la España de "
    .. "la Baja Edad Media, y se juega en España, Portugal, América Latina y el norte de África "
    .. "(Argelia, Marruecos, Túnez). Se cree que los Mullahs del Kharbaga, peones coronados que "
    .. "vuelan por las líneas, proceden de ella, y la descripción española del Kharbaga la cita "
    .. "entre los parientes del juego.",
  notes = "Las blancas (Sur) mueven primero, como dicen todas las fuentes. Las casillas de "
    .. "juego son b1, d1, f1, h1, a2 ... g8: las 32 casillas cuya columna y fila suman un número "
    .. "impar, de modo que la esquina derecha del Sur, h1, es una de ellas y la gran diagonal va "
    .. "de h1 a a8, como dicen las fuentes españolas. En un tablero de ajedrez colocado como de "
    .. "costumbre (a1 oscura) son las casillas claras. La referencia de reglas del proyecto da "
    .. "el tablero como las 32 casillas oscuras de un tablero de 8 x 8; con a1 oscura son a1, "
    .. "c1 ... h8, la imagen en el espejo de estas: el mismo juego en otras coordenadas. Cada "
    .. "bando empieza en sus tres primeras filas: el Sur de b1 a h3, el Norte de a6 a g8. Los "
    .. "peones avanzan y capturan solo hacia adelante, en diagonal. Las damas vuelan. Es "
    .. "obligatoria la captura que toma más piezas y, entre esas, una que tome más damas (las "
    .. "leyes de la cantidad y de la calidad). Un peón que llega a la última fila en una captura "
    .. "termina allí su jugada y se corona; como los peones solo capturan hacia adelante, de "
    .. "todos modos no podría seguir. Las piezas capturadas salen cuando termina la jugada, así "
    .. "que no se pueden saltar dos veces. Pierde el jugador que no puede mover.",
  disputes = {
    { topic = "qué captura hay que elegir",
      text = "Todas las fuentes: la que toma más piezas (cantidad). Entre capturas iguales, "
        .. "torofun y section64: la que toma más damas (calidad), la regla que se usa aquí. "
        .. "mindsports pide en cambio el mayor valor, con una dama que vale más que un peón pero "
        .. "menos que dos, lo que podría preferir dos damas a tres peones." },
    { topic = "si se castiga una captura omitida",
      text = "Reglas oficiales: capturar es obligatorio y no se sopla. En el juego informal a "
        .. "menudo se deja en cambio que el adversario sople la pieza que no capturó (--rule "
        .. "capture=huff)." },
    { topic = "la orientación del tablero",
      text = "Las fuentes españolas ponen la gran diagonal a la derecha de cada jugador, y "
        .. "section64 dice que se juega 'on the white squares of a 8x8 checkerboard' (en las "
        .. "casillas blancas de un tablero de 8x8); el programa hace lo mismo (de h1 a a8). "
        .. "mindsports señala que en Portugal la diagonal puede ser otra, y la referencia de "
        .. "reglas del proyecto da el tablero como las 32 casillas oscuras, que en un tablero con "
        .. "a1 oscura son la imagen en el espejo de estas. Las reglas son las mismas, y también "
        .. "todas las cuentas de jugadas, con el tablero visto en un espejo." },
  },
  rulesets = {
    standard = "las reglas españolas: peones que avanzan, damas voladoras, captura obligatoria "
      .. "de la mayor cantidad de piezas y, después, de damas",
  },
  lessons = {
    { title = "Solo diagonales hacia adelante",
      text = "Las damas se juegan en 32 casillas de un tablero de damas, todas de un mismo color, "
        .. "y solo por las diagonales. Juegas con las blancas, desde abajo, y mueves primero. Los "
        .. "peones avanzan y capturan solo hacia adelante, en diagonal: a diferencia del Kharbaga, "
        .. "un peón nunca captura hacia atrás.",
      hint = "Salta hacia adelante por encima de e4.",
      explain = "El peón negro de c2 está detrás del tuyo: en las damas los peones no capturan "
        .. "hacia atrás. El de e4 está delante, con f5 vacía detrás." },
    { title = "La mayor cantidad de piezas y, después, de damas",
      text = "Debes tomar la mayor cantidad de piezas; entre capturas que toman las mismas, debes "
        .. "tomar la mayor cantidad de damas (que se muestran en mayúsculas).",
      hint = "Las dos capturas toman una pieza; una de ellas toma una dama.",
      explain = "d3xf5 toma un peón y h3xf5 una dama: las dos toman una pieza, así que hay que "
        .. "tomar la dama." },
    { title = "La coronación de una dama",
      text = "Un peón cuya jugada termina en la última fila (la fila 8 para las blancas) se "
        .. "convierte en dama, que vuela por las diagonales como el Mullah del Kharbaga.",
      hint = "El peón de d7 está a un paso de la fila 8.",
      explain = "Solo corona una jugada que termina en la fila 8: de d7 a c8 o e8." },
  },
}
