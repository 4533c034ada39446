// The sentences the lesson "Single-delete Nim" composes in its script, in German (see en.js).
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

## Bausteine, die mehrere Sätze teilen

single-delete-nim-s-is-kind = { $kind ->
        [P] { $position } ist eine P-Position
       *[N] { $position } ist eine N-Position
    }
single-delete-nim-s-two-sentences = { $first } { $second }
single-delete-nim-s-both = { $first }; { $second }
single-delete-nim-s-list-semicolon = {"; "}
single-delete-nim-s-where = { $k } Haufen mit jeweils 1 … { $max }
single-delete-nim-s-engine-finds = { $kind ->
        [P] die Engine findet { $position } als P-Position
       *[N] die Engine findet { $position } als N-Position
    }
single-delete-nim-s-range-pairs = { $max } ({ $countn ->
        [one] { $count } Paar
       *[other] { $count } Paare
    })
single-delete-nim-s-range-positions = { $max } ({ $countn ->
        [one] { $count } Position
       *[other] { $count } Positionen
    })

## Gewinnen oder verlieren?

single-delete-nim-s-choice-win = Ich gewinne (eine N-Position)
single-delete-nim-s-choice-lose = Ich verliere (eine P-Position)
single-delete-nim-s-need-win = Wenn du gewinnst, muss einer deiner Züge deinem Gegner eine Position lassen, in der er verliert (eine P-Position). Findest du ihn?
single-delete-nim-s-need-lose = Wenn du verlierst, muss jeder deiner Züge deinem Gegner eine Position lassen, in der er gewinnt (eine N-Position). Gibt es einen, bei dem das nicht so ist?
single-delete-nim-s-pn-answer = { $kind ->
        [P] { $position } ist eine P-Position: Bei bestem Spiel beider Seiten verliert der Spieler am Zug
       *[N] { $position } ist eine N-Position: Bei bestem Spiel beider Seiten gewinnt der Spieler am Zug
    }

## Die Züge der Engine, in Worten

single-delete-nim-s-move-by = indem er die { $deleted } entfernt und die { $split } in { $x } und { $y } teilt
single-delete-nim-s-move-after = dem Zug „{ $deleted } entfernen, { $split } in { $x } und { $y } teilen“
single-delete-nim-s-opponent-wins = dann gewinnt dein Gegner, { $move }.
single-delete-nim-s-opponent-stuck = dann hat dein Gegner keinen Gewinnzug.
single-delete-nim-s-no-move = Von { $position } aus ist kein Zug möglich: Der Spieler am Zug verliert.
single-delete-nim-s-moves-win = Von { $position } aus gewinnt der Spieler am Zug, { $move }: Das lässt { $leaves } übrig, und { $reply }
single-delete-nim-s-moves-lose = Von { $position } aus lässt sich jeder Zug beantworten. Zum Beispiel gewinnt nach { $move } (übrig bleibt { $leaves }) der andere Spieler, { $reply }.
single-delete-nim-s-own-move = mit einem eigenen Zug
single-delete-nim-s-reply-none = der andere Spieler kann überhaupt nicht ziehen.
single-delete-nim-s-reply-of = was der andere Spieler auch tut, es gibt eine Antwort: Nach { $move } antwortet der Spieler, { $reply }.
single-delete-nim-s-reply-last = was der andere Spieler auch tut, es gibt eine Antwort: Nach { $move } ist kein Zug mehr möglich.

## Nenne eine Gewinnteilung x der 12

