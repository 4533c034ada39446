// The Cut-the-Knot section's words in German (see en.js).
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

## Der Abschnitt: Titel und Reiter

cks-doc-title = Nim Lab — Die Ein-Haufen-Spiele von Cut The Knot: Min/Max, Wegnehmen, Grundy-Werte
cks-tabs =
    .aria-label = Cut-the-Knot-Spiele
cks-tab-minmax = Ein Haufen (Min/Max) & Subtraktionsmengen
cks-tab-takeaway = Wegnehmspiele (Schwenk)
cks-tab-grundy = Grundy-Werte & Summen
cks-play-title = Gegen die Engine spielen
cks-cancelled = Abgebrochen.
cks-cancelled-kept = Abgebrochen. { $kept }
cks-share-game = Das Spiel

## Die Zugfunktion f (Teile b und c)

cks-f-title = Wegnehmspiele: nach einer Wegnahme von <span class="math">x</span> höchstens <span class="math">f(x)</span>
cks-f-intro = Der erste Zug darf alles außer dem ganzen Haufen nehmen; nach einer Wegnahme von <i>x</i> Spielsteinen darf der nächste Spieler
    höchstens <i>f</i>(<i>x</i>) nehmen. Wer den letzten Spielstein nimmt, gewinnt. Die drei Spiele des Applets sind
    <i>f</i>(<i>x</i>) = <i>x</i> (nicht mehr als), 2<i>x</i> − 1 (weniger als das Doppelte) und 2<i>x</i> (höchstens das Doppelte:
    Fibonacci-Nim).
cks-f-presets =
    .aria-label = Beispiele für Zugfunktionen
cks-note-no-more-than = nicht mehr als
cks-note-less-than-twice = weniger als das Doppelte
cks-note-fibonacci = Fibonacci-Nim
cks-note-not-non-decreasing = nicht monoton wachsend
cks-note-h-not-losing = H ≠ Verluststarts
cks-note-not-unique = nicht eindeutig
cks-f-read-monotone = Gelesen als f(x) = { $f } — monoton wachsend (aus ihrer Form bewiesen)
cks-f-read = Gelesen als f(x) = { $f } — nicht beweisbar monoton wachsend

## (a) Ein Haufen mit Min/Max und Subtraktionsmengen

cks-s-title = Ein Haufen: zwischen <span class="math">Min</span> und <span class="math">Max</span> Spielsteine nehmen
cks-s-intro-rules = Ein Zug entfernt mindestens <i>Min</i> und höchstens <i>Max</i> Spielsteine — oder allgemeiner eine beliebige Zahl aus einer
    <strong>Subtraktionsmenge</strong> wie {"{"}1, 3, 4{"}"}. Wer nicht ziehen kann, verliert.
    Die <strong>Grundy-Zahl</strong> eines Haufens aus <i>S</i> Spielsteinen ist die kleinste Zahl, die nicht Grundy-Zahl
    eines Haufens ist, der einen Zug entfernt liegt (die <em>mex</em>-Regel); die Haufen mit Grundy-Zahl 0 sind die
    <strong>P-Positionen</strong>: Wer von dort ziehen muss, verliert.
cks-s-intro-typing = Gib eine Menge als Zahlen und Bereiche ein, durch Kommas getrennt, jeweils von 1 bis 1000: zum Beispiel
    <span class="mono k-example">3..5</span> oder <span class="mono k-example">1, 3, 4</span> oder
    <span class="mono k-example">1, 4..6</span>.
cks-s-presets =
    .aria-label = Beispiele für Subtraktionsmengen
cks-note-applet = das Applet
cks-note-take-1-3 = 1–3 nehmen
cks-s-table-title = Grundy-Zahlen nach der mex-Regel
cks-results-for = für
cks-s-legend = eine P-Position (Grundy-Zahl 0): Wer am Zug ist, verliert
cks-s-verdicts-title = Die Regel, die geschlossene Formel und die Periode
cks-s-at-title = G(<span class="math">n</span>) für jeden Haufen, über die Periode
cks-s-at-label = Haufen <span class="math">n</span> (beliebig groß, z. B. 10^18)
cks-s-at-quick =
    .aria-label = Beispielhaufen
