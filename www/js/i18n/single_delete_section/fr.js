// The single-delete Nim section's words in French (see en.js).
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

## La première carte : les règles, l’intervalle et sa résolution

sds-doc-title = Nim Lab — Nim à une suppression : k tas, les théorèmes face à la recherche
sds-title = Nim à une suppression : les théorèmes de l’article face à une recherche complète
sds-intro-rules = Une position est une liste de <i>k</i> tas, écrits du plus petit au plus grand. Un coup <strong>supprime</strong> un tas et
    <strong>partage</strong> un autre en deux tas non vides : depuis 5, 6, 9, 12, un joueur peut supprimer le 6 et partager
    le 12 en 4 + 8, ce qui laisse 4, 5, 8, 9. Qui ne peut plus jouer perd. Une <strong>position P</strong> est une position où
    le joueur qui doit jouer perd face à un jeu parfait.
sds-intro-engine = Le moteur résout chaque position de <i>k</i> tas de 1 à <i>S</i> jetons, puis vérifie chaque énoncé
    de l’article sur toutes. La <strong>valuation 2-adique</strong> d’un tas est le nombre de 0 qui suivent le
    1 le plus à droite de son écriture binaire (12 = 1100 a pour valuation 2).
sds-solve = Résoudre
sds-presets-group = Intervalles d’exemple
sds-preset-chip = { $piles } tas ≤ { $max }
sds-preset-note = { $count } positions en tout
sds-progress-label = Résolution de toutes les positions
sds-progress = Résolution de toutes les positions de { $piles } tas jusqu’à { $max } { $where ->
        [page] sur cette page
       *[worker] en arrière-plan
    }… { $seconds } s
sds-ms = { $n } ms
sds-s = { $n } s
sds-solved = { $positions } positions résolues ({ $piles } tas, chacun de 1 … { $max }) en { $time } ; énoncés vérifiés et positions P regroupées en { $checkTime }.
sds-solved-still = Les résultats ci-dessous restent ceux-là.
sds-cancelled = Annulé.
sds-results-for = pour
sds-results-range = { $piles } tas, chacun de 1 … { $max }

## Les énoncés de l’article, vérifiés

sds-checks-title = Les énoncés de l’article, vérifiés sur chaque position
sds-check-holds = { $name } : se vérifie
sds-check-fails = { $name } : ne se vérifie pas
sds-first-cx = Premier contre-exemple : { $cx }
sds-cx-binary = Le contre-exemple { $piles } en binaire
sds-check-count = { $n ->
        [one] { $count } position.
       *[other] { $count } positions.
    }
sds-not-about = Ne portent pas sur { $piles } tas : { $list }.

## Les positions P, regroupées selon leurs valuations

sds-groups-title = Les positions P, regroupées selon leurs valuations
sds-groups-explain = Écrivez chaque tas en binaire et alignez les tas de sorte que leurs <strong>1 les plus à droite</strong> soient dans
    une même colonne (mise en évidence). Les zéros à droite de cette colonne forment la valuation. Le théorème 1.5 de l’article
    décrit les positions P à 4 tas par ces motifs ; ses conditions ont été perdues à l’extraction, c’est pourquoi on montre ici
    chaque position P trouvée par la recherche, regroupée selon le motif trié des valuations.
sds-groups-found = { $pn ->
        [one] { $p } position P
       *[other] { $p } positions P
    } en { $gn ->
        [one] { $groups } motif de valuations.
       *[other] { $groups } motifs de valuations.
    }
sds-groups-all-explained = { $n ->
        [one] Un énoncé de l’article l’explique.
       *[other] Un énoncé de l’article explique chacun d’eux.
    }
sds-groups-none-explained = Aucun énoncé de l’article n’explique un motif entier : la recherche les a tous trouvés.
sds-groups-some-explained = Un énoncé de l’article explique { $cn ->
        [one] { $covered } motif
       *[other] { $covered } motifs
    } ({ $positions } positions) ; les { $rest } autres ont été trouvés par la recherche.
sds-filter = Quels groupes
sds-filter-all = Tous les groupes
sds-filter-search = Seulement les groupes qu’aucun énoncé n’explique
sds-group-valuations = valuations : { $pattern }
sds-group-count = { $p } sur { $tn ->
        [one] { $total } position
       *[other] { $total } positions
    } de ce motif { $pn ->
        [one] est P
       *[other] sont P
    }
sds-group-all = — toutes
sds-search-only = recherche seule
sds-loading = Chargement…
sds-show-more = Afficher plus ({ $count } en tout)
sds-groups-none-search = Chaque groupe est expliqué par un énoncé.
sds-groups-none = Aucune position P.
sds-show-all-groups = Afficher les { $count } groupes

## La carte des positions P

sds-map-title = Une carte des positions P
sds-map-big = La carte a une case pour chaque couple (a, b) ; elle n’est donc tracée que pour S ≤ { $limit }.
sds-map-two = Chaque position à 2 tas (a, b) : remplie là où le joueur qui doit jouer perd.
sds-map-third = Les positions (a, b, { $others }) avec le troisième tas fixé : remplies là où le joueur qui doit jouer perd.
sds-map-others = Les positions (a, b, { $others }) avec les { $n } autres tas fixés : remplies là où le joueur qui doit jouer perd.
sds-fix-third = Le troisième tas c
sds-fix-others = Les autres tas { $others }
sds-fix-used = Utilisés : { $list }
sds-map-canvas =
    .aria-label = Positions P selon a et b ; les flèches déplacent la case choisie, Entrée joue depuis celle-ci
sds-key-p = P : le joueur qui doit jouer perd
sds-key-n = N : le joueur qui doit jouer gagne
sds-map-reason = { $name } :
sds-map-search = Recherche :
sds-pn-loses = le joueur qui doit jouer perd
sds-pn-wins = le joueur qui doit jouer gagne
sds-map-play = Jouer depuis { $piles }
sds-map-point = Pointez une case pour voir la position et pourquoi elle est P ou N ; cliquez pour la garder (ou utilisez les flèches).
sds-engine-busy = Le moteur résout un nouvel intervalle…

## La partie

sds-play-title = Jouer contre le moteur
sds-random = Départ au hasard
sds-share-game = La partie
`;
