-- Tukvnanawopi in French: the texts of variants/tukvnanawopi.lua (docs/authoring.md, "Translations").
return {
  name = "Tukvnanawopi",
  region = "Hopi, Arizona",
  summary = "L'autre jeu hopi sur le plateau de 41 points : comme le Tuknanavuhpi, mais le "
    .. "plateau rétrécit par bandes entières de carrés, aux extrémités comme sur les côtés.",
  history = "L'un des deux jeux hopi sur le plateau de la Kharbaga que nomme la description "
    .. "espagnole, qui lui donne le plateau, le nombre de pièces et la position de départ de la "
    .. "Kharbaga (« El patrón del tablero, el número de piezas y la configuración inicial son los "
    .. "mismos que en Kharbaga ») et en nomme les seules différences : les pièces vont dans toutes "
    .. "les directions à tout moment, sans promotion, et quand une rangée de carrés à une "
    .. "extrémité du plateau est vide, on ne peut plus y placer de pièces, si bien que le "
    .. "plateau ne cesse de rétrécir.",
  notes = "Les Blancs (Sud) jouent les premiers ; la position de départ, les déplacements et les "
    .. "prises sont ceux du Tuknanavuhpi. Notre lecture du rétrécissement : une bande est une "
    .. "rangée (ou une colonne) de carrés au bord du plateau, c'est-à-dire ses deux lignes de "
    .. "points extérieures (la ligne du bord et les centres des carrés voisins). Après chaque "
    .. "coup, tant qu'une telle bande, à l'un des quatre bords, ne porte aucune pièce, elle "
    .. "meurt ; sa ligne intérieure devient le nouveau bord. Les colonnes meurent comme les "
    .. "rangées, ainsi que le veut une description hopi. Rien ne peut aller sur un point mort, "
    .. "s'y poser ni passer par-dessus.",
  disputes = {
    { topic = "quels points de la rangée du milieu chaque camp occupe",
      text = "La description espagnole : la position de départ est celle de la Kharbaga, la paire "
        .. "de la rangée du milieu à la droite de chaque camp (Sud g5 et i5). Le programme suit "
        .. "sa référence des règles, qui donne au Tukvnanawopi la position de départ du "
        .. "Tuknanavuhpi, la paire à la gauche de chaque camp (Sud a5 et c5) ; --rule setup=right "
        .. "joue celle de la description espagnole." },
    { topic = "quelle partie du plateau meurt",
      text = "La description espagnole : une rangée de carrés vide à une extrémité du plateau "
        .. "devient injouable. Une description hopi étend cela aux colonnes de carrés sur les "
        .. "côtés ; nous la suivons. L'encodage de Ludii laisse le plateau entier (règlement "
        .. "ludii)." },
    { topic = "si la prise est obligatoire",
      text = "Les descriptions : comme à la Kharbaga, obligatoire et en rafle. L'encodage de "
        .. "Ludii rend les prises facultatives et limitées à un saut (règlement ludii)." },
    { topic = "s'il faut faire la plus grande prise",
      text = "La description espagnole : les seules différences avec la Kharbaga sont les "
        .. "déplacements dans toutes les directions et le plateau qui rétrécit, ce qui laisse la "
        .. "règle de la Kharbaga : « debe capturarse la línea con mayor número de capturas » (il "
        .. "faut choisir la prise qui enlève le plus de pièces). Le programme suit sa référence "
        .. "des règles, qui fixe majority=none : on peut choisir n'importe quelle prise ; --rule "
        .. "majority=count joue la règle de la description." },
  },
  rulesets = {
    standard = "la description espagnole et Culin : toutes les directions, pas de dames, "
      .. "rafles obligatoires, les bandes de carrés vides meurent",
    ludii = "l'encodage de Ludii : prises simples facultatives, le plateau ne rétrécit pas",
  },
  lessons = {
    { title = "Toutes les directions, pas de dames",
      text = "Le Tukvnanawopi se joue sur le plateau de 41 points de la Kharbaga. Vous jouez les "
        .. "Blancs, depuis le bas, et commencez. Les pièces se déplacent le long des lignes dans "
        .. "n'importe quelle direction et ne sont jamais promues ; les prises sont obligatoires et "
        .. "se poursuivent en rafle, et l'on peut choisir n'importe quelle prise.",
      ask = "Tapez chacun des pas de la pièce de d4, un à la fois.",
      hint = "Les deux diagonales qui passent par d4, vers le haut et vers le bas.",
      explain = "d4 n'est que sur les deux diagonales, et les pièces peuvent les suivre dans les "
        .. "deux sens : c5, e5, c3 et e3." },

    { title = "Les bandes de carrés meurent",
      text = "Après chaque coup, une bande large d'un carré le long d'un bord du plateau (ses "
        .. "deux lignes de points extérieures : les rangées 1 et 2 en bas, les colonnes a et b à "
        .. "gauche, etc.) meurt si aucune pièce ne s'y trouve. Les points morts sont hors du "
        .. "plateau : rien ne peut y aller, s'y poser ni sauter par-dessus.",
      ask = "Videz la bande du bas (rangées 1 et 2) pour qu'elle meure.",
      hint = "Votre pion de e1 est la seule pièce des rangées 1 et 2.",
      explain = "La bande, ce sont les rangées 1 et 2 ensemble : le pion doit quitter les deux, "
        .. "et seul un pas tout droit vers le haut jusqu'en e3 le fait.",
      why = "Les rangées 1 et 2 sont vides après le coup : la bande meurt et la rangée 3 devient "
        .. "le nouveau bord." },
  },
}
