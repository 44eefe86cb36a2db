-- Fanorona 3 x 7 in French: the texts of variants/fanorona_3x7.lua (docs/authoring.md).
return {
  name = "Fanorona 3 x 7",
  region = "nulle part : le Fanorona réduit pour être résolu",
  summary = "Les règles du Fanorona sur 3 x 7 points, 10 pièces par camp, un plateau réduit pour "
    .. "résoudre le jeu : les Blancs, qui commencent, gagnent avec un jeu parfait.",
  history = "Pas un jeu traditionnel. Les règles du Fanorona sur un tracé d'Alquerque plus "
    .. "petit, avec la position de départ faite comme sur le plateau de 9 x 5, donnent un jeu "
    .. "assez petit pour être résolu. Les sources décrivent le Fanorona sur 9 x 5 points et le "
    .. "Fanoron-Dimy sur 5 x 5 (le jeu fanoron_dimy), pas ce plateau : c'est l'un des plateaux "
    .. "intermédiaires sur lesquels le jeu a été résolu.",
  notes = "Chaque camp occupe ses trois premières rangées et sa moitié de la rangée du milieu, "
    .. "qui alterne les couleurs comme sur le plateau du Fanorona, le centre b4 étant libre "
    .. "(Blancs a4 ; Noirs c4). Les Blancs (Sud) commencent. Prouvé depuis le départ : la "
    .. "recherche par nombres de preuve, avec les tables de finales d'au plus 6 pièces à ses "
    .. "feuilles (kharbaga solve --variant fanorona_3x7 --pieces 6, puis --prove), prouve que les "
    .. "Blancs gagnent. La règle d'ouverture ne change rien ici : les Blancs doivent prendre tout "
    .. "de suite et aucune première prise ne peut se poursuivre, si bien que les deux règlements "
    .. "jouent le même jeu.",
}
