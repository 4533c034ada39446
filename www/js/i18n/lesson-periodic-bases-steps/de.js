// The sentences the lesson "Periodic rules and several bases" composes in its script, in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, wie jeder Katalog sie nennt.

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

## Bausteine, die mehrere Sätze teilen

periodic-bases-s-two-sentences = { $first } { $second }
periodic-bases-s-list-more = { $list }, …
periodic-bases-s-semicolon = {"; "}
periodic-bases-s-example2 = Beispiel 2
periodic-bases-s-rule-with = { $f } mit Periode t = { $t }
periodic-bases-s-rule-paper = { $f } mit Periode t = { $t } (Beispiel 2 des Artikels)
periodic-bases-s-not-a-move = Von einem Haufen mit { $pile } darfst du 1 bis { $max } nehmen, also ist { $k } hier kein möglicher Zug.
periodic-bases-s-take-wins = Wer { $k } nimmt, gewinnt.
periodic-bases-s-take-leaves = Nimmst du { $k }, bleiben { $left }; der andere Spieler darf dann bis zu { $limit } nehmen und gewinnt, indem er { $reply } nimmt.
periodic-bases-s-for-rule = für { $rule }: { $text }
periodic-bases-s-analysis-error = Die Engine konnte die Spiele für { $rule } nicht berechnen: { $error }

## Schritt 1: das Spiel des Artikels spielen

periodic-bases-s-limits = nach einem Zug von { $x } von einem Haufen mit { $odd } darf der nächste Spieler höchstens { $fodd } nehmen; bei einem Haufen mit { $even } höchstens { $feven }.
periodic-bases-s-limits-answer = In { $game }, für { $rule }: { $limits }

## Schritt 2: ein Haufen, zwei Spiele

periodic-bases-s-other-game = das Spiel { $game } gegen denselben Anfänger
periodic-bases-s-other-game-same = das Spiel { $game }, das bei t = 1 dasselbe ist wie { $first } (1 ⊕ n = 0 für jedes n)
periodic-bases-s-losing-starts = In { $g0 } verliert der erste Spieler bei N = { $list0 }; in { $g1 } bei N = { $list1 } (alle N ≤ { $upto } geprüft).
periodic-bases-s-losing-differ = Haufen bis { $upto }, die in einem Spiel verlieren und im anderen gewinnen: { $list }.
periodic-bases-s-losing-differ-none = Bei dieser Regel gibt es keinen Haufen bis { $upto }, der in einem der Spiele { $g0 }, { $g1 } verliert und im anderen gewinnt.
periodic-bases-s-residue = { $game } für t = { $t }
periodic-bases-s-same-losers-false = für { $rule } verliert der erste Spieler bei { $n } in { $g0 }, gewinnt aber vom selben Haufen aus in { $g1 }
periodic-bases-s-same-losers-true = für { $rule } verliert jeder verlierende Haufen von { $g0 } bis { $upto } auch in { $g1 }
periodic-bases-s-fibonacci-true = für { $rule } sind es genau die Fibonacci-Zahlen bis { $upto }
periodic-bases-s-fibonacci-false = für { $rule } sind es { $list }
periodic-bases-s-pile-8 = Für { $rule }: ein Haufen mit { $pile }, der erste Zug darf 1 bis { $max } nehmen. Gewinnt oder verliert der erste Spieler bei bestem Spiel in { $g0 } und in { $g1 }?
periodic-bases-s-wins-both = gewinnt in beiden Spielen
periodic-bases-s-wins-loses = gewinnt in { $g0 }, verliert in { $g1 }
periodic-bases-s-loses-wins = verliert in { $g0 }, gewinnt in { $g1 }
periodic-bases-s-loses-both = verliert in beiden Spielen
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] der erste Spieler gewinnt in { $g0 } und auch in { $g1 }
        [win-lose] der erste Spieler gewinnt in { $g0 } und verliert in { $g1 }
        [lose-win] der erste Spieler verliert in { $g0 } und gewinnt in { $g1 }
       *[lose-lose] der erste Spieler verliert in { $g0 } und auch in { $g1 }
    }
