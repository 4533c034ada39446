// The refusals of an illegal move in German (see en.js).
export const ftl = String.raw`
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
`;
