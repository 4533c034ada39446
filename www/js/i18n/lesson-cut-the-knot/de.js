// The words of the lesson page cut-the-knot.html in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, wie im Katalog der Oberfläche.

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

cut-the-knot-head-1 = Die Ein-Haufen-Spiele von Cut The Knot — eine Lektion von Nim Lab
cut-the-knot-page-1 = Zur Lektion springen
cut-the-knot-head-2 = <a data-l10n-name="link1">Lektionen</a> · <a data-l10n-name="link2">Nim Lab</a>
cut-the-knot-head-5 = Sprache
cut-the-knot-head-6 = Sprache des Browsers
cut-the-knot-head-3 = Die Ein-Haufen-Spiele von Cut The Knot
cut-the-knot-head-4 = Ein Haufen Spielsteine und eine Regel, die jeden Zug begrenzt: zwischen <i>Min</i> und <i>Max</i> Steine nehmen, oder höchstens <i>f</i> von dem, was der Gegner gerade genommen hat. Wer gewinnt, wie weiß man das schon vor dem Spiel, und was passiert, wenn auf mehreren Haufen gleichzeitig gespielt wird? Nach A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002), und A. J. Schwenk, <cite>Take-Away Games</cite>, Fibonacci Quarterly 8 (1970) 225–234.
cut-the-knot-play-1 = 1. „Ein Haufen“ mit Min und Max spielen
cut-the-knot-play-2 = Ein Haufen Spielsteine. Die Spieler ziehen abwechselnd; ein Zug nimmt <span data-l10n-name="part1"></span> Wer nicht mehr ziehen kann, verliert (es können ein paar Steine übrig bleiben, die niemand nehmen darf).
cut-the-knot-play-3 = Die Engine unten spielt als <strong>Anfänger</strong>: Sie macht Fehler. Spiele ein paar Mal gegen sie, von verschiedenen Haufen aus, und notiere die Haufen, bei denen der Spieler am Zug keinen Ausweg hatte.
cut-the-knot-play-4 = Start mit einem Haufen von
cut-the-knot-play-5 = Für die Lehrkraft
cut-the-knot-play-6 = Ziel
cut-the-knot-play-7 = Die Schülerinnen und Schüler bekommen ein Gefühl für ein Spiel mit einer unteren und einer oberen Grenze und bemerken, dass ein Haufen, der zu klein für einen Zug ist, für den Spieler am Zug verloren ist.
cut-the-knot-play-8 = Frage
cut-the-knot-play-9 = „Bei welchen kleinen Haufen kann der Spieler am Zug überhaupt nicht ziehen? Wer gewinnt dann?“
cut-the-knot-play-10 = Zum Ausprobieren
cut-the-knot-play-11 = Verschiedene Starthaufen (das Feld über dem Spielbrett) und die Stufe der Engine unter dem Spielbrett („Perfekt“ macht nie einen Fehler).
cut-the-knot-play-12 = Die aktuelle Regel
cut-the-knot-predict-1 = 2. P oder N? Sage voraus, wer gewinnt
cut-the-knot-predict-2 = Ein Haufen ist eine <strong>P-Position</strong>, wenn bei bestem Spiel der vorige Spieler gewinnt (der gerade gezogen hat; <strong>P</strong> für englisch <i>previous</i>): Wer von dort ziehen muss, verliert. Er ist eine <strong>N-Position</strong>, wenn der nächste Spieler gewinnt (der am Zug ist; <strong>N</strong> für <i>next</i>). Ein Haufen ist genau dann N, wenn ein Zug zu einer P-Position führt.
cut-the-knot-predict-3 = Die P-Positionen der Engine für <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-p-positions"></span>
cut-the-knot-predict-4 = Für die Lehrkraft
cut-the-knot-predict-5 = Ziel
cut-the-knot-predict-6 = Rückwärts vom Ende her denken: Die Haufen, von denen niemand ziehen kann, sind P; ein Haufen ist N, wenn ein Zug eine P-Position erreicht; er ist P, wenn jeder Zug eine N-Position erreicht.
cut-the-knot-predict-7 = Frage
cut-the-knot-predict-8 = „Welche Haufen sind P, weil überhaupt kein Zug möglich ist? Welcher ist der erste Haufen, der P ist, obwohl ein Zug möglich ist?“
cut-the-knot-predict-9 = Typische Vermutungen der Schülerinnen und Schüler
cut-the-knot-predict-10 = „Die P-Positionen sind die Vielfachen von Min + Max.“
cut-the-knot-predict-11 = „S ist genau dann eine P-Position, wenn S mod (Min + Max) &lt; Min.“ (Bogomolnys Regel)
cut-the-knot-grundy-1 = 3. Grundy-Zahlen, die Periode und die Regel aus dem Artikel
cut-the-knot-grundy-2 = Die <strong>Grundy-Zahl</strong> G(<i>S</i>) eines Haufens aus <i>S</i> Spielsteinen wird von unten nach oben bestimmt. Ein Haufen ohne möglichen Zug hat G = 0. Sonst schreibt man die Grundy-Zahlen der Haufen auf, die einen Zug entfernt sind; G(<i>S</i>) ist die kleinste natürliche Zahl (0, 1, 2, …), die in dieser Liste <em>fehlt</em> (der <dfn>mex</dfn>, kurz für englisch „minimum excluded“, das kleinste ausgeschlossene Element). Die P-Positionen sind genau die Haufen mit G = 0.
cut-the-knot-grundy-3 = Die Tabelle der Engine, im Aufbau des Applets von Cut The Knot (die P-Positionen hervorgehoben):
cut-the-knot-grundy-4 = Bogomolny schreibt: <em>Die P-Positionen sind die Haufen, deren Größe S die Bedingung 0 ≤ S mod (Min + Max) &lt; Min erfüllt</em>. In Worten: Teile <i>S</i> durch Min + Max; der Haufen ist P, wenn der <dfn>Rest</dfn> („<i>S</i> mod (Min + Max)“) kleiner als Min ist. Die Engine prüft diese Regel an ihrer Tabelle:
cut-the-knot-grundy-5 = Für die Lehrkraft
cut-the-knot-grundy-6 = Warum eine Periode
cut-the-knot-grundy-7 = G(<i>S</i>) hängt nur von den Grundy-Zahlen der Max Haufen direkt darunter ab; sobald sich also ein Fenster aus Max Werten wiederholt, wiederholt sich die ganze Folge. Die Engine sucht die erste Wiederholung und beantwortet damit die Frage für Haufen beliebiger Größe.
cut-the-knot-grundy-8 = Frage
cut-the-knot-grundy-9 = „Warum kann G(<i>S</i>) nie größer sein als die Anzahl der verschiedenen Züge?“
cut-the-knot-grundy-10 = Typische Vermutungen der Schülerinnen und Schüler
cut-the-knot-grundy-11 = „Die Grundy-Zahlen wiederholen sich mit der Periode Min + Max.“
cut-the-knot-grundy-12 = „G(S) ist immer 0, 1 oder 2.“
cut-the-knot-grundy-13 = Antwort
cut-the-knot-takeaway-1 = 4. Wegnehmspiele und Schwenks Folge <i>H</i>
cut-the-knot-takeaway-2 = Eine neue Art von Grenze. Der erste Zug darf beliebig viele Spielsteine nehmen, <strong>nur nicht den ganzen Haufen</strong>. Danach darf ein Spieler höchstens <i>f</i>(<i>k</i>) Steine nehmen, wobei <i>k</i> die Anzahl ist, die der Gegner gerade genommen hat. Wer den letzten Stein nimmt, gewinnt. Hier gilt <span data-l10n-name="rule"></span>.
cut-the-knot-takeaway-3 = Start mit einem Haufen von
cut-the-knot-takeaway-4 = Schwenk bildet aus <i>f</i> eine Folge: <i>H</i><sub>1</sub> = 1 und <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>, wobei <i>m</i> das kleinste <i>j</i> mit <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i> ist. Sein Satz: Wenn <i>f</i> nie fällt und <i>f</i>(<i>x</i>) ≥ <i>x</i> gilt, dann sind die Starthaufen, von denen aus der erste Spieler verliert, genau die Glieder von <i>H</i>.
cut-the-knot-takeaway-5 = Für die Lehrkraft
cut-the-knot-takeaway-6 = Ziel
cut-the-knot-takeaway-7 = Eine Folge Schritt für Schritt nach einer Regel aufbauen und sie mit dem Spiel verbinden.
cut-the-knot-takeaway-8 = Frage
cut-the-knot-takeaway-9 = „Warum ist ein Haufen aus 1 Stein für den ersten Spieler verloren?“ (Der erste Zug darf nicht den ganzen Haufen nehmen: Es gibt keinen Zug.) „Und ein Haufen aus 2?“
cut-the-knot-takeaway-10 = Typische Vermutungen der Schülerinnen und Schüler
cut-the-knot-takeaway-11 = „Für f(x) = 2x (Fibonacci-Nim) besteht H aus den Fibonacci-Zahlen 1, 2, 3, 5, 8, 13, …“
cut-the-knot-takeaway-12 = „f(x) = x und f(x) = 2x − 1 sind verschiedene Regeln, also ergeben sie verschiedene Folgen H.“
cut-the-knot-takeaway-13 = Antwort
cut-the-knot-strategy-1 = 5. Die Strategie: die äußerste rechte 1 entfernen
cut-the-knot-strategy-2 = Prüfe deine Vorhersagen: die Folge <i>H</i> der Engine für <span data-l10n-name="rule"></span>, und wie jedes Glied zustande kommt.
cut-the-knot-strategy-3 = Schreibe <i>N</i> als Summe von Gliedern von <i>H</i>: Nimm das größte Glied, das hineinpasst, dann das größte, das in den Rest passt, und so weiter. So bekommt <i>N</i> eine eigene Ziffernfolge, ähnlich wie im <dfn>Binärsystem</dfn>: eine Ziffer für jedes Glied von <i>H</i>, 1, wo es verwendet wird, 0, wo nicht. Schwenks Gewinnzug ist, <strong>die äußerste rechte 1 zu entfernen</strong> — also den kleinsten Teil zu nehmen.
cut-the-knot-strategy-4 = Schreibe <i>N</i> =
cut-the-knot-strategy-5 = <strong>Kannst du die Engine von hier aus schlagen?</strong> Ein Haufen aus 50 Steinen, der erste Zug darf bis zu 49 nehmen. Die Engine spielt jetzt <strong>perfekt</strong>: <span data-l10n-name="fact-challenge-50"></span>
cut-the-knot-strategy-6 = Für die Lehrkraft
cut-the-knot-strategy-7 = Warum es funktioniert (unter Schwenks Voraussetzungen)
cut-the-knot-strategy-8 = Nachdem du den kleinsten Teil <i>t</i> genommen hast, darf der Gegner höchstens <i>f</i>(<i>t</i>) nehmen, und in einer Darstellung ist <i>f</i>(<i>t</i>) kleiner als der nächste Teil: Der Gegner kann keine 1 entfernen, also sinkt die Anzahl der Einsen nur bei deinen Zügen. Unter dem Spielbrett wird der Haufen vor und nach jedem Zug mit <i>H</i> geschrieben.
cut-the-knot-strategy-9 = Frage
cut-the-knot-strategy-10 = „Warum kann der Gegner, nachdem du die äußerste rechte 1 entfernt hast, nie die nächste entfernen?“
cut-the-knot-strategy-11 = Antwort
cut-the-knot-sum-1 = 6. Grundy-Werte und eine Reihe von Haufen
cut-the-knot-sum-2 = Jetzt gibt es mehrere Haufen, jeder ein eigenes Wegnehmspiel mit eigener Grenze. Ein Zug nimmt von <strong>einem</strong> Haufen; wer den letzten Stein des letzten Haufens nimmt, gewinnt. Jeder Haufen bekommt nach der mex-Regel eine Grundy-Zahl, und über die Reihe entscheidet die <strong>Nim-Summe</strong> (⊕): Schreibe die Grundy-Zahlen im Binärsystem und addiere jede Spalte ohne Übertrag — eine Spalte mit einer geraden Anzahl von Einsen ergibt 0, eine ungerade Anzahl ergibt 1. Der Spieler am Zug gewinnt genau dann, wenn die Nim-Summe nicht 0 ist (der Satz von Sprague–Grundy).
cut-the-knot-sum-3 = Die Grundy-Zahlen der Starthaufen laut Engine, G(<i>N</i>, <i>N</i> − 1), für <span data-l10n-name="rule"></span> (der erste Zug darf bis zu <i>N</i> − 1 nehmen; die Verluststarts hervorgehoben):
cut-the-knot-sum-4 = Jede Position (<i>N</i>, <i>x</i>): ein Haufen aus <i>N</i>, von dem höchstens <i>x</i> genommen werden dürfen
cut-the-knot-sum-5 = Spiele jetzt eine Reihe von Haufen gegen die Engine (wieder als Anfänger). Das Spielbrett zeigt die Grundy-Zahl jedes Haufens und die Nim-Summe.
cut-the-knot-sum-6 = Für die Lehrkraft
cut-the-knot-sum-7 = Ziel
cut-the-knot-sum-8 = Ein Spiel, das eine Summe von Spielen ist, gewinnt man, indem man je Spiel eine Zahl kombiniert — und die richtige Art, sie zu kombinieren, ist die Nim-Summe, nicht die gewöhnliche Summe.
cut-the-knot-sum-9 = Frage
cut-the-knot-sum-10 = „Welchen Haufen kannst du so verändern, dass seine Grundy-Zahl zur Nim-Summe der anderen wird?“
cut-the-knot-sum-11 = Typische Vermutungen der Schülerinnen und Schüler
cut-the-knot-sum-12 = „Der Spieler am Zug gewinnt, wenn die gewöhnliche Summe der Grundy-Zahlen nicht 0 ist.“
cut-the-knot-sum-13 = „Eine Reihe, die nur aus Verluststarts besteht, ist für den Spieler am Zug verloren.“
cut-the-knot-sum-14 = Antwort
cut-the-knot-rule-1 = 7. Die Regel ändern
cut-the-knot-rule-2 = Wähle eine andere Menge erlaubter Wegnahmen für „Ein Haufen“ und ein anderes <i>f</i> für die Wegnehmspiele. Jedes Spiel, jede Tabelle, jeder Satz und jede Frage auf dieser Seite folgt den Regeln, die du wählst.
cut-the-knot-rule-3 =
    .aria-label = Mengen erlaubter Wegnahmen für „Ein Haufen“
