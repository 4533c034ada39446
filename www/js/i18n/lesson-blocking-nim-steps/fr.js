// The sentences the Blocking Nim lesson's script composes, in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, avec les mots des mathématiques scolaires.

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

## Mots communs : séries, raisons du moteur, choix

blocking-nim-s-run = de { $from } à { $to }
blocking-nim-s-then = { $before }, puis { $after }
blocking-nim-s-and-also = { $before } ; { $after }
blocking-nim-s-game-over = { $why }.
blocking-nim-s-engine-forbids = Le moteur, dans le rôle de l’adversaire qui interdit : « { $why } »
blocking-nim-s-choice-safe = Sûr : le joueur qui a le trait perd
blocking-nim-s-choice-unsafe = Non sûr : le joueur qui a le trait gagne
blocking-nim-s-none-up-to = aucun jusqu’à { $upto }

## Étape 1 : jouer quelques parties

blocking-nim-s-move-3 = Au coup { $move }, par exemple, le joueur qui a le trait prend entre { $least } et { $most } jetons, et l’adversaire peut d’abord interdire jusqu’à { $blocks } { $count ->
        [1] de cet unique choix
       *[other] de ces { $count } choix
    }.
blocking-nim-s-play-start = à partir d’un tas de { $pile } au coup { $move }, le premier joueur { $safe ->
        [safe] perd face à un jeu parfait : le tas est sûr
       *[unsafe] gagne en jouant parfaitement : le tas n’est pas sûr
    } (force brute).
blocking-nim-s-first-wins-false = pour { $rule } : le tas { $pile } est sûr au coup { $move }, donc le premier joueur y perd
blocking-nim-s-first-wins-true = pour { $rule }, aucun tas de { $from } à { $upto } n’est sûr au coup { $move }

## Étape 2 : les tas sûrs, coup par coup

blocking-nim-s-safe-list = { $runs } (tous les tas jusqu’à { $upto } essayés).
blocking-nim-s-safe-list-none = aucun (tous les tas jusqu’à { $upto } essayés).
blocking-nim-s-small-safe-false = le tas { $pile } n’est pas sûr au coup { $move }, bien qu’il soit inférieur à { $bound }
blocking-nim-s-small-safe-true = pour { $rule } : aux coups 1 à { $moves }, tout tas inférieur à { $bounds } est sûr — là, l’adversaire peut interdire tous les choix
blocking-nim-s-same-every-move-false = le tas { $pile } est { $first ->
        [safe] sûr
       *[unsafe] non sûr
    } au coup 1 mais { $then ->
        [safe] sûr
       *[unsafe] non sûr
    } au coup { $move }
blocking-nim-s-same-every-move-true = pour { $rule }, les coups 1 à { $moves } ont les mêmes tas sûrs jusqu’à { $upto }
blocking-nim-s-is-safe = Un tas de { $pile } est-il sûr au coup { $move } ?
blocking-nim-s-pile-is = le tas { $pile } { $safe ->
        [safe] est sûr
       *[unsafe] n’est pas sûr
    } au coup { $move }
blocking-nim-s-brute-pile-is = Force brute : le tas { $pile } { $safe ->
        [safe] est sûr
       *[unsafe] n’est pas sûr
    } au coup { $move }.
blocking-nim-s-clue-safe-15-3 = Faites la liste des prises autorisées au coup { $move } à partir de { $pile }. Lesquelles laissent un tas sûr au coup { $next } — et combien l’adversaire peut-il en interdire ?
blocking-nim-s-clue-safe-4-2 = Quelles prises sont autorisées au coup { $move } à partir de { $pile }, et que laisse chacune pour le coup { $next } ? Comparez le nombre de prises gagnantes à { $c }.

## Étape 3 : prédire le prochain tas sûr (et étape 5, pour les suites choisies)

