// Cut The Knot's sentences that only its analyses show, in French (see en.js).
export const ftl = String.raw`
ck-period-start = G est périodique dès le début, de période { $q }.
ck-period-from = G est périodique à partir de S = { $p }, de période { $q } (prépériode { $p }) : la fenêtre de { $s ->
        [one] { $s } valeur
       *[other] { $s } valeurs
    } en S = { $m } revient en S = { $n }.
ck-period-none = Aucune période trouvée pour S ≤ { $upto } : aucune fenêtre de { $s ->
        [one] { $s } valeur
       *[other] { $s } valeurs
    } ne s’est répétée.
ck-rule-contradicted = Contredite en S = { $s } : G({ $s }) = { $g }, contrairement à { $statement }.
ck-rule-p = la règle « P exactement quand S mod { $cycle } < { $min } »
ck-rule-formula = la formule close ⌊(S mod { $cycle }) / { $min }⌋
ck-rule-for-all = Vraie pour tout S : vérifiée sur 0..{ $end }, ce qui couvre une période entière de G et de la règle.
ck-rule-holds = Vraie pour S = 0..{ $end }.
ck-hyp-rising-proved = f est croissante (démontré à partir de sa forme).
ck-hyp-rising-fails = f n’est pas croissante : f({ $next }) = { $fnext } < f({ $x }) = { $fx }.
ck-hyp-rising-checked = f est croissante sur 1..{ $upto } (vérifié).
ck-hyp-at-least-x-fails = f(x) ≥ x est faux : f({ $x }) = { $fx } < { $x }.
ck-hyp-at-least-x-checked = f(x) ≥ x sur 1..{ $upto } (vérifié).
ck-claim-contradicted = Contredit : { $why }.
ck-claim-h-losing = H est égal à l’ensemble des tas de départ perdants (force brute) sur 1..{ $upto }.
ck-claim-h-base = H est égal à B_f sur 1..{ $upto }.
ck-claim-base-losing = g(N) = N exactement pour les tas de départ perdants sur 1..{ $upto }.
ck-claim-unique = Tout N ≤ { $upto } a exactement une représentation.
ck-claim-converse = La seule suite croissante qui représente chaque N ≤ { $upto } exactement une fois est H.
ck-claim-strategy = Retirer le plus petit terme gagne depuis tout tas de départ N ≤ { $upto } qui n’est pas dans H.
ck-in-not-in = N = { $n } est dans { $inside } mais pas dans { $outside }
ck-set-losing = les tas de départ perdants
ck-set-forced = la suite forcée
ck-count-none = N = { $n } n’a pas de représentation avec H
ck-count-none-forced = N = { $n } n’a pas de représentation avec elle
ck-count-one = N = { $n } a une représentation, { $sum }
ck-count-two = N = { $n } a deux représentations avec H : { $a } et { $b }
ck-count-two-forced = N = { $n } a deux représentations avec elle : { $a } et { $b }
ck-converse-fails = aucune suite croissante n’a de représentations uniques jusqu’à { $upto } : la seule candidate (1, { $second }, …) donne { $count }
ck-strategy-no-rep = N = { $n } n’a pas de représentation avec H (H s’arrête à { $last }), donc il n’y a pas de 1 le plus à droite à retirer
ck-strategy-loses = depuis N = { $n } = { $sum }, prendre le plus petit terme { $t } laisse ({ $left }, f({ $t }) = { $ft }), que l’adversaire gagne
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
