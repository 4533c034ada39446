// The refusals of an illegal move in French (see en.js).
export const ftl = String.raw`
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
`;
