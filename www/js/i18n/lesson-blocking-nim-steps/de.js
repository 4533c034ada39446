// The sentences the Blocking Nim lesson's script composes, in German (see en.js).
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

## Gemeinsame Wörter: Läufe, die Gründe der Engine, die Auswahl

blocking-nim-s-run = { $from } bis { $to }
blocking-nim-s-then = { $before }, dann { $after }
blocking-nim-s-and-also = { $before }; { $after }
blocking-nim-s-game-over = { $why }.
blocking-nim-s-engine-forbids = Die Engine als Gegner, der dort verbietet: „{ $why }“
blocking-nim-s-choice-safe = Sicher: Wer am Zug ist, verliert
blocking-nim-s-choice-unsafe = Unsicher: Wer am Zug ist, gewinnt
blocking-nim-s-none-up-to = keiner bis { $upto }

## Schritt 1: ein paar Partien spielen

blocking-nim-s-move-3 = Im Zug { $move } zum Beispiel nimmt, wer am Zug ist, zwischen { $least } und { $most } Spielsteine, und der Gegner darf vorher bis zu { $blocks } { $count ->
        [one] dieser einen Möglichkeit
       *[other] dieser { $count } Möglichkeiten
    } verbieten.
blocking-nim-s-play-start = Vom Haufen { $pile } im Zug { $move } aus { $safe ->
        [safe] verliert der erste Spieler bei bestem Spiel des Gegners: Der Haufen ist sicher
       *[unsafe] gewinnt der erste Spieler bei bestem Spiel: Der Haufen ist unsicher
    } (vollständige Suche).
blocking-nim-s-first-wins-false = für { $rule }: Haufen { $pile } ist im Zug { $move } sicher, also verliert der erste Spieler von dort aus
blocking-nim-s-first-wins-true = für { $rule } ist kein Haufen von { $from } bis { $upto } im Zug { $move } sicher

## Schritt 2: sichere Haufen, Zug für Zug

blocking-nim-s-safe-list = { $runs } (jeder Haufen bis { $upto } durchprobiert).
blocking-nim-s-safe-list-none = keiner (jeder Haufen bis { $upto } durchprobiert).
blocking-nim-s-small-safe-false = Haufen { $pile } ist im Zug { $move } unsicher, obwohl er kleiner als { $bound } ist
blocking-nim-s-small-safe-true = für { $rule }: In den Zügen 1 bis { $moves } ist jeder Haufen unter { $bounds } sicher – dort kann der Gegner jede Möglichkeit verbieten
blocking-nim-s-same-every-move-false = Haufen { $pile } ist im Zug 1 { $first ->
        [safe] sicher
       *[unsafe] unsicher
    }, aber im Zug { $move } { $then ->
        [safe] sicher
       *[unsafe] unsicher
    }
blocking-nim-s-same-every-move-true = für { $rule } haben die Züge 1 bis { $moves } dieselben sicheren Haufen bis { $upto }
blocking-nim-s-is-safe = Ist ein Haufen mit { $pile ->
        [one] einem Spielstein
       *[other] { $pile } Spielsteinen
    } im Zug { $move } sicher?
blocking-nim-s-pile-is = Haufen { $pile } ist im Zug { $move } { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }
blocking-nim-s-brute-pile-is = Vollständige Suche: Haufen { $pile } ist im Zug { $move } { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }.
blocking-nim-s-clue-safe-15-3 = Schreib die Entnahmen auf, die im Zug { $move } von { $pile } aus erlaubt sind. Welche davon hinterlassen einen Haufen, der im Zug { $next } sicher ist – und wie viele kann der Gegner verbieten?
blocking-nim-s-clue-safe-4-2 = Welche Entnahmen sind im Zug { $move } von { $pile } aus erlaubt, und was hinterlässt jede für Zug { $next }? Vergleiche die Zahl der Gewinnentnahmen mit { $c }.

## Schritt 3: den nächsten sicheren Haufen vorhersagen (und Schritt 5, für die gewählten Folgen)

