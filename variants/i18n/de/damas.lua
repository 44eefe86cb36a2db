-- Damas in German: the texts of variants/damas.lua (docs/authoring.md, "Translations").
return {
  sides = { "Weiß", "Schwarz" },
  king_name = "Dame",
  king_plural = "Damen",
  name = "Damas",
  region = "Spanien, Portugal, Lateinamerika und Nordafrika",
  summary = "Spanische Dame: 12 Steine je Seite auf den 32 Spielfeldern eines 8 x 8 großen "
    .. "Brettes, Steine ziehen und schlagen diagonal vorwärts, fliegende Damen, der größte "
    .. "Schlag ist Pflicht.",
  history = "Wohl die älteste noch gespielte Form des Damespiels: Man nimmt an, dass sie im "
    .. "Spanien des späten Mittelalters entstand, als die Sprungschläge des Alquerque auf das "
    .. "Schachbrett übertragen wurden, und sie wird in Spanien, Portugal, Lateinamerika und "
    .. "Nordafrika (Algerien, Marokko, Tunesien) gespielt. Die Mullahs des Kharbaga, "
    .. "umgewandelte Steine, die entlang der Linien fliegen, sollen von ihr stammen, und die "
    .. "spanische Beschreibung des Kharbaga nennt sie unter den Verwandten des Spiels.",
  notes = "Weiß (Süden) zieht zuerst, wie alle Quellen sagen. Die Spielfelder sind b1, d1, f1, "
    .. "h1, a2 ... g8: die 32 Felder, deren Spalten- und Reihennummer zusammen eine ungerade Zahl "
    .. "ergeben, sodass die rechte Ecke des Südens, h1, dazugehört und die lange Diagonale von "
    .. "h1 nach a8 läuft, wie die spanischen Quellen es wollen. Auf einem wie üblich "
    .. "aufgestellten Schachbrett (a1 dunkel) sind das die hellen Felder. Die Regelreferenz des "
    .. "Projekts beschreibt das Brett als die 32 dunklen Felder eines 8 x 8 großen Brettes; mit "
    .. "a1 dunkel sind das a1, c1 ... h8, das Spiegelbild von diesen: dasselbe Spiel in anderen "
    .. "Koordinaten. Jede Seite beginnt auf ihren ersten drei Reihen: Süden b1 bis h3, Norden a6 "
    .. "bis g8. Steine ziehen und schlagen nur vorwärts, diagonal. Damen fliegen. Der Schlag mit "
    .. "den meisten Steinen ist Pflicht und unter diesen der mit den meisten Damen (die Regeln "
    .. "der Quantität und der Qualität). Ein Stein, der beim Schlagen die letzte Reihe erreicht, "
    .. "beendet dort seinen Zug und wird gekrönt; da Steine nur vorwärts schlagen, könnte er "
    .. "ohnehin nicht weiter. Geschlagene Steine verschwinden am Ende des Zuges und können daher "
    .. "nicht zweimal übersprungen werden. Wer nicht ziehen kann, verliert.",
  disputes = {
    { topic = "welcher Schlag gewählt werden muss",
      text = "Alle Quellen: der mit den meisten Steinen (Quantität). Unter gleichen: torofun und "
        .. "section64 der mit den meisten Damen (Qualität), die hier verwendete Regel. mindsports "
        .. "verlangt stattdessen den größten Wert, wobei eine Dame mehr zählt als ein Stein, aber "
        .. "weniger als zwei Steine, was zwei Damen vor drei Steinen bevorzugen kann." },
    { topic = "ob ein versäumter Schlag bestraft wird",
      text = "Offizielle Regeln: Es besteht Schlagpflicht, und es wird nicht geblasen („no se "
        .. "sopla“). Im Freizeitspiel darf der Gegner oft stattdessen den Stein blasen, der nicht "
        .. "geschlagen hat (--rule capture=huff)." },
    { topic = "die Ausrichtung des Brettes",
      text = "Spanische Quellen legen die lange Diagonale rechts von jedem Spieler an, und "
        .. "section64 sagt, es werde „on the white squares of a 8x8 checkerboard“ gespielt (auf "
        .. "den weißen Feldern eines 8x8-Brettes); das Programm tut dasselbe (h1 bis a8). "
        .. "mindsports merkt an, dass die Diagonale in Portugal abweichen kann, und die "
        .. "Regelreferenz des Projekts beschreibt das Brett als die 32 dunklen Felder, die auf "
        .. "einem Brett mit dunklem a1 das Spiegelbild von diesen sind. Die Regeln sind dieselben "
        .. "und ebenso alle Zugzahlen: dasselbe Brett im Spiegel gesehen." },
  },
  rulesets = {
    standard = "die spanischen Regeln: Steine vorwärts, fliegende Damen, Pflicht zum Schlag mit "
      .. "den meisten Steinen, dann mit den meisten Damen",
  },
  lessons = {
    { title = "Nur diagonal vorwärts",
      text = "Damas wird auf 32 Feldern eines Damebrettes gespielt, alle von einer Farbe, und nur "
        .. "entlang der Diagonalen. Du spielst Weiß, von unten, und ziehst zuerst. Steine ziehen "
        .. "und schlagen nur vorwärts, diagonal: Anders als im Kharbaga schlägt ein Stein nie "
        .. "rückwärts.",
      hint = "Springe vorwärts über e4.",
      explain = "Der schwarze Stein auf c2 steht hinter deinem: Im Damas schlagen Steine nicht "
        .. "rückwärts. Der auf e4 steht vor dir, und f5 dahinter ist frei." },

    { title = "Die meisten Steine, dann die meisten Damas",
      text = "Du musst die meisten Steine schlagen; unter Schlägen mit gleich vielen musst du die "
        .. "meisten Damas schlagen (Damen, als Großbuchstaben angezeigt).",
      hint = "Beide Schläge nehmen einen Stein; einer davon nimmt eine Dama.",
      explain = "d3xf5 schlägt einen Stein und h3xf5 eine Dama: Beide nehmen eine Figur, also "
        .. "muss die Dama geschlagen werden." },

    { title = "Die Krönung zur Dama",
      text = "Ein Stein, dessen Zug auf der letzten Reihe endet (Reihe 8 für Weiß), wird eine "
        .. "Dama, die wie der Mullah des Kharbaga entlang der Diagonalen fliegt.",
      hint = "Der Stein auf d7 ist einen Schritt von Reihe 8 entfernt.",
      explain = "Nur ein Zug, der auf Reihe 8 endet, krönt: von d7 nach c8 oder e8." },
  },
}
