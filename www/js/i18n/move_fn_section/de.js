// The move-function section's words in German (see en.js).
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

## Die Karten des Abschnitts

mfs-doc-title = Nim Lab — Wegnahmespiele mit einem Haufen
mfs-fn-title = Zugfunktion
mfs-presets-group =
    .aria-label = Beispiele für Zugfunktionen
mfs-theorem-title = Prüfung des Hauptsatzes
mfs-table-title = Kleinster Gewinnzug <span class="math">g(N)</span>
mfs-results-for = für
mfs-table-explain = Von einem Haufen mit <i>N</i> Spielsteinen gewinnt man genau dann, wenn man mindestens <i>g</i>(<i>N</i>) Spielsteine nehmen darf:
    <i>g</i>(<i>N</i>) zu nehmen ist dann ein Gewinnzug.
mfs-legend-base = <i>N</i> liegt in der Basis <i>B<sub>f</sub></i>
mfs-plot-title = Graph von <span class="math">g(N)</span>
mfs-base-title = Die g-Basis <span class="math">B<sub>f</sub></span> und <span class="math">g<sub>0</sub></span>
mfs-repr-title = Darstellung von <span class="math">N</span> in der Basis
mfs-repr-explain = Schreib <i>N</i> gierig als Summe von Basiselementen (das größte zuerst, wie bei Zeckendorfs
    Darstellung durch Fibonacci-Zahlen). Der kleinste Teil ist der Gewinnzug.
mfs-repr-quick =
    .aria-label = Beispielwerte für N
mfs-try = Probier:
mfs-repr-empty = Gib eine ganze Zahl N ≥ 1 ein.
mfs-play-title = Gegen die Engine spielen
mfs-start-pile = Starthaufen
mfs-first-move = Erster Zug
mfs-f-read = Gelesen als { $f } — nicht beweisbar monoton wachsend
mfs-f-read-monotone = Gelesen als { $f } — monoton wachsend (aus ihrer Form bewiesen)
mfs-still-showing = Die Ergebnisse unten gelten weiterhin für { $f }.

## Die Notizen der Beispiele

mfs-note-fibonacci = Fibonacci-Nim
mfs-note-powers = Zweierpotenzen
mfs-note-not-monotone = nicht monoton
mfs-note-g-bounded = g beschränkt
mfs-note-bounded = beschränkt
mfs-example-or = { $a } oder { $b }
mfs-example-but = { $a }, aber { $b }

## Die Analyse: Fortschritt, Abbruch, Fehler

mfs-progress-label = g(N) wird berechnet
mfs-progress = g(N) wird für N ≤ { $upto } berechnet, { $where ->
        [worker] im Hintergrund
       *[page] auf dieser Seite
    }: { $pct } %
mfs-cancel = Abbrechen
mfs-cancelled = Abgebrochen.
mfs-cancelled-showing = Abgebrochen. Weiterhin gezeigt: { $f } für N ≤ { $upto }.
mfs-failure = g konnte für { $f } bis { $upto } nicht berechnet werden: { $message }

## Das Urteil

mfs-theorem-holds = Der Hauptsatz gilt auf 1 … { $upto }: g(N) = g₀(N) für jedes N
mfs-theorem-fails-at = Der Hauptsatz scheitert zuerst bei N = { $n }
mfs-theorem-fails = Der Hauptsatz scheitert
mfs-theorem-detail = { $g } laut Spiel, aber { $g0 } laut Basis.

## Die Fakten zur g-Basis

mfs-member-self = { $b } liegt in der Basis und { $g0 }
mfs-member = { $b } liegt in der Basis, { $g0 }
mfs-members-more = … { $count } weitere …
mfs-base-finite = endlich: { $last }; jedes N ist { $theta } + (kleinere Elemente)
mfs-base-infinite = kein Ende gefunden bis { $upto } (unendlich, soweit berechnet)
mfs-method-simple = <strong>einfache Konstruktion</strong>: <span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> + (das kleinste <span class="math">b<sub>i</sub></span>
    mit f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>), und g<sub>0</sub> ist auf der Basis die Identität
