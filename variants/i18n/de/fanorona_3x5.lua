-- Fanorona 3 x 5 in German: the texts of variants/fanorona_3x5.lua (docs/authoring.md).
return {
  name = "Fanorona 3 x 5",
  region = "nirgends: das Fanorona, zum Lösen verkleinert",
  summary = "Die Regeln des Fanorona auf 3 x 5 Punkten, 7 Steine je Seite, ein zum Lösen "
    .. "verkleinertes Brett: Weiß, das beginnt, gewinnt bei perfektem Spiel in 13 Halbzügen.",
  history = "Kein traditionelles Spiel. Die Regeln des Fanorona auf einer kleineren "
    .. "Alquerque-Zeichnung, mit der Anfangsstellung wie auf dem Brett von 9 x 5, ergeben ein "
    .. "Spiel, das klein genug ist, um es zu lösen. Die Quellen beschreiben das Fanorona auf 9 x 5 "
    .. "Punkten und das Fanoron-Dimy auf 5 x 5 (das Spiel fanoron_dimy), nicht dieses Brett: es "
    .. "ist eines der Bretter dazwischen, auf denen das Spiel gelöst wurde.",
  notes = "Jede Seite besetzt ihre ersten zwei Reihen und ihre Hälfte der mittleren Reihe, die "
    .. "wie auf dem Brett des Fanorona die Farben abwechselt, die Mitte b3 frei (Weiß a3; Schwarz "
    .. "c3). Weiß (Süden) beginnt. Gelöst: die Endspieltabellen aller Stellungen (kharbaga solve "
    .. "--variant fanorona_3x5 --ruleset no_opening_rule --all, 23.568.172 Stellungen) geben Weiß "
    .. "den Sieg in 13 Halbzügen, und die Beweiszahlsuche beweist den Sieg von Weiß aus der "
    .. "Anfangsstellung unter beiden Regelwerken. Die Eröffnungsregel ändert hier nichts: Weiß "
    .. "muss sofort schlagen, und kein erster Schlag kann weitergehen, also spielen beide "
    .. "Regelwerke dasselbe Spiel.",
}