cks-s-read = Gelesen als { $set }
cks-s-read-range = Gelesen als { $set } — ein Bereich: Min { $min }, Max { $max }
cks-s-takes = { $n ->
    [one] { $n } Wegnahme
   *[other] { $n } Wegnahmen
}
cks-s-whole-number = { $end }: Bitte gib eine ganze Zahl ein.
cks-s-at-error = Gib eine ganze Zahl n ≥ 0 ein.
cks-s-failure = Die Grundy-Zahlen für { $set } bis S = { $upto } ließen sich nicht berechnen: { $message }
cks-s-kept = Weiterhin angezeigt: { $set } für S = 0 … { $upto }.
cks-s-progress-label = Die Grundy-Zahlen werden berechnet
cks-s-progress = G(0 … { $upto }) wird berechnet { $where ->
        [worker] im Hintergrund
       *[page] auf dieser Seite
    }…
cks-s-still = die Menge
cks-s-strip-top = Haufengröße
cks-s-strip-bottom = Grundy-Zahl
cks-s-strip-p = { $g } — eine P-Position
cks-s-ppositions = { $count ->
    [one] P-Positionen bis S = { $upto } ({ $count } davon): { $list }
   *[other] P-Positionen bis S = { $upto } ({ $count } davon): { $list }
}
cks-s-at-loses = — eine P-Position: Wer am Zug ist, verliert.
cks-s-at-wins = — wer am Zug ist, gewinnt.
cks-s-set-title = die Menge { $set }

## (b) Wegnehmspiele (Schwenk)

cks-t-h-title = Schwenks Folge <span class="math">H</span>
cks-t-h-explain = <i>H</i><sub>1</sub> = 1 und <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>,
    wobei <i>m</i> das kleinste <i>j</i> mit <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i> ist.
    Schwenk: Ist <i>f</i> monoton wachsend und <i>f</i>(<i>x</i>) ≥ <i>x</i>, so sind die verlierenden Starthaufen genau
    die Glieder von <i>H</i>.
cks-t-claims-title = Schwenks Voraussetzungen und was gilt
cks-t-compare-title = <span class="math">H</span> neben den Verluststarts, <span class="math">B<sub>f</sub></span> und <span class="math">g(N) = N</span>
cks-t-repr-title = Die spieleigene Binärdarstellung von <span class="math">N</span>
cks-t-repr-explain = Schreibe <i>N</i> gierig mit Gliedern von <i>H</i>, das größte zuerst: eine Ziffer pro Glied,
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> von links nach rechts, 1, wo es verwendet wird. Von einem Haufen, der nicht in
    <i>H</i> liegt, ist der Gewinnzug, <strong>die äußerste rechte 1 zu entfernen</strong>: Nimm den kleinsten Teil.
cks-t-repr-quick =
    .aria-label = Beispielwerte für N
cks-t-play-explain = Unter dem Haufen: der Haufen mit <i>H</i> geschrieben, vor dem letzten Zug (die Wegnahme markiert) und jetzt.
cks-t-n-error = Gib eine ganze Zahl N ≥ 1 ein.
cks-t-failure = f(x) = { $f } ließ sich bis N = { $upto } nicht analysieren: { $message }
cks-t-kept = Weiterhin angezeigt: f(x) = { $f } für N ≤ { $upto }.
cks-t-progress-label = H und die Verluststarts werden berechnet
cks-t-progress = H, die Verluststarts und B_f bis N = { $upto } werden berechnet { $where ->
        [worker] im Hintergrund
       *[page] auf dieser Seite
    }…
cks-t-share-move-fn = Das Zugfunktionsspiel mit demselben f

## (c) Grundy-Werte und Summen

