-- Felli in German: the texts of variants/felli.lua (docs/authoring.md, "Translations").
return {
  sides = { "Schwarz", "Weiß" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Felli",
  region = "Marokko",
  summary = "Das kleinste Spiel der Familie: 6 Steine je Seite auf einer Sanduhr aus 13 Punkten, "
    .. "Züge in alle Richtungen, Schlagen durch Überspringen und Mullahs, die auf den Ecken der "
    .. "gegnerischen Grundlinie gekrönt werden.",
  history = "In Marokko seit den 1980er Jahren belegt, durch marokkanische Spieler in Frankreich "
    .. "(Bouhajbane 1989), und wohl älter, da es dem Alquerque und den anderen Spielen der Region "
    .. "gleicht. Seine nächsten Verwandten auf Sanduhr-Brettern sind Lau kata kati aus Indien und "
    .. "Butterfly aus Mosambik, deren Bretter zwei Querlinien je Dreieck haben, wo das des Felli "
    .. "eine hat. Auch Fich genannt.",
  notes = "Die Quellen überlassen Farben und Anzugsrecht den Spielern; bei uns beginnt Schwarz "
    .. "(Süden), wie im Kharbaga. Jede Seite beginnt auf den sechs Punkten ihres Dreiecks (Süden "
    .. "a1 c1 e1 b2 c2 d2); die Spitze c3 ist frei. Die beiden Seiten eines Dreiecks setzen sich "
    .. "durch die Spitze in denen des anderen fort, sodass ein Stein über c3 von einem Dreieck "
    .. "ins andere springen kann, wie entlang der Mittellinie c1-c5. Ein Stein wird nur auf den "
    .. "beiden Ecken der gegnerischen Grundlinie zum Mullah gekrönt (Süden auf a5 und e5, Norden "
    .. "auf a1 und e1), nicht auf ihrem mittleren Punkt. Das voreingestellte Regelwerk ist unsere "
    .. "Lesart der Mullah-Version: Steine ziehen und schlagen in alle Richtungen, es besteht "
    .. "Schlagpflicht mit Mehrfachschlag, jeder Schlag darf gewählt werden (keine Quelle verlangt "
    .. "den größten), geschlagene Steine verschwinden am Ende des Zuges, ein Stein wird nur "
    .. "gekrönt, wenn sein Zug auf einer Krönungsecke endet, und der Mullah fliegt wie im "
    .. "Kharbaga."
    .. " Bei perfektem Spiel, Wiederholungen außer Acht gelassen (docs/solving.md), gewinnt "
    .. "Schwarz aus der Anfangsstellung des voreingestellten Regelwerks in 25 Halbzügen; die "
    .. "der Regelwerke bouhajbane und simplified sind remis.",
  disputes = {
    { topic = "ob Schlagpflicht besteht",
      text = "Die Mullah-Version von Board Game Geek: Pflicht. Die marokkanischen Spieler "
        .. "(Bouhajbane) und die einfachen Regeln der Wikipedia: freiwillig (Regelwerke "
        .. "bouhajbane, simplified)." },
    { topic = "ob ein Schlag mehrere Steine nehmen darf",
      text = "Die Mullah-Version: Mehrfachschläge sind erlaubt und gehen, da Pflicht, weiter. "
        .. "Bouhajbane und die einfachen Regeln, wie Ludii sie umsetzt: ein Sprung je Zug." },
    { topic = "ob es Mullahs gibt und wie sie ziehen",
      text = "Die einfachen Regeln der Wikipedia: keine Umwandlung (Regelwerk simplified). Die "
        .. "Mullah-Version: Ein Stein, der eine Ecke der gegnerischen Grundlinie erreicht, wird "
        .. "ein Mullah, der auf beliebige Entfernung zieht und schlägt. Bouhajbane: Die "
        .. "umgewandelte Figur zieht beliebig weit; bei Ludii schlägt sie nur durch einen kurzen "
        .. "Sprung, was dieses Programm nicht ausdrücken kann: Wir lassen sie fliegen." },
    { topic = "wo ein Stein gekrönt wird",
      text = "Die Wikipedia nennt die Umwandlung beim Erreichen der ersten Reihe des Gegners; "
        .. "die Mullah-Version und Bouhajbane nennen nur die beiden Ecken der gegnerischen "
        .. "Grundlinie, und wir auch." },
  },
  rulesets = {
    standard = "unsere Lesart der „Mullah“-Version von Board Game Geek: Schlagpflicht mit "
      .. "Mehrfachschlag, fliegende Mullahs, gekrönt auf den Ecken der gegnerischen Grundlinie",
    bouhajbane = "Bouhajbane 1989 (marokkanische Spieler) über Ludii: freiwillige einfache "
      .. "Schläge, Umwandlung auf den gegnerischen Ecken in eine beliebig weit ziehende Figur",
    simplified = "die einfachen Regeln der Wikipedia, wie Ludii sie umsetzt: freiwillige "
      .. "einfache Schläge, keine Umwandlung",
  },
  lessons = {
    { title = "Über die Spitze",
      text = "Das Brett des Felli besteht aus zwei Dreiecken, die sich in der Spitze c3 treffen, "
        .. "13 Punkte insgesamt. Du spielst Schwarz, von unten, und ziehst zuerst. Steine ziehen "
        .. "und schlagen in alle Richtungen. Die Seiten eines Dreiecks setzen sich durch c3 im "
        .. "anderen fort, sodass ein Stein über die Spitze springen kann.",
      hint = "b2, c3 und d4 liegen auf einer Linie durch die Spitze.",
      explain = "Die Linie a1-b2-c3-d4-e5 läuft gerade durch die Spitze: Springe von b2 über c3 "
        .. "und lande auf d4." },

    { title = "Gekrönt nur auf den Ecken",
      text = "Ein Stein wird nur auf den beiden Ecken der gegnerischen Grundlinie zum Mullah "
        .. "gekrönt: a5 und e5 für Schwarz (a1 und e1 für Weiß). Wer c5, die Mitte der "
        .. "Grundlinie, erreicht, wird nicht gekrönt.",
      hint = "Welcher Zug von b4 aus endet auf einer Ecke?",
      explain = "Nur a5 und e5 krönen die Steine von Schwarz, und b4 kann a5 erreichen." },
  },
}
