// Single-delete Nim's game's words in French (see en.js).
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

## Les tas en binaire et la raison d’un coup (digits.js)

sds-binary-aligned = { $piles } en binaire, les 1 les plus à droite alignés
sds-valuation-title = { $v ->
        [one] valuation { $v } : { $v } zéro après le 1 le plus à droite
       *[other] valuation { $v } : { $v } zéros après le 1 le plus à droite
    }
sds-reason-search = la recherche a trouvé ce coup

## La partie : le plateau

sds-board-region = Votre coup : supprimez un tas et partagez-en un autre
sds-board-caption = Les tas { $piles } : jetons, puis chiffres binaires avec les 1 les plus à droite alignés
sds-pile = Tas { $i }
sds-pile-counters = { $n ->
        [one] Tas { $i } : { $count } jeton
       *[other] Tas { $i } : { $count } jetons
    }
sds-pile-counters-deleted = { $n ->
        [one] Tas { $i } : { $count } jeton, à supprimer
       *[other] Tas { $i } : { $count } jetons, à supprimer
    }
sds-bar-counters = { $n ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
sds-split-input = Partager le tas { $i } de { $count } : la première partie
sds-split-after = partager après
sds-split-there = Partager le tas { $i } ici
sds-split = Partager
sds-gap-title = partager en { $c } + { $d }
sds-gap-label = Partager le tas { $i } en { $c } + { $d }
sds-to-split = ce tas va être partagé
sds-delete = Supprimer
sds-deleting = À supprimer
sds-delete-label = Supprimer le tas { $i } ({ $count })
sds-deleting-label = Tas { $i } à supprimer ({ $count })
sds-choose = Choisissez { $delete } sur un tas et un espace entre deux jetons d’un autre tas pour le partager à cet endroit.
sds-choose-delete = choisissez un tas à supprimer
sds-choice-delete = supprimer { $count } (tas { $i })
sds-choice-split = partager { $count } en { $x } + { $y }
sds-choose-split = choisissez où partager un autre tas
sds-your-move = Votre coup : { $first }, puis { $second }.
sds-play-again = Rejouer
sds-playing = Votre coup est joué…
sds-setting-up = Préparation…
sds-thinking = Le moteur réfléchit…
sds-clear = Effacer

## Les mots de la partie (games.js)

sds-game-hint = Indice :{" "}
sds-game-hint-none = Aucun coup gagnant :{" "}
sds-game-piles = Tas : { $piles }
sds-game-engine = Moteur :{" "}
sds-game-engine-moved = J’ai supprimé le tas { $i } ({ $deleted }) et partagé { $whole } en { $a } + { $b } ; il reste ({ $piles }).
sds-game-your-move = À vous : supprimez un tas et partagez-en un autre.
sds-game-you-moved = Vous avez supprimé le tas { $i } ({ $deleted }) et partagé { $whole } en { $a } + { $b } ; il reste ({ $piles }).
sds-game-log-you = {" "}avez supprimé { $deleted } et partagé { $whole } en { $a } + { $b } :{" "}
sds-game-log-engine = {" "}a supprimé { $deleted } et partagé { $whole } en { $a } + { $b } :{" "}
sds-game-engine-stuck = Le moteur ne peut pas jouer depuis { $piles }.
sds-game-you-stuck = Vous ne pouvez pas jouer depuis { $piles }.
sds-game-then = { $first } { $second }
sds-keys-tab = atteindre le plateau (un seul arrêt pour tous les tas), puis les boutons
sds-keys-digits = aller au tas 1 … 8 (son bouton Supprimer ou, une fois un tas choisi, ses espaces)
sds-keys-arrows = parcourir un tas : son bouton Supprimer, puis ses espaces (Début, Fin : les extrémités)
sds-keys-up-down = aller au tas du dessus ou du dessous
sds-keys-enter = supprimer le tas, ou partager à l’espace, qui a le focus
sds-keys-esc = effacer le choix
sds-keys-hint = indice
`;
