-- Alquerque in German: the texts of variants/alquerque.lua (docs/authoring.md, "Translations").
return {
  sides = { "Weiß", "Schwarz" },
  name = "Alquerque",
  region = "Spanien und die arabische Welt (Qirkat)",
  summary = "Der Ahnherr: 12 Steine je Seite auf den 25 Punkten der Alquerque-Zeichnung, Züge "
    .. "in alle Richtungen entlang der Linien, Schlagen durch Überspringen, keine Damen.",
  history = "In der arabischen Welt als Qirkat bekannt und in Alfons' X. Libro de los juegos "
    .. "(1283) beschrieben; spätere spanische Autoren (Covarrubias, 1611) fügen das Blasen hinzu. "
    .. "Brett und Aufstellung kehren vergrößert im Zamma, im Kharbaga und in den Spielen der Hopi "
    .. "und Keres wieder. Die Regeln, nach denen die meisten spielen, sind Murrays "
    .. "Rekonstruktion (1951).",
  notes = "Weiß (Süden) zieht zuerst. Jede Seite besetzt ihre zwei Reihen und die zwei Punkte "
    .. "der mittleren Reihe zu ihrer Rechten (Süden d3 und e3, Norden a3 und b3); c3 ist frei. "
    .. "Es gibt keine Damen, daher kann ein Stein auf der letzten Reihe nach Murrays Regeln "
    .. "weiterhin seitwärts und zurück ziehen. Murrays Regeln (die voreingestellten) sind eine "
    .. "Rekonstruktion. Bei covarrubias lesen wir das Blasen wie in der übrigen Familie: Jeder "
    .. "Stein, der hätte schlagen können, es aber nicht tat, darf vom Gegner zu Beginn des "
    .. "nächsten Zuges entfernt werden, der gezogene auf seinem neuen Punkt. Das Regelwerk von "
    .. "R. C. Bell (Steine ziehen nur vorwärts und seitwärts, ein Stein darf nicht auf einen "
    .. "Punkt zurückkehren, den er schon besetzt hat, ein Stein auf der letzten Reihe darf nur "
    .. "ziehen, um zu schlagen) wird mit den Regeloptionen piece_revisit, chain_revisit und "
    .. "far_row_steps geschrieben; unsere Lesart zählt die Punkte des laufenden Schlages als "
    .. "besetzt (chain_revisit=forbidden), sodass ein Mehrfachschlag weder zweimal auf einem "
    .. "Punkt noch auf seinem Start landen darf, und ein Mehrfachschlag, der weitergehen muss "
    .. "(Murrays Regel), aber nur durch Rückkehr weitergehen könnte, als Ganzes verworfen statt "
    .. "einen Sprung früher beendet wird; bleibt dann kein Schlag, zieht der Spieler einfach. "
    .. "Die andere Lesart (der Mehrfachschlag endet vor dem zurückführenden Sprung) ändert perft "
    .. "ab Tiefe 6.",
  disputes = {
    { topic = "ob Schlagpflicht besteht",
      text = "Murray: Pflicht. Alfons' Text: Ein Spieler darf schlagen oder nicht und einen "
        .. "Mehrfachschlag nach Belieben abbrechen (Regelwerk alfonso). Covarrubias: keine "
        .. "Pflicht, aber ein Stein, der hätte schlagen können, wird vom Gegner geblasen "
        .. "(entfernt) (Regelwerk covarrubias)." },
    { topic = "ob ein Mehrfachschlag weitergehen muss",
      text = "Murray: Ein Stein, der erneut springen kann, muss es. Alfons: Er darf nach jedem "
        .. "Sprung aufhören (Regelwerk alfonso); die Umsetzung von Alfons' Regeln in Ludii "
        .. "erlaubt nur einen Sprung (alfonso mit --rule chain=single)." },
    { topic = "in welche Richtungen Steine ziehen",
      text = "Murray, Alfons und Covarrubias: in alle Richtungen entlang der Linien. Bell: nur "
        .. "vorwärts und seitwärts, nie zurück auf einen Punkt, den der Stein schon besetzt hatte "
        .. "(Regelwerk bell)." },
  },
  rulesets = {
    murray = "Murray 1951: Züge in alle Richtungen, Schlagpflicht, Mehrfachschläge müssen "
      .. "weitergehen, jeder Schlag darf gewählt werden",
    alfonso = "Libro de los juegos (1283): Schlagen ist freiwillig, und ein Mehrfachschlag darf "
      .. "nach jedem Sprung enden (mit --rule chain=single ist es die Umsetzung von Ludii)",
    covarrubias = "Covarrubias 1611/1674: Ein Stein, der nicht schlägt, wird geblasen",
    bell = "R. C. Bell: Steine ziehen nur vorwärts und seitwärts, nie zurück auf einen Punkt, "
      .. "den der Stein besetzt hatte, und ein Stein auf der letzten Reihe zieht nur, um zu "
      .. "schlagen",
  },
  lessons = {
    { title = "Züge in alle Richtungen",
      text = "Alquerque wird auf 25 Punkten gespielt. Du spielst Weiß, von unten, und ziehst "
        .. "zuerst. Steine ziehen einen Punkt entlang einer Linie in beliebiger Richtung: "
        .. "vorwärts, seitwärts oder zurück. Diagonalen laufen nur durch jeden zweiten Punkt (a1, "
        .. "c1, b2, c3 ...), daher hat ein Stein auf c3 acht Züge und einer auf b3 vier.",
      ask = "Tippe jeden Zug des Steins auf c3 ein, einen nach dem anderen.",
      hint = "Hoch, runter, links, rechts und die vier Diagonalen.",
      explain = "c3 ist die Mitte des Brettes: Acht Linien treffen sich dort, und ein Stein darf "
        .. "jeder von ihnen einen Punkt weit folgen." },

    { title = "Keine Damen",
      text = "Im Alquerque gibt es keine Krönung: Ein Stein, der die letzte Reihe erreicht, "
        .. "bleibt, wie er war, und da Steine in alle Richtungen ziehen, kann er einfach "
        .. "zurückkommen.",
      ask = "Ziehe den Stein auf b5, auf der letzten Reihe, zurück nach b4.",
      hint = "Tippe b5-b4.",
      explain = "Steine ziehen in alle Richtungen entlang der Linien; b4 ist der nächste Punkt "
        .. "unter b5." },

    { title = "Schlagpflicht, aber freie Wahl",
      text = "Geschlagen wird durch Überspringen, in alle Richtungen, und es besteht "
        .. "Schlagpflicht; ein Stein, der erneut springen kann, muss es. Aber du darfst jeden "
        .. "Schlag wählen, auch einen, der weniger Steine nimmt: Alquerque hat keine "
        .. "Mehrheitsregel. Mehr zu nehmen ist meist klüger.",
      ask = "Wähle einen Schlag, der zwei Steine nimmt.",
      hint = "Von a1 über b2, dann über d4; oder von e3 über e4, dann über d4.",
      explain = "e3xc5 ist hier legal, da jeder Schlag gewählt werden darf, aber er nimmt einen "
        .. "Stein, wo a1xc3xe5 und e3xe5xc3 zwei nehmen." },
  },
}
