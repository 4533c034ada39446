// The words of the lesson page fibonacci-nim.html in German (see en.js).
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

fibonacci-nim-head-1 = Fibonacci-Nim und das Spiel mit Zugfunktion — eine Lektion von Nim Lab
fibonacci-nim-page-1 = Direkt zur Lektion
fibonacci-nim-head-2 = <a data-l10n-name="link1">Lektionen</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = Sprache
fibonacci-nim-head-6 = Sprache des Browsers
fibonacci-nim-head-3 = Fibonacci-Nim und das Spiel mit Zugfunktion
fibonacci-nim-head-4 = Ein Haufen Spielsteine. Der erste Spieler darf bis zu einer vorgegebenen Zahl nehmen; danach darf jeder höchstens <strong>doppelt</strong> so viele nehmen, wie der Gegner gerade genommen hat. Wer den letzten Spielstein nimmt, gewinnt. Wer gewinnt, und wie? Nach A. Holshouser und H. Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, Electronic Journal of Combinatorics 10 (2003) #N7.
fibonacci-nim-play-1 = 1. Spiele ein paar Partien
fibonacci-nim-play-2 = Ein Haufen mit 20 Spielsteinen. Im ersten Zug darfst du 1 bis 19 Spielsteine nehmen. Nach einem Zug von <i>k</i> Spielsteinen darf der andere Spieler höchstens 2<i>k</i> nehmen. Wer den letzten Spielstein nimmt, gewinnt.
fibonacci-nim-play-3 = Die Engine unten spielt als <strong>Anfänger</strong>: Sie macht Fehler. Spiel ein paar Mal gegen sie und notiere dir die Haufen, bei denen der Spieler am Zug nicht mehr entkommen konnte.
fibonacci-nim-play-4 = Für die Lehrkraft
fibonacci-nim-play-5 = Ziel
fibonacci-nim-play-6 = Die Schülerinnen und Schüler bekommen ein Gefühl für das Spiel und merken, dass die kleinen Haufen es entscheiden.
fibonacci-nim-play-7 = Frage
fibonacci-nim-play-8 = „Bei einem Haufen von 3, wenn man 2 nehmen darf: Wer gewinnt? Und bei einem Haufen von 3, wenn man nur 1 nehmen darf?“
fibonacci-nim-play-9 = Ausprobieren lassen
fibonacci-nim-play-10 = Die Stufe der Engine lässt sich unter dem Spielfeld ändern: „Perfekt“ macht nie einen Fehler.
fibonacci-nim-lose-1 = 2. Bei welchen Haufen verliert der erste Spieler?
fibonacci-nim-lose-2 = Stell dir ein neues Spiel mit einem Haufen von <i>N</i> Spielsteinen vor, bei dem der erste Zug alles außer dem ganzen Haufen nehmen darf. Bei manchen Haufen kann der erste Spieler immer gewinnen. Bei anderen verliert der erste Spieler, wenn der andere keinen Fehler macht: Wir nennen sie <strong>Verluststarts</strong>. Finde es für kleine Haufen zuerst auf Papier heraus.
fibonacci-nim-lose-3 = Die Liste der Verluststarts laut Engine
fibonacci-nim-lose-4 = Für <span data-l10n-name="rule"></span> verliert der erste Spieler bei <span data-l10n-name="fact-losing-starts"></span>
fibonacci-nim-lose-5 = Für die Lehrkraft
fibonacci-nim-lose-6 = Typische Vermutungen der Klasse
fibonacci-nim-lose-7 = „Der erste Spieler verliert bei jedem geraden Haufen.“
fibonacci-nim-lose-8 = „Die Verlusthaufen sind die Fibonacci-Zahlen 1, 2, 3, 5, 8, 13, …“
fibonacci-nim-lose-9 = Antwort
fibonacci-nim-lose-10 = Die Verlusthaufen sind genau die Elemente der Basis <i>B<sub>f</sub></i> von Holshouser und Reiter (für 2x die Fibonacci-Zahlen): die Liste der Engine oben.
fibonacci-nim-predict-1 = 3. Sag den kleinsten Gewinnzug voraus
fibonacci-nim-predict-2 = Von einem Haufen mit <i>N</i> aus gewinnen manche Züge und manche verlieren. Wir schreiben <i>g</i>(<i>N</i>) für die <strong>kleinste Anzahl an Spielsteinen, mit der man gewinnt</strong>. Wenn die Regeln dir erlauben, mindestens <i>g</i>(<i>N</i>) zu nehmen, kannst du gewinnen; sonst verlierst du. Sag <i>g</i>(<i>N</i>) voraus, bevor die Engine es dir verrät.
fibonacci-nim-predict-3 = Vergleiche mit der Tabelle der Engine
fibonacci-nim-predict-4 = Die hervorgehobenen Haufen sind die Verluststarts aus Schritt 2.
fibonacci-nim-predict-5 = Für die Lehrkraft
fibonacci-nim-predict-6 = Frage
fibonacci-nim-predict-7 = „Wo gilt <i>g</i>(<i>N</i>) = <i>N</i>?“ (Bei den hervorgehobenen Haufen: Dort gewinnt kein Zug, der kleiner als der ganze Haufen ist.)
fibonacci-nim-predict-8 = Antwort
fibonacci-nim-zeckendorf-1 = 4. Die Strategie: Schreib <i>N</i> als Summe
fibonacci-nim-zeckendorf-2 = Hier ist das Gewinnrezept. Die Engine baut aus der Regel eine Liste von Zahlen, die <strong>Basis</strong> heißt (<span data-l10n-name="fact-base-is-losing"></span>). Schreib den Haufen <i>N</i> als Summe von Zahlen aus der Basis: Nimm die größte, die hineinpasst, dann die größte, die in den Rest passt, und so weiter. Dann <strong>nimm den kleinsten Teil</strong>. <span data-l10n-name="shown-later">Zum Beispiel <span data-l10n-name="fact-example-20"></span></span> <span class="screen-only">Die Zeichnung macht das für jeden Haufen: Gib eine Zahl ein.</span>
fibonacci-nim-zeckendorf-3 = Weiterführend: die Namen, die Mathematiker verwenden
fibonacci-nim-zeckendorf-4 = Die Liste, die das Rezept verwendet, heißt <em>Basis</em> <i>B<sub>f</sub></i> der Regel <i>f</i>; für 2<i>x</i> sind es die Fibonacci-Zahlen, und die Summe ist die <em>Zeckendorf-Darstellung</em> von <i>N</i>. Der Hauptsatz von Holshouser und Reiter berechnet den kleinsten Gewinnzug <i>g</i>(<i>N</i>) aus dem kleinsten Teil; die Engine prüft diesen Satz auf jedem Bereich, den sie berechnet.
fibonacci-nim-zeckendorf-5 = <strong>Kannst du die Engine von hier aus schlagen?</strong> Ein Haufen von 50, erster Zug bis 49. Die Engine spielt jetzt <strong>perfekt</strong>: <span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = Für die Lehrkraft
fibonacci-nim-zeckendorf-7 = Warum es funktioniert
fibonacci-nim-zeckendorf-8 = Wer den kleinsten Teil nimmt, hinterlässt einen Haufen, dessen kleinster Teil zu groß ist, als dass der Gegner ihn nehmen könnte (Hauptsatz von Holshouser und Reiter: <i>g</i> ist gleich dem aus der Basis berechneten <i>g</i><sub>0</sub>). Die Engine prüft diesen Satz auf jedem Bereich, den sie berechnet.
fibonacci-nim-zeckendorf-9 = Frage
fibonacci-nim-zeckendorf-10 = „Warum kann der Gegner, nachdem du den kleinsten Teil genommen hast, nie den nächstkleineren Teil nehmen?“
fibonacci-nim-rule-1 = 5. Ändere die Regel
fibonacci-nim-rule-2 = Ersetze „höchstens doppelt so viele, wie gerade genommen wurden“ durch eine andere Zugfunktion <i>f</i>. Jedes Spiel, jede Tabelle und jeder Satz auf dieser Seite folgt der Regel, die du wählst.
fibonacci-nim-rule-3 =
    .aria-label = Zugfunktionen
