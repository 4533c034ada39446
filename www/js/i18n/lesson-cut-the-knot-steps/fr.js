// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in French (see en.js).
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

## Morceaux communs à plusieurs étapes

cut-the-knot-s-two = { $first } { $second }
cut-the-knot-s-set-minmax = Min { $min }, Max { $max }
cut-the-knot-s-set-named = l’ensemble { $set }
cut-the-knot-s-moves-exactly = { $n ->
        [one] exactement { $n } jeton.
       *[other] exactement { $n } jetons.
    }
cut-the-knot-s-moves-range = au moins { $min } et au plus { $max } jetons.
cut-the-knot-s-moves-from = un nombre de jetons pris dans { $set }.
cut-the-knot-s-moves-set = { $takes } jetons.
cut-the-knot-s-empty-pile = Aucun coup n’est possible à partir d’un tas vide : G(0) = { $g }.
cut-the-knot-s-no-move-from = Aucun coup n’est possible à partir de { $n } : G({ $n }) = 0.
cut-the-knot-s-verdict-wins = Le verdict du moteur : le premier joueur gagne à partir de { $n } en prenant { $take }.
cut-the-knot-s-verdict-loses = Le verdict du moteur : à partir de { $n }, tout premier coup perd.
cut-the-knot-s-choice-p = P : le joueur qui doit jouer perd
cut-the-knot-s-choice-n = N : le joueur qui doit jouer gagne
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } est une position P
       *[N] { $n } est une position N
    }
cut-the-knot-s-engine-for = le moteur, pour { $rule } : { $text }
cut-the-knot-s-for-rule = Pour { $rule } : { $text }
cut-the-knot-s-for-text = pour { $set } : { $text }
cut-the-knot-s-none = aucune
cut-the-knot-s-not-above = { $n } n’est pas supérieur à { $bound }.
cut-the-knot-s-none-upto = aucun jusqu’à { $upto }
cut-the-knot-s-pile-empty = tas : tapez le nombre de jetons de départ.

## Étape 2 : P ou N ?

cut-the-knot-s-p-positions = S = { $list } (tous les S ≤ { $upto }).
cut-the-knot-s-multiples-hold = pour { $set }, les positions P jusqu’à { $upto } sont exactement les multiples de { $sum }
cut-the-knot-s-multiples-p-not = pour { $set }, { $s } est une position P et n’est pas un multiple de { $sum }
cut-the-knot-s-multiples-n = pour { $set }, { $s } est un multiple de { $sum } mais une position N
cut-the-knot-s-paper-rule-fails = pour { $set } (plus petite prise { $min }, plus grande { $max }) : S = { $s } est { $kind ->
        [P] une position P
       *[N] une position N
    }, G({ $s }) = { $g }
cut-the-knot-s-paper-rule-agrees = pour { $set }, en prenant pour Min et Max sa plus petite et sa plus grande prise, elle est d’accord avec le moteur pour S ≤ { $upto }
cut-the-knot-s-pn-8-prompt = Un tas de 8 ; un coup consiste à prendre { $moves } 8 est-il une position P ou une position N ?
cut-the-knot-s-pn-8-clue = Remontez à partir de 0 : depuis quels petits tas aucun coup n’est-il possible ? Puis : un coup depuis 8 peut-il atteindre l’un d’eux ?
cut-the-knot-s-p-window-prompt = Donnez une position P, S, entre { $lo } et { $hi } : un tas à partir duquel le joueur qui doit jouer perd.
cut-the-knot-s-p-window-general = Regardez les positions P trouvées en dessous de { $lo } : reviennent-elles à intervalles réguliers ?
cut-the-knot-s-p-window-negative = Un tas contient 0 jeton ou plus.
cut-the-knot-s-p-window-outside = { $n } est une position P — c’est vrai, mais ce n’est pas entre { $lo } et { $hi } : trouvez-en une dans cet intervalle.
cut-the-knot-s-p-window-n = { $n } est une position N, le joueur qui doit jouer gagne : { $why }
cut-the-knot-s-none-between = aucune entre { $lo } et { $hi }
cut-the-knot-s-p-between = Les positions P entre { $lo } et { $hi } : { $list }.

