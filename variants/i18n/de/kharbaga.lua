-- Kharbaga in German: the texts of variants/kharbaga.lua (docs/authoring.md, "Translations").
return {
  sides = { "Schwarz", "Weiß" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Kharbaga",
  region = "Nordafrika (Tunesien, Marokko)",
  summary = "Der kleine Vetter des Zamma: 20 Steine je Seite auf 41 Punkten, Züge nach vorn, "
    .. "Schlagpflicht mit Mehrheitsregel, fliegende Mullahs.",
  history = "Seit Jahrhunderten in Nordafrika gespielt; die Idee, dass Steine vorrücken, bis sie "
    .. "zum Mullah gekrönt werden, stammt vielleicht vom Damespiel (17. Jahrhundert), was "
    .. "allerdings umstritten ist. Spiele der Hopi und der Keres auf demselben Brett deuten auf "
    .. "eine Verbindung zum Alquerque hin.",
  notes = "Die Quellen überlassen Farben und Anzugsrecht den Spielern, außer der deutschen "
    .. "(Schwarz beginnt); wir folgen ihr. Die „4 Steine“ des deutschen Textes auf der mittleren "
    .. "Reihe sind die Zahl des Zamma und passen nicht auf 41 Punkte: Jede Seite hat 18 + 2 = 20.",
  disputes = {
    { topic = "wann geschlagene Steine das Brett verlassen",
      text = "Spanisch und Russisch: In einer Variante, in der geschlagene Steine nicht sofort "
        .. "entfernt werden, kann der Mullah zu keinem von ihnen zurückkehren und ihn noch einmal "
        .. "überspringen; in einer Variante, in der sie sofort entfernt werden, darf er erneut über "
        .. "sie hinwegziehen, um andere Steine zu schlagen. Keine sagt, welche üblich ist. "
        .. "Deutsch: „In einer Variante nimmt man die geschlagenen gegnerischen Steine vom Brett, "
        .. "wenn sie übersprungen wurden“, dazu ein Hinweis, dass in den Varianten, in denen sie "
        .. "auf dem Brett bleiben, bis der letzte übersprungen ist, „können die geschlagenen "
        .. "übersprungen werden“, was kein Wert von removal erlaubt. Das Programm folgt seiner "
        .. "Regelreferenz: Bei removal=end bleiben geschlagene Steine bis zum Ende des Zuges "
        .. "stehen, versperren den Weg und können nicht zweimal übersprungen werden; "
        .. "removal=immediate nimmt jeden vom Brett, sobald er übersprungen ist (Regelwerk "
        .. "immediate)." },
    { topic = "wo ein Mullah nach dem Schlagen landet",
      text = "Spanisch: irgendwo hinter dem geschlagenen Stein. Deutsch: mehrere Punkte dahinter, "
        .. "„wenn er keine weiteren Steine mehr zu schlagen hat“, hier so gelesen: Er muss dort "
        .. "landen, wo er erneut schlagen kann, wenn es einen solchen Punkt gibt (Regelwerk "
        .. "german)." },
    { topic = "ob Steine seitwärts ziehen",
      text = "Alle Quellen: nur vorwärts, gerade oder diagonal. Die Variante des deutschen Textes "
        .. "lässt Steine auch nach links und rechts entlang der waagrechten Linien ziehen." },
    { topic = "ein Stein, der beim Schlagen die letzte Reihe überquert",
      text = "Spanisch und Deutsch stimmen überein: Er wird nicht gekrönt, wenn der Zug nicht "
        .. "dort endet. Die Umsetzung von Dagaz beendet den Zug stattdessen auf der letzten Reihe "
        .. "(Regelwerk dagaz)." },
  },
  rulesets = {
    standard = "die spanische Beschreibung: Schlagpflicht, und zwar der Schlag mit den meisten "
      .. "Steinen (so auch die deutsche; die russische sagt weder das eine noch das andere); "
      .. "Steine ziehen vorwärts und schlagen in alle Richtungen, Mullahs fliegen (alle drei "
      .. "stimmen überein); geschlagene Steine bleiben bis zum Ende des Zuges stehen (eine der "
      .. "beiden Varianten, die alle drei nennen)",
    immediate = "die von allen drei Beschreibungen genannte Variante, in der geschlagene Steine "
      .. "das Brett verlassen, sobald sie übersprungen sind (das Regelwerk srand des Zamma tut "
      .. "dasselbe)",
    german = "die deutsche Beschreibung: Ein Mullah landet dort, wo er erneut schlagen kann; "
      .. "ihre eigene Variante lässt Steine auch seitwärts ziehen (dazu --rule "
      .. "men_move=forward_sideways)",
    ludii = "die Umsetzung von Ludii (deren eigener Text das Standardspiel beschreibt)",
    dagaz = "die Umsetzung von Dagaz",
  },
  lessons = {
    { title = "Punkte, Linien und dein erster Zug",
      text = "Kharbaga wird auf den 41 Punkten gespielt, an denen sich die Linien des Brettes "
        .. "kreuzen, nicht auf Feldern. Jeder Punkt hat einen Namen: den Buchstaben seiner Spalte "
        .. "(a bis i, von links) und die Nummer seiner Reihe (1 bis 9, von unten). Du spielst "
        .. "Schwarz: die Steine b unten (Süden); Weiß, die Steine w, spielt von oben. Ein Stein "
        .. "zieht entlang einer Linie zum nächsten Punkt, der frei sein muss. Ein Zug wird als "
        .. "Startpunkt, Bindestrich und Zielpunkt geschrieben.",
      ask = "Ziehe den Stein auf e3 die Linie gerade hinauf nach e5: Tippe e3-e5.",
      hint = "Tippe e3-e5 und drücke die Eingabetaste.",
      explain = "Der Stein steht auf e3 (Spalte e, Reihe 3). Der Punkt darüber auf derselben "
        .. "Linie ist e5, also wird der Zug e3-e5 geschrieben.",
      why = "Es gibt keinen Punkt e4: Die geraden Linien verbinden e1, e3, e5, e7 und e9, und "
        .. "die Reihen 2, 4, 6 und 8 enthalten nur die Mittelpunkte der Quadrate (b2, d4, f6 ...)." },

    { title = "Steine ziehen vorwärts, gerade oder diagonal",
      text = "Ein Stein (eine nicht gekrönte Figur) zieht nur vorwärts: für Schwarz nach oben, "
        .. "gerade entlang einer Linie oder diagonal. Er zieht nie rückwärts oder seitwärts. Auf "
        .. "einem Punkt, an dem sich acht Linien treffen, wie e3, hat ein Stein drei Züge nach "
        .. "vorn.",
      ask = "Tippe jeden Zug des Steins auf e3 ein, einen nach dem anderen.",
      hint = "Gerade nach oben, nach oben links, nach oben rechts.",
      explain = "Vorwärts heißt zum oberen Rand des Brettes. Von e3 führen die Linien hinauf nach "
        .. "e5, diagonal hinauf nach d4 und diagonal hinauf nach f4; jede andere Richtung geht "
        .. "seitwärts oder zurück." },

    { title = "Mittelpunkte der Quadrate haben nur Diagonalen",
      text = "Die Punkte in der Mitte jedes Quadrats (b2, d4, f6 und so weiter) liegen nur auf "
        .. "den beiden Diagonalen: Keine gerade Linie läuft durch sie. Ein Stein auf d4 kann nach "
        .. "oben links oder oben rechts ziehen, sonst nichts.",
      ask = "Tippe jeden Zug des Steins auf d4 ein, einen nach dem anderen.",
      hint = "Folge den beiden Diagonalen von d4 aus nach oben.",
      explain = "d4 ist der Mittelpunkt eines Quadrats: Seine Linien sind die Diagonalen nach c5 "
        .. "und e5 nach oben (und nach c3 und e3 nach unten, also rückwärts)." },

    { title = "Schlagen durch Überspringen",
      text = "Du schlägst einen gegnerischen Stein, der auf einer Linie neben deinem Stein "
        .. "steht, indem du ihn auf den freien Punkt direkt dahinter auf derselben Linie "
        .. "überspringst. Der geschlagene Stein wird vom Brett genommen. Ein Schlag wird mit "
        .. "einem x geschrieben: Startpunkt, x, Landepunkt.",
      ask = "Schlage den weißen Stein auf e5.",
      hint = "Springe von e3 über e5 und lande auf e7: e3xe7.",
      explain = "Der weiße Stein steht auf e5, auf der aufwärts führenden Linie neben deinem "
        .. "Stein. Der Punkt dahinter auf dieser Linie, e7, ist frei: Springe dorthin." },

    { title = "Steine schlagen in alle Richtungen",
      text = "Ein Stein zieht nur vorwärts, aber er schlägt in alle Richtungen entlang der "
        .. "Linien: vorwärts, seitwärts und rückwärts.",
      ask = "Schlage den weißen Stein hinter deinem.",
      hint = "Springe rückwärts, die Linie hinunter: e5xe1.",
      explain = "Der weiße Stein auf e3 steht direkt hinter deinem Stein auf e5, und e1 dahinter "
        .. "ist frei. Ein Sprung rückwärts ist erlaubt, wenn er schlägt." },

    { title = "Es besteht Schlagpflicht",
      text = "Wenn du schlagen kannst, musst du es: Ein einfacher Zug ist nicht erlaubt, solange "
        .. "einer deiner Steine schlagen kann. Sieh dir das ganze Brett an, bevor du ziehst.",
      ask = "Finde den Zug, den du spielen musst.",
      hint = "Der Stein auf g3 hat einen Gegner neben sich auf einer Diagonale.",
      explain = "Der Stein auf g3 kann den weißen Stein auf f4 nach e5 überspringen; ein Schlag "
        .. "ist also möglich, und jeder einfache Zug ist diesmal verboten." },

    { title = "Mehrfachschlag: weiterspringen, solange es geht",
      text = "Kann derselbe Stein nach einem Sprung von seinem Landepunkt aus einen weiteren "
        .. "Stein überspringen, muss er im selben Zug weiterspringen und darf zwischen den "
        .. "Sprüngen die Richtung wechseln. Schreibe jeden Landepunkt (c1xe3xe7) oder nur Start "
        .. "und Ziel, wenn nur ein Schlag passt (c1xe7).",
      ask = "Schlage mit einem Zug so viele Steine wie möglich.",
      hint = "Springe über b2 nach c3, dann gerade hinauf über c5.",
      explain = "Von a1 springt der Stein über b2 und landet auf c3. Von c3 kann er c5 "
        .. "überspringen und auf c7 landen, also muss er es: Ein Zug darf nicht enden, solange der "
        .. "Mehrfachschlag weitergehen kann." },

    { title = "Die meisten Steine schlagen",
      text = "Sind mehrere Schläge möglich, musst du einen wählen, der die meisten Steine "
        .. "schlägt (die Mehrheitsregel). Unter Schlägen mit gleich vielen Steinen wählst du "
        .. "frei.",
      hint = "Ein Schlag nimmt einen einzigen Stein; die Sprünge, die über f4 beginnen, nehmen "
        .. "zwei.",
      explain = "e3xe7 schlägt einen Stein, aber der Mehrfachschlag, der mit dem Sprung über f4 "
        .. "beginnt, geht weiter und schlägt zwei; der Schlag mit einem Stein ist also nicht "
        .. "erlaubt." },

    { title = "Die Krönung zum Mullah",
      text = "Ein Stein, dessen Zug auf der letzten Reihe endet (Reihe 9 für Schwarz), wird "
        .. "gekrönt: Er wird ein Mullah, angezeigt durch einen Großbuchstaben. Mullahs sind viel "
        .. "stärker als Steine.",
      hint = "Der Stein auf d8 ist einen Schritt von Reihe 9 entfernt.",
      explain = "Nur ein Zug, der auf Reihe 9 endet, krönt. Der Stein auf d8 kann nach c9 oder "
        .. "e9 ziehen." },

    { title = "Gekrönt nur, wo der Zug endet",
      text = "Ein Stein wird nur gekrönt, wenn sein ganzer Zug auf der letzten Reihe endet. "
        .. "Berührt ein Mehrfachschlag die letzte Reihe und führt wieder hinunter, bleibt der "
        .. "Stein ein Stein.",
      hint = "Überspringe b8 und lande auf c9, dann überspringe d8.",
      explain = "Der Stein muss beide Steine schlagen: über b8 nach c9, dann über d8 nach e7.",
      why = "Der Stein hat Reihe 9 auf c9 berührt, aber sein Zug endete auf e7, also wird er "
        .. "nicht gekrönt." },

    { title = "Der Mullah fliegt",
      text = "Ein Mullah zieht in einem Zug entlang einer Linie über beliebig viele freie "
        .. "Punkte, vorwärts oder rückwärts.",
      ask = "Ziehe den Mullah in einem Zug von a1 nach h8.",
      hint = "Die lange Diagonale von a1 läuft über b2, c3 ... bis i9: Tippe a1-h8.",
      explain = "a1 und h8 liegen auf derselben Diagonale, und jeder Punkt dazwischen ist frei; "
        .. "der Mullah kann also in einem Zug dorthin: a1-h8." },

    { title = "Der Mullah schlägt aus der Ferne",
      text = "Ein Mullah schlägt einen Stein irgendwo entlang einer Linie, wenn zwischen ihnen "
        .. "nur freie Punkte liegen und der Punkt dahinter frei ist. Er landet auf einem "
        .. "beliebigen freien Punkt dahinter und muss dann weiterschlagen, wenn er kann; wähle "
        .. "also einen Landepunkt, von dem aus er erneut springen kann. Die Steine, die er "
        .. "schlägt, bleiben bis zum Ende des Zuges auf dem Brett und können nicht zweimal "
        .. "übersprungen werden.",
      hint = "Überspringe d4 entlang der langen Diagonale und lande dort, wo g5 mit dir auf einer "
        .. "Linie liegt.",
      explain = "Jeder Schlag muss die meisten Steine nehmen: hier zwei. Landet der Mullah auf "
        .. "e5, f6 oder g7, kann er auch g5 überspringen; auf h8 oder i9 nicht." },

    { title = "Wie die Partie endet",
      text = "Du gewinnst, wenn dein Gegner keine Steine mehr hat oder keinen legalen Zug machen "
        .. "kann, wenn er an der Reihe ist. Eine Partie ist remis, wenn dieselbe Stellung zum "
        .. "dritten Mal entsteht, oder nach 40 Zügen in Folge (beider Spieler zusammengezählt) "
        .. "ohne Schlag und ohne Vorwärtszug eines Steins.",
      ask = "Der letzte Stein von Weiß, auf a9, hat einen Ausweg. Versperre ihn und gewinne.",
      hint = "Weiß könnte b8 überspringen und auf c7 landen, wenn c7 frei bleibt.",
      explain = "Nach deinem Zug ist Weiß an der Reihe. Der Stein auf a9 kann nach a7 oder b8 "
        .. "ziehen (beide besetzt) oder a7 bzw. b8 überspringen, wenn a5 bzw. c7 frei ist. Besetze "
        .. "den freien Punkt, ohne einen anderen zu öffnen.",
      why = "Der weiße Stein ist eingemauert: kein Zug und kein Sprung, also kann Weiß nicht "
        .. "ziehen und verliert." },

    { title = "Der Beginn einer Partie",
      text = "Eine Partie beginnt mit je 20 Steinen. Schwarz (Süden) besetzt die unteren vier "
        .. "Reihen sowie g5 und i5; Weiß die oberen vier Reihen sowie a5 und c5. Nur e5 ist "
        .. "frei, also geht der erste Zug dorthin, und sofort folgt ein Schlag. Schwarz beginnt.",
      ask = "Spiele einen ersten Zug (irgendeinen legalen).",
      hint = "Drei Steine können nach e5 ziehen: von e3, d4 oder f4.",
      explain = "Nur e5 ist zu Beginn frei, und nur die Steine darunter auf einer Linie können "
        .. "dorthin ziehen." },
  },
}
