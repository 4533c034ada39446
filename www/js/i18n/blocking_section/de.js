// The blocking-Nim section's words in German (see en.js).
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

## Die erste Karte: die Regeln und die Folgen

bns-doc-title = Nim Lab — Blockier-Nim: Der Gegner verbietet manche Züge
bns-title = Blockier-Nim: die Folgen <span class="math">c<sub>i</sub></span>, <span class="math">m<sub>i</sub></span>, <span class="math">M<sub>i</sub></span>
bns-intro-rules = Die Züge werden über die ganze Partie durchnummeriert: 1, 2, 3, … Im Zug <i>i</i> muss, wer am Zug ist,
    <i>x</i> Spielsteine nehmen, mit <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i> (und nicht mehr, als der Haufen hat).
    Vorher darf der Gegner bis zu <i>c<sub>i</sub></i> dieser Möglichkeiten <strong>verbieten</strong>.
    Wer keine erlaubte Möglichkeit mehr hat, verliert. Ein Haufen ist <strong>sicher</strong>, wenn verliert,
    wer von ihm aus am Zug ist; <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
    gibt an, wie viele Möglichkeiten über eine hinaus die Verbote immer überstehen.
bns-intro-typing = Gib jede Folge als Term in <i>i</i> ein (<span class="mono">i + 2</span>, <span class="mono">i/3</span>,
    <span class="mono">min(i, 4)</span>, <span class="mono">if i % 2 == 0 then 3 else 5</span>) oder als Liste, deren
    letzter Wert sich wiederholt (<span class="mono">1, 0, 0</span> bedeutet 1, 0, 0, 0, …).
bns-read-list = Gelesen als { $seq }, … (der letzte Wert wiederholt sich)
bns-read-list-same = Gelesen als { $seq }, … (der letzte Wert wiederholt sich) — in jedem Zug gleich
bns-read-list-from = Gelesen als { $seq }, … (der letzte Wert wiederholt sich) — konstant ab i = { $from }
bns-read-expr = Gelesen als { $seq }
bns-read-expr-same = Gelesen als { $seq } — in jedem Zug gleich
bns-read-expr-from = Gelesen als { $seq } — konstant ab i = { $from }
bns-link-unusable = Einige Einstellungen für Blockier-Nim im Link konnten nicht verwendet werden:
bns-link-example-used = Stattdessen wird das Beispiel aus dem Artikel verwendet.
bns-presets-group = Beispielfolgen
bns-values-table = Die ersten Werte der Folgen
bns-values-region = Die ersten Werte der Folgen
bns-values-caption = Die ersten Werte von c, m, M und u = M − m − c
bns-progress-label = Das Spiel wird durch vollständige Suche gelöst
bns-progress = Jeder Haufen 0 … { $upto } in den Zügen 1 … { $moves } wird durch vollständige Suche gelöst, { $where ->
        [worker] im Hintergrund
       *[page] auf dieser Seite
    }…
bns-cancelled = Abgebrochen.
bns-cancelled-showing = Abgebrochen. Weiterhin gezeigt: Haufen 0 … { $upto }, Züge 1 … { $moves }.
bns-share-game = Das Spiel

## Die Beispiele (Name, Notiz, Bildunterschrift)

bns-preset-paper = Beispiel aus dem Artikel
bns-preset-paper-note = Zug 3: [5, 10], c = 2
bns-preset-paper-caption = Das durchgerechnete Beispiel des Artikels: Im Zug 3 sind die Möglichkeiten [5, 10] mit c₃ = 2, also darf der Gegner zwei der sechs Entnahmen 5 … 10 verbieten. Haufen 15 ist im Zug 3 sicher: Die einzigen Gewinnzüge, 9 und 10, werden verboten (probier es unten im Formelkasten aus: Haufen 15, Zug 3).
bns-preset-nim = 1–3 nehmen, keine Verbote
bns-preset-nim-note = Nim
bns-preset-nim-caption = Gar keine Verbote (c = 0): das klassische Subtraktionsspiel. Die sicheren Haufen sind die Vielfachen von 4.
bns-preset-block-one = 1–4 nehmen, 1 verbieten
bns-preset-block-one-caption = Vier Entnahmen, von denen der Gegner eine verbieten darf: Die sicheren Haufen kommen paarweise, alle 5 Spielsteine.
bns-preset-growing = Wachsend
bns-preset-growing-note = 1 bis i + 2 nehmen, i/3 verbieten
bns-preset-growing-caption = Der Bereich der Entnahmen und die Zahl der Verbote wachsen mit der Zugnummer; die Bedingungen (1) und (2) gelten.
bns-preset-summary-holds = Bedingung der Zusammenfassung gilt, Formel falsch
bns-preset-summary-holds-caption = c = 1, 0, 0, …: Die Verbote nehmen ab, also gilt Bedingung (1) nicht. Laut Zusammenfassung genügt ihre schwächere Bedingung (u_i ≥ 0 und Lemma 1) — sie gilt hier, und doch widerspricht die vollständige Suche der Formel.
bns-preset-summary-fails = Formel richtig, Bedingung der Zusammenfassung gilt nicht
bns-preset-summary-fails-caption = Die Zusammenfassung nennt ihre Bedingung notwendig. Hier gilt sie nicht, und doch liefert die Formel genau die sicheren Haufen.
bns-preset-all-blocked = Alles kann verboten werden
bns-preset-all-blocked-caption = Eine Möglichkeit pro Zug, und der Gegner darf sie verbieten: u_i = −1, niemand kann je ziehen, jeder Haufen ist sicher.