## Étape 3 : nombres de Grundy, période et règle de l’article

cut-the-knot-s-strip-caption = G(S) pour { $set }, S = 0 … { $upto } :
cut-the-knot-s-strip-top = Taille du tas
cut-the-knot-s-strip-bottom = Nombre de Grundy
cut-the-knot-s-strip-title-p = { $g } — une position P
cut-the-knot-s-period-found = Le moteur trouve la période : { $text } Donc G(S + { $period }) = G(S) pour tout S ≥ { $from }.
cut-the-knot-s-period-none = Le moteur ne trouve pas de période : { $text }
cut-the-knot-s-rule-not-stated = Non énoncée pour { $set }
cut-the-knot-s-rule-not-range = Bogomolny énonce la règle pour « Un tas », où les prises forment un seul intervalle Min … Max ; cet ensemble n’est pas un intervalle.
cut-the-knot-s-rule-fails-at = La règle échoue en S = { $s }
cut-the-knot-s-rule-holds-all = La règle est vraie pour tout S
cut-the-knot-s-rule-holds-upto = La règle est vraie pour S = 0 … { $upto }
cut-the-knot-s-rule-here = Ici Min = { $min }, Max = { $max }, Min + Max = { $sum } : P exactement quand S mod { $sum } < { $min }.
cut-the-knot-s-g-14-answer = Pour { $set } : G(14) = { $g } ; le plus grand nombre de Grundy jusqu’à S = { $upto } est { $largest }.
cut-the-knot-s-period-is-sum = pour { $set }, la période est { $period } = { $min } + { $max }
cut-the-knot-s-period-is-not-sum = pour { $set }, la période est { $period }, et { $min } + { $max } = { $sum }
cut-the-knot-s-g-small-holds = pour { $set }, tous les G(S) jusqu’à { $upto } valent 0, 1 ou 2 ; G vaut au plus le nombre de prises possibles, { $count }
cut-the-knot-s-g-small-fails = pour { $set }, { $g }
cut-the-knot-s-g-14-prompt = Prédisez G(14) pour { $set } : le plus petit nombre qui n’est le nombre de Grundy d’aucun tas accessible depuis 14 en un coup.
cut-the-knot-s-g-14-general = Faites la liste des tas accessibles depuis 14 en un coup et de leurs nombres de Grundy (en partant de 0), puis prenez le plus petit nombre absent.
cut-the-knot-s-g-14-reached = { $k } est le nombre de Grundy d’un tas accessible depuis 14 en un coup : il n’est donc pas absent de la liste.
cut-the-knot-s-g-14-not-smallest = { $k } est absent de la liste, mais ce n’est pas le plus petit nombre absent.
cut-the-knot-s-g-14-why = Depuis 14, un coup mène à { $below } ; le plus petit nombre absent parmi eux est { $g }.
cut-the-knot-s-g-14-no-move = Aucun coup n’est possible depuis 14, donc G(14) = { $g }.
cut-the-knot-s-pn-big-prompt = Un tas de 1 000 000 pour { $set } : P ou N ? Utilisez la période.
cut-the-knot-s-pn-big-screen = (Le moteur répond sans jouer une seule partie.)
cut-the-knot-s-pn-big-answer = 1 000 000 est { $kind ->
        [P] une position P
       *[N] une position N
    } (G = { $g })
cut-the-knot-s-pn-big-why = Donc { $g }.
cut-the-knot-s-pn-big-clue = Cherchez où tombe 1 000 000 dans la période : son reste décide.

## Étape 4 : jeux de retrait et suite H de Schwenk

