-- Tuknanavuhpi in German: the texts of variants/tuknanavuhpi.lua (docs/authoring.md, "Translations").
return {
  sides = { "Weiß", "Schwarz" },
  name = "Tuknanavuhpi",
  region = "Hopi, Arizona (auch in Mexiko gespielt)",
  summary = "Ein Spiel der Hopi auf dem Brett mit 41 Punkten: 20 Steine je Seite, die in alle "
    .. "Richtungen ziehen, Schlagpflicht, keine Damen und ein Brett, das schrumpft, wenn sich "
    .. "seine äußeren Reihen leeren.",
  history = "Von Stewart Culin bei den Hopi in Arizona aufgezeichnet (Games of the North "
    .. "American Indians, 1907) und angeblich in ganz Mexiko gespielt. Brett und Steinzahl sind "
    .. "die des Kharbaga, die Aufstellung fast (das Paar der mittleren Reihe links von jeder "
    .. "Seite), was auf eine Verbindung zu den von den Spaniern mitgebrachten Alquerque-Spielen "
    .. "hindeutet. Seine Besonderheit: Ist eine Punktreihe an einem Ende des Brettes leer, kann "
    .. "sie nicht mehr bespielt werden, sodass das Spielfeld immer kleiner wird.",
  notes = "Weiß (Süden) zieht zuerst. Die Aufstellung ist die des Kharbaga mit dem Paar der "
    .. "mittleren Reihe links: Süden a5 und c5, Norden g5 und i5; e5 ist frei. Steine werden "
    .. "nicht umgewandelt und ziehen in alle Richtungen. Unsere Lesart des schrumpfenden "
    .. "Brettes: Nach jedem Zug stirbt die unterste oder oberste noch lebende Punktreihe, "
    .. "solange kein Stein auf ihr steht; nichts darf auf einen toten Punkt ziehen, dort landen "
    .. "oder ihn überqueren.",
  disputes = {
    { topic = "das schrumpfende Brett",
      text = "Culin und die spanische Beschreibung: Eine leere Punktreihe an einem Ende des "
        .. "Brettes kann nicht mehr bespielt werden. Die Umsetzung von Ludii lässt das Brett ganz "
        .. "(Regelwerk ludii). Das Schwesterspiel Tukvnanawopi lässt stattdessen Reihen von "
        .. "Quadraten sterben." },
    { topic = "ob Schlagpflicht besteht",
      text = "Die Beschreibungen: Geschlagen wird wie im Kharbaga, als Pflicht und mit "
        .. "Mehrfachschlag. Die Umsetzung von Ludii macht Schläge freiwillig und einen Sprung "
        .. "lang (Regelwerk ludii)." },
    { topic = "ob ein Mehrfachschlag weitergehen muss",
      text = "Die Beschreibungen: Mehrfachschläge wie im Kharbaga. Ludii: ein Sprung je Zug "
        .. "(Regelwerk ludii)." },
    { topic = "ob der größte Schlag gewählt werden muss",
      text = "Die spanische Beschreibung gibt diesem Spiel keine eigene Schlagregel, nur seine "
        .. "schrumpfenden Punktreihen; von seinem Schwesterspiel Tukvnanawopi sagt sie, die "
        .. "einzigen Unterschiede zum Kharbaga seien die Züge in alle Richtungen und das "
        .. "schrumpfende Brett, womit die Regel des Kharbaga bleibt: „debe capturarse la línea con "
        .. "mayor número de capturas“ (der Schlag mit den meisten Steinen muss gewählt werden). "
        .. "Das Programm folgt seiner Regelreferenz, die majority=none festlegt: Jeder Schlag "
        .. "darf gewählt werden; --rule majority=count spielt die Regel des Kharbaga." },
  },
  rulesets = {
    standard = "Culin 1907 (über Wikipedia und den Text von Ludii): alle Richtungen, keine "
      .. "Damen, Pflicht zum Mehrfachschlag, leere äußere Punktreihen sterben",
    ludii = "die Umsetzung von Ludii: freiwillige einfache Schläge, das Brett schrumpft nicht",
  },
  lessons = {
    { title = "Alle Richtungen, keine Damen",
      text = "Tuknanavuhpi verwendet das Brett des Kharbaga mit 41 Punkten. Du spielst Weiß, von "
        .. "unten, und ziehst zuerst. Steine ziehen entlang der Linien in beliebiger Richtung, "
        .. "auch zurück, und werden nie gekrönt. Der Mittelpunkt eines Quadrats (d4) liegt nur "
        .. "auf den Diagonalen.",
      ask = "Tippe jeden Zug des Steins auf d4 ein, einen nach dem anderen.",
      hint = "Die beiden Diagonalen durch d4, nach oben und nach unten.",
      explain = "d4 liegt nur auf den beiden Diagonalen, und Steine dürfen ihnen in beide "
        .. "Richtungen folgen: c5, e5, c3 und e3." },

    { title = "Das Brett schrumpft",
      text = "Nach jedem Zug stirbt die unterste oder oberste Punktreihe, wenn kein Stein auf "
        .. "ihr steht: Sie gehört für den Rest der Partie nicht mehr zum Brett und wird leer "
        .. "gezeichnet. Dann wird die nächste Reihe betrachtet, und so weiter.",
      ask = "Lass die unterste Reihe (Reihe 1) sterben.",
      hint = "Dein Stein auf e1 ist die einzige Figur auf Reihe 1: Ziehe ihn von der Reihe weg.",
      explain = "Reihe 1 stirbt nur, wenn kein Stein auf ihr steht. Nur e1 steht dort; ihn "
        .. "entlang der Reihe 1 zu ziehen (nach c1 oder g1), hält die Reihe am Leben.",
      why = "Reihe 1 ist nach dem Zug leer, also stirbt sie (und Reihe 2 mit ihr, wenn auch sie "
        .. "leer ist)." },

    { title = "Tote Punkte gehören nicht mehr zum Brett",
      text = "Nichts darf auf einen toten Punkt ziehen, dort landen oder ihn überspringen. Die "
        .. "Reihen 1 und 2 sind hier tot. Es besteht Schlagpflicht mit Mehrfachschlag, aber jeder "
        .. "Schlag darf gewählt werden.",
      hint = "c1 ist tot, also kann der Sprung über c3 dort nicht landen. Beginne mit b4.",
      explain = "Ein Sprung über c3 gerade nach unten würde auf c1 landen, das tot ist. "
        .. "Überspringe zuerst b4 nach a3; von dort kann c3 seitwärts nach e3 übersprungen "
        .. "werden." },
  },
}
