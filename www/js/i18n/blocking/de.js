// The blocking-Nim engine's sentences in German (see en.js).
export const ftl = String.raw`
bn-list-none = nichts
bn-list-one = { $a }
bn-list-and = { $rest } und { $last }
bn-list-or = { $rest } oder { $last }
bn-list-long-and = { $first }, … und { $last } (insgesamt { $count })
bn-list-long-or = { $first }, … oder { $last } (insgesamt { $count })
bn-end-small = der Haufen ({ $pile }) ist kleiner als m_{ $i } = { $m }: Kein Zug ist möglich
bn-end-all-forbidden = im Zug { $k } wurde jede Möglichkeit verboten: Wer am Zug ist, kann nicht ziehen
bn-theorem-safe = Satz 1: { $pile } liegt im Zug { $k } im sicheren Intervall { $interval }
bn-theorem-unsafe = Satz 1: { $pile } liegt im Zug { $k } im unsicheren Intervall { $interval }
bn-theorem-off = die Formel aus Satz 1 ergibt hier etwas anderes, sie gilt hier nicht
bn-block-none = Im Zug { $k } kannst du mit keiner Entnahme gewinnen: Jede Möglichkeit hinterlässt einen Haufen, der im Zug { $next } unsicher ist (ein Sieg für mich).
bn-block-all = Wenn du { $wins } nimmst, gewinnst du ({ $n ->
        [one] das hinterlässt
       *[other] jede dieser Entnahmen hinterlässt
    } einen Haufen, der im Zug { $next } sicher ist). Ich darf c_{ $i } = { $c ->
        [one] { $c } Möglichkeit
       *[other] { $c } Möglichkeiten
    } verbieten, also verbiete ich { $n ->
        [one] diese Entnahme
       *[other] sie alle
    }: Was du jetzt auch nimmst, du verlierst.
bn-block-few = Du hast { $n ->
        [one] { $n } Gewinnzug
       *[other] { $n } Gewinnzüge
    } ({ $wins }), und ich darf nur c_{ $i } = { $c } verbieten: Du hast noch einen Gewinnzug.
bn-block-also = { $why } Außerdem verbiete ich { $filler } (die kleinsten Entnahmen), um das Spiel abzukürzen.
bn-forbid-verdict-free = Von hier aus kannst du gewinnen: Kein Zug, den die Engine machen darf, bringt ihr den Sieg, also darfst du bis zu { $c ->
        [one] { $c } Möglichkeit
       *[other] { $c } Möglichkeiten
    } verbieten und gewinnst trotzdem.
bn-forbid-verdict-win = Von hier aus kannst du gewinnen: Die Engine hat nur { $n ->
        [one] { $n } Gewinnzug
       *[other] { $n } Gewinnzüge
    }, und du darfst bis zu { $c ->
        [one] { $c } Möglichkeit
       *[other] { $c } Möglichkeiten
    } verbieten.
bn-forbid-verdict-lose = Die Engine kann von hier aus gewinnen, egal was du verbietest, wenn sie ihr Bestes spielt: Sie hat { $n ->
        [one] { $n } Gewinnzug
       *[other] { $n } Gewinnzüge
    }, und du darfst nur bis zu { $c ->
        [one] { $c } Möglichkeit
       *[other] { $c } Möglichkeiten
    } verbieten.
bn-forbid-structure = Worauf es ankommt: Ein Haufen ist sicher, wenn bei bestem Spiel verliert, wer von ihm aus ziehen muss. Die Engine wird { $from } bis { $to } nehmen und { $low } bis { $high } übrig lassen; im Zug { $next }, in dem du ziehst, { $n ->
        [0] ist keiner davon sicher
        [one] ist davon nur { $safe } sicher
       *[other] sind davon { $safe } sicher
    }. Eine Entnahme, die einen sicheren Haufen hinterlässt, bringt der Engine den Sieg: { $n ->
        [0] Es gibt keine
        [one] Das ist { $wins }
       *[other] Das sind { $wins }
    }.
bn-forbid-any = Verbiete, was du willst, oder nichts: Jede Entnahme hinterlässt dir einen Haufen, von dem aus du gewinnen kannst.
bn-forbid-all = Verbiete { $forbid }: Dann hinterlässt dir jede Entnahme, die der Engine bleibt, einen Haufen, von dem aus du gewinnen kannst.
bn-forbid-some = Verbiete { $forbid }: Die Engine hat dann noch { $n ->
        [one] { $n } Gewinnzug
       *[other] { $n } Gewinnzüge
    } ({ $left }), aber sie muss { $n ->
        [one] ihn
       *[other] einen
    } erst finden.
bn-because-win = ein erlaubter Zug hinterlässt einen Haufen, der im Zug { $next } sicher ist, wo verliert, wer am Zug ist.
bn-because-lose = kein erlaubter Zug hinterlässt einen Haufen, der im Zug { $next } sicher ist.
bn-reached-none = keiner davon ist sicher
bn-reached-one = davon ist { $safe } sicher
bn-reached-some = davon sind { $safe } sicher
bn-reached-many = davon sind { $n } sicher ({ $first }, …)
bn-forbidden-nothing = Im Zug { $k } darf nichts verboten werden.
bn-forbade-none = Dein Gegner durfte bis zu c_{ $i } = { $c ->
        [one] { $c } Zug
       *[other] { $c } Züge
    } verbieten und hat keinen verboten.
bn-forbade = Dein Gegner durfte bis zu c_{ $i } = { $c ->
        [one] { $c } Zug
       *[other] { $c } Züge
    } verbieten und hat { $blocked } verboten.
bn-structure = Worauf es ankommt, sind die Haufen, die im Zug { $next } sicher sind: Dort verliert, wer am Zug ist, weil er nicht ziehen kann oder nicht mehr Gewinnzüge hat, als du dann verbieten darfst (c_{ $i } = { $c }). Wer { $from } bis { $to } nimmt, erreicht die Haufen { $low } bis { $high }, und { $reached }. { $forbidden }
bn-after-stuck = wer dort am Zug ist, kann nicht ziehen (weniger als m_{ $i } = { $m ->
        [one] { $m } Spielstein
       *[other] { $m } Spielsteine
    })
bn-after-blocked = wer dort am Zug ist, hat höchstens c_{ $i } = { $c ->
        [one] { $c } Gewinnzug
       *[other] { $c } Gewinnzüge
    }, und der Gegner verbietet { $c ->
        [one] ihn
       *[other] sie alle
    }
bn-take-win = Nimm { $x }: Es bleiben { $pile }, ein Haufen, der im Zug { $next } sicher ist – { $after }.
bn-take-win-theorem = Nimm { $x }: Es bleiben { $pile }, ein Haufen, der im Zug { $next } sicher ist ({ $theorem }) – { $after }.
bn-i-take-win = Ich nehme { $x }: Es bleiben { $pile }, ein Haufen, der im Zug { $next } sicher ist – { $after }.
bn-i-take-win-theorem = Ich nehme { $x }: Es bleiben { $pile }, ein Haufen, der im Zug { $next } sicher ist ({ $theorem }) – { $after }.
bn-take-lose = Kein erlaubter Zug gewinnt: Jede der Entnahmen { $allowed } hinterlässt einen Haufen, der im Zug { $next } unsicher ist. Wer { $x } nimmt, hält die meisten Spielsteine im Spiel.
bn-i-take-lose = Kein erlaubter Zug gewinnt: Jede der Entnahmen { $allowed } hinterlässt einen Haufen, der im Zug { $next } unsicher ist. Ich nehme { $x }, um die meisten Spielsteine im Spiel zu halten, und hoffe auf einen Fehler.
bn-you-forbade = Du hast { $blocked } verboten. { $why }
`;
