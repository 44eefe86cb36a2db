-- Fanorona 3 x 3 in German: the texts of variants/fanorona_3x3.lua (docs/authoring.md).
return {
  name = "Fanorona 3 x 3",
  region = "nirgends: das Fanorona, zum Lösen verkleinert",
  summary = "Die Regeln des Fanorona auf 3 x 3 Punkten, 4 Steine je Seite, ein zum Lösen "
    .. "verkleinertes Brett: Weiß, das beginnt, gewinnt bei perfektem Spiel in 11 Halbzügen.",
  history = "Kein traditionelles Spiel. Die Regeln des Fanorona auf der kleinsten "
    .. "Alquerque-Zeichnung, mit der Anfangsstellung wie auf dem Brett von 9 x 5, ergeben ein "
    .. "Spiel, das klein genug ist, um es ganz zu lösen: die Endspieltabellen enthalten jede "
    .. "seiner Stellungen. Die Quellen beschreiben das Fanorona auf 9 x 5 Punkten und das "
    .. "Fanoron-Dimy auf 5 x 5 (das Spiel fanoron_dimy), nicht dieses Brett. Das Spiel auf 3 x 3 "
    .. "Punkten in Madagaskar, Fanoron-Telo, ist ein anderes Spiel: die Steine werden gesetzt und "
    .. "dann gezogen, um eine Dreierreihe zu bilden, und nichts wird geschlagen.",
  notes = "Jede Seite besetzt ihre erste Reihe und ihre Hälfte der mittleren Reihe, die wie auf "
    .. "dem Brett des Fanorona die Farben abwechselt, die Mitte b2 frei (Weiß a2; Schwarz c2). "
    .. "Weiß (Süden) beginnt. Gelöst: die Endspieltabellen aller Stellungen (kharbaga solve "
    .. "--variant fanorona_3x3 --ruleset no_opening_rule --all, 26.940 Stellungen) geben Weiß den "
    .. "Sieg in 11 Halbzügen, und die Beweiszahlsuche beweist den Sieg von Weiß aus der "
    .. "Anfangsstellung unter beiden Regelwerken. Die Eröffnungsregel ändert hier nichts: Weiß "
    .. "muss sofort schlagen, und kein erster Schlag kann weitergehen, also spielen beide "
    .. "Regelwerke dasselbe Spiel.",
}
