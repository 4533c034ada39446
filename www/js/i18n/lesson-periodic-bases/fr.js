// The words of the lesson page periodic-bases.html in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, avec les mots des mathématiques scolaires.

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

periodic-bases-head-1 = Règles périodiques et plusieurs bases — une leçon de Nim Lab
periodic-bases-page-1 = Aller à la leçon
periodic-bases-head-2 = <a data-l10n-name="link1">Leçons</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = Langue
periodic-bases-head-6 = Langue du navigateur
periodic-bases-head-3 = Règles périodiques et plusieurs bases
periodic-bases-head-4 = Un seul tas de jetons. Quand votre adversaire vient de prendre <i>x</i> jetons d’un tas de <i>n</i>, vous pouvez en prendre au plus <i>f</i>(<i>n</i>, <i>x</i>) : la limite dépend du coup qui vient d’être joué <em>et</em> du tas à partir duquel il a été joué, et <i>f</i> se répète en <i>n</i> avec une période <i>t</i>. Celui qui prend le dernier jeton gagne. D’après A. Holshouser et H. Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, Electronic Journal of Combinatorics 13 (2006) #N7, et son exemple 2.
periodic-bases-play-1 = 1. Jouez au jeu de l’article
periodic-bases-play-2 = Un tas de 20 jetons. Au premier coup, on peut prendre de 1 à 19 jetons. Ensuite, quand votre adversaire vient de prendre <i>x</i> jetons d’un tas de <i>n</i> (le tas <em>avant</em> son coup), vous pouvez en prendre au plus <i>f</i>(<i>n</i>, <i>x</i>). Celui qui prend le dernier jeton gagne.
periodic-bases-play-3 = L’exemple 2 de l’article, c’est le Nim de Fibonacci (prendre au plus le double de ce qui vient d’être pris) avec une exception : après un coup de 3 à partir d’un tas <em>impair</em>, la limite est 4. La règle regarde donc si le tas était pair ou impair ; elle se répète tous les deux tas, et on dit qu’elle a pour <strong>période</strong> <i>t</i> = 2.
periodic-bases-play-4 = La règle en vigueur sur cette page : <span data-l10n-name="rule"></span>. Par exemple, <span data-l10n-name="fact-limits"></span>
periodic-bases-play-5 = Le moteur ci-dessous joue comme un <strong>débutant</strong> : il fait des erreurs. Jouez quelques parties et notez les tas à partir desquels le joueur qui avait le trait ne pouvait pas s’en sortir.
periodic-bases-play-6 = Pour l’enseignant
periodic-bases-play-7 = Objectif
periodic-bases-play-8 = Les élèves se familiarisent avec une règle qui regarde le tas en plus du dernier coup.
periodic-bases-play-9 = Question à poser
periodic-bases-play-10 = « Votre adversaire vient de prendre 3 jetons d’un tas de 15. Combien pouvez-vous en prendre ? Et si le tas avait été de 16 ? »
periodic-bases-play-11 = Réponse
periodic-bases-play-12 = Laissez-les essayer
periodic-bases-play-13 = Le niveau du moteur se règle sous le plateau : « Parfait » ne se trompe jamais.
periodic-bases-games-1 = 2. Un seul tas, deux jeux
periodic-bases-games-2 = L’astuce de l’article consiste à regarder deux jeux à la fois. Le jeu <i>G</i><sub>0</sub> est le jeu de l’étape 1. Le jeu <i>G</i><sub>1</sub> est le même jeu, sauf que la règle lit chaque tas comme s’il contenait un jeton de plus : un tas impair compte comme pair, un tas pair comme impair.
periodic-bases-games-3 = Pourquoi un deuxième jeu ? En cours de partie, ce qui reste du tas se joue comme un tas neuf dans l’un des deux jeux — lequel, cela dépend du nombre de jetons déjà pris (« Pour aller plus loin », ci-dessous, dit exactement comment).
periodic-bases-games-4 = Voici <span data-l10n-name="fact-other-game-name"></span>, à partir du même tas de 20 :
periodic-bases-games-5 = La réponse du moteur pour <span data-l10n-name="rule"></span> : <span data-l10n-name="fact-losing-starts"></span>
periodic-bases-games-6 = Pour aller plus loin : les jeux <i>G<sub>i</sub></i> dans les termes de l’article
periodic-bases-games-7 = Pour une règle de période <i>t</i>, l’article regarde <i>t</i> jeux à la fois. Le jeu <i>G<sub>i</sub></i> est le même jeu avec <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>) à la place de <i>f</i>(<i>n</i>, <i>x</i>), où <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>, le reste de la division par <i>t</i>.
periodic-bases-games-8 = Prenez <i>b</i> jetons dans le jeu <i>G<sub>i</sub></i> : ce qui reste du tas se joue alors exactement comme un tas neuf dans le jeu <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, car les <i>b</i> jetons pris comptent toujours dans <i>i</i> ⊕ <i>n</i>.
periodic-bases-games-9 = Pour l’enseignant
periodic-bases-games-10 = Objectif
periodic-bases-games-11 = Un même tas peut être gagnant dans un jeu et perdant dans un autre : ce que la règle a fait aux tas <em>précédents</em> compte, donc une seule liste de tas perdants ne suffit pas.
periodic-bases-games-12 = Question à poser
periodic-bases-games-13 = « Vous prenez 5 jetons d’un tas de 20 dans <i>G</i><sub>0</sub>. Dans quel jeu se trouvent les 15 jetons restants ? » (<i>G</i><sub>0 ⊕ 5</sub>, c’est-à-dire <span data-l10n-name="fact-residue-5"></span>.)
periodic-bases-games-14 = Conjectures que font souvent les élèves
periodic-bases-games-15 = « Un tas perdant dans <i>G</i><sub>0</sub> est aussi perdant dans <i>G</i><sub>1</sub>. »
periodic-bases-games-16 = « Les tas perdants de <i>G</i><sub>0</sub> sont les nombres de Fibonacci 1, 2, 3, 5, 8, 13, … »
periodic-bases-predict-1 = 3. Prédire le plus petit coup gagnant dans chaque jeu
periodic-bases-predict-2 = À partir d’un tas de <i>n</i>, certains coups gagnent et d’autres perdent. On note <i>g</i><sub>0</sub>(<i>n</i>) le <strong>plus petit nombre de jetons qui fait gagner</strong> à partir d’un tas de <i>n</i> dans le jeu <i>G</i><sub>0</sub>, et <i>g</i><sub>1</sub>(<i>n</i>) la même chose dans <i>G</i><sub>1</sub>. Si les règles vous permettent d’en prendre au moins autant, vous pouvez gagner ; sinon, vous perdez.
periodic-bases-predict-3 = Comparez maintenant avec le tableau du moteur pour <span data-l10n-name="rule"></span> (case mise en évidence : <i>n</i> est membre de la base de ce jeu, étape 4) :
periodic-bases-predict-4 = Pour aller plus loin : l’algorithme 1 de l’article
periodic-bases-predict-5 = L’article calcule le plus petit coup gagnant du jeu <i>G<sub>i</sub></i> tas par tas : <i>g<sub>i</sub></i>(<i>n</i>) est le plus petit <i>k</i> tel que <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>), avec <i>g<sub>i</sub></i>(0) = ∞ : un coup de <i>k</i> gagne quand l’adversaire ne peut pas prendre assez de jetons pour gagner à partir de ce qui reste.
periodic-bases-predict-6 = Pour l’enseignant
periodic-bases-predict-7 = Question à poser
periodic-bases-predict-8 = « Dans quelles lignes les deux colonnes diffèrent-elles ? Où a-t-on <i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i> ? »
periodic-bases-predict-9 = Réponse
periodic-bases-predict-10 = Conjectures que font souvent les élèves
periodic-bases-predict-11 = « <i>g</i><sub>0</sub>(<i>n</i>) n’est jamais plus grand que <i>g</i><sub>1</sub>(<i>n</i>). »
periodic-bases-bases-1 = 4. La stratégie : plusieurs bases
periodic-bases-bases-2 = Chaque jeu a sa propre liste de tas particuliers, sa <strong>base</strong> : <i>B</i><sub>0</sub> pour <i>G</i><sub>0</sub> et <i>B</i><sub>1</sub> pour <i>G</i><sub>1</sub>. Le moteur les construit :
periodic-bases-bases-3 = Pour jouer à partir d’un tas de <i>n</i> : retirez-en le plus grand membre de la base du jeu qui y tient. Le reste se joue comme un tas neuf dans l’un des jeux : écrivez-le dans la base de <em>ce</em> jeu-là, et ainsi de suite. La dernière partie vous donne le coup gagnant. <span class="screen-only">Essayez quelques tas :</span>
periodic-bases-bases-4 = Pour aller plus loin : comment les bases sont construites
periodic-bases-bases-5 = Les bases sont construites ensemble : chacune commence par 1, 2, et le membre suivant de <i>B<sub>i</sub></i> est son dernier membre <i>b</i> plus le plus petit membre <i>c</i> de la base du jeu <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> auquel l’adversaire ne pourrait pas répondre (<i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i> ; en général, une valeur Θ prend la place de <i>b</i> : c’est le théorème 2 de l’article).
periodic-bases-bases-6 = <strong>Pouvez-vous battre le moteur à partir d’ici ?</strong> Un tas de 50 dans le jeu <i>G</i><sub>0</sub>, premier coup jusqu’à 49. Le moteur joue maintenant <strong>parfaitement</strong> : <span data-l10n-name="fact-challenge-50"></span>
periodic-bases-bases-7 = Pour l’enseignant
periodic-bases-bases-8 = Pourquoi ça marche
periodic-bases-bases-9 = Prendre la dernière partie laisse un tas dont la dernière partie est à son tour trop grande pour que l’adversaire puisse la prendre (théorèmes 1 et 2 de l’article). Le moteur confronte les deux théorèmes à l’algorithme 1 sur chaque tas qu’il calcule (étape 7).
periodic-bases-bases-10 = Question à poser
periodic-bases-bases-11 = « Pourquoi la base dans laquelle on écrit le reste change-t-elle d’une partie à l’autre ? » (Chaque partie prise décale le jeu : <i>G<sub>i</sub></i> devient <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.)
periodic-bases-bases-12 = Conjectures que font souvent les élèves
periodic-bases-bases-13 = « Les tas à partir desquels le premier joueur perd dans <i>G<sub>i</sub></i> sont exactement les membres de <i>B<sub>i</sub></i>. »
periodic-bases-example2-1 = 5. Pour aller plus loin : l’exemple 2 confronté à l’article
periodic-bases-example2-2 = L’article ne donne pas la liste de <i>B</i><sub>0</sub> et <i>B</i><sub>1</sub> pour l’exemple 2 : il les décrit par des formules faisant intervenir les nombres de Fibonacci, avec un motif de six termes qui se répète. Calculez d’abord un membre vous-même, puis regardez le moteur confronter chaque membre qu’il calcule à la formule de l’article. (Cette étape porte toujours sur la règle de l’article, quelle que soit la règle que vous choisissez à l’étape 6.)
periodic-bases-example2-3 = L’article remarque aussi que pour <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i> (alors <i>t</i> = 1), la base est formée des nombres de Fibonacci : c’est le Nim de Fibonacci. Le moteur : <span data-l10n-name="fact-fibonacci-nim"></span>
periodic-bases-example2-4 = Pour l’enseignant
periodic-bases-example2-5 = Objectif
periodic-bases-example2-6 = Vérifier ligne par ligne un résultat publié : une formule dans un article est une affirmation, et un calcul peut la confirmer (aussi loin qu’il va) ou y trouver une coquille.
periodic-bases-example2-7 = Question à poser
periodic-bases-example2-8 = « Où les bases de l’exemple 2 s’écartent-elles pour la première fois des nombres de Fibonacci, et pourquoi à cet endroit ? » (La seule exception de la règle est un coup de 3.)
periodic-bases-example2-9 = Ce que trouve le moteur
periodic-bases-example2-10 = Conjectures que font souvent les élèves
periodic-bases-example2-11 = « Les membres de <i>B</i><sub>0</sub> croissent comme les nombres de Fibonacci : chacun vaut environ 1,618 fois le précédent. »
periodic-bases-rule-1 = 6. Changer la règle
periodic-bases-rule-2 = Choisissez une autre fonction <i>f</i>(<i>n</i>, <i>x</i>) périodique et sa période <i>t</i>, ou tapez la vôtre (la règle voit <i>n</i> comme le reste de la division du tas par <i>t</i>, donc l’un des nombres 0, 1, …, <i>t</i> − 1). Chaque partie, chaque tableau et chaque phrase de cette page suit la règle que vous choisissez, sauf la vérification de l’exemple 2 à l’étape 5.
periodic-bases-rule-3 =
    .aria-label = Fonctions de coup périodiques
