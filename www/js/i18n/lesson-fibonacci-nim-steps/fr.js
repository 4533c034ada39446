// The sentences the Fibonacci Nim lesson's script composes, in French (see en.js).
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

## Ce que fait un coup (étapes 3 et 4)

fibonacci-nim-s-not-a-move = À partir d’un tas de { $pile }, on peut prendre de 1 à { $max } : { $k } n’est donc pas un coup possible ici.
fibonacci-nim-s-take-wins = Prendre { $k } fait gagner.
fibonacci-nim-s-take-leaves = Prendre { $k } laisse { $left } ; l’autre joueur peut alors prendre jusqu’à { $limit } et gagne en prenant { $reply }.
fibonacci-nim-s-wins-by-taking = À partir de { $pile }, le premier joueur gagne en prenant { $take }.
fibonacci-nim-s-for-rule = Pour { $rule } : { $why }

## Étape 2 : à partir de quels tas le premier joueur perd-il ?

fibonacci-nim-s-losing-starts = N = { $list } (pour tout N ≤ { $upto }).
fibonacci-nim-s-list-more = { $list }, …
fibonacci-nim-s-even-false = pour { $rule }, le premier joueur gagne à partir de { $pile }, qui est un tas pair
fibonacci-nim-s-even-true = pour { $rule }, tout tas pair jusqu’à { $upto } est un départ perdant
fibonacci-nim-s-fibonacci-true = pour { $rule }, les départs perdants jusqu’à { $upto } sont exactement { $list }
fibonacci-nim-s-fibonacci-false = pour { $rule }, ce sont { $list }
fibonacci-nim-s-first-wins = Le premier joueur gagne
fibonacci-nim-s-first-loses = Le premier joueur perd
fibonacci-nim-s-lose-8 = Un tas de { $pile } ; le premier coup peut prendre de 1 à { $max }. Si chacun joue au mieux, le premier joueur gagne-t-il ou perd-il ?
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] le premier joueur gagne à partir de { $pile }
       *[lose] le premier joueur perd à partir de { $pile }
    }
fibonacci-nim-s-lose-8-clue-win = Si le premier joueur gagne, l’un des premiers coups doit gagner. Essayez sur papier les premiers coups 1, 2, 3… : après chacun, l’autre joueur peut-il répondre par un coup gagnant ?
fibonacci-nim-s-lose-8-clue-lose = Si le premier joueur perd, chaque premier coup doit perdre. Cherchez un premier coup après lequel l’autre joueur est coincé.
fibonacci-nim-s-lose-range = Donnez un tas N entre { $lo } et { $hi } qui soit un départ perdant : le premier joueur (qui peut tout prendre sauf le tas entier) perd.
fibonacci-nim-s-at-least-one = N doit être un tas d’au moins un jeton.
fibonacci-nim-s-at-least-two = Une partie demande un tas d’au moins 2 jetons (le premier coup ne peut pas prendre le tas entier).
fibonacci-nim-s-losing-outside = { $n } est un départ perdant, mais il n’est pas compris entre { $lo } et { $hi }.
fibonacci-nim-s-look-step-1 = Regardez les tas à partir desquels vous n’avez pas pu gagner à l’étape 1, et la façon dont ils grandissent.
fibonacci-nim-s-none-between = aucun entre { $lo } et { $hi }

## Étape 3 : le plus petit coup gagnant

fibonacci-nim-s-g-examples = { $g18 } et { $g42 } pour { $rule } : { $why }
fibonacci-nim-s-predict-g = Prédisez { $g } pour { $rule } : le plus petit nombre de jetons qui fait gagner à partir d’un tas de { $n }.
fibonacci-nim-s-wins-too = Prendre { $k } fait gagner aussi, mais un plus petit nombre de jetons fait également gagner à partir de { $n }.

## Étape 4 : écrire N comme une somme

fibonacci-nim-s-example-20 = pour { $rule } : { $sum }, la plus petite partie est { $smallest }, et le plus petit coup gagnant du moteur à partir de { $pile } est { $take }.
fibonacci-nim-s-base-is-losing = pour { $rule }, jusqu’à { $upto }, c’est exactement la liste des départs perdants
fibonacci-nim-s-base-is-not-losing = pour { $rule }, jusqu’à { $upto }, ce n’est pas la liste des départs perdants
fibonacci-nim-s-move-100 = Un tas de { $pile }, premier coup jusqu’à { $max }, { $rule }. Combien de jetons prenez-vous pour gagner ?
fibonacci-nim-s-write-as-sum = Écrivez { $pile } comme une somme à l’aide du dessin ci-dessus et regardez sa plus petite partie.
fibonacci-nim-s-take-smallest = prendre { $take } (le plus petit coup gagnant)
fibonacci-nim-s-every-move-loses = ici, tous les coups perdent

