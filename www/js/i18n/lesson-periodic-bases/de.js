// The words of the lesson page periodic-bases.html in German (see en.js).
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

periodic-bases-head-1 = Periodische Regeln und mehrere Basen — eine Lektion von Nim Lab
periodic-bases-page-1 = Direkt zur Lektion
periodic-bases-head-2 = <a data-l10n-name="link1">Lektionen</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = Sprache
periodic-bases-head-6 = Sprache des Browsers
periodic-bases-head-3 = Periodische Regeln und mehrere Basen
periodic-bases-head-4 = Ein Haufen Spielsteine. Nimmt dein Gegner <i>x</i> Spielsteine von einem Haufen mit <i>n</i>, darfst du danach höchstens <i>f</i>(<i>n</i>, <i>x</i>) nehmen: Die Grenze hängt vom gerade gemachten Zug <em>und</em> von dem Haufen ab, von dem er gemacht wurde, und <i>f</i> wiederholt sich in <i>n</i> mit einer Periode <i>t</i>. Wer den letzten Spielstein nimmt, gewinnt. Nach A. Holshouser und H. Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, Electronic Journal of Combinatorics 13 (2006) #N7, und dem Beispiel 2 darin.
periodic-bases-play-1 = 1. Spiele das Spiel aus dem Artikel
periodic-bases-play-2 = Ein Haufen mit 20 Spielsteinen. Im ersten Zug darfst du 1 bis 19 nehmen. Danach gilt: Hat dein Gegner gerade <i>x</i> Spielsteine von einem Haufen mit <i>n</i> genommen (dem Haufen <em>vor</em> seinem Zug), darfst du höchstens <i>f</i>(<i>n</i>, <i>x</i>) nehmen. Wer den letzten Spielstein nimmt, gewinnt.
periodic-bases-play-3 = Beispiel 2 aus dem Artikel ist Fibonacci-Nim (höchstens doppelt so viele nehmen, wie gerade genommen wurden) mit einer Ausnahme: Nach einem Zug von 3 von einem <em>ungeraden</em> Haufen ist die Grenze 4. Die Regel schaut also, ob der Haufen gerade oder ungerade war; sie wiederholt sich alle zwei Haufen, und wir sagen, sie hat die <strong>Periode</strong> <i>t</i> = 2.
periodic-bases-play-4 = Die Regel, die auf dieser Seite gerade gilt: <span data-l10n-name="rule"></span>. Zum Beispiel <span data-l10n-name="fact-limits"></span>
periodic-bases-play-5 = Die Engine unten spielt als <strong>Anfänger</strong>: Sie macht Fehler. Spiel ein paar Partien und notiere dir die Haufen, bei denen der Spieler am Zug nicht mehr entkommen konnte.
periodic-bases-play-6 = Für die Lehrkraft
periodic-bases-play-7 = Ziel
periodic-bases-play-8 = Die Schülerinnen und Schüler bekommen ein Gefühl für eine Regel, die nicht nur auf den letzten Zug, sondern auch auf den Haufen schaut.
periodic-bases-play-9 = Frage
periodic-bases-play-10 = „Dein Gegner hat gerade 3 von einem Haufen mit 15 genommen. Wie viele darfst du nehmen? Und wenn der Haufen 16 gehabt hätte?“
periodic-bases-play-11 = Antwort
periodic-bases-play-12 = Ausprobieren lassen
periodic-bases-play-13 = Die Stufe der Engine lässt sich unter dem Spielfeld ändern: „Perfekt“ macht nie einen Fehler.
periodic-bases-games-1 = 2. Ein Haufen, zwei Spiele
periodic-bases-games-2 = Der Trick des Artikels: zwei Spiele gleichzeitig betrachten. Das Spiel <i>G</i><sub>0</sub> ist das Spiel aus Schritt 1. Das Spiel <i>G</i><sub>1</sub> ist dasselbe Spiel, nur liest die Regel jeden Haufen so, als hätte er einen Spielstein mehr: Ein ungerader Haufen zählt als gerade, ein gerader als ungerade.
periodic-bases-games-3 = Wozu ein zweites Spiel? Mitten in einer Partie spielt sich der Rest des Haufens wie ein frischer Haufen in einem der beiden Spiele — in welchem, hängt davon ab, wie viele Spielsteine schon genommen wurden („Weiterführend“ unten sagt genau, wie).
periodic-bases-games-4 = Hier ist <span data-l10n-name="fact-other-game-name"></span>, vom selben Haufen mit 20 aus:
periodic-bases-games-5 = Die Antwort der Engine für <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-losing-starts"></span>
periodic-bases-games-6 = Weiterführend: die Spiele <i>G<sub>i</sub></i> in den Worten des Artikels
periodic-bases-games-7 = Für eine Regel mit der Periode <i>t</i> betrachtet der Artikel <i>t</i> Spiele gleichzeitig. Das Spiel <i>G<sub>i</sub></i> ist dasselbe Spiel mit <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>) anstelle von <i>f</i>(<i>n</i>, <i>x</i>), wobei <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i> der Rest beim Teilen durch <i>t</i> ist.
periodic-bases-games-8 = Nimm <i>b</i> Spielsteine im Spiel <i>G<sub>i</sub></i>: Der Rest des Haufens spielt sich dann genau wie ein frischer Haufen im Spiel <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, weil die <i>b</i> genommenen Spielsteine in <i>i</i> ⊕ <i>n</i> weiter mitzählen.
periodic-bases-games-9 = Für die Lehrkraft
periodic-bases-games-10 = Ziel
periodic-bases-games-11 = Derselbe Haufen kann in einem Spiel gewinnen und in einem anderen verlieren: Es zählt, was die Regel mit den Haufen <em>davor</em> gemacht hat, deshalb reicht eine einzige Liste von Verlusthaufen nicht aus.
periodic-bases-games-12 = Frage
periodic-bases-games-13 = „Du nimmst in <i>G</i><sub>0</sub> 5 von einem Haufen mit 20. In welchem Spiel sind die restlichen 15?“ (<i>G</i><sub>0 ⊕ 5</sub>, also <span data-l10n-name="fact-residue-5"></span>.)
periodic-bases-games-14 = Typische Vermutungen der Klasse
periodic-bases-games-15 = „Ein Haufen, der in <i>G</i><sub>0</sub> verliert, verliert auch in <i>G</i><sub>1</sub>.“
periodic-bases-games-16 = „Die Verlusthaufen von <i>G</i><sub>0</sub> sind die Fibonacci-Zahlen 1, 2, 3, 5, 8, 13, …“
periodic-bases-predict-1 = 3. Sag in jedem Spiel den kleinsten Gewinnzug voraus
periodic-bases-predict-2 = Von einem Haufen mit <i>n</i> aus gewinnen manche Züge und manche verlieren. Wir schreiben <i>g</i><sub>0</sub>(<i>n</i>) für die <strong>kleinste Anzahl an Spielsteinen, mit der man gewinnt</strong>, von einem Haufen mit <i>n</i> im Spiel <i>G</i><sub>0</sub> aus, und <i>g</i><sub>1</sub>(<i>n</i>) für dasselbe in <i>G</i><sub>1</sub>. Wenn die Regeln dir erlauben, mindestens so viele zu nehmen, kannst du gewinnen; sonst verlierst du.
periodic-bases-predict-3 = Vergleiche jetzt mit der Tabelle der Engine für <span data-l10n-name="rule"></span> (hervorgehobenes Feld: <i>n</i> ist ein Element der Basis dieses Spiels, Schritt 4):
periodic-bases-predict-4 = Weiterführend: Algorithmus 1 des Artikels
periodic-bases-predict-5 = Der Artikel berechnet den kleinsten Gewinnzug des Spiels <i>G<sub>i</sub></i> Haufen für Haufen: <i>g<sub>i</sub></i>(<i>n</i>) ist das kleinste <i>k</i> mit <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>), wobei <i>g<sub>i</sub></i>(0) = ∞: Ein Zug von <i>k</i> gewinnt, wenn der Gegner nicht genug nehmen darf, um vom Rest aus zu gewinnen.
periodic-bases-predict-6 = Für die Lehrkraft
periodic-bases-predict-7 = Frage
periodic-bases-predict-8 = „In welchen Zeilen unterscheiden sich die beiden Spalten? Wo gilt <i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i>?“
periodic-bases-predict-9 = Antwort
periodic-bases-predict-10 = Typische Vermutungen der Klasse
periodic-bases-predict-11 = „<i>g</i><sub>0</sub>(<i>n</i>) ist nie größer als <i>g</i><sub>1</sub>(<i>n</i>).“
periodic-bases-bases-1 = 4. Die Strategie: mehrere Basen
periodic-bases-bases-2 = Jedes Spiel bekommt seine eigene Liste besonderer Haufen, seine <strong>Basis</strong>: <i>B</i><sub>0</sub> für <i>G</i><sub>0</sub> und <i>B</i><sub>1</sub> für <i>G</i><sub>1</sub>. Die Engine baut sie auf:
periodic-bases-bases-3 = So spielst du von einem Haufen mit <i>n</i> aus: Zieh das größte Element aus der Basis des Spiels ab, das hineinpasst. Der Rest spielt sich wie ein frischer Haufen in einem der Spiele: Schreib ihn in der Basis <em>dieses</em> Spiels, und so weiter. Der letzte Teil verrät dir den Gewinnzug. <span class="screen-only">Probier ein paar Haufen aus:</span>
periodic-bases-bases-4 = Weiterführend: wie die Basen aufgebaut werden
periodic-bases-bases-5 = Die Basen werden gemeinsam aufgebaut: Jede beginnt mit 1, 2, und das nächste Element von <i>B<sub>i</sub></i> ist ihr letztes Element <i>b</i> plus das kleinste Element <i>c</i> der Basis des Spiels <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, auf das der Gegner nicht antworten könnte (<i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i>; im Allgemeinen tritt ein Wert Θ an die Stelle von <i>b</i>, Satz 2 des Artikels).
periodic-bases-bases-6 = <strong>Kannst du die Engine von hier aus schlagen?</strong> Ein Haufen von 50 im Spiel <i>G</i><sub>0</sub>, erster Zug bis 49. Die Engine spielt jetzt <strong>perfekt</strong>: <span data-l10n-name="fact-challenge-50"></span>
periodic-bases-bases-7 = Für die Lehrkraft
periodic-bases-bases-8 = Warum es funktioniert
periodic-bases-bases-9 = Wer den letzten Teil nimmt, hinterlässt einen Haufen, dessen eigener letzter Teil zu groß ist, als dass der Gegner ihn nehmen könnte (Sätze 1 und 2 des Artikels). Die Engine prüft beide Sätze an Algorithmus 1, für jeden Haufen, den sie berechnet (Schritt 7).
periodic-bases-bases-10 = Frage
periodic-bases-bases-11 = „Warum wechselt die Basis, in der du den Rest schreibst, von Teil zu Teil?“ (Jeder genommene Teil verschiebt das Spiel: Aus <i>G<sub>i</sub></i> wird <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.)
periodic-bases-bases-12 = Typische Vermutungen der Klasse
periodic-bases-bases-13 = „Die Haufen, bei denen der erste Spieler in <i>G<sub>i</sub></i> verliert, sind genau die Elemente von <i>B<sub>i</sub></i>.“
periodic-bases-example2-1 = 5. Weiterführend: Beispiel 2 im Vergleich mit dem Artikel
periodic-bases-example2-2 = Der Artikel listet <i>B</i><sub>0</sub> und <i>B</i><sub>1</sub> für Beispiel 2 nicht auf: Er gibt sie durch Formeln mit den Fibonacci-Zahlen an, mit einem Muster aus sechs Termen, das sich wiederholt. Berechne zuerst selbst ein Element und sieh dann zu, wie die Engine jedes Element, das sie berechnet, mit der Formel des Artikels vergleicht. (In diesem Schritt geht es immer um die Regel des Artikels, egal welche Regel du in Schritt 6 wählst.)
periodic-bases-example2-3 = Der Artikel bemerkt außerdem, dass für <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i> (dann ist <i>t</i> = 1) die Basis aus den Fibonacci-Zahlen besteht: Das ist Fibonacci-Nim. Die Engine: <span data-l10n-name="fact-fibonacci-nim"></span>
periodic-bases-example2-4 = Für die Lehrkraft
periodic-bases-example2-5 = Ziel
periodic-bases-example2-6 = Ein veröffentlichtes Ergebnis Zeile für Zeile prüfen: Eine Formel in einem Artikel ist eine Behauptung, und eine Rechnung kann sie bestätigen (so weit sie reicht) oder einen Druckfehler finden.
periodic-bases-example2-7 = Frage
periodic-bases-example2-8 = „Wo weichen die Basen von Beispiel 2 zum ersten Mal von den Fibonacci-Zahlen ab, und warum gerade dort?“ (Die einzige Ausnahme der Regel ist ein Zug von 3.)
periodic-bases-example2-9 = Was die Engine findet
periodic-bases-example2-10 = Typische Vermutungen der Klasse
periodic-bases-example2-11 = „Die Elemente von <i>B</i><sub>0</sub> wachsen wie die Fibonacci-Zahlen: Jedes ist etwa 1,618-mal so groß wie das vorige.“
periodic-bases-rule-1 = 6. Ändere die Regel
periodic-bases-rule-2 = Wähle ein anderes periodisches <i>f</i>(<i>n</i>, <i>x</i>) mit Periode <i>t</i>, oder gib dein eigenes ein (die Regel sieht <i>n</i> als Rest beim Teilen des Haufens durch <i>t</i>, also als eine der Zahlen 0, 1, …, <i>t</i> − 1). Jedes Spiel, jede Tabelle und jeder Satz auf dieser Seite folgt der Regel, die du wählst, außer der Prüfung von Beispiel 2 in Schritt 5.
periodic-bases-rule-3 =
    .aria-label = Periodische Zugfunktionen