blocking-nim-s-next = Au coup { $move }, les tas sûrs commencent ainsi : { $runs }. Quel est le prochain tas sûr au coup { $move } après { $after } ?
blocking-nim-s-next-rule = Pour { $rule } : au coup { $move }, les tas sûrs commencent ainsi : { $runs }. Quel est le prochain tas sûr au coup { $move } après { $after } ?
blocking-nim-s-type-0 = (Tapez 0 s’il n’y en a aucun jusqu’à { $upto }.)
blocking-nim-s-next-why-none = Force brute : aucun tas de { $from } à { $upto } n’est sûr au coup { $move }.
blocking-nim-s-next-why-gap = Force brute : les tas de { $from } à { $to } ne sont pas sûrs au coup { $move }, et le tas { $pile } est sûr.
blocking-nim-s-next-why = Force brute : le tas { $pile } est sûr.
blocking-nim-s-clue-general = À partir d’un tas juste au-dessus de { $after }, quelles prises laissent un tas sûr au coup { $next } ? Y en a-t-il plus que { $c }, le maximum que l’adversaire peut interdire ?
blocking-nim-s-clue-there-is = Il y a un tas sûr après { $after }, jusqu’à { $upto }.
blocking-nim-s-clue-not-above = { $n } n’est pas supérieur à { $after } : la question demande le premier tas sûr après { $after }.
blocking-nim-s-clue-beyond = { $n } est au-delà des tas que le moteur a essayés ici (jusqu’à { $upto }).
blocking-nim-s-clue-not-first = Le tas { $pile } est sûr au coup { $move } — mais ce n’est pas le premier tas sûr après { $after } : il y en a un plus petit.
blocking-nim-s-clue-unsafe = Le tas { $pile } n’est pas sûr au coup { $move }.
blocking-nim-s-clue-too-few = Cherchez un tas où le joueur qui a le trait a trop peu de prises gagnantes.
blocking-nim-s-too-few-runs = trop peu de séries sûres jusqu’à { $upto } pour conclure : { $runs }
blocking-nim-s-even-runs-true = jusqu’à { $upto }, les séries qui suivent la première commencent à { $starts }, { $gap ->
        [1] à chaque tas
       *[other] tous les { $gap } tas
    }
blocking-nim-s-even-runs-false = jusqu’à { $upto }, les séries qui suivent la première commencent à { $starts }
blocking-nim-s-same-length-true = jusqu’à { $upto }, chaque série compte { $length ->
        [1] un seul tas
       *[other] { $length } tas
    }
blocking-nim-s-same-length-false = jusqu’à { $upto }, les séries sont { $runs }

## Étape 4 : la stratégie, où sont les séries sûres

blocking-nim-s-conditions-apply = { $one } ; { $two }. Le théorème 1 s’applique donc.
blocking-nim-s-conditions-fail = { $one } ; { $two }. Le théorème 1 ne garantit donc rien ici : comparez ci-dessous.
blocking-nim-s-challenge-safe = Le verdict du moteur (force brute) : le tas est sûr au coup { $move } — le premier joueur ne peut pas gagner face à un jeu parfait. Observez comment il interdit.
blocking-nim-s-challenge-unsafe = Le verdict du moteur (force brute) : le tas n’est pas sûr au coup { $move } — le premier joueur peut gagner, mais seulement avec des prises et des interdictions exactes.
blocking-nim-s-formula-exact-false = pour { $rule }, la formule se trompe : { $diff }
blocking-nim-s-formula-exact-true = pour { $rule }, force brute et formule coïncident aux coups 1 à { $moves }, pour les tas jusqu’à { $upto }
blocking-nim-s-shrunk-none = pour { $rule }, ce jeu n’existe pas : { $error }
blocking-nim-s-shrunk-false = pour { $rule }, le tas { $pile } au coup { $move } est { $blocks ->
        [safe] sûr
       *[unsafe] non sûr
    } avec blocages, mais { $without ->
        [safe] sûr
       *[unsafe] non sûr
    } sans
blocking-nim-s-shrunk-true = pour { $rule }, les deux jeux ont les mêmes tas sûrs aux coups 1 à { $moves }, pour les tas jusqu’à { $upto }
blocking-nim-s-ordinal = { $index ->
        [0] première
        [1] deuxième
        [2] troisième
        [3] quatrième
       *[other] cinquième
    }
blocking-nim-s-run-4 = Utilisez la règle ci-dessus : où commence la { $nth } série sûre du coup { $move } ? La deuxième commence à { $second } ; chaque série suivante ajoute les deux parenthèses suivantes, { $next }, et ainsi de suite.
blocking-nim-s-interval = { $safe ->
        [safe] sûrs
       *[unsafe] non sûrs
    } { $run }
