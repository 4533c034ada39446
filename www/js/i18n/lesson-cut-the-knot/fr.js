// The words of the lesson page cut-the-knot.html in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, comme dans le catalogue de l’interface.

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

cut-the-knot-head-1 = Les jeux à un tas de Cut The Knot — une leçon de Nim Lab
cut-the-knot-page-1 = Aller à la leçon
cut-the-knot-head-2 = <a data-l10n-name="link1">Leçons</a> · <a data-l10n-name="link2">Nim Lab</a>
cut-the-knot-head-5 = Langue
cut-the-knot-head-6 = Langue du navigateur
cut-the-knot-head-3 = Les jeux à un tas de Cut The Knot
cut-the-knot-head-4 = Un tas de jetons et une règle qui limite chaque coup : prendre entre <i>Min</i> et <i>Max</i> jetons, ou prendre au plus <i>f</i> de ce que l’adversaire vient de prendre. Qui gagne, comment le savoir avant de jouer, et que se passe-t-il quand on joue sur plusieurs tas à la fois ? D’après A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002), et A. J. Schwenk, <cite>Take-Away Games</cite>, Fibonacci Quarterly 8 (1970) 225–234.
cut-the-knot-play-1 = 1. Jouer à « Un tas » avec Min et Max
cut-the-knot-play-2 = Un tas de jetons. Les joueurs jouent à tour de rôle ; un coup consiste à prendre <span data-l10n-name="part1"></span> Le joueur qui ne peut plus jouer perd (il peut rester quelques jetons que personne ne peut prendre).
cut-the-knot-play-3 = Le moteur ci-dessous joue en <strong>débutant</strong> : il fait des erreurs. Jouez contre lui plusieurs fois, à partir de tas différents, et notez les tas à partir desquels le joueur qui devait jouer ne pouvait pas s’en sortir.
cut-the-knot-play-4 = Partir d’un tas de
cut-the-knot-play-5 = Pour l’enseignant
cut-the-knot-play-6 = Objectif
cut-the-knot-play-7 = Les élèves découvrent un jeu avec une limite inférieure en plus d’une limite supérieure, et remarquent qu’un tas trop petit pour jouer est perdu pour le joueur qui doit jouer.
cut-the-knot-play-8 = Question à poser
cut-the-knot-play-9 = « À partir de quels petits tas le joueur qui doit jouer ne peut-il pas jouer du tout ? Qui gagne alors ? »
cut-the-knot-play-10 = À essayer
cut-the-knot-play-11 = Différents tas de départ (le champ au-dessus du plateau), et le niveau du moteur sous le plateau (« Parfait » ne se trompe jamais).
cut-the-knot-play-12 = La règle en cours
cut-the-knot-predict-1 = 2. P ou N ? Prédire qui gagne
cut-the-knot-predict-2 = Un tas est une <strong>position P</strong> quand le joueur <strong>P</strong>récédent (celui qui vient de jouer) gagne s’il joue au mieux : celui qui doit jouer à partir de ce tas perd. C’est une <strong>position N</strong> quand le joueur suivant (celui qui doit jouer) gagne — <strong>N</strong> pour <i>next</i>, « suivant » en anglais. Un tas est N exactement quand un coup au moins mène à une position P.
cut-the-knot-predict-3 = Les positions P du moteur pour <span data-l10n-name="part1"></span> : <span data-l10n-name="fact-p-positions"></span>
cut-the-knot-predict-4 = Pour l’enseignant
cut-the-knot-predict-5 = Objectif
cut-the-knot-predict-6 = Raisonner à rebours à partir de la fin : les tas à partir desquels personne ne peut jouer sont P ; un tas est N quand un coup mène à une position P ; il est P quand tous les coups mènent à une position N.
cut-the-knot-predict-7 = Question à poser
cut-the-knot-predict-8 = « Quels tas sont P parce qu’aucun coup n’est possible ? Quel est le premier tas qui est P alors qu’un coup est possible ? »
cut-the-knot-predict-9 = Conjectures fréquentes des élèves
cut-the-knot-predict-10 = « Les positions P sont les multiples de Min + Max. »
cut-the-knot-predict-11 = « S est une position P exactement quand S mod (Min + Max) &lt; Min. » (la règle de Bogomolny)
cut-the-knot-grundy-1 = 3. Nombres de Grundy, période et règle de l’article
cut-the-knot-grundy-2 = Le <strong>nombre de Grundy</strong> G(<i>S</i>) d’un tas de <i>S</i> jetons se calcule de proche en proche, en partant du bas. Un tas à partir duquel aucun coup n’est possible a G = 0. Sinon, on fait la liste des nombres de Grundy des tas accessibles en un coup ; G(<i>S</i>) est le plus petit entier naturel (0, 1, 2, …) <em>absent</em> de cette liste (le <dfn>mex</dfn>, abréviation de l’anglais « minimum excluded », le plus petit exclu). Les positions P sont exactement les tas de nombre de Grundy 0.
cut-the-knot-grundy-3 = La table du moteur, présentée comme dans l’applet de Cut The Knot (positions P en surbrillance) :
cut-the-knot-grundy-4 = Bogomolny écrit : <em>les positions P sont les tas dont la taille S vérifie 0 ≤ S mod (Min + Max) &lt; Min</em>. Autrement dit : divisez <i>S</i> par Min + Max ; le tas est P quand le <dfn>reste</dfn> (« <i>S</i> mod (Min + Max) ») est plus petit que Min. Le moteur confronte cette règle à sa table :
cut-the-knot-grundy-5 = Pour l’enseignant
cut-the-knot-grundy-6 = Pourquoi une période
cut-the-knot-grundy-7 = G(<i>S</i>) ne dépend que des nombres de Grundy des Max tas juste en dessous, donc dès qu’une fenêtre de Max valeurs se répète, toute la suite se répète. Le moteur cherche la première répétition et s’en sert pour répondre pour des tas de n’importe quelle taille.
cut-the-knot-grundy-8 = Question à poser
cut-the-knot-grundy-9 = « Pourquoi G(<i>S</i>) ne peut-il jamais dépasser le nombre de coups différents ? »
cut-the-knot-grundy-10 = Conjectures fréquentes des élèves
cut-the-knot-grundy-11 = « Les nombres de Grundy se répètent avec la période Min + Max. »
cut-the-knot-grundy-12 = « G(S) vaut toujours 0, 1 ou 2. »
cut-the-knot-grundy-13 = Réponse
cut-the-knot-takeaway-1 = 4. Jeux de retrait et suite <i>H</i> de Schwenk
cut-the-knot-takeaway-2 = Un nouveau type de limite. Le premier coup peut prendre n’importe quel nombre de jetons <strong>sauf le tas entier</strong>. Ensuite, un joueur peut prendre au plus <i>f</i>(<i>k</i>) jetons, où <i>k</i> est ce que l’adversaire vient de prendre. Celui qui prend le dernier jeton gagne. Ici, <span data-l10n-name="rule"></span>.
cut-the-knot-takeaway-3 = Partir d’un tas de
cut-the-knot-takeaway-4 = Schwenk construit une suite à partir de <i>f</i> : <i>H</i><sub>1</sub> = 1 et <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>, où <i>m</i> est le plus petit <i>j</i> tel que <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>. Son théorème : lorsque <i>f</i> ne décroît jamais et que <i>f</i>(<i>x</i>) ≥ <i>x</i>, les tas de départ à partir desquels le premier joueur perd sont exactement les termes de <i>H</i>.
cut-the-knot-takeaway-5 = Pour l’enseignant
cut-the-knot-takeaway-6 = Objectif
cut-the-knot-takeaway-7 = Construire une suite à partir d’une règle, étape par étape, et la relier au jeu.
cut-the-knot-takeaway-8 = Question à poser
cut-the-knot-takeaway-9 = « Pourquoi un tas de 1 est-il perdu pour le premier joueur ? » (Le premier coup n’a pas le droit de prendre le tas entier : aucun coup n’est possible.) « Et un tas de 2 ? »
cut-the-knot-takeaway-10 = Conjectures fréquentes des élèves
cut-the-knot-takeaway-11 = « Pour f(x) = 2x (Nim de Fibonacci), H est la suite des nombres de Fibonacci 1, 2, 3, 5, 8, 13, … »
cut-the-knot-takeaway-12 = « f(x) = x et f(x) = 2x − 1 sont des règles différentes, donc elles donnent des suites H différentes. »
cut-the-knot-takeaway-13 = Réponse
cut-the-knot-strategy-1 = 5. La stratégie : retirer le 1 le plus à droite
cut-the-knot-strategy-2 = Vérifiez vos prédictions : la suite <i>H</i> du moteur pour <span data-l10n-name="rule"></span>, et comment chaque terme est obtenu.
cut-the-knot-strategy-3 = Écrivez <i>N</i> comme une somme de termes de <i>H</i> : prenez le plus grand terme qui tient, puis le plus grand qui tient dans ce qui reste, et ainsi de suite. Cela donne à <i>N</i> sa propre suite de chiffres, comme en <dfn>binaire</dfn> : un chiffre par terme de <i>H</i>, 1 là où il est utilisé, 0 sinon. Le coup gagnant de Schwenk consiste à <strong>retirer le 1 le plus à droite</strong> — prendre la plus petite part.
cut-the-knot-strategy-4 = Écrire <i>N</i> =
cut-the-knot-strategy-5 = <strong>Pouvez-vous battre le moteur à partir d’ici ?</strong> Un tas de 50 ; le premier coup peut prendre jusqu’à 49. Cette fois, le moteur joue <strong>parfaitement</strong> : <span data-l10n-name="fact-challenge-50"></span>
cut-the-knot-strategy-6 = Pour l’enseignant
cut-the-knot-strategy-7 = Pourquoi ça marche (sous les hypothèses de Schwenk)
cut-the-knot-strategy-8 = Après que vous avez pris la plus petite part <i>t</i>, l’adversaire peut prendre au plus <i>f</i>(<i>t</i>), et dans une représentation, <i>f</i>(<i>t</i>) est plus petit que la part suivante : l’adversaire ne peut pas retirer un 1, donc le nombre de 1 ne diminue que lors de vos coups. Sous le plateau de la partie, le tas est écrit avec <i>H</i> avant et après chaque coup.
cut-the-knot-strategy-9 = Question à poser
cut-the-knot-strategy-10 = « Une fois le 1 le plus à droite retiré, pourquoi l’adversaire ne peut-il jamais retirer le suivant ? »
cut-the-knot-strategy-11 = Réponse
cut-the-knot-sum-1 = 6. Nombres de Grundy et rangée de tas
cut-the-knot-sum-2 = Maintenant plusieurs tas, chacun étant son propre jeu de retrait avec sa propre limite. Un coup prend dans <strong>un seul</strong> tas ; celui qui prend le dernier jeton du dernier tas gagne. Chaque tas reçoit un nombre de Grundy par la règle du mex, et c’est la <strong>somme de Nim</strong> (⊕) qui décide de la rangée : écrivez les nombres de Grundy en binaire et additionnez chaque colonne sans retenue — une colonne avec un nombre pair de 1 donne 0, un nombre impair donne 1. Le joueur qui doit jouer gagne exactement quand la somme de Nim n’est pas 0 (le théorème de Sprague–Grundy).
cut-the-knot-sum-3 = Les nombres de Grundy des tas de départ selon le moteur, G(<i>N</i>, <i>N</i> − 1), pour <span data-l10n-name="rule"></span> (le premier coup peut prendre jusqu’à <i>N</i> − 1 ; les départs perdants en surbrillance) :
cut-the-knot-sum-4 = Toutes les positions (<i>N</i>, <i>x</i>) : un tas de <i>N</i> dont on peut prendre au plus <i>x</i>
cut-the-knot-sum-5 = Jouez maintenant une rangée de tas contre le moteur (de nouveau en débutant). Le plateau affiche le nombre de Grundy de chaque tas et la somme de Nim.
cut-the-knot-sum-6 = Pour l’enseignant
cut-the-knot-sum-7 = Objectif
cut-the-knot-sum-8 = Un jeu qui est une somme de jeux se gagne en combinant un nombre par jeu, et la bonne façon de les combiner est la somme de Nim, pas la somme ordinaire.
cut-the-knot-sum-9 = Question à poser
cut-the-knot-sum-10 = « Quel tas pouvez-vous modifier pour que son nombre de Grundy devienne la somme de Nim des autres ? »
cut-the-knot-sum-11 = Conjectures fréquentes des élèves
cut-the-knot-sum-12 = « Le joueur qui doit jouer gagne quand la somme ordinaire des nombres de Grundy n’est pas 0. »
cut-the-knot-sum-13 = « Une rangée formée uniquement de départs perdants est perdue pour le joueur qui doit jouer. »
cut-the-knot-sum-14 = Réponse
cut-the-knot-rule-1 = 7. Changer la règle
cut-the-knot-rule-2 = Choisissez un autre ensemble de prises pour « Un tas », et une autre fonction <i>f</i> pour les jeux de retrait. Chaque jeu, table, phrase et question de cette page suit les règles que vous choisissez.
cut-the-knot-rule-3 =
    .aria-label = Ensembles de prises pour « Un tas »
