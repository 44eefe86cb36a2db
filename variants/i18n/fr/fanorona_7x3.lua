-- Fanorona 7 x 3 in French: the texts of variants/fanorona_7x3.lua (docs/authoring.md).
return {
  name = "Fanorona 7 x 3",
  region = "nulle part : le Fanorona réduit pour être résolu",
  summary = "Les règles du Fanorona sur 7 x 3 points, 10 pièces par camp, un plateau réduit pour "
    .. "résoudre le jeu : les Blancs, qui commencent, gagnent en 17 demi-coups avec un jeu "
    .. "parfait.",
  history = "Pas un jeu traditionnel. Les règles du Fanorona sur un tracé d'Alquerque plus "
    .. "petit, avec la position de départ faite comme sur le plateau de 9 x 5, donnent un jeu "
    .. "assez petit pour être résolu. Les sources décrivent le Fanorona sur 9 x 5 points et le "
    .. "Fanoron-Dimy sur 5 x 5 (le jeu fanoron_dimy), pas ce plateau : c'est l'un des plateaux "
    .. "intermédiaires sur lesquels le jeu a été résolu.",
  notes = "Chaque camp occupe sa première rangée et sa moitié de la rangée du milieu, qui "
    .. "alterne les couleurs comme sur le plateau du Fanorona, le centre d2 étant libre (Blancs "
    .. "a2, c2, f2 ; Noirs b2, e2, g2). Les Blancs (Sud) commencent. Résolu : les tables de "
    .. "finales de toutes les positions (kharbaga solve --variant fanorona_7x3 --ruleset "
    .. "no_opening_rule --all, 18 584 984 220 positions) donnent aux Blancs la victoire en 17 "
    .. "demi-coups, et la recherche par nombres de preuve, avec les tables d'au plus 6 pièces à ses "
    .. "feuilles, prouve la victoire des Blancs depuis le départ. La règle d'ouverture ne change rien ici : les Blancs doivent prendre tout "
    .. "de suite et aucune première prise ne peut se poursuivre, si bien que les deux règlements "
    .. "jouent le même jeu.",
}
