// The sentences of the analysis of f(x) in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, comme dans le catalogue de la section (move_fn_section).
# théorème principal, récurrence directe, construction simple, construction générale,
# force brute, membre (de la base), base, croissante, pente log-log, rapport, conjecture,
# article (de Holshouser et Reiter), contre-exemple, jeu, position.

mfa-theorem-holds = { $claim } sur 1..{ $upto } : le théorème principal est vérifié ici (g par la récurrence directe, g0 d’après B_f).
mfa-theorem-fails = Le théorème principal est mis en défaut : { $g } par la récurrence directe, mais { $g0 } d’après B_f.
mfa-condition-proved = f est croissante d’après la forme de son expression, donc { $condition } pour tout n : la construction simple s’applique (g0 = identité sur B_f).
mfa-condition-fails = { $drop } : la construction simple ne s’applique pas ; B_f provient de la construction générale.
mfa-condition-checked = { $condition } vérifié pour n < { $upto } (non démontré au-delà) : sur 1..{ $upto }, la construction simple s’applique.
mfa-storage = { $set } compte { $count ->
        [one] { $count } membre
       *[other] { $count } membres
    } : avec g0, { $count ->
        [one] il stocke
       *[other] ils stockent
    } toute la stratégie sur 1..{ $upto } ({ $percent } % { $values ->
        [one] de l’unique valeur de g
       *[other] des { $values } valeurs de g
    }).
mfa-growth-finite = B_f est finie (plus grand membre { $top }), donc g(N) ne dépend que de N mod { $top } : g reste ≤ { $gmax }.
mfa-growth-few = g atteint { $gmax } sur 1..{ $upto } ; B_f n’y compte que { $count ->
        [one] { $count } membre
       *[other] { $count } membres
    }, trop peu pour dire comment elle croît.
mfa-growth-bounded = g reste ≤ { $gmax } sur 1..{ $upto } : g semble bornée ici, et la conjecture de l’article (croissance exponentielle de B_f lorsque g n’est pas bornée) ne dit rien de ce cas. B_f croît lentement (pente log-log { $slope }, dernier rapport { $ratio }) : elle stocke donc la stratégie de façon peu efficace — comme le troisième exemple de l’article.
mfa-growth-exponential = g atteint { $gmax } sur 1..{ $upto } ; chacun des derniers membres de B_f vaut environ { $factor } fois le précédent (dernier rapport { $ratio }), et ce régulièrement : c’est une croissance exponentielle, comme le conjecture l’article dès que g n’est pas bornée — un indice sur 1..{ $upto }, pas une preuve.
mfa-growth-polynomial = g atteint { $gmax } sur 1..{ $upto }, et pourtant B_f croît de façon polynomiale : sur { $count ->
        [one] son dernier membre
       *[other] ses { $count } derniers membres
    }, la pente log-log de b_k en fonction de k reste proche de { $slope } ({ $first }, puis { $second }), tandis que les rapports b_(k+1)/b_k décroissent vers 1 (dernier : { $ratio }). Si cela continue, f est un contre-exemple à la conjecture de l’article selon laquelle B_f croît exponentiellement dès que g n’est pas bornée — un indice sur 1..{ $upto }, pas une preuve.
mfa-growth-polynomial-like = g atteint { $gmax } sur 1..{ $upto }, et pourtant B_f croît de façon polynomiale : sur { $count ->
        [one] son dernier membre
       *[other] ses { $count } derniers membres
    }, la pente log-log de b_k en fonction de k reste proche de { $slope } ({ $first }, puis { $second }), avec { $approx } en k = { $k }, tandis que les rapports b_(k+1)/b_k décroissent vers 1 (dernier : { $ratio }). Si cela continue, f est un contre-exemple à la conjecture de l’article selon laquelle B_f croît exponentiellement dès que g n’est pas bornée — un indice sur 1..{ $upto }, pas une preuve.
mfa-growth-unclear = g atteint { $gmax } sur 1..{ $upto } ; sur { $count ->
        [one] le dernier membre
       *[other] les { $count } derniers membres
    } de B_f, ni les rapports b_(k+1)/b_k (dernier : { $ratio }) ni la pente log-log ({ $first }, puis { $second }) ne se stabilisent : les données ne confirment ni ne contredisent ici la conjecture de l’article.
mfa-brute-agrees = g concorde avec la force brute en toute position (n, x) avec n ≤ { $upto } (le jeu résolu à partir de sa seule définition).
mfa-brute-agrees-games = g concorde avec la force brute en toute position (n, x) avec n ≤ { $upto }, dans chaque jeu G_0 … G_{ $last } (le jeu résolu à partir de sa seule définition).
mfa-brute-differs = g diffère de la force brute : dans G_{ $game }, en n = { $n } : force brute { $brute }, récurrence { $recursion }.
`;
