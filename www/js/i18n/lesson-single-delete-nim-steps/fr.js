// The sentences the lesson "Single-delete Nim" composes in its script, in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, comme dans le catalogue de l’interface.

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

## Morceaux communs à plusieurs phrases

single-delete-nim-s-is-kind = { $kind ->
        [P] { $position } est une position P
       *[N] { $position } est une position N
    }
single-delete-nim-s-two-sentences = { $first } { $second }
single-delete-nim-s-both = { $first } ; { $second }
single-delete-nim-s-list-semicolon = {" ; "}
single-delete-nim-s-where = { $k } tas, chacun de 1 … { $max }
single-delete-nim-s-engine-finds = { $kind ->
        [P] le moteur trouve que { $position } est une position P
       *[N] le moteur trouve que { $position } est une position N
    }
single-delete-nim-s-range-pairs = { $max } ({ $countn ->
        [one] { $count } paire
       *[other] { $count } paires
    })
single-delete-nim-s-range-positions = { $max } ({ $countn ->
        [one] { $count } position
       *[other] { $count } positions
    })

## Gagner ou perdre ?

single-delete-nim-s-choice-win = Je gagne (une position N)
single-delete-nim-s-choice-lose = Je perds (une position P)
single-delete-nim-s-need-win = Si vous gagnez, l’un de vos coups doit laisser à votre adversaire une position où il perd (une position P). Pouvez-vous le trouver ?
single-delete-nim-s-need-lose = Si vous perdez, chacun de vos coups doit laisser à votre adversaire une position où il gagne (une position N). En existe-t-il un qui ne le fait pas ?
single-delete-nim-s-pn-answer = { $kind ->
        [P] { $position } est une position P : le joueur qui doit jouer perd si chacun joue au mieux
       *[N] { $position } est une position N : le joueur qui doit jouer gagne si chacun joue au mieux
    }

## Les coups du moteur, en mots

single-delete-nim-s-move-by = en supprimant le { $deleted } et en partageant le { $split } en { $x } et { $y }
single-delete-nim-s-move-after = avoir supprimé le { $deleted } et partagé le { $split } en { $x } et { $y }
single-delete-nim-s-opponent-wins = votre adversaire gagne alors { $move }.
single-delete-nim-s-opponent-stuck = votre adversaire n’a alors aucun coup gagnant.
single-delete-nim-s-no-move = Aucun coup n’est possible à partir de { $position } : le joueur qui doit jouer perd.
single-delete-nim-s-moves-win = À partir de { $position }, le joueur qui doit jouer gagne { $move } : il reste { $leaves }, et { $reply }
single-delete-nim-s-moves-lose = À partir de { $position }, chaque coup a une réponse. Par exemple, après { $move } (il reste { $leaves }), l’autre joueur gagne { $reply }.
single-delete-nim-s-own-move = par un coup à lui
single-delete-nim-s-reply-none = l’autre joueur ne peut pas jouer du tout.
single-delete-nim-s-reply-of = quoi que fasse l’autre joueur, il y a une réponse : après { $move }, on répond { $reply }.
single-delete-nim-s-reply-last = quoi que fasse l’autre joueur, il y a une réponse : après { $move }, plus aucun coup n’est possible.

## Un partage gagnant x du 12

single-delete-nim-s-split-none = aucun x ne gagne
single-delete-nim-s-split-wins = Partager 12 en { $x } + { $y } gagne.
single-delete-nim-s-split-all-n = Tout partage laisse une position N.
single-delete-nim-s-split-some = Un x au moins gagne. Essayez les partages un par un : après lequel votre adversaire perd-il ?
single-delete-nim-s-split-try = Essayez les partages un par un.
single-delete-nim-s-split-range = Chacun des deux nouveaux tas doit avoir au moins un jeton : x va de 1 à 11.
single-delete-nim-s-split-range-clue = Chacun des deux nouveaux tas doit avoir au moins un jeton, donc x va de 1 à 11 ({ $typed } ne convient pas).
single-delete-nim-s-leaves-reply = Votre coup laisse { $leaves } : { $reply }
single-delete-nim-s-leaves-why = Votre coup laisse { $leaves }. { $why }
single-delete-nim-s-split-leaves = Partager 12 en { $x } et { $y } laisse { $leaves } : { $reply }

## Étape 1 : jouer

single-delete-nim-s-small-two = P : { $p }. N : { $n }.

## Étape 2 : prédire

single-delete-nim-s-pn-3-5 = Des tas de 3 et 5, à vous de jouer. Si chacun joue au mieux, gagnez-vous ou perdez-vous ?
single-delete-nim-s-clue-3-5 = Essayez tous les coups sur papier : supprimez un tas, partagez l’autre. Que peut faire ensuite votre adversaire ?
single-delete-nim-s-split-12 = Des tas de 12 et 7, à vous de jouer. Vous supprimez le 7 et partagez le 12 en x et 12 − x. Donnez un x gagnant.
single-delete-nim-s-split-12-note = (Tapez 0 si aucun ne gagne.)
single-delete-nim-s-answer-12 = À partir de (12, 7), en supprimant le 7 : les partages gagnants sont x = { $list }.
single-delete-nim-s-answer-12-none = À partir de (12, 7), en supprimant le 7 : aucun partage ne gagne.