## Die Urteile

bns-verdicts-title = Die Aussagen des Artikels im Test gegen die vollständige Suche
bns-results-for = für
bns-results-range = c = { $c } | m = { $m } | M = { $M }; Haufen 0 … { $upto }, Züge 1 … { $moves }
bns-diff = Haufen { $pile } im Zug { $move }: laut vollständiger Suche { $brute ->
        [safe] sicher
       *[unsafe] unsicher
    }, laut Formel { $formula ->
        [safe] sicher
       *[unsafe] unsicher
    }
bns-banner-holds = Die Intervalle aus Satz 1 sind genau die sicheren Haufen in jedem Zug 1 … { $moves } (Haufen 0 … { $upto }).
bns-banner-fails = Die Formel ist hier falsch: Die vollständige Suche widerspricht den Intervallen aus Satz 1 { $count ->
        [one] im Zug
       *[other] in den Zügen
    } { $moves }.
bns-banner-first = Erster Unterschied: { $diff }.
bns-banner-explain = Die sicheren Haufen unten sind die der vollständigen Suche; die Intervalle der Formel sind zum Vergleich daneben gezeichnet.
bns-conditions-title = Die Bedingungen
bns-cond-one = die Zahl der Verbote nimmt nie ab
bns-cond-two = mindestens eine Möglichkeit übersteht die Verbote, und im Lauf des Spiels nie weniger
bns-cond-weak-name = Zusammenfassung
bns-cond-weak-and = und
bns-cond-weak = die schwächere Bedingung der Zusammenfassung (die Ungleichungen aus Lemma 1)
bns-cond-holds = gilt
bns-cond-fails = gilt nicht
bns-cond-at = bei i = { $at }
bns-coverage-whole = Jede Folge ist ab einem i konstant, also decken diese Prüfungen jeden Zug ab.
bns-coverage-part = Geprüft für i = 1 … { $indices } (eine Folge ändert sich hier immer weiter, also deckt keine endliche Prüfung jedes i ab).
bns-claims-title = Die Aussagen, geprüft
bns-claims-list = Die Aussagen des Artikels
bns-verdict-holds = gilt
bns-verdict-contradicted = widerlegt
bns-verdict-not-applicable = nicht anwendbar

## Das Bild der sicheren Haufen

bns-picture-title = Sichere und unsichere Haufen, Zug für Zug
bns-picture-explain = Eine Zeile für jeden Zug <i>k</i>. Ein gefülltes Quadrat: Haufen <i>n</i> ist im Zug <i>k</i> laut
    vollständiger Suche sicher (wer am Zug ist, verliert). Die Klammer unter einer Zeile: das sichere Intervall aus Satz 1 [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1] für die Folgen ab Zug <i>k</i>.
    Rot: Vollständige Suche und Formel widersprechen sich — dort ist die Formel falsch.
    Zieh über das Bild, um einige Haufen zu vergrößern; doppelklicke, um wieder alle zu sehen.
bns-picture-label = Sichere Haufen nach Zug
bns-legend-safe = sicher (vollständige Suche)
bns-legend-unsafe = unsicher
bns-legend-interval = sicheres Intervall aus Satz 1
bns-legend-diff = vollständige Suche und Satz 1 widersprechen sich
bns-readout = Zeig auf eine Zeile, um einen Haufen abzulesen. Zieh über das Bild, um zu vergrößern.
bns-readout-zoomed = Zeig auf eine Zeile, um einen Haufen abzulesen. Zieh über das Bild, um zu vergrößern; doppelklicke, um wieder jeden Haufen zu sehen.
bns-readout-pile = Zug { $move }, Haufen { $pile }: laut vollständiger Suche { $brute ->
        [safe] sicher
       *[unsafe] unsicher
    }; Satz 1: { $formula ->
        [safe] sicher
       *[unsafe] unsicher
    }.
bns-readout-pile-interval = Zug { $move }, Haufen { $pile }: laut vollständiger Suche { $brute ->
        [safe] sicher
       *[unsafe] unsicher
    }; Satz 1: { $formula ->
        [safe] sicher
       *[unsafe] unsicher
    } (Intervall { $interval }).
bns-readout-pile-disagree = Zug { $move }, Haufen { $pile }: laut vollständiger Suche { $brute ->
        [safe] sicher
       *[unsafe] unsicher
    }; Satz 1: { $formula ->
        [safe] sicher
       *[unsafe] unsicher
    } — sie widersprechen sich: Die Formel ist hier falsch.
