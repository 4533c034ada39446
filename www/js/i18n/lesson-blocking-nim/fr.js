// The words of the lesson page blocking-nim.html in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, avec les mots des mathématiques scolaires.

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

blocking-nim-head-1 = Nim avec blocage : l’adversaire interdit certains coups — une leçon de Nim Lab
blocking-nim-page-1 = Aller à la leçon
blocking-nim-head-2 = <a data-l10n-name="link1">Leçons</a> · <a data-l10n-name="link2">Nim Lab</a>
blocking-nim-head-5 = Langue
blocking-nim-head-6 = Langue du navigateur
blocking-nim-head-3 = Nim avec blocage : l’adversaire interdit certains coups
blocking-nim-head-4 = Un tas de jetons. Les coups sont numérotés 1, 2, 3, … sur toute la partie. Au coup <i>k</i>, le joueur qui a le trait doit prendre entre <i>m<sub>k</sub></i> et <i>M<sub>k</sub></i> jetons — mais d’abord l’<strong>adversaire</strong> peut interdire jusqu’à <i>c<sub>k</sub></i> de ces choix. Le joueur à qui il ne reste aucun choix autorisé perd. Qui gagne, et comment ? D’après A. Flammenkamp, A. Holshouser et H. Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, Electronic Journal of Combinatorics 10 (2003) #N4.
blocking-nim-play-1 = 1. Jouez quelques parties
blocking-nim-play-2 = Trois suites fixent les règles : au coup <i>k</i>, vous prenez au moins <i>m<sub>k</sub></i> et au plus <i>M<sub>k</sub></i> jetons (jamais plus que le tas), et l’adversaire peut d’abord interdire jusqu’à <i>c<sub>k</sub></i> de ces choix. La leçon commence par l’exemple détaillé de l’article ; les suites sont pour l’instant
blocking-nim-play-3 =
    .aria-label = Les premières valeurs des suites