fibonacci-nim-rule-4 = Für <span data-l10n-name="rule"></span> beginnt die Basis mit <span data-l10n-name="fact-base-start"></span>
fibonacci-nim-rule-5 = Für die Lehrkraft
fibonacci-nim-rule-6 = Typische Vermutungen der Klasse
fibonacci-nim-rule-7 = „Mit f(x) = x (nie mehr, als der Gegner genommen hat) sind die Verlusthaufen die Zweierpotenzen.“
fibonacci-nim-rule-8 = „Ein schneller wachsendes f macht die Basis immer dünner: 2x − 1 ergibt weniger Verlusthaufen als x.“
fibonacci-nim-rule-9 = Antwort
fibonacci-nim-rule-10 = Für die gerade gewählte Regel: <span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. Weiterführend: eine veröffentlichte Vermutung, überprüft
fibonacci-nim-conjecture-2 = Eine <strong>Vermutung</strong> ist eine Aussage, die jemand für wahr hält, aber nicht bewiesen hat. Holshouser und Reiter vermuten: <em>Wenn der kleinste Gewinnzug g(N) beliebig groß wird, dann wachsen die Verluststarts exponentiell</em> — jeder ist mindestens um einen festen Faktor größer als der vorige. Ein einziges Gegenbeispiel würde sie widerlegen; die Engine kann nach Hinweisen suchen. <span class="screen-only">Wähle oben <strong>x²</strong> oder nimm den Knopf:</span>
fibonacci-nim-conjecture-3 = f(x) = x² verwenden
fibonacci-nim-conjecture-4 = Die Tabelle zeigt die letzten Verluststarts <i>b<sub>k</sub></i>, die die Engine gefunden hat, und in der letzten Spalte, wie viel Mal so groß jeder wie der vorige ist.
fibonacci-nim-conjecture-5 = Für die Lehrkraft
fibonacci-nim-conjecture-6 = Ziel
fibonacci-nim-conjecture-7 = Eine Vermutung von einem Satz unterscheiden, und Hinweise von einem Beweis.
fibonacci-nim-conjecture-8 = Warum x²
fibonacci-nim-conjecture-9 = Wenn f monoton wachsend ist, ist das nächste Element der Basis das letzte plus das kleinste Element <i>b</i>, für das f(<i>b</i>) mindestens so groß wie das letzte ist; bei f(x) = x² ist das etwa seine Quadratwurzel, daher wachsen die Elemente nur langsam wie ein Vielfaches von <i>k</i>² (die Tabelle zeigt <i>b<sub>k</sub></i> neben <i>k</i>²/4), statt sich zu vervielfachen.
fibonacci-nim-conjecture-10 = Was die Engine für x² findet
fibonacci-nim-page-2 =
    .aria-label = Arbeitsblatt
fibonacci-nim-handout-1 = Fibonacci-Nim — Arbeitsblatt
fibonacci-nim-handout-2 = <strong>Regeln.</strong> Ein Haufen Spielsteine. Der erste Spieler darf jede Anzahl außer dem ganzen Haufen nehmen. Nach einem Zug von <i>k</i> Spielsteinen darf der andere Spieler höchstens 2<i>k</i> nehmen. Wer den letzten Spielstein nimmt, gewinnt.
fibonacci-nim-handout-3 = Füll aus: Wer gewinnt, wenn der erste Spieler mit einem Haufen von <i>N</i> beginnt?
fibonacci-nim-handout-5 =
    .data-columns = N|gewinnt oder verliert der erste Spieler?|ein erster Zug, der gewinnt
fibonacci-nim-handout-4 = Fragen
`;
