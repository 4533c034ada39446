// The blocking-Nim section's words in French (see en.js).
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

## La première carte : les règles et les suites

bns-doc-title = Nim Lab — Nim avec blocage : l’adversaire interdit certains coups
bns-title = Nim avec blocage : les suites <span class="math">c<sub>i</sub></span>, <span class="math">m<sub>i</sub></span>, <span class="math">M<sub>i</sub></span>
bns-intro-rules = Les coups sont numérotés 1, 2, 3, … sur toute la partie. Au coup <i>i</i>, le joueur qui a le trait doit prendre
    <i>x</i> jetons avec <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i> (et pas plus que le tas).
    Auparavant, l’adversaire peut <strong>interdire</strong> jusqu’à <i>c<sub>i</sub></i> de ces choix.
    Le joueur à qui il ne reste aucun choix autorisé perd. Un tas est <strong>sûr</strong> quand le joueur qui a le trait
    y perd ; <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
    est le nombre de choix, au-delà d’un, qui survivent toujours aux blocages.
bns-intro-typing = Écrivez chaque suite comme une expression en <i>i</i> (<span class="mono">i + 2</span>, <span class="mono">i/3</span>,
    <span class="mono">min(i, 4)</span>, <span class="mono">if i % 2 == 0 then 3 else 5</span>) ou comme une liste dont
    la dernière valeur se répète (<span class="mono">1, 0, 0</span> signifie 1, 0, 0, 0, …).
bns-read-list = Lu comme { $seq }, … (la dernière valeur se répète)
bns-read-list-same = Lu comme { $seq }, … (la dernière valeur se répète) — la même à chaque coup
bns-read-list-from = Lu comme { $seq }, … (la dernière valeur se répète) — constante à partir de i = { $from }
bns-read-expr = Lu comme { $seq }
bns-read-expr-same = Lu comme { $seq } — la même à chaque coup
bns-read-expr-from = Lu comme { $seq } — constante à partir de i = { $from }
bns-link-unusable = Certains réglages du Nim avec blocage présents dans le lien n’ont pas pu être utilisés :
bns-link-example-used = L’exemple de l’article est utilisé à la place.
bns-presets-group = Exemples de suites
bns-values-table = Les premières valeurs des suites
bns-values-region = Les premières valeurs des suites
bns-values-caption = Les premières valeurs de c, m, M et u = M − m − c
bns-progress-label = Résolution du jeu par force brute
bns-progress = Résolution de chaque tas 0 … { $upto } aux coups 1 … { $moves } par force brute { $where ->
        [worker] en arrière-plan
       *[page] sur cette page
    }…
bns-cancelled = Annulé.
bns-cancelled-showing = Annulé. Affichage conservé : tas 0 … { $upto }, coups 1 … { $moves }.
bns-share-game = La partie

## Les exemples (nom, note, légende)

bns-preset-paper = Exemple de l’article
bns-preset-paper-note = coup 3 : [5, 10], c = 2
bns-preset-paper-caption = L’exemple détaillé de l’article : au coup 3, les options sont [5, 10] avec c₃ = 2, donc l’adversaire peut interdire deux des six prises 5 … 10. Le tas 15 au coup 3 est sûr : les seules prises gagnantes, 9 et 10, sont interdites (essayez-le dans l’encadré de la formule ci-dessous : tas 15, coup 3).
bns-preset-nim = Prendre 1–3, sans blocage
bns-preset-nim-note = Nim
bns-preset-nim-caption = Aucun blocage (c = 0) : le jeu de soustraction classique. Les tas sûrs sont les multiples de 4.
bns-preset-block-one = Prendre 1–4, bloquer 1
bns-preset-block-one-caption = Quatre prises, dont l’adversaire peut en interdire une : les tas sûrs vont par paires, tous les 5 jetons.
bns-preset-growing = Croissant
bns-preset-growing-note = prendre de 1 à i + 2, bloquer i/3
bns-preset-growing-caption = L’éventail des prises et le nombre de blocages croissent avec le numéro du coup ; les conditions (1) et (2) sont vérifiées.
bns-preset-summary-holds = Condition du résumé vérifiée, formule fausse
bns-preset-summary-holds-caption = c = 1, 0, 0, … : les blocages diminuent, donc la condition (1) n’est pas vérifiée. Le résumé affirme que sa condition plus faible (u_i ≥ 0 et le lemme 1) suffit — elle est vérifiée ici, et pourtant la force brute contredit la formule.
bns-preset-summary-fails = Formule juste, condition du résumé non vérifiée
bns-preset-summary-fails-caption = Le résumé dit sa condition nécessaire. Ici elle n’est pas vérifiée, et pourtant la formule donne exactement les tas sûrs.
bns-preset-all-blocked = Tout peut être bloqué
bns-preset-all-blocked-caption = Un seul choix à chaque coup, et l’adversaire peut l’interdire : u_i = −1, personne ne peut jamais jouer, tout tas est sûr.

