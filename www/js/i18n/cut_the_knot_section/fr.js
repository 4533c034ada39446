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
cks-s-set-title = l’ensemble { $set }

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
## (c) Le plateau d’une rangée de jeux

cks-b-choose-pile = Choisissez un tas
cks-b-pile-label = Tas { $i } : { $pile } jetons, au plus { $max } peuvent être pris, nombre de Grundy { $g }
cks-b-pile-name = Tas { $i }
cks-b-pile-max = prendre 1 … { $max }
cks-b-pile-empty = vide
cks-b-pile-no-move = aucun coup
cks-b-nim-sum = Somme de Nim :
cks-b-nim-sum-zero = — 0 : le joueur qui doit jouer perd face à un jeu parfait.
cks-b-nim-sum-not-zero = — non nulle : le joueur qui doit jouer peut gagner.
cks-b-play-again = Rejouer
cks-b-setting-up = Préparation…
cks-b-thinking = Le moteur réfléchit…
cks-b-choose = Choisissez un tas, puis combien prendre.
cks-b-take-button = Prendre { $k } dans le tas { $i }
cks-b-take-bar = Combien prendre dans le tas { $i }
cks-b-take-label = Dans le tas { $i }, prendre :
cks-b-take-input = Jetons à prendre dans le tas { $i }, de 1 à { $max }
cks-b-take-input-label = Dans le tas { $i }, prendre (1 … { $max }) :
cks-b-take = Prendre
`;
