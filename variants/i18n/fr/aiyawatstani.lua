-- Aiyawatstani in French: the texts of variants/aiyawatstani.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancs", "Noirs" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Aiyawatstani",
  region = "Keres, Nouveau-Mexique",
  summary = "Le jeu keres sur le plateau de 41 points : la Kharbaga avec des pions qui vont dans "
    .. "toutes les directions, 20 par camp (les 22 des sources ne tiennent pas), et la rangée du "
    .. "milieu partagée en alternance.",
  history = "Joué par les Keres du Nouveau-Mexique ; son nom signifierait « lancer les "
    .. "grains ». La description espagnole de la Kharbaga le dit très semblable à la Kharbaga, "
    .. "la seule différence étant que les pièces peuvent aller dans toutes les directions à tout "
    .. "moment de la partie, et que chaque joueur a 22 pièces.",
  notes = "Le problème des 22 pièces : les sources donnent 22 pions à chaque joueur, mais 44 "
    .. "pièces ne tiennent pas sur un plateau de 41 points, et la description espagnole dit "
    .. "elle-même qu'on voit mal comment le jeu pourrait se jouer ainsi. Toutes les "
    .. "reconstitutions utilisent 20 pions par camp, comme la Kharbaga, et nous aussi : chaque "
    .. "camp occupe ses quatre rangées (18 points) et deux points de la rangée du milieu. Ces "
    .. "deux-là sont répartis en alternance : le Sud prend les points intérieurs c5 et g5, le "
    .. "Nord les points extérieurs a5 et i5, et e5 reste libre (dans la source, c'est le joueur "
    .. "noir qui prend les points extérieurs). Les Blancs (Sud) jouent les premiers. Le reste, "
    .. "les règles standard de la Kharbaga avec des pions qui vont dans toutes les directions, "
    .. "est une reconstitution ; la variante sans Mullahs aussi.",
  disputes = {
    { topic = "combien de pièces a chaque camp",
      text = "Les sources : 22 chacun, ce qui ne tient pas sur 41 points (44 pièces). Toutes les "
        .. "reconstitutions, celle de Ludii comprise, utilisent 20 pièces chacun, le centre "
        .. "libre." },
    { topic = "quels points de la rangée du milieu chaque camp occupe",
      text = "La Kharbaga donne à chaque camp les deux points à sa droite. Les reconstitutions "
        .. "de l'Aiyawatstani les alternent : un joueur prend les points intérieurs c5 et g5, "
        .. "l'autre (le joueur noir dans la source) les points extérieurs a5 et i5." },
    { topic = "si les pions sont promus",
      text = "La description espagnole ne nomme pas d'autre différence avec la Kharbaga que les "
        .. "déplacements et le nombre de pièces : les pions sont donc promus Mullah sur la "
        .. "dernière rangée. L'encodage de Ludii n'a pas de promotion et permet de choisir "
        .. "n'importe quelle prise (règlement no_mullah)." },
  },
  rulesets = {
    standard = "les règles standard de la Kharbaga avec des pions qui vont dans toutes les "
      .. "directions, 20 pions par camp, la rangée du milieu partagée en alternance",
    no_mullah = "l'encodage de Ludii : pas de promotion, on peut choisir n'importe quelle prise",
  },
  lessons = {
    { title = "Les pions vont dans toutes les directions",
      text = "L'Aiyawatstani, c'est la Kharbaga avec une seule différence de jeu : les pions "
        .. "se déplacent le long des lignes dans n'importe quelle direction, en arrière aussi, à tout "
        .. "moment. Vous jouez les Blancs, depuis le bas, et commencez. En e3, où se croisent huit "
        .. "lignes, un pion a huit pas possibles.",
      ask = "Tapez chacun des pas du pion de e3, un à la fois.",
      hint = "Le long des huit lignes : en haut, en bas, de côté et les quatre diagonales.",
      explain = "À la Kharbaga, un pion en e3 a trois pas, tous vers l'avant ; ici, il peut "
        .. "suivre d'un point chacune des lignes qui passent par e3 : e5, e1, c3, g3, d4, f4, d2, "
        .. "f2." },

    { title = "Des Mullahs quand même",
      text = "Un pion dont le coup s'achève sur la dernière rangée (la rangée 9 pour les Blancs) "
        .. "est toujours promu Mullah et vole comme à la Kharbaga ; les prises sont obligatoires, "
        .. "en rafle, et doivent enlever le plus de pièces.",
      hint = "Le pion de d8 est à un pas de la rangée 9.",
      explain = "Seul un coup qui s'achève sur la rangée 9 donne la promotion : de d8 en c9 ou "
        .. "en e9." },

    { title = "20 pions, pas 22",
      text = "Les sources donnent 22 pions à chaque joueur, mais 44 pièces ne tiennent pas sur "
        .. "41 points, et toutes les reconstitutions en utilisent 20 chacun. La rangée du milieu "
        .. "est partagée en alternance : les Blancs (Sud) prennent c5 et g5, les Noirs a5 et i5 ; "
        .. "e5 reste libre.",
      ask = "Jouez un premier coup (n'importe lequel, s'il est légal).",
      hint = "e5 est le seul point libre ; d4, e3 et f4 l'atteignent, ainsi que c5 et g5 le long "
        .. "de la rangée.",
      explain = "Seul e5 est libre au départ, et seuls les pions voisins de lui sur une ligne "
        .. "peuvent y aller." },
  },
}