blocking-nim-play-4 = La dernière ligne, <i>u</i>, indique la liberté de choix que laissent les blocages. Au coup <i>i</i>, il y a <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> + 1 prises différentes ; l’adversaire en interdit jusqu’à <i>c<sub>i</sub></i>, donc sur un grand tas il reste au moins <i>u<sub>i</sub></i> + 1 prises, où <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>. Quand <i>u<sub>i</sub></i> est inférieur à 0, l’adversaire peut interdire toutes les prises.
blocking-nim-play-5 = Chaque coup se joue en deux temps. Avant <em>votre</em> prise, le moteur interdit certains choix (ils sont barrés) ; avant la prise du <em>moteur</em>, c’est vous qui interdisez : cliquez sur au plus <i>c<sub>k</sub></i> de ses choix, puis sur « Laisser jouer le moteur ». Le moteur ci-dessous joue en <strong>débutant</strong> : il fait des erreurs. Jouez contre lui plusieurs fois, en partant aussi d’autres tas : saisissez un tas de départ sous le plateau, puis cliquez sur « Nouvelle partie ».
blocking-nim-play-6 = Pour l’enseignant
blocking-nim-play-7 = Objectif
blocking-nim-play-8 = Les élèves se familiarisent avec les deux temps d’un coup (interdire, puis prendre) et avec le numéro du coup, qui change les règles au fil de la partie.
blocking-nim-play-9 = Question à poser
blocking-nim-play-10 = « Quand vous interdisez, quels choix du moteur interdisez-vous en premier ? » (Ceux qui le feraient gagner.) « Quand le moteur peut-il interdire <em>tous</em> vos choix ? »
blocking-nim-play-11 = Conjectures fréquentes des élèves
blocking-nim-play-12 = « Jouer en premier est toujours un avantage : le premier joueur gagne quel que soit le tas. »
blocking-nim-play-13 = Réponse
blocking-nim-play-14 = À essayer
blocking-nim-play-15 = Le niveau du moteur se règle sous le plateau : « Parfait » ne se trompe jamais.
blocking-nim-safe-1 = 2. Tas sûrs, coup par coup
blocking-nim-safe-2 = Un tas est <strong>sûr</strong> au coup <i>k</i> quand le joueur qui y a le trait perd face à un jeu parfait (l’adversaire interdit d’abord les prises gagnantes, puis répond bien) ; sinon, il est <strong>non sûr</strong>. Un même tas peut être sûr à un coup et non sûr à un autre, car les suites changent avec le numéro du coup. Prédisez, puis vérifiez : le moteur essaie toutes les parties à partir de ce tas (<dfn>force brute</dfn>) et explique pourquoi.
blocking-nim-safe-3 = Les tas sûrs selon le moteur au coup 3 : <span data-l10n-name="fact-safe-list-3"></span>
blocking-nim-safe-4 = Les tas sûrs selon le moteur au coup 2 : <span data-l10n-name="fact-safe-list-2"></span>
blocking-nim-safe-5 = Pour l’enseignant
blocking-nim-safe-6 = Objectif
blocking-nim-safe-7 = La notion de tas sûr, et le fait qu’elle dépend du numéro du coup.
blocking-nim-safe-8 = Question à poser
blocking-nim-safe-9 = « Un tas n’est pas sûr quand on a une prise qui laisse un tas sûr. Pourquoi cela ne suffit-il pas ici ? » (L’adversaire peut interdire cette prise : il faut <em>plus</em> de prises gagnantes que <i>c<sub>k</sub></i>.)
blocking-nim-safe-10 = Conjectures fréquentes des élèves
blocking-nim-safe-11 = « Tout tas plus petit que <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> est sûr au coup <i>k</i>. »
blocking-nim-safe-12 = « Les tas sûrs sont les mêmes à chaque coup. »
blocking-nim-next-1 = 3. Prédire le prochain tas sûr
blocking-nim-next-2 = Les tas sûrs forment des <em>séries</em> de tas consécutifs. Juste au-dessus d’une série, le joueur qui a le trait dispose de plus de prises laissant un tas sûr au coup suivant que l’adversaire ne peut en interdire ; le prochain tas sûr est le premier où ce n’est plus le cas. Prédisez où commence la série suivante.
blocking-nim-next-3 = Pour l’enseignant
blocking-nim-next-4 = Question à poser
blocking-nim-next-5 = « À partir d’un tas juste au-dessus de la fin d’une série, quels tas le joueur qui a le trait peut-il atteindre au coup suivant ? Jusqu’où cela dure-t-il ? »
blocking-nim-next-6 = Conjectures fréquentes des élèves
blocking-nim-next-7 = « Après la première, les séries sûres du coup 1 sont régulièrement espacées. »
blocking-nim-next-8 = « Toutes les séries sûres du coup 1 ont la même longueur. »
blocking-nim-theorem-1 = 4. La stratégie : où se trouvent les séries sûres
blocking-nim-theorem-2 = Flammenkamp, Holshouser et Reiter ont trouvé où commence et où finit chaque série sûre du coup 1, sans essayer une seule partie. La première série commence à 0. La deuxième commence à (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) : le maximum que vous pouvez prendre au coup 1 moins ses blocages, plus le minimum que vous devez prendre au coup 2 plus ses blocages. Chaque série suivante ajoute deux parenthèses de ce type. Leur <dfn>théorème</dfn> (théorème 1) affirme que ces séries sont exactement les tas sûrs dès que deux conditions sont vérifiées : <strong>(1)</strong> le nombre de blocages <i>c</i> ne diminue jamais d’un coup au suivant, et <strong>(2)</strong> le nombre de prises qui restent après les blocages (<i>u</i>, étape 1) n’est jamais inférieur à 0 et ne diminue jamais.
blocking-nim-theorem-3 = <strong>La stratégie :</strong> à partir d’un tas non sûr, prenez de sorte que votre adversaire se retrouve au coup suivant face à un tas d’une série sûre — le théorème garantit qu’alors vous avez toujours plus de prises de ce genre que votre adversaire ne peut en interdire. Pour les suites choisies maintenant : <span data-l10n-name="fact-conditions-now"></span>
blocking-nim-theorem-4 = <span data-l10n-name="fact-theorem-check"></span> Toutes les parties essayées (carrés pleins) à côté des séries du théorème 1 (crochets), une ligne par coup :
blocking-nim-theorem-5 = Pour aller plus loin : la formule de chaque série
blocking-nim-theorem-6 = L’article écrit les séries sûres du coup 1 sous la forme des intervalles [<i>A<sub>k</sub></i>, <i>B<sub>k</sub></i> − 1], <i>k</i> = 0, 1, 2, …, avec
blocking-nim-theorem-7 = <i>A<sub>k</sub></i> = (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) + (<i>M</i><sub>3</sub> − <i>c</i><sub>3</sub>) + (<i>m</i><sub>4</sub> + <i>c</i><sub>4</sub>) + … + (<i>M</i><sub>2<i>k</i>−1</sub> − <i>c</i><sub>2<i>k</i>−1</sub>) + (<i>m</i><sub>2<i>k</i></sub> + <i>c</i><sub>2<i>k</i></sub>),<br> <i>B<sub>k</sub></i> = (<i>m</i><sub>1</sub> + <i>c</i><sub>1</sub>) + (<i>M</i><sub>2</sub> − <i>c</i><sub>2</sub>) + (<i>m</i><sub>3</sub> + <i>c</i><sub>3</sub>) + … + (<i>M</i><sub>2<i>k</i></sub> − <i>c</i><sub>2<i>k</i></sub>) + (<i>m</i><sub>2<i>k</i>+1</sub> + <i>c</i><sub>2<i>k</i>+1</sub>)
blocking-nim-theorem-8 = (pour un coup ultérieur, faites commencer les suites à ce coup). La condition (1) s’écrit <i>c<sub>i</sub></i> ≤ <i>c<sub>i+1</sub></i> ; la condition (2) s’écrit 0 ≤ <i>u<sub>i</sub></i> ≤ <i>u<sub>i+1</sub></i>.
blocking-nim-theorem-9 = Le théorème 1 répond aussi pour des tas bien trop grands pour qu’on essaie toutes les parties :
blocking-nim-theorem-10 = Pour aller plus loin : le théorème 1 pour n’importe quel tas, même gigantesque
blocking-nim-theorem-11 = Tas <i>n</i> (jusqu’à 10^18)
blocking-nim-theorem-12 = au coup <i>k</i>
blocking-nim-theorem-13 =
    .aria-label = Exemples de tas
