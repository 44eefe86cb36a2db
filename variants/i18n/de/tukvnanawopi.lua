-- Tukvnanawopi in German: the texts of variants/tukvnanawopi.lua (docs/authoring.md, "Translations").
return {
  name = "Tukvnanawopi",
  region = "Hopi, Arizona",
  summary = "Das andere Spiel der Hopi auf dem Brett mit 41 Punkten: wie Tuknanavuhpi, aber das "
    .. "Brett schrumpft um ganze Streifen von Quadraten, an den Enden und an den Seiten.",
  history = "Eines der beiden Spiele der Hopi auf dem Brett des Kharbaga, die die spanische "
    .. "Beschreibung nennt; sie gibt ihm Brett, Steinzahl und Aufstellung des Kharbaga („El "
    .. "patrón del tablero, el número de piezas y la configuración inicial son los mismos que en "
    .. "Kharbaga“) und nennt seine einzigen Unterschiede: Die Steine ziehen jederzeit in alle "
    .. "Richtungen, ohne Umwandlung, und ist eine Reihe von Quadraten an einem Ende des Brettes "
    .. "leer, dürfen dort keine Steine mehr stehen, sodass das Brett immer kleiner wird.",
  notes = "Weiß (Süden) zieht zuerst; Aufstellung, Züge und Schläge sind die des Tuknanavuhpi. "
    .. "Unsere Lesart des Schrumpfens: Ein Streifen ist eine Reihe (oder Spalte) von Quadraten "
    .. "am Rand des Brettes, also seine beiden äußeren Punktlinien (die Randlinie und die "
    .. "Mittelpunkte der Quadrate daneben). Nach jedem Zug stirbt ein solcher Streifen an einem "
    .. "der vier Ränder, solange kein Stein in ihm steht; seine innere Linie bleibt als neuer "
    .. "Rand. Spalten sterben ebenso wie Reihen, wie eine Beschreibung der Hopi es will. Nichts "
    .. "darf auf einen toten Punkt ziehen, dort landen oder ihn überqueren.",
  disputes = {
    { topic = "welche Punkte der mittleren Reihe jede Seite besetzt",
      text = "Die spanische Beschreibung: Die Aufstellung ist die des Kharbaga, das Paar der "
        .. "mittleren Reihe rechts von jeder Seite (Süden g5 und i5). Das Programm folgt seiner "
        .. "Regelreferenz, die dem Tukvnanawopi die Aufstellung des Tuknanavuhpi gibt, das Paar "
        .. "links von jeder Seite (Süden a5 und c5); --rule setup=right spielt die der spanischen "
        .. "Beschreibung." },
    { topic = "welcher Teil des Brettes stirbt",
      text = "Die spanische Beschreibung: Eine leere Reihe von Quadraten an einem Ende des "
        .. "Brettes wird unbespielbar. Eine Beschreibung der Hopi dehnt das auf Spalten von "
        .. "Quadraten an den Seiten aus; wir folgen ihr. Die Umsetzung von Ludii lässt das Brett "
        .. "ganz (Regelwerk ludii)." },
    { topic = "ob Schlagpflicht besteht",
      text = "Die Beschreibungen: wie im Kharbaga, als Pflicht und mit Mehrfachschlag. Die "
        .. "Umsetzung von Ludii macht Schläge freiwillig und einen Sprung lang (Regelwerk "
        .. "ludii)." },
    { topic = "ob der größte Schlag gewählt werden muss",
      text = "Die spanische Beschreibung: Die einzigen Unterschiede zum Kharbaga sind die Züge "
        .. "in alle Richtungen und das schrumpfende Brett, womit die Regel des Kharbaga bleibt: "
        .. "„debe capturarse la línea con mayor número de capturas“ (der Schlag mit den meisten "
        .. "Steinen muss gewählt werden). Das Programm folgt seiner Regelreferenz, die "
        .. "majority=none festlegt: Jeder Schlag darf gewählt werden; --rule majority=count "
        .. "spielt die Regel der Beschreibung." },
  },
  rulesets = {
    standard = "die spanische Beschreibung und Culin: alle Richtungen, keine Damen, Pflicht "
      .. "zum Mehrfachschlag, leere Streifen von Quadraten sterben",
    ludii = "die Umsetzung von Ludii: freiwillige einfache Schläge, das Brett schrumpft nicht",
  },
  lessons = {
    { title = "Alle Richtungen, keine Damen",
      text = "Tukvnanawopi verwendet das Brett des Kharbaga mit 41 Punkten. Du spielst Weiß, von "
        .. "unten, und ziehst zuerst. Steine ziehen entlang der Linien in beliebiger Richtung und "
        .. "werden nie gekrönt; es besteht Schlagpflicht mit Mehrfachschlag, und jeder Schlag darf "
        .. "gewählt werden.",
      ask = "Tippe jeden Zug des Steins auf d4 ein, einen nach dem anderen.",
      hint = "Die beiden Diagonalen durch d4, nach oben und nach unten.",
      explain = "d4 liegt nur auf den beiden Diagonalen, und Steine dürfen ihnen in beide "
        .. "Richtungen folgen: c5, e5, c3 und e3." },

    { title = "Streifen von Quadraten sterben",
      text = "Nach jedem Zug stirbt ein ein Quadrat breiter Streifen an einem Rand des Brettes "
        .. "(seine beiden äußeren Punktlinien: Reihen 1 und 2 unten, Spalten a und b links und so "
        .. "weiter), wenn kein Stein in ihm steht. Tote Punkte gehören nicht mehr zum Brett: "
        .. "Nichts zieht auf sie, landet auf ihnen oder überspringt sie.",
      ask = "Räume den unteren Streifen (Reihen 1 und 2), damit er stirbt.",
      hint = "Dein Stein auf e1 ist die einzige Figur in den Reihen 1 und 2.",
      explain = "Der Streifen besteht aus den Reihen 1 und 2 zusammen: Der Stein muss beide "
        .. "verlassen, und nur ein Zug gerade hinauf nach e3 schafft das.",
      why = "Die Reihen 1 und 2 sind nach dem Zug leer: Der Streifen stirbt, und Reihe 3 ist der "
        .. "neue Rand." },
  },
}
