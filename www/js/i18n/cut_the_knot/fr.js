// Cut The Knot's sentences in French (see en.js).
export const ftl = String.raw`
ck-because-win = le plus petit retrait gagnant depuis { $pile } vaut au plus { $x }, le maximum que vous pouvez prendre maintenant.
ck-because-lose = le plus petit retrait gagnant depuis { $pile } est { $g }, et vous pouvez prendre au plus { $x }.
ck-look-one = { $pile } est lui-même un des nombres H de Schwenk, donc sa seule partie est { $pile } : comparez-la aux { $x } que vous pouvez prendre.
ck-look = Écrivez { $pile } avec les nombres H de Schwenk, en commençant par le plus grand qui tient : { $pile } = { $sum }. Regardez sa plus petite partie (le 1 le plus à droite de ses chiffres) : comparez-la aux { $x } que vous pouvez prendre.
ck-look-digits = Écrivez { $pile } avec les nombres H de Schwenk, en commençant par le plus grand qui tient : { $pile } = { $sum } (chiffres { $digits }). Regardez sa plus petite partie (le 1 le plus à droite de ses chiffres) : comparez-la aux { $x } que vous pouvez prendre.
ck-look-no-rule = La règle de Schwenk (prendre la plus petite partie) ne marche à coup sûr que si f ne décroît jamais et f(x) ≥ x, et le moteur ne peut pas s’y fier pour cette f : il calcule, à partir des tas plus petits, le plus petit retrait gagnant depuis { $pile }. Comparez-le aux { $x } que vous pouvez prendre.
ck-head-one = { $pile } est un des nombres H de Schwenk, donc sa plus petite partie est { $pile } lui-même
ck-head = Écrit avec les nombres H de Schwenk, { $pile } = { $sum } ; la plus petite partie est { $g }
ck-head-no-rule = Le plus petit retrait gagnant depuis { $pile } est { $g }
ck-lose = { $head }, plus que les { $x } que vous pouvez prendre : tout coup perd contre un jeu parfait ; { $last }.
ck-take-all = { $head }, et vous pouvez prendre les { $pile } : prenez-les toutes et gagnez.
ck-take-leaves-h = { $head }, donc prenez { $g }. Il reste { $left }, un des nombres H de Schwenk, et votre adversaire peut prendre au plus f({ $g }) = { $fg }, moins que { $gleft } : un tas perdant pour lui.
ck-take-leaves = { $head }, donc prenez { $g }. Il reste { $left } = { $sum }, dont la plus petite partie est { $gleft }, et votre adversaire peut prendre au plus f({ $g }) = { $fg }, moins que { $gleft } : un tas perdant pour lui.
ck-take-leaves-no-rule = { $head }, donc prenez { $g }. Il reste { $left }, d’où le plus petit retrait gagnant est { $gleft }, et votre adversaire peut prendre au plus f({ $g }) = { $fg }, moins que { $gleft } : un tas perdant pour lui.
ck-sub-p = une position P ({ $rule })
ck-sub-win = G({ $n }) = { $g } ≠ 0, donc vous gagnez : prenez { $take }, ce qui laisse { $left }, { $why }. Toute réponse laisse G ≠ 0, et vous pouvez revenir à G = 0.
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0, donc je gagne : je prends { $take } et vous laisse { $left }, { $why }. Chacun de vos coups laisse G ≠ 0, et je peux revenir à G = 0.
ck-sub-because-win = { $n } est une position N (G({ $n }) ≠ 0).
ck-sub-because-lose = { $n } est une position P ({ $rule }).
ck-sub-structure-win = Ce qui compte, c’est le nombre de Grundy G, le mex des G des tas qu’un coup atteint : G({ $n }) = { $g }. Un coup gagnant mène à un tas où G = 0.
ck-sub-structure-win-minmax = Ce qui compte, c’est le nombre de Grundy G, le mex des G des tas qu’un coup atteint : G({ $n }) = { $g }. Un coup gagnant mène à un tas où G = 0 (ici : un tas dont le reste modulo { $cycle } est inférieur à { $min }).
ck-sub-structure-lose = Ce qui compte, c’est le nombre de Grundy G, le mex des G des tas qu’un coup atteint : G({ $n }) = 0, donc tout coup mène à un tas où G ≠ 0, d’où votre adversaire peut revenir à G = 0.
ck-sub-structure-lose-minmax = Ce qui compte, c’est le nombre de Grundy G, le mex des G des tas qu’un coup atteint : G({ $n }) = 0, donc tout coup mène à un tas où G ≠ 0, d’où votre adversaire peut revenir à G = 0 (ici : un tas dont le reste modulo { $cycle } est inférieur à { $min }).
ck-sub-lost = G({ $n }) = 0 : tout coup laisse un tas où G ≠ 0
ck-sub-lost-minmax = G({ $n }) = 0 ({ $rule }) : tout coup laisse un tas où G ≠ 0
ck-sub-lose = { $lost }, donc contre un jeu parfait vous perdez ; jouer le plus petit coup, prendre { $take }, fait durer la partie.
ck-sub-lose-engine = { $lost }, donc contre votre meilleur jeu je perds ; je joue le plus petit coup, je prends { $take }, pour faire durer la partie.
ck-sum-because-win = la somme de Nim des nombres de Grundy des tas n’est pas 0.
ck-sum-because-lose = la somme de Nim des nombres de Grundy des tas est 0.
ck-sum-structure-win = Ce qui compte, c’est la somme de Nim des nombres de Grundy des tas, G(tas, le maximum qu’il permet maintenant) : { $sum }. Un coup gagnant change le G d’un tas en G ⊕ { $s }, ce qui rend la somme de Nim nulle : cherchez un tas dont le G peut devenir cette valeur.
ck-sum-structure-lose = Ce qui compte, c’est la somme de Nim des nombres de Grundy des tas, G(tas, le maximum qu’il permet maintenant) : { $sum }. Tout coup change le G d’un tas et rend la somme de Nim non nulle, et votre adversaire peut la ramener à 0.
ck-sum-win = Somme de Nim { $sum } ≠ 0, donc vous gagnez. Prenez { $take } dans le tas { $pile } (G = { $g }) : il devient ({ $left }, au plus f({ $take }) = { $fk }) avec G = { $target } = { $g } ⊕ { $s }, et la somme de Nim devient 0 ; toute réponse la rend de nouveau non nulle.
ck-sum-win-engine = Somme de Nim { $sum } ≠ 0, donc je gagne. Je prends { $take } dans le tas { $pile } (G = { $g }) : il devient ({ $left }, au plus f({ $take }) = { $fk }) avec G = { $target } = { $g } ⊕ { $s }, et la somme de Nim devient 0 ; chacun de vos coups la rend de nouveau non nulle.
ck-sum-lose = Somme de Nim { $sum } : tout coup change un G et rend la somme de Nim non nulle, donc contre un jeu parfait vous perdez ; prendre 1 dans le tas { $pile } fait durer la partie.
ck-sum-lose-engine = Somme de Nim { $sum } : tout coup change un G et rend la somme de Nim non nulle, donc contre votre meilleur jeu je perds ; je prends 1 dans le tas { $pile } pour faire durer la partie.
`;
