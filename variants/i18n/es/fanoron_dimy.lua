-- Fanoron-Dimy in Spanish: the texts of variants/fanoron_dimy.lua (docs/authoring.md).
return {
  name = "Fanoron-Dimy",
  region = "Madagascar",
  summary = "El Fanorona en 5 x 5 puntos, 12 piezas por bando, con captura por aproximación y "
    .. "por retirada: tablas con juego perfecto.",
  history = "En Madagascar el Fanorona se juega en tres tableros: el Fanoron-Telo en 3 x 3 "
    .. "puntos, un juego de tres en raya sin capturas; el Fanoron-Dimy en 5 x 5; y el "
    .. "Fanoron-Tsivy, el juego completo, en 9 x 5 (telo, dimy y sivy son tres, cinco y nueve en "
    .. "malgache). El tablero del Fanoron-Dimy es el del Alquerque, con el mismo número de piezas, "
    .. "y sus reglas son las del Fanorona. Como el juego completo (Schadd y otros, 2008), termina "
    .. "en tablas con juego perfecto.",
  notes = "Las fuentes nombran el tablero y dan las reglas del Fanorona; la posición inicial es "
    .. "aquí la del tablero completo, reducida: cada bando ocupa sus dos primeras filas y su mitad "
    .. "de la fila central, que alterna los colores, con el centro c3 vacío (blancas a3, d3; "
    .. "negras b3, e3). Empiezan las blancas (Sur). Tablas demostradas desde la posición inicial "
    .. "con los dos reglamentos: la búsqueda por números de prueba, con las tablas de finales de 6 "
    .. "piezas como máximo en sus hojas (kharbaga solve --variant fanoron_dimy --pieces 6, y luego "
    .. "--prove), muestra que ningún bando puede forzar la victoria. La regla de apertura no "
    .. "cambia nada aquí: las blancas deben capturar enseguida y ninguna primera captura puede "
    .. "continuar, así que los dos reglamentos juegan el mismo juego.",
  lessons = {
    { title = "Paika, el paso tranquilo",
      text = "El tablero del Fanoron-Dimy es el del Alquerque, de 5 puntos por 5. Juegas "
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
      hint = "El paso c2-c3 se acerca a c4 y se aleja de c1: ¿qué línea es más larga?",
      explain = "c2xc3/c4,c5 se acerca y toma dos; c2xc3/c1 se retira y toma una." },
    { title = "Cadenas",
      text = "Después de una captura la misma pieza puede volver a capturar, tantas veces como "
        .. "pueda, pero nunca hacia un punto en el que ya ha estado en esta jugada, y nunca dos "
        .. "veces seguidas en la misma dirección. Puede detenerse cuando quiera.",
      hint = "Acércate primero a c1 y luego gira hacia arriba por la línea b.",
      explain = "a1xb1 toma c1 y d1 por aproximación; después b1xb2 gira y se acerca a b3." },
  },
}
