-- Tuknanavuhpi in French: the texts of variants/tuknanavuhpi.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancs", "Noirs" },
  name = "Tuknanavuhpi",
  region = "Hopi, Arizona (joué aussi au Mexique)",
  summary = "Un jeu hopi sur le plateau de 41 points : 20 pièces par camp qui vont dans toutes "
    .. "les directions, prises obligatoires, pas de dames, et un plateau qui rétrécit à mesure "
    .. "que ses rangées extrêmes se vident.",
  history = "Relevé chez les Hopi de l'Arizona par Stewart Culin (Games of the North American "
    .. "Indians, 1907), et joué, dit-on, dans tout le Mexique. Le plateau et le nombre de pièces "
    .. "sont ceux de la Kharbaga, et la position de départ presque (la paire de la rangée du "
    .. "milieu à la gauche de chaque camp), ce qui suggère un lien avec les jeux de l'Alquerque "
    .. "apportés par les Espagnols. Sa particularité : quand une rangée de points à une extrémité "
    .. "du plateau est vide, on ne peut plus y jouer, si bien que le champ de jeu ne cesse de "
    .. "rétrécir.",
  notes = "Les Blancs (Sud) jouent les premiers. La position de départ est celle de la Kharbaga, "
    .. "avec la paire de la rangée du milieu à gauche : Sud a5 et c5, Nord g5 et i5 ; e5 est "
    .. "libre. Les pièces ne sont pas promues et vont dans toutes les directions. Notre lecture "
    .. "du plateau qui rétrécit : après chaque coup, tant que la plus basse ou la plus haute "
    .. "rangée de points encore vivante ne porte aucune pièce, cette rangée meurt ; rien ne peut "
    .. "aller sur un point mort, s'y poser ou passer par-dessus.",
  disputes = {
    { topic = "le plateau qui rétrécit",
      text = "Culin et la description espagnole : une rangée de points vide à une extrémité du "
        .. "plateau ne peut plus être jouée. L'encodage de Ludii laisse le plateau entier "
        .. "(règlement ludii). Le jeu frère, le Tukvnanawopi, fait plutôt mourir des rangées de "
        .. "carrés." },
    { topic = "si la prise est obligatoire",
      text = "Les descriptions : on prend comme à la Kharbaga, obligatoirement et en rafle. "
        .. "L'encodage de Ludii rend les prises facultatives et limitées à un saut (règlement "
        .. "ludii)." },
    { topic = "si une rafle doit continuer",
      text = "Les descriptions : prises multiples comme à la Kharbaga. Ludii : un saut par coup "
        .. "(règlement ludii)." },
    { topic = "s'il faut faire la plus grande prise",
      text = "La description espagnole ne donne à ce jeu aucune règle de prise propre, seulement "
        .. "ses rangées de points qui disparaissent ; de son jeu frère, le Tukvnanawopi, elle dit "
        .. "que ses seules différences avec la Kharbaga sont les déplacements dans toutes les "
        .. "directions et le plateau qui rétrécit, ce qui laisse la règle de la Kharbaga : "
        .. "« debe capturarse la línea con mayor número de capturas » (il faut choisir la prise "
        .. "qui enlève le plus de pièces). Le programme suit sa référence des règles, qui fixe "
        .. "majority=none : on peut choisir n'importe quelle prise ; --rule majority=count joue la "
        .. "règle de la Kharbaga." },
  },
  rulesets = {
    standard = "Culin 1907 (d'après Wikipédia et le texte de Ludii) : toutes les directions, "
      .. "pas de dames, rafles obligatoires, les rangées de points vides aux extrémités meurent",
    ludii = "l'encodage de Ludii : prises simples facultatives, le plateau ne rétrécit pas",
  },
  lessons = {
    { title = "Toutes les directions, pas de dames",
      text = "Le Tuknanavuhpi se joue sur le plateau de 41 points de la Kharbaga. Vous jouez les "
        .. "Blancs, depuis le bas, et commencez. Les pièces se déplacent le long des lignes dans "
        .. "n'importe quelle direction, en arrière aussi, et ne sont jamais promues. Le centre "
        .. "d'un carré (d4) n'est que sur les diagonales.",
      ask = "Tapez chacun des pas de la pièce de d4, un à la fois.",
      hint = "Les deux diagonales qui passent par d4, vers le haut et vers le bas.",
      explain = "d4 n'est que sur les deux diagonales, et les pièces peuvent les suivre dans les "
        .. "deux sens : c5, e5, c3 et e3." },

    { title = "Le plateau rétrécit",
      text = "Après chaque coup, si la rangée de points la plus basse ou la plus haute ne porte "
        .. "aucune pièce, cette rangée meurt : elle est hors du plateau pour le reste de la "
        .. "partie, laissée en blanc sur le dessin. On regarde alors la rangée suivante, et ainsi de suite.",
      ask = "Faites mourir la rangée du bas (la rangée 1).",
      hint = "Votre pion de e1 est la seule pièce de la rangée 1 : faites-le quitter la rangée.",
      explain = "La rangée 1 ne meurt que si aucune pièce n'y reste. Seul e1 s'y trouve ; le "
        .. "déplacer le long de la rangée 1 (en c1 ou en g1) la garde en vie.",
      why = "La rangée 1 est vide après le coup : elle meurt donc (et la rangée 2 avec elle, si "
        .. "elle est vide aussi)." },

    { title = "Les points morts sont hors du plateau",
      text = "Rien ne peut aller sur un point mort, s'y poser ni sauter par-dessus. Les rangées 1 "
        .. "et 2 sont mortes ici. Les prises sont obligatoires et se poursuivent en rafle, mais on "
        .. "peut choisir n'importe quelle prise.",
      hint = "c1 est mort : le saut par-dessus c3 ne peut pas s'y poser. Commencez par b4.",
      explain = "Sauter c3 tout droit vers le bas ferait atterrir sur c1, qui est mort. Sautez "
        .. "d'abord b4 jusqu'en a3 ; de là, c3 peut être sauté de côté jusqu'en e3." },
  },
}