blocking-nim-theorem-14 = <strong>Pouvez-vous battre le moteur à partir d’ici ?</strong> Vous jouez en premier à partir d’un tas de <span data-l10n-name="fact-challenge-pile"></span> ; le moteur joue et interdit désormais <strong>parfaitement</strong>. <span data-l10n-name="fact-challenge"></span>
blocking-nim-theorem-15 = Pour l’enseignant
blocking-nim-theorem-16 = Pourquoi ça marche
blocking-nim-theorem-17 = À partir d’un tas de [<i>B<sub>k</sub></i>, <i>A<sub>k+1</sub></i> − 1], le joueur qui a le trait peut atteindre l’intervalle sûr juste en dessous en prenant au moins <i>m</i> + <i>c</i> et au plus <i>M</i> − <i>c</i> jetons, donc les <i>c</i> blocages ne peuvent pas l’en empêcher ; à partir d’un intervalle sûr, chaque prise que laisse l’adversaire aboutit dans l’intervalle non sûr juste en dessous (la récurrence de l’article, relations (10) et (11)).
blocking-nim-theorem-18 = Question à poser
blocking-nim-theorem-19 = « Pourquoi <i>M</i> − <i>c</i> apparaît-il avec les coups impairs dans <i>A<sub>k</sub></i>, et <i>m</i> + <i>c</i> avec les coups pairs ? »
blocking-nim-theorem-20 = Conjectures fréquentes des élèves
blocking-nim-theorem-21 = « Les intervalles du théorème 1 sont exactement les tas sûrs à chaque coup. »
blocking-nim-theorem-22 = « Interdire <i>c</i> choix revient à jouer sans blocage en devant prendre entre <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> et <i>M<sub>k</sub></i> − <i>c<sub>k</sub></i> jetons. »
blocking-nim-rule-1 = 5. Changer la règle
blocking-nim-rule-2 = Choisissez d’autres suites : un exemple, ou les vôtres (une expression en <i>i</i> comme <span class="mono">i + 2</span> ou <span class="mono">i/3</span>, ou une liste dont la dernière valeur se répète, comme <span class="mono">1, 0</span>). Chaque partie, image et phrase de cette page suit les suites que vous choisissez.
blocking-nim-rule-3 =
    .aria-label = Exemples de suites
blocking-nim-rule-4 =
    .aria-label = Vos propres suites
blocking-nim-rule-5 = Blocages <i>c<sub>i</sub></i> =
blocking-nim-rule-6 = Prendre au moins <i>m<sub>i</sub></i> =
blocking-nim-rule-7 = Prendre au plus <i>M<sub>i</sub></i> =
blocking-nim-rule-8 = Utiliser ces suites
blocking-nim-rule-9 =
    .aria-label = Les premières valeurs des suites
