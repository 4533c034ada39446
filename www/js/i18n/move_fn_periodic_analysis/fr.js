// The sentences of the periodic analysis f(n, x) in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, comme dans le catalogue de la section (move_fn_periodic_section).
# théorème 1, théorème 2, algorithme 1, condition (2) (satisfaite / non satisfaite),
# conclusion, contre-exemple, membre, base, jeu, croissante, article, formules de Fibonacci.

mfpa-theorem2-holds = Le théorème 2 est vérifié sur 1..{ $upto } : dans chaque jeu G_0 … G_{ $last }, Θ_i aux membres et { $rule } entre eux donnent exactement les g_i de l’algorithme 1.
mfpa-theorem2-fails = Le théorème 2 est mis en défaut : dans G_{ $game }, { $value } d’après l’algorithme 1, mais les bases prédisent { $predicted }.
mfpa-theorem1-holds = Les conclusions 1, 2, 3a et 3b du théorème 1 sont vérifiées sur 1..{ $upto }.
mfpa-theorem1-fails = Une conclusion du théorème 1 est mise en défaut sur 1..{ $upto } alors que la condition (2) est satisfaite — un contre-exemple au théorème tel qu’il est énoncé.
mfpa-theorem1-fails-in-range = Une conclusion du théorème 1 est mise en défaut sur 1..{ $upto } alors que la condition (2) est satisfaite sur cet intervalle — un contre-exemple au théorème tel qu’il est énoncé.
mfpa-theorem1-holds-anyway = La condition (2) n’est pas satisfaite, donc le théorème 1 ne promet rien ici ; ses conclusions se trouvent pourtant vérifiées sur 1..{ $upto }.
mfpa-theorem1-not-apply = La condition (2) n’est pas satisfaite, et les conclusions du théorème 1 sont effectivement mises en défaut sur 1..{ $upto } : le théorème ne s’applique pas à cette f.
mfpa-condition-fails = { $drop } : la condition (2) n’est pas satisfaite (n = { $residue } mod { $t }).
mfpa-condition-proved = f est croissante en x d’après la forme de son expression : la condition (2) est satisfaite pour tous n et x.
mfpa-condition-proved-from = f est croissante en x pour x ≥ { $from } d’après la forme de son expression, et { $condition } a été vérifié pour x < { $from } et chaque n mod { $t } : la condition (2) est satisfaite partout.
mfpa-condition-checked = { $condition } vérifié pour x < { $upto } et chaque n mod { $t } (non démontré au-delà).
mfpa-conclusion-1 = tout membre b de B_i vérifie { $claim }
mfpa-conclusion-2 = tout n hors de B_i vérifie { $claim }
mfpa-conclusion-3a = si { $between }, alors { $claim }
mfpa-conclusion-3b = si B_i est finie et n dépasse son plus grand membre b_ik, alors { $claim }
mfpa-counter-member = { $member }, mais { $value }
mfpa-counter-outside = { $outside }, mais { $value }, qui n’est pas < { $n }
mfpa-counter-rule = { $value }, mais { $expected }
mfpa-example2-agrees = { $count ->
        [one] Le seul membre
       *[other] Les { $count } membres
    } de B_0 et B_1 jusqu’à { $limit } { $count ->
        [one] concorde
       *[other] concordent
    } avec les formules de Fibonacci de l’article.
mfpa-example2-differs = Les formules de l’article et les bases calculées diffèrent pour la première fois dans B_{ $game }, à la position { $k } : calculé { $computed }, dans l’article { $printed }.
`;
