// The sentences the lesson "Periodic rules and several bases" composes in its script, in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, tels que chaque catalogue les nomme.

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

## Morceaux que partagent plusieurs phrases

periodic-bases-s-two-sentences = { $first } { $second }
periodic-bases-s-list-more = { $list }, …
periodic-bases-s-semicolon = {" ; "}
periodic-bases-s-example2 = l’exemple 2
periodic-bases-s-rule-with = { $f }, de période t = { $t }
periodic-bases-s-rule-paper = { $f }, de période t = { $t } (l’exemple 2 de l’article)
periodic-bases-s-not-a-move = À partir d’un tas de { $pile }, on peut prendre de 1 à { $max } : { $k } n’est donc pas un coup possible ici.
periodic-bases-s-take-wins = Prendre { $k } fait gagner.
periodic-bases-s-take-leaves = Prendre { $k } laisse { $left } ; l’autre joueur peut alors prendre jusqu’à { $limit } et gagne en prenant { $reply }.
periodic-bases-s-for-rule = pour { $rule } : { $text }
periodic-bases-s-analysis-error = Le moteur n’a pas pu calculer les jeux pour { $rule } : { $error }

## Étape 1 : jouer au jeu de l’article

periodic-bases-s-limits = après un coup de { $x } à partir d’un tas de { $odd }, le joueur suivant peut prendre au plus { $fodd } ; à partir d’un tas de { $even }, au plus { $feven }.
periodic-bases-s-limits-answer = Dans { $game }, pour { $rule } : { $limits }

## Étape 2 : un tas, deux jeux

periodic-bases-s-other-game = le jeu { $game } contre le même débutant
periodic-bases-s-other-game-same = le jeu { $game }, qui, pour t = 1, est { $first } lui-même (1 ⊕ n = 0 pour tout n)
periodic-bases-s-losing-starts = dans { $g0 }, le premier joueur perd à partir de N = { $list0 } ; dans { $g1 }, à partir de N = { $list1 } (pour tout N ≤ { $upto }).
periodic-bases-s-losing-differ = Les tas jusqu’à { $upto } qui perdent dans un jeu et gagnent dans l’autre : { $list }.
periodic-bases-s-losing-differ-none = Pour cette règle, aucun tas jusqu’à { $upto } ne perd dans l’un des jeux { $g0 }, { $g1 } tout en gagnant dans l’autre.
periodic-bases-s-residue = { $game } pour t = { $t }
periodic-bases-s-same-losers-false = pour { $rule }, le premier joueur perd à partir de { $n } dans { $g0 }, mais gagne à partir de ce même tas dans { $g1 }
periodic-bases-s-same-losers-true = pour { $rule }, tout tas perdant de { $g0 } jusqu’à { $upto } perd aussi dans { $g1 }
periodic-bases-s-fibonacci-true = pour { $rule }, ce sont exactement les nombres de Fibonacci jusqu’à { $upto }
periodic-bases-s-fibonacci-false = pour { $rule }, ce sont { $list }
periodic-bases-s-pile-8 = Avec { $rule } : un tas de { $pile }, et le premier coup peut prendre de 1 à { $max }. Si chacun joue au mieux, le premier joueur gagne-t-il ou perd-il dans { $g0 } et dans { $g1 } ?
periodic-bases-s-wins-both = gagne dans les deux jeux
periodic-bases-s-wins-loses = gagne dans { $g0 }, perd dans { $g1 }
periodic-bases-s-loses-wins = perd dans { $g0 }, gagne dans { $g1 }
periodic-bases-s-loses-both = perd dans les deux jeux
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] le premier joueur gagne dans { $g0 } et aussi dans { $g1 }
        [win-lose] le premier joueur gagne dans { $g0 } et perd dans { $g1 }
        [lose-win] le premier joueur perd dans { $g0 } et gagne dans { $g1 }
       *[lose-lose] le premier joueur perd dans { $g0 } et aussi dans { $g1 }
    }
