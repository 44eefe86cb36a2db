-- Fanorona in French: the texts of variants/fanorona.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancs", "Noirs" },
  name = "Fanorona",
  region = "Madagascar",
  summary = "22 pièces par camp sur les 45 points d'un tracé d'Alquerque de 9 x 5 ; une pièce "
    .. "prend en s'approchant d'une ligne ennemie ou en s'en éloignant, et peut enchaîner les "
    .. "prises.",
  history = "Le jeu national de Madagascar, qu'on y joue depuis au moins le XVIIe siècle et qui "
    .. "descend probablement de l'Alquerque par l'intermédiaire des marchands arabes. Son plateau "
    .. "est fait de deux plateaux d'Alquerque côte à côte, avec une rangée de moins, et sa prise, "
    .. "par approche ou par retrait le long d'une ligne au lieu d'un saut, ne se retrouve dans "
    .. "aucun autre jeu de la famille. Des plateaux plus petits donnent le Fanoron-Telo (3 x 3) "
    .. "et le Fanoron-Dimy (5 x 5, le jeu fanoron_dimy).",
  notes = "Les Blancs (Sud) commencent, comme dans toutes les descriptions. La rangée du milieu "
    .. "alterne les couleurs, le centre e3 étant libre. Une prise est un pas vers un point voisin "
    .. "libre qui enlève la ligne ennemie dont la pièce s'approche, ou celle dont elle s'éloigne ; "
    .. "quand un même pas peut faire les deux, le joueur choisit, et les deux coups s'écrivent "
    .. "avec les points pris après une barre oblique (f3xe3/d3, f3xe3/g3). Les prises d'un même "
    .. "coup peuvent se poursuivre avec la même pièce, jamais deux fois vers un point où elle "
    .. "s'est déjà trouvée dans ce coup ni deux fois de suite dans la même direction ; le joueur "
    .. "peut s'arrêter à chaque pas. Les pièces ne sont jamais promues. La partie à handicap "
    .. "vela, où le vainqueur de la partie précédente renonce un temps à prendre, n'est pas "
    .. "jouée : c'est une règle qui s'étend sur plusieurs parties, qu'aucune option d'une partie "
    .. "seule ne peut exprimer.",
  disputes = {
    { topic = "si la première prise de la partie se limite à un pas",
      text = "Wikipédia, Montgomery et Chauvicourt : le premier coup de la partie ne prend qu'en "
        .. "un seul pas. L'énoncé des règles d'OMerkel n'a pas cette restriction (règlement "
        .. "no_opening_rule)." },
  },
  rulesets = {
    standard = "Wikipédia, Fanorona : prise par approche ou par retrait, obligatoire ; une rafle "
      .. "peut s'arrêter à chaque pas, ne se pose jamais deux fois sur un point et ne "
      .. "garde jamais sa direction ; la première prise de la partie est un pas unique",
    no_opening_rule = "les règles du Fanorona d'OMerkel : comme standard, sans la restriction "
      .. "du premier coup",
  },
  lessons = {
    { title = "Paika, le pas tranquille",
      text = "Le plateau du Fanorona mesure 9 points sur 5, tracé comme celui de l'Alquerque. "
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
      hint = "Le pas c3-d3 s'approche de e3 et s'éloigne de b3 : quelle ligne est la plus "
        .. "longue ?",
      explain = "c3xd3/e3,f3 prend deux pièces par approche ; c3xd3/b3 en prend une par retrait." },
    { title = "Les rafles",
      text = "Après une prise, la même pièce peut prendre encore, aussi souvent qu'elle le peut, "
        .. "mais jamais vers un point où elle s'est déjà trouvée dans ce coup, ni deux fois de "
        .. "suite dans la même direction. Elle peut s'arrêter quand elle veut.",
      hint = "Approchez-vous d'abord de c1, puis remontez la colonne b.",
      explain = "a1xb1 prend c1 et d1 par approche ; b1xb2 tourne ensuite et s'approche de b3." },
  },
}
