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
err-game-over = das Spiel ist vorbei: starte ein neues
err-over-no-move = das Spiel ist vorbei: kein Zug ist erlaubt, starte ein neues
err-over-no-pile = das Spiel ist vorbei: auf keinem Haufen ist ein Zug erlaubt, starte ein neues
err-over-no-split = das Spiel ist vorbei: jeder Haufen hat 1 Spielstein, also lässt sich kein Haufen teilen; starte ein neues
err-no-numbered = es gibt keinen erlaubten Zug mit der Nummer { $i }: es gibt { $count }
err-not-finished = die Analyse ist noch nicht fertig: rufe advance() auf, bis es 1 zurückgibt
err-take-max = unerlaubter Zug: du musst zwischen 1 und { $max } nehmen (das Maximum jetzt), nicht { $take }
err-take-range = unerlaubter Zug: du musst zwischen { $from } und { $to } nehmen, nicht { $take }
err-take-set = unerlaubter Zug: von { $pile } darfst du { $takes } nehmen, nicht { $take }
err-list-or = { $rest } oder { $last }
err-take-forbidden = unerlaubter Zug: { $take } zu nehmen wurde verboten
err-blocks-set = die Möglichkeiten für Zug { $k } sind schon verboten: jetzt nimmt, wer am Zug ist
err-forbidden-twice = eine Möglichkeit wird zweimal verboten
err-forbid-many = im Zug { $k } darf man höchstens c_{ $i } = { $c ->
        [one] { $c } Möglichkeit
       *[other] { $c } Möglichkeiten
    } verbieten, nicht { $n }
err-not-option = { $x } ist keine Möglichkeit: die Möglichkeiten sind { $from }..{ $to }
err-block-first = zuerst verbietet der Gegner bis zu c_{ $i } Möglichkeiten (block, auch wenn er keine verbietet)
err-no-blocks = der Gegner hat noch nichts verboten
err-no-pile-row = es gibt keinen Haufen { $i }: die Reihe hat die Haufen 1..{ $count }
err-pile-stuck = auf Haufen { $i } ist kein Zug erlaubt (er hat { $pile } bei der Grenze { $limit })
err-take-from-pile = unerlaubter Zug: nimm von Haufen { $i } zwischen 1 und { $max }, nicht { $take }
err-no-pile-to = unerlaubter Zug: es gibt keinen Haufen { $i } zum { $what ->
        [delete] Entfernen
       *[split] Teilen
    }; die Haufen sind 1 bis { $count }
err-delete-split = unerlaubter Zug: Haufen { $i } kann nicht zugleich entfernt und geteilt werden; teile einen anderen Haufen
err-split-one = unerlaubter Zug: Haufen { $i } hat 1 Spielstein und lässt sich nicht teilen
err-split-range = unerlaubter Zug: Haufen { $i } mit { $pile } wird in x + { $pile } − x geteilt, mit x von 1 bis { $max }, nicht { $x }
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
why-tabulated = f ist nicht nachweislich monoton wachsend, also wird g tabelliert, und die Tabellen enden bei 2·10^7
`;
