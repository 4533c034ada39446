// The move-function section's words in French (see en.js).
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

## Les cartes de la section

mfs-doc-title = Nim Lab — jeux de retrait à un seul tas
mfs-fn-title = Fonction de coup
mfs-presets-group =
    .aria-label = Exemples de fonctions de coup
mfs-theorem-title = Vérification du théorème principal
mfs-table-title = Plus petit coup gagnant <span class="math">g(N)</span>
mfs-results-for = pour
mfs-table-explain = Depuis un tas de <i>N</i> jetons, on gagne exactement quand on peut en prendre au moins <i>g</i>(<i>N</i>) :
    prendre <i>g</i>(<i>N</i>) est alors un coup gagnant.
mfs-legend-base = <i>N</i> est dans la base <i>B<sub>f</sub></i>
mfs-plot-title = Courbe de <span class="math">g(N)</span>
mfs-base-title = La base g <span class="math">B<sub>f</sub></span> et <span class="math">g<sub>0</sub></span>
mfs-repr-title = Représentation de <span class="math">N</span> dans la base
mfs-repr-explain = Écrivez <i>N</i> de façon gloutonne comme somme de membres de la base (le plus grand d’abord, comme
    dans la représentation de Zeckendorf par les nombres de Fibonacci). La plus petite partie est le coup gagnant.
mfs-repr-quick =
    .aria-label = Valeurs de N en exemple
mfs-try = Essayez :
mfs-repr-empty = Saisissez un nombre entier N ≥ 1.
mfs-play-title = Jouer contre le moteur
mfs-start-pile = Tas de départ
mfs-first-move = Premier coup
mfs-f-read = Lu comme { $f } — croissance non démontrable
mfs-f-read-monotone = Lu comme { $f } — croissante (démontré par sa forme)
mfs-still-showing = Les résultats ci-dessous sont encore ceux de { $f }.

## Les notes des exemples

mfs-note-fibonacci = Nim de Fibonacci
mfs-note-powers = puissances de 2
mfs-note-not-monotone = non monotone
mfs-note-g-bounded = g bornée
mfs-note-bounded = bornée
mfs-example-or = { $a } ou { $b }
mfs-example-but = { $a }, mais { $b }

## L’analyse : progression, annulation, échec

mfs-progress-label = Calcul de g(N)
mfs-progress = Calcul de g(N) pour N ≤ { $upto } { $where ->
        [worker] en arrière-plan
       *[page] sur cette page
    } : { $pct } %
mfs-cancel = Annuler
mfs-cancelled = Annulé.
mfs-cancelled-showing = Annulé. Affichage conservé : { $f } pour N ≤ { $upto }.
mfs-failure = Impossible de calculer g pour { $f } jusqu’à { $upto } : { $message }

## Le verdict

mfs-theorem-holds = Le théorème principal est vérifié sur 1 … { $upto } : g(N) = g₀(N) pour tout N
mfs-theorem-fails-at = Le théorème principal est mis en défaut pour la première fois en N = { $n }
mfs-theorem-fails = Le théorème principal est mis en défaut
mfs-theorem-detail = { $g } d’après le jeu, mais { $g0 } d’après la base.

## Les faits sur la base g

mfs-member-self = { $b } est dans la base et { $g0 }
mfs-member = { $b } est dans la base, { $g0 }
mfs-members-more = … { $count } de plus …
mfs-base-finite = finie : { $last } ; tout N s’écrit { $theta } + (membres plus petits)
mfs-base-infinite = pas de fin trouvée jusqu’à { $upto } (infinie aussi loin que le calcul va)
mfs-method-simple = <strong>construction simple</strong> : <span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> + (le plus petit <span class="math">b<sub>i</sub></span>
    tel que f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>), et g<sub>0</sub> est l’identité sur la base
mfs-method-general = <strong>construction générale</strong> : g<sub>0</sub> et la base sont tirés de la fonction g calculée
mfs-method-general-same = <strong>construction générale</strong> : g<sub>0</sub> et la base sont tirés de la fonction g calculée
    (la construction simple donne la même base)
mfs-status-proved = démontrée
mfs-status-checked = vérifiée
mfs-status-fails = mise en défaut
mfs-size = Taille
mfs-built-by = Construite par
mfs-size-members = { $count ->
        [one] { $shown } membre
       *[other] { $shown } membres
    } ≤ { $upto },
mfs-self-members = { $self } sur { $count ->
        [one] { $shown } membre
       *[other] { $shown } membres
    }
mfs-members-region = Membres de la base par ordre croissant
mfs-legend-other = g₀(b) < b (valeur indiquée)
mfs-storage = Stockage
mfs-storage-of = { $count ->
        [one] nombre stocke
       *[other] nombres stockent
    } la stratégie pour tout N ≤ { $upto }
mfs-storage-meter = { $pct } pour cent
mfs-growth = Croissance
mfs-conjecture = <strong>Conjecture</strong> (Holshouser et Reiter) : si g n’est pas bornée, les membres de B<sub>f</sub>
    croissent exponentiellement. Non démontrée — voici ce que montre cette f :
mfs-ratios = <span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span> pour les derniers membres :
mfs-gmax = plus grande valeur de g(N) observée : { $gmax }.
mfs-losing = <strong>Départ Cut-the-Knot</strong> (le premier coup peut prendre n’importe quelle quantité sauf le tas entier) : le premier joueur perd depuis N =

## La représentation de N

mfs-block-used = { $value } — utilisé
mfs-block-smallest = { $value } — utilisé — la plus petite partie
mfs-flag-take = prendre
mfs-flag-smallest = plus petite
mfs-unused-members = { $count ->
        [one] { $shown } membre inutilisé
       *[other] { $shown } membres inutilisés
    }
mfs-blocks-label = Membres de la base du plus grand au plus petit ; ceux qui sont utilisés sont pleins : { $terms }
mfs-digits = Chiffres (le plus grand membre d’abord) :
mfs-winning-smallest = Plus petit coup gagnant depuis { $n } : prendre { $take } = la plus petite partie (il gagne quand le maximum actuel le permet)
mfs-winning-g0 = Plus petit coup gagnant depuis { $n } : prendre { $take } = { $g0 }, d’après la plus petite partie (il gagne quand le maximum actuel le permet)

## Les vues d’une page de cours et la boîte de dialogue Partager

mfs-view-table = Table de g(N)
mfs-view-plot = Courbe de g(N)
mfs-view-base = La base g et la représentation de N
mfs-number-label = Nombre <span class="math">N</span> (de toute taille, p. ex. 10^18)
mfs-share-game = Le jeu
mfs-share-base = La base et N

## La table de g(N) et la courbe

mfs-table-previous =
    .aria-label = Page précédente
mfs-table-next =
    .aria-label = Page suivante
mfs-table-goto = Aller à N
mfs-table-region = La table des valeurs
mfs-table-range = N = { $from } … { $to } sur { $upto }
mfs-table-in-base = — N est dans la base
mfs-table-caption = { $gn } pour N de { $from } à { $to } ; chaque case montre N au-dessus de { $gn }
mfs-plot-label = Courbe de g(N) en fonction de N
mfs-plot-label-range = Courbe de g(N) pour N de { $from } à { $to } ; plus grande valeur de g(N) affichée : { $gmax }
mfs-plot-log = échelle logarithmique pour g
mfs-plot-hint = Faites glisser pour zoomer, double-cliquez pour réinitialiser.
mfs-plot-readout = Pointez la courbe pour lire g(N).
mfs-plot-axis-log = g(N)  (échelle log.)
`;
