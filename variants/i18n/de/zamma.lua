-- Zamma in German: the texts of variants/zamma.lua (docs/authoring.md, "Translations").
return {
  sides = { "Schwarz", "Weiß" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Zamma",
  region = "Sahara und Nordafrika (Mauretanien: Srand, Dhamet)",
  summary = "Das große Spiel der Familie: 40 Steine je Seite auf den 81 Punkten von vier "
    .. "Alquerque-Brettern, Züge nach vorn, Schlagpflicht mit Mehrheitsregel, fliegende Mullahs.",
  history = "In der ganzen Sahara und in Nordafrika unter vielen Namen gespielt (Zamma, Damma); "
    .. "in Mauretanien ist es das Nationalspiel Srand oder Dhamet, bei dem geschlagene Steine "
    .. "sofort vom Brett gehen. Das Brett besteht aus vier Alquerque-Brettern nebeneinander ohne "
    .. "zusätzliche Diagonalen, und die Aufstellung ist die des Alquerque: jeder Punkt besetzt "
    .. "außer der Mitte. Steine rücken vor, bis sie zum Mullah (oder Sultan) gekrönt werden, wie "
    .. "beim Damespiel. In Mauretanien heißen die schwarzen Steine Männer und die weißen Frauen; "
    .. "in der Sahara dienen kurze Stöckchen und Kameldung als Spielsteine.",
  notes = "Schwarz (Süden) zieht zuerst, wie die Quellen zum Zamma sagen. Jede Seite besetzt "
    .. "ihre vier Reihen (36 Punkte) und die vier Punkte der mittleren Reihe zu ihrer Rechten "
    .. "(Süden f5 bis i5, Norden a5 bis d5); e5 ist frei. Das mauretanische Spiel (Regelwerk "
    .. "srand) nimmt jeden geschlagenen Stein sofort vom Brett; die anderen lassen sie bis zum "
    .. "Ende des Zuges stehen, sodass ein Mullah keinen zweimal überspringen kann. Bei monod darf "
    .. "ein Spieler einen Schlag auslassen, aber der Gegner darf dann vor seinem Zug einen Stein, "
    .. "der hätte schlagen können, blasen (entfernen); wir lesen das so, dass jeder Stein, der "
    .. "hätte schlagen können, geblasen werden darf, der gezogene auf seinem neuen Punkt, und "
    .. "dass das Recht zu blasen nur für den nächsten Zug des Gegners gilt.",
  disputes = {
    { topic = "wann geschlagene Steine das Brett verlassen",
      text = "mindsports und die Quellen zum Zamma: Geschlagene Steine bleiben bis zum Ende des "
        .. "Zuges stehen (sie versperren den Weg, und ein Mullah kann sie nicht zweimal "
        .. "überspringen). Mauretanisches Srand/Dhamet: Jeder verlässt das Brett, sobald er "
        .. "übersprungen ist (Regelwerk srand)." },
    { topic = "ob Schlagpflicht besteht",
      text = "mindsports und die Quellen zum Zamma: Pflicht, mit den meisten Steinen. Monod "
        .. "(1951, über Ludii): keine Pflicht, aber wer einen Schlag auslässt, dem darf der Gegner "
        .. "den Stein blasen, der ihn hätte ausführen können, und jeder Schlag darf gewählt werden "
        .. "(Regelwerk monod)." },
    { topic = "ob der größte Schlag gewählt werden muss",
      text = "mindsports: Der Schlag mit den meisten Steinen ist Pflicht. Monod über Ludii: Jeder "
        .. "Schlag darf gewählt werden (Regelwerk monod)." },
    { topic = "ob Steine seitwärts ziehen",
      text = "Die Beschreibungen: nur vorwärts, gerade oder diagonal. Die Umsetzung von Dagaz "
        .. "lässt Steine auch nach links und rechts entlang der waagrechten Linien ziehen "
        .. "(Regelwerk dagaz)." },
    { topic = "ein Stein, der beim Schlagen die letzte Reihe überquert",
      text = "Die Beschreibungen: Er wird nur gekrönt, wenn der Zug dort endet. Die Umsetzung von "
        .. "Dagaz beendet den Zug auf der letzten Reihe und krönt den Stein (Regelwerk dagaz)." },
  },
  rulesets = {
    standard = "mindsports.nl und die Beschreibungen des Zamma: wie die Standardregeln des "
      .. "Kharbaga",
    srand = "mauretanisches Srand/Dhamet: Geschlagene Steine verlassen das Brett sofort",
    monod = "Monod 1951 über Ludii: keine Schlagpflicht, ein Stein, der hätte schlagen können, "
      .. "darf geblasen werden, jeder Schlag darf gewählt werden",
    dagaz = "die Umsetzung von Dagaz: Steine ziehen auch seitwärts, ein Stein, der beim Schlagen "
      .. "die letzte Reihe erreicht, bleibt dort stehen und wird gekrönt",
  },
  lessons = {
    { title = "81 Punkte, und Diagonalen an jedem zweiten",
      text = "Das Brett des Zamma besteht aus vier Alquerque-Brettern nebeneinander: 9 Reihen "
        .. "zu 9 Punkten, jede Kreuzung ein Punkt, und benachbarte Reihen folgen einander im "
        .. "Abstand eins (d4, dann d5). Gerade Linien verbinden jeden Punkt mit seinen Nachbarn, "
        .. "aber Diagonalen laufen nur durch jeden zweiten Punkt: a1, c1, b2, d4 ... (Spalte und "
        .. "Reihe beide ungerade oder beide gerade, a als 1 gezählt). Du spielst Schwarz, von "
        .. "unten; Steine ziehen vorwärts, gerade oder diagonal, wie im Kharbaga.",
      ask = "Tippe jeden legalen Zug ein, einen nach dem anderen (zwei Steine können ziehen).",
      hint = "d4 hat Diagonalen, e4 nicht.",
      explain = "d4 liegt auf zwei Diagonalen, also zieht sein Stein nach c5, d5 oder e5; e4 "
        .. "liegt nur auf geraden Linien, also zieht sein Stein allein nach e5." },

    { title = "Mehrfachschlag ist Pflicht, die meisten Steine",
      text = "Geschlagen wird wie im Kharbaga: Ein Stein überspringt einen Gegner, der auf einer "
        .. "Linie neben ihm steht, in beliebiger Richtung; er muss schlagen, wenn er kann, muss "
        .. "weiterspringen, solange er kann, und muss einen Schlag wählen, der die meisten Steine "
        .. "nimmt. Geschlagene Steine verlassen das Brett am Ende des Zuges.",
      hint = "Überspringe c4 gerade nach oben, dann schau entlang der Diagonale von c5.",
      explain = "c3xa3 schlägt einen Stein, aber über c4 nach c5 und dann über d6 nach e7 zu "
        .. "springen schlägt zwei, und die meisten müssen geschlagen werden." },

    { title = "Srand: Geschlagene Steine gehen sofort",
      text = "In Mauretanien (Srand, Dhamet; Regelwerk srand) verlässt jeder geschlagene Stein "
        .. "das Brett, sobald er übersprungen ist, und sein Punkt bleibt für den Rest des Zuges "
        .. "frei: Ein Mullah darf ihn erneut überqueren. Nach den Standardregeln bleibt der "
        .. "geschlagene Stein bis zum Ende des Zuges stehen und versperrt den Rückweg.",
      hint = "Überspringe f6, lande auf g7 und fliege dann auf derselben Diagonale zurück, an f6 "
        .. "und e5 vorbei, über c3.",
      explain = "Bei srand ist f6 nach dem Sprung verschwunden, also kann der Mullah von g7 die "
        .. "Diagonale hinunter zurückfliegen und auch c3 überspringen: zwei Steine, und die "
        .. "meisten müssen geschlagen werden." },
  },
}