cut-the-knot-s-fibonacci-upto = la suite H du moteur pour 2x jusqu’à { $upto } : { $list }
cut-the-knot-s-fibonacci = la suite H du moteur pour 2x : { $list }
cut-the-knot-s-same-h = le moteur trouve la même suite H pour les deux jusqu’à { $upto } : { $list } — Bogomolny parle d’une surprise
cut-the-knot-s-other-h = x donne { $a } ; 2x − 1 donne { $b }
cut-the-knot-s-h-prompt = Pour { $rule }, H commence par { $list }. Prédisez le terme suivant, { $member }.
cut-the-knot-s-h-step = { $sum } : { $m } est le plus petit j tel que { $bound }.
cut-the-knot-s-h-general = Trouvez le plus petit j tel que { $bound }, puis ajoutez { $add } à { $last }.
cut-the-knot-s-h-not-above = { $n } n’est pas supérieur à { $last } : chaque nouveau terme est plus grand que le précédent.
cut-the-knot-s-h-earlier = { $n } vaut { $last } plus un terme précédent, mais pas celui que choisit la règle : le plus petit j tel que { $bound }.

## Étape 5 : retirer le 1 le plus à droite

cut-the-knot-s-repr-empty = Tapez un entier naturel N ≥ 1.
cut-the-knot-s-move-answer = À partir de { $n }, pour { $rule } :
cut-the-knot-s-move-prompt = Un tas de { $n }, le premier coup peut prendre jusqu’à { $most }, { $rule }. Combien de jetons prenez-vous pour gagner ?
cut-the-knot-s-first-move-range = Le premier coup prend de 1 à { $most }.
cut-the-knot-s-move-clue = Tapez { $n } plus haut et regardez le 1 le plus à droite.
cut-the-knot-s-first-move-not-all = Le premier coup prend de 1 à { $most } (pas le tas entier).
cut-the-knot-s-taking-leaves = Prendre { $k } laisse { $left }, et à partir de là c’est le moteur qui gagne.
cut-the-knot-s-move-take = prendre { $take } (le plus petit coup gagnant)
cut-the-knot-s-every-move-loses = ici, tout coup perd

## Étape 6 : nombres de Grundy et rangée de tas

cut-the-knot-s-start-caption = G(N, N − 1) pour { $rule }, N = 1 … { $upto } :
cut-the-knot-s-start-title-losing = { $g } — un départ perdant
cut-the-knot-s-rows-caption = G(N, x) pour { $rule }, N ≤ { $upto } : lignes N, colonnes x (le plus qu’on peut prendre).
cut-the-knot-s-sum-answer = Pour { $rule } et les tas { $piles } : { $why }
cut-the-knot-s-ordinary-sum = pour { $rule }, les tas { $a } et { $b } ont chacun G = { $g } : la somme vaut { $sum }, la somme de Nim { $nimsum }, et le moteur dit que le joueur qui doit jouer { $wins ->
        [yes] gagne
       *[no] perd
    }
cut-the-knot-s-no-two-share = pour { $rule }, deux départs jusqu’à { $upto } n’ont jamais le même nombre de Grundy non nul
cut-the-knot-s-no-losing-start = pour { $rule }, il n’y a aucun départ perdant supérieur à 1 à essayer
cut-the-knot-s-row-wins = pour { $rule }, la rangée { $row } a pour somme de Nim { $nimsum }, et le moteur dit que le joueur qui doit jouer gagne
cut-the-knot-s-row-loses = pour { $rule }, les départs perdants { $row } ont chacun G = 0, donc la somme de Nim vaut { $nimsum }, et le moteur dit que le joueur qui doit jouer perd
cut-the-knot-s-pile-choice = { $n ->
        [one] tas { $i } ({ $n } jeton)
       *[other] tas { $i } ({ $n } jetons)
    }
