// Blocking Nim's game's words in German (see en.js).
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

## Gegen die Engine spielen: das Spielbrett

bns-board-again = Noch einmal
bns-board-setting-up = Wird vorbereitet…
bns-board-engine-forbidding = Die Engine wählt, was sie verbietet…
bns-board-engine-thinking = Die Engine denkt nach…
bns-board-chip-forbidden = { $x }: von der Engine verboten
bns-board-forbidden-title = von der Engine verboten
bns-board-chip-take = { $x } nehmen
bns-board-chip-take-winning = { $x } nehmen (ein Gewinnzug)
bns-board-take-chips = Wie viele Spielsteine nehmen
bns-board-take-input = Zu nehmende Spielsteine, { $from } bis { $to }, keine verbotene Zahl
bns-board-take-label = Nehmen ({ $range }):
bns-board-take = Nehmen
bns-board-forbidden = Verboten: { $list }
bns-board-forbidden-none = Nichts ist verboten.
bns-board-chip-forbid = { $x } verbieten
bns-board-chip-forbid-advised = { $x } verbieten (Rat des Tipps)
bns-board-block-help = Die Engine wird { $range } nehmen. Wähle bis zu { $c } ihrer Möglichkeiten zum Verbieten:
bns-board-block-chips = Möglichkeiten, die du der Engine verbietest
bns-board-block-count = { $used } von { $c } { $count ->
        [one] Verbot
       *[other] Verboten
    } genutzt
bns-board-block-input = Zu verbietende Möglichkeiten, bis zu { $c }, durch Kommas getrennt
bns-board-block-label = Bis zu { $c } von { $range } verbieten (Liste mit Kommas):
bns-board-go = Engine ziehen lassen
bns-board-take-error = Gib ein, wie viele Spielsteine du nimmst: eine ganze Zahl.
bns-board-list-error = Verbiete eine Liste ganzer Zahlen, etwa 5, 8, 9.

## Listen und Bereiche von Entnahmen

bns-list-and = { $rest } und { $last }
bns-list-or = { $rest } oder { $last }
bns-allowed-nothing = nichts
bns-allowed-range = { $from } bis { $to }
bns-allowed-except = { $from } bis { $to } außer { $list }
bns-range-nothing = nichts möglich

## Die Wörter der Partie (games.js)

bns-game-status = {" "}· Zug { $move }: nimm { $range }{ $blocks ->
        [none] , in diesem Zug keine Verbote
       *[some] , Verbote erlaubt: bis zu { $c }
    }
bns-game-hint-forbid = Tipp: Verbiete { $list }.{" "}
bns-game-hint-forbid-nothing = Tipp: Verbiete nichts.{" "}
bns-game-hint-lose = Tipp: Jede erlaubte Wahl verliert.{" "}
bns-game-hint-take = Tipp: Nimm { $take }.{" "}
bns-game-engine-forbids = Die Engine verbietet { $list }.{" "}
bns-game-engine-forbids-nothing = Die Engine verbietet nichts.{" "}
bns-game-engine-took = Die Engine hat { $take } genommen.{" "}
bns-game-you-forbid = Du verbietest { $list }.
bns-game-you-forbid-nothing = Du verbietest nichts.
bns-game-i-forbid = Ich verbiete { $list }.
bns-game-i-forbid-nothing = Ich verbiete nichts.
bns-game-you-may-take = Du darfst { $takes } nehmen.
bns-game-you-took = Du hast { $take } genommen; der Haufen hat jetzt { $pile }.
bns-game-i-took = Ich habe { $take } genommen; der Haufen hat jetzt { $pile }.
bns-game-forbid-then = Verbiete bis zu { $c } der Möglichkeiten der Engine ({ $range }) und lass sie dann ziehen.
bns-game-then = { $first } { $second }
bns-game-sentence = { $text }.
bns-game-log-move = Zug { $move }:{" "}
bns-game-log-engine-forbade = {" "}· die Engine hatte { $list } verboten
bns-game-log-you-forbade = {" "}· du hattest { $list } verboten
bns-game-log-none = {" "}· nichts verboten
`;
