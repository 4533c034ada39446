// Single-delete Nim's game's words in German (see en.js).
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

## Die Haufen in Binärdarstellung und der Grund eines Zuges (digits.js)

sds-binary-aligned = { $piles } binär, die am weitesten rechts stehenden 1en untereinander
sds-valuation-title = { $v ->
        [one] Bewertung { $v }: { $v } Null nach der am weitesten rechts stehenden 1
       *[other] Bewertung { $v }: { $v } Nullen nach der am weitesten rechts stehenden 1
    }
sds-reason-search = die Suche fand diesen Zug

## Die Partie: das Spielfeld

sds-board-region = Dein Zug: Entferne einen Haufen und teile einen anderen
sds-board-caption = Die Haufen { $piles }: Spielsteine, dann Binärziffern mit den am weitesten rechts stehenden 1en untereinander
sds-pile = Haufen { $i }
sds-pile-counters = { $n ->
        [one] Haufen { $i }: { $count } Spielstein
       *[other] Haufen { $i }: { $count } Spielsteine
    }
sds-pile-counters-deleted = { $n ->
        [one] Haufen { $i }: { $count } Spielstein, wird entfernt
       *[other] Haufen { $i }: { $count } Spielsteine, wird entfernt
    }
sds-bar-counters = { $n ->
        [one] { $count } Spielstein
       *[other] { $count } Spielsteine
    }
sds-split-input = Haufen { $i } mit { $count } teilen: der erste Teil
sds-split-after = teilen nach
sds-split-there = Haufen { $i } hier teilen
sds-split = Teilen
sds-gap-title = teilen in { $c } + { $d }
sds-gap-label = Haufen { $i } in { $c } + { $d } teilen
sds-to-split = dieser Haufen wird geteilt
sds-delete = Entfernen
sds-deleting = Wird entfernt
sds-delete-label = Haufen { $i } ({ $count }) entfernen
sds-deleting-label = Haufen { $i } ({ $count }) wird entfernt
sds-choose = Wähle { $delete } bei einem Haufen und eine Lücke zwischen zwei Spielsteinen eines anderen Haufens, um ihn dort zu teilen.
sds-choose-delete = wähle einen Haufen zum Entfernen
sds-choice-delete = { $count } entfernen (Haufen { $i })
sds-choice-split = { $count } in { $x } + { $y } teilen
sds-choose-split = wähle, wo ein anderer Haufen geteilt wird
sds-your-move = Dein Zug: { $first }, dann { $second }.
sds-play-again = Noch einmal
sds-playing = Dein Zug wird gespielt…
sds-setting-up = Wird vorbereitet…
sds-thinking = Die Engine denkt nach…
sds-clear = Zurücksetzen

## Die Wörter der Partie (games.js)

sds-game-hint = Tipp:{" "}
sds-game-hint-none = Kein Gewinnzug:{" "}
sds-game-piles = Haufen: { $piles }
sds-game-engine = Die Engine:{" "}
sds-game-engine-moved = Ich habe Haufen { $i } ({ $deleted }) entfernt und { $whole } in { $a } + { $b } geteilt; übrig ist ({ $piles }).
sds-game-your-move = Dein Zug: Entferne einen Haufen und teile einen anderen.
sds-game-you-moved = Du hast Haufen { $i } ({ $deleted }) entfernt und { $whole } in { $a } + { $b } geteilt; übrig ist ({ $piles }).
sds-game-log-you = {" "}hast { $deleted } entfernt und { $whole } in { $a } + { $b } geteilt:{" "}
sds-game-log-engine = {" "}hat { $deleted } entfernt und { $whole } in { $a } + { $b } geteilt:{" "}
sds-game-engine-stuck = Die Engine kann von { $piles } aus nicht ziehen.
sds-game-you-stuck = Du kannst von { $piles } aus nicht ziehen.
sds-game-then = { $first } { $second }
sds-keys-tab = zum Spielfeld (ein Halt für alle Haufen), dann zu den Schaltflächen
sds-keys-digits = zu Haufen 1 … 8 (seine Entfernen-Schaltfläche oder, sobald ein Haufen gewählt ist, seine Lücken)
sds-keys-arrows = einen Haufen entlang: seine Entfernen-Schaltfläche, dann seine Lücken (Pos1, Ende: die Enden)
sds-keys-up-down = zum Haufen darüber oder darunter
sds-keys-enter = den Haufen mit dem Fokus entfernen oder an der Lücke mit dem Fokus teilen
sds-keys-esc = die Auswahl aufheben
sds-keys-hint = Tipp
`;
