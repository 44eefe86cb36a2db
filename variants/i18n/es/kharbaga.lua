-- Kharbaga in Spanish: the texts of variants/kharbaga.lua (docs/authoring.md, "Translations").
return {
  sides = { "Negras", "Blancas" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Kharbaga",
  region = "Norte de África (Túnez, Marruecos)",
  summary = "El primo pequeño del Zamma: 20 peones por bando en 41 puntos, pasos hacia adelante, "
    .. "capturas obligatorias por mayoría, Mullahs voladores.",
  history = "Se juega desde hace siglos en el norte de África; la idea de que los peones avanzan "
    .. "hasta ser coronados Mullah podría venir de las damas (siglo XVII), aunque esto es objeto "
    .. "de debate. Los juegos de los hopi y de los keres en el mismo tablero sugieren una "
    .. "relación con el Alquerque.",
  notes = "Las fuentes dejan a los jugadores los colores y quién empieza, salvo la alemana "
    .. "(empiezan las negras); la seguimos. Las '4 piezas' del texto alemán en la fila central "
    .. "son la cuenta del Zamma y no caben en 41 puntos: cada bando tiene 18 + 2 = 20.",
  disputes = {
    { topic = "cuándo salen del tablero las piezas capturadas",
      text = "Española y rusa: en una variante en la que las piezas capturadas no se retiran de "
        .. "inmediato, el Mullah no puede volver a ninguna de ellas para saltarla de nuevo; en una "
        .. "variante en la que se retiran de inmediato, puede volver a saltar sobre ellas para "
        .. "tomar otras piezas. Ninguna dice cuál es la habitual. Alemana: 'In einer Variante "
        .. "nimmt man die geschlagenen gegnerischen Steine vom Brett, wenn sie übersprungen "
        .. "wurden' (en una variante salen a medida que se saltan), y una nota de que en las "
        .. "variantes en que quedan en el tablero hasta que se salta la última, 'können die "
        .. "geschlagenen übersprungen werden' (pueden saltarse por encima), cosa que ningún valor "
        .. "de removal hace. El programa sigue su referencia de reglas: removal=end, las piezas "
        .. "capturadas se quedan hasta que termina la jugada, cortan el paso y no se pueden saltar "
        .. "dos veces; removal=immediate retira cada una al saltarla (reglamento immediate)." },
    { topic = "dónde cae un Mullah después de una captura",
      text = "Española: en cualquier punto detrás de la pieza capturada. Alemana: varios puntos "
        .. "detrás de ella, 'si no tiene más piezas que tomar', lo que aquí se lee así: debe caer "
        .. "donde pueda volver a capturar, si existe tal punto (reglamento german)." },
    { topic = "si los peones se mueven de lado",
      text = "Todas las fuentes: solo hacia adelante, en línea recta o en diagonal. La variante "
        .. "del texto alemán deja además que los peones se muevan a izquierda y derecha por las "
        .. "líneas horizontales." },
    { topic = "un peón que pasa por la última fila durante una captura",
      text = "La española y la alemana coinciden: no se corona salvo que la jugada termine allí. "
        .. "La codificación de Dagaz, en cambio, termina la jugada en la última fila (reglamento "
        .. "dagaz)." },
  },
  rulesets = {
    standard = "la descripción española: capturas obligatorias, la que toma más piezas (así "
      .. "también la alemana; la rusa no dice ni una cosa ni otra); los peones avanzan hacia "
      .. "adelante y capturan en todas las direcciones, los Mullahs vuelan (las tres coinciden); "
      .. "las piezas capturadas se quedan hasta que termina la jugada (una de las dos variantes "
      .. "que nombran las tres)",
    immediate = "la variante que nombran las tres descripciones, en la que las piezas "
      .. "capturadas salen del tablero a medida que se saltan (el reglamento srand del Zamma hace "
      .. "lo mismo)",
    german = "la descripción alemana: un Mullah cae donde pueda volver a capturar; su propia "
      .. "variante deja además que los peones se muevan de lado (añada --rule "
      .. "men_move=forward_sideways)",
    ludii = "la codificación de Ludii (su propio texto describe el juego estándar)",
    dagaz = "la codificación de Dagaz",
  },
  lessons = {
    { title = "Puntos, líneas y tu primer paso",
      text = "El Kharbaga se juega en los 41 puntos donde se cruzan las líneas del tablero, no en "
        .. "casillas. Cada punto tiene un nombre: la letra de su columna (de la a a la i, desde la "
        .. "izquierda) y el número de su fila (del 1 al 9, desde abajo). Juegas con las negras: "
        .. "las piezas b de abajo (el Sur), llamadas peones; las blancas, las piezas w, juegan desde arriba. Una "
        .. "pieza se mueve por una línea hasta el punto siguiente, que debe estar vacío. Una "
        .. "jugada se escribe con su punto de salida, un guion y su punto de llegada.",
      ask = "Avanza el peón de e3 en línea recta hacia arriba hasta e5: escribe e3-e5.",
      hint = "Escribe e3-e5 y pulsa Intro.",
      explain = "El peón está en e3 (columna e, fila 3). El punto que tiene encima en la misma "
        .. "línea es e5, así que la jugada se escribe e3-e5.",
      why = "No hay punto e4: las líneas rectas unen e1, e3, e5, e7 y e9, y las filas 2, 4, 6 y 8 "
        .. "solo tienen los centros de las casillas (b2, d4, f6 ...)." },
    { title = "Los peones avanzan, en línea recta o en diagonal",
      text = "Un peón (una pieza que no está coronada) solo avanza hacia adelante: para las negras, hacia "
        .. "arriba, en línea recta o en diagonal. Nunca retrocede ni va de lado. En un punto donde "
        .. "se cruzan ocho líneas, como e3, un peón tiene tres pasos hacia adelante.",
      ask = "Escribe cada paso del peón de e3, uno por uno.",
      hint = "Recto hacia arriba, arriba a la izquierda, arriba a la derecha.",
      explain = "Hacia adelante quiere decir hacia la parte de arriba del tablero. Desde e3 las "
        .. "líneas suben hasta e5, en diagonal hasta d4 y en diagonal hasta f4; cualquier otra "
        .. "dirección va de lado o hacia atrás." },
    { title = "Los centros de las casillas solo tienen diagonales",
      text = "Los puntos del centro de cada casilla (b2, d4, f6, etc.) están solo en las dos "
        .. "diagonales: por ellos no pasa ninguna línea recta. Un peón en d4 puede avanzar "
        .. "arriba a la izquierda o arriba a la derecha, nada más.",
      ask = "Escribe cada paso del peón de d4, uno por uno.",
      hint = "Sigue hacia arriba las dos diagonales que salen de d4.",
      explain = "d4 es el centro de una casilla: sus líneas son las diagonales hacia c5 y e5 "
        .. "hacia arriba (y c3, e3 hacia abajo, que es hacia atrás)." },
    { title = "Capturar saltando",
      text = "Capturas una pieza enemiga que está junto a tu peón en una línea saltando por "
        .. "encima de ella hasta el punto vacío que hay justo detrás, en la misma línea. La pieza "
        .. "capturada se retira del tablero. Una captura se escribe con una x: punto de salida, x, "
        .. "punto de llegada.",
      ask = "Captura el peón blanco de e5.",
      hint = "Salta desde e3 por encima de e5 y cae en e7: e3xe7.",
      explain = "El peón blanco está en e5, junto al tuyo en la línea que sube. El punto que "
        .. "hay detrás en esa línea, e7, está vacío: salta allí." },
    { title = "Los peones capturan en todas las direcciones",
      text = "Un peón solo avanza hacia adelante, pero captura en todas las direcciones a lo "
        .. "largo de las líneas: hacia adelante, de lado y hacia atrás.",
      ask = "Captura el peón blanco que está detrás del tuyo.",
      hint = "Salta hacia atrás, bajando por la línea: e5xe1.",
      explain = "El peón blanco de e3 está justo detrás de tu peón de e5, y e1, detrás de ella, "
        .. "está vacío. Un salto hacia atrás está permitido cuando captura." },
    { title = "Capturar es obligatorio",
      text = "Cuando puedes capturar, debes hacerlo: no se permite un paso mientras alguna de tus "
        .. "piezas pueda capturar. Mira todo el tablero antes de mover.",
      ask = "Encuentra la jugada que debes hacer.",
      hint = "El peón de g3 tiene un enemigo al lado en una diagonal.",
      explain = "El peón de g3 puede saltar el peón blanco de f4 hasta e5, así que hay una "
        .. "captura posible y todo paso queda prohibido en este turno." },
    { title = "Cadenas: vuelve a saltar mientras puedas",
      text = "Después de un salto, si el mismo peón puede saltar otra pieza desde su punto de llegada, "
        .. "debe seguir saltando, en la misma jugada, y puede cambiar de dirección entre salto y "
        .. "salto. Escribe cada punto de llegada (c1xe3xe7), o solo la salida y la llegada cuando "
        .. "encaja una sola captura (c1xe7).",
      ask = "Captura tantas piezas como puedas en una jugada.",
      hint = "Salta b2 hasta c3 y luego, recto hacia arriba, c5.",
      explain = "Desde a1 el peón salta b2 y cae en c3. Desde c3 puede saltar c5 y caer en c7, "
        .. "así que debe hacerlo: una jugada no puede detenerse mientras la cadena pueda seguir." },
    { title = "Toma el mayor número de piezas",
      text = "Cuando hay varias capturas posibles, debes elegir una que tome el mayor número de "
        .. "piezas (la regla de la mayoría). Entre capturas que toman el mismo número eliges "
        .. "libremente.",
      hint = "Una captura toma un solo peón; los saltos que empiezan por encima de f4 toman dos.",
      explain = "e3xe7 toma un peón, pero la cadena que empieza saltando f4 continúa y toma dos, "
        .. "así que la captura de un solo peón no está permitida." },
    { title = "La coronación de un Mullah",
      text = "Un peón cuya jugada termina en la última fila (la fila 9 para las negras) se "
        .. "corona: se convierte en Mullah, que se muestra con una letra mayúscula. Los Mullahs son "
        .. "mucho más fuertes que los peones.",
      hint = "El peón de d8 está a un paso de la fila 9.",
      explain = "Solo corona una jugada que termina en la fila 9. El peón de d8 puede avanzar a "
        .. "c9 o a e9." },
    { title = "Solo se corona donde termina la jugada",
      text = "Un peón solo se corona si toda su jugada termina en la última fila. Si una cadena "
        .. "de saltos pasa por la última fila y vuelve a bajar, el peón sigue siendo peón.",
      hint = "Salta b8 para caer en c9 y luego salta d8.",
      explain = "El peón debe tomar las dos piezas: por encima de b8 hasta c9 y luego por encima de d8 "
        .. "hasta e7.",
      why = "El peón tocó la fila 9 en c9, pero su jugada terminó en e7, así que no se corona." },
    { title = "El Mullah vuela",
      text = "Un Mullah se mueve por una línea sobre cualquier número de puntos vacíos, hacia "
        .. "adelante o hacia atrás, en una sola jugada.",
      ask = "Mueve el Mullah de a1 a h8 en una sola jugada.",
      hint = "La gran diagonal que sale de a1 pasa por b2, c3 ... hasta i9: escribe a1-h8.",
      explain = "a1 y h8 están en la misma línea diagonal y todos los puntos entre ellos están "
        .. "vacíos, así que el Mullah puede ir allí en una jugada: a1-h8." },
    { title = "El Mullah captura desde lejos",
      text = "Un Mullah captura una pieza en cualquier punto de una línea, si entre ambos solo hay "
        .. "puntos vacíos y el punto de detrás está vacío. Cae en cualquier punto vacío más allá, y "
        .. "después debe seguir capturando si puede, así que elige un punto de llegada desde el "
        .. "que pueda volver a saltar. Las piezas que captura se quedan en el tablero hasta que "
        .. "termina la jugada, y no se pueden saltar dos veces.",
      hint = "Salta d4 por la gran diagonal y cae donde g5 quede en línea contigo.",
      explain = "Toda captura debe tomar el mayor número de piezas: aquí, dos. Caer en e5, f6 o g7 "
        .. "deja que el Mullah salte también g5; caer en h8 o i9, no." },
    { title = "Cómo termina la partida",
      text = "Ganas cuando a tu adversario no le quedan piezas o no puede hacer ninguna jugada "
        .. "legal cuando le toca. La partida es tablas cuando la misma posición se repite por "
        .. "tercera vez, o tras 40 turnos seguidos (contando los de ambos jugadores) sin una "
        .. "captura ni un paso adelante de un peón.",
      ask = "El último peón blanco, en a9, tiene una salida. Ciérrala y gana.",
      hint = "Las blancas podrían saltar b8 y caer en c7 si c7 sigue vacío.",
      explain = "Después de tu jugada les toca a las blancas. El peón de a9 puede avanzar a a7 o "
        .. "b8 (ambos ocupados) o saltar a7 o b8 si a5 o c7 están vacíos. Ocupa el que está "
        .. "vacío sin abrir otro.",
      why = "El peón blanco queda encerrado: ni paso ni salto, así que las blancas no pueden "
        .. "mover y pierden." },
    { title = "El comienzo de una partida",
      text = "Una partida empieza con 20 peones cada uno. Las negras (Sur) ocupan las cuatro filas "
        .. "de abajo y g5, i5; las blancas, las cuatro filas de arriba y a5, c5. Solo e5 está "
        .. "vacío, así que la primera jugada va allí, y enseguida sigue una captura. Las negras "
        .. "mueven primero.",
      ask = "Haz una primera jugada (cualquiera legal).",
      hint = "Tres peones pueden avanzar a e5: desde e3, d4 o f4.",
      explain = "Al principio solo e5 está vacío, y solo pueden avanzar allí los peones que "
        .. "están debajo de él en una línea." },
  },
}