cut-the-knot-rule-4 = Für <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-set-summary"></span>
cut-the-knot-rule-5 =
    .aria-label = Zugfunktionen f für die Wegnehmspiele
cut-the-knot-rule-6 = Für <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-f-summary"></span>
cut-the-knot-rule-7 = Für die Lehrkraft
cut-the-knot-rule-8 = Ziel
cut-the-knot-rule-9 = Erkennen, welche Aussagen eine Änderung der Regel überstehen und welche nur für ein Beispiel gestimmt haben.
cut-the-knot-rule-10 = Frage
cut-the-knot-rule-11 = „Gilt Bogomolnys Regel für die Menge {"{"}1, 3, 4{"}"} noch? Ist sie dafür überhaupt formuliert?“ (Sie ist nur formuliert, wenn die erlaubten Wegnahmen ein einziger Bereich Min … Max sind.)
cut-the-knot-rule-12 = Typische Vermutungen der Schülerinnen und Schüler
cut-the-knot-rule-13 = „Ein schneller wachsendes f ergibt weniger Verluststarts: f(x) = 3x hat weniger als f(x) = 2x.“
cut-the-knot-rule-14 = Antwort
cut-the-knot-schwenk-1 = 8. Wo Schwenks Behauptungen scheitern
cut-the-knot-schwenk-2 = Schwenks Satz hat Voraussetzungen: <i>f</i> fällt nie, und <i>f</i>(<i>x</i>) ≥ <i>x</i>. Die Seite von Cut The Knot behauptet außerdem, dass jedes <i>N</i> genau eine Darstellung durch <i>H</i> hat und dass nur <i>H</i> diese Eigenschaft besitzt. Die Engine prüft jede Behauptung, indem sie jedes Spiel durchprobiert (Brute Force), für jedes beliebige <i>f</i>. Probiere eine Regel aus, die sich nur an einer einzigen Stelle von 2<i>x</i> unterscheidet:
cut-the-knot-schwenk-3 = f(x) = 2x verwenden, außer f(3) = 1
cut-the-knot-schwenk-4 = Dieser Start mit <i>H</i> geschrieben, von der Engine geprüft:
cut-the-knot-schwenk-5 = Jede Behauptung, von der Engine geprüft für <span data-l10n-name="rule"></span>:
cut-the-knot-schwenk-6 = Weiterforschen: <i>H</i> neben den Verluststarts und der Basis <i>B<sub>f</sub></i> des Zugfunktionsspiels
cut-the-knot-schwenk-7 = Für die Lehrkraft
cut-the-knot-schwenk-8 = Ziel
cut-the-knot-schwenk-9 = Ein Satz ist nur so gut wie seine Voraussetzungen: Außerhalb von ihnen kann eine Aussage trotzdem gelten oder scheitern, und nur ein Beweis oder ein Gegenbeispiel entscheidet das.
cut-the-knot-schwenk-10 = Frage
cut-the-knot-schwenk-11 = „Welche Voraussetzung ist für dieses f verletzt, und wo?“ „Lässt sich die Menge der Verluststarts noch einfach beschreiben?“ (Vergleiche mit den <i>N</i>, für die <i>g</i>(<i>N</i>) = <i>N</i> im Zugfunktionsspiel von Holshouser und Reiter gilt: Die Engine prüft auch diese Behauptung, ohne jede Voraussetzung an <i>f</i>.)
cut-the-knot-schwenk-12 = Typische Vermutungen der Schülerinnen und Schüler
cut-the-knot-schwenk-13 = „Für jedes f sind die Verluststarts genau H.“ (geprüft an f(x) = 2x außer f(3) = 1)
cut-the-knot-schwenk-14 = „Die äußerste rechte 1 zu entfernen gewinnt immer von einem Start aus, der nicht in H liegt.“ (dasselbe f)
cut-the-knot-schwenk-15 = „Die Verluststarts sind die N mit g(N) = N im Zugfunktionsspiel.“ (dasselbe f)
cut-the-knot-page-2 =
    .aria-label = Arbeitsblatt
