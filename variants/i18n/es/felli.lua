-- Felli in Spanish: the texts of variants/felli.lua (docs/authoring.md, "Translations").
return {
  sides = { "Negras", "Blancas" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Felli",
  region = "Marruecos",
  summary = "El juego más pequeño de la familia: 6 peones por bando en un reloj de arena de 13 "
    .. "puntos, pasos en cualquier dirección, capturas saltando y Mullahs coronados en las esquinas "
    .. "de la base contraria.",
  history = "Documentado en Marruecos desde los años ochenta, a partir de jugadores marroquíes "
    .. "en Francia (Bouhajbane 1989), y probablemente más antiguo, dado su parecido con el "
    .. "Alquerque y con los demás juegos de la región. Sus parientes más cercanos en tableros de "
    .. "reloj de arena son el Lau kata kati de la India y el Butterfly de Mozambique, cuyos "
    .. "tableros tienen dos líneas transversales por triángulo donde el del Felli tiene una. "
    .. "También se llama Fich.",
  notes = "Las fuentes dejan a los jugadores el reparto de colores y quién empieza; nosotros "
    .. "hacemos empezar a las negras (Sur), como en Kharbaga. Cada bando empieza en los seis "
    .. "puntos de su triángulo (el Sur en a1 c1 e1 b2 c2 d2); el vértice c3 queda vacío. Los dos "
    .. "lados de un triángulo continúan los del otro a través del vértice, de modo que una pieza "
    .. "puede saltar por c3 de un triángulo al otro, igual que a lo largo de la mediana c1-c5. Un "
    .. "peón solo se corona Mullah en las dos esquinas de la base contraria (el Sur en a5 y e5, "
    .. "el Norte en a1 y e1), no en su punto central. El reglamento por defecto es nuestra lectura "
    .. "de la versión del Mullah: los peones se mueven y capturan en cualquier dirección, las "
    .. "capturas son obligatorias y continúan en cadena, se puede elegir cualquier captura "
    .. "(ninguna fuente pide la mayor), las piezas capturadas se retiran al terminar la jugada, "
    .. "un peón solo se corona si su jugada termina en una esquina de coronación, y el Mullah "
    .. "vuela como en Kharbaga."
    .. " Con juego perfecto, sin contar la repetición (docs/solving.md), las negras ganan desde "
    .. "la posición inicial del reglamento por defecto en 25 semijugadas, y las de los "
    .. "reglamentos bouhajbane y simplified son tablas.",
  disputes = {
    { topic = "si capturar es obligatorio",
      text = "La versión del Mullah de Board Game Geek: obligatorio. Los jugadores marroquíes "
        .. "(Bouhajbane) y las reglas simples de Wikipedia: opcional (reglamentos bouhajbane, "
        .. "simplified)." },
    { topic = "si una captura puede tomar varias piezas",
      text = "La versión del Mullah: se permiten las capturas múltiples y, al ser obligatorias, "
        .. "continúan. Bouhajbane y las reglas simples tal como las codifica Ludii: un solo salto "
        .. "por jugada." },
    { topic = "si hay Mullahs, y cómo se mueven",
      text = "Las reglas simples de Wikipedia: no hay coronación (reglamento simplified). La "
        .. "versión del Mullah: un peón que llega a una esquina de la base contraria se "
        .. "convierte en un Mullah que se mueve y captura a cualquier distancia. Bouhajbane: la "
        .. "pieza coronada se mueve a cualquier distancia; Ludii la hace capturar solo con un salto "
        .. "corto, cosa que este programa no puede expresar: la dejamos volar." },
    { topic = "dónde se corona un peón",
      text = "Wikipedia habla de coronación al llegar a la primera fila del otro jugador; la "
        .. "versión del Mullah y Bouhajbane nombran solo las dos esquinas de la base contraria, y "
        .. "nosotros también." },
  },
  rulesets = {
    standard = "nuestra lectura de la versión \"Mullah\" de Board Game Geek: cadenas de "
      .. "capturas obligatorias, Mullahs voladores coronados en las esquinas de la base contraria",
    bouhajbane = "Bouhajbane 1989 (jugadores marroquíes) vía Ludii: capturas sencillas "
      .. "opcionales, coronación en las esquinas contrarias en una pieza que se mueve a cualquier "
      .. "distancia",
    simplified = "las reglas simples de Wikipedia tal como las codifica Ludii: capturas "
      .. "sencillas opcionales, sin coronación",
  },
  lessons = {
    { title = "A través del vértice",
      text = "El tablero del Felli son dos triángulos que se unen en el vértice c3, 13 puntos en "
        .. "total. Juegas con las negras, desde abajo, y mueves primero. Los peones se mueven y "
        .. "capturan en cualquier dirección. Los lados de un triángulo continúan a través de c3 en "
        .. "el otro, así que una pieza puede saltar por encima del vértice.",
      hint = "b2, c3 y d4 están en una misma línea que pasa por el vértice.",
      explain = "La línea a1-b2-c3-d4-e5 atraviesa el vértice en línea recta: salta c3 desde b2 "
        .. "y cae en d4." },
    { title = "Coronación solo en las esquinas",
      text = "Un peón se corona Mullah solo en las dos esquinas de la base contraria: a5 y e5 "
        .. "para las negras (a1 y e1 para las blancas). Llegar a c5, el centro de la base, no "
        .. "corona a nadie.",
      hint = "¿Cuál de los pasos de b4 termina en una esquina?",
      explain = "Solo a5 y e5 coronan a los peones negros, y b4 puede llegar a a5." },
  },
}
