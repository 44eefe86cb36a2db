-- Kharbaga in French: the texts of variants/kharbaga.lua (docs/authoring.md, "Translations").
return {
  sides = { "Noirs", "Blancs" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Kharbaga",
  region = "Afrique du Nord (Tunisie, Maroc)",
  summary = "La petite cousine de la Zamma : 20 pions par camp sur 41 points, pas vers l'avant, "
    .. "prise majoritaire obligatoire, Mullahs volants.",
  history = "Jouée depuis des siècles en Afrique du Nord ; l'idée que les pions avancent jusqu'à "
    .. "être promus Mullah viendrait des dames (XVIIe siècle), ce qui reste discuté. Des jeux "
    .. "hopi et keres sur le même plateau suggèrent un lien avec l'Alquerque.",
  notes = "Les sources laissent aux joueurs le choix des couleurs et de qui commence, sauf la "
    .. "source allemande (les Noirs commencent) ; nous la suivons. Les « 4 pièces » du texte "
    .. "allemand sur la rangée du milieu sont le compte de la Zamma et ne tiennent pas sur 41 "
    .. "points : chaque camp a 18 + 2 = 20 pions.",
  disputes = {
    { topic = "quand les pièces prises quittent le plateau",
      text = "Sources espagnole et russe : dans une variante où les pièces prises ne sont pas "
        .. "retirées aussitôt, le Mullah ne peut revenir sur aucune d'elles pour la sauter de "
        .. "nouveau ; dans une variante où elles sont retirées aussitôt, il peut repasser par-dessus "
        .. "pour prendre d'autres pièces. Aucune ne dit laquelle est la plus courante. Source "
        .. "allemande : « In einer Variante nimmt man die geschlagenen gegnerischen Steine vom "
        .. "Brett, wenn sie übersprungen wurden » (dans une variante, elles sont retirées dès "
        .. "qu'elles sont sautées), et une remarque selon laquelle, dans les variantes où elles "
        .. "restent sur le plateau jusqu'à ce que la dernière soit sautée, « können die "
        .. "geschlagenen übersprungen werden » (on peut sauter par-dessus), ce qu'aucune valeur de "
        .. "removal ne permet. Le programme suit sa référence des règles : avec removal=end, les "
        .. "pièces prises restent jusqu'à la fin du coup, barrent le passage et ne peuvent être "
        .. "sautées deux fois ; removal=immediate retire chacune dès qu'elle est sautée (règlement "
        .. "immediate)." },
    { topic = "où un Mullah se pose après une prise",
      text = "Source espagnole : n'importe où derrière la pièce prise. Source allemande : plusieurs "
        .. "points derrière elle, « s'il n'a plus d'autres pièces à prendre », ce que nous lisons "
        .. "ainsi : il doit se poser là où il peut prendre de nouveau, s'il existe un tel point "
        .. "(règlement german)." },
    { topic = "si les pions se déplacent de côté",
      text = "Toutes les sources : vers l'avant seulement, tout droit ou en diagonale. La "
        .. "variante du texte allemand permet aussi aux pions d'aller à gauche et à droite le long "
        .. "des lignes horizontales." },
    { topic = "un pion qui traverse la dernière rangée au cours d'une prise",
      text = "Les sources espagnole et allemande s'accordent : il n'est pas promu si le coup ne "
        .. "s'achève pas là. L'encodage de Dagaz arrête au contraire le coup sur la dernière "
        .. "rangée (règlement dagaz)." },
  },
  rulesets = {
    standard = "la description espagnole : prise obligatoire, celle qui prend le plus de pièces "
      .. "(de même l'allemande ; la russe ne dit ni l'un ni l'autre) ; les pions avancent et "
      .. "prennent dans toutes les directions, les Mullahs volent (les trois s'accordent) ; les "
      .. "pièces prises restent jusqu'à la fin du coup (l'une des deux variantes que les trois "
      .. "nomment)",
    immediate = "la variante, nommée par les trois descriptions, où les pièces prises quittent "
      .. "le plateau dès qu'elles sont sautées (le règlement srand de la Zamma fait de même)",
    german = "la description allemande : un Mullah se pose là où il peut prendre de nouveau ; sa "
      .. "propre variante permet aussi aux pions de se déplacer de côté (ajouter --rule "
      .. "men_move=forward_sideways)",
    ludii = "l'encodage de Ludii (son propre texte décrit le jeu standard)",
    dagaz = "l'encodage de Dagaz",
  },
  lessons = {
    { title = "Points, lignes et premier pas",
      text = "La Kharbaga se joue sur les 41 points où se croisent les lignes du plateau, et non "
        .. "sur des cases. Chaque point a un nom : la lettre de sa colonne (de a à i, depuis la "
        .. "gauche) et le numéro de sa rangée (de 1 à 9, depuis le bas). Vous jouez les Noirs : "
        .. "les pièces b en bas (Sud), appelées pions ; les Blancs, pièces w, jouent depuis le "
        .. "haut. Une pièce se déplace le long d'une ligne jusqu'au point suivant, qui doit être "
        .. "libre. Un coup s'écrit avec son point de départ, un tiret et son point d'arrivée.",
      ask = "Avancez le pion de e3 tout droit sur la ligne jusqu'à e5 : tapez e3-e5.",
      hint = "Tapez e3-e5 puis Entrée.",
      explain = "Le pion est sur e3 (colonne e, rangée 3). Le point au-dessus de lui sur la même "
        .. "ligne est e5 : le coup s'écrit donc e3-e5.",
      why = "Il n'y a pas de point e4 : les lignes droites relient e1, e3, e5, e7 et e9, et les "
        .. "rangées 2, 4, 6 et 8 ne contiennent que les centres des carrés (b2, d4, f6 ...)." },

    { title = "Les pions avancent, tout droit ou en diagonale",
      text = "Un pion (une pièce qui n'est pas promue) ne fait que des pas vers l'avant : pour "
        .. "les Noirs, vers le haut, tout droit le long d'une ligne ou en diagonale. Il ne recule "
        .. "jamais et ne va jamais de côté. Sur un point où se croisent huit lignes, comme e3, un "
        .. "pion a trois pas vers l'avant.",
      ask = "Tapez chacun des pas du pion de e3, un à la fois.",
      hint = "Tout droit vers le haut, en haut à gauche, en haut à droite.",
      explain = "Vers l'avant signifie vers le haut du plateau. De e3, les lignes mènent vers "
        .. "e5 en haut, vers d4 et vers f4 en diagonale ; toutes les autres directions vont de "
        .. "côté ou en arrière." },

    { title = "Les centres des carrés n'ont que des diagonales",
      text = "Les points au milieu de chaque carré (b2, d4, f6, etc.) ne se trouvent que sur les "
        .. "deux diagonales : aucune ligne droite ne les traverse. Un pion sur d4 peut aller en "
        .. "haut à gauche ou en haut à droite, rien d'autre.",
      ask = "Tapez chacun des pas du pion de d4, un à la fois.",
      hint = "Suivez vers le haut les deux diagonales qui partent de d4.",
      explain = "d4 est le centre d'un carré : ses lignes sont les diagonales vers c5 et e5 en "
        .. "haut (et vers c3 et e3 en bas, c'est-à-dire en arrière)." },

    { title = "Prendre en sautant",
      text = "On prend une pièce adverse voisine de son pion sur une ligne en sautant par-dessus "
        .. "jusqu'au point libre situé juste derrière elle, sur la même ligne. La pièce prise est "
        .. "retirée du plateau. Une prise s'écrit avec un x : point de départ, x, point "
        .. "d'arrivée.",
      ask = "Prenez le pion blanc de e5.",
      hint = "Sautez de e3 par-dessus e5 et posez-vous sur e7 : e3xe7.",
      explain = "Le pion blanc est sur e5, voisin du vôtre sur la ligne qui monte. Le point "
        .. "derrière lui sur cette ligne, e7, est libre : sautez-y." },

    { title = "Les pions prennent dans toutes les directions",
      text = "Un pion n'avance que vers l'avant, mais il prend dans toutes les directions le long "
        .. "des lignes : vers l'avant, de côté et vers l'arrière.",
      ask = "Prenez le pion blanc qui se trouve derrière le vôtre.",
      hint = "Sautez en arrière, vers le bas de la ligne : e5xe1.",
      explain = "Le pion blanc de e3 est juste derrière votre pion de e5, et e1, derrière lui, "
        .. "est libre. Un saut en arrière est permis quand il prend." },

    { title = "La prise est obligatoire",
      text = "Quand on peut prendre, on le doit : aucun pas n'est permis tant qu'une de vos "
        .. "pièces peut prendre. Regardez tout le plateau avant de jouer.",
      ask = "Trouvez le coup que vous devez jouer.",
      hint = "Le pion de g3 a un adversaire à côté de lui sur une diagonale.",
      explain = "Le pion de g3 peut sauter le pion blanc de f4 et se poser sur e5 : une prise est "
        .. "possible, tout pas est donc interdit à ce tour." },

    { title = "Les rafles : sauter encore tant qu'on le peut",
      text = "Après un saut, si le même pion peut sauter une autre pièce depuis son point "
        .. "d'arrivée, il doit continuer à sauter, dans le même coup, et peut changer de "
        .. "direction entre les sauts : c'est une rafle. Écrivez chaque point d'arrivée "
        .. "(c1xe3xe7), ou seulement le départ et l'arrivée quand une seule prise y mène (c1xe7).",
      ask = "Prenez autant de pièces que possible en un seul coup.",
      hint = "Sautez b2 jusqu'à c3, puis tout droit vers le haut par-dessus c5.",
      explain = "De a1, le pion saute b2 et se pose sur c3. De c3 il peut sauter c5 et se poser "
        .. "sur c7 : il le doit, car un coup ne peut s'arrêter tant que la rafle peut continuer." },

    { title = "Prendre le plus de pièces",
      text = "Quand plusieurs prises sont possibles, vous devez en choisir une qui prend le plus "
        .. "de pièces (la règle de la majorité). Entre des prises d'un même nombre de pièces, le "
        .. "choix est libre.",
      hint = "Une prise ne prend qu'un pion ; les sauts qui commencent par-dessus f4 en prennent "
        .. "deux.",
      explain = "e3xe7 prend un pion, mais la rafle qui commence en sautant f4 se poursuit et en "
        .. "prend deux : la prise d'un seul pion n'est donc pas permise." },

    { title = "La promotion en Mullah",
      text = "Un pion dont le coup s'achève sur la dernière rangée (la rangée 9 pour les Noirs) "
        .. "est promu : il devient un Mullah, marqué d'une lettre majuscule. Les Mullahs sont bien "
        .. "plus forts que les pions.",
      hint = "Le pion de d8 est à un pas de la rangée 9.",
      explain = "Seul un coup qui s'achève sur la rangée 9 donne la promotion. Le pion de d8 "
        .. "peut aller en c9 ou en e9." },

    { title = "Promu seulement là où le coup s'achève",
      text = "Un pion n'est promu que si son coup entier s'achève sur la dernière rangée. Si une "
        .. "rafle passe par la dernière rangée puis redescend, le pion reste un pion.",
      hint = "Sautez b8 pour vous poser sur c9, puis sautez d8.",
      explain = "Le pion doit prendre les deux pièces : par-dessus b8 jusqu'à c9, puis par-dessus "
        .. "d8 jusqu'à e7.",
      why = "Le pion a touché la rangée 9 en c9, mais son coup s'est achevé en e7 : il n'est donc "
        .. "pas promu." },

    { title = "Le Mullah vole",
      text = "Un Mullah se déplace le long d'une ligne d'autant de points libres qu'il veut, vers "
        .. "l'avant ou vers l'arrière, en un seul coup.",
      ask = "Amenez le Mullah de a1 en h8 en un seul coup.",
      hint = "La grande diagonale partant de a1 passe par b2, c3 ... jusqu'à i9 : tapez a1-h8.",
      explain = "a1 et h8 sont sur la même ligne diagonale et tous les points entre eux sont "
        .. "libres : le Mullah peut donc y aller en un coup, a1-h8." },

    { title = "Le Mullah prend à distance",
      text = "Un Mullah prend une pièce n'importe où le long d'une ligne, pourvu que seuls des "
        .. "points libres les séparent et que le point derrière elle soit libre. Il se pose sur "
        .. "n'importe quel point libre au-delà, puis doit continuer à prendre s'il le peut : "
        .. "choisissez donc un point d'arrivée d'où il pourra sauter encore. Les pièces qu'il "
        .. "prend restent sur le plateau jusqu'à la fin du coup et ne peuvent être sautées deux "
        .. "fois.",
      hint = "Sautez d4 le long de la grande diagonale, et posez-vous là où g5 est sur une même "
        .. "ligne que vous.",
      explain = "Toute prise doit prendre le plus de pièces possible : deux ici. Se poser en e5, "
        .. "f6 ou g7 permet au Mullah de sauter aussi g5 ; se poser en h8 ou i9, non." },

    { title = "La fin de la partie",
      text = "Vous gagnez quand votre adversaire n'a plus de pièces ou ne peut jouer aucun coup "
        .. "légal quand vient son tour. La partie est nulle quand la même position revient pour "
        .. "la troisième fois, ou après 40 tours consécutifs (ceux des deux joueurs comptés) sans "
        .. "prise ni pas en avant d'un pion.",
      ask = "Le dernier pion blanc, en a9, a une seule issue. Fermez-la et gagnez.",
      hint = "Les Blancs pourraient sauter b8 pour se poser en c7 si c7 reste libre.",
      explain = "Après votre coup, c'est aux Blancs de jouer. Le pion de a9 peut aller en a7 ou "
        .. "en b8 (tous deux occupés) ou sauter a7 ou b8 si a5 ou c7 est libre. Occupez le point "
        .. "libre sans en ouvrir un autre.",
      why = "Le pion blanc est emmuré : ni pas ni saut, les Blancs ne peuvent pas jouer et "
        .. "perdent." },

    { title = "Le début de la partie",
      text = "Une partie commence avec 20 pions de chaque côté. Les Noirs (Sud) occupent les "
        .. "quatre rangées du bas ainsi que g5 et i5 ; les Blancs, les quatre rangées du haut "
        .. "ainsi que a5 et c5. Seul e5 est libre : le premier coup y va donc, et une prise suit "
        .. "aussitôt. Les Noirs jouent les premiers.",
      ask = "Jouez un premier coup (n'importe lequel, s'il est légal).",
      hint = "Trois pions peuvent aller en e5 : depuis e3, d4 ou f4.",
      explain = "Seul e5 est libre au départ, et seuls les pions situés sous lui sur une ligne "
        .. "peuvent y aller." },
  },
}
