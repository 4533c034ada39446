// The periodic move-function section's words in French (see en.js).
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

## La première carte : les règles, f(n, x) et t

mfs-p-doc-title = Nim Lab — f(n, x) périodique : plusieurs jeux, plusieurs bases
mfs-p-title = Fonction de coup périodique <span class="math">f(n, x)</span>
mfs-p-intro-rule = Après que votre adversaire a pris <i>x</i> jetons d’un tas de <i>n</i> (la taille du tas <em>avant</em> ce
    coup), vous pouvez en prendre au plus <i>f</i>(<i>n</i>, <i>x</i>). La fonction se répète en <i>n</i> avec la période
    <i>t</i> : <i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>).
    <strong class="mod-note">n est lu modulo t :</strong> le moteur évalue <i>f</i> en <i>n</i> mod <i>t</i>, donc dans
    l’expression <i>n</i> vaut toujours l’un de 0, 1, …, <i>t</i> − 1. Le premier coup peut prendre au plus un maximum donné.
mfs-p-intro-games = Il y a <i>t</i> jeux <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub> : le jeu <i>G<sub>i</sub></i> utilise
    <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>), où <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>.
    <i>G</i><sub>0</sub> est le jeu lui-même ; les autres servent à le résoudre, car après avoir pris un membre de la base
    <i>b</i> dans le jeu <i>G<sub>i</sub></i>, le reste du tas se comporte comme le jeu <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.
    Chaque jeu a sa propre base <i>B<sub>i</sub></i>.
    Article : <a data-l10n-name="paper">Holshouser et Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
mfs-p-presets-group =
    .aria-label = Exemples de fonctions de coup périodiques
mfs-p-example2 = Exemple 2
mfs-p-note-paper = l’article, { $t }
mfs-p-note-fibonacci = { $t } : Nim de Fibonacci
mfs-p-note-fails-2 = condition (2) non satisfaite
mfs-p-note-theorem1-fails = le théorème 1 est mis en défaut
mfs-p-f-read = Lu comme { $f }, avec n lu modulo { $t } (n vaut l’un de { $residues })
mfs-p-f-read-monotone = Lu comme { $f }, avec n lu modulo { $t } (n vaut l’un de { $residues }) — croissante en x (démontré par sa forme)
mfs-p-still-showing = Les résultats ci-dessous sont encore ceux de { $rule }.
mfs-p-progress-label = Calcul des jeux
mfs-p-progress = Calcul de { $gs } et des bases pour n ≤ { $upto } { $where ->
        [worker] en arrière-plan
       *[page] sur cette page
    } : { $pct } %
mfs-p-cancel = Annuler
mfs-p-cancelled = Annulé.
mfs-p-cancelled-showing = Annulé. Affichage conservé : { $rule }, pour n ≤ { $upto }.
mfs-p-failure = Impossible de calculer les jeux pour { $rule }, jusqu’à { $upto } : { $message }

## Les titres et explications des cartes

mfs-p-theorems-title = Vérification des théorèmes
mfs-p-results-for = pour
mfs-p-example2-title = L’exemple 2 de l’article, membre par membre
mfs-p-table-title = Plus petits coups gagnants <span class="math">g<sub>i</sub>(n)</span>
mfs-p-table-explain = Depuis un tas de <i>n</i> dans le jeu <i>G<sub>i</sub></i>, on gagne exactement quand on peut prendre au moins
    <i>g<sub>i</sub></i>(<i>n</i>) jetons (algorithme 1 de l’article, calculé directement).
mfs-p-legend-base = <i>n</i> est membre de la base <i>B<sub>i</sub></i> du jeu de cette colonne
mfs-p-bases-title = Les bases <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> et <span class="math">Θ</span>
mfs-p-bases-explain = Construites ensemble comme avant le théorème 2 : <i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + le plus petit
    membre <i>b</i> de <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub> tel que Θ(<i>b</i>) = <i>b</i> et
    <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>).
    Θ<sub><i>i</i></sub>(<i>b</i>) est le plus petit coup gagnant depuis un tas de <i>b</i> dans <i>G<sub>i</sub></i>.
mfs-p-repr-title = Écrire <span class="math">n</span> avec plusieurs bases
mfs-p-repr-explain = Dans le jeu <i>G<sub>i</sub></i> : prenez le plus grand membre <i>b</i> de <i>B<sub>i</sub></i> inférieur à
    <i>n</i> ; le reste <i>n</i> − <i>b</i> s’écrit dans la base du jeu <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, et ainsi de suite,
    jusqu’à ce que le reste soit lui-même membre d’une base. Théorèmes 1 et 2 : le coup gagnant est Θ de cette dernière partie.
mfs-p-game-label = Jeu
mfs-p-pile-label = Tas <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = Valeurs de n en exemple
mfs-p-try = Essayez :
mfs-p-repr-empty = Saisissez un nombre entier n ≥ 1.
mfs-p-play-title = Jouer contre le moteur
mfs-p-start-pile = Tas de départ
mfs-p-first-move = Premier coup
mfs-p-share-game = Le jeu { $game }

## Les vérifications des théorèmes