single-delete-nim-s-split-none = kein x gewinnt
single-delete-nim-s-split-wins = Die 12 in { $x } + { $y } zu teilen, gewinnt.
single-delete-nim-s-split-all-n = Jede Teilung lässt eine N-Position übrig.
single-delete-nim-s-split-some = Ein x gewinnt. Probiere die Teilungen eine nach der anderen aus: Nach welcher verliert dein Gegner?
single-delete-nim-s-split-try = Probiere die Teilungen eine nach der anderen aus.
single-delete-nim-s-split-range = Beide neuen Haufen brauchen mindestens einen Spielstein: x liegt zwischen 1 und 11.
single-delete-nim-s-split-range-clue = Beide neuen Haufen brauchen mindestens einen Spielstein, also liegt x zwischen 1 und 11 ({ $typed } nicht).
single-delete-nim-s-leaves-reply = Dein Zug lässt { $leaves } übrig: { $reply }
single-delete-nim-s-leaves-why = Dein Zug lässt { $leaves } übrig. { $why }
single-delete-nim-s-split-leaves = Die 12 in { $x } und { $y } zu teilen, lässt { $leaves } übrig: { $reply }

## Schritt 1: spielen

single-delete-nim-s-small-two = P: { $p }. N: { $n }.

## Schritt 2: vorhersagen

single-delete-nim-s-pn-3-5 = Haufen aus 3 und 5, du bist am Zug. Gewinnst oder verlierst du, wenn beide bestmöglich spielen?
single-delete-nim-s-clue-3-5 = Probiere auf Papier jeden Zug aus: einen Haufen entfernen, den anderen teilen. Was kann dein Gegner danach tun?
single-delete-nim-s-split-12 = Haufen aus 12 und 7, du bist am Zug. Du entfernst die 7 und teilst die 12 in x und 12 − x. Nenne ein x, das gewinnt.
single-delete-nim-s-split-12-note = (Gib 0 ein, wenn keines gewinnt.)
single-delete-nim-s-answer-12 = Von (12, 7) aus, wenn man die 7 entfernt: Die Gewinnteilungen sind x = { $list }.
single-delete-nim-s-answer-12-none = Von (12, 7) aus, wenn man die 7 entfernt: Keine Teilung gewinnt.

## Schritt 3: Welche Paare sind P-Positionen?

single-delete-nim-s-pattern-2 = Welcher Satz beschreibt die P-Positionen mit zwei Haufen (die dunklen Felder der Karte) — alle und nichts anderes: beide Haufen ungerade, a + b gerade, beide Haufen gleich oder mindestens ein Haufen ungerade?
single-delete-nim-s-pattern-odd = Beide Haufen sind ungerade
single-delete-nim-s-pattern-odd-words = beide Haufen sind ungerade
single-delete-nim-s-pattern-sum = a + b ist gerade
single-delete-nim-s-pattern-sum-words = a + b ist gerade
single-delete-nim-s-pattern-equal = Die beiden Haufen sind gleich
single-delete-nim-s-pattern-equal-words = die beiden Haufen sind gleich
single-delete-nim-s-pattern-one-odd = Mindestens ein Haufen ist ungerade
single-delete-nim-s-pattern-one-odd-words = mindestens ein Haufen ist ungerade
single-delete-nim-s-pattern-none = keiner dieser Sätze
single-delete-nim-s-pattern-agrees = „{ $words }“ stimmt mit der Engine überein, auf { $countn ->
        [one] dem einen Paar
       *[other] allen { $count } Paaren
    } bis { $max }.
single-delete-nim-s-pattern-says = { $kind ->
        [P] Bei { $position } sagt der Satz „{ $words }“ N, aber die Engine findet eine P-Position.
       *[N] Bei { $position } sagt der Satz „{ $words }“ P, aber die Engine findet eine N-Position.
    }
single-delete-nim-s-pattern-covers = „{ $label }“ stimmt auf jedem dunklen Feld, aber auch bei { $position }, einem hellen Feld (einer N-Position). Welcher Satz passt auf die dunklen Felder und auf nichts sonst?
single-delete-nim-s-pattern-only = Jedes Paar, bei dem „{ $label }“ stimmt, ist ein dunkles Feld, aber { $position } ist auch dunkel. Welcher Satz passt auf alle dunklen Felder?
single-delete-nim-s-pattern-wrong = { $is }, und „{ $label }“ liegt dort falsch. Zeige auf ein paar dunkle und ein paar helle Felder: Was haben die Haufen der dunklen gemeinsam?
single-delete-nim-s-agrees-pairs = die Engine stimmt zu, auf { $countn ->
        [one] dem einen Paar
       *[other] allen { $count } Paaren
    } bis { $max }
