// The game-playing widgets' words in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, avec les mots des mathématiques scolaires (comme le catalogue du cadre).

-pile = tas
-counter = jeton
-move = coup
-engine = moteur
-hint = indice
-level = niveau

## Nombres et listes

play-number = { $n }
play-list-comma = {", "}
play-list-or = { $most } ou { $last }
play-takes-range = de { $from } à { $to }

## Le joueur : ses boutons et ses menus

play-game = Partie contre le moteur
play-hint = Indice
play-more-hint = Suite de l’indice
play-show-move = Montrer le coup
play-undo = Annuler
play-new-game = Nouvelle partie
play-first = Qui commence
play-first-you = Vous
play-first-engine = Le moteur
play-level-menu = Niveau du moteur
play-level-perfect = Parfait
play-level-good = Bon (se trompe de temps en temps)
play-level-beginner = Débutant (joue surtout au hasard)
play-keys = Touches
play-keys-title = Jouer au clavier (tant que la partie a le focus) :
play-key-tab = Tab
play-key-enter = Entrée ou Espace
play-keys-tab = atteindre les coups (un seul arrêt pour tous), puis les boutons
play-keys-digits = taper combien de jetons prendre (plusieurs chiffres pour les grands tas), puis Entrée
play-keys-arrows = passer d’un coup au suivant (Début, Fin : le premier, le dernier)
play-keys-enter = jouer le coup qui a le focus
play-keys-hint = indice (à nouveau : la suite)
play-keys-undo = annuler votre dernier coup
play-keys-new = nouvelle partie
play-keys-help = afficher ou masquer ces touches
play-moves = Coups
play-log = Coups joués jusqu’ici
play-log-empty = Aucun coup pour l’instant.

## Le joueur : la ligne d’état

play-setting-up-game = Préparation de la partie…
play-no-game = Pas de partie : corrigez les réglages.
play-pile = Tas : { $pile }
play-turn-engine = au moteur de jouer
play-turn-you = à vous de jouer
play-you-win = Vous avez gagné !
play-engine-wins = Le moteur a gagné.
play-you-took-last = Vous avez pris le dernier jeton.
play-engine-took-last = Il a pris le dernier jeton.
play-may-take = vous pouvez prendre 1 … { $max }
play-may-take-capped = vous pouvez prendre 1 … { $max } (limite { $limit }, réduite par le tas)
play-in-game = jeu { $game }

## Jeux de prise : le coup du moteur, l’indice, ce qu’entend un lecteur d’écran

play-engine-took = Le moteur a pris { $take }.{" "}
play-hint-take = Indice : prenez { $take }.{" "}
play-said-engine-last = J’ai pris { $take }, jusqu’au dernier jeton.
play-said-engine = J’ai pris { $take }, il en reste { $pile }. Vous pouvez prendre { $takes }.
play-said-you-last = Vous avez pris { $take }, jusqu’au dernier jeton.
play-said-you = Vous avez pris { $take }, il en reste { $pile }.
play-undone = Votre dernier coup a été annulé.

## Le plateau des jeux de prise

play-again = Rejouer
play-setting-up = Préparation…
play-engine-thinking = Le moteur réfléchit…
play-take-buttons =
    .aria-label = Combien de jetons prendre
play-take-button =
    .aria-label = Prendre { $take }
play-take-field =
    .aria-label = Jetons à prendre, de { $from } à { $to }
play-take-label = Prendre ({ $from } … { $to }) :
play-take = Prendre
play-take-between = Prenez un nombre entier de { $from } à { $to }.
play-take-type = Tapez combien de jetons prendre : un nombre entier.
play-counters = { $n ->
        [one] { $n } jeton
        [many] { $n } de jetons
       *[other] { $n } jetons
    }

## La liste des coups

play-log-you = Vous
play-log-engine = Le moteur
play-log-you-took = {" "}avez pris { $take } (tas { $change })
play-log-engine-took = {" "}a pris { $take } (tas { $change })
play-pile-change = { $before } → { $after }

## L’historique de la partie

play-record = Historique de la partie : revoir les coups un à un
play-record-previous =
    .aria-label = Coup précédent
play-record-next =
    .aria-label = Coup suivant
play-record-at = Coup { $at } sur { $moves }
play-record-after = Après ce coup : { $position }
play-record-pile = tas de { $pile }
play-record-copy = Copier en texte
play-record-save = Enregistrer dans un fichier
play-record-copied = Copié.
play-record-copy-failed = Sélectionnez le texte et copiez-le.
play-record-text =
    .aria-label = La partie en texte
play-record-first-you = Vous avez commencé ; le moteur a joué au niveau « { $level ->
        [perfect] parfait
        [good] bon
        [beginner] débutant
       *[other] { $level }
    } ».
play-record-first-engine = Le moteur a commencé ; il a joué au niveau « { $level ->
        [perfect] parfait
        [good] bon
        [beginner] débutant
       *[other] { $level }
    } ».

## La bande de valeurs (une suite, page par page)

play-strip-previous =
    .aria-label = Page précédente
play-strip-next =
    .aria-label = Page suivante
play-strip-goto = Aller à
play-strip-goto-field =
    .aria-label = Aller à
play-strip-range = { $first } … { $last } sur { $from } … { $to }

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = Exemples :
# The hidden button that makes Enter in a game's settings start that game.
play-start = Commencer

## Un long calcul et la valeur erronée d’un champ

play-cancel = Annuler
play-still-showing = Les résultats ci-dessous sont toujours ceux de { $what }.
play-start-pile = Tas de départ
play-try = Essayez :
`;
