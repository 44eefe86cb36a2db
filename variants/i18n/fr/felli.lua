-- Felli in French: the texts of variants/felli.lua (docs/authoring.md, "Translations").
return {
  sides = { "Noirs", "Blancs" },
  king_name = "Mullah",
  king_plural = "Mullahs",
  name = "Felli",
  region = "Maroc",
  summary = "Le plus petit jeu de la famille : 6 pions par camp sur un sablier de 13 points, pas "
    .. "dans toutes les directions, prises par saut, et Mullahs promus sur les coins de la base "
    .. "adverse.",
  history = "Attesté au Maroc depuis les années 1980, par des joueurs marocains vivant en France "
    .. "(Bouhajbane 1989), et sans doute plus ancien, vu sa parenté avec l'Alquerque et les autres "
    .. "jeux de la région. Ses plus proches parents sur un plateau en sablier sont le Lau kata "
    .. "kati d'Inde et le Butterfly du Mozambique, dont les plateaux ont deux transversales par "
    .. "triangle là où celui du Felli n'en a qu'une. On l'appelle aussi Fich.",
  notes = "Les sources laissent aux joueurs les couleurs et le premier coup ; nous faisons "
    .. "commencer les Noirs (Sud), comme à la Kharbaga. Chaque camp part des six points de son "
    .. "triangle (Sud : a1 c1 e1 b2 c2 d2) ; le sommet c3 est libre. Les deux côtés d'un triangle "
    .. "prolongent ceux de l'autre à travers le sommet : une pièce peut donc sauter par-dessus c3 "
    .. "d'un triangle à l'autre, comme le long de la médiane c1-c5. Un pion n'est promu Mullah "
    .. "que sur les deux coins de la base adverse (Sud en a5 et e5, Nord en a1 et e1), pas sur "
    .. "son point du milieu. Le règlement par défaut est notre lecture de la version « Mullah » : "
    .. "les pions se déplacent et prennent dans toutes les directions, la prise est obligatoire et se "
    .. "poursuit en rafle, on peut choisir n'importe quelle prise (aucune source n'exige la plus "
    .. "grande), les pièces prises sont retirées à la fin du coup, un pion n'est promu que si son "
    .. "coup s'achève sur un coin de promotion, et le Mullah vole comme à la Kharbaga."
    .. " Avec un jeu parfait, hors répétition (docs/solving.md), les Noirs gagnent depuis la "
    .. "position de départ du règlement par défaut en 25 demi-coups, et celles des règlements "
    .. "bouhajbane et simplified sont nulles.",
  disputes = {
    { topic = "si la prise est obligatoire",
      text = "Version « Mullah » de Board Game Geek : obligatoire. Les joueurs marocains "
        .. "(Bouhajbane) et les règles simples de Wikipédia : facultative (règlements bouhajbane, "
        .. "simplified)." },
    { topic = "si une prise peut enlever plusieurs pièces",
      text = "La version « Mullah » : les prises multiples sont permises et, étant obligatoires, "
        .. "se poursuivent. Bouhajbane et les règles simples telles que Ludii les encode : un seul "
        .. "saut par coup." },
    { topic = "s'il y a des Mullahs, et comment ils se déplacent",
      text = "Les règles simples de Wikipédia : pas de promotion (règlement simplified). La "
        .. "version « Mullah » : un pion qui atteint un coin de la base adverse devient un Mullah "
        .. "qui se déplace et prend à n'importe quelle distance. Bouhajbane : la pièce promue se "
        .. "déplace à n'importe quelle distance ; chez Ludii, elle ne prend que par un saut court, "
        .. "ce que ce programme ne sait pas exprimer : nous la laissons voler." },
    { topic = "où un pion est promu",
      text = "Wikipédia parle de promotion en atteignant la première rangée de l'adversaire ; la "
        .. "version « Mullah » et Bouhajbane ne nomment que les deux coins de la base adverse, et "
        .. "nous aussi." },
  },
  rulesets = {
    standard = "notre lecture de la version « Mullah » de Board Game Geek : rafles "
      .. "obligatoires, Mullahs volants promus sur les coins de la base adverse",
    bouhajbane = "Bouhajbane 1989 (joueurs marocains) d'après Ludii : prises simples "
      .. "facultatives, promotion sur les coins adverses en une pièce qui se déplace à n'importe "
      .. "quelle distance",
    simplified = "les règles simples de Wikipédia telles que Ludii les encode : prises simples "
      .. "facultatives, pas de promotion",
  },
  lessons = {
    { title = "Par-dessus le sommet",
      text = "Le plateau du Felli est fait de deux triangles qui se rejoignent au sommet c3, 13 "
        .. "points en tout. Vous jouez les Noirs, depuis le bas, et commencez. Les pions se déplacent "
        .. "et prennent dans toutes les directions. Les côtés d'un triangle se prolongent à "
        .. "travers c3 dans l'autre : une pièce peut donc sauter par-dessus le sommet.",
      hint = "b2, c3 et d4 sont sur une même ligne qui passe par le sommet.",
      explain = "La ligne a1-b2-c3-d4-e5 traverse le sommet en ligne droite : depuis b2, sautez "
        .. "c3 et posez-vous sur d4." },

    { title = "Promu sur les coins seulement",
      text = "Un pion n'est promu Mullah que sur les deux coins de la base adverse : a5 et e5 "
        .. "pour les Noirs (a1 et e1 pour les Blancs). Atteindre c5, le milieu de la base, ne "
        .. "promeut personne.",
      hint = "Lequel des pas de b4 s'achève sur un coin ?",
      explain = "Seuls a5 et e5 promeuvent les pions noirs, et b4 peut atteindre a5." },
  },
}
