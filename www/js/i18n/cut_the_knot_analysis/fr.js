// Cut The Knot's sentences that only its analyses show, in French (see en.js).
export const ftl = String.raw`
ck-st-h-losing = H est l’ensemble des tas de départ perdants
ck-st-h-base = H est la base B_f du jeu à fonction de coup (Holshouser et Reiter 2003)
ck-st-base-losing = Les départs perdants sont les N tels que g(N) = N dans le jeu à fonction de coup
ck-st-unique = Tout N a exactement une représentation t_1 + … + t_r par H avec f(t_i) < t_(i+1)
ck-st-converse = Une suite croissante à représentations uniques est forcément H
ck-st-strategy = Depuis un départ hors de H, retirer le 1 le plus à droite (le plus petit terme) gagne
ck-rep-in-h = { $n } = H_{ $k } est dans H : un départ perdant — tout premier coup laisse gagner l’adversaire.
ck-rep-take = { $n } = { $sum } : retirez le 1 le plus à droite, c’est-à-dire prenez { $t }. L’adversaire peut alors prendre au plus f({ $t }), trop peu pour retirer le 1 suivant.
ck-rep-note = { $text } Remarque : { $stop }.
ck-rep-broken = { $text } La somme gloutonne enfreint la règle f(t_i) < t_(i+1) : ce n’est donc pas une représentation de Schwenk (ses hypothèses sont fausses pour cette f).
ck-rep-loses = { $n } = { $sum }, mais ici retirer le 1 le plus à droite ({ $t }) perd : cela laisse { $left } avec jusqu’à f({ $t }) = { $ft } à prendre, et depuis { $left } un coup de g = { $g } suffit pour gagner (d’après le jeu à fonction de coup). La stratégie de Schwenk a besoin de ses hypothèses.
`;
