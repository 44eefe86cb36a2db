-- Fanoron-Dimy in German: the texts of variants/fanoron_dimy.lua (docs/authoring.md).
return {
  name = "Fanoron-Dimy",
  region = "Madagaskar",
  summary = "Fanorona auf 5 x 5 Punkten, 12 Steine je Seite, Schlag durch Annäherung und "
    .. "Rückzug: bei perfektem Spiel ein Remis.",
  history = "Madagaskar spielt Fanorona auf drei Brettern: Fanoron-Telo auf 3 x 3 Punkten, ein "
    .. "Spiel der Dreierreihe ohne Schlagen; Fanoron-Dimy auf 5 x 5; und Fanoron-Tsivy, das volle "
    .. "Spiel, auf 9 x 5 (telo, dimy und sivy heißen auf Malagasy drei, fünf und neun). Das Brett "
    .. "des Fanoron-Dimy ist das des Alquerque, mit derselben Zahl von Steinen, und seine Regeln "
    .. "sind die des Fanorona. Wie das volle Spiel (Schadd und andere, 2008) ist es bei perfektem "
    .. "Spiel ein Remis.",
  notes = "Die Quellen nennen das Brett und geben die Regeln des Fanorona; die Anfangsstellung "
    .. "ist hier die des großen Bretts, verkleinert: jede Seite besetzt ihre ersten zwei Reihen "
    .. "und ihre Hälfte der mittleren Reihe, die die Farben abwechselt, die Mitte c3 frei (Weiß "
    .. "a3, d3; Schwarz b3, e3). Weiß (Süden) beginnt. Aus der Anfangsstellung als Remis bewiesen, "
    .. "unter beiden Regelwerken: die Beweiszahlsuche, mit den Endspieltabellen von höchstens 6 "
    .. "Steinen an ihren Blättern (kharbaga solve --variant fanoron_dimy --pieces 6, dann "
    .. "--prove), zeigt, dass keine Seite den Sieg erzwingen kann. Die Eröffnungsregel ändert hier "
    .. "nichts: Weiß muss sofort schlagen, und kein erster Schlag kann weitergehen, also spielen "
    .. "beide Regelwerke dasselbe Spiel.",
  lessons = {
    { title = "Paika, der stille Zug",
      text = "Das Brett des Fanoron-Dimy ist das des Alquerque, 5 mal 5 Punkte. "
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
      hint = "Der Zug c2-c3 nähert sich c4 und entfernt sich von c1: Welche Linie ist länger?",
      explain = "c2xc3/c4,c5 nähert sich und schlägt zwei; c2xc3/c1 zieht sich zurück und schlägt "
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