cut-the-knot-s-nim-sum-prompt = Des tas { $piles }, chacun un jeu de retrait avec { $rule }. Que vaut la somme de Nim G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8) ?
cut-the-knot-s-nim-sum-general = Lisez les trois nombres de Grundy dans la bande ci-dessus, écrivez-les en binaire et additionnez chaque colonne sans retenue.
cut-the-knot-s-nim-sum-ordinary = { $n } est la somme ordinaire ; la somme de Nim additionne en binaire sans retenue.
cut-the-knot-s-nim-sum-why = { $gs } ; en binaire { $binary }, c’est-à-dire { $nimsum }.
cut-the-knot-s-sum-pile-prompt = C’est à vous de jouer dans cette rangée. Dans quel tas prenez-vous pour gagner ?
cut-the-knot-s-sum-pile-none = aucun : tout coup perd
cut-the-knot-s-sum-pile-answer = le tas { $piles }
cut-the-knot-s-sum-pile-zero = aucun : la somme de Nim vaut déjà 0
cut-the-knot-s-sum-pile-clue = Un coup gagnant ramène la somme de Nim à 0 : le nombre de Grundy de quel tas peut devenir la somme de Nim des deux autres ?
cut-the-knot-s-sum-take-prompt = Et combien de jetons prenez-vous dans le tas choisi ?
cut-the-knot-s-sum-take-best = prendre { $take } dans le tas { $pile }
cut-the-knot-s-no-move-wins = aucun coup ne gagne
cut-the-knot-s-sum-take-choose = Choisissez d’abord un tas dans la question ci-dessus.
cut-the-knot-s-sum-take-range = Dans le tas { $pile }, vous pouvez prendre de 1 à { $max }.
cut-the-knot-s-sum-take-zero = Prendre { $k } dans le tas { $pile } laisse les nombres de Grundy { $sum } : la somme de Nim vaut 0, donc l’adversaire perd.
cut-the-knot-s-sum-take-leaves = Prendre { $k } dans le tas { $pile } laisse les nombres de Grundy { $sum }.
cut-the-knot-s-sum-take-clue = Prendre { $k } donne au tas { $pile } le nombre de Grundy { $g }, et la somme de Nim devient { $nimsum }. Après votre coup, la somme de Nim doit valoir 0 : le tas { $pile } doit avoir le nombre de Grundy { $target } (la somme de Nim des autres tas).

## Étape 7 : changer la règle

cut-the-knot-s-set-summary = les positions P sont S = { $list } ; { $period }
cut-the-knot-s-summary-rule-holds = La règle de Bogomolny (P exactement quand S mod { $cycle } < { $min }) est vraie.
cut-the-knot-s-summary-rule-fails = La règle de Bogomolny (P exactement quand S mod { $cycle } < { $min }) échoue en S = { $s }.
cut-the-knot-s-summary-rule-not-stated = La règle de Bogomolny n’est pas énoncée pour cet ensemble (ce n’est pas un intervalle).
cut-the-knot-s-f-summary = { $h } ; les départs perdants (force brute) sont { $losing } ; les hypothèses de Schwenk { $hold ->
        [yes] sont vérifiées
       *[no] ne sont pas vérifiées
    } ; { $agree }.
cut-the-knot-s-h-equals-losing = H est égale aux départs perdants jusqu’à { $upto }
cut-the-knot-s-h-not-losing = H n’est pas l’ensemble des départs perdants : { $why }
cut-the-knot-s-rule-answer-set = Pour { $set } : la plus petite position P supérieure à 10 est { $p }.
cut-the-knot-s-rule-answer-f = Pour { $rule } : le plus petit départ perdant supérieur à 20 est { $start }.
cut-the-knot-s-beyond-table = au-delà de la table
cut-the-knot-s-beyond = au-delà de { $upto }
cut-the-knot-s-faster-fewer = jusqu’à { $upto } : { $three } départs perdants pour 3x, { $two } pour 2x
cut-the-knot-s-p-rule-prompt = Pour { $set } : quelle est la plus petite position P supérieure à 10 ?
cut-the-knot-s-p-rule-general = Remontez à partir de 0 avec la règle du mex, ou cherchez la période.
cut-the-knot-s-p-rule-smaller = { $n } est une position P — mais il y en a une plus petite, supérieure à 10.
cut-the-knot-s-p-rule-n = { $n } est une position N : { $why }
cut-the-knot-s-p-rule-why = Les positions P pour { $set } : { $list }.
cut-the-knot-s-lose-rule-prompt = Pour { $rule } : quel est le plus petit tas de départ supérieur à 20 à partir duquel le premier joueur perd ?
cut-the-knot-s-lose-rule-general = Construisez H pour cette f, puis confrontez-la au jeu — les hypothèses de Schwenk peuvent ne pas être vérifiées.
cut-the-knot-s-lose-rule-smaller = Le premier joueur perd à partir de { $n } — mais il existe un départ de ce genre plus petit, supérieur à 20.
cut-the-knot-s-lose-rule-wins = À partir de { $n }, le premier joueur gagne (le premier coup gagnant du moteur : prendre { $take }).
cut-the-knot-s-lose-rule-why = Les départs perdants pour { $rule } (toutes les parties essayées) : { $list }.
cut-the-knot-s-type-one = ou tapez-en un :{" "}
cut-the-knot-s-set-input =
    .aria-label = Votre propre ensemble de prises
    .placeholder = p. ex. 2..6 ou 1, 4
