-- Alquerque in French: the texts of variants/alquerque.lua (docs/authoring.md, "Translations").
return {
  sides = { "Blancs", "Noirs" },
  name = "Alquerque",
  region = "Espagne et monde arabe (Qirkat)",
  summary = "L'ancêtre : 12 pièces par camp sur les 25 points du tracé de l'Alquerque, pas dans "
    .. "toutes les directions le long des lignes, prises par saut, pas de dames.",
  history = "Connu dans le monde arabe sous le nom de Qirkat et décrit dans le Libro de los "
    .. "juegos d'Alphonse X (1283) ; des auteurs espagnols plus tardifs (Covarrubias, 1611) y "
    .. "ajoutent le soufflage. Son plateau et sa position de départ reparaissent, agrandis, dans "
    .. "la Zamma, la Kharbaga et les jeux hopi et keres. Les règles que la plupart des gens "
    .. "jouent sont la reconstitution de Murray (1951).",
  notes = "Les Blancs (Sud) jouent les premiers. Chaque camp occupe ses deux rangées et les deux "
    .. "points de la rangée du milieu situés à sa droite (Sud d3 et e3, Nord a3 et b3) ; c3 est "
    .. "libre. Il n'y a pas de dames : avec les règles de Murray, une pièce sur la dernière rangée "
    .. "peut donc encore aller de côté et en arrière. Les règles de Murray (celles par défaut) "
    .. "sont une reconstitution. Avec covarrubias, nous lisons le soufflage comme le reste de la "
    .. "famille : toute pièce qui aurait pu prendre et ne l'a pas fait peut être retirée par "
    .. "l'adversaire au début du tour suivant, celle qui a joué sur son nouveau point. Le "
    .. "règlement de R. C. Bell (les pions ne vont que vers l'avant et de côté, une pièce ne peut "
    .. "revenir sur un point qu'elle a déjà occupé, une pièce sur la dernière rangée ne peut "
    .. "jouer que pour prendre) s'écrit avec les options de règle piece_revisit, chain_revisit "
    .. "et far_row_steps ; nous comptons comme occupés les points de la prise en cours "
    .. "(chain_revisit=forbidden) : une rafle ne peut donc se poser deux fois sur un même point "
    .. "ni revenir à son départ, et une rafle qui doit continuer (règle de Murray) mais ne "
    .. "pourrait le faire qu'en revenant est refusée tout entière plutôt qu'arrêtée un saut plus "
    .. "tôt ; s'il ne reste alors aucune prise, le joueur fait un pas. L'autre lecture (la rafle "
    .. "s'arrête avant le saut de retour) change perft à partir de la profondeur 6.",
  disputes = {
    { topic = "si la prise est obligatoire",
      text = "Murray : obligatoire. Le texte d'Alphonse : un joueur peut prendre ou non, et peut "
        .. "arrêter une rafle quand il veut (règlement alfonso). Covarrubias : pas obligatoire, "
        .. "mais une pièce qui aurait pu prendre est soufflée (retirée) par l'adversaire "
        .. "(règlement covarrubias)." },
    { topic = "si une rafle doit continuer",
      text = "Murray : une pièce qui peut sauter encore le doit. Alphonse : elle peut s'arrêter "
        .. "après n'importe quel saut (règlement alfonso) ; l'encodage par Ludii des règles "
        .. "d'Alphonse ne permet qu'un seul saut (alfonso avec --rule chain=single)." },
    { topic = "dans quelles directions les pièces se déplacent",
      text = "Murray, Alphonse et Covarrubias : dans toutes les directions le long des lignes. "
        .. "Bell : vers l'avant et de côté seulement, jamais vers un point que la pièce a déjà "
        .. "occupé (règlement bell)." },
  },
  rulesets = {
    murray = "Murray 1951 : pas dans toutes les directions, prise obligatoire, les rafles "
      .. "doivent continuer, on peut choisir n'importe quelle prise",
    alfonso = "Libro de los juegos (1283) : la prise est facultative et une rafle peut "
      .. "s'arrêter après n'importe quel saut (avec --rule chain=single, c'est l'encodage de "
      .. "Ludii)",
    covarrubias = "Covarrubias 1611/1674 : une pièce qui ne prend pas est soufflée",
    bell = "R. C. Bell : les pions ne vont que vers l'avant et de côté, jamais vers un point "
      .. "que la pièce a déjà occupé, et une pièce sur la dernière rangée ne joue que pour prendre",
  },
  lessons = {
    { title = "Des pas dans toutes les directions",
      text = "L'Alquerque se joue sur 25 points. Vous jouez les Blancs, depuis le bas, et "
        .. "commencez. Les pièces se déplacent d'un point le long d'une ligne dans n'importe quelle "
        .. "direction : en avant, de côté ou en arrière. Les diagonales ne passent que par un "
        .. "point sur deux (a1, c1, b2, c3 ...) : une pièce en c3 a donc huit pas possibles, et "
        .. "une pièce en b3 quatre.",
      ask = "Tapez chacun des pas de la pièce de c3, un à la fois.",
      hint = "En haut, en bas, à gauche, à droite, et les quatre diagonales.",
      explain = "c3 est le centre du plateau : huit lignes s'y croisent, et une pièce peut suivre "
        .. "n'importe laquelle d'un point." },

    { title = "Pas de dames",
      text = "Il n'y a pas de promotion à l'Alquerque : une pièce qui atteint la dernière rangée "
        .. "reste telle qu'elle était, et comme les pièces vont dans toutes les directions, elle "
        .. "peut tout simplement revenir.",
      ask = "Ramenez la pièce de b5, sur la dernière rangée, vers le bas en b4.",
      hint = "Tapez b5-b4.",
      explain = "Les pièces vont dans toutes les directions le long des lignes ; b4 est le point "
        .. "suivant sous b5." },

    { title = "Prises obligatoires, au choix",
      text = "On prend en sautant, dans toutes les directions, et la prise est obligatoire ; une "
        .. "pièce qui peut sauter encore le doit. Mais vous pouvez choisir n'importe quelle prise, "
        .. "même une qui prend moins de pièces : l'Alquerque n'a pas de règle de la majorité. "
        .. "Prendre davantage est d'ordinaire plus sage.",
      ask = "Choisissez une prise qui enlève deux pièces.",
      hint = "Depuis a1, sautez b2 puis d4 ; ou depuis e3, sautez e4 puis d4.",
      explain = "La prise e3xc5 est permise ici, puisqu'on peut choisir n'importe quelle prise, mais elle ne "
        .. "prend qu'une pièce là où a1xc3xe5 et e3xe5xc3 en prennent deux." },
  },
}
