// The words of the lesson page fibonacci-nim.html in French (see en.js).
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

fibonacci-nim-head-1 = Le Nim de Fibonacci et le jeu à fonction de coup — une leçon de Nim Lab
fibonacci-nim-page-1 = Aller à la leçon
fibonacci-nim-head-2 = <a data-l10n-name="link1">Leçons</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = Langue
fibonacci-nim-head-6 = Langue du navigateur
fibonacci-nim-head-3 = Le Nim de Fibonacci et le jeu à fonction de coup
fibonacci-nim-head-4 = Un seul tas de jetons. Le premier joueur peut prendre jusqu’à un nombre donné ; ensuite, chaque joueur peut prendre au plus le <strong>double</strong> de ce que l’adversaire vient de prendre. Celui qui prend le dernier jeton gagne. Qui gagne, et comment ? D’après A. Holshouser et H. Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, Electronic Journal of Combinatorics 10 (2003) #N7.
fibonacci-nim-play-1 = 1. Jouez quelques parties
fibonacci-nim-play-2 = Un tas de 20 jetons. Au premier coup, on peut prendre de 1 à 19 jetons. Après un coup de <i>k</i> jetons, l’autre joueur peut en prendre au plus 2<i>k</i>. Celui qui prend le dernier jeton gagne.
fibonacci-nim-play-3 = Le moteur ci-dessous joue comme un <strong>débutant</strong> : il fait des erreurs. Jouez contre lui plusieurs fois et notez les tas à partir desquels le joueur qui avait le trait ne pouvait pas s’en sortir.
fibonacci-nim-play-4 = Pour l’enseignant
fibonacci-nim-play-5 = Objectif
fibonacci-nim-play-6 = Les élèves se familiarisent avec le jeu et remarquent que ce sont les petits tas qui le décident.
fibonacci-nim-play-7 = Question à poser
fibonacci-nim-play-8 = « Avec un tas de 3 et le droit de prendre 2, qui gagne ? Et avec un tas de 3 et le droit de prendre 1 ? »
fibonacci-nim-play-9 = Laissez-les essayer
fibonacci-nim-play-10 = Le niveau du moteur se règle sous le plateau : « Parfait » ne se trompe jamais.
fibonacci-nim-lose-1 = 2. À partir de quels tas le premier joueur perd-il ?
fibonacci-nim-lose-2 = Imaginez une nouvelle partie avec un tas de <i>N</i> jetons, où le premier coup peut prendre n’importe quelle quantité sauf le tas entier. À partir de certains tas, le premier joueur peut toujours gagner. À partir d’autres, le premier joueur perd si l’autre joueur ne fait aucune erreur : appelons-les des <strong>départs perdants</strong>. Cherchez d’abord sur papier pour les petits tas.
fibonacci-nim-lose-3 = La liste des départs perdants donnée par le moteur
fibonacci-nim-lose-4 = Pour <span data-l10n-name="rule"></span>, le premier joueur perd à partir de <span data-l10n-name="fact-losing-starts"></span>
fibonacci-nim-lose-5 = Pour l’enseignant
fibonacci-nim-lose-6 = Conjectures que font souvent les élèves
fibonacci-nim-lose-7 = « Le premier joueur perd à partir de tout tas pair. »
fibonacci-nim-lose-8 = « Les tas perdants sont les nombres de Fibonacci 1, 2, 3, 5, 8, 13, … »
fibonacci-nim-lose-9 = Réponse
fibonacci-nim-lose-10 = Les tas perdants sont exactement les membres de la base <i>B<sub>f</sub></i> de Holshouser et Reiter (pour 2x, les nombres de Fibonacci) : la liste du moteur ci-dessus.
fibonacci-nim-predict-1 = 3. Prédire le plus petit coup gagnant
fibonacci-nim-predict-2 = À partir d’un tas de <i>N</i>, certains coups gagnent et d’autres perdent. On note <i>g</i>(<i>N</i>) le <strong>plus petit nombre de jetons qui fait gagner</strong>. Si les règles vous permettent d’en prendre au moins <i>g</i>(<i>N</i>), vous pouvez gagner ; sinon, vous perdez. Prédisez <i>g</i>(<i>N</i>) avant que le moteur ne vous le donne.
fibonacci-nim-predict-3 = Comparez avec le tableau du moteur
fibonacci-nim-predict-4 = Les tas mis en évidence sont les départs perdants de l’étape 2.
fibonacci-nim-predict-5 = Pour l’enseignant
fibonacci-nim-predict-6 = Question à poser
fibonacci-nim-predict-7 = « Où a-t-on <i>g</i>(<i>N</i>) = <i>N</i> ? » (Sur les tas mis en évidence : là, aucun coup plus petit que le tas entier ne gagne.)
fibonacci-nim-predict-8 = Réponse
fibonacci-nim-zeckendorf-1 = 4. La stratégie : écrire <i>N</i> comme une somme
fibonacci-nim-zeckendorf-2 = Voici la recette pour gagner. À partir de la règle, le moteur construit une liste de nombres appelée sa <strong>base</strong> (<span data-l10n-name="fact-base-is-losing"></span>). Écrivez le tas <i>N</i> comme une somme de nombres de la base : prenez le plus grand qui tient, puis le plus grand qui tient dans ce qui reste, et ainsi de suite. Ensuite, <strong>prenez la plus petite partie</strong>. <span data-l10n-name="shown-later">Par exemple, <span data-l10n-name="fact-example-20"></span></span> <span class="screen-only">Le dessin le fait pour n’importe quel tas : tapez un nombre.</span>
fibonacci-nim-zeckendorf-3 = Pour aller plus loin : les noms qu’utilisent les mathématiciens
fibonacci-nim-zeckendorf-4 = La liste qu’utilise la recette s’appelle la <em>base</em> <i>B<sub>f</sub></i> de la règle <i>f</i> ; pour 2<i>x</i>, ce sont les nombres de Fibonacci, et la somme est la <em>représentation de Zeckendorf</em> de <i>N</i>. Le théorème principal de Holshouser et Reiter calcule le plus petit coup gagnant <i>g</i>(<i>N</i>) à partir de la plus petite partie ; le moteur vérifie ce théorème sur chaque intervalle qu’il calcule.
fibonacci-nim-zeckendorf-5 = <strong>Pouvez-vous battre le moteur à partir d’ici ?</strong> Un tas de 50, premier coup jusqu’à 49. Le moteur joue maintenant <strong>parfaitement</strong> : <span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = Pour l’enseignant
fibonacci-nim-zeckendorf-7 = Pourquoi ça marche
fibonacci-nim-zeckendorf-8 = Prendre la plus petite partie laisse un tas dont la plus petite partie est trop grande pour que l’adversaire puisse la prendre (théorème principal de Holshouser et Reiter : <i>g</i> est égale à <i>g</i><sub>0</sub>, calculée à partir de la base). Le moteur vérifie ce théorème sur chaque intervalle qu’il calcule.
fibonacci-nim-zeckendorf-9 = Question à poser
fibonacci-nim-zeckendorf-10 = « Une fois que vous avez pris la plus petite partie, pourquoi l’adversaire ne peut-il jamais prendre la plus petite partie suivante ? »
fibonacci-nim-rule-1 = 5. Changer la règle
fibonacci-nim-rule-2 = Remplacez « au plus le double de ce qui vient d’être pris » par une autre fonction de coup <i>f</i>. Chaque partie, chaque tableau et chaque phrase de cette page suit la règle que vous choisissez.
fibonacci-nim-rule-3 =
    .aria-label = Fonctions de coup