## Étape 5 : changer la règle

fibonacci-nim-s-losing-starts-short = { $rule } : le premier joueur perd à partir de { $list }, …
fibonacci-nim-s-base-start-finite = { $list } (elle est finie).
fibonacci-nim-s-base-start = { $list } ({ $count ->
        [one] { $count } membre
       *[other] { $count } membres
    } jusqu’à { $upto }).
fibonacci-nim-s-powers-true = le moteur : { $list } jusqu’à { $upto }
fibonacci-nim-s-powers-false = le moteur : { $list }
fibonacci-nim-s-sparser-true = jusqu’à { $upto } : { $fewer ->
        [one] { $fewer } tas perdant
       *[other] { $fewer } tas perdants
    } pour { $f1 }, { $more } pour { $f2 }
fibonacci-nim-s-sparser-false = jusqu’à { $upto }, les deux ont { $count ->
        [one] { $count } tas perdant
       *[other] { $count } tas perdants
    }
fibonacci-nim-s-sparser-false-same = jusqu’à { $upto }, les deux ont { $count ->
        [one] { $count } tas perdant, le même
       *[other] { $count } tas perdants, les mêmes
    }
fibonacci-nim-s-lose-rule = Prédisez pour { $rule } : quel est le plus petit départ perdant supérieur à { $above } (le plus petit tas supérieur à { $above } à partir duquel le premier joueur perd) ?
fibonacci-nim-s-losing-not-above = { $n } est un départ perdant, mais il n’est pas supérieur à { $above }.
fibonacci-nim-s-losing-smaller = { $n } est un départ perdant, mais il y en a un plus petit qui est supérieur à { $above }.
fibonacci-nim-s-look-table = Le tableau de l’étape 3 met en évidence les tas où { $formula }.
fibonacci-nim-s-look-table-losing = Le tableau de l’étape 3 met en évidence les tas où { $formula } : ce sont les départs perdants.
fibonacci-nim-s-none-up-to = aucun jusqu’à { $upto }
fibonacci-nim-s-lose-rule-why = Les départs perdants pour { $rule } : { $list }.
fibonacci-nim-s-chip-fibonacci = Nim de Fibonacci
fibonacci-nim-s-chip-same = au plus autant
fibonacci-nim-s-chip-conjecture = la conjecture
fibonacci-nim-s-or-type = ou tapez-en une :
fibonacci-nim-s-own-rule =
    .aria-label = Votre propre f(x)
    .placeholder = votre propre f(x)

## Étape 6 : une conjecture publiée, mise à l’épreuve

fibonacci-nim-s-few-members = La base de { $rule } n’a que { $count ->
        [one] { $count } membre
       *[other] { $count } membres
    } jusqu’à { $upto }.
fibonacci-nim-s-growth-caption = Les derniers membres de { $set } pour { $rule }
fibonacci-nim-s-conjecture = La fonction { $rule } est-elle un contre-exemple à la conjecture : g n’y est-elle pas bornée, alors que les départs perdants ne croissent pas exponentiellement ?
fibonacci-nim-s-counterexample = Oui, c’est un contre-exemple
fibonacci-nim-s-agrees = Non, elle est conforme à la conjecture
fibonacci-nim-s-conjecture-yes = oui : g n’est pas bornée, et pourtant { $set } croît de façon polynomiale
fibonacci-nim-s-conjecture-no = non : le moteur classe la croissance comme { $class ->
        [exponential] exponentielle
        [polynomial] polynomiale
        [bounded] bornée
        [unclear] indéterminée
       *[other] { $class }
    }
fibonacci-nim-s-conjecture-clue-yes = Un contre-exemple demande des départs perdants qui ne croissent pas d’un facteur fixe. Choisissez { $rule } et regardez la dernière colonne du tableau : les rapports restent-ils au-dessus d’un nombre plus grand que 1 ?
fibonacci-nim-s-conjecture-clue-no = Si les départs perdants croissaient exponentiellement, chacun serait au moins un certain nombre fixe de fois plus grand que le précédent. Choisissez { $rule } et regardez la dernière colonne du tableau : les rapports restent-ils au-dessus d’un nombre plus grand que 1, ou descendent-ils peu à peu vers 1 ?
`;
