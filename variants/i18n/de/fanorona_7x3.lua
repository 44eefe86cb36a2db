-- Fanorona 7 x 3 in German: the texts of variants/fanorona_7x3.lua (docs/authoring.md).
return {
  name = "Fanorona 7 x 3",
  region = "nirgends: das Fanorona, zum Lösen verkleinert",
  summary = "Die Regeln des Fanorona auf 7 x 3 Punkten, 10 Steine je Seite, ein zum Lösen "
    .. "verkleinertes Brett: Weiß, das beginnt, gewinnt bei perfektem Spiel in 17 Halbzügen.",
  history = "Kein traditionelles Spiel. Die Regeln des Fanorona auf einer kleineren "
    .. "Alquerque-Zeichnung, mit der Anfangsstellung wie auf dem Brett von 9 x 5, ergeben ein "
    .. "Spiel, das klein genug ist, um es zu lösen. Die Quellen beschreiben das Fanorona auf 9 x 5 "
    .. "Punkten und das Fanoron-Dimy auf 5 x 5 (das Spiel fanoron_dimy), nicht dieses Brett: es "
    .. "ist eines der Bretter dazwischen, auf denen das Spiel gelöst wurde.",
  notes = "Jede Seite besetzt ihre erste Reihe und ihre Hälfte der mittleren Reihe, die wie auf "
    .. "dem Brett des Fanorona die Farben abwechselt, die Mitte d2 frei (Weiß a2, c2, f2; Schwarz "
    .. "b2, e2, g2). Weiß (Süden) beginnt. Gelöst: die Endspieltabellen aller Stellungen "
    .. "(kharbaga solve --variant fanorona_7x3 --ruleset no_opening_rule --all, 18.584.984.220 "
    .. "Stellungen) geben Weiß den Sieg in 17 Halbzügen, und die Beweiszahlsuche, mit den Tabellen "
    .. "von höchstens 6 Steinen an ihren Blättern, beweist den Sieg von Weiß aus der "
    .. "Anfangsstellung. Die Eröffnungsregel ändert hier nichts: Weiß muss sofort schlagen, und kein erster Schlag kann "
    .. "weitergehen, also spielen beide Regelwerke dasselbe Spiel.",
}