blocking-nim-s-next = Im Zug { $move } beginnen die sicheren Haufen so: { $runs }. Welcher ist im Zug { $move } der nächste sichere Haufen nach { $after }?
blocking-nim-s-next-rule = Für { $rule }: Im Zug { $move } beginnen die sicheren Haufen so: { $runs }. Welcher ist im Zug { $move } der nächste sichere Haufen nach { $after }?
blocking-nim-s-type-0 = (Gib 0 ein, wenn es bis { $upto } keinen gibt.)
blocking-nim-s-next-why-none = Vollständige Suche: Jeder Haufen von { $from } bis { $upto } ist im Zug { $move } unsicher.
blocking-nim-s-next-why-gap = Vollständige Suche: Die Haufen { $from } bis { $to } sind im Zug { $move } unsicher, und Haufen { $pile } ist sicher.
blocking-nim-s-next-why = Vollständige Suche: Haufen { $pile } ist sicher.
blocking-nim-s-clue-general = Welche Entnahmen hinterlassen, von einem Haufen knapp über { $after } aus, einen Haufen, der im Zug { $next } sicher ist? Sind es mehr als { $c }, so viele, wie der Gegner höchstens verbieten darf?
blocking-nim-s-clue-there-is = Nach { $after } gibt es bis { $upto } einen sicheren Haufen.
blocking-nim-s-clue-not-above = { $n } liegt nicht über { $after }: Gefragt ist der erste sichere Haufen nach { $after }.
blocking-nim-s-clue-beyond = { $n } liegt jenseits der Haufen, die die Engine hier durchprobiert hat (bis { $upto }).
blocking-nim-s-clue-not-first = Haufen { $pile } ist im Zug { $move } sicher – aber er ist nicht der erste sichere Haufen nach { $after }: Es gibt einen kleineren.
blocking-nim-s-clue-unsafe = Haufen { $pile } ist im Zug { $move } unsicher.
blocking-nim-s-clue-too-few = Such einen Haufen, bei dem, wer am Zug ist, zu wenige Gewinnentnahmen hat.
blocking-nim-s-too-few-runs = zu wenige sichere Läufe bis { $upto }, um das zu entscheiden: { $runs }
blocking-nim-s-even-runs-true = bis { $upto } beginnen die Läufe nach dem ersten bei { $starts }, { $gap ->
        [one] direkt hintereinander
       *[other] im Abstand von { $gap } Haufen
    }
blocking-nim-s-even-runs-false = bis { $upto } beginnen die Läufe nach dem ersten bei { $starts }
blocking-nim-s-same-length-true = bis { $upto } hat jeder Lauf { $length ->
        [one] einen Haufen
       *[other] { $length } Haufen
    }
blocking-nim-s-same-length-false = bis { $upto } sind die Läufe { $runs }

## Schritt 4: die Strategie, wo die sicheren Läufe liegen

blocking-nim-s-conditions-apply = { $one }; { $two }. Also ist Satz 1 anwendbar.
blocking-nim-s-conditions-fail = { $one }; { $two }. Also verspricht Satz 1 hier nichts: Vergleiche unten.
blocking-nim-s-challenge-safe = Das Urteil der Engine (vollständige Suche): Der Haufen ist im Zug { $move } sicher – der erste Spieler kann bei bestem Spiel des Gegners nicht gewinnen. Sieh dir an, wie sie verbietet.
blocking-nim-s-challenge-unsafe = Das Urteil der Engine (vollständige Suche): Der Haufen ist im Zug { $move } unsicher – der erste Spieler kann gewinnen, aber nur mit genau den richtigen Entnahmen und Verboten.
blocking-nim-s-formula-exact-false = für { $rule } ist die Formel falsch: { $diff }
blocking-nim-s-formula-exact-true = für { $rule } stimmen beide in den Zügen 1 bis { $moves } überein, für Haufen bis { $upto }
blocking-nim-s-shrunk-none = für { $rule } gibt es kein solches Spiel: { $error }
blocking-nim-s-shrunk-false = für { $rule } ist Haufen { $pile } im Zug { $move } mit Verboten { $blocks ->
        [safe] sicher
       *[unsafe] unsicher
    }, ohne aber { $without ->
        [safe] sicher
       *[unsafe] unsicher
    }
blocking-nim-s-shrunk-true = für { $rule } haben beide Spiele in den Zügen 1 bis { $moves } dieselben sicheren Haufen, für Haufen bis { $upto }
blocking-nim-s-ordinal = { $index ->
        [0] erste
        [1] zweite
        [2] dritte
        [3] vierte
       *[other] fünfte
    }
