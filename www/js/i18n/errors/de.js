// The engine's errors in German (see en.js).
export const ftl = String.raw`
err-parse = Spalte { $column }: { $problem }
err-eval = f({ $k }): { $problem } (Spalte { $column })
err-div-zero = Division durch null
err-overflow = der Wert passt nicht in 64-Bit-Ganzzahlen
err-neg-exp = negativer Exponent
err-non-positive = f({ $k }) = { $value }, aber eine Zugfunktion muss mindestens einen Spielstein erlauben
err-small = { $what } = { $value } ist zu klein: es muss mindestens { $min } sein
err-large = { $what } = { $value } ist zu groß: die Grenze ist { $max }
err-because = { $error } ({ $why })
err-long = { $what } ist { $len } Zeichen lang: die Grenze ist { $max }
err-long-link = { $what } ist so, wie der Link es schreibt, { $len } Zeichen lang: die Grenze ist { $max }
err-long-list = { $what } ist { $len } Zahlen lang: die Grenze ist { $max }
err-the-text = der Text
err-long-expr = der Ausdruck ist länger als { $max } Zeichen
err-empty = der Ausdruck ist leer
err-write-after = schreibe die Zugfunktion nach { $head }, z. B. { $example }
err-assign = unerwartetes Zeichen '='; zum Vergleichen schreibe ==
err-unmatched = ')' ohne öffnende Klammer
err-unclosed = diese '(' wird nie geschlossen
err-want-op = erwartet wurde ein Operator, gefunden wurde { $found }
err-want-op-or = erwartet wurde ein Operator oder { $or }, gefunden wurde { $found }
err-want-op-list = erwartet wurde ein Operator, ',' oder ')', gefunden wurde { $found }
err-want-expr = erwartet wurde ein Ausdruck, gefunden wurde { $found }
err-after = nach { $after } fehlt ein Ausdruck
err-after-found = nach { $after } wurde ein Ausdruck erwartet, gefunden wurde { $found }
err-the-end = das Ende
err-comparison = { $text } ist ein Vergleich (wahr oder falsch), aber hier wird eine Zahl gebraucht; schreibe if … then … else …
err-condition = { $text } ist eine Bedingung (wahr oder falsch), aber hier wird eine Zahl gebraucht; schreibe if … then … else …
err-number = { $text } ist eine Zahl, aber hier wird eine Bedingung (wahr oder falsch) gebraucht, z. B. x > 2
err-nested = der Ausdruck ist zu tief verschachtelt (mehr als { $max } Ebenen)
err-deep = der Ausdruck ist zu lang oder zu tief verschachtelt (mehr als { $max } Ebenen)
err-chained = Vergleiche lassen sich nicht verketten; schreibe { $good } statt { $bad }
err-unknown-name = unbekannter Name { $name }; die Zugfunktion darf { $vars } verwenden
err-vars = { $count ->
        [0] hier keine Variablen
        [1] { $a }
        [2] { $a } und { $b }
       *[other] { $a }, { $b } und { $c }
    }
err-not-listed = { $name } gehört nicht zu den Variablen von { $head }; um es zu verwenden, schreibe { $want } = …
err-unavailable = { $name } ({ $var ->
        [x] die Größe des letzten Zuges
        [n] die Größe des Haufens vor dem letzten Zug
       *[i] die Nummer des Zuges
    }) gibt es in diesem Spiel nicht; die Zugfunktion darf { $vars } verwenden
err-no-word = diesem { $if } fehlt { $word }; schreibe if … then … else …
err-call = auf { $name } müssen die Argumente in Klammern folgen, z. B. { $example }
err-abs = abs nimmt genau 1 Zahl, z. B. { $example }; hier sind es { $found }
err-min-max = { $name } braucht mindestens 2 durch Kommas getrennte Zahlen, z. B. { $example }; hier sind es { $found }
err-called-f = die Zugfunktion heißt f: schreibe { $want } = … oder nur den Ausdruck nach { $eq }
err-not-var = { $name } ist keine Variable dieses Spiels; schreibe { $want } = …
err-twice = { $name } steht zweimal da; schreibe { $want } = …
err-big-number = die Zahl { $digits } ist zu groß für 64-Bit-Ganzzahlen (die größte ist { $max })
err-decimal = Dezimalzahlen werden nicht unterstützt; die Zugfunktion rechnet mit ganzen Zahlen
err-char = unerwartetes Zeichen '{ $char }'
err-char-hint = unerwartetes Zeichen '{ $char }'; { $hint }
err-use-or = schreibe { $word } (oder { $symbol })
err-use = schreibe { $symbol }
err-use-divide = schreibe / zum Teilen (es rundet ab)
err-use-minus = schreibe - (das Minus der Tastatur)
err-use-parens = klammere mit ( und )
err-no-decimals = Dezimalzahlen werden nicht unterstützt
err-power = ein Exponent ist eine ganze Zahl ab 0: schreibe x^2 oder x²
err-no-root = es gibt keine Quadratwurzel: die Zugfunktion rechnet mit ganzen Zahlen
err-named = { $name }: { $error }
err-not-whole = '{ $text }' ist keine ganze Zahl (Beispiele: 1000, 10^18, 1e6)
err-spaced-number = '{ $text }' ist keine ganze Zahl: schreibe sie ohne Leerzeichen (etwa 10000 oder 10_000)
err-past-u64 = { $text } ist größer als 2^64 − 1
err-bigint = ein BigInt größer als 2^64 − 1
err-not-count = { $what } muss eine ganze Zahl ≥ 0 sein, nicht { $value }
err-beyond-js = { $what } = { $value } liegt über 2^53 − 1; übergib die Zahl stattdessen als Dezimal-String
err-too-large = { $what } = { $value } ist zu groß: { $why }
err-spaced-item = '{ $item }' enthält ein Leerzeichen: trenne { $noun ->
        [piles] die Haufen
        [moves] die Züge
       *[numbers] die Zahlen
    } durch Kommas ({ $parts }) und schreibe eine Zahl ohne Leerzeichen ({ $joined })
err-pile-i = Haufen { $i }
err-not-pile = '{ $text }' ist keine ganze Zahl (tippe die Haufen so: 4, 6, 9)
err-set-empty = die Menge ist leer: tippe Züge wie 1, 3, 4 oder 3..5
err-want-move = vor ',' fehlt eine Zuggröße
err-not-move = '{ $text }' ist keine Zuggröße (eine ganze Zahl oder ein Bereich a..b)
err-move-range = der Zug { $move } liegt außerhalb des Bereichs: Züge sind 1..{ $max }
err-range-backwards = der Bereich { $lo }..{ $hi } endet unter seinem Anfang
err-min-above-max = Min = { $min } ist größer als Max = { $max }
err-set-work = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } × { $piles ->
        [one] { $piles } Haufen
       *[other] { $piles } Haufen
    } ist mehr Arbeit, als die Seite auf einmal erledigt (Grenze { $limit }); nimm weniger Züge oder einen kleineren Bereich
err-out-of-reach = G({ $n }) ist außer Reichweite: { $why }
err-want-number = zwischen den Kommas fehlt eine Zahl
err-not-whole-item = '{ $text }' ist keine ganze Zahl
err-at-column = { $problem } (Spalte { $column })
err-seq-at = { $name }_{ $i }: { $error }
err-c-negative = c_{ $i } = { $c } ist negativ: c_i zählt die Möglichkeiten, die verboten werden dürfen (c_i ≥ 0)
err-m-small = m_{ $i } = { $m }: jeder Zug muss mindestens einen Spielstein nehmen (m_i ≥ 1)
err-m-above-max = m_{ $i } = { $m } > M_{ $i } = { $max }: die Züge [m_i, M_i] dürfen nicht leer sein (M_i ≥ m_i)
err-no-rep = { $n } hat keine Darstellung durch H: { $why }
err-h-stops = H endet bei H_{ $k } = { $h }: kein j erfüllt f(H_j) ≥ { $h } (f({ $h }) = { $fh } < { $h }, also gilt f(x) ≥ x dort nicht)
err-h-past = H_{ $next } würde 2^64 überschreiten (H_{ $k } = { $h })
err-h-many = H hat mehr als { $max } Glieder unter { $upto }: f wächst so schnell, dass H fast jede Zahl enthält; die Liste endet bei H_{ $max } = { $h }
err-h-short = H ist zu kurz
err-brute-zero = die vollständige Suche würde selbst für upto = 0 mehr als { $max } Zustände (Haufen, Zug) lösen: lass die Folgen konstant werden (eine Liste wiederholt ihren letzten Wert)
err-formula-budget = die Formel braucht mehr als { $max } Intervalle, um Haufen { $pile } zu erreichen: Folgen, die konstant werden (eine Liste oder ein Ausdruck ohne i), werden sofort gelöst
err-positions = { $k } Haufen mit bis zu { $max } Spielsteinen sind { $count } Stellungen, zu viele, um sie hier zu lösen; bei { $k } Haufen darf der größte Haufen höchstens { $fit } sein
err-solver-piles = dieser Löser ist für { $k } Haufen gedacht, nicht für { $given }
err-map-fixes = die Karte von { $k } Haufen legt { $fixed } davon fest, nicht { $given }
err-pile-zero = Haufen { $i } ist 0: ein Haufen hat mindestens 1 Spielstein
err-count-work = die Darstellungen bis { $bound } zu zählen ist mehr Arbeit, als auf einmal erlaubt ist
err-no-value = bitte gib einen Wert ein.
err-unknown-setting = unbekannte Einstellung '{ $key }' (bekannt: { $keys })
err-not-choice = '{ $text }' ist { $what ->
        [first] keine gültige Angabe, wer beginnt
        [theme] kein Design
        [language] keine Sprache
        [level] keine Stufe
        [section] kein Bereich
        [part] kein Teil
       *[hints] keine gültige Einstellung für Tipps
    } ({ $choices })
err-not-state = kein Zustand von Nim Lab: { $what }
err-want-text = erwartet wurde Text oder eine Zahl, nicht { $what }
err-given-text = der Text '{ $text }'
err-given-number = die Zahl { $n }
err-given-nothing = nichts
err-given-object = ein Objekt
err-given-array = ein Array
err-given-long = ein Text mit { $len } Zeichen
err-given-entries = ein Objekt mit { $count } Einträgen (höchstens { $max } werden gelesen)
err-given-type = ein Wert vom Typ { $type }
err-link-pairs = der Link hat mehr als { $max } Paare Schlüssel=Wert: der Rest wurde nicht gelesen
err-elsewhere = dieses Engine-Paket (das einer einzigen Familie) liest keine { $what ->
        [f] Zugfunktionen f(x)
        [pf] Zugfunktionen f(n, x)
        [seq] Folgen des Blockier-Nim
        [set] Subtraktionsmengen
       *[row] Reihen von Haufen
    }: eine Seite mit diesem Widget lädt das vollständige Paket
err-unknown-attr = unbekanntes Attribut '{ $name }' für { $kind ->
        [view] die Ansicht
       *[game] das Spiel
    } { $widget } (bekannt: { $known })
err-not-widget = '{ $name }' ist kein Widget von Nim Lab (Spiele: { $games }; Ansichten: { $views })
err-no-widget = es ist kein Widget von Nim Lab angegeben (Spiele: { $games }; Ansichten: { $views })
err-attrs-object = die Attribute müssen ein Objekt sein, nicht { $what }
err-no-periodic = f hat die Periode { $t }: periodische Spiele brauchen die Build-Option move-fn-periodic, die diese Version weglässt
err-past-base = N = { $n } liegt jenseits der berechneten Basis (ihre Elemente sind bis { $reach } bekannt)
err-past-base-why = N = { $n } liegt jenseits der berechneten Basis (ihre Elemente sind bis { $reach } bekannt; { $why })
err-chain-reach = N = { $n }: B_{ $i } ist nur bis { $reach } bekannt, und die Darstellung braucht { $rest }
err-base-drawn = B_{ $i } ist bis { $reach } aufgelistet: B_{ $j }, aus der sie ihre Elemente nimmt, hat vorher aufgehört
err-base-slow = B_{ $i }: { $count ->
        [one] nur das erste Element ist aufgelistet
       *[other] die ersten { $count } Elemente sind aufgelistet
    }, bis { $reach }: sie wächst langsam
err-base-failed = B_{ $i } ist bis { $reach } aufgelistet, denn das nächste Element braucht einen Wert, der sich nicht berechnen lässt: { $error }
err-base-listed = die ersten { $count } Elemente sind aufgelistet, bis { $reach }
why-starts = Partien beginnen mit höchstens 10^6 Spielsteinen
why-upto = die Tabellen der Seite enden bei 10^7
why-t = die Seite löst bis zu 8 Spiele auf einmal
why-pupto = die periodischen Tabellen enden bei 10^6
why-brute = die vollständige Suche reicht bis zu Haufen von 10^6
why-bmoves = die Seite zeigt bis zu 12 Züge
why-kupto = die Tabelle der Seite endet bei 10^5
why-tupto = die Analyse des Wegnahmespiels endet bei 10^6
why-tn = die Seite zeichnet N bis 2^53 − 1
why-gupto = die Grundy-Tabelle endet bei N = 8000
why-dpiles = Lösch-Nim ist für 2 bis 8 Haufen gelöst
why-row = eine Reihe hat 1 bis 8 Haufen
why-map = die Karte legt bis zu 6 Haufen fest
why-start-row = Lösch-Nim wird mit 2 bis 8 Haufen gespielt
why-period = die Spiele G_0 … G_(t−1) werden zusammen gelöst
why-tables = die Tabellen enden bei 2·10^7
why-i64 = f wird in vorzeichenbehafteten 64-Bit-Ganzzahlen ausgewertet
why-reach = die Reichweite der Engine für dieses f
why-plays = die Seite spielt mit Haufen bis 2^53 − 1
why-tn-exact = die Seite zeichnet N bis 2^53 − 1, wo ihre Glieder exakte JavaScript-Zahlen sind
why-steps = das Tabellieren von f ist auf 5·10^8 Rechenschritte begrenzt, und dieses f ist lang
why-members = die Darstellung kommt mit den Elementen von B_f unter N, höchstens 10^5
why-games = die Spiele sind G_0 … G_(t−1)
why-first = der erste Zug muss einen Spielstein übrig lassen
why-periodic-tables = die Analyse hält vier Tabellen je Spiel, und die t Spiele teilen sich 8·10^6 Einträge
why-row-piles = Haufen in einer Reihe enden bei 2000
why-chain = ihre Kette hätte mehr als 10^4 Teile: die größten Elemente endlicher Basen wiederholen sich
why-condition = f erfüllt Bedingung (2) nicht nachweislich, also kommen die Basen aus Tabellen, die bei 2·10^7 enden
why-index = mehr, als dieser Rechner indizieren kann
why-simple = jenseits der Basis, die die einfache Konstruktion auflisten konnte
why-split = ein Spiel braucht einen Haufen zum Teilen
why-shared = die Tabellen enden bei 2·10^7 Einträgen, die sich die t Spiele teilen
why-js-exact = eine ganze JS-Zahl ist bis 2^53 − 1 exakt
why-js-string = eine ganze JS-Zahl ist bis 2^53 − 1 exakt: übergib einen String oder einen BigInt
why-seed = ein Seed ist eine ganze Zahl bis 2^53
why-table-size = die Größe der Tabelle
why-count-cells = das Zählen der Darstellungen hält höchstens 4·10^7 Zellen
why-tabulated = f ist nicht nachweislich monoton wachsend, also wird g tabelliert, und die Tabellen enden bei 2·10^7
`;