periodic-bases-rule-4 = Pour <span data-l10n-name="rule"></span> : <span data-l10n-name="fact-bases-start"></span>
periodic-bases-rule-5 = Pour l’enseignant
periodic-bases-rule-6 = Conjectures que font souvent les élèves
periodic-bases-rule-7 = « Toutes les bases commencent par 1, 2, 3. »
periodic-bases-rule-8 = « Avec une période <i>t</i>, il y a <i>t</i> bases différentes. »
periodic-bases-rule-9 = Réponse
periodic-bases-rule-10 = Pour la règle choisie en ce moment : <span data-l10n-name="fact-losing-starts-short"></span>
periodic-bases-theorem-1 = 7. Pour aller plus loin : la condition du théorème 1, et là où ses conclusions tombent en défaut
periodic-bases-theorem-2 = Un <strong>théorème</strong> dit : <em>si</em> ses hypothèses sont vérifiées, <em>alors</em> ses conclusions le sont aussi. Que se passe-t-il pour une règle qui ne vérifie pas une hypothèse ? Le moteur peut aller voir.
periodic-bases-theorem-3 = Le théorème 1 de l’article suppose, en plus de la période, la condition (2) : <i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1 (prendre un jeton de plus ne fait jamais baisser la limite de plus de un). Il conclut alors : (1) <i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i> pour tout membre <i>b</i> de <i>B<sub>i</sub></i> ; (2) <i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i> pour tout autre tas ; (3) entre deux membres, <i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>). Le théorème 2 se passe de la condition (2) et construit ses bases avec les valeurs Θ à la place. Le moteur construit les bases du théorème 1 pour n’importe quelle règle et confronte chaque conclusion à l’algorithme 1.
periodic-bases-theorem-4 = Essayer une règle qui ne vérifie pas la condition (2)
periodic-bases-theorem-5 = Revenir à l’exemple 2
periodic-bases-theorem-6 = Prédisez d’abord, pour <span data-l10n-name="rule"></span> :
periodic-bases-theorem-7 = Voici maintenant la vérification des deux théorèmes par le moteur, confrontés à l’algorithme 1 :
periodic-bases-theorem-8 = Pour l’enseignant
periodic-bases-theorem-9 = Objectif
periodic-bases-theorem-10 = À quoi sert une hypothèse : sans elle, la démonstration ne tient plus, et le moteur montre où les conclusions tombent en défaut elles aussi — ou qu’elles peuvent tenir malgré tout.
periodic-bases-theorem-11 = Question à poser
periodic-bases-theorem-12 = « Une condition non vérifiée entraîne-t-elle une conclusion fausse ? »
periodic-bases-theorem-13 = Conjectures que font souvent les élèves
periodic-bases-theorem-14 = « Quand la condition (2) n’est pas vérifiée, les conclusions du théorème 1 tombent en défaut elles aussi. »
periodic-bases-theorem-15 = « Le théorème 2, avec ses valeurs Θ, décrit <i>g<sub>i</sub></i> pour toute règle périodique. »
periodic-bases-theorem-16 = Ce que trouve le moteur pour la règle actuelle
periodic-bases-page-2 =
    .aria-label = Fiche élève
periodic-bases-handout-1 = Règles périodiques et plusieurs bases — fiche élève
periodic-bases-handout-2 = <strong>Règles.</strong> Un seul tas de jetons. Le premier joueur peut prendre n’importe quelle quantité sauf le tas entier. Après un coup de <i>x</i> jetons pris dans un tas de <i>n</i>, l’autre joueur peut en prendre au plus <i>f</i>(<i>n</i>, <i>x</i>). Dans l’exemple 2 de l’article, <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>, sauf qu’après un coup de 3 à partir d’un tas impair, la limite est 4. Le jeu <i>G</i><sub>0</sub> utilise cette règle ; le jeu <i>G</i><sub>1</sub> lit chaque tas comme s’il contenait un jeton de plus. Celui qui prend le dernier jeton gagne.
periodic-bases-handout-3 = À compléter : qui gagne quand le premier joueur part d’un tas de <i>N</i> ?
periodic-bases-handout-5 =
    .data-columns = N|dans G₀ : le premier joueur gagne-t-il ou perd-il ?|dans G₁ : gagne-t-il ou perd-il ?|un premier coup gagnant dans G₀
periodic-bases-handout-4 = Les questions
`;