## Étape 3 : quelles paires sont des positions P ?

single-delete-nim-s-pattern-2 = Quelle phrase décrit les positions P à deux tas (les cases foncées de la carte) — toutes, et rien d’autre : les deux tas impairs, a + b pair, les deux tas égaux, ou au moins un tas impair ?
single-delete-nim-s-pattern-odd = Les deux tas sont impairs
single-delete-nim-s-pattern-odd-words = les deux tas sont impairs
single-delete-nim-s-pattern-sum = a + b est pair
single-delete-nim-s-pattern-sum-words = a + b est pair
single-delete-nim-s-pattern-equal = Les deux tas sont égaux
single-delete-nim-s-pattern-equal-words = les deux tas sont égaux
single-delete-nim-s-pattern-one-odd = Au moins un tas est impair
single-delete-nim-s-pattern-one-odd-words = au moins un tas est impair
single-delete-nim-s-pattern-none = aucune de ces phrases
single-delete-nim-s-pattern-agrees = « { $words } » s’accorde avec le moteur sur { $countn ->
        [one] l’unique paire
       *[other] les { $count } paires
    } jusqu’à { $max }.
single-delete-nim-s-pattern-says = { $kind ->
        [P] En { $position }, la phrase « { $words } » dit N, mais le moteur trouve une position P.
       *[N] En { $position }, la phrase « { $words } » dit P, mais le moteur trouve une position N.
    }
single-delete-nim-s-pattern-covers = « { $label } » est vrai sur chaque case foncée, mais aussi en { $position }, une case claire (une position N). Quelle phrase correspond aux cases foncées et à rien d’autre ?
single-delete-nim-s-pattern-only = Chaque paire où « { $label } » est vrai est une case foncée, mais { $position } est foncée aussi. Quelle phrase correspond à toutes les cases foncées ?
single-delete-nim-s-pattern-wrong = { $is }, et « { $label } » se trompe. Montrez quelques cases foncées et quelques cases claires : qu’ont en commun les tas des cases foncées ?
single-delete-nim-s-agrees-pairs = le moteur est d’accord sur { $countn ->
        [one] l’unique paire
       *[other] les { $count } paires
    } jusqu’à { $max }
single-delete-nim-s-equal-all-p = le moteur : toute paire de tas égaux jusqu’à { $max } est P

## Étape 4 : trois tas

single-delete-nim-s-digits-beyond = La leçon résout { $k } tas jusqu’à { $max } ; la section Nim à une suppression du laboratoire va plus loin.
single-delete-nim-s-pn-6-10-12 = Des tas de 6, 10 et 12, à vous de jouer. Si chacun joue au mieux, gagnez-vous ou perdez-vous ?
single-delete-nim-s-clue-6-10-12 = Dessinez 6, 10 et 12 ci-dessus. Leurs 1 les plus à droite sont-ils dans une même colonne ?
single-delete-nim-s-split-three = À partir de 6, 10 et 12, vous supprimez le 6 et partagez le 12 en x et 12 − x, en gardant le 10. Donnez un x gagnant.
single-delete-nim-s-split-three-note = (Tapez 0 si aucun ne gagne ; dessinez les tas ci-dessus pour comparer leurs 1 les plus à droite.)
single-delete-nim-s-challenge-p = selon le verdict du moteur lui-même, (7, 10, 12) est une position P : vous ne pouvez pas gagner contre un jeu parfait. Regardez comment il s’en sort.
single-delete-nim-s-challenge-n = selon le verdict du moteur lui-même, vous pouvez gagner à partir de (7, 10, 12), mais seulement en jouant juste.
single-delete-nim-s-three-nim = { $kind ->
        [P] { $position } : { $a } XOR { $b } XOR { $c } = { $value }, et le moteur trouve une position P
       *[N] { $position } : { $a } XOR { $b } XOR { $c } = { $value }, et le moteur trouve une position N
    }
single-delete-nim-s-agrees-three = le moteur est d’accord sur toutes les positions à 3 tas jusqu’à { $max }

## Étape 5 : quatre tas

single-delete-nim-s-pn-1-2-2-2 = Des tas de 1, 2, 2 et 2, à vous de jouer. Leurs valuations sont 0, 1, 1, 1 : pas toutes égales. Gagnez-vous ou perdez-vous ?
single-delete-nim-s-clue-1-2-2-2 = Supprimez un tas et partagez-en un autre de toutes les façons possibles : reste-t-il une position que vous aimeriez avoir devant vous ?
single-delete-nim-s-with-valuations = { $kind ->
        [P] { $position } est une position P, de valuations { $valuations }
       *[N] { $position } est une position N, de valuations { $valuations }
    }
