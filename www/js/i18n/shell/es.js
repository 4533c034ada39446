// The playground's shell in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, con las palabras de las matemáticas escolares.

-pile = montón
-move = jugada
-counter = ficha
-base = base
-g-base = base g
-grundy-value = valor de Grundy
-p-position = posición P
-n-position = posición N
-nim-sum = suma nim
-engine = motor
-hint = pista
-level = nivel

## Cabecera

skip-link = Saltar al contenido
tagline-move-fn = Un montón de <em>N</em> fichas. La primera jugada quita entre 1 y un máximo dado;
    después de una jugada de <em>k</em> fichas, el siguiente jugador puede quitar como mucho <em>f</em>(<em>k</em>).
    Gana quien se lleva la última ficha.
    <a data-l10n-name="paper">Holshouser y Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</a>.
tagline-periodic = Un montón de <em>N</em> fichas. Después de que tu rival quite <em>x</em> fichas
    de un montón de <em>n</em>, puedes quitar como mucho <em>f</em>(<em>n</em>, <em>x</em>), donde <em>f</em> se repite en
    <em>n</em> con periodo <em>t</em>. Gana quien se lleva la última ficha.
    <a data-l10n-name="paper">Holshouser y Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
tagline-blocking = Un montón de <em>N</em> fichas. En la jugada <em>i</em>, quien juega quita
    entre <em>m<sub>i</sub></em> y <em>M<sub>i</sub></em> fichas, pero antes el rival puede prohibir hasta
    <em>c<sub>i</sub></em> de esas opciones. Pierde quien no puede jugar.
    <a data-l10n-name="paper">Flammenkamp, Holshouser y Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</a>.
tagline-cut-the-knot = Los juegos de un solo montón de los applets de Cut The Knot: quitar entre <em>Min</em> y
    <em>Max</em> fichas (o cualquier cantidad de un conjunto), o quitar cualquier cantidad salvo el montón entero y después como mucho
    <em>f</em>(lo quitado antes). Números de Grundy por la regla del mex, la sucesión <em>H</em> de Schwenk y sumas de juegos.
    A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002); A. J. Schwenk, <cite>Take-Away Games</cite>,
    Fibonacci Quarterly 8 (1970) 225–234.
tagline-single-delete = <em>k</em> montones de fichas. Una jugada elimina un montón entero y parte
    otro en dos montones no vacíos, así que siempre hay <em>k</em> montones. Pierde quien no puede jugar.
    <a data-l10n-name="paper"><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</a>.
header-lessons = Lecciones
header-theme = Tema
theme-auto = Automático
theme-light = Claro
theme-dark = Oscuro
theme-projector = Proyector
header-language = Idioma
language-auto = Idioma del navegador
header-copy-link = Copiar enlace
copy-done = Enlace copiado.
copy-manual = Copia este enlace: { $link }
families-nav =
    .aria-label = Familias de juegos
tab-move-fn = Función de jugada <i>f</i>(<i>x</i>)
tab-periodic = Periódica <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = Nim con bloqueo
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = Nim de un borrado
loading-engine = Cargando el motor…
loading-failed = No se pudo cargar el motor: { $reason }
section-failed = No se pudo cargar esta sección: { $reason }

## Pie de página

footer-about = Nim Lab lo calcula todo con un motor exacto escrito en Rust y compilado a WebAssembly; no se envía nada a ninguna parte.
    Cada juego y cada vista se pueden poner en la página de un curso: mira <em>Compartir / Insertar</em> en cada sección.
    Matemáticas: A. Holshouser y H. Reiter, “One Pile Nim with Arbitrary Move Function”,
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N7; A. Holshouser y H. Reiter,
    “Dynamic Single-Pile Nim Using Multiple Bases”, <cite>Electronic Journal of Combinatorics</cite> 13 (2006), #N7;
    A. Flammenkamp, A. Holshouser y H. Reiter, “Dynamic One-Pile Blocking Nim”, <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N4;
    A. Bogomolny, “Single Pile Games”, <cite>Cut The Knot</cite> (2002); A. J. Schwenk, “Take-Away Games”,
    <cite>The Fibonacci Quarterly</cite> 8 (1970), 225–234; “Single-delete Nim”, arXiv 2411.19453 (2024).

link-unusable = Parte del enlace no se pudo usar; se tomaron los valores por defecto:
link-repeated = { $key } aparece { $count } veces en el enlace; se usa el valor { $value }.
`;
