-- Fanorona in Spanish: the texts of variants/fanorona.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancas", "Negras" },
  name = "Fanorona",
  region = "Madagascar",
  summary = "22 piezas por bando en los 45 puntos de un dibujo de Alquerque de 9 x 5; una pieza "
    .. "captura acercándose a una línea enemiga o alejándose de ella, y puede encadenar capturas.",
  history = "El juego nacional de Madagascar, donde se juega por lo menos desde el siglo XVII y "
    .. "que probablemente desciende del Alquerque a través de los comerciantes árabes. Su "
    .. "tablero son dos tableros de Alquerque uno al lado de otro con una fila menos, y su "
    .. "captura, por aproximación o por retirada a lo largo de una línea en lugar de por salto, "
    .. "no se encuentra en ningún otro juego de la familia. Con tableros más pequeños se obtienen "
    .. "el Fanoron-Telo (3 x 3) y el Fanoron-Dimy (5 x 5, el juego fanoron_dimy).",
  notes = "Empiezan las blancas (Sur), como en todas las descripciones. La fila central alterna "
    .. "los colores, con el centro e3 vacío. Una captura es un paso a un punto vecino vacío que "
    .. "toma la línea enemiga a la que se acerca, o la línea de la que se aleja; cuando un mismo "
    .. "paso puede hacer las dos cosas, elige el jugador, y las dos jugadas se escriben con los "
    .. "puntos capturados tras una barra (f3xe3/d3, f3xe3/g3). Las capturas de una jugada pueden "
    .. "continuar con la misma pieza, nunca dos veces hacia un punto en el que ya ha estado en "
    .. "esta jugada y nunca dos veces seguidas en la misma dirección; el jugador puede detenerse "
    .. "en cualquier paso. Las piezas nunca se coronan. No se juega la partida de desventaja "
    .. "vela (en malgache, la partida en la que el ganador de la anterior renuncia durante un "
    .. "tiempo a capturar): es una regla entre partidas, que ninguna opción de una sola partida "
    .. "puede expresar.",
  disputes = {
    { topic = "si la primera captura de la partida es de un solo paso",
      text = "Wikipedia, Montgomery y Chauvicourt: la primera jugada de la partida captura con un "
        .. "solo paso. El enunciado de las reglas de OMerkel no tiene esa restricción (reglamento "
        .. "no_opening_rule)." },
  },
  rulesets = {
    standard = "Wikipedia, Fanorona: captura por aproximación o por retirada, obligatoria; una "
      .. "cadena puede detenerse en cualquier paso, nunca cae dos veces en un punto y nunca "
      .. "mantiene su dirección; la primera captura de la partida es de un solo paso",
    no_opening_rule = "las reglas del Fanorona de OMerkel: como standard, sin la restricción de "
      .. "la primera jugada",
  },
  lessons = {
    { title = "Paika, el paso tranquilo",
      text = "El tablero del Fanorona tiene 9 puntos por 5, dibujado como el del Alquerque. Juegas "
        .. "con las blancas, desde abajo, y mueves primero. Una pieza da un paso a un punto vecino "
        .. "vacío a lo largo de una línea; este paso tranquilo, sin captura, se llama paika en "
        .. "malgache, y solo está permitido cuando no hay ninguna captura posible.",
      hint = "a1 tiene tres líneas: hacia arriba, hacia la derecha y la diagonal.",
      explain = "Desde a1 la pieza puede moverse a a2, b1 o b2: no hay nada que capturar." },
    { title = "Captura por aproximación",
      text = "Una pieza que avanza hacia una pieza enemiga y cae a su lado en la misma línea la "
        .. "captura, y también a todas las piezas enemigas que hay detrás de ella en esa línea sin "
        .. "ningún hueco.",
      hint = "Avanza hacia c3 por la línea c.",
      explain = "c1-c2 cae junto a c3 y toma c3 y c4, la línea que hay detrás." },
    { title = "Captura por retirada",
      text = "Una pieza que se aleja de una pieza enemiga que tiene al lado, en línea recta por la "
        .. "línea que las une, la captura, y también a las piezas enemigas que la siguen sin "
        .. "ningún hueco.",
      hint = "Aléjate de c3, bajando por la línea c.",
      explain = "c2-c1 se retira de c3 y toma c3 y c4." },
    { title = "Elegir",
      text = "Un mismo paso puede acercarse a una línea y alejarse de otra. Entonces eliges cuál "
        .. "tomar: las dos jugadas se escriben con los puntos capturados tras una barra.",
      hint = "El paso c3-d3 se acerca a e3 y se aleja de b3: ¿qué línea es más larga?",
      explain = "c3xd3/e3,f3 se acerca y toma dos; c3xd3/b3 se retira y toma una." },
    { title = "Cadenas",
      text = "Después de una captura la misma pieza puede volver a capturar, tantas veces como "
        .. "pueda, pero nunca hacia un punto en el que ya ha estado en esta jugada, y nunca dos "
        .. "veces seguidas en la misma dirección. Puede detenerse cuando quiera.",
      hint = "Acércate primero a c1 y luego gira hacia arriba por la línea b.",
      explain = "a1xb1 toma c1 y d1 por aproximación; después b1xb2 gira y se acerca a b3." },
  },
}