bns-readout-pile-interval-disagree = Zug { $move }, Haufen { $pile }: laut vollständiger Suche { $brute ->
        [safe] sicher
       *[unsafe] unsicher
    }; Satz 1: { $formula ->
        [safe] sicher
       *[unsafe] unsicher
    } (Intervall { $interval }) — sie widersprechen sich: Die Formel ist hier falsch.
bns-canvas-axis = Haufen n →
bns-canvas-move = Zug { $move }
bns-canvas-right = Formel richtig
bns-canvas-wrong = Formel falsch
bns-canvas-right-short = richtig
bns-canvas-wrong-short = falsch
bns-canvas-label = Sichere Haufen { $from } bis { $to } in den Zügen 1 bis { $rows }: vollständige Suche gefüllt, Intervalle aus Satz 1 als Klammern; { $mismatches ->
        [one] { $mismatches } Haufen
       *[other] { $mismatches } Haufen
    } mit Widerspruch
bns-scale-cells = Ein Quadrat pro Haufen.
bns-scale-columns = Jede Pixelspalte umfasst etwa { $piles } Haufen; ihre Tönung ist der Anteil sicherer Haufen.

## Die Tabelle der Läufe

bns-runs-title = Sichere Läufe laut vollständiger Suche neben den Intervallen aus Satz 1
bns-runs-move = Zug
bns-runs-brute = Sichere Haufen laut vollständiger Suche
bns-runs-formula = Sichere Intervalle aus Satz 1
bns-runs-verdict = Urteil
bns-runs-more = … und { $more } weitere
bns-runs-more-differ = … und { $more } weitere ({ $missing } davon abweichend)
bns-runs-none = keine
bns-runs-same = gleich
bns-runs-wrong = die Formel ist hier falsch
bns-runs-first = zuerst bei { $diff }
bns-runs-weak-holds = Bedingung der Zusammenfassung ab Zug { $move }: gilt
bns-runs-weak-fails = Bedingung der Zusammenfassung ab Zug { $move }: gilt nicht

## Der Formelkasten

bns-formula-title = Die Formel aus Satz 1 für jeden Haufen
bns-formula-explain = Die Schranken <i>A<sub>j</sub></i> und <i>B<sub>j</sub></i> sind Summen der Folgen, daher
    antwortet die Formel sofort, selbst für 10<sup>18</sup> Spielsteine. Ein Satz ist sie nur, wo ihre Bedingungen gelten;
    für Haufen und Züge, die oben durch vollständige Suche gelöst wurden, steht deren Antwort daneben.
bns-formula-pile = Haufen <span class="math">n</span> (bis 10^18)
bns-formula-move = im Zug <span class="math">k</span>
bns-formula-quick =
    .aria-label = Beispielhaufen
bns-quick-try = Probier:
bns-quick-paper = Haufen 15, Zug 3
bns-formula-enter-pile = Gib einen Haufen ein: eine ganze Zahl n ≥ 0 (auch 10^18 geht).
bns-formula-enter-move = Gib eine Zugnummer k ≥ 1 ein.
bns-formula-answer = Satz 1: Haufen <strong>{ $pile }</strong> ist im Zug { $move } <strong class="b-formula-word">{ $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }</strong> ({ $safe ->
        [safe] wer am Zug ist, verliert
       *[unsafe] wer am Zug ist, gewinnt
    }).
bns-formula-interval = Er liegt im { $safe ->
        [safe] sicheren
       *[unsafe] unsicheren
    } Intervall <strong class="mono">[{ $from }, { $to }]</strong>{ $bounds } für die Folgen ab Zug { $move }.
bns-formula-steps = Die Engine ist { $steps ->
        [one] { $steps } Paar
       *[other] { $steps } Paare
    } von Schranken (A_j, B_j) durchgegangen und ist, wo die Folgen konstant sind, per Division vorgesprungen.
bns-formula-beyond = Jenseits der Haufen und Züge, die oben durch vollständige Suche gelöst wurden.
bns-formula-beyond-fails = Jenseits der oben gelösten Haufen, und die Bedingungen (1) und (2) gelten hier nicht: Der Satz garantiert diese Antwort nicht.
bns-formula-wrong = Die Formel ist hier falsch:
bns-formula-wrong-brute = Laut vollständiger Suche ist Haufen { $pile } im Zug { $move } { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }.
bns-formula-agrees = Die vollständige Suche stimmt zu: Haufen { $pile } ist im Zug { $move } { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }.

## Gegen die Engine spielen: die Karte

bns-play-title = Gegen die Engine spielen
bns-play-intro = Jeder Zug hat zwei Schritte: Zuerst verbietet der Gegner dessen, der am Zug ist, bis zu
    <i>c<sub>k</sub></i> der Möglichkeiten, dann nimmt der Spieler eine der übrigen. Die Engine verbietet vor deinen
    Zügen; du verbietest vor ihren Zügen.
bns-player = Blockier-Nim gegen die Engine
bns-start-pile-error = Starthaufen: { $error }
`;