blocking-nim-s-run-4-clue = Lisez { $values } et les valeurs suivantes dans le tableau de l’étape { $step }, puis additionnez les parenthèses une à une.
blocking-nim-s-run-4-before = C’est à { $n } que commence la { $nth } série sûre, pas la { $asked } : ajoutez les deux parenthèses suivantes.
blocking-nim-s-run-4-short = { $n }, c’est un de trop peu : la série commence exactement à la somme des parenthèses.
blocking-nim-s-run-4-inside = { $n } se trouve dans cette série sûre, mais ce n’est pas là qu’elle commence.
blocking-nim-s-run-4-no-run = la formule ne donne pas une telle série
blocking-nim-s-run-4-answer = la { $nth } série sûre commence à { $start }
blocking-nim-s-run-4-why = Théorème 1 au coup { $move }, à partir du tas { $pile } : { $intervals }. La { $nth } série sûre trouvée en essayant toutes les parties : { $found }.
blocking-nim-s-huge = Utilisez la formule du théorème 1 : un tas de { $pile } est-il sûr au coup { $move } ? (La force brute ne peut pas aller aussi loin.)
blocking-nim-s-formula-says = la formule dit { $safe ->
        [safe] sûr
       *[unsafe] non sûr
    }
blocking-nim-s-huge-why = Théorème 1 : { $pile } se trouve dans l’intervalle { $safe ->
        [safe] sûr
       *[unsafe] non sûr
    } { $interval } au coup { $move } (le moteur a parcouru { $steps ->
        [one] { $steps } paire
       *[other] { $steps } paires
    } de bornes et a sauté en avant là où les suites sont constantes).
blocking-nim-s-huge-sure = Les conditions (1) et (2) sont vérifiées pour ces suites, donc le théorème 1 le garantit.
blocking-nim-s-huge-unsure = Les conditions (1) et (2) ne sont pas vérifiées pour ces suites : c’est seulement ce que dit la formule, pas un théorème.
blocking-nim-s-huge-clue = Là où les suites sont constantes, les intervalles se répètent avec une période fixe : trouvez-la, puis divisez.

## Étape 5 : changer la règle

blocking-nim-s-safe-move-1 = { $runs } (force brute).
blocking-nim-s-theorem-now-wrong = { $rule } : ici, la formule se trompe ; première différence : { $diff }.
blocking-nim-s-theorem-now-right = { $rule } : les intervalles du théorème 1 sont exactement les tas sûrs aux coups 1 à { $moves } (tas jusqu’à { $upto }).
blocking-nim-s-brute-safe-piles = force brute : les tas sûrs jusqu’à { $upto } sont { $runs }
blocking-nim-s-brute-pile = force brute : le tas { $pile } { $safe ->
        [safe] est sûr
       *[unsafe] n’est pas sûr
    }
blocking-nim-s-multiples = force brute : les tas sûrs jusqu’à { $upto } sont les multiples de { $n }
blocking-nim-s-not-multiples = force brute : le tas { $pile } { $safe ->
        [safe] est sûr
       *[unsafe] n’est pas sûr
    } ; les tas sûrs sont { $runs }, …
blocking-nim-s-example = Exemple { $name }
blocking-nim-s-use-example = Utiliser l’exemple { $name } : { $rule }

## Étape 6 : le résumé de l’article, mis à l’épreuve

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] condition suffisante
       *[necessity] condition nécessaire
    } — { $verdict ->
        [holds] vérifiée
        [contradicted] contredite
       *[not-applicable] non testée ici
    }
blocking-nim-s-summary-now = { $verdicts }.
blocking-nim-s-claim-false = pour { $rule } (tas jusqu’à { $upto }, coups 1 à { $moves }) : { $why }
blocking-nim-s-claim-true = aucun contre-exemple sur { $count ->
        [1] le seul jeu de suites
       *[other] les { $count } jeux de suites
    } où elle s’applique (les exemples et les suites choisies maintenant ; tas jusqu’à { $upto }, coups 1 à { $moves })
blocking-nim-s-summary-holds = Pour { $rule } : la condition plus faible est vérifiée à chaque coup. Prédisez : les séries de la formule sont-elles exactement les tas sûrs aux coups 1 à { $moves } ?
blocking-nim-s-summary-fails = Pour { $rule } : la condition plus faible n’est pas vérifiée ({ $why }). Prédisez : les séries de la formule sont-elles exactement les tas sûrs aux coups 1 à { $moves } ?
blocking-nim-s-summary-yes = Oui, les séries sont les tas sûrs
blocking-nim-s-summary-no = Non, en essayant toutes les parties, on trouve d’autres tas sûrs
blocking-nim-s-yes = oui
blocking-nim-s-no = non
blocking-nim-s-summary-wrong = La formule se trompe : { $diff }.
blocking-nim-s-summary-right = La force brute coïncide avec les intervalles aux coups 1 à { $moves }, pour les tas jusqu’à { $upto }.
blocking-nim-s-summary-clue = Essayez à la main les plus petits tas au coup { $move } : pour chacun, comparez le nombre de prises gagnantes à { $c }.
`;