blocking-nim-rule-10 = Au coup 1, les tas sûrs jusqu’à <span data-l10n-name="fact-upto"></span> sont <span data-l10n-name="fact-safe-move-1"></span>
blocking-nim-rule-11 = Pour l’enseignant
blocking-nim-rule-12 = Conjectures fréquentes des élèves
blocking-nim-rule-13 = « Sans blocage, en prenant de 1 à 3 (<i>c</i> = 0, <i>m</i> = 1, <i>M</i> = 3), les tas sûrs sont les multiples de 4. »
blocking-nim-rule-14 = « En prenant de 1 à 4 avec un blocage (<i>c</i> = 1, <i>m</i> = 1, <i>M</i> = 4), les tas sûrs sont les multiples de 5. »
blocking-nim-rule-15 = Réponse
blocking-nim-rule-16 = Pour les suites choisies maintenant : <span data-l10n-name="fact-theorem-now"></span>
blocking-nim-summary-1 = 6. Le résumé de l’article à l’épreuve
blocking-nim-summary-2 = Après la démonstration, le résumé de l’article avance une affirmation plus audacieuse : une condition <em>plus faible</em> que (1) et (2) <em>suffit</em> pour que les séries soient exactement les tas sûrs, et elle est aussi <em>nécessaire</em> — partout où elle n’est pas vérifiée, les séries sont fausses. La condition plus faible : <i>u</i> n’est jamais inférieur à 0, et les séries de la formule sont vraiment des séries (chacune se termine avant que la suivante commence). Le résumé ne donne aucune démonstration : l’affirmation n’est donc qu’une <dfn>conjecture</dfn>. Le moteur teste les deux moitiés sur les suites choisies maintenant, en essayant toutes les parties : là où la condition est vérifiée, les séries sont-elles les tas sûrs ? Là où elle ne l’est pas, sont-elles fausses ? Essayez les deux exemples dans lesquels le moteur trouve un <dfn>contre-exemple</dfn> :
blocking-nim-summary-3 = Les verdicts du moteur pour <span data-l10n-name="rule"></span> : <span data-l10n-name="fact-summary-now"></span>
blocking-nim-summary-4 = Pour aller plus loin : chaque condition et chaque affirmation, telles que l’article les énonce
blocking-nim-summary-5 = Pour aller plus loin : le résumé dans les termes de l’article
blocking-nim-summary-6 = Le résumé dit que les conditions (1) et (2) peuvent être remplacées par <i>u<sub>i</sub></i> ≥ 0 pour tout <i>i</i>, avec les inégalités du lemme 1, <i>A<sub>k</sub></i> &lt; <i>B<sub>k</sub></i> &lt; <i>A<sub>k+1</sub></i>, et qualifie cette condition de <em>nécessaire et suffisante</em> pour que les intervalles soient les tas sûrs : « suffisante » correspond à la première moitié ci-dessus (elle suffit), « nécessaire » à la seconde (il la faut).
blocking-nim-summary-7 = Pour l’enseignant
blocking-nim-summary-8 = Objectif
blocking-nim-summary-9 = Lire d’un œil critique une affirmation publiée : un théorème avec sa démonstration, et une remarque dans un résumé, sans démonstration. Le moteur juge les deux sur les mêmes suites.
blocking-nim-summary-10 = Conjectures fréquentes des élèves
blocking-nim-summary-11 = « Le théorème 1 est vrai : là où (1) et (2) sont vérifiées, les intervalles sont les tas sûrs. »
blocking-nim-summary-12 = « La condition du résumé est suffisante : là où elle est vérifiée, les intervalles sont les tas sûrs. »
blocking-nim-summary-13 = « La condition du résumé est nécessaire : là où elle n’est pas vérifiée, les intervalles ne sont pas les tas sûrs. »
blocking-nim-summary-14 = Question à poser
blocking-nim-summary-15 = « Quelle partie de la démonstration du théorème 1 utilise la condition (1) ? Qu’est-ce qui ne marche plus quand les blocages diminuent ? »
blocking-nim-page-2 =
    .aria-label = Fiche élève
blocking-nim-handout-1 = Nim avec blocage — fiche élève
blocking-nim-handout-2 = <strong>Règles.</strong> Un tas de jetons ; les coups sont numérotés 1, 2, 3, … sur toute la partie. Au coup <i>k</i>, le joueur qui a le trait prend entre <i>m<sub>k</sub></i> et <i>M<sub>k</sub></i> jetons (pas plus que le tas), mais d’abord l’adversaire peut interdire jusqu’à <i>c<sub>k</sub></i> de ces choix. Le joueur à qui il ne reste aucun choix autorisé perd. Un tas est <strong>sûr</strong> au coup <i>k</i> quand le joueur qui y a le trait perd. Les suites : <span data-l10n-name="rule"></span>.
blocking-nim-handout-3 = À compléter : le tas <i>n</i> est-il sûr ?
blocking-nim-handout-5 =
    .data-columns = tas n|sûr au coup 1 ?|sûr au coup 2 ?|une prise gagnante au coup 1
blocking-nim-handout-4 = Questions à traiter
`;