cut-the-knot-rule-4 = Pour <span data-l10n-name="part1"></span> : <span data-l10n-name="fact-set-summary"></span>
cut-the-knot-rule-5 =
    .aria-label = Fonctions de coup f pour les jeux de retrait
cut-the-knot-rule-6 = Pour <span data-l10n-name="rule"></span> : <span data-l10n-name="fact-f-summary"></span>
cut-the-knot-rule-7 = Pour l’enseignant
cut-the-knot-rule-8 = Objectif
cut-the-knot-rule-9 = Voir quels énoncés résistent à un changement de règle, et lesquels n’étaient vrais que pour un exemple.
cut-the-knot-rule-10 = Question à poser
cut-the-knot-rule-11 = « Avec l’ensemble {"{"}1, 3, 4{"}"}, la règle de Bogomolny est-elle encore vraie ? Est-elle seulement énoncée ? » (Elle n’est énoncée que lorsque les prises forment un seul intervalle Min … Max.)
cut-the-knot-rule-12 = Conjectures fréquentes des élèves
cut-the-knot-rule-13 = « Une fonction f qui croît plus vite donne moins de départs perdants : f(x) = 3x en a moins que f(x) = 2x. »
cut-the-knot-rule-14 = Réponse
cut-the-knot-schwenk-1 = 8. Là où les affirmations de Schwenk tombent en défaut
cut-the-knot-schwenk-2 = Le théorème de Schwenk a des hypothèses : <i>f</i> ne décroît jamais, et <i>f</i>(<i>x</i>) ≥ <i>x</i>. La page de Cut The Knot affirme aussi que tout <i>N</i> a exactement une représentation par <i>H</i>, et que seule <i>H</i> a cette propriété. Le moteur vérifie chaque affirmation en essayant toutes les parties (force brute), pour n’importe quelle <i>f</i>. Essayez une règle qui ne diffère de 2<i>x</i> qu’en un seul point :
cut-the-knot-schwenk-3 = Utiliser f(x) = 2x, sauf f(3) = 1
cut-the-knot-schwenk-4 = Ce départ écrit avec <i>H</i>, vérifié par le moteur :
cut-the-knot-schwenk-5 = Chaque affirmation, vérifiée par le moteur pour <span data-l10n-name="rule"></span> :
cut-the-knot-schwenk-6 = Pour aller plus loin : <i>H</i> à côté des départs perdants et de la base <i>B<sub>f</sub></i> du jeu à fonction de coup
cut-the-knot-schwenk-7 = Pour l’enseignant
cut-the-knot-schwenk-8 = Objectif
cut-the-knot-schwenk-9 = Un théorème ne vaut que par ses hypothèses : en dehors d’elles, un énoncé peut rester vrai, ou devenir faux, et seule une démonstration ou un contre-exemple permet de trancher.
cut-the-knot-schwenk-10 = Question à poser
cut-the-knot-schwenk-11 = « Quelle hypothèse est en défaut pour cette fonction f, et où ? » « L’ensemble des départs perdants a-t-il encore une description simple ? » (Comparez avec les <i>N</i> tels que <i>g</i>(<i>N</i>) = <i>N</i> dans le jeu à fonction de coup de Holshouser et Reiter : le moteur vérifie aussi cette affirmation, sans aucune hypothèse sur <i>f</i>.)
cut-the-knot-schwenk-12 = Conjectures fréquentes des élèves
cut-the-knot-schwenk-13 = « Quelle que soit f, les départs perdants sont exactement H. » (testée sur f(x) = 2x sauf f(3) = 1)
cut-the-knot-schwenk-14 = « Retirer le 1 le plus à droite gagne toujours à partir d’un départ qui n’est pas dans H. » (même f)
cut-the-knot-schwenk-15 = « Les départs perdants sont les N tels que g(N) = N dans le jeu à fonction de coup. » (même f)
cut-the-knot-page-2 =
    .aria-label = Fiche élève
cut-the-knot-handout-1 = Les jeux à un tas de Cut The Knot — fiche élève
cut-the-knot-handout-2 = <strong>Un tas (<span data-l10n-name="part1"></span>).</strong> Un tas de jetons. Un coup consiste à prendre <span data-l10n-name="part2"></span> Le joueur qui ne peut plus jouer perd.
cut-the-knot-handout-3 = <strong>Jeu de retrait avec <span data-l10n-name="rule"></span>.</strong> Un tas. Le premier coup prend tout sauf le tas entier ; après un coup de <i>k</i> jetons, l’autre joueur peut prendre au plus <i>f</i>(<i>k</i>). Celui qui prend le dernier jeton gagne.
cut-the-knot-handout-4 = À compléter : Un tas, <span data-l10n-name="part1"></span>
cut-the-knot-handout-7 =
    .data-columns = S|P ou N ?|Nombre de Grundy G(S)
cut-the-knot-handout-5 = À compléter : jeu de retrait avec <span data-l10n-name="rule"></span>, à partir d’un tas de <i>N</i>
cut-the-knot-handout-8 =
    .data-columns = N|le premier joueur gagne-t-il ou perd-il ?|un premier coup gagnant
cut-the-knot-handout-6 = Les questions
`;