fibonacci-nim-rule-4 = Pour <span data-l10n-name="rule"></span>, la base commence par <span data-l10n-name="fact-base-start"></span>
fibonacci-nim-rule-5 = Pour l’enseignant
fibonacci-nim-rule-6 = Conjectures que font souvent les élèves
fibonacci-nim-rule-7 = « Avec f(x) = x (jamais plus que ce qu’a pris l’adversaire), les tas perdants sont les puissances de 2. »
fibonacci-nim-rule-8 = « Une f qui croît plus vite rend toujours la base plus clairsemée : 2x − 1 donne moins de tas perdants que x. »
fibonacci-nim-rule-9 = Réponse
fibonacci-nim-rule-10 = Pour la règle choisie en ce moment : <span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. Pour aller plus loin : une conjecture publiée, mise à l’épreuve
fibonacci-nim-conjecture-2 = Une <strong>conjecture</strong> est un énoncé que quelqu’un croit vrai sans l’avoir démontré. Holshouser et Reiter conjecturent : <em>si le plus petit coup gagnant g(N) devient aussi grand qu’on veut, alors les départs perdants croissent exponentiellement</em> — chacun est au moins un certain nombre fixe de fois plus grand que le précédent. Un seul contre-exemple suffirait à la réfuter ; le moteur peut chercher des indices. <span class="screen-only">Choisissez <strong>x²</strong> ci-dessus, ou utilisez le bouton :</span>
fibonacci-nim-conjecture-3 = Utiliser f(x) = x²
fibonacci-nim-conjecture-4 = Le tableau montre les derniers départs perdants <i>b<sub>k</sub></i> trouvés par le moteur et, dans la dernière colonne, combien de fois chacun est plus grand que le précédent.
fibonacci-nim-conjecture-5 = Pour l’enseignant
fibonacci-nim-conjecture-6 = Objectif
fibonacci-nim-conjecture-7 = Distinguer une conjecture d’un théorème, et des indices d’une preuve.
fibonacci-nim-conjecture-8 = Pourquoi x²
fibonacci-nim-conjecture-9 = Quand f est croissante (au sens large), le membre suivant de la base est le dernier plus le plus petit membre <i>b</i> tel que f(<i>b</i>) soit au moins égal au dernier ; avec f(x) = x², c’est à peu près sa racine carrée, donc les membres progressent lentement, comme un multiple de <i>k</i>² (le tableau montre <i>b<sub>k</sub></i> à côté de <i>k</i>²/4), au lieu de se multiplier.
fibonacci-nim-conjecture-10 = Ce que le moteur trouve pour x²
fibonacci-nim-page-2 =
    .aria-label = Fiche élève
fibonacci-nim-handout-1 = Nim de Fibonacci — fiche élève
fibonacci-nim-handout-2 = <strong>Règles.</strong> Un seul tas de jetons. Le premier joueur peut prendre n’importe quelle quantité sauf le tas entier. Après un coup de <i>k</i> jetons, l’autre joueur peut en prendre au plus 2<i>k</i>. Celui qui prend le dernier jeton gagne.
fibonacci-nim-handout-3 = À compléter : qui gagne quand le premier joueur part d’un tas de <i>N</i> ?
fibonacci-nim-handout-5 =
    .data-columns = N|le premier joueur gagne-t-il ou perd-il ?|un premier coup gagnant
fibonacci-nim-handout-4 = Les questions
`;
