-- Aiyawatstani in German: the texts of variants/aiyawatstani.lua (docs/authoring.md, "Translations").
return {
  sides = { "Weiß", "Schwarz" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Aiyawatstani",
  region = "Keres, New Mexico",
  summary = "Das Spiel der Keres auf dem Brett mit 41 Punkten: Kharbaga mit Steinen, die in "
    .. "alle Richtungen ziehen, 20 je Seite (die 22 der Quellen passen nicht) und abwechselnd "
    .. "verteilter mittlerer Reihe.",
  history = "Von den Keres in New Mexico gespielt; der Name soll „die Körner werfen“ bedeuten. "
    .. "Die spanische Beschreibung des Kharbaga nennt es dem Kharbaga sehr ähnlich; der einzige "
    .. "Unterschied sei, dass die Steine in jeder Phase der Partie in alle Richtungen ziehen "
    .. "dürfen und jeder Spieler 22 Steine hat.",
  notes = "Das Problem der 22 Steine: Die Quellen geben jedem Spieler 22 Steine, aber 44 Steine "
    .. "passen nicht auf ein Brett mit 41 Punkten, und die spanische Beschreibung sagt selbst, "
    .. "es sei unklar, wie das Spiel so gespielt werden könnte. Alle Rekonstruktionen verwenden "
    .. "20 je Seite wie im Kharbaga, und wir auch: Jede Seite besetzt ihre vier Reihen (18 "
    .. "Punkte) und zwei Punkte der mittleren Reihe. Diese werden abwechselnd verteilt: Süden "
    .. "nimmt die inneren c5 und g5, Norden die äußeren a5 und i5, und e5 bleibt frei (in der "
    .. "Quelle nimmt der schwarze Spieler die äußeren Punkte). Weiß (Süden) zieht zuerst. Der "
    .. "Rest, die Standardregeln des Kharbaga mit Steinen, die in alle Richtungen ziehen, ist "
    .. "eine Rekonstruktion, ebenso die Variante ohne Mullahs.",
  disputes = {
    { topic = "wie viele Steine jede Seite hat",
      text = "Die Quellen: je 22, was nicht auf 41 Punkte passt (44 Steine). Alle "
        .. "Rekonstruktionen, auch die von Ludii, verwenden je 20 mit freier Mitte." },
    { topic = "welche Punkte der mittleren Reihe jede Seite besetzt",
      text = "Kharbaga gibt jeder Seite die beiden Punkte zu ihrer Rechten. Die Rekonstruktionen "
        .. "des Aiyawatstani wechseln sie ab: Ein Spieler bekommt die inneren Punkte c5 und g5, der "
        .. "andere (in der Quelle der schwarze Spieler) die äußeren a5 und i5." },
    { topic = "ob Steine gekrönt werden",
      text = "Die spanische Beschreibung nennt keinen anderen Unterschied zum Kharbaga als die "
        .. "Züge und die Steinzahl, also werden Steine auf der letzten Reihe zum Mullah gekrönt. "
        .. "Die Umsetzung von Ludii hat keine Umwandlung und lässt jeden Schlag wählen "
        .. "(Regelwerk no_mullah)." },
  },
  rulesets = {
    standard = "die Standardregeln des Kharbaga mit Steinen, die in alle Richtungen ziehen, 20 "
      .. "Steine je Seite, die mittlere Reihe abwechselnd verteilt",
    no_mullah = "die Umsetzung von Ludii: keine Umwandlung, jeder Schlag darf gewählt werden",
  },
  lessons = {
    { title = "Steine ziehen in alle Richtungen",
      text = "Aiyawatstani ist Kharbaga mit einem Unterschied im Spiel: Steine ziehen entlang der "
        .. "Linien in beliebiger Richtung, auch rückwärts, und zwar jederzeit. Du spielst Weiß, "
        .. "von unten, und ziehst zuerst. Auf e3, wo sich acht Linien treffen, hat ein Stein acht "
        .. "Züge.",
      ask = "Tippe jeden Zug des Steins auf e3 ein, einen nach dem anderen.",
      hint = "Entlang aller acht Linien: hoch, runter, seitwärts und die vier Diagonalen.",
      explain = "Im Kharbaga hat ein Stein auf e3 drei Züge, alle vorwärts; hier darf er jeder "
        .. "Linie durch e3 einen Punkt weit folgen: e5, e1, c3, g3, d4, f4, d2, f2." },

    { title = "Trotzdem Mullahs",
      text = "Ein Stein, dessen Zug auf der letzten Reihe endet (Reihe 9 für Weiß), wird auch hier "
        .. "zum Mullah gekrönt und fliegt wie im Kharbaga; es besteht Schlagpflicht mit "
        .. "Mehrfachschlag, und die meisten Steine müssen geschlagen werden.",
      hint = "Der Stein auf d8 ist einen Schritt von Reihe 9 entfernt.",
      explain = "Nur ein Zug, der auf Reihe 9 endet, krönt: von d8 nach c9 oder e9." },

    { title = "20 Steine, nicht 22",
      text = "Die Quellen geben jedem Spieler 22 Steine, aber 44 Steine passen nicht auf 41 "
        .. "Punkte, und alle Rekonstruktionen verwenden je 20. Die mittlere Reihe wird abwechselnd "
        .. "verteilt: Weiß (Süden) nimmt c5 und g5, Schwarz a5 und i5; e5 bleibt frei.",
      ask = "Spiele einen ersten Zug (irgendeinen legalen).",
      hint = "e5 ist der einzige freie Punkt; d4, e3 und f4 erreichen ihn, und c5 und g5 entlang "
        .. "der Reihe.",
      explain = "Nur e5 ist zu Beginn frei, und nur die Steine, die auf einer Linie neben ihm "
        .. "stehen, können dorthin ziehen." },
  },
}