periodic-bases-rule-4 = Für <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-bases-start"></span>
periodic-bases-rule-5 = Für die Lehrkraft
periodic-bases-rule-6 = Typische Vermutungen der Klasse
periodic-bases-rule-7 = „Jede Basis beginnt mit 1, 2, 3.“
periodic-bases-rule-8 = „Bei Periode <i>t</i> gibt es <i>t</i> verschiedene Basen.“
periodic-bases-rule-9 = Antwort
periodic-bases-rule-10 = Für die gerade gewählte Regel: <span data-l10n-name="fact-losing-starts-short"></span>
periodic-bases-theorem-1 = 7. Weiterführend: die Bedingung von Satz 1, und wo seine Folgerungen scheitern
periodic-bases-theorem-2 = Ein <strong>Satz</strong> sagt: <em>Wenn</em> seine Voraussetzungen erfüllt sind, <em>dann</em> gelten seine Folgerungen. Was passiert bei einer Regel, die eine Voraussetzung verletzt? Die Engine kann nachsehen.
periodic-bases-theorem-3 = Satz 1 des Artikels setzt außer der Periode die Bedingung (2) voraus: <i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1 (einen Spielstein mehr zu nehmen senkt die Grenze nie um mehr als eins). Dann folgert er: (1) <i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i> für jedes Element <i>b</i> von <i>B<sub>i</sub></i>; (2) <i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i> für jeden anderen Haufen; (3) zwischen zwei Elementen gilt <i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>). Satz 2 verzichtet auf Bedingung (2) und baut seine Basen stattdessen mit den Werten Θ auf. Die Engine baut die Basen von Satz 1 für jede Regel auf und prüft jede Folgerung an Algorithmus 1.
periodic-bases-theorem-4 = Eine Regel ausprobieren, die Bedingung (2) verletzt
periodic-bases-theorem-5 = Zurück zu Beispiel 2
periodic-bases-theorem-6 = Sag zuerst voraus, für <span data-l10n-name="rule"></span>:
periodic-bases-theorem-7 = Jetzt die Prüfung beider Sätze an Algorithmus 1 durch die Engine:
periodic-bases-theorem-8 = Für die Lehrkraft
periodic-bases-theorem-9 = Ziel
periodic-bases-theorem-10 = Wozu eine Voraussetzung da ist: Ohne sie bricht der Beweis zusammen, und die Engine zeigt, wo auch die Folgerungen scheitern — oder dass sie trotzdem gelten können.
periodic-bases-theorem-11 = Frage
periodic-bases-theorem-12 = „Heißt eine verletzte Bedingung auch eine falsche Folgerung?“
periodic-bases-theorem-13 = Typische Vermutungen der Klasse
periodic-bases-theorem-14 = „Wenn Bedingung (2) verletzt ist, scheitern auch die Folgerungen von Satz 1.“
periodic-bases-theorem-15 = „Satz 2 beschreibt mit seinen Werten Θ das <i>g<sub>i</sub></i> jeder periodischen Regel.“
periodic-bases-theorem-16 = Was die Engine für die aktuelle Regel findet
periodic-bases-page-2 =
    .aria-label = Arbeitsblatt