periodic-bases-s-look-again = schau dir { $game } noch einmal an: Probiere auf Papier jeden ersten Zug von { $pile } aus – nach einem Zug von k darf der Gegner bis zu { $limit } nehmen.
periodic-bases-s-half-right = Deine Antwort für { $game } stimmt; { $look }
periodic-bases-s-both-wrong = Beide Hälften brauchen einen zweiten Blick. Probiere auf Papier jeden ersten Zug von { $pile } aus: Nach einem Zug von k darf der Gegner in { $g0 } bis zu { $f0 } nehmen und in { $g1 } bis zu { $f1 }.
periodic-bases-s-lose-other = Für { $rule }: Nenne einen Haufen N über { $above }, bei dem der erste Spieler (der alles außer dem ganzen Haufen nehmen darf) in { $game } verliert.
periodic-bases-s-at-least-one = N muss ein Haufen mit mindestens einem Spielstein sein.
periodic-bases-s-at-least-two = Ein Spiel braucht einen Haufen mit mindestens { $count } Spielsteinen (der erste Zug darf nicht den ganzen Haufen nehmen).
periodic-bases-s-losing-not-above = { $n } ist ein verlierender Haufen von { $game }, liegt aber nicht über { $above }.
periodic-bases-s-losing-smaller = { $n } ist ein verlierender Haufen von { $game }, aber es gibt einen kleineren, der ebenfalls über { $above } liegt.
periodic-bases-s-losing-in-other = { $n } ist ein verlierender Haufen von { $g0 }, aber in { $g1 } gewinnt der erste Spieler von dort, indem er { $take } nimmt.
periodic-bases-s-wins-by-taking = Bei { $n } in { $game } gewinnt der erste Spieler, indem er { $take } nimmt.
periodic-bases-s-smaller-pile = Such einen kleineren Haufen: einen bis { $upto }.
periodic-bases-s-for-example = zum Beispiel { $list }
periodic-bases-s-none-up-to = keiner bis { $upto }

## Schritt 3: der kleinste Gewinnzug in jedem Spiel

periodic-bases-s-g-examples = { $g0 } und { $g1 } für { $rule }.
periodic-bases-s-g-order-false = für { $rule }: { $a }, aber { $b }
periodic-bases-s-g-order-true = für { $rule } bei jedem n ≤ { $upto }
periodic-bases-s-predict-g = Sag { $g } für { $rule } voraus: die kleinste Anzahl von Spielsteinen, mit der man von einem Haufen mit { $pile } in { $game } gewinnt.
periodic-bases-s-wins-too = Mit { $k } gewinnst du auch, aber von { $pile } aus gewinnt in { $game } auch eine kleinere Anzahl von Spielsteinen.
periodic-bases-s-in-game = In { $game }: { $clue }

## Schritt 4: die Strategie, mehrere Basen

periodic-bases-s-member-wins = für { $rule }: { $b } liegt in { $base }, und doch gewinnt der erste Spieler von dort in { $game }
periodic-bases-s-member-wins-theta = für { $rule }: { $b } liegt in { $base }, und doch gewinnt der erste Spieler von dort in { $game }, indem er { $theta } nimmt
periodic-bases-s-loser-not-member = für { $rule }: Der erste Spieler verliert bei { $n } in { $game }, und dieser Haufen liegt nicht in { $base }
periodic-bases-s-losers-are-base = für { $rule } in jedem Spiel, bei jedem Haufen bis { $upto }
periodic-bases-s-example-piles =
    .aria-label = Beispielhaufen
periodic-bases-s-try = Probier:
periodic-bases-s-game-label = Spiel
periodic-bases-s-pile-label = Haufen
periodic-bases-s-repr-empty = Gib eine ganze Zahl { $formula } ein.
periodic-bases-s-move-100 = Für { $rule }, Spiel { $game }: ein Haufen mit { $pile }, der erste Zug bis { $max }. Wie viele Spielsteine nimmst du, um zu gewinnen?
periodic-bases-s-write-pile = Schreibe { $pile } im Spiel { $game } mit dem Werkzeug oben und sieh dir den letzten Teil an.
periodic-bases-s-take-smallest = { $take } nehmen (der kleinste Gewinnzug)
periodic-bases-s-every-move-loses = hier verliert jeder Zug

## Schritt 5: Beispiel 2 im Vergleich mit dem Artikel

periodic-bases-s-fibonacci-nim = für { $rule }: { $base } = { $list } (jedes Element bis { $upto }).
periodic-bases-s-golden = in Beispiel 2 sind die letzten beiden Elemente von { $base } bis { $upto } { $a } und { $b }: ein Verhältnis von { $ratio }; der Goldene Schnitt ist { $phi }
periodic-bases-s-ex2-member = Der Artikel schreibt das Element Nummer { $k } von { $base } in Beispiel 2 (gezählt ab 0) als { $expression }, mit { $fib }. Welche Zahl ist das?
periodic-bases-s-nothing = nichts (außerhalb ihres Bereichs)
periodic-bases-s-ex2-why = Die Engine hat für Element { $k } von { $base } den Wert { $computed } berechnet; die Formel des Artikels ergibt { $formula }: { $agree ->
        [yes] Sie stimmen überein
       *[no] Sie weichen voneinander ab
    }.
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } ist zu groß.
       *[small] { $v } ist zu klein.
    } Schreib die Fibonacci-Zahlen ab { $fib } auf (jede ist die Summe der beiden vorherigen), such die aus, die die Formel nennt, und addiere oder subtrahiere, wie sie es sagt.