single-delete-nim-s-only-some-p = sur { $totaln ->
        [one] l’unique position
       *[other] les { $total } positions
    } de valuations { $valuations }, seules { $p } sont P
single-delete-nim-s-for-where = pour { $where } : { $found }
single-delete-nim-s-agrees-where = le moteur est d’accord sur toutes les positions de { $where }

## Étape 6 : doubler chaque tas

single-delete-nim-s-double-2 = Doublez les deux tas de 1 et 1 : des tas de 2 et 2, à vous de jouer. Gagnez-vous ou perdez-vous ?
single-delete-nim-s-double-2-clue-n = À partir de 2 et 2, il n’y a qu’une sorte de coup : supprimer un 2, partager l’autre en 1 et 1. Qui est bloqué ensuite ?
single-delete-nim-s-double-2-clue-p = À partir de 2 et 2, il n’y a qu’une sorte de coup : supprimer un 2, partager l’autre en 1 et 1. Votre adversaire peut-il jouer ensuite ?
single-delete-nim-s-double-5 = Cinq tas de 1, doublés, donnent cinq tas de 2. Ici, doubler garde-t-il le verdict (P reste P, N reste N) ?
single-delete-nim-s-choice-same = Oui, le même verdict
single-delete-nim-s-choice-changes = Non, le verdict change
single-delete-nim-s-double-5-same = le même : les deux sont { $kind }
single-delete-nim-s-double-5-changes = il change : (1, 1, 1, 1, 1) est { $one }, (2, 2, 2, 2, 2) est { $two }
single-delete-nim-s-double-5-clue-same = Vérifiez chaque côté : cinq tas de 1 — le joueur qui doit jouer peut-il partager quelque chose ? Cinq tas de 2 — combien de coups la partie peut-elle durer, et qui joue le dernier ?
single-delete-nim-s-double-5-clue-changes = Vérifiez chaque côté : cinq tas de 1 — le joueur qui doit jouer peut-il partager quelque chose ? Cinq tas de 2 — comptez les coups : chacun supprime un 2 et partage un 2. Qui joue le dernier ?
single-delete-nim-s-doubling-k = { $k } tas
single-delete-nim-s-doubling-range = (chacun de 1 … { $max }) :
single-delete-nim-s-in-binary = { $piles } en binaire
single-delete-nim-s-double-all = le moteur trouve des contre-exemples pour { $list } tas ; le premier : { $first }
single-delete-nim-s-double-all-holds = le moteur ne trouve aucun contre-exemple de 2 à 8 tas sur ses plages

## Étape 7 : changer la règle

single-delete-nim-s-rule-summary = le moteur a résolu { $countn ->
        [one] { $count } position
       *[other] { $count } positions
    } ; positions P parmi elles : { $p }, réparties en { $groupsn ->
        [one] { $groups } motif de valuations.
       *[other] { $groups } motifs de valuations.
    }
single-delete-nim-s-on-this-range = { $name } sur cette plage : { $why }.
single-delete-nim-s-rule-twos = { $k } tas de 2 chacun ({ $piles }), à vous de jouer. Gagnez-vous ou perdez-vous ?
single-delete-nim-s-clue-twos = Chaque coup supprime un 2 et partage un 2 en 1 + 1. Comptez combien de coups la partie peut durer.
single-delete-nim-s-rule-patterns = Pour { $rule } : en combien de motifs de valuations différents se répartissent les positions P ?
single-delete-nim-s-rule-patterns-why = Pour { $rule } : positions P : { $p }, en { $groups ->
        [one] { $groups } motif
       *[other] { $groups } motifs
    } ; un énoncé de l’article en explique { $covered }, la recherche a trouvé les autres.
single-delete-nim-s-too-many = { $typed }, c’est trop. Avec deux tas, chaque position P a le motif 0, 0 ; avec trois, les tas partagent une même valuation. Quelles valuations un tas d’au plus { $max } peut-il avoir ?
single-delete-nim-s-too-few = { $typed }, c’est trop peu. Avec deux tas, chaque position P a le motif 0, 0 ; avec trois, les tas partagent une même valuation. Quelles valuations un tas d’au plus { $max } peut-il avoir ?
single-delete-nim-s-rule-odd-holds = la recherche est d’accord pour { $rule }, et de 2 à 8 tas sur les plages de l’étape 6
single-delete-nim-s-rule-twos-fails = le moteur : le joueur qui doit jouer gagne avec des tas de 2 quand il y en a { $list }
single-delete-nim-s-rule-twos-holds = le moteur : le joueur qui doit jouer perd pour tout nombre de tas de 2 à 8
single-delete-nim-s-chips-label = Tas k :
single-delete-nim-s-chip =
    .title = { $k } tas
single-delete-nim-s-range-whole = S est un nombre entier d’au moins 2.
single-delete-nim-s-range-limit = Avec { $k } tas, la leçon résout des tas jusqu’à { $max } (le laboratoire va plus loin).
`;