periodic-bases-s-look-again = regardez de nouveau { $game } : essayez sur papier chaque premier coup à partir de { $pile } ; après un coup de k, l’adversaire peut prendre jusqu’à { $limit }.
periodic-bases-s-half-right = Votre réponse pour { $game } est juste ; { $look }
periodic-bases-s-both-wrong = Les deux moitiés sont à revoir. Essayez sur papier chaque premier coup à partir de { $pile } : après un coup de k, l’adversaire peut prendre jusqu’à { $f0 } dans { $g0 } et jusqu’à { $f1 } dans { $g1 }.
periodic-bases-s-lose-other = Avec { $rule } : donnez un tas N supérieur à { $above } à partir duquel le premier joueur (qui peut tout prendre sauf le tas entier) perd dans { $game }.
periodic-bases-s-at-least-one = N doit être un tas d’au moins un jeton.
periodic-bases-s-at-least-two = Une partie demande un tas d’au moins { $count } jetons (le premier coup ne peut pas prendre le tas entier).
periodic-bases-s-losing-not-above = { $n } est un tas perdant de { $game }, mais il n’est pas supérieur à { $above }.
periodic-bases-s-losing-smaller = { $n } est un tas perdant de { $game }, mais il en existe un plus petit qui est aussi supérieur à { $above }.
periodic-bases-s-losing-in-other = { $n } est un tas perdant de { $g0 }, mais dans { $g1 } le premier joueur gagne à partir de ce tas en prenant { $take }.
periodic-bases-s-wins-by-taking = À partir de { $n } dans { $game }, le premier joueur gagne en prenant { $take }.
periodic-bases-s-smaller-pile = Cherchez un tas plus petit : un tas jusqu’à { $upto }.
periodic-bases-s-for-example = par exemple { $list }
periodic-bases-s-none-up-to = aucun jusqu’à { $upto }

## Étape 3 : le plus petit coup gagnant dans chaque jeu

periodic-bases-s-g-examples = { $g0 } et { $g1 } pour { $rule }.
periodic-bases-s-g-order-false = pour { $rule } : { $a }, mais { $b }
periodic-bases-s-g-order-true = pour { $rule }, pour tout n ≤ { $upto }
periodic-bases-s-predict-g = Prédisez { $g } pour { $rule } : le plus petit nombre de jetons qui fait gagner à partir d’un tas de { $pile } dans { $game }.
periodic-bases-s-wins-too = Prendre { $k } fait gagner aussi, mais un plus petit nombre de jetons fait également gagner à partir de { $pile } dans { $game }.
periodic-bases-s-in-game = Dans { $game } : { $clue }

## Étape 4 : la stratégie, plusieurs bases

periodic-bases-s-member-wins = pour { $rule } : { $b } est dans { $base }, et pourtant le premier joueur gagne à partir de ce tas dans { $game }
periodic-bases-s-member-wins-theta = pour { $rule } : { $b } est dans { $base }, et pourtant le premier joueur gagne à partir de ce tas dans { $game } en prenant { $theta }
periodic-bases-s-loser-not-member = pour { $rule } : le premier joueur perd à partir de { $n } dans { $game }, et ce tas n’est pas dans { $base }
periodic-bases-s-losers-are-base = pour { $rule }, dans chaque jeu et pour chaque tas jusqu’à { $upto }
periodic-bases-s-example-piles =
    .aria-label = Exemples de tas
periodic-bases-s-try = Essayez :
periodic-bases-s-game-label = Jeu
periodic-bases-s-pile-label = Tas
periodic-bases-s-repr-empty = Saisissez un nombre entier { $formula }.
periodic-bases-s-move-100 = Avec { $rule }, dans le jeu { $game } : un tas de { $pile }, et le premier coup peut prendre jusqu’à { $max }. Combien de jetons prenez-vous pour gagner ?
periodic-bases-s-write-pile = Écrivez { $pile } dans le jeu { $game } avec l’outil ci-dessus et regardez sa dernière partie.
periodic-bases-s-take-smallest = prendre { $take } (le plus petit coup gagnant)
periodic-bases-s-every-move-loses = ici, tout coup perd

## Étape 5 : l’exemple 2 confronté à l’article

periodic-bases-s-fibonacci-nim = pour { $rule }, { $base } = { $list } (tous les membres jusqu’à { $upto }).
periodic-bases-s-golden = dans l’exemple 2, les deux derniers membres de { $base } jusqu’à { $upto } sont { $a } et { $b } : leur rapport vaut { $ratio } ; le nombre d’or vaut { $phi }
periodic-bases-s-ex2-member = L’article écrit le membre numéro { $k } de { $base } dans l’exemple 2 (en comptant à partir de 0) sous la forme { $expression }, avec { $fib }. Quel nombre est-ce ?
periodic-bases-s-nothing = rien (hors de sa portée)
periodic-bases-s-ex2-why = Le moteur a calculé le membre { $k } de { $base } : { $computed } ; la formule de l’article donne { $formula } : { $agree ->
        [yes] ils concordent
       *[no] ils diffèrent
    }.
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } est trop grand.
       *[small] { $v } est trop petit.
    } Écrivez les nombres de Fibonacci à partir de { $fib } (chacun est la somme des deux précédents), choisissez ceux que nomme la formule, puis additionnez ou soustrayez comme elle l’indique.

