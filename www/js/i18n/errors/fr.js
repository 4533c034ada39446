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
err-game-over = la partie est terminée : commencez-en une nouvelle
err-over-no-move = la partie est terminée : aucun coup n’est autorisé, commencez-en une nouvelle
err-over-no-pile = la partie est terminée : aucun tas n’admet de coup autorisé, commencez-en une nouvelle
err-over-no-split = la partie est terminée : chaque tas a 1 jeton, donc aucun tas ne peut être partagé ; commencez-en une nouvelle
err-no-numbered = il n’y a pas de coup autorisé numéro { $i } : il y en a { $count }
err-not-finished = l’analyse n’est pas terminée : appelez advance() jusqu’à ce qu’elle renvoie 1
err-take-max = coup non autorisé : il faut prendre entre 1 et { $max } (le maximum actuel), pas { $take }
err-take-range = coup non autorisé : il faut prendre entre { $from } et { $to }, pas { $take }
err-take-set = coup non autorisé : de { $pile }, vous pouvez prendre { $takes }, pas { $take }
err-list-or = { $rest } ou { $last }
err-take-forbidden = coup non autorisé : prendre { $take } a été interdit
err-blocks-set = les choix du coup { $k } sont déjà interdits : c’est maintenant au joueur qui a le trait de prendre
err-forbidden-twice = un choix est interdit deux fois
err-forbid-many = au coup { $k }, on peut interdire au plus c_{ $i } = { $c } choix, pas { $n }
err-not-option = { $x } n’est pas un choix possible : les choix sont { $from }..{ $to }
err-block-first = d’abord, l’adversaire interdit jusqu’à c_{ $i } choix (block, même s’il n’en interdit aucun)
err-no-blocks = l’adversaire n’a encore rien interdit
err-no-pile-row = il n’y a pas de tas { $i } : la rangée a les tas 1..{ $count }
err-pile-stuck = le tas { $i } n’a aucun coup autorisé (il contient { $pile } avec la limite { $limit })
err-take-from-pile = coup non autorisé : du tas { $i }, prenez entre 1 et { $max }, pas { $take }
err-no-pile-to = coup non autorisé : il n’y a pas de tas { $i } à { $what ->
        [delete] supprimer
       *[split] partager
    } ; les tas vont de 1 à { $count }
err-delete-split = coup non autorisé : le tas { $i } ne peut pas être à la fois supprimé et partagé ; partagez un autre tas
err-split-one = coup non autorisé : le tas { $i } a 1 jeton et ne peut pas être partagé
err-split-range = coup non autorisé : le tas { $i } de { $pile } se partage en x + { $pile } − x avec x de 1 à { $max }, pas { $x }
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
why-tabulated = on ne peut pas démontrer que f est croissante, donc g est tabulée, et les tables s’arrêtent à 2·10^7
`;
