-- Fanoron-Dimy in French: the texts of variants/fanoron_dimy.lua (docs/authoring.md).
return {
  name = "Fanoron-Dimy",
  region = "Madagascar",
  summary = "Le Fanorona sur 5 x 5 points, 12 pièces par camp, avec la prise par approche et par "
    .. "retrait : nulle avec un jeu parfait.",
  history = "À Madagascar, le Fanorona se joue sur trois plateaux : le Fanoron-Telo sur 3 x 3 "
    .. "points, un jeu d'alignement de trois sans prise ; le Fanoron-Dimy sur 5 x 5 ; et le "
    .. "Fanoron-Tsivy, le jeu complet, sur 9 x 5 (telo, dimy et sivy signifient trois, cinq et "
    .. "neuf en malgache). Le plateau du Fanoron-Dimy est celui de l'Alquerque, avec le même "
    .. "nombre de pièces, et ses règles sont celles du Fanorona. Comme le jeu complet (Schadd et "
    .. "al., 2008), il est nul avec un jeu parfait.",
  notes = "Les sources nomment le plateau et donnent les règles du Fanorona ; la position de "
    .. "départ est ici celle du grand plateau, réduite : chaque camp occupe ses deux premières "
    .. "rangées et sa moitié de la rangée du milieu, qui alterne les couleurs, le centre c3 étant "
    .. "libre (Blancs a3, d3 ; Noirs b3, e3). Les Blancs (Sud) commencent. Nulle prouvée depuis le "
    .. "départ sous les deux règlements : la recherche par nombres de preuve, avec les tables de "
    .. "finales d'au plus 6 pièces à ses feuilles (kharbaga solve --variant fanoron_dimy --pieces "
    .. "6, puis --prove), montre qu'aucun camp ne peut forcer la victoire. La règle d'ouverture ne "
    .. "change rien ici : les Blancs doivent prendre tout de suite et aucune première prise ne "
    .. "peut se poursuivre, si bien que les deux règlements jouent le même jeu.",
  lessons = {
    { title = "Paika, le pas tranquille",
      text = "Le plateau du Fanoron-Dimy est celui de l'Alquerque, de 5 points sur 5. "
        .. "Vous jouez les Blancs, depuis le bas, et commencez. Une pièce se déplace vers un point "
        .. "voisin libre le long d'une ligne ; ce pas tranquille, le paika, n'est permis que si "
        .. "aucune prise n'est possible.",
      hint = "a1 a trois lignes : vers le haut, vers la droite et la diagonale.",
      explain = "Depuis a1, la pièce peut aller en a2, b1 ou b2 : il n'y a rien à prendre." },
    { title = "La prise par approche",
      text = "Une pièce qui avance vers une pièce ennemie et s'arrête à côté d'elle sur la même "
        .. "ligne la prend, ainsi que toutes les pièces ennemies qui la suivent sur cette ligne "
        .. "sans interruption.",
      hint = "Avancez vers c3 le long de la colonne c.",
      explain = "c1-c2 arrive à côté de c3 et prend c3 et c4, la ligne qui est derrière." },
    { title = "La prise par retrait",
      text = "Une pièce qui s'éloigne d'une pièce ennemie voisine, tout droit le long de leur "
        .. "ligne, la prend, ainsi que les pièces ennemies qui la suivent sans interruption.",
      hint = "Éloignez-vous de c3, vers le bas de la colonne c.",
      explain = "c2-c1 se retire de c3 et prend c3 et c4." },
    { title = "Choisir",
      text = "Un même pas peut s'approcher d'une ligne et s'éloigner d'une autre. Vous choisissez "
        .. "alors laquelle prendre : les deux coups s'écrivent avec les points pris après une "
        .. "barre oblique.",
      hint = "Le pas c2-c3 s'approche de c4 et s'éloigne de c1 : quelle ligne est la plus "
        .. "longue ?",
      explain = "c2xc3/c4,c5 prend deux pièces par approche ; c2xc3/c1 en prend une par retrait." },
    { title = "Les rafles",
      text = "Après une prise, la même pièce peut prendre encore, aussi souvent qu'elle le peut, "
        .. "mais jamais vers un point où elle s'est déjà trouvée dans ce coup, ni deux fois de "
        .. "suite dans la même direction. Elle peut s'arrêter quand elle veut.",
      hint = "Approchez-vous d'abord de c1, puis remontez la colonne b.",
      explain = "a1xb1 prend c1 et d1 par approche ; b1xb2 tourne ensuite et s'approche de b3." },
  },
}