cut-the-knot-s-rule-input =
    .aria-label = Votre propre f(x)
    .placeholder = votre propre f(x)
cut-the-knot-s-set-chip =
    .title = prises { $set }
cut-the-knot-s-note-applet = l’applet
cut-the-knot-s-note-not-range = pas un intervalle
cut-the-knot-s-note-fibonacci = Nim de Fibonacci
cut-the-knot-s-note-no-more-than = pas plus que
cut-the-knot-s-note-less-than-twice = moins du double

## Étape 8 : où les affirmations de Schwenk échouent

cut-the-knot-s-counter-in-h = Pour { $rule }, { $pile } est dans H, et pourtant la force brute du moteur trouve que le premier joueur gagne à partir de { $pile }. Ci-dessous, un tas de { $pile } contre le moteur parfait : la suite H de Schwenk dit que vous perdez — trouvez la victoire.
cut-the-knot-s-counter-not-in-h = Pour { $rule }, { $pile } n’est pas dans H, et pourtant la force brute du moteur trouve que le premier joueur perd à partir de { $pile }. Ci-dessous, un tas de { $pile } contre le moteur parfait : la suite H de Schwenk dit que vous gagnez — essayez.
cut-the-knot-s-counter-agree = Pour { $rule }, H et les départs perdants coïncident pour tout N ≤ { $upto }. Ci-dessous, un tas de { $pile }, un terme de H, contre le moteur parfait.
cut-the-knot-s-contradicted = contredite : { $why }
cut-the-knot-s-h-losing-prompt = Pour { $rule } : H est-elle exactement l’ensemble des tas de départ à partir desquels le premier joueur perd ?
cut-the-knot-s-yes = Oui
cut-the-knot-s-no = Non
cut-the-knot-s-tried-wins = Le moteur a essayé toutes les parties à partir de { $n } : le premier joueur gagne en prenant { $take }, bien que { $n } soit dans H.
cut-the-knot-s-tried-loses = Le moteur a essayé toutes les parties à partir de { $n } : tout premier coup perd, bien que { $n } ne soit pas dans H.
cut-the-knot-s-yes-upto = oui, pour tout N ≤ { $upto }
cut-the-knot-s-no-because = non : { $why }
cut-the-knot-s-h-losing-clue = Comparez H avec les tas à partir desquels vous ne pouvez pas gagner : construisez H pour cette f, puis essayez ses plus petits termes dans le jeu.
cut-the-knot-s-rightmost-prompt = Pour { $rule } : à partir d’un départ de { $start }, retirer le 1 le plus à droite est-il gagnant ?
cut-the-knot-s-yes-wins = Oui, c’est gagnant
cut-the-knot-s-no-loses = Non, c’est perdant
cut-the-knot-s-no-rightmost = il n’y a pas de 1 le plus à droite ici
cut-the-knot-s-write-with-h = Écrivez d’abord le tas avec H.
cut-the-knot-s-yes-take = oui : prendre { $take }
cut-the-knot-s-no-taking = non : prendre { $take } perd
cut-the-knot-s-rightmost-clue = Après avoir pris la plus petite part, combien l’adversaire peut-il prendre, et que dit le moteur du tas qui reste ?
`;