## Schritt 6: die Regel ändern

periodic-bases-s-base-begins = { $base } beginnt mit { $list }
periodic-bases-s-bases-start = { $parts }.
periodic-bases-s-losing-starts-short = für { $rule } verliert der erste Spieler in { $game } bei { $list }
periodic-bases-s-starts-123-true = für { $rule } beginnt jede Basis so
periodic-bases-s-starts-123-false = für { $rule } beginnt { $base } mit { $list }
periodic-bases-s-t-bases = für { $rule }: { $bases } bis { $upto } bei { $games }
periodic-bases-s-bases-count = { $count ->
        [one] { $count } verschiedene Basis
       *[other] { $count } verschiedene Basen
    }
periodic-bases-s-games-count = { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spielen
    }
periodic-bases-s-lose-rule = Sag für { $rule } voraus: Was ist der kleinste Haufen über { $above }, bei dem der erste Spieler in { $game } verliert?
periodic-bases-s-look-table = Die Tabelle in Schritt 3 zeigt, wo { $formula } gilt.
periodic-bases-s-look-table-losing = Die Tabelle in Schritt 3 zeigt die Haufen, bei denen { $formula } gilt: Das sind die verlierenden Haufen.
periodic-bases-s-lose-rule-why = Die verlierenden Haufen von { $game } für { $rule }: { $list }.
periodic-bases-s-example2-label = Beispiel 2
periodic-bases-s-note-paper = der Artikel, { $t }
periodic-bases-s-note-fibonacci = { $t }: Fibonacci-Nim
periodic-bases-s-or-type = oder gib eine ein:
periodic-bases-s-period = Periode
periodic-bases-s-use-rule = Diese Regel verwenden

## Schritt 7: die Bedingung von Satz 1 und wo seine Folgerungen scheitern

periodic-bases-s-condition-survivor = für { $rule } ist Bedingung (2) verletzt, und doch gilt jede Folgerung auf 1 … { $upto }
periodic-bases-s-condition-needed = für jede Regel auf dieser Seite, die Bedingung (2) verletzt (es sind { $count }), scheitert auch eine Folgerung
periodic-bases-s-condition-never-fails = keine Regel auf dieser Seite verletzt Bedingung (2)
periodic-bases-s-condition = Für { $rule }: Gilt Bedingung (2), { $formula }, für alle n und x?
periodic-bases-s-it-holds = Ja, sie gilt
periodic-bases-s-it-fails = Nein, sie ist irgendwo verletzt
periodic-bases-s-condition-holds = ja, sie gilt
periodic-bases-s-condition-fails = nein, sie ist verletzt bei { $at }
periodic-bases-s-condition-clue-yes = Such nach einem Abfall: Vergleiche für jedes { $range } den Wert { $next } mit { $now } für kleine x. Fällt die Grenze jemals um 2 oder mehr, wenn x um 1 wächst?
periodic-bases-s-condition-clue-no = Ein Abfall um genau 1 ist erlaubt. Vergleiche für jedes { $range } den Wert { $next } mit { $now }: Ist irgendein Abfall größer als 1?
periodic-bases-s-theorem1-member = Für { $rule } nimmt die Konstruktion von Satz 1 die Zahl { $n } in { $base } auf. Gewinnt oder verliert der erste Spieler von einem Haufen mit { $n } in { $game }, wenn der erste Zug bis { $max } nehmen darf?
periodic-bases-s-first-wins = Der erste Spieler gewinnt
periodic-bases-s-first-loses = Der erste Spieler verliert
periodic-bases-s-member-answer = { $result ->
        [win] der erste Spieler gewinnt bei { $n } in { $game }
       *[lose] der erste Spieler verliert bei { $n } in { $game }
    }
periodic-bases-s-member-clue-lose = Folgerung 1 von Satz 1 sagt, dass der erste Spieler bei jedem Element der Basis verliert – aber nur, wenn Bedingung (2) gilt. Gilt sie hier? Probiere die ersten Züge auf Papier aus.
periodic-bases-s-member-clue-win = Probiere auf Papier jeden ersten Zug aus: Kann der Gegner nach jedem mit einem Gewinnzug antworten?
`;
