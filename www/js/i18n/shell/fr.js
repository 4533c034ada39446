// The playground's shell in French (see en.js).
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

## En-tête

skip-link = Aller au contenu
tagline-move-fn = Un tas de <em>N</em> jetons. Le premier coup prend entre 1 et un maximum donné ;
    après un coup de <em>k</em> jetons, le joueur suivant peut en prendre au plus <em>f</em>(<em>k</em>).
    Celui qui prend le dernier jeton gagne.
    <a data-l10n-name="paper">Holshouser et Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</a>.
tagline-periodic = Un tas de <em>N</em> jetons. Quand votre adversaire prend <em>x</em> jetons
    d’un tas de <em>n</em>, vous pouvez en prendre au plus <em>f</em>(<em>n</em>, <em>x</em>), où <em>f</em> se répète en
    <em>n</em> avec la période <em>t</em>. Celui qui prend le dernier jeton gagne.
    <a data-l10n-name="paper">Holshouser et Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
tagline-blocking = Un tas de <em>N</em> jetons. Au coup <em>i</em>, le joueur qui a le trait prend
    entre <em>m<sub>i</sub></em> et <em>M<sub>i</sub></em> jetons, mais l’adversaire peut d’abord interdire jusqu’à
    <em>c<sub>i</sub></em> de ces choix. Celui qui ne peut plus jouer perd.
    <a data-l10n-name="paper">Flammenkamp, Holshouser et Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</a>.
tagline-cut-the-knot = Les jeux à un tas des applets de Cut The Knot : prendre entre <em>Min</em> et
    <em>Max</em> jetons (ou un nombre d’un ensemble donné), ou prendre tout sauf le tas entier, puis au plus
    <em>f</em>(la prise précédente). Les nombres de Grundy par la règle du mex, la suite <em>H</em> de Schwenk et les sommes de jeux.
    A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002) ; A. J. Schwenk, <cite>Take-Away Games</cite>,
    Fibonacci Quarterly 8 (1970) 225–234.
tagline-single-delete = <em>k</em> tas de jetons. Un coup supprime un tas entier et partage
    un des autres en deux tas non vides : il y a donc toujours <em>k</em> tas. Celui qui ne peut plus jouer perd.
    <a data-l10n-name="paper"><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</a>.
header-lessons = Leçons
header-theme = Thème
theme-auto = Automatique
theme-light = Clair
theme-dark = Sombre
theme-projector = Vidéoprojecteur
header-language = Langue
language-auto = Langue du navigateur
header-copy-link = Copier le lien
copy-done = Lien copié.
copy-manual = Copiez ce lien : { $link }
families-nav =
    .aria-label = Familles de jeux
tab-move-fn = Fonction de coup <i>f</i>(<i>x</i>)
tab-periodic = Périodique <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = Nim avec blocage
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = Nim à une suppression
loading-engine = Chargement du moteur…
loading-failed = Le moteur n’a pas pu être chargé : { $reason }
section-failed = Cette section n’a pas pu être chargée : { $reason }

## Pied de page

footer-about = Nim Lab calcule tout avec un moteur exact écrit en Rust et compilé en WebAssembly ; rien n’est envoyé nulle part.
    Chaque jeu et chaque vue peuvent être placés dans une page de cours : voir <em>Partager / Intégrer</em> dans chaque section.
    Mathématiques : A. Holshouser et H. Reiter, « One Pile Nim with Arbitrary Move Function »,
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N7 ; A. Holshouser et H. Reiter,
    « Dynamic Single-Pile Nim Using Multiple Bases », <cite>Electronic Journal of Combinatorics</cite> 13 (2006), #N7 ;
    A. Flammenkamp, A. Holshouser et H. Reiter, « Dynamic One-Pile Blocking Nim », <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N4 ;
    A. Bogomolny, « Single Pile Games », <cite>Cut The Knot</cite> (2002) ; A. J. Schwenk, « Take-Away Games »,
    <cite>The Fibonacci Quarterly</cite> 8 (1970), 225–234 ; « Single-delete Nim », arXiv 2411.19453 (2024).

link-unusable = Une partie du lien n’a pas pu être utilisée ; les valeurs par défaut ont été prises à la place :
link-repeated = { $key } figure { $count } fois dans le lien ; la valeur utilisée est { $value }.
`;