periodic-bases-handout-1 = Periodische Regeln und mehrere Basen — Arbeitsblatt
periodic-bases-handout-2 = <strong>Regeln.</strong> Ein Haufen Spielsteine. Der erste Spieler darf jede Anzahl außer dem ganzen Haufen nehmen. Nach einem Zug von <i>x</i> Spielsteinen von einem Haufen mit <i>n</i> darf der andere Spieler höchstens <i>f</i>(<i>n</i>, <i>x</i>) nehmen. Im Beispiel 2 des Artikels ist <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>, außer dass nach einem Zug von 3 von einem ungeraden Haufen die Grenze 4 ist. Das Spiel <i>G</i><sub>0</sub> verwendet diese Regel; das Spiel <i>G</i><sub>1</sub> liest jeden Haufen so, als hätte er einen Spielstein mehr. Wer den letzten Spielstein nimmt, gewinnt.
periodic-bases-handout-3 = Füll aus: Wer gewinnt, wenn der erste Spieler mit einem Haufen von <i>N</i> beginnt?
periodic-bases-handout-5 =
    .data-columns = N|in G₀: gewinnt oder verliert der erste Spieler?|in G₁: gewinnt oder verliert er?|ein erster Zug, der in G₀ gewinnt
periodic-bases-handout-4 = Fragen
`;
