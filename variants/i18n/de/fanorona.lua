-- Fanorona in German: the texts of variants/fanorona.lua (docs/authoring.md, "Translations").
return {
  sides = { "Weiß", "Schwarz" },
  name = "Fanorona",
  region = "Madagaskar",
  summary = "22 Steine je Seite auf den 45 Punkten einer 9 x 5 großen Alquerque-Zeichnung; ein "
    .. "Stein schlägt, indem er sich einer gegnerischen Linie nähert oder sich von ihr entfernt, "
    .. "und darf Schläge aneinanderreihen.",
  history = "Das Nationalspiel Madagaskars, dort seit mindestens dem 17. Jahrhundert gespielt "
    .. "und wohl über arabische Händler vom Alquerque abstammend. Sein Brett besteht aus zwei "
    .. "Alquerque-Brettern nebeneinander mit einer Reihe weniger, und sein Schlag, durch "
    .. "Annäherung oder Rückzug entlang einer Linie statt durch einen Sprung, findet sich in "
    .. "keinem anderen Spiel der Familie. Kleinere Bretter ergeben Fanoron-Telo (3 x 3) und "
    .. "Fanoron-Dimy (5 x 5, das Spiel fanoron_dimy).",
  notes = "Weiß (Süden) beginnt, wie in jeder Beschreibung. Die mittlere Reihe wechselt die "
    .. "Farben ab, die Mitte e3 ist frei. Ein Schlag ist ein Zug auf einen freien Nachbarpunkt, "
    .. "der die gegnerische Linie nimmt, der sich der Stein nähert, oder die, von der er sich "
    .. "entfernt; kann ein Zug beides, wählt der Spieler, und die beiden Züge werden mit den "
    .. "geschlagenen Punkten nach einem Schrägstrich geschrieben (f3xe3/d3, f3xe3/g3). Die Schläge "
    .. "eines Zuges dürfen mit demselben Stein weitergehen, nie zweimal auf einen Punkt, auf dem "
    .. "er in diesem Zug schon stand, und nie zweimal hintereinander in derselben Richtung; der "
    .. "Spieler darf nach jedem Schritt aufhören. Steine werden nie gekrönt. Das Vorgabespiel "
    .. "vela, in dem der Sieger der letzten Partie eine Zeit lang auf Schläge verzichtet, wird "
    .. "nicht gespielt: Es ist eine Regel über mehrere Partien, die keine Option einer einzelnen "
    .. "Partie ausdrücken kann.",
  disputes = {
    { topic = "ob der erste Schlag der Partie nur ein Schritt ist",
      text = "Wikipedia, Montgomery und Chauvicourt: Der erste Zug der Partie schlägt mit nur "
        .. "einem Schritt. OMerkels Regelfassung kennt diese Einschränkung nicht (Regelwerk "
        .. "no_opening_rule)." },
  },
  rulesets = {
    standard = "Wikipedia, Fanorona: Schlagen durch Annäherung oder Rückzug, Pflicht; ein "
      .. "Mehrfachschlag darf nach jedem Schritt enden, landet nie zweimal auf einem Punkt und "
      .. "behält nie seine Richtung bei; der erste Schlag der Partie ist ein einzelner Schritt",
    no_opening_rule = "OMerkels Fanorona-Regeln: wie standard, ohne die Einschränkung des "
      .. "ersten Zuges",
  },
  lessons = {
    { title = "Paika, der stille Zug",
      text = "Das Brett des Fanorona hat 9 mal 5 Punkte und ist wie das des Alquerque gezeichnet. "
        .. "Du spielst Weiß, von unten, und ziehst zuerst. Ein Stein zieht entlang einer Linie auf "
        .. "einen freien Nachbarpunkt; dieser stille Zug, paika, ist nur erlaubt, wenn kein Schlag "
        .. "möglich ist.",
      hint = "a1 hat drei Linien: nach oben, nach rechts und die Diagonale.",
      explain = "Von a1 darf der Stein nach a2, b1 oder b2 ziehen: Es gibt nichts zu schlagen." },
    { title = "Schlagen durch Annäherung",
      text = "Ein Stein, der auf einen gegnerischen Stein zuzieht und auf derselben Linie neben "
        .. "ihm landet, schlägt ihn und jeden gegnerischen Stein, der lückenlos dahinter auf "
        .. "dieser Linie steht.",
      hint = "Ziehe entlang der Linie c auf c3 zu.",
      explain = "c1-c2 landet neben c3 und schlägt c3 und c4, die Linie dahinter." },
    { title = "Schlagen durch Rückzug",
      text = "Ein Stein, der sich gerade entlang ihrer gemeinsamen Linie von einem benachbarten "
        .. "gegnerischen Stein entfernt, schlägt ihn und die gegnerischen Steine, die ihm lückenlos "
        .. "folgen.",
      hint = "Entferne dich von c3, die Linie c hinunter.",
      explain = "c2-c1 zieht sich von c3 zurück und schlägt c3 und c4." },
    { title = "Wählen",
      text = "Ein Zug kann sich einer Linie nähern und sich von einer anderen entfernen. Dann "
        .. "wählst du, welche du schlägst: Die beiden Züge werden mit den geschlagenen Punkten "
        .. "nach einem Schrägstrich geschrieben.",
      hint = "Der Zug c3-d3 nähert sich e3 und entfernt sich von b3: Welche Linie ist länger?",
      explain = "c3xd3/e3,f3 nähert sich und schlägt zwei; c3xd3/b3 zieht sich zurück und schlägt "
        .. "einen." },
    { title = "Mehrfachschläge",
      text = "Nach einem Schlag darf derselbe Stein erneut schlagen, so oft er kann, aber nie "
        .. "auf einen Punkt, auf dem er in diesem Zug schon stand, und nie zweimal hintereinander "
        .. "in derselben Richtung. Er darf aufhören, wann er will.",
      hint = "Nähere dich zuerst c1, dann biege in die Linie b nach oben ab.",
      explain = "a1xb1 schlägt c1 und d1 durch Annäherung; b1xb2 biegt dann ab und nähert sich "
        .. "b3." },
  },
}
