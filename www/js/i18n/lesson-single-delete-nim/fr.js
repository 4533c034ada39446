// The words of the lesson page single-delete-nim.html in French (see en.js).
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

single-delete-nim-head-1 = Nim à une suppression — une leçon de Nim Lab
single-delete-nim-page-1 = Aller à la leçon
single-delete-nim-head-2 = <a data-l10n-name="link1">Leçons</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = Langue
single-delete-nim-head-6 = Langue de votre navigateur
single-delete-nim-head-3 = Nim à une suppression
single-delete-nim-head-4 = Quelques tas de jetons. Un coup se fait en deux temps : on <strong>supprime</strong> un tas entier, puis on <strong>partage</strong> un des autres tas en deux tas non vides — le nombre de tas ne change donc jamais. Le joueur qui ne peut plus jouer perd. Qui gagne, et comment le savoir ? D’après <cite><a data-l10n-name="link1">Single-delete Nim</a></cite>, arXiv 2411.19453 (2024).
single-delete-nim-play-1 = 1. Jouer quelques parties à deux tas
single-delete-nim-play-2 = Deux tas, de 6 et 9 jetons. À votre coup, supprimez un tas et partagez l’autre en deux tas d’au moins un jeton chacun. Votre adversaire fait ensuite de même avec les deux tas que vous lui laissez. Quand les deux tas n’ont plus qu’un seul jeton, le joueur qui doit jouer ne peut plus rien partager et perd.
single-delete-nim-play-3 = Le moteur ci-dessous joue en <strong>débutant</strong> : il fait des erreurs. Jouez contre lui plusieurs fois et notez les paires de tas à partir desquelles le joueur qui devait jouer ne pouvait pas s’en sortir.
single-delete-nim-play-4 = Deux mots utiles : une <strong>position P</strong> est une position où le joueur qui doit jouer <em>perd</em> si son adversaire joue bien (le joueur <em>précédent</em> gagne) ; une <strong>position N</strong> est une position où le joueur qui doit jouer peut gagner (le joueur <em>suivant</em> gagne — N pour <i>next</i>, « suivant » en anglais).
single-delete-nim-play-5 = Pour l’enseignant
single-delete-nim-play-6 = Objectif
single-delete-nim-play-7 = Les élèves apprennent le coup (supprimer, puis partager) et remarquent que les petites positions décident de la partie.
single-delete-nim-play-8 = Question à poser
single-delete-nim-play-9 = « Avec des tas de 1 et 1, le joueur qui doit jouer peut-il faire quoi que ce soit ? Et avec 1 et 2 ? Avec 2 et 2 ? »
single-delete-nim-play-10 = Vocabulaire
single-delete-nim-play-11 = Une <strong>position P</strong> est une position où le joueur qui doit jouer perd face à un jeu parfait (le joueur <em>précédent</em> gagne) ; une <strong>position N</strong> est une position où le joueur qui doit jouer gagne (le joueur <em>suivant</em>).
single-delete-nim-play-12 = Les réponses du moteur pour les petites positions
single-delete-nim-play-13 = Le début de la partie
single-delete-nim-predict-1 = 2. Prédire : gagné ou perdu ?
single-delete-nim-predict-2 = Avant de chercher quoi que ce soit, faites une prédiction. Le moteur connaît toutes les positions à petits tas et vérifie votre réponse.
single-delete-nim-predict-3 = Pour l’enseignant
single-delete-nim-predict-4 = Objectif
single-delete-nim-predict-5 = Prédire d’abord, vérifier ensuite : les élèves s’engagent sur une réponse, puis découvrent la justification du moteur.
single-delete-nim-predict-6 = Question à poser
single-delete-nim-predict-7 = « Après votre coup, quelles positions voulez-vous laisser à votre adversaire ? À partir desquelles avez-vous perdu à l’étape 1 ? »
single-delete-nim-predict-8 = Réponses
single-delete-nim-pattern-1 = 3. Quelles paires sont des positions P ?
single-delete-nim-pattern-2 = Le moteur a résolu toutes les paires de tas <i>a</i>, <i>b</i> jusqu’à <span data-l10n-name="fact-two-range"></span>. Chaque case de la carte est une paire : foncée quand le joueur qui doit jouer perd (une position P). Pointez une case (ou utilisez les flèches du clavier) pour voir pourquoi ; « Jouer depuis » lance à partir de là la partie de l’étape 1.
single-delete-nim-pattern-3 = L’article le démontre : <em>deux tas forment une position P exactement quand ils sont tous deux impairs</em>. Le moteur l’a vérifié sur chaque paire qu’il a résolue : <span data-l10n-name="fact-theorem-1-1"></span>
single-delete-nim-pattern-4 = Pour l’enseignant
single-delete-nim-pattern-5 = Conjectures fréquentes des élèves
single-delete-nim-pattern-6 = « P exactement quand les deux tas sont impairs. »
single-delete-nim-pattern-7 = « P exactement quand <i>a</i> + <i>b</i> est pair. »
single-delete-nim-pattern-8 = « Avec deux tas égaux, le joueur qui doit jouer perd. »
single-delete-nim-pattern-9 = Pourquoi ça marche
single-delete-nim-pattern-10 = Un tas pair peut se partager en deux tas impairs ; un tas impair ne peut se partager qu’en un tas impair et un tas pair. Donc, à partir de deux tas impairs, tout coup laisse un tas pair ; et à partir d’une position avec un tas pair, le joueur qui doit jouer supprime l’autre tas et partage le tas pair en deux tas impairs.
single-delete-nim-pattern-11 = Question à poser
single-delete-nim-pattern-12 = « Vous avez devant vous 8 et 5. Quel tas supprimez-vous, et comment partagez-vous l’autre ? »
single-delete-nim-three-1 = 4. Trois tas : aligner les 1 les plus à droite
single-delete-nim-three-2 = Avec trois tas, pair et impair suffisent-ils encore ? Écrivez chaque tas en binaire et décalez les lignes pour que leurs <strong>1 les plus à droite</strong> soient dans une même colonne (mise en évidence). Comptez les 0 après le 1 le plus à droite : c’est la <strong>valuation</strong> du tas. C’est le nombre de fois qu’on peut diviser le tas par 2 en obtenant encore un nombre entier ; un tas impair a pour valuation 0.
single-delete-nim-three-3 = Tas à dessiner
single-delete-nim-three-4 = Dessiner
single-delete-nim-three-5 = P ou N ? Demander au moteur
single-delete-nim-three-6 = L’article démontre que <em>trois tas forment une position P exactement quand ils ont tous les trois la même valuation</em> (leurs 1 les plus à droite sont alignés). Le moteur l’a vérifié sur chaque position qu’il a résolue : <span data-l10n-name="fact-theorem-1-4"></span>
single-delete-nim-three-7 = Pour aller plus loin : les termes de l’article
single-delete-nim-three-8 = L’article appelle la valuation la <em>valuation 2-adique</em> du tas : le nombre de fois que 2 le divise. Son théorème 1.1 est la règle à deux tas de l’étape 3, son théorème 1.4 la règle à trois tas ci-dessus, et ses propositions 4.1 et 4.2 portent sur un nombre quelconque de tas (l’étape 7 les vérifie).
single-delete-nim-three-9 = <strong>Pouvez-vous battre le moteur à partir d’ici ?</strong> Des tas de 7, 10 et 12, à vous de jouer. Le moteur joue maintenant <strong>parfaitement</strong> : <span data-l10n-name="fact-challenge-start"></span>
single-delete-nim-three-10 = Pour l’enseignant
single-delete-nim-three-11 = Conjectures fréquentes des élèves
single-delete-nim-three-12 = « Trois tas : P exactement quand les trois sont impairs. »
single-delete-nim-three-13 = « Trois tas : P exactement quand <i>a</i> XOR <i>b</i> XOR <i>c</i> = 0, comme au Nim ordinaire. »
single-delete-nim-three-14 = « Trois tas : P exactement quand les 1 les plus à droite sont alignés. »
single-delete-nim-three-15 = Question à poser
single-delete-nim-three-16 = « Doubler un nombre ajoute un 0 à la fin de son écriture binaire. Qu’est-ce que cela change pour la colonne des 1 les plus à droite ? »
single-delete-nim-three-17 = Le défi
single-delete-nim-four-1 = 5. Quatre tas : plus de formule, alors on cherche
single-delete-nim-four-2 = Pour quatre tas, nous n’avons pas de règle complète sur laquelle nous appuyer, seulement un morceau de règle : <em>quatre tas de même valuation forment une position P</em>. Le moteur cherche donc. Il résout toutes les positions à quatre tas jusqu’à <span data-l10n-name="fact-four-range"></span> et regroupe les positions P selon leurs valuations, les plus petites d’abord.
single-delete-nim-four-3 = Ce morceau de règle, vérifié sur chaque position : <span data-l10n-name="fact-condition-1"></span>
single-delete-nim-four-4 = Pour aller plus loin : pourquoi seulement un morceau de règle ?
single-delete-nim-four-5 = L’article énonce une règle pour quatre tas (son théorème 1.5), mais ses conditions ont été perdues lors de l’extraction du texte ; seule la première a survécu : quatre tas de même valuation 2-adique forment une position P. Quand aucune formule n’est connue, une recherche complète apporte des éléments de preuve.
single-delete-nim-four-6 = Pour l’enseignant
single-delete-nim-four-7 = Objectif
single-delete-nim-four-8 = Quand aucune formule n’est connue, une recherche complète apporte des éléments de preuve ; les groupes montrent quels motifs de valuations une formule doit expliquer.
single-delete-nim-four-9 = Conjectures fréquentes des élèves
single-delete-nim-four-10 = « Quatre tas de même valuation sont P. »
single-delete-nim-four-11 = « Quatre tas : P exactement quand les quatre ont la même valuation. »
single-delete-nim-four-12 = « Quatre tas : P exactement quand les valuations forment deux paires égales. »
single-delete-nim-four-13 = Question à poser
single-delete-nim-four-14 = « Choisissez un groupe qu’aucun énoncé n’explique. Qu’ont ses positions en commun ? »
single-delete-nim-doubling-1 = 6. Une observation : doubler tous les tas
single-delete-nim-doubling-2 = Doubler un tas ajoute un 0 à la fin de son écriture binaire ; doubler tous les tas garde donc alignés les 1 les plus à droite de trois tas. On en tire une observation tentante : <em>en doublant tous les tas, les positions P restent P et les positions N restent N</em>, quel que soit le nombre de tas. Elle ne figure pas dans l’article. Testez-la avant le moteur.
single-delete-nim-doubling-3 = Le moteur teste l’observation sur chaque position dont il a aussi résolu la version aux tas doublés, pour chaque nombre de tas :
single-delete-nim-doubling-4 = Pour l’enseignant
single-delete-nim-doubling-5 = Objectif
single-delete-nim-doubling-6 = Un seul contre-exemple suffit à réfuter une affirmation générale ; un motif observé dans un cas (trois tas) ne se transpose pas forcément aux autres.
single-delete-nim-doubling-7 = Conjectures fréquentes des élèves
single-delete-nim-doubling-8 = « Doubler conserve P et N pour trois tas. »
single-delete-nim-doubling-9 = « Doubler conserve P et N pour n’importe quel nombre de tas. »
single-delete-nim-doubling-10 = Question à poser
single-delete-nim-doubling-11 = « Un tas de 1 ne peut pas être partagé, un tas de 2 si. Pourquoi doubler de petits tas pourrait-il changer le gagnant ? »
single-delete-nim-rule-1 = 7. Changer la règle : plus de tas, des tas plus grands
single-delete-nim-rule-2 = Choisissez le nombre de tas <i>k</i> et le plus grand tas <i>S</i>. La partie, les questions, les énoncés de l’article et les groupes ci-dessous suivent votre choix ; le moteur résout toutes les positions à <i>k</i> tas, chacun de 1 à <i>S</i> jetons, dans un processus à part, en arrière-plan.
single-delete-nim-rule-3 =
    .aria-label = Nombre de tas
