// The lessons' own words in French (see en.js).
export const ftl = String.raw`
## Glossaire : les termes fixes, tels que chaque catalogue les nomme.

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

## La barre de la leçon

lesson-teacher-notes = Notes pour l’enseignant
lesson-show-all = Afficher toutes les étapes
lesson-print = Imprimer la fiche élève
lesson-progress = Étape { $shown } sur { $steps }
lesson-progress-all = { $steps ->
    [1] La seule étape est affichée
    [one] { $steps } étape affichée
    [many] Les { $steps } d’étapes sont affichées
   *[other] Les { $steps } étapes sont affichées
    }
lesson-next-step = Étape suivante →
lesson-conjecture-true = vraie
lesson-conjecture-false = fausse
lesson-link-unused = Une leçon ne lit rien dans son lien (contrairement au playground) ; ignoré :
lesson-link-empty-key = une clé vide{ $given }
lesson-link-bad-language = lang = { $value } : ce n’est pas une des langues de la leçon ({ $codes }) ; la page reste en { $shown }

## Le défi d’une leçon contre le moteur parfait, selon le verdict du moteur

lesson-challenge-can-win = d’après le verdict du moteur lui-même, le premier joueur peut gagner à partir de { $pile }, mais seulement sans la moindre erreur.
lesson-challenge-cannot-win = d’après le verdict du moteur lui-même, le premier joueur ne peut pas gagner à partir de { $pile } avec cette règle : regardez comment il s’en sort.

## La fiche élève

lesson-answer-key =
    .aria-label = Corrigé
lesson-answer-key-title = Corrigé (pour l’enseignant)
lesson-key-error = le moteur n’a pas pu répondre : { $error }
lesson-glossary-summary = Les mots de cette leçon
lesson-handout-glossary =
    .aria-label = Glossaire
lesson-handout-glossary-title = Vocabulaire

## Une question

question-answer-label = Votre réponse
question-check = Vérifier
question-show-answer = Afficher la réponse
question-wait = D’autres réponses du moteur s’affichent sur la page dès que la vôtre est juste (ou que vous appuyez sur « Afficher la réponse »).
question-need-number = Tapez d’abord un nombre entier.
question-not-a-number = Tapez d’abord un nombre entier (« { $typed } » n’en est pas un).
question-need-choice = Choisissez d’abord une réponse.
question-right = Bonne réponse : { $answer }.
question-shown = La réponse : { $answer }.
question-almost = Presque.
question-not-quite = Pas tout à fait.
question-almost-again = Presque ({ $tries }e essai).
question-not-quite-again = Pas tout à fait ({ $tries }e essai).
question-you-answered = Vous avez répondu { $answer }.
question-try-again = Réessayez.
question-restored-shown = Lors de votre dernière visite : la réponse a été affichée.
question-restored-right = Lors de votre dernière visite : vous avez répondu { $answer } (juste).
question-restored-was-shown = Lors de votre dernière visite : vous avez répondu { $answer } (la réponse a été affichée).
question-restored-wrong = Lors de votre dernière visite : vous avez répondu { $answer } (pas encore juste : réessayez).

## Le glossaire : chaque mot qu’utilisent les leçons, défini pour des élèves de quatorze ans

glossary-p-position = Position P
glossary-p-position-means = une position où le joueur qui doit jouer perd, aussi bien qu’il joue, si son adversaire joue bien : c’est le joueur Précédent (celui qui vient de jouer) qui gagne.
glossary-n-position = Position N
glossary-n-position-means = une position où le joueur qui doit jouer peut gagner en jouant bien : c’est le joueur suivant qui gagne (N comme l’anglais « next »).
glossary-winning-move = Coup gagnant
glossary-winning-move-means = un coup après lequel l’adversaire perd, aussi bien qu’il joue (il lui laisse une position P).
glossary-losing-start = Départ perdant
glossary-losing-start-means = un tas à partir duquel le premier joueur perd si l’autre joue bien.
glossary-move-function = Fonction de coup <i>f</i>
glossary-move-function-means = la règle qui dit combien de jetons un joueur peut prendre au plus, selon ce que l’adversaire vient de prendre (et, dans certains jeux, selon la taille du tas).
glossary-base = Base (<i>B<sub>f</sub></i>)
glossary-base-means = une liste de nombres construite à partir de la règle <i>f</i>, qui sert à la stratégie : on écrit le tas comme une somme de termes de la liste, en commençant par le plus grand, et on prend la plus petite partie.
glossary-fibonacci-numbers = Nombres de Fibonacci
glossary-fibonacci-numbers-means = 1, 2, 3, 5, 8, 13, 21, … : chaque nombre est la somme des deux précédents.
glossary-zeckendorf = Représentation de Zeckendorf
glossary-zeckendorf-means = l’écriture d’un nombre comme somme de nombres de Fibonacci, en prenant à chaque fois le plus grand qui tient (par exemple 20 = 13 + 5 + 2) ; deux d’entre eux ne sont jamais voisins dans la liste.
glossary-period = Période
glossary-period-means = une règle a la période <i>t</i> quand elle se répète de <i>t</i> en <i>t</i> : elle traite de la même façon un tas de <i>n</i> jetons et un tas de <i>n</i> + <i>t</i> jetons (avec <i>t</i> = 2, elle regarde seulement si le tas est pair ou impair).
glossary-remainder = Reste (mod)
glossary-remainder-means = ce qui reste après une division : 17 mod 5 = 2, car 17 = 15 + 2 et 15, c’est trois fois cinq.
glossary-mex = mex
glossary-mex-means = abréviation de l’anglais « minimum excluded » (le plus petit exclu) : le plus petit entier naturel 0, 1, 2, … qui n’est pas dans une liste. Le mex de 0, 1, 3 est 2.
glossary-grundy-value = Nombre de Grundy
glossary-grundy-value-means = un nombre attaché à chaque position : 0 pour une position d’où aucun coup n’est possible, sinon le mex des nombres des positions accessibles en un coup. Les positions de nombre 0 sont les positions P.
glossary-binary = Binaire
glossary-binary-means = l’écriture d’un nombre avec les puissances de deux 1, 2, 4, 8, 16, …, chacune utilisée au plus une fois : 13 = 8 + 4 + 1 s’écrit 1101 en binaire.
glossary-nim-sum = Somme de Nim (⊕)
glossary-nim-sum-means = l’addition de nombres en binaire sans retenue (qu’on appelle aussi « ou exclusif ») : 5 ⊕ 3 = 6, car 101 ⊕ 011 = 110. Dans une partie à plusieurs tas, la somme de Nim des nombres de Grundy dit qui gagne.
glossary-h = <i>H</i> (suite de Schwenk)
glossary-h-means = une liste de nombres construite comme les nombres de Fibonacci à partir d’une règle de retrait : elle commence par 1, et chaque nouveau terme est le dernier plus un terme précédent choisi par la règle. Schwenk a démontré que, pour beaucoup de règles, ce sont les tas à partir desquels le premier joueur perd.
glossary-blocking = Blocage
glossary-blocking-means = avant que vous jouiez, votre adversaire peut interdire certains des coups que vous pourriez faire ; vous choisissez alors parmi les autres.
glossary-split = Partager
glossary-split-means = diviser un tas en deux tas plus petits, d’au moins un jeton chacun.
glossary-conjecture = Conjecture
glossary-conjecture-means = un énoncé que quelqu’un croit vrai mais n’a pas démontré ; un seul contre-exemple suffit à montrer qu’il est faux.
glossary-theorem = Théorème
glossary-theorem-means = un énoncé qui a été démontré : il est vrai dans tous les cas dont il parle.
glossary-counterexample = Contre-exemple
glossary-counterexample-means = un cas où un énoncé est faux.
glossary-safe-pile = Tas sûr
glossary-safe-pile-means = au Nim avec blocage, un tas à partir duquel le joueur qui doit jouer perd, aussi bien qu’il joue, si son adversaire interdit des coups et joue bien ; « non sûr » veut dire que le joueur qui doit jouer peut gagner.
glossary-brute-force = Force brute
glossary-brute-force-means = trouver une réponse en essayant toutes les parties possibles, coup par coup, au lieu d’utiliser une formule.
`;