single-delete-nim-s-equal-all-p = die Engine: Jedes Paar gleicher Haufen bis { $max } ist P

## Schritt 4: drei Haufen

single-delete-nim-s-digits-beyond = Die Lektion löst { $k } Haufen bis { $max }; der Bereich Lösch-Nim im Labor geht weiter.
single-delete-nim-s-pn-6-10-12 = Haufen aus 6, 10 und 12, du bist am Zug. Gewinnst oder verlierst du bei bestem Spiel?
single-delete-nim-s-clue-6-10-12 = Zeichne oben 6, 10 und 12. Stehen ihre am weitesten rechts stehenden 1en in einer Spalte?
single-delete-nim-s-split-three = Von 6, 10 und 12 aus entfernst du die 6 und teilst die 12 in x und 12 − x; die 10 bleibt. Nenne ein x, das gewinnt.
single-delete-nim-s-split-three-note = (Gib 0 ein, wenn keines gewinnt; zeichne die Haufen oben, um ihre am weitesten rechts stehenden 1en zu vergleichen.)
single-delete-nim-s-challenge-p = Nach dem Urteil der Engine selbst ist (7, 10, 12) eine P-Position: Gegen perfektes Spiel kannst du nicht gewinnen. Sieh dir an, wie sie sich herauswindet.
single-delete-nim-s-challenge-n = Nach dem Urteil der Engine selbst kannst du von (7, 10, 12) aus gewinnen, aber nur mit genauem Spiel.
single-delete-nim-s-three-nim = { $kind ->
        [P] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, und die Engine findet eine P-Position
       *[N] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, und die Engine findet eine N-Position
    }
single-delete-nim-s-agrees-three = die Engine stimmt bei jeder Position aus 3 Haufen bis { $max } zu

## Schritt 5: vier Haufen

single-delete-nim-s-pn-1-2-2-2 = Haufen aus 1, 2, 2 und 2, du bist am Zug. Ihre Bewertungen sind 0, 1, 1, 1: nicht alle gleich. Gewinnst oder verlierst du?
single-delete-nim-s-clue-1-2-2-2 = Entferne einen Haufen und teile einen anderen auf jede mögliche Weise: Bleibt eine Position übrig, vor der du gern stehen würdest?
single-delete-nim-s-with-valuations = { $kind ->
        [P] { $position } ist eine P-Position, mit den Bewertungen { $valuations }
       *[N] { $position } ist eine N-Position, mit den Bewertungen { $valuations }
    }
single-delete-nim-s-only-some-p = von { $totaln ->
        [one] der einen Position
       *[other] den { $total } Positionen
    } mit den Bewertungen { $valuations } sind nur { $p } P
single-delete-nim-s-for-where = für { $where }: { $found }
single-delete-nim-s-agrees-where = die Engine stimmt bei jeder Position aus { $where } zu

## Schritt 6: jeden Haufen verdoppeln

