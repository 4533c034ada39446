// The game-playing widgets' words in German (see en.js).
export const ftl = String.raw`
## Glossar: die festen Begriffe, mit den Wörtern der Schulmathematik (wie im Katalog des Rahmens).

-pile = Haufen
-counter = Spielstein
-move = Zug
-engine = Engine
-hint = Tipp
-level = Stufe

## Zahlen und Listen

play-number = { $n }
play-list-comma = {", "}
play-list-or = { $most } oder { $last }
play-takes-range = { $from } bis { $to }

## Der Spieler: Schaltflächen und Menüs

play-game = Spiel gegen die Engine
play-hint = Tipp
play-more-hint = Weiterer Tipp
play-show-move = Zug zeigen
play-undo = Rückgängig
play-new-game = Neues Spiel
play-first = Wer beginnt
play-first-you = Du
play-first-engine = Die Engine
play-level-menu = Stufe der Engine
play-level-perfect = Perfekt
play-level-good = Gut (irrt sich ab und zu)
play-level-beginner = Anfänger (meist zufällig)
play-keys = Tasten
play-keys-title = Mit der Tastatur spielen (solange das Spiel den Fokus hat):
play-key-tab = Tab
play-key-enter = Eingabe oder Leertaste
play-keys-tab = zu den Zügen (ein Halt für alle), dann zu den Schaltflächen
play-keys-digits = eintippen, wie viele du nimmst (mehrere Ziffern bei großen Haufen), dann Eingabe
play-keys-arrows = von einem Zug zum nächsten (Pos1, Ende: zum ersten, zum letzten)
play-keys-enter = den Zug spielen, der den Fokus hat
play-keys-hint = Tipp (noch einmal: mehr davon)
play-keys-undo = deinen letzten Zug zurücknehmen
play-keys-new = neues Spiel
play-keys-help = diese Tasten zeigen oder verbergen
play-moves = Züge
play-log = Bisherige Züge
play-log-empty = Noch keine Züge.

## Der Spieler: die Statuszeile

play-setting-up-game = Das Spiel wird vorbereitet…
play-no-game = Kein Spiel: Korrigiere die Einstellungen.
play-pile = Haufen: { $pile }
play-turn-engine = die Engine ist am Zug
play-turn-you = du bist am Zug
play-you-win = Du hast gewonnen!
play-engine-wins = Die Engine hat gewonnen.
play-you-took-last = Du hast den letzten Spielstein genommen.
play-engine-took-last = Sie hat den letzten Spielstein genommen.
play-may-take = du darfst 1 … { $max } nehmen
play-may-take-capped = du darfst 1 … { $max } nehmen (Grenze { $limit }, durch den Haufen beschränkt)
play-in-game = Spiel { $game }

## Wegnehmspiele: der Zug der Engine, der Tipp, was ein Bildschirmleser vorliest

play-engine-took = Die Engine hat { $take } genommen.{" "}
play-hint-take = Tipp: Nimm { $take }.{" "}
play-said-engine-last = Ich habe { $take } genommen, bis zum letzten Spielstein.
play-said-engine = Ich habe { $take } genommen, es { $pile ->
        [one] bleibt { $pile }
       *[other] bleiben { $pile }
    }. Du darfst { $takes } nehmen.
play-said-you-last = Du hast { $take } genommen, bis zum letzten Spielstein.
play-said-you = Du hast { $take } genommen, es { $pile ->
        [one] bleibt { $pile }
       *[other] bleiben { $pile }
    }.
play-undone = Dein letzter Zug wurde zurückgenommen.

## Das Brett der Wegnehmspiele

play-again = Noch einmal spielen
play-setting-up = Wird vorbereitet…
play-engine-thinking = Die Engine denkt nach…
play-take-buttons =
    .aria-label = Wie viele Spielsteine du nimmst
play-take-button =
    .aria-label = { $take } nehmen
play-take-field =
    .aria-label = Zu nehmende Spielsteine, { $from } bis { $to }
play-take-label = Nehmen ({ $from } … { $to }):
play-take = Nehmen
play-take-between = Nimm eine ganze Zahl von { $from } bis { $to }.
play-take-type = Tippe ein, wie viele Spielsteine du nimmst: eine ganze Zahl.
play-counters = { $n ->
        [one] { $n } Spielstein
       *[other] { $n } Spielsteine
    }

## Die Zugliste

play-log-you = Du
play-log-engine = Die Engine
play-log-you-took = {" "}hast { $take } genommen (Haufen { $change })
play-log-engine-took = {" "}hat { $take } genommen (Haufen { $change })
play-pile-change = { $before } → { $after }

## Der Spielverlauf

play-record = Spielverlauf: Zug für Zug durchgehen
play-record-previous =
    .aria-label = Vorheriger Zug
play-record-next =
    .aria-label = Nächster Zug
play-record-at = Zug { $at } von { $moves }
play-record-after = Danach: { $position }
play-record-pile = Haufen { $pile }
play-record-copy = Als Text kopieren
play-record-save = Als Datei speichern
play-record-copied = Kopiert.
play-record-copy-failed = Markiere den Text und kopiere ihn.
play-record-text =
    .aria-label = Das Spiel als Text
play-record-first-you = Du hast begonnen; die Engine spielte auf der Stufe „{ $level ->
        [perfect] Perfekt
        [good] Gut
        [beginner] Anfänger
       *[other] { $level }
    }“.
play-record-first-engine = Die Engine hat begonnen; sie spielte auf der Stufe „{ $level ->
        [perfect] Perfekt
        [good] Gut
        [beginner] Anfänger
       *[other] { $level }
    }“.

## Der Werte-Streifen (eine Folge, Seite für Seite)

play-strip-previous =
    .aria-label = Vorherige Seite
play-strip-next =
    .aria-label = Nächste Seite
play-strip-goto = Gehe zu
play-strip-goto-field =
    .aria-label = Gehe zu
play-strip-range = { $first } … { $last } von { $from } … { $to }

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = Beispiele:
# The hidden button that makes Enter in a game's settings start that game.
play-start = Starten

## Eine lange Rechnung und der fehlerhafte Wert eines Feldes

play-cancel = Abbrechen
play-still-showing = Die Ergebnisse unten gelten weiterhin für { $what }.
play-start-pile = Starthaufen
play-try = Probieren Sie:
`;