## Étape 6 : changer la règle

periodic-bases-s-base-begins = { $base } commence par { $list }
periodic-bases-s-bases-start = { $parts }.
periodic-bases-s-losing-starts-short = avec { $rule }, dans { $game }, le premier joueur perd à partir de { $list }
periodic-bases-s-starts-123-true = pour { $rule }, toutes les bases commencent ainsi
periodic-bases-s-starts-123-false = pour { $rule }, { $base } commence par { $list }
periodic-bases-s-t-bases = pour { $rule } : { $bases } jusqu’à { $upto } pour { $games }
periodic-bases-s-bases-count = { $count ->
        [one] { $count } base différente
       *[other] { $count } bases différentes
    }
periodic-bases-s-games-count = { $count ->
        [one] { $count } jeu
       *[other] { $count } jeux
    }
periodic-bases-s-lose-rule = Prédisez pour { $rule } : quel est le plus petit tas supérieur à { $above } à partir duquel le premier joueur perd dans { $game } ?
periodic-bases-s-look-table = Le tableau de l’étape 3 montre où { $formula }.
periodic-bases-s-look-table-losing = Le tableau de l’étape 3 montre les tas où { $formula } : ce sont les tas perdants.
periodic-bases-s-lose-rule-why = Les tas perdants de { $game } pour { $rule } : { $list }.
periodic-bases-s-example2-label = Exemple 2
periodic-bases-s-note-paper = l’article, { $t }
periodic-bases-s-note-fibonacci = { $t } : Nim de Fibonacci
periodic-bases-s-or-type = ou tapez-en une :
periodic-bases-s-period = période
periodic-bases-s-use-rule = Utiliser cette règle

## Étape 7 : la condition du théorème 1, et où ses conclusions tombent en défaut

periodic-bases-s-condition-survivor = pour { $rule }, la condition (2) est mise en défaut, et pourtant chaque conclusion est vérifiée sur 1 … { $upto }
periodic-bases-s-condition-needed = pour chaque règle de cette page qui ne vérifie pas la condition (2) (il y en a { $count }), une conclusion tombe aussi en défaut
periodic-bases-s-condition-never-fails = aucune règle de cette page ne met en défaut la condition (2)
periodic-bases-s-condition = Pour { $rule } : la condition (2), { $formula }, est-elle vérifiée pour tous n et x ?
periodic-bases-s-it-holds = Oui, elle est vérifiée
periodic-bases-s-it-fails = Non, elle est mise en défaut quelque part
periodic-bases-s-condition-holds = oui, elle est vérifiée
periodic-bases-s-condition-fails = non, elle est mise en défaut en { $at }
periodic-bases-s-condition-clue-yes = Cherchez une baisse : pour chaque { $range }, comparez { $next } à { $now } pour de petites valeurs de x. La limite baisse-t-elle parfois de 2 ou plus quand x augmente de 1 ?
periodic-bases-s-condition-clue-no = Une baisse d’exactement 1 est permise. Pour chaque { $range }, comparez { $next } à { $now } : y a-t-il une baisse supérieure à 1 ?
periodic-bases-s-theorem1-member = Pour { $rule }, la construction du théorème 1 place { $n } dans { $base }. À partir d’un tas de { $n } dans { $game }, avec un premier coup jusqu’à { $max }, le premier joueur gagne-t-il ou perd-il ?
periodic-bases-s-first-wins = Le premier joueur gagne
periodic-bases-s-first-loses = Le premier joueur perd
periodic-bases-s-member-answer = { $result ->
        [win] le premier joueur gagne à partir de { $n } dans { $game }
       *[lose] le premier joueur perd à partir de { $n } dans { $game }
    }
periodic-bases-s-member-clue-lose = La conclusion 1 du théorème 1 dit que le premier joueur perd à partir de chaque membre de la base — mais seulement quand la condition (2) est vérifiée. L’est-elle ici ? Essayez les premiers coups sur papier.
periodic-bases-s-member-clue-win = Essayez sur papier chaque premier coup : après chacun, l’adversaire peut-il répondre par un coup gagnant ?
`;