cks-g-table-title = Grundy-Werte <span class="math">G(N, x)</span>
cks-g-table-explain = Eine Position ist ein Haufen aus <i>N</i> Spielsteinen, von dem der Spieler am Zug höchstens <i>x</i> nehmen darf.
    <i>G</i>(0, <i>x</i>) = 0 und <i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}.
    Ein Spiel beginnt bei (<i>N</i>, <i>N</i> − 1); es ist für den Spieler am Zug genau dann verloren, wenn <i>G</i> = 0.
cks-g-canvas =
    .aria-label = Grundy-Werte G(N, x) als Farben
cks-g-start-title = Jeder Start: <span class="math">G(N, N − 1)</span>
cks-g-start-explain = Der Grundy-Wert eines Spiels, das mit <i>N</i> Spielsteinen beginnt (der erste Zug darf alles außer dem ganzen
    Haufen nehmen). Die Nullen sind die Verluststarts — Schwenks <i>H</i>, wenn seine Voraussetzungen gelten.
cks-g-play-title = Eine Reihe von Haufen: die Summe von Spielen
cks-g-play-explain = Jeder Haufen ist ein eigenes Wegnehmspiel, gestartet wie oben; ein Zug nimmt von einem Haufen, innerhalb der
    eigenen Grenze dieses Haufens. Wer den letzten Spielstein des letzten Haufens nimmt, gewinnt. Der Spieler am Zug gewinnt genau dann, wenn die
    <strong>Nim-Summe</strong> (binäres XOR, ⊕) der Grundy-Werte der Haufen nicht 0 ist.
cks-g-caption = G(N, x): Zeilen N, Spalten x
cks-g-region = Die Tabelle von G(N, x)
cks-g-cell-start = { $cell } — der Start eines Spiels mit { $n }
cks-g-readout = Zeige auf das Bild, um G(N, x) abzulesen.
cks-g-axis-x = x (höchstens so viel darf genommen werden)
cks-g-axis-n = N (der Haufen)
cks-g-heat-max = { $g } (der größte abgetastete Wert).
cks-g-heat-samples = Jede Zelle ist eine Stichprobe: { $size } Werte (N, x) von { $all }.
cks-g-heat-cells = Eine Zelle pro (N, x).
cks-g-legend-zero = G = 0: Wer am Zug ist, verliert
cks-g-legend-start = der Start (N, N − 1) eines Spiels mit N
cks-g-failure = G(N, x) für f(x) = { $f } ließ sich bis N = { $upto } nicht berechnen: { $message }
cks-g-progress-label = Die Grundy-Werte werden berechnet
cks-g-progress = G(N, x) wird für jedes N ≤ { $upto } berechnet { $where ->
        [worker] im Hintergrund
       *[page] auf dieser Seite
    }…
cks-g-strip-lose = { $g } — ein Verluststart
cks-g-share-row = Die Reihe von Spielen
## (c) Das Brett einer Reihe von Spielen

cks-b-choose-pile = Wähle einen Haufen
cks-b-pile-label = Haufen { $i }: { $pile } Spielsteine, höchstens { $max } dürfen genommen werden, Grundy-Wert { $g }
cks-b-pile-name = Haufen { $i }
cks-b-pile-max = 1 … { $max } nehmen
cks-b-pile-empty = leer
cks-b-pile-no-move = kein Zug
cks-b-nim-sum = Nim-Summe:
cks-b-nim-sum-zero = — 0: Wer am Zug ist, verliert bei bestem Spiel.
cks-b-nim-sum-not-zero = — nicht 0: Wer am Zug ist, kann gewinnen.
cks-b-play-again = Noch einmal spielen
cks-b-setting-up = Wird vorbereitet…
cks-b-thinking = Die Engine denkt nach…
cks-b-choose = Wähle einen Haufen, dann, wie viele du nimmst.
cks-b-take-button = { $k } von Haufen { $i } nehmen
cks-b-take-bar = Wie viele von Haufen { $i } nehmen
cks-b-take-label = Von Haufen { $i } nehmen:
cks-b-take-input = Spielsteine, die von Haufen { $i } genommen werden, 1 bis { $max }
cks-b-take-input-label = Von Haufen { $i } nehmen (1 … { $max }):
cks-b-take = Nehmen
`;
