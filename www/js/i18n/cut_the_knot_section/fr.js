// The Cut-the-Knot section's words in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, comme dans le catalogue du shell.

-pile = tas
-move = coup
-counter = jeton
-base = base
-g-base = base g
-grundy-value = nombre de Grundy
-p-position = position P
-n-position = position N
-nim-sum = somme de Nim
-engine = moteur
-hint = indice
-level = niveau

## La section : son titre et ses onglets

cks-doc-title = Nim Lab — Les jeux à un tas de Cut The Knot : Min/Max, retrait, nombres de Grundy
cks-tabs =
    .aria-label = Jeux de Cut-the-Knot
cks-tab-minmax = Un tas (Min/Max) et ensembles de soustraction
cks-tab-takeaway = Jeux de retrait (Schwenk)
cks-tab-grundy = Nombres de Grundy et sommes
cks-play-title = Jouer contre le moteur
cks-cancelled = Annulé.
cks-cancelled-kept = Annulé. { $kept }
cks-share-game = Le jeu

## La fonction de coup f (parties b et c)

cks-f-title = Jeux de retrait : après un retrait de <span class="math">x</span>, au plus <span class="math">f(x)</span>
cks-f-intro = Le premier coup peut prendre tout sauf le tas entier ; après un retrait de <i>x</i> jetons, le joueur suivant peut prendre
    au plus <i>f</i>(<i>x</i>). Celui qui prend le dernier jeton gagne. Les trois jeux de l’applet sont
    <i>f</i>(<i>x</i>) = <i>x</i> (pas plus que), 2<i>x</i> − 1 (moins du double) et 2<i>x</i> (au plus le double :
    Nim de Fibonacci).
cks-f-presets =
    .aria-label = Exemples de fonctions de coup
cks-note-no-more-than = pas plus que
cks-note-less-than-twice = moins du double
cks-note-fibonacci = Nim de Fibonacci
cks-note-not-non-decreasing = non croissante
cks-note-h-not-losing = H ≠ départs perdants
cks-note-not-unique = pas unique
cks-example-or = { $a } ou { $b }
cks-example-but = { $a }, mais { $b }
cks-f-read-monotone = Lu comme f(x) = { $f } — croissante (démontré par sa forme)
cks-f-read = Lu comme f(x) = { $f } — croissance non démontrable

## (a) Un tas avec Min/Max et ensembles de soustraction

cks-s-title = Un tas : prendre entre <span class="math">Min</span> et <span class="math">Max</span> jetons
cks-s-intro-rules = Un coup retire au moins <i>Min</i> et au plus <i>Max</i> jetons — ou, plus généralement, un nombre quelconque d’un
    <strong>ensemble de soustraction</strong> tel que {"{"}1, 3, 4{"}"}. Le joueur qui ne peut pas jouer perd.
    Le <strong>nombre de Grundy</strong> d’un tas de <i>S</i> jetons est le plus petit nombre qui n’est pas le nombre de Grundy
    d’un tas accessible en un coup (la règle du <em>mex</em>) ; les tas de nombre de Grundy 0 sont les
    <strong>positions P</strong> : qui doit jouer à partir d’elles perd.
cks-s-intro-typing = Saisissez un ensemble sous forme de nombres et d’intervalles séparés par des virgules, chacun de 1 à 1000 : par exemple
    <span class="mono k-example">3..5</span> ou <span class="mono k-example">1, 3, 4</span> ou
    <span class="mono k-example">1, 4..6</span>.
cks-s-presets =
    .aria-label = Exemples d’ensembles de soustraction
cks-note-applet = l’applet
cks-note-take-1-3 = prendre 1 à 3
cks-s-table-title = Nombres de Grundy par la règle du mex
cks-results-for = pour
cks-s-legend = une position P (nombre de Grundy 0) : le joueur qui doit jouer perd
cks-s-verdicts-title = La règle, la formule explicite et la période
cks-s-at-title = G(<span class="math">n</span>) pour tout tas, par la période
cks-s-at-label = Tas <span class="math">n</span> (de toute taille, p. ex. 10^18)
cks-s-at-quick =
    .aria-label = Exemples de tas
