// The move-function engine's sentences in French (see en.js).
export const ftl = String.raw`
mf-look-multi = Dans G_{ $game }, écrivez { $pile } comme une chaîne de membres des bases : { $pile } = { $sum }. Regardez sa dernière partie : son Θ est g({ $pile }), à comparer avec les { $x } que vous pouvez prendre.
mf-look = Écrivez { $pile } dans la base B_f, le plus grand membre qui tient d’abord : { $pile } = { $sum }. Regardez sa plus petite partie : { $smallest }
mf-smallest-is-g = c’est g({ $n }), le plus petit coup gagnant depuis { $n } ; comparez-le avec les { $x } que vous pouvez prendre.
mf-smallest-via-g0 = g({ $n }) vaut g0({ $part }), le plus petit coup gagnant depuis un tas formé de cette seule partie ; comparez-le avec les { $x } que vous pouvez prendre.
mf-because-win = g({ $pile }), le plus petit coup gagnant depuis { $pile }, vaut au plus { $x }, le maximum que vous pouvez prendre maintenant.
mf-because-lose = le plus petit coup gagnant depuis { $pile } est g({ $pile }) = { $g }, et vous pouvez prendre au plus { $x }.
mf-take-all = { $rep }, donc g({ $pile }) = { $pile } : prenez les { $pile } et gagnez.
mf-take-g = { $rep }, donc g({ $pile }) = { $g } ≤ { $x } : prenez { $g }. Il reste { $left }, dont on pourra prendre au plus { $fname } = { $fg }, mais il faut à { $left } un coup d’au moins g({ $left }) = { $gleft } pour gagner.
mf-lose = { $rep }, donc g({ $pile }) = { $g } > { $x } : tout coup perd face à un jeu parfait ; { $last }.
mf-longest-loss = prendre { $take } fait durer la partie le plus longtemps possible ({ $moves ->
        [one] encore { $moves } coup
       *[other] encore { $moves } coups
    } avec un jeu parfait)
mf-longest-loss-huge = prendre 1 (les tas aussi grands n’ont pas de table de survie)
mf-digits = Écrivez { $pile } avec les chiffres de B_f ({ $members }) : { $pile } s’écrit { $digits }. Regardez le 1 le plus à droite, la plus petite partie : { $smallest }
mf-digits-schwenk = Écrivez { $pile } avec les chiffres de B_f, qui est ici la suite H de Schwenk ({ $members }) : { $pile } s’écrit { $digits }. Regardez le 1 le plus à droite, la plus petite partie : { $smallest }
mf-rep = { $n } = { $sum } dans B_f ; sa plus petite partie est { $smallest }
mf-rep-g0 = { $n } = { $sum } dans B_f ; sa plus petite partie, { $smallest }, a g0({ $smallest }) = { $g0 }
mf-rep-multi = Dans G_{ $game } : { $n } = { $sum } ; la dernière partie, { $part }, est un membre de B_{ $base } avec Θ = { $theta }
`;