mfs-p-t2-holds = Le théorème 2 est vérifié sur 1 … { $upto } dans chaque jeu { $games }
mfs-p-t2-fails-at = Le théorème 2 est mis en défaut pour la première fois dans { $game } en n = { $n }
mfs-p-t2-fails = Le théorème 2 est mis en défaut
mfs-p-t2-what = Toute f périodique. Énoncé : en tout membre b de B<sub>i</sub>, g<sub>i</sub>(b) = Θ<sub>i</sub>(b) ; entre les membres,
    g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b) pour le plus grand membre b inférieur à n.
mfs-p-t2-detail = L’algorithme 1 donne { $g }, mais les bases prédisent { $predicted }.
mfs-p-condition = Condition (2) :
mfs-p-status-proved = démontrée
mfs-p-status-checked = vérifiée
mfs-p-status-fails = mise en défaut
mfs-p-status-fails-at = mise en défaut en n = { $n }, x = { $x }
mfs-p-not-promised = (la condition (2) n’est pas satisfaite, donc le théorème ne promet pas ceci)
mfs-p-nothing-to-check = rien à vérifier sur 1 … { $upto } (aucun cas ne remplit son « si »)
mfs-p-holds-on = vérifiée sur 1 … { $upto } ({ $count ->
        [one] { $shown } cas vérifié
       *[other] { $shown } cas vérifiés
    })
mfs-p-outcome-fails = mise en défaut :
mfs-p-counterexample-found = contre-exemple trouvé
mfs-p-conclusion = Conclusion { $name } :
mfs-p-t1-not-apply = Le théorème 1 ne s’applique pas : la condition (2) n’est pas satisfaite
mfs-p-t1-holds = Le théorème 1 s’applique, et ses conclusions sont vérifiées sur 1 … { $upto }
mfs-p-t1-fails = Les conclusions du théorème 1 sont mises en défaut bien que la condition (2) soit satisfaite
mfs-p-t1-what = Exige la condition (2). Ses bases n’utilisent pas Θ : b<sub>i,k+1</sub> = b<sub>ik</sub> + le plus petit membre b de
    B<sub>i ⊕ b_ik</sub> tel que f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub>.
mfs-p-t1-same = Ici ce sont les mêmes bases que celles du théorème 2.
mfs-p-t1-differ = Ici elles diffèrent des bases du théorème 2.
mfs-p-applied-anyway = Le théorème 1 appliqué malgré tout, aux bases construites comme il l’indique —
    <strong>la condition (2) n’est pas satisfaite, donc le théorème ne promet rien de tout ceci :</strong>
mfs-p-conclusions = Conclusions du théorème 1

## L’exemple 2 de l’article

mfs-p-ex2-heading = { $base } (jeu { $game })
mfs-p-ex2-region = { $base } face à l’article
mfs-p-ex2-computed = calculé
mfs-p-ex2-paper = article
mfs-p-ex2-value = valeur
mfs-p-ex2-agrees = concorde
mfs-p-ex2-differs = diffère
mfs-p-ex2-explain = L’article donne B<sub>0</sub> et B<sub>1</sub> pour f(n, 3) = 4 quand n est impair, f(n, x) = 2x sinon (t = 2),
    au moyen des nombres de Fibonacci F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, … (l’article compte
    à partir de F<sub>0</sub> = 1). Chaque membre calculé est confronté à la formule.
mfs-p-ex2-all-agree = Les { $shown } membres concordent avec l’article.
mfs-p-ex2-some-differ = { $differ } membres sur { $shown } diffèrent de l’article.

## La table de g_i(n) et les bases

mfs-p-previous = Page précédente
mfs-p-next = Page suivante
mfs-p-goto = Aller à n
mfs-p-table-region = La table des valeurs
mfs-p-table-range = n = { $from } … { $to } sur { $upto }
mfs-p-cell = { $g } dans le jeu { $game }
mfs-p-cell-base = { $g } dans le jeu { $game } — { $n } est dans { $base }
mfs-p-cell-in-base = (dans { $base })
mfs-p-table-caption = g_i(n) pour n de { $from } à { $to }, une colonne par jeu { $games }
mfs-p-member-self = { $b } est dans { $base } et { $theta }
mfs-p-member = { $b } est dans { $base }, { $theta }
mfs-p-members-more = … { $count } de plus …
mfs-p-base-game = pour le jeu { $game }
mfs-p-base-size = { $count ->
        [one] { $shown } membre
       *[other] { $shown } membres
    } ≤ { $upto }
mfs-p-base-finite = finie (s’arrête ici)
mfs-p-base-other-theta = { $shown } avec Θ ≠ b
mfs-p-members-region = Membres de { $base } par ordre croissant
mfs-p-legend-self = Θ(b) = b : prendre les b jetons gagne
mfs-p-legend-other = Θ(b) < b (valeur indiquée) : prendre Θ(b)

## La représentation de n

mfs-p-block = { $member } est membre de { $base } (jeu { $game })
mfs-p-block-in = dans { $base }
mfs-p-flag-take = prendre { $take }
mfs-p-chain-label = Les parties, chacune dans la base de son jeu : { $parts }
mfs-p-chain-part = { $member } dans { $base }
mfs-p-chain-then = , puis
mfs-p-step-start = départ dans le jeu { $game }
mfs-p-step-next = , puis { $step }
mfs-p-winning = Plus petit coup gagnant : prendre { $take } (il gagne quand le maximum actuel le permet)
mfs-p-winning-theta = Plus petit coup gagnant : prendre { $take } = { $theta }, d’après la dernière partie (il gagne quand le maximum actuel le permet)
`;
