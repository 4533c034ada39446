// Cut The Knot's games' words in French (see en.js).
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

## (c) Le plateau d’une rangée de jeux

cks-b-choose-pile = Choisissez un tas
cks-b-pile-label = Tas { $i } : { $pile } jetons, au plus { $max } peuvent être pris, nombre de Grundy { $g }
cks-b-pile-name = Tas { $i }
cks-b-pile-max = prendre 1 … { $max }
cks-b-pile-empty = vide
cks-b-pile-no-move = aucun coup
cks-b-nim-sum = Somme de Nim :
cks-b-nim-sum-zero = — 0 : le joueur qui doit jouer perd face à un jeu parfait.
cks-b-nim-sum-not-zero = — non nulle : le joueur qui doit jouer peut gagner.
cks-b-play-again = Rejouer
cks-b-setting-up = Préparation…
cks-b-thinking = Le moteur réfléchit…
cks-b-choose = Choisissez un tas, puis combien prendre.
cks-b-take-button = Prendre { $k } dans le tas { $i }
cks-b-take-bar = Combien prendre dans le tas { $i }
cks-b-take-label = Dans le tas { $i }, prendre :
cks-b-take-input = Jetons à prendre dans le tas { $i }, de 1 à { $max }
cks-b-take-input-label = Dans le tas { $i }, prendre (1 … { $max }) :
cks-b-take = Prendre

## Les jeux : la fin du jeu de soustraction, le plateau du jeu de retrait, la rangée de jeux

ckp-digits-label =
    .aria-label = { $n } en chiffres { $digits }, H du plus grand au plus petit
ckp-flag-take = prendre
ckp-flag-taken = pris
ckp-took-rightmost = { $who ->
    [you] Vous avez pris { $take } dans { $sum } — le 1 le plus à droite.
   *[engine] Le moteur a pris { $take } dans { $sum } — le 1 le plus à droite.
}
ckp-took-other = { $who ->
    [you] Vous avez pris { $take } dans { $sum } — pas le 1 le plus à droite.
   *[engine] Le moteur a pris { $take } dans { $sum } — pas le 1 le plus à droite.
}
ckp-before-region = Le tas avant le dernier coup, en chiffres
ckp-now = Maintenant { $sum }
ckp-now-region = Le tas maintenant, en chiffres
ckp-may-take = vous pouvez prendre { $takes }
ckp-no-move = aucun coup possible
ckp-cannot-move = { $who ->
    [engine] Le moteur ne peut pas jouer depuis un tas de { $pile }.
   *[you] Vous ne pouvez pas jouer depuis un tas de { $pile }.
}
ckp-said-engine-stuck = J’ai pris { $take }, il en reste { $pile } : vous ne pouvez pas jouer.
ckp-said-you-stuck = Vous avez pris { $take }, il en reste { $pile } : je ne peux pas jouer.
ckp-hint = Indice : prenez { $take } dans le tas { $i }.{" "}
ckp-piles = Tas : { $piles }
ckp-engine-took = Le moteur a pris { $take } dans le tas { $i }.{" "}
ckp-said-last = { $who ->
    [engine] J’ai pris { $take } dans le tas { $i }, le dernier jeton.
   *[you] Vous avez pris { $take } dans le tas { $i }, le dernier jeton.
}
ckp-said-left = { $who ->
    [engine] J’ai pris { $take } dans le tas { $i }, il y en reste { $left }. somme de Nim { $sum }.
   *[you] Vous avez pris { $take } dans le tas { $i }, il y en reste { $left }. somme de Nim { $sum }.
}
ckp-said-emptied = { $who ->
    [engine] J’ai pris { $take } dans le tas { $i }, qui est maintenant vide. somme de Nim { $sum }.
   *[you] Vous avez pris { $take } dans le tas { $i }, qui est maintenant vide. somme de Nim { $sum }.
}
ckp-log-took = { $who ->
    [you] {" "}avez pris { $take } dans le tas { $i } ({ $change })
   *[engine] {" "}a pris { $take } dans le tas { $i } ({ $change })
}
`;
