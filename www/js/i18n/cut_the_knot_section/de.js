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
cks-example-or = { $a } oder { $b }
cks-example-but = { $a }, aber { $b }
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

cks-s-rule-statement = S ist genau dann eine P-Position, wenn S mod (Min + Max) &lt; Min gilt
cks-s-formula-statement = G(S) = ⌊(S mod (Min + Max)) / Min⌋
cks-s-rule-na = Die Regel des Artikels: nur für Min/Max-Spiele
cks-s-formula-na = Bekannte geschlossene Formel (nicht im Artikel): nur für Min/Max-Spiele
cks-s-na-what = – formuliert für ein Spiel, dessen erlaubte Anzahlen einen einzigen Bereich Min … Max bilden; diese Menge ist kein einzelner Bereich.
cks-s-rule-fails = Die Regel des Artikels gilt nicht bei S = { $s }
cks-s-formula-fails = Die bekannte geschlossene Formel (nicht im Artikel) gilt nicht bei S = { $s }
cks-s-rule-holds-all = Die Regel des Artikels gilt für jedes S
cks-s-formula-holds-all = Die bekannte geschlossene Formel (nicht im Artikel) gilt für jedes S
cks-s-rule-holds-upto = Die Regel des Artikels gilt (geprüft für S = 0 … { $upto })
cks-s-formula-holds-upto = Die bekannte geschlossene Formel (nicht im Artikel) gilt (geprüft für S = 0 … { $upto })
cks-s-here = — hier Min = { $min }, Max = { $max }, Min + Max = { $sum }.
cks-s-counterexample = Gegenbeispiel: S = { $s } (geprüft für S = 0 … { $upto }).
cks-s-periodic = G ist ab S = { $from } periodisch mit Periode { $period }
cks-s-no-period = Keine Periode gefunden
cks-s-period-what = Vorperiode { $from }, Periode { $period }: G(S + { $period }) = G(S) für jedes S ≥ { $from }.
cks-s-searched = Gesucht bis S = { $upto }.
cks-s-minmax-error = Min { $min }, Max { $max }: { $error }
cks-s-chip =
    .title = die Menge { $set }
cks-s-chip-minmax = Min { $min }, Max { $max }

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

cks-t-step-why = m = { $m }: das kleinste j mit f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span>
cks-t-members = — { $count ->
    [one] { $count } Glied
   *[other] { $count } Glieder
    } ≤ { $upto }
cks-t-h-stops = H endet:
cks-t-steps-summary = Wie jedes Glied entsteht ({ $count ->
    [one] { $count } Schritt
   *[other] { $count } Schritte
    })
cks-t-steps-explain = Jeder Schritt addiert <span class="math">H<sub>m</sub></span>, wobei m das kleinste j mit f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span> ist.
cks-t-steps-region = Wie jedes Glied entsteht
cks-t-steps-more = { $count ->
    [one] … und { $count } weiterer Schritt.
   *[other] … und { $count } weitere Schritte.
}
cks-t-status-proved = bewiesen
cks-t-status-checked = geprüft
cks-t-status-fails = verletzt
cks-t-at = bei x = { $x }
cks-t-hyp-nondecreasing = f ist monoton wachsend
cks-t-hold = Schwenks Voraussetzungen gelten: Sein Satz ist anwendbar.
cks-t-hold-failing = { $count ->
    [one] Trotzdem wird { $count } der Aussagen unten durch die Rechnung widerlegt – rot markiert.
   *[other] Trotzdem werden { $count } der Aussagen unten durch die Rechnung widerlegt – rot markiert.
}
cks-t-hold-all = Die Rechnung bestätigt jede Aussage unten im geprüften Bereich.
cks-t-fail = Schwenks Voraussetzungen gelten nicht: Sein Satz verspricht hier nichts.
cks-t-fail-some = Was trotzdem gilt und was nicht, laut Rechnung: { $holding } von { $total } Aussagen gelten, { $failing ->
    [one] { $failing } wird widerlegt.
   *[other] { $failing } werden widerlegt.
}
cks-t-fail-none = Trotzdem gilt jede Aussage unten im geprüften Bereich: Hier sind die Voraussetzungen nicht nötig.
cks-t-hypotheses = Voraussetzungen
cks-t-claims = Aussagen, geprüft
cks-t-verdict-holds = gilt
cks-t-verdict-contradicted = widerlegt
cks-t-counterexample = Gegenbeispiel:
cks-t-col-losing = Verluststart
cks-t-col-brute = vollständige Suche, N ≤ { $upto }
cks-t-col-game = das Zugfunktionsspiel
cks-t-compare-explain = Jede Zeile ist eine Zahl, die in mindestens einer der vier Mengen liegt; ● markiert die Zugehörigkeit. Eine rote Zeile: Dort weichen die Mengen voneinander ab. — : jenseits des Bereichs der vollständigen Suche.
cks-t-agree = Alle vier Mengen stimmen für N ≤ { $brute } überein (und H, B<sub>f</sub>, g(N) = N für N ≤ { $upto }).
cks-t-disagree = { $count ->
    [one] Die Mengen weichen bei { $count } Zahl voneinander ab.
   *[other] Die Mengen weichen bei { $count } Zahlen voneinander ab.
}
cks-t-disagree-first = { $count ->
    [one] Die Mengen weichen bei { $count } Zahl voneinander ab (die ersten Zeilen werden gezeigt).
   *[other] Die Mengen weichen bei { $count } Zahlen voneinander ab (die ersten Zeilen werden gezeigt).
}
cks-t-compare-region = Die vier Mengen im Vergleich
cks-t-compare-more = { $count ->
    [one] … { $count } weitere Zahl bis { $upto }.
   *[other] … { $count } weitere Zahlen bis { $upto }.
}
cks-t-compare-counts = H: { $h } · Verluststarts: { $losing } · B<sub>f</sub>: { $base } · g(N) = N: { $engine }
cks-t-digits-region = Die Ziffern von N
cks-t-digits = Ziffern:
cks-t-rightmost-wins = Entferne die äußerste rechte 1: Nimm <strong class="take-amount">{ $take }</strong>.
cks-t-rightmost-loses = Schwenks Zug, die äußerste rechte 1, wäre <strong class="take-amount">{ $take }</strong> – und hier verliert er.
cks-t-single = Eine einzige 1: { $n } ist selbst ein Glied von H.
cks-t-invalid = Die Bedingung f(t<sub>i</sub>) &lt; t<sub>i+1</sub> ist zwischen aufeinanderfolgenden Teilen verletzt: Diese gierige Summe ist keine Darstellung im Sinne Schwenks.

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
`;