## Les verdicts

bns-verdicts-title = Les affirmations de l’article face à la force brute
bns-results-for = pour
bns-results-range = c = { $c } | m = { $m } | M = { $M } ; tas 0 … { $upto }, coups 1 … { $moves }
bns-diff = tas { $pile } au coup { $move } : la force brute le dit { $brute ->
        [safe] sûr
       *[unsafe] non sûr
    }, la formule le dit { $formula ->
        [safe] sûr
       *[unsafe] non sûr
    }
bns-banner-holds = Les intervalles du théorème 1 sont exactement les tas sûrs à chaque coup 1 … { $moves } (tas 0 … { $upto }).
bns-banner-fails = La formule est fausse ici : la force brute contredit les intervalles du théorème 1 { $count ->
        [one] au coup
       *[other] aux coups
    } { $moves }.
bns-banner-first = Première différence : { $diff }.
bns-banner-explain = Les tas sûrs ci-dessous sont ceux de la force brute ; les intervalles de la formule sont dessinés à côté pour comparaison.
bns-conditions-title = Les conditions
bns-cond-one = les blocages ne diminuent jamais
bns-cond-two = au moins un choix survit aux blocages, et jamais moins au fil de la partie
bns-cond-weak-name = Résumé
bns-cond-weak-and = et
bns-cond-weak = la condition plus faible du résumé (les inégalités du lemme 1)
bns-cond-holds = vérifiée
bns-cond-fails = non vérifiée
bns-cond-at = en i = { $at }
bns-coverage-whole = Chaque suite est constante à partir d’un certain i, donc ces vérifications couvrent tous les coups.
bns-coverage-part = Vérifié pour i = 1 … { $indices } (une suite continue de changer ici, donc aucune vérification finie ne couvre tous les i).
bns-claims-title = Les affirmations, testées
bns-claims-list = Les affirmations de l’article
bns-verdict-holds = vérifiée
bns-verdict-contradicted = contredite
bns-verdict-not-applicable = sans objet

## L’image des tas sûrs

bns-picture-title = Tas sûrs et non sûrs, coup par coup
bns-picture-explain = Une ligne par coup <i>k</i>. Un carré plein : le tas <i>n</i> est sûr au coup <i>k</i> par force
    brute (le joueur qui a le trait perd). Le crochet sous une ligne : l’intervalle sûr du théorème 1 [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1] pour les suites à partir du coup <i>k</i>.
    En rouge : la force brute et la formule ne concordent pas — là, la formule est fausse.
    Faites glisser sur l’image pour zoomer sur quelques tas ; double-cliquez pour tous les revoir.
bns-picture-label = Tas sûrs par coup
bns-legend-safe = sûr (force brute)
bns-legend-unsafe = non sûr
bns-legend-interval = intervalle sûr du théorème 1
bns-legend-diff = la force brute et le théorème 1 ne concordent pas
bns-readout = Pointez une ligne pour lire un tas. Faites glisser sur l’image pour zoomer.
bns-readout-zoomed = Pointez une ligne pour lire un tas. Faites glisser sur l’image pour zoomer ; double-cliquez pour revoir tous les tas.
bns-readout-pile = Coup { $move }, tas { $pile } : { $brute ->
        [safe] sûr
       *[unsafe] non sûr
    } par force brute ; théorème 1 : { $formula ->
        [safe] sûr
       *[unsafe] non sûr
    }.
bns-readout-pile-interval = Coup { $move }, tas { $pile } : { $brute ->
        [safe] sûr
       *[unsafe] non sûr
    } par force brute ; théorème 1 : { $formula ->
        [safe] sûr
       *[unsafe] non sûr
    } (intervalle { $interval }).
bns-readout-pile-disagree = Coup { $move }, tas { $pile } : { $brute ->
        [safe] sûr
       *[unsafe] non sûr
    } par force brute ; théorème 1 : { $formula ->
        [safe] sûr
       *[unsafe] non sûr
    } — ils ne concordent pas : la formule est fausse ici.
bns-readout-pile-interval-disagree = Coup { $move }, tas { $pile } : { $brute ->
        [safe] sûr
       *[unsafe] non sûr
    } par force brute ; théorème 1 : { $formula ->
        [safe] sûr
       *[unsafe] non sûr
    } (intervalle { $interval }) — ils ne concordent pas : la formule est fausse ici.
