// The engine's errors in French (see en.js).
export const ftl = String.raw`
err-parse = colonne { $column } : { $problem }
err-eval = f({ $k }) : { $problem } (colonne { $column })
err-div-zero = division par zéro
err-overflow = la valeur dépasse les entiers de 64 bits
err-neg-exp = exposant négatif
err-non-positive = f({ $k }) = { $value }, or une fonction de coup doit permettre de prendre au moins un jeton
err-small = { $what } = { $value } est trop petit : il doit valoir au moins { $min }
err-large = { $what } = { $value } est trop grand : la limite est { $max }
err-because = { $error } ({ $why })
err-long = { $what } compte { $len } caractères : la limite est { $max }
err-long-link = { $what } compte { $len } caractères tel que le lien l’écrit : la limite est { $max }
err-long-list = { $what } compte { $len } nombres : la limite est { $max }
err-the-text = le texte
err-long-expr = l’expression dépasse { $max } caractères
err-empty = l’expression est vide
err-write-after = écrivez la fonction de coup après { $head }, par exemple { $example }
err-assign = caractère inattendu '=' ; pour comparer, utilisez ==
err-unmatched = ')' sans parenthèse ouvrante
err-unclosed = cette '(' n’est jamais fermée
err-want-op = un opérateur était attendu, mais on trouve { $found }
err-want-op-or = un opérateur ou { $or } était attendu, mais on trouve { $found }
err-want-op-list = un opérateur, ',' ou ')' était attendu, mais on trouve { $found }
err-want-expr = une expression était attendue, mais on trouve { $found }
err-after = une expression est attendue après { $after }
err-after-found = une expression était attendue après { $after }, mais on trouve { $found }
err-the-end = la fin
err-comparison = { $text } est une comparaison (vraie ou fausse), mais il faut ici un nombre ; utilisez if … then … else …
err-condition = { $text } est une condition (vraie ou fausse), mais il faut ici un nombre ; utilisez if … then … else …
err-number = { $text } est un nombre, mais il faut ici une condition (vraie ou fausse), par exemple x > 2
err-nested = l’expression est imbriquée trop profondément (plus de { $max } niveaux)
err-deep = l’expression est trop longue ou imbriquée trop profondément (plus de { $max } niveaux)
err-chained = les comparaisons ne s’enchaînent pas ; écrivez { $good } au lieu de { $bad }
err-unknown-name = nom inconnu { $name } ; la fonction de coup peut utiliser { $vars }
err-vars = { $count ->
        [0] aucune variable ici
        [1] { $a }
        [2] { $a } et { $b }
       *[other] { $a }, { $b } et { $c }
    }
err-not-listed = { $name } ne fait pas partie des variables de { $head } ; pour l’utiliser, écrivez { $want } = …
err-unavailable = { $name } ({ $var ->
        [x] la taille du dernier coup
        [n] la taille du tas avant le dernier coup
       *[i] le numéro du coup
    }) n’est pas disponible dans ce jeu ; la fonction de coup peut utiliser { $vars }
err-no-word = ce { $if } n’a pas de { $word } ; écrivez if … then … else …
err-call = { $name } doit être suivi de ses arguments entre parenthèses, par exemple { $example }
err-abs = abs prend exactement 1 nombre, par exemple { $example } ; il y en a { $found }
err-min-max = { $name } demande au moins 2 nombres séparés par des virgules, par exemple { $example } ; il y en a { $found }
err-called-f = la fonction de coup s’appelle f : écrivez { $want } = … ou seulement l’expression qui suit { $eq }
err-not-var = { $name } n’est pas une variable de ce jeu ; écrivez { $want } = …
err-twice = { $name } figure deux fois ; écrivez { $want } = …
err-big-number = le nombre { $digits } est trop grand pour les entiers de 64 bits (le plus grand est { $max })
err-decimal = les nombres décimaux ne sont pas acceptés ; la fonction de coup travaille avec des nombres entiers
err-char = caractère inattendu '{ $char }'
err-char-hint = caractère inattendu '{ $char }' ; { $hint }
err-use-or = utilisez { $word } (ou { $symbol })
err-use = utilisez { $symbol }
err-use-divide = utilisez / pour diviser (le quotient est arrondi vers le bas)
err-use-minus = utilisez - (le signe moins du clavier)
err-use-parens = utilisez ( et ) pour grouper
err-no-decimals = les nombres décimaux ne sont pas acceptés
err-power = un exposant est un nombre entier positif ou nul : écrivez x^2 ou x²
err-no-root = il n’y a pas de racine carrée : la fonction de coup travaille avec des nombres entiers
err-named = { $name } : { $error }
err-not-whole = '{ $text }' n’est pas un nombre entier (exemples : 1000, 10^18, 1e6)
err-spaced-number = '{ $text }' n’est pas un nombre entier : écrivez-le sans espaces (comme 10000 ou 10_000)
err-past-u64 = { $text } dépasse 2^64 − 1
err-bigint = un bigint supérieur à 2^64 − 1
err-not-count = { $what } doit être un nombre entier ≥ 0, pas { $value }
err-beyond-js = { $what } = { $value } dépasse 2^53 − 1 ; passez-le plutôt sous forme de chaîne décimale
err-too-large = { $what } = { $value } est trop grand : { $why }
err-spaced-item = '{ $item }' contient une espace : séparez { $noun ->
        [piles] les tas
        [moves] les coups
       *[numbers] les nombres
    } par des virgules ({ $parts }), et écrivez un nombre sans espaces ({ $joined })
err-pile-i = tas { $i }
err-not-pile = '{ $text }' n’est pas un nombre entier (tapez les tas ainsi : 4, 6, 9)
err-set-empty = l’ensemble est vide : tapez des coups comme 1, 3, 4 ou 3..5
err-want-move = il manque la taille d’un coup avant ','
err-not-move = '{ $text }' n’est pas une taille de coup (un nombre entier, ou un intervalle a..b)
err-move-range = le coup { $move } est hors limites : les coups sont 1..{ $max }
err-range-backwards = l’intervalle { $lo }..{ $hi } se termine avant son début
err-min-above-max = Min = { $min } est plus grand que Max = { $max }
err-set-work = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } × { $piles ->
        [one] { $piles } tas
       *[other] { $piles } tas
    }, c’est plus de travail que la page n’en fait d’un coup (limite { $limit }) ; utilisez moins de coups ou un intervalle plus petit
err-out-of-reach = G({ $n }) est hors de portée : { $why }
err-want-number = il manque un nombre entre les virgules
err-not-whole-item = '{ $text }' n’est pas un nombre entier
err-at-column = { $problem } (colonne { $column })
err-seq-at = { $name }_{ $i } : { $error }
err-c-negative = c_{ $i } = { $c } est négatif : c_i compte les choix qu’on peut interdire (c_i ≥ 0)
err-m-small = m_{ $i } = { $m } : chaque coup doit prendre au moins un jeton (m_i ≥ 1)
err-m-above-max = m_{ $i } = { $m } > M_{ $i } = { $max } : les coups [m_i, M_i] ne doivent pas être vides (M_i ≥ m_i)
err-no-rep = { $n } n’a pas de représentation par H : { $why }
err-h-stops = H s’arrête à H_{ $k } = { $h } : aucun j ne vérifie f(H_j) ≥ { $h } (f({ $h }) = { $fh } < { $h }, donc f(x) ≥ x y est faux)
err-h-past = H_{ $next } dépasserait 2^64 (H_{ $k } = { $h })
err-h-many = H a plus de { $max } termes inférieurs à { $upto } : f croît si vite que H contient presque tous les nombres ; la liste s’arrête à H_{ $max } = { $h }
err-h-short = H est trop courte
err-brute-zero = la force brute résoudrait plus de { $max } états (tas, coup) même pour upto = 0 : faites en sorte que les suites deviennent constantes (une liste répète sa dernière valeur)
err-formula-budget = la formule a besoin de plus de { $max } intervalles pour atteindre le tas { $pile } : les suites qui deviennent constantes (une liste, ou une expression sans i) se résolvent d’un coup
err-positions = { $k } tas d’au plus { $max } font { $count } positions, trop pour être résolues ici ; avec { $k } tas, le plus grand tas peut valoir au plus { $fit }
err-solver-piles = ce solveur est prévu pour { $k } tas, pas pour { $given }
err-map-fixes = la carte de { $k } tas en fixe { $fixed }, pas { $given }
err-pile-zero = le tas { $i } vaut 0 : un tas contient au moins 1 jeton
err-count-work = compter les représentations jusqu’à { $bound } demande plus de travail que permis d’un coup
err-no-value = saisissez une valeur.
err-unknown-setting = réglage inconnu '{ $key }' (connus : { $keys })
err-not-choice = '{ $text }' n’est pas { $what ->
        [first] une valeur valable pour qui commence
        [theme] un thème
        [language] une langue
        [level] un niveau
        [section] une section
        [part] une partie
       *[hints] une valeur valable pour les indices
    } ({ $choices })
err-not-state = ce n’est pas un état de Nim Lab : { $what }
err-want-text = un texte ou un nombre était attendu, pas { $what }
err-given-text = le texte '{ $text }'
err-given-number = le nombre { $n }
err-given-nothing = rien
err-given-object = un objet
err-given-array = un tableau
err-given-long = un texte de { $len } caractères
err-given-entries = un objet de { $count } entrées (au plus { $max } sont lues)
err-given-type = une valeur de type { $type }
err-link-pairs = le lien a plus de { $max } paires clé=valeur : les suivantes n’ont pas été lues
err-elsewhere = ce paquet du moteur (celui d’une seule famille) ne lit pas { $what ->
        [f] les fonctions de coup f(x)
        [pf] les fonctions de coup f(n, x)
        [seq] les suites du Nim avec blocage
        [set] les ensembles de soustraction
       *[row] les rangées de tas
    } : une page avec ce widget charge le paquet complet
err-unknown-attr = attribut inconnu '{ $name }' pour { $kind ->
        [view] la vue
       *[game] le jeu
    } { $widget } (connus : { $known })
err-not-widget = '{ $name }' n’est pas un widget de Nim Lab (jeux : { $games } ; vues : { $views })
err-no-widget = aucun widget de Nim Lab n’est indiqué (jeux : { $games } ; vues : { $views })
err-attrs-object = les attributs doivent être un objet, pas { $what }
err-no-periodic = f est de période { $t } : les jeux périodiques demandent l’option de compilation move-fn-periodic, que cette version laisse de côté
err-past-base = N = { $n } est au-delà de la base calculée (ses éléments sont connus jusqu’à { $reach })
err-past-base-why = N = { $n } est au-delà de la base calculée (ses éléments sont connus jusqu’à { $reach } ; { $why })
err-chain-reach = N = { $n } : B_{ $i } n’est connue que jusqu’à { $reach }, et la représentation a besoin de { $rest }
err-base-drawn = B_{ $i } est énumérée jusqu’à { $reach } : B_{ $j }, où elle puise ses éléments, s’est arrêtée avant
err-base-slow = B_{ $i } : { $count ->
        [one] seul le premier élément est énuméré
       *[other] les { $count } premiers éléments sont énumérés
    }, jusqu’à { $reach } : elle croît lentement
err-base-failed = B_{ $i } est énumérée jusqu’à { $reach }, car l’élément suivant a besoin d’une valeur qui ne peut pas être calculée : { $error }
err-base-listed = les { $count } premiers éléments sont énumérés, jusqu’à { $reach }
why-starts = une partie commence avec au plus 10^6 jetons
why-upto = les tables de la page s’arrêtent à 10^7
why-t = la page résout jusqu’à 8 jeux à la fois
why-pupto = les tables périodiques s’arrêtent à 10^6
why-brute = la force brute couvre les tas jusqu’à 10^6
why-bmoves = la page montre jusqu’à 12 coups
why-kupto = la table de la page s’arrête à 10^5
why-tupto = l’analyse du jeu de retrait s’arrête à 10^6
why-tn = la page trace N jusqu’à 2^53 − 1
why-gupto = la table de Grundy s’arrête à N = 8000
why-dpiles = le Nim à une suppression est résolu pour 2 à 8 tas
why-row = une rangée compte de 1 à 8 tas
why-map = la carte fixe jusqu’à 6 tas
why-start-row = le Nim à une suppression se joue avec 2 à 8 tas
why-period = les jeux G_0 … G_(t−1) sont résolus ensemble
why-tables = les tables s’arrêtent à 2·10^7
why-i64 = f est évaluée en entiers signés de 64 bits
why-reach = la portée du moteur pour cette f
why-plays = la page joue avec des tas jusqu’à 2^53 − 1
why-tn-exact = la page trace N jusqu’à 2^53 − 1, où ses termes sont des nombres JavaScript exacts
why-steps = la tabulation de f est plafonnée à 5·10^8 pas d’instruction, et cette f est longue
why-members = la représentation est fournie avec les éléments de B_f inférieurs à N, au plus 10^5
why-games = les jeux sont G_0 … G_(t−1)
why-first = le premier coup doit laisser un jeton
why-periodic-tables = l’analyse garde quatre tables par jeu, et les t jeux se partagent 8·10^6 entrées
why-row-piles = les tas d’une rangée s’arrêtent à 2000
why-chain = sa chaîne compterait plus de 10^4 parties : les plus grands éléments des bases finies se répètent
why-condition = il n’est pas démontré que f vérifie la condition (2), donc les bases viennent de tables, qui s’arrêtent à 2·10^7
why-index = au-delà de ce que cette machine peut indexer
why-simple = au-delà de la base que la construction simple pouvait énumérer
why-split = une partie demande un tas à partager
why-shared = les tables s’arrêtent à 2·10^7 entrées, partagées par les t jeux
why-js-exact = un nombre entier JS est exact jusqu’à 2^53 − 1
why-js-string = un nombre entier JS est exact jusqu’à 2^53 − 1 : passez une chaîne ou un bigint
why-seed = une graine est un nombre entier jusqu’à 2^53
why-table-size = la taille du tableau
why-count-cells = le comptage des représentations garde au plus 4·10^7 cases
why-tabulated = on ne peut pas démontrer que f est croissante, donc g est tabulée, et les tables s’arrêtent à 2·10^7
`;