cut-the-knot-handout-1 = Die Ein-Haufen-Spiele von Cut The Knot — Arbeitsblatt
cut-the-knot-handout-2 = <strong>Ein Haufen (<span data-l10n-name="part1"></span>).</strong> Ein Haufen Spielsteine. Ein Zug nimmt <span data-l10n-name="part2"></span> Wer nicht mehr ziehen kann, verliert.
cut-the-knot-handout-3 = <strong>Wegnehmspiel mit <span data-l10n-name="rule"></span>.</strong> Ein Haufen. Der erste Zug nimmt beliebig viel, nur nicht den ganzen Haufen; nach einem Zug von <i>k</i> Steinen darf der andere Spieler höchstens <i>f</i>(<i>k</i>) nehmen. Wer den letzten Stein nimmt, gewinnt.
cut-the-knot-handout-4 = Ausfüllen: Ein Haufen, <span data-l10n-name="part1"></span>
cut-the-knot-handout-7 =
    .data-columns = S|P oder N?|Grundy-Zahl G(S)
cut-the-knot-handout-5 = Ausfüllen: Wegnehmspiel mit <span data-l10n-name="rule"></span>, Start mit einem Haufen aus <i>N</i>
cut-the-knot-handout-8 =
    .data-columns = N|Gewinnt oder verliert der erste Spieler?|ein gewinnender erster Zug
cut-the-knot-handout-6 = Fragen
`;