mfs-method-general = <strong>allgemeine Konstruktion</strong>: g<sub>0</sub> und die Basis werden aus dem berechneten g gewonnen
mfs-method-general-same = <strong>allgemeine Konstruktion</strong>: g<sub>0</sub> und die Basis werden aus dem berechneten g gewonnen
    (die einfache Konstruktion ergibt dieselbe Basis)
mfs-status-proved = bewiesen
mfs-status-checked = geprüft
mfs-status-fails = verletzt
mfs-size = Größe
mfs-built-by = Aufgebaut durch
mfs-size-members = { $count ->
        [one] { $shown } Element
       *[other] { $shown } Elemente
    } ≤ { $upto },
mfs-self-members = { $self } von { $count ->
        [one] { $shown } Element
       *[other] { $shown } Elementen
    }
mfs-members-region = Basiselemente in aufsteigender Reihenfolge
mfs-legend-other = g₀(b) < b (Wert angezeigt)
mfs-storage = Speicher
mfs-storage-of = { $count ->
        [one] Zahl speichert
       *[other] Zahlen speichern
    } die Strategie für alle N ≤ { $upto }
mfs-storage-meter = { $pct } Prozent
mfs-growth = Wachstum
mfs-conjecture = <strong>Vermutung</strong> (Holshouser und Reiter): Ist g unbeschränkt, so wachsen die Elemente von B<sub>f</sub>
    exponentiell. Nicht bewiesen — das zeigt dieses f:
mfs-ratios = <span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span> für die letzten Elemente:
mfs-gmax = größtes beobachtetes g(N): { $gmax }.
mfs-losing = <strong>Cut-the-Knot-Start</strong> (der erste Zug darf alles außer dem ganzen Haufen nehmen): Der erste Spieler verliert ab N =

## Die Darstellung von N

mfs-block-used = { $value } — verwendet
mfs-block-smallest = { $value } — verwendet — der kleinste Teil
mfs-flag-take = nimm
mfs-flag-smallest = kleinster
mfs-unused-members = { $count ->
        [one] { $shown } unbenutztes Element
       *[other] { $shown } unbenutzte Elemente
    }
mfs-blocks-label = Basiselemente vom größten zum kleinsten; verwendete gefüllt: { $terms }
mfs-digits = Ziffern (größtes Element zuerst):
mfs-winning-smallest = Kleinster Gewinnzug von { $n }: nimm { $take } = der kleinste Teil (er gewinnt, wenn das aktuelle Maximum es erlaubt)
mfs-winning-g0 = Kleinster Gewinnzug von { $n }: nimm { $take } = { $g0 }, aus dem kleinsten Teil (er gewinnt, wenn das aktuelle Maximum es erlaubt)

## Die Ansichten einer Kursseite und der Teilen-Dialog

mfs-view-table = Tabelle von g(N)
mfs-view-plot = Graph von g(N)
mfs-view-base = Die g-Basis und die Darstellung von N
mfs-number-label = Zahl <span class="math">N</span> (beliebig groß, z. B. 10^18)
mfs-share-game = Das Spiel
mfs-share-base = Die Basis und N

## Die Tabelle von g(N) und der Graph

mfs-table-previous =
    .aria-label = Vorherige Seite
mfs-table-next =
    .aria-label = Nächste Seite
mfs-table-goto = Gehe zu N
mfs-table-region = Die Wertetabelle
mfs-table-range = N = { $from } … { $to } von { $upto }
mfs-table-in-base = — N liegt in der Basis
mfs-table-caption = { $gn } für N von { $from } bis { $to }; jede Zelle zeigt N über { $gn }
mfs-plot-label = Graph von g(N) über N
mfs-plot-label-range = Graph von g(N) für N von { $from } bis { $to }; größtes gezeigtes g(N) ist { $gmax }
mfs-plot-log = logarithmische Skala für g
mfs-plot-hint = Zum Zoomen ziehen, Doppelklick setzt zurück.
mfs-plot-readout = Zeig auf den Graphen, um g(N) abzulesen.
mfs-plot-axis-log = g(N)  (log. Skala)
`;