blocking-nim-s-run-4 = Nutze die Regel oben: Wo beginnt der { $nth } sichere Lauf im Zug { $move }? Der zweite beginnt bei { $second }; jeder weitere Lauf addiert die nächsten beiden Klammern, { $next }, und so weiter.
blocking-nim-s-interval = { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    } { $run }
blocking-nim-s-run-4-clue = Lies { $values } und die nächsten Werte in der Tabelle von Schritt { $step } ab und addiere die Klammern eine nach der anderen.
blocking-nim-s-run-4-before = Bei { $n } beginnt der { $nth } sichere Lauf, nicht der { $asked }: Addiere die nächsten beiden Klammern.
blocking-nim-s-run-4-short = { $n } ist um eins zu klein: Der Lauf beginnt genau bei der Summe der Klammern.
blocking-nim-s-run-4-inside = { $n } liegt in diesem sicheren Lauf, aber dort beginnt er nicht.
blocking-nim-s-run-4-no-run = die Formel liefert keinen solchen Lauf
blocking-nim-s-run-4-answer = der { $nth } sichere Lauf beginnt bei { $start }
blocking-nim-s-run-4-why = Satz 1 im Zug { $move }, von Haufen { $pile } aufwärts: { $intervals }. Der { $nth } sichere Lauf, gefunden durch Ausprobieren jeder Partie: { $found }.
blocking-nim-s-huge = Nutze die Formel aus Satz 1: Ist ein Haufen mit { $pile } Spielsteinen im Zug { $move } sicher? (So weit reicht die vollständige Suche nicht.)
blocking-nim-s-formula-says = die Formel sagt { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }
blocking-nim-s-huge-why = Satz 1: { $pile } liegt im Zug { $move } im { $safe ->
        [safe] sicheren
       *[unsafe] unsicheren
    } Intervall { $interval } (die Engine ist { $steps ->
        [one] { $steps } Paar
       *[other] { $steps } Paare
    } von Schranken durchgegangen und dort vorausgesprungen, wo die Folgen konstant sind).
blocking-nim-s-huge-sure = Die Bedingungen (1) und (2) gelten für diese Folgen, also garantiert Satz 1 das.
blocking-nim-s-huge-unsure = Die Bedingungen (1) und (2) gelten für diese Folgen nicht: Das sagt nur die Formel, kein Satz.
blocking-nim-s-huge-clue = Wo die Folgen konstant sind, wiederholen sich die Intervalle mit einer festen Periode: Finde sie, dann teile.

## Schritt 5: die Regel ändern

blocking-nim-s-safe-move-1 = { $runs } (vollständige Suche).
blocking-nim-s-theorem-now-wrong = { $rule }: Hier ist die Formel falsch, zuerst bei { $diff }.
blocking-nim-s-theorem-now-right = { $rule }: Die Intervalle aus Satz 1 sind in den Zügen 1 bis { $moves } genau die sicheren Haufen (Haufen bis { $upto }).
blocking-nim-s-brute-safe-piles = vollständige Suche: Die sicheren Haufen bis { $upto } sind { $runs }
blocking-nim-s-brute-pile = vollständige Suche: Haufen { $pile } ist { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }
blocking-nim-s-multiples = vollständige Suche: Die sicheren Haufen bis { $upto } sind die Vielfachen von { $n }
blocking-nim-s-not-multiples = vollständige Suche: Haufen { $pile } ist { $safe ->
        [safe] sicher
       *[unsafe] unsicher
    }; die sicheren Haufen sind { $runs }, …
blocking-nim-s-example = Beispiel { $name }
blocking-nim-s-use-example = Beispiel { $name } verwenden: { $rule }

## Schritt 6: die Zusammenfassung des Artikels im Test

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] „hinreichend“
       *[necessity] „notwendig“
    } — { $verdict ->
        [holds] gilt
        [contradicted] widerlegt
       *[not-applicable] hier nicht geprüft
    }
blocking-nim-s-summary-now = { $verdicts }.
blocking-nim-s-claim-false = für { $rule } (Haufen bis { $upto }, Züge 1 bis { $moves }): { $why }
blocking-nim-s-claim-true = kein Gegenbeispiel in den Fällen, in denen sie anwendbar ist: { $count ->
        [one] eine Wahl der Folgen
       *[other] { $count } Wahlen der Folgen
    } (die Beispiele und die jetzt gewählten Folgen; Haufen bis { $upto }, Züge 1 bis { $moves })
blocking-nim-s-summary-holds = Für { $rule }: Die schwächere Bedingung gilt in jedem Zug. Sag voraus: Sind die Läufe der Formel in den Zügen 1 bis { $moves } genau die sicheren Haufen?
blocking-nim-s-summary-fails = Für { $rule }: Die schwächere Bedingung gilt nicht ({ $why }). Sag voraus: Sind die Läufe der Formel in den Zügen 1 bis { $moves } genau die sicheren Haufen?
blocking-nim-s-summary-yes = Ja, die Läufe sind die sicheren Haufen
blocking-nim-s-summary-no = Nein, das Durchprobieren jeder Partie findet andere sichere Haufen
blocking-nim-s-yes = ja
blocking-nim-s-no = nein
blocking-nim-s-summary-wrong = Die Formel ist falsch: { $diff }.
blocking-nim-s-summary-right = Die vollständige Suche stimmt in den Zügen 1 bis { $moves } mit den Intervallen überein, für Haufen bis { $upto }.
blocking-nim-s-summary-clue = Probier die kleinsten Haufen im Zug { $move } von Hand aus: Vergleiche bei jedem die Zahl der Gewinnentnahmen mit { $c }.
`;
