// The words of the lesson page index.html in French (see en.js).
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

index-head-1 = Leçons — Nim Lab
index-page-1 = Aller aux leçons
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = Langue
index-head-6 = Langue du navigateur
index-head-3 = Leçons
index-head-4 = Chaque leçon est une courte page à parcourir en classe ou seul : on joue d’abord, on remarque qui gagne, on fait une prédiction, le moteur la vérifie et explique pourquoi, on trouve la stratégie, puis on change la règle pour voir ce qui reste vrai. Chaque leçon comporte des notes pour l’enseignant et une fiche élève à imprimer ; on peut la partager par un lien ou l’intégrer entière dans une page de cours (un <code>&lt;iframe&gt;</code> de son adresse). Chaque carte indique à quel âge s’adresse la leçon, combien de temps elle prend et ce que les élèves doivent déjà savoir.
index-page-2 = <a data-l10n-name="link1">Le Nim de Fibonacci et le jeu à fonction de coup</a>
index-page-3 = Les tas perdants, le plus petit coup gagnant, une stratégie qui écrit le tas comme une somme de nombres de Fibonacci, d’autres règles, et une conjecture publiée mise à l’épreuve par le moteur. (Holshouser et Reiter 2003)
index-page-4 = Âge
index-page-5 = à partir de 12–14 ans (étapes 1 à 5) ; étape 6 pour les élèves plus âgés ou passionnés
index-page-6 = Durée
index-page-7 = une séance de 45 minutes (étapes 1 à 4), deux avec les étapes 5 et 6
index-page-8 = Prérequis
index-page-9 = additionner et doubler des nombres entiers ; aucune théorie des jeux — les mots sont expliqués dans la page
index-page-10 = <a data-l10n-name="link1">Règles périodiques et plusieurs bases</a>
index-page-11 = Quand le coup permis dépend aussi du tas : plusieurs jeux, une base pour chacun, et l’exemple 2 de l’article. (Holshouser et Reiter 2006)
index-page-12 = Âge
index-page-13 = 15–18 ans
index-page-14 = Durée
index-page-15 = deux séances de 45 minutes
index-page-16 = Prérequis
index-page-17 = la leçon sur le Nim de Fibonacci d’abord ; nombres pairs et impairs, restes (« 17 divisé par 5, il reste 2 ») ; lire un tableau
index-page-18 = <a data-l10n-name="link1">Nim avec blocage</a>
index-page-19 = L’adversaire peut vous interdire certains coups : les tas sûrs coup par coup, où se trouvent les séries de tas sûrs (le théorème 1 de l’article), et une affirmation du résumé de l’article que le moteur trouve fausse. (Flammenkamp, Holshouser et Reiter 2003)
index-page-20 = Âge
index-page-21 = 13–16 ans (étapes 1 à 3) ; à partir de 15 ans pour les étapes 4 à 6
index-page-22 = Durée
index-page-23 = une séance de 45 minutes pour les étapes 1 à 3, une seconde pour le théorème et l’affirmation de l’article
index-page-24 = Prérequis
index-page-25 = additionner et soustraire ; lire un petit tableau de nombres ; jouer une partie avec soin, coup par coup
index-page-26 = <a data-l10n-name="link1">Les jeux à un tas de Cut The Knot</a>
index-page-27 = Un tas avec Min et Max, la suite de Schwenk et « retirer le 1 le plus à droite », les nombres de Grundy et une somme de tas jouée grâce à la somme de Nim. (Bogomolny 2002 ; Schwenk 1970)
index-page-28 = Âge
index-page-29 = 14–17 ans
index-page-30 = Durée
index-page-31 = deux séances de 45 minutes
index-page-32 = Prérequis
index-page-33 = les restes (« 17 divisé par 5, il reste 2 ») ; pour l’étape 6, écrire des nombres en binaire (puissances de deux) — la page explique le reste
index-page-34 = <a data-l10n-name="link1">Nim à une suppression</a>
index-page-35 = Supprimer un tas, en partager un autre : deux tas, trois tas, quatre par recherche, et une observation qui se révèle fausse. (arXiv 2411.19453)
index-page-36 = Âge
index-page-37 = 13–16 ans (étapes 1 à 3) ; à partir de 15 ans pour les étapes 4 à 7
index-page-38 = Durée
index-page-39 = une séance de 45 minutes pour deux tas, deux avec trois tas ou plus
index-page-40 = Prérequis
index-page-41 = nombres pairs et impairs ; pour trois tas, écrire des nombres en binaire
index-page-42 = Pour les enseignants : une leçon dans le carnet de notes de votre cours (Moodle, Canvas, Blackboard, Brightspace, cmi5)
index-page-43 = Chaque leçon existe aussi sous forme de paquet qu’une plateforme d’apprentissage peut importer. Lancée depuis la plateforme, la leçon transmet ses résultats au carnet de notes ; ouverte autrement, elle fonctionne comme sur ce site et n’envoie rien.
index-page-44 = Quel fichier choisir
index-page-45 = <strong>SCORM 1.2</strong> — le plus largement accepté : prenez-le, sauf si vous avez besoin de plus.
index-page-46 = <strong>SCORM 2004</strong> — l’achèvement, et la réussite ou l’échec transmis séparément.
index-page-47 = <strong>cmi5</strong> — pour une plateforme dotée d’un entrepôt d’enregistrements d’apprentissage xAPI (un lecteur cmi5).
index-page-48 = Téléchargement
index-page-49 = Les fichiers portent le nom des pages des leçons et se trouvent dans le dossier <code>lms/</code>, à côté de ce dossier <code>lessons/</code> du site construit (<code>dist/lms/</code> après <code>./build.sh dist</code> ; ils ne sont pas dans <code>nimlab-dist.zip</code>). Déposez le zip tel quel : ne le décompressez pas.
index-page-66 = Chaque paquet est dans une seule langue : les liens ci-dessous donnent celui de la langue dans laquelle cette page est affichée (choisissez-en une autre dans le menu Langue en haut). Les paquets en anglais sont dans <code>lms/scorm12/</code>, <code>lms/scorm2004/</code> et <code>lms/cmi5/</code> ; ceux de chaque autre langue, dans un dossier portant son code à l’intérieur de chacun, par exemple <code>lms/scorm12/es/fibonacci-nim.zip</code> en espagnol.
index-page-50 = Le Nim de Fibonacci et le jeu à fonction de coup (<code>fibonacci-nim.zip</code>) : <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = Règles périodiques et plusieurs bases (<code>periodic-bases.zip</code>) : <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = Nim avec blocage (<code>blocking-nim.zip</code>) : <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = Les jeux à un tas de Cut The Knot (<code>cut-the-knot.zip</code>) : <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = Nim à une suppression (<code>single-delete-nim.zip</code>) : <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = Les cinq leçons en un seul cours, cinq activités (<code>nim-lab-lessons.zip</code>) : <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = Ajouter la leçon
index-page-57 = <strong>Moodle</strong> : <em>Ajouter une activité ou ressource</em> → <em>Paquetage SCORM</em>, avec le zip comme fichier du paquetage. Sous <em>Note</em>, la méthode d’évaluation <em>Note la plus haute</em> donne le score de la leçon (pour le zip des cinq leçons, <em>Note moyenne</em> ou <em>Objets d’apprentissage</em>, le nombre de leçons terminées ou réussies). Sous <em>Gestion des tentatives</em>, laissez <em>Imposer une nouvelle tentative</em> sur Non : un élève qui s’en va revient à la même tentative, à la même étape.
index-page-58 = <strong>Canvas, Blackboard, Brightspace</strong> : importez le zip comme paquet SCORM (Canvas : son outil SCORM, une fois que l’établissement l’a activé ; Blackboard : <em>Package de contenu (SCORM)</em> ; Brightspace : un objet SCORM dans Contenu). Il devient un élément avec une colonne dans le carnet de notes.
index-page-59 = <strong>Un lecteur cmi5</strong> : déposez le zip cmi5 (avec <code>cmi5.xml</code> à l’intérieur) ; le lecteur lance la leçon avec l’adresse de son entrepôt d’enregistrements d’apprentissage.
index-page-60 = Ce que reçoit le carnet de notes
index-page-61 = <strong>Statut</strong> : incomplet au premier lancement ; terminé une fois que chaque étape a été affichée ; réussi ou échoué par rapport à un score de maîtrise de 80 (SCORM 1.2 n’a qu’un seul statut : une fois chaque étape affichée, il indique réussi ou échoué ; SCORM 2004 et cmi5 transmettent séparément l’achèvement et la réussite).
index-page-62 = <strong>Score</strong>, de 0 à 100 : la part des questions de la leçon bien répondues au premier clic sur « Vérifier », plus le défi gagné contre le moteur sans indice, compté comme une question de plus.
index-page-63 = <strong>Chaque réponse</strong>, sous forme d’interaction : le nom de la question (<code>lose-8</code>, …), la réponse donnée, juste ou fausse (une réponse donnée après « Afficher la réponse » ne compte pas comme juste), l’heure ; le défi sous la forme <code>won</code>, <code>lost</code> ou <code>won-with-hints</code>.
index-page-64 = <strong>Reprise</strong> : l’étape atteinte et les réponses données, affichées de nouveau au lancement suivant.
index-page-65 = Les éléments de données qu’écrit chaque norme sont listés dans le README de Nim Lab, section « Lessons in a gradebook (SCORM, cmi5) », avec des images de ce qu’un environnement d’exécution SCORM relit après une leçon (<code>docs/lms-gradebook-scorm12.png</code>, <code>docs/lms-gradebook-scorm2004.png</code>).
`;