cks-s-read = Lu comme { $set }
cks-s-read-range = Lu comme { $set } — un seul intervalle : Min { $min }, Max { $max }
cks-s-takes = { $n ->
    [one] { $n } retrait
   *[other] { $n } retraits
}
cks-s-whole-number = { $end } : veuillez saisir un nombre entier.
cks-s-at-error = Saisissez un nombre entier n ≥ 0.
cks-s-failure = Impossible de calculer les nombres de Grundy pour { $set } jusqu’à S = { $upto } : { $message }
cks-s-kept = Toujours affiché : { $set } pour S = 0 … { $upto }.
cks-s-progress-label = Calcul des nombres de Grundy
cks-s-progress = Calcul de G(0 … { $upto }) { $where ->
        [worker] en arrière-plan
       *[page] sur cette page
    }…
cks-s-still = l’ensemble
cks-s-strip-top = Taille du tas
cks-s-strip-bottom = Nombre de Grundy
cks-s-strip-p = { $g } — une position P
cks-s-ppositions = { $count ->
    [one] Positions P jusqu’à S = { $upto } ({ $count } en tout) : { $list }
   *[other] Positions P jusqu’à S = { $upto } ({ $count } en tout) : { $list }
}
cks-s-at-loses = — une position P : le joueur qui doit jouer perd.
cks-s-at-wins = — le joueur qui doit jouer gagne.

cks-s-rule-statement = S est une position P exactement quand S mod (Min + Max) &lt; Min
cks-s-formula-statement = G(S) = ⌊(S mod (Min + Max)) / Min⌋
cks-s-rule-na = La règle de l’article : seulement pour les jeux Min/Max
cks-s-formula-na = Formule explicite connue (absente de l’article) : seulement pour les jeux Min/Max
cks-s-na-what = — énoncé pour un jeu dont les prises forment un seul intervalle Min … Max ; cet ensemble n’est pas un seul intervalle.
cks-s-rule-fails = La règle de l’article est fausse en S = { $s }
cks-s-formula-fails = La formule explicite connue (absente de l’article) est fausse en S = { $s }
cks-s-rule-holds-all = La règle de l’article est vraie pour tout S
cks-s-formula-holds-all = La formule explicite connue (absente de l’article) est vraie pour tout S
cks-s-rule-holds-upto = La règle de l’article est vraie (vérifiée pour S = 0 … { $upto })
cks-s-formula-holds-upto = La formule explicite connue (absente de l’article) est vraie (vérifiée pour S = 0 … { $upto })
cks-s-here = — ici Min = { $min }, Max = { $max }, Min + Max = { $sum }.
cks-s-counterexample = Contre-exemple : S = { $s } (vérifié pour S = 0 … { $upto }).
cks-s-periodic = G est périodique à partir de S = { $from }, de période { $period }
cks-s-no-period = Aucune période trouvée
cks-s-period-what = Prépériode { $from }, période { $period } : G(S + { $period }) = G(S) pour tout S ≥ { $from }.
cks-s-searched = Recherche jusqu’à S = { $upto }.
cks-s-minmax-error = Min { $min }, Max { $max } : { $error }
cks-s-chip =
    .title = l’ensemble { $set }
cks-s-chip-minmax = Min { $min }, Max { $max }

## (b) Jeux de retrait (Schwenk)

cks-t-h-title = La suite <span class="math">H</span> de Schwenk
cks-t-h-explain = <i>H</i><sub>1</sub> = 1 et <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>,
    où <i>m</i> est le plus petit <i>j</i> tel que <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>.
    Schwenk : lorsque <i>f</i> est croissante et <i>f</i>(<i>x</i>) ≥ <i>x</i>, les tas de départ perdants sont exactement
    les termes de <i>H</i>.
