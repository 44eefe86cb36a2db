-- Zamma in French: the texts of variants/zamma.lua (docs/authoring.md, "Translations").
return {
  sides = { "Noirs", "Blancs" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Zamma",
  region = "Sahara et Afrique du Nord (Mauritanie : Srand, Dhamet)",
  summary = "Le grand jeu de la famille : 40 pions par camp sur les 81 points de quatre plateaux "
    .. "d'Alquerque, pas vers l'avant, prise majoritaire obligatoire, Mullahs volants.",
  history = "Jouée à travers le Sahara et l'Afrique du Nord sous bien des noms (Zamma, Damma) ; "
    .. "en Mauritanie, c'est le jeu national, Srand ou Dhamet, où les pièces prises quittent le "
    .. "plateau aussitôt. Le plateau est fait de quatre plateaux d'Alquerque côte à côte, sans "
    .. "diagonales supplémentaires, et la position de départ est celle de l'Alquerque : tous les "
    .. "points occupés sauf le centre. Les pions avancent jusqu'à être promus Mullah (ou "
    .. "Sultan), comme aux dames. En Mauritanie, les pièces noires sont appelées les hommes et "
    .. "les blanches les femmes ; au Sahara, de petits bâtons et des crottes de chameau servent "
    .. "de pièces.",
  notes = "Les Noirs (Sud) jouent les premiers, comme le disent les sources de la Zamma. Chaque "
    .. "camp occupe ses quatre rangées (36 points) et les quatre points de la rangée du milieu "
    .. "situés à sa droite (Sud de f5 à i5, Nord de a5 à d5) ; e5 est libre. Le jeu mauritanien "
    .. "(règlement srand) retire chaque pièce prise aussitôt ; les autres les laissent sur le "
    .. "plateau jusqu'à la fin du coup, si bien qu'un Mullah ne peut en sauter une deux fois. Avec "
    .. "monod, un joueur peut refuser une prise, mais l'adversaire peut alors souffler (retirer), "
    .. "avant de jouer, une pièce qui aurait pu prendre ; nous lisons que toute pièce qui aurait "
    .. "pu prendre peut être soufflée, celle qui a joué sur son nouveau point, et que le droit de "
    .. "souffler ne vaut que pour le tour suivant de l'adversaire.",
  disputes = {
    { topic = "quand les pièces prises quittent le plateau",
      text = "mindsports et les sources de la Zamma : les pièces prises restent jusqu'à la fin du "
        .. "coup (elles barrent le passage, et un Mullah ne peut les sauter deux fois). Srand ou "
        .. "Dhamet mauritanien : chacune quitte le plateau dès qu'elle est sautée (règlement "
        .. "srand)." },
    { topic = "si la prise est obligatoire",
      text = "mindsports et les sources de la Zamma : obligatoire, en prenant le plus de pièces. "
        .. "Monod (1951, d'après Ludii) : pas obligatoire, mais un joueur qui laisse passer une "
        .. "prise peut se faire souffler par l'adversaire la pièce qui aurait pu la faire, et l'on "
        .. "peut choisir n'importe quelle prise (règlement monod)." },
    { topic = "s'il faut faire la plus grande prise",
      text = "mindsports : la prise qui prend le plus de pièces est obligatoire. Monod d'après "
        .. "Ludii : on peut choisir n'importe quelle prise (règlement monod)." },
    { topic = "si les pions se déplacent de côté",
      text = "Les descriptions : vers l'avant seulement, tout droit ou en diagonale. L'encodage "
        .. "de Dagaz permet aussi aux pions d'aller à gauche et à droite le long des lignes "
        .. "horizontales (règlement dagaz)." },
    { topic = "un pion qui traverse la dernière rangée au cours d'une prise",
      text = "Les descriptions : il n'est promu que si le coup s'achève là. L'encodage de Dagaz "
        .. "arrête le coup sur la dernière rangée et promeut le pion (règlement dagaz)." },
  },
  rulesets = {
    standard = "mindsports.nl et les descriptions de la Zamma : comme les règles standard de la "
      .. "Kharbaga",
    srand = "Srand ou Dhamet mauritanien : les pièces prises quittent le plateau aussitôt",
    monod = "Monod 1951 d'après Ludii : la prise n'est pas obligatoire, une pièce qui aurait pu "
      .. "prendre peut être soufflée, on peut choisir n'importe quelle prise",
    dagaz = "l'encodage de Dagaz : les pions se déplacent aussi de côté, un pion qui atteint la "
      .. "dernière rangée au cours d'une prise s'y arrête et est promu",
  },
  lessons = {
    { title = "81 points, et des diagonales un point sur deux",
      text = "Le plateau de la Zamma est fait de quatre plateaux d'Alquerque côte à côte : 9 "
        .. "rangées de 9 points, chaque croisement est un point, et les rangées voisines se "
        .. "suivent de un en un (d4, puis d5). Des lignes droites relient chaque point à ses "
        .. "voisins, mais les diagonales ne passent que par un point sur deux : a1, c1, b2, d4 ... "
        .. "(colonne et rangée toutes deux impaires ou toutes deux paires, a comptant pour 1). "
        .. "Vous jouez les Noirs, depuis le bas ; les pions avancent, tout droit ou en diagonale, "
        .. "comme à la Kharbaga.",
      ask = "Tapez chacun des pas légaux, un à la fois (deux pions peuvent jouer).",
      hint = "d4 a des diagonales, e4 n'en a pas.",
      explain = "d4 est sur deux diagonales : son pion peut aller en c5, d5 ou e5 ; e4 n'est que "
        .. "sur des lignes droites : son pion ne peut aller qu'en e5." },

    { title = "Rafles obligatoires, le plus de pièces",
      text = "Les prises sont celles de la Kharbaga : un pion saute une pièce adverse voisine sur "
        .. "une ligne, dans n'importe quelle direction ; il doit prendre quand il le peut, "
        .. "continuer à sauter tant qu'il le peut, et choisir une prise qui prend le plus de "
        .. "pièces. Les pièces prises quittent le plateau à la fin du coup.",
      hint = "Sautez c4 tout droit vers le haut, puis regardez le long de la diagonale qui part "
        .. "de c5.",
      explain = "c3xa3 prend un pion, mais sauter c4 jusqu'à c5 puis d6 jusqu'à e7 en prend deux, "
        .. "et il faut prendre le plus de pièces." },

    { title = "Srand : les pièces prises partent aussitôt",
      text = "En Mauritanie (Srand, Dhamet ; règlement srand), chaque pièce prise quitte le "
        .. "plateau dès qu'elle est sautée : son point reste libre pour le reste du coup, et un "
        .. "Mullah peut le traverser de nouveau. Avec les règles standard, la pièce prise reste "
        .. "jusqu'à la fin du coup et barre le chemin du retour.",
      hint = "Sautez f6, posez-vous en g7, puis revenez en volant le long de la même diagonale, "
        .. "au-delà de f6 et e5, par-dessus c3.",
      explain = "Avec srand, f6 a disparu une fois sautée : depuis g7, le Mullah peut donc "
        .. "redescendre la diagonale en volant et sauter aussi c3. Cela fait deux pièces, et il "
        .. "faut prendre le plus de pièces." },
  },
}
