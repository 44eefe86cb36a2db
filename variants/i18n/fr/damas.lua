-- Damas in French: the texts of variants/damas.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancs", "Noirs" },
  king_name = "Dame",
  king_plural = "Dames",
  name = "Damas",
  region = "Espagne, Portugal, Amérique latine et Afrique du Nord",
  summary = "Les dames espagnoles : 12 pions par camp sur les 32 cases jouables d'un damier de "
    .. "8 x 8, pions qui avancent et prennent en diagonale vers l'avant, dames volantes, la plus "
    .. "grande prise obligatoire.",
  history = "Sans doute la plus ancienne forme de dames encore jouée : elle serait née des "
    .. "prises par saut de l'Alquerque transposées sur l'échiquier dans l'Espagne de la fin du "
    .. "Moyen Âge, et se joue en Espagne, au Portugal, en Amérique latine et en Afrique du Nord "
    .. "(Algérie, Maroc, Tunisie). Les Mullahs de la Kharbaga, pions promus qui volent le long "
    .. "des lignes, en viendraient, et la description espagnole de la Kharbaga la cite parmi les "
    .. "parents du jeu.",
  notes = "Les Blancs (Sud) jouent les premiers, comme le disent toutes les sources. Les cases "
    .. "jouables sont b1, d1, f1, h1, a2 ... g8 : les 32 cases dont la colonne et la rangée "
    .. "ont une somme impaire, de sorte que le coin droit du Sud, h1, en fait partie et que la "
    .. "grande diagonale va de h1 à a8, comme le veulent les sources espagnoles. Sur un échiquier "
    .. "disposé comme d'habitude (a1 foncée), ce sont les cases claires. La référence des règles "
    .. "du projet décrit le plateau comme les 32 cases foncées d'un damier de 8 x 8 ; avec a1 "
    .. "foncée, ce sont a1, c1 ... h8, l'image en miroir de celles-ci : le même jeu dans d'autres "
    .. "coordonnées. Chaque camp part de ses trois premières rangées : Sud de b1 à h3, Nord de "
    .. "a6 à g8. Les pions avancent et prennent vers l'avant seulement, en diagonale. Les dames "
    .. "volent. La prise qui enlève le plus de pièces est obligatoire et, parmi celles-ci, celle "
    .. "qui enlève le plus de dames (les règles de la quantité et de la qualité). Un pion qui "
    .. "atteint la dernière rangée au cours d'une prise y termine son coup et est promu ; comme "
    .. "les pions ne prennent que vers l'avant, il ne pourrait de toute façon pas continuer. Les "
    .. "pièces prises sont retirées à la fin du coup : on ne peut donc pas les sauter deux fois. "
    .. "Un joueur qui ne peut pas jouer a perdu.",
  disputes = {
    { topic = "quelle prise doit être choisie",
      text = "Toutes les sources : celle qui prend le plus de pièces (la quantité). Entre prises "
        .. "égales, torofun et section64 : celle qui prend le plus de dames (la qualité), règle "
        .. "suivie ici. mindsports demande plutôt la plus grande valeur, une dame valant plus "
        .. "qu'un pion mais moins que deux pions, ce qui peut faire préférer deux dames à trois "
        .. "pions." },
    { topic = "si une prise manquée est sanctionnée",
      text = "Règles officielles : la prise est obligatoire et l'on ne souffle pas (« no se "
        .. "sopla »). En partie amicale, on laisse souvent plutôt l'adversaire souffler la pièce "
        .. "qui n'a pas pris (--rule capture=huff)." },
    { topic = "l'orientation du plateau",
      text = "Les sources espagnoles placent la grande diagonale à la droite de chaque joueur, et "
        .. "section64 précise qu'on joue « on the white squares of a 8x8 checkerboard » (sur les "
        .. "cases blanches d'un damier 8x8) ; le programme fait de même (de h1 à a8). mindsports "
        .. "note qu'au Portugal la diagonale peut différer, et la référence des règles du projet "
        .. "décrit le plateau comme les 32 cases foncées, qui, sur un damier où a1 est foncée, "
        .. "sont l'image en miroir de celles-ci. Les règles sont les mêmes, et tous les décomptes "
        .. "de coups aussi : c'est le même plateau vu dans un miroir." },
  },
  rulesets = {
    standard = "les règles espagnoles : pions vers l'avant, dames volantes, prise du plus grand "
      .. "nombre de pièces, puis du plus grand nombre de dames, obligatoire",
  },
  lessons = {
    { title = "Diagonales vers l'avant seulement",
      text = "Les Damas se jouent sur 32 cases d'un damier, toutes d'une même couleur, et "
        .. "uniquement en diagonale. Vous jouez les Blancs, depuis le bas, et commencez. Les "
        .. "pions avancent et prennent seulement vers l'avant, en diagonale : contrairement à la "
        .. "Kharbaga, un pion ne prend jamais en arrière.",
      hint = "Sautez vers l'avant par-dessus e4.",
      explain = "Le pion noir de c2 est derrière le vôtre : aux Damas, les pions ne prennent pas "
        .. "en arrière. Celui de e4 est devant, et f5 est libre derrière lui." },

    { title = "Le plus de pièces, puis le plus de Damas",
      text = "Vous devez prendre le plus de pièces ; entre des prises qui en enlèvent autant, "
        .. "vous devez prendre le plus de Damas (les dames, notées en majuscules).",
      hint = "Les deux prises enlèvent une pièce ; l'une d'elles prend une Dama.",
      explain = "d3xf5 prend un pion et h3xf5 une Dama : les deux prennent une pièce, il faut "
        .. "donc prendre la Dama." },

    { title = "La promotion en Dama",
      text = "Un pion dont le coup s'achève sur la dernière rangée (la rangée 8 pour les Blancs) "
        .. "devient une Dama, qui vole le long des diagonales comme le Mullah de la Kharbaga.",
      hint = "Le pion de d7 est à un pas de la rangée 8.",
      explain = "Seul un coup qui s'achève sur la rangée 8 donne la promotion : de d7 en c8 ou "
        .. "en e8." },
  },
}
