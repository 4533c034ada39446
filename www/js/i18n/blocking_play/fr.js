// Blocking Nim's game's words in French (see en.js).
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

## Jouer contre le moteur : le plateau

bns-board-again = Rejouer
bns-board-setting-up = Préparation…
bns-board-engine-forbidding = Le moteur choisit ce qu’il interdit…
bns-board-engine-thinking = Le moteur réfléchit…
bns-board-chip-forbidden = { $x } : interdit par le moteur
bns-board-forbidden-title = interdit par le moteur
bns-board-chip-take = Prendre { $x }
bns-board-chip-take-winning = Prendre { $x } (une prise gagnante)
bns-board-take-chips = Combien de jetons prendre
bns-board-take-input = Jetons à prendre, de { $from } à { $to }, sauf un nombre interdit
bns-board-take-label = Prendre ({ $range }) :
bns-board-take = Prendre
bns-board-forbidden = Interdits : { $list }
bns-board-forbidden-none = Rien n’est interdit.
bns-board-chip-forbid = Interdire { $x }
bns-board-chip-forbid-advised = Interdire { $x } (le conseil de l’indice)
bns-board-block-help = Le moteur prendra { $range }. Choisissez jusqu’à { $c } de ses choix à interdire :
bns-board-block-chips = Choix à interdire au moteur
bns-board-block-count = { $count ->
        [one] { $used } blocage utilisé sur { $c }
       *[other] { $used } blocages utilisés sur { $c }
    }
bns-board-block-input = Choix à interdire, jusqu’à { $c }, séparés par des virgules
bns-board-block-label = Interdire jusqu’à { $c } parmi { $range } (liste séparée par des virgules) :
bns-board-go = Laisser jouer le moteur
bns-board-take-error = Tapez combien de jetons prendre : un nombre entier.
bns-board-list-error = Interdisez une liste de nombres entiers, comme 5, 8, 9.

## Listes et plages de prises

bns-list-and = { $rest } et { $last }
bns-list-or = { $rest } ou { $last }
bns-allowed-nothing = rien
bns-allowed-range = de { $from } à { $to }
bns-allowed-except = de { $from } à { $to } sauf { $list }
bns-range-nothing = rien de possible

## Les mots de la partie (games.js)

bns-game-status = {" "}· coup { $move } : prendre { $range }{ $blocks ->
        [none] , aucun blocage à ce coup
       *[some] , interdictions possibles : jusqu’à { $c }
    }
bns-game-hint-forbid = Indice : interdisez { $list }.{" "}
bns-game-hint-forbid-nothing = Indice : n’interdisez rien.{" "}
bns-game-hint-lose = Indice : toute prise autorisée perd.{" "}
bns-game-hint-take = Indice : prenez { $take }.{" "}
bns-game-engine-forbids = Le moteur interdit { $list }.{" "}
bns-game-engine-forbids-nothing = Le moteur n’interdit rien.{" "}
bns-game-engine-took = Le moteur a pris { $take }.{" "}
bns-game-you-forbid = Vous interdisez { $list }.
bns-game-you-forbid-nothing = Vous n’interdisez rien.
bns-game-i-forbid = J’interdis { $list }.
bns-game-i-forbid-nothing = Je n’interdis rien.
bns-game-you-may-take = Vous pouvez prendre { $takes }.
bns-game-you-took = Vous avez pris { $take }, il reste { $pile }.
bns-game-i-took = J’ai pris { $take }, il reste { $pile }.
bns-game-forbid-then = Interdisez jusqu’à { $c } des choix du moteur ({ $range }), puis laissez-le jouer.
bns-game-then = { $first } { $second }
bns-game-sentence = { $text }.
bns-game-log-move = Coup { $move } :{" "}
bns-game-log-engine-forbade = {" "}· le moteur avait interdit { $list }
bns-game-log-you-forbade = {" "}· vous aviez interdit { $list }
bns-game-log-none = {" "}· rien d’interdit
`;