single-delete-nim-s-double-2 = Verdopple beide Haufen aus 1 und 1: Haufen aus 2 und 2, du bist am Zug. Gewinnst oder verlierst du?
single-delete-nim-s-double-2-clue-n = Bei 2 und 2 gibt es nur eine Art von Zug: eine 2 entfernen, die andere in 1 und 1 teilen. Wer steckt danach fest?
single-delete-nim-s-double-2-clue-p = Bei 2 und 2 gibt es nur eine Art von Zug: eine 2 entfernen, die andere in 1 und 1 teilen. Kann dein Gegner danach noch ziehen?
single-delete-nim-s-double-5 = Fünf Haufen aus 1, verdoppelt, sind fünf Haufen aus 2. Bleibt das Urteil beim Verdoppeln hier gleich (P bleibt P, N bleibt N)?
single-delete-nim-s-choice-same = Ja, das gleiche Urteil
single-delete-nim-s-choice-changes = Nein, das Urteil ändert sich
single-delete-nim-s-double-5-same = gleich: beide sind { $kind }
single-delete-nim-s-double-5-changes = es ändert sich: (1, 1, 1, 1, 1) ist { $one }, (2, 2, 2, 2, 2) ist { $two }
single-delete-nim-s-double-5-clue-same = Prüfe beide Seiten: fünf Haufen aus 1 — kann der Spieler am Zug etwas teilen? Fünf Haufen aus 2 — wie viele Züge kann die Partie dauern, und wer macht den letzten?
single-delete-nim-s-double-5-clue-changes = Prüfe beide Seiten: fünf Haufen aus 1 — kann der Spieler am Zug etwas teilen? Fünf Haufen aus 2 — zähle die Züge: Jeder entfernt eine 2 und teilt eine 2. Wer macht den letzten?
single-delete-nim-s-doubling-k = { $k } Haufen
single-delete-nim-s-doubling-range = (jeweils 1 … { $max }):
single-delete-nim-s-in-binary = { $piles } binär
single-delete-nim-s-double-all = die Engine findet Gegenbeispiele für { $list } Haufen; das erste: { $first }
single-delete-nim-s-double-all-holds = die Engine findet auf ihren Bereichen kein Gegenbeispiel für 2 bis 8 Haufen

## Schritt 7: die Regel ändern

single-delete-nim-s-rule-summary = die Engine hat { $countn ->
        [one] { $count } Position
       *[other] { $count } Positionen
    } gelöst; P-Positionen darunter: { $p }, in { $groupsn ->
        [one] { $groups } Bewertungsmuster.
       *[other] { $groups } Bewertungsmustern.
    }
single-delete-nim-s-on-this-range = { $name } auf diesem Bereich: { $why }.
single-delete-nim-s-rule-twos = { $k } Haufen aus je 2 ({ $piles }), du bist am Zug. Gewinnst oder verlierst du?
single-delete-nim-s-clue-twos = Jeder Zug entfernt eine 2 und teilt eine 2 in 1 + 1. Zähle, wie viele Züge die Partie dauern kann.
single-delete-nim-s-rule-patterns = Für { $rule }: In wie viele verschiedene Bewertungsmuster fallen die P-Positionen?
single-delete-nim-s-rule-patterns-why = Für { $rule }: P-Positionen: { $p }, in { $groups ->
        [one] { $groups } Muster
       *[other] { $groups } Mustern
    }; eine Aussage der Arbeit erklärt { $covered } davon, die Suche hat die übrigen gefunden.
single-delete-nim-s-too-many = { $typed } sind zu viele. Bei zwei Haufen hat jede P-Position das Muster 0, 0; bei dreien teilen die Haufen eine Bewertung. Welche Bewertungen kann ein Haufen von höchstens { $max } haben?
single-delete-nim-s-too-few = { $typed } sind zu wenige. Bei zwei Haufen hat jede P-Position das Muster 0, 0; bei dreien teilen die Haufen eine Bewertung. Welche Bewertungen kann ein Haufen von höchstens { $max } haben?
single-delete-nim-s-rule-odd-holds = die Suche stimmt zu für { $rule }, und für 2 bis 8 Haufen auf den Bereichen von Schritt 6
single-delete-nim-s-rule-twos-fails = die Engine: Bei Haufen aus 2 gewinnt der Spieler am Zug, wenn es { $list } davon sind
single-delete-nim-s-rule-twos-holds = die Engine: Der Spieler am Zug verliert bei jeder Anzahl von Haufen von 2 bis 8
single-delete-nim-s-chips-label = Haufen k:
single-delete-nim-s-chip =
    .title = { $k } Haufen
single-delete-nim-s-range-whole = S ist eine ganze Zahl, mindestens 2.
single-delete-nim-s-range-limit = Mit { $k } Haufen löst die Lektion Haufen bis { $max } (das Labor geht weiter).
`;
