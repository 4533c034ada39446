// The playground's shell in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, mit den Wörtern der Schulmathematik.

-pile = Haufen
-move = Zug
-counter = Spielstein
-base = Basis
-g-base = g-Basis
-grundy-value = Grundy-Wert
-p-position = P-Position
-n-position = N-Position
-nim-sum = Nim-Summe
-engine = Engine
-hint = Tipp
-level = Stufe

## Kopfzeile

skip-link = Zum Inhalt springen
tagline-move-fn = Ein Haufen aus <em>N</em> Spielsteinen. Der erste Zug nimmt zwischen 1 und einem vorgegebenen Höchstwert;
    nach einem Zug von <em>k</em> Steinen darf der nächste Spieler höchstens <em>f</em>(<em>k</em>) nehmen.
    Wer den letzten Stein nimmt, gewinnt.
    <a data-l10n-name="paper">Holshouser und Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</a>.
tagline-periodic = Ein Haufen aus <em>N</em> Spielsteinen. Nimmt dein Gegner <em>x</em> Steine
    von einem Haufen aus <em>n</em>, darfst du höchstens <em>f</em>(<em>n</em>, <em>x</em>) nehmen, wobei sich <em>f</em> in
    <em>n</em> mit der Periode <em>t</em> wiederholt. Wer den letzten Stein nimmt, gewinnt.
    <a data-l10n-name="paper">Holshouser und Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
tagline-blocking = Ein Haufen aus <em>N</em> Spielsteinen. Im Zug <em>i</em> nimmt, wer am Zug ist,
    zwischen <em>m<sub>i</sub></em> und <em>M<sub>i</sub></em> Steine, doch vorher darf der Gegner bis zu
    <em>c<sub>i</sub></em> dieser Möglichkeiten verbieten. Wer nicht mehr ziehen kann, verliert.
    <a data-l10n-name="paper">Flammenkamp, Holshouser und Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</a>.
tagline-cut-the-knot = Die Ein-Haufen-Spiele der Applets von Cut The Knot: zwischen <em>Min</em> und
    <em>Max</em> Steine nehmen (oder eine Anzahl aus einer Menge), oder alles außer dem ganzen Haufen nehmen und danach höchstens
    <em>f</em>(vorige Entnahme). Grundy-Zahlen nach der Mex-Regel, Schwenks Folge <em>H</em> und Summen von Spielen.
    A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002); A. J. Schwenk, <cite>Take-Away Games</cite>,
    Fibonacci Quarterly 8 (1970) 225–234.
tagline-single-delete = <em>k</em> Haufen aus Spielsteinen. Ein Zug löscht einen Haufen ganz und teilt
    einen der anderen in zwei nichtleere Haufen, sodass es immer <em>k</em> Haufen gibt. Wer nicht mehr ziehen kann, verliert.
    <a data-l10n-name="paper"><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</a>.
header-lessons = Lektionen
header-theme = Design
theme-auto = Automatisch
theme-light = Hell
theme-dark = Dunkel
theme-projector = Beamer
header-language = Sprache
language-auto = Sprache des Browsers
header-copy-link = Link kopieren
copy-done = Link kopiert.
copy-manual = Kopiere diesen Link: { $link }
families-nav =
    .aria-label = Spielfamilien
tab-move-fn = Zugfunktion <i>f</i>(<i>x</i>)
tab-periodic = Periodisch <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = Blockier-Nim
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = Lösch-Nim
loading-engine = Die Engine wird geladen…
loading-failed = Die Engine konnte nicht geladen werden: { $reason }
section-failed = Dieser Bereich konnte nicht geladen werden: { $reason }

## Fußzeile

footer-about = Nim Lab berechnet alles mit einer exakten Engine, geschrieben in Rust und nach WebAssembly übersetzt; nichts wird irgendwohin gesendet.
    Jedes Spiel und jede Ansicht lässt sich in eine Kursseite einbetten: siehe <em>Teilen / Einbetten</em> in jedem Abschnitt.
    Mathematik: A. Holshouser und H. Reiter, „One Pile Nim with Arbitrary Move Function“,
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N7; A. Holshouser und H. Reiter,
    „Dynamic Single-Pile Nim Using Multiple Bases“, <cite>Electronic Journal of Combinatorics</cite> 13 (2006), #N7;
    A. Flammenkamp, A. Holshouser und H. Reiter, „Dynamic One-Pile Blocking Nim“, <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N4;
    A. Bogomolny, „Single Pile Games“, <cite>Cut The Knot</cite> (2002); A. J. Schwenk, „Take-Away Games“,
    <cite>The Fibonacci Quarterly</cite> 8 (1970), 225–234; „Single-delete Nim“, arXiv 2411.19453 (2024).

link-unusable = Ein Teil des Links konnte nicht verwendet werden; stattdessen gelten die Standardwerte:
link-repeated = { $key } steht { $count }-mal im Link; verwendet wird der Wert { $value }.
`;