cks-t-claims-title = Les hypothèses de Schwenk et ce qui est vrai
cks-t-compare-title = <span class="math">H</span> à côté des départs perdants, de <span class="math">B<sub>f</sub></span> et de <span class="math">g(N) = N</span>
cks-t-repr-title = La représentation binaire propre au jeu de <span class="math">N</span>
cks-t-repr-explain = Écrivez <i>N</i> de façon gloutonne avec des termes de <i>H</i>, le plus grand d’abord : un chiffre par terme,
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> de gauche à droite, 1 là où il est utilisé. À partir d’un tas qui n’est pas dans
    <i>H</i>, le coup gagnant consiste à <strong>retirer le 1 le plus à droite</strong> : prendre la plus petite part.
cks-t-repr-quick =
    .aria-label = Exemples de valeurs de N
cks-t-play-explain = Sous le tas : le tas écrit avec <i>H</i> avant le dernier coup (le retrait marqué) et maintenant.
cks-t-n-error = Saisissez un nombre entier N ≥ 1.
cks-t-failure = Impossible d’analyser f(x) = { $f } jusqu’à N = { $upto } : { $message }
cks-t-kept = Toujours affiché : f(x) = { $f } pour N ≤ { $upto }.
cks-t-progress-label = Calcul de H et des départs perdants
cks-t-progress = Calcul de H, des départs perdants et de B_f jusqu’à N = { $upto } { $where ->
        [worker] en arrière-plan
       *[page] sur cette page
    }…
cks-t-share-move-fn = Le jeu à fonction de coup avec la même f

cks-t-step-why = m = { $m } : le plus petit j tel que f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span>
cks-t-members = — { $count ->
    [one] { $count } terme
   *[other] { $count } termes
    } ≤ { $upto }
cks-t-h-stops = H s’arrête :
cks-t-steps-summary = Comment chaque terme est obtenu ({ $count ->
    [one] { $count } étape
   *[other] { $count } étapes
    })
cks-t-steps-explain = Chaque étape ajoute <span class="math">H<sub>m</sub></span>, où m est le plus petit j tel que f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span>.
cks-t-steps-region = Comment chaque terme est obtenu
cks-t-steps-more = { $count ->
    [one] … et { $count } étape de plus.
   *[other] … et { $count } étapes de plus.
}
cks-t-status-proved = démontrée
cks-t-status-checked = vérifiée
cks-t-status-fails = fausse
cks-t-at = en x = { $x }
cks-t-hyp-nondecreasing = f est croissante
cks-t-hold = Les hypothèses de Schwenk sont vérifiées : son théorème s’applique.
cks-t-hold-failing = { $count ->
    [one] Pourtant, { $count } des affirmations ci-dessous est contredite par le calcul : voyez-la en rouge.
   *[other] Pourtant, { $count } des affirmations ci-dessous sont contredites par le calcul : voyez-les en rouge.
}
cks-t-hold-all = Le calcul confirme chaque affirmation ci-dessous sur l’intervalle vérifié.
cks-t-fail = Les hypothèses de Schwenk sont fausses : son théorème ne promet rien ici.
cks-t-fail-some = Ce qui reste vrai et ce qui ne l’est pas, d’après le calcul : { $holding } affirmations sur { $total } sont vraies, { $failing ->
    [one] { $failing } est contredite.
   *[other] { $failing } sont contredites.
}
cks-t-fail-none = Pourtant, chaque affirmation ci-dessous est vraie sur l’intervalle vérifié : ici, les hypothèses ne sont pas nécessaires.
cks-t-hypotheses = Hypothèses
cks-t-claims = Affirmations vérifiées
cks-t-verdict-holds = vraie
cks-t-verdict-contradicted = contredite
cks-t-counterexample = Contre-exemple :
cks-t-col-losing = départ perdant
cks-t-col-brute = force brute, N ≤ { $upto }
cks-t-col-game = le jeu à fonction de coup
cks-t-compare-explain = Chaque ligne est un nombre qui appartient à au moins un des quatre ensembles ; ● marque l’appartenance. Une ligne rouge : les ensembles y diffèrent. — : au-delà de l’intervalle couvert par la force brute.
cks-t-agree = Les quatre ensembles coïncident pour N ≤ { $brute } (et H, B<sub>f</sub>, g(N) = N pour N ≤ { $upto }).
cks-t-disagree = { $count ->
    [one] Les ensembles diffèrent en { $count } nombre.
   *[other] Les ensembles diffèrent en { $count } nombres.
}
cks-t-disagree-first = { $count ->
    [one] Les ensembles diffèrent en { $count } nombre (les premières lignes sont affichées).
   *[other] Les ensembles diffèrent en { $count } nombres (les premières lignes sont affichées).
}
cks-t-compare-region = Les quatre ensembles comparés
cks-t-compare-more = { $count ->
    [one] … { $count } nombre de plus jusqu’à { $upto }.
   *[other] … { $count } nombres de plus jusqu’à { $upto }.
}
cks-t-compare-counts = H : { $h } · départs perdants : { $losing } · B<sub>f</sub> : { $base } · g(N) = N : { $engine }
cks-t-digits-region = Les chiffres de N
cks-t-digits = Chiffres :
cks-t-rightmost-wins = Retirez le 1 le plus à droite : prenez <strong class="take-amount">{ $take }</strong>.
cks-t-rightmost-loses = Le coup de Schwenk, le 1 le plus à droite, serait <strong class="take-amount">{ $take }</strong> — et ici il perd.
cks-t-single = Un seul 1 : { $n } est lui-même un terme de H.
cks-t-invalid = La condition f(t<sub>i</sub>) &lt; t<sub>i+1</sub> est fausse entre deux parts consécutives : cette somme gloutonne n’est pas une représentation au sens de Schwenk.