bns-canvas-axis = tas n →
bns-canvas-move = coup { $move }
bns-canvas-right = formule juste
bns-canvas-wrong = formule fausse
bns-canvas-right-short = juste
bns-canvas-wrong-short = fausse
bns-canvas-label = Tas sûrs de { $from } à { $to } aux coups 1 à { $rows } : la force brute en plein, les intervalles du théorème 1 en crochets ; { $mismatches ->
        [one] { $mismatches } tas
       *[other] { $mismatches } tas
    } où ils ne concordent pas
bns-scale-cells = Un carré par tas.
bns-scale-columns = Chaque colonne de pixels couvre environ { $piles } tas ; sa teinte est la part de tas sûrs.

## Le tableau des séries

bns-runs-title = Séries de tas sûrs par force brute à côté des intervalles du théorème 1
bns-runs-move = Coup
bns-runs-brute = Tas sûrs par force brute
bns-runs-formula = Intervalles sûrs du théorème 1
bns-runs-verdict = Conclusion
bns-runs-more = … et { $more } de plus
bns-runs-more-differ = … et { $more } de plus (dont { $missing } qui diffèrent)
bns-runs-none = aucun
bns-runs-same = identiques
bns-runs-wrong = la formule est fausse ici
bns-runs-first = d’abord en { $diff }
bns-runs-weak-holds = Condition du résumé à partir du coup { $move } : vérifiée
bns-runs-weak-fails = Condition du résumé à partir du coup { $move } : non vérifiée

## L’encadré de la formule

bns-formula-title = La formule du théorème 1 pour n’importe quel tas
bns-formula-explain = Les bornes <i>A<sub>j</sub></i> et <i>B<sub>j</sub></i> sont des sommes des suites, donc la
    formule répond aussitôt, même pour 10<sup>18</sup> jetons. Ce n’est un théorème que là où ses conditions sont vérifiées ;
    pour les tas et les coups que la force brute a résolus plus haut, sa réponse est affichée à côté.
bns-formula-pile = Tas <span class="math">n</span> (jusqu’à 10^18)
bns-formula-move = au coup <span class="math">k</span>
bns-formula-quick =
    .aria-label = Exemples de tas
bns-quick-try = Essayez :
bns-quick-paper = tas 15, coup 3
bns-formula-enter-pile = Entrez un tas : un nombre entier n ≥ 0 (10^18 fonctionne aussi).
bns-formula-enter-move = Entrez un numéro de coup k ≥ 1.
bns-formula-answer = Théorème 1 : le tas <strong>{ $pile }</strong> au coup { $move } est <strong class="b-formula-word">{ $safe ->
        [safe] sûr
       *[unsafe] non sûr
    }</strong> ({ $safe ->
        [safe] le joueur qui a le trait perd
       *[unsafe] le joueur qui a le trait gagne
    }).
bns-formula-interval = Il se trouve dans l’intervalle { $safe ->
        [safe] sûr
       *[unsafe] non sûr
    } <strong class="mono">[{ $from }, { $to }]</strong>{ $bounds } pour les suites à partir du coup { $move }.
bns-formula-steps = Le moteur a parcouru { $steps ->
        [one] { $steps } paire
       *[other] { $steps } paires
    } de bornes (A_j, B_j) et, là où les suites sont constantes, a sauté en avant par division.
bns-formula-beyond = Au-delà des tas et des coups résolus plus haut par force brute.
bns-formula-beyond-fails = Au-delà des tas résolus plus haut, et les conditions (1) et (2) ne sont pas vérifiées ici : le théorème ne garantit pas cette réponse.
bns-formula-wrong = La formule est fausse ici :
bns-formula-wrong-brute = la force brute trouve le tas { $pile } au coup { $move } { $safe ->
        [safe] sûr
       *[unsafe] non sûr
    }.
bns-formula-agrees = La force brute est d’accord : le tas { $pile } au coup { $move } est { $safe ->
        [safe] sûr
       *[unsafe] non sûr
    }.

## Jouer contre le moteur : la carte

bns-play-title = Jouer contre le moteur
bns-play-intro = Chaque coup a deux temps : d’abord l’adversaire du joueur qui a le trait interdit jusqu’à
    <i>c<sub>k</sub></i> des choix, puis le joueur prend l’un des choix restants. Le moteur interdit avant vos
    coups ; vous interdisez avant les siens.
bns-player = Nim avec blocage contre le moteur
bns-start-pile-error = Tas de départ : { $error }
`;