single-delete-nim-rule-4 = Plus grand tas <i>S</i>
single-delete-nim-rule-5 = Résoudre
single-delete-nim-rule-6 = Pour <span data-l10n-name="rule"></span> : <span data-l10n-name="fact-rule-summary"></span>
single-delete-nim-rule-7 = Les énoncés de l’article, vérifiés pour <span data-l10n-name="rule"></span>
single-delete-nim-rule-8 = Les positions P, regroupées selon leurs valuations (prédisez d’abord le nombre de motifs)
single-delete-nim-rule-9 = Pour l’enseignant
single-delete-nim-rule-10 = Objectif
single-delete-nim-rule-11 = Distinguer les énoncés qui portent sur un nombre quelconque de tas (propositions 4.1 et 4.2) de ceux qui portent sur un nombre donné (théorèmes 1.1 et 1.4), et voir quelle part du jeu n’est trouvée que par la recherche.
single-delete-nim-rule-12 = Question à poser
single-delete-nim-rule-13 = « Avant de choisir k : quels énoncés de l’article le moteur va-t-il vérifier, et lesquels pensez-vous vrais ? »
single-delete-nim-rule-14 = Conjectures fréquentes des élèves
single-delete-nim-rule-15 = « Quel que soit le nombre de tas, si tous les tas sont impairs, le joueur qui doit jouer perd. »
single-delete-nim-rule-16 = « Uniquement des tas de 2 : le joueur qui doit jouer perd toujours. »
single-delete-nim-rule-17 = « P exactement quand tous les tas ont la même valuation. »
single-delete-nim-rule-18 = Réponse
single-delete-nim-page-2 =
    .aria-label = Fiche élève
single-delete-nim-handout-1 = Nim à une suppression — fiche élève
single-delete-nim-handout-2 = <strong>Règles.</strong> Quelques tas de jetons. À votre coup, supprimez un tas entier, puis partagez un des autres tas en deux tas d’au moins un jeton chacun. Le joueur qui ne peut plus jouer perd. Une <strong>position P</strong> est une position où le joueur qui doit jouer perd face à un jeu parfait ; une <strong>position N</strong>, une position où il gagne.
single-delete-nim-handout-3 = À compléter : deux tas <i>a</i> et <i>b</i>, P ou N ?
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = À compléter : écriture binaire et valuation
single-delete-nim-handout-7 =
    .data-columns = n|n en binaire|nombre de 0 après le 1 le plus à droite (la valuation)
single-delete-nim-handout-5 = Les questions
`;