## (c) nombres de Grundy et sommes

cks-g-table-title = Nombres de Grundy <span class="math">G(N, x)</span>
cks-g-table-explain = Une position est un tas de <i>N</i> jetons dont le joueur qui doit jouer peut prendre au plus <i>x</i>.
    <i>G</i>(0, <i>x</i>) = 0 et <i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}.
    Une partie commence en (<i>N</i>, <i>N</i> − 1) ; elle est perdue pour le joueur qui doit jouer exactement quand <i>G</i> = 0.
cks-g-canvas =
    .aria-label = nombres de Grundy G(N, x) en couleurs
cks-g-start-title = Chaque départ : <span class="math">G(N, N − 1)</span>
cks-g-start-explain = Le nombre de Grundy d’une partie commencée avec <i>N</i> jetons (le premier coup peut prendre tout sauf
    le tas entier). Les zéros sont les départs perdants — le <i>H</i> de Schwenk lorsque ses hypothèses sont vérifiées.
cks-g-play-title = Une rangée de tas : la somme de jeux
cks-g-play-explain = Chaque tas est son propre jeu de retrait, commencé comme ci-dessus ; un coup prend dans un seul tas, dans la
    limite propre à ce tas. Celui qui prend le dernier jeton du dernier tas gagne. Le joueur qui doit jouer gagne exactement quand la
    <strong>somme de Nim</strong> (XOR binaire, ⊕) des nombres de Grundy des tas n’est pas 0.
cks-g-caption = G(N, x) : lignes N, colonnes x
cks-g-region = La table de G(N, x)
cks-g-cell-start = { $cell } — le départ d’une partie à { $n }
cks-g-readout = Pointez sur l’image pour lire G(N, x).
cks-g-axis-x = x (le plus qu’on peut prendre)
cks-g-axis-n = N (le tas)
cks-g-heat-max = { $g } (la plus grande valeur échantillonnée).
cks-g-heat-samples = Chaque case est un échantillon : { $size } valeurs (N, x) sur { $all }.
cks-g-heat-cells = Une case par (N, x).
cks-g-legend-zero = G = 0 : le joueur qui doit jouer perd
cks-g-legend-start = le départ (N, N − 1) d’une partie à N
cks-g-failure = Impossible de calculer G(N, x) pour f(x) = { $f } jusqu’à N = { $upto } : { $message }
cks-g-progress-label = Calcul des nombres de Grundy
cks-g-progress = Calcul de G(N, x) pour tout N ≤ { $upto } { $where ->
        [worker] en arrière-plan
       *[page] sur cette page
    }…
cks-g-strip-lose = { $g } — un départ perdant
cks-g-share-row = La rangée de jeux
`;
