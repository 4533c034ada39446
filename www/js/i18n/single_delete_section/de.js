// The single-delete Nim section's words in German (see en.js).
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

## Die erste Karte: die Regeln, der Bereich und seine Lösung

sds-doc-title = Nim Lab — Lösch-Nim: k Haufen, die Sätze gegen die Suche
sds-title = Lösch-Nim: die Sätze der Arbeit gegen eine vollständige Suche
sds-intro-rules = Eine Position ist eine Liste von <i>k</i> Haufen, der kleinste zuerst. Ein Zug <strong>entfernt</strong> einen Haufen und
    <strong>teilt</strong> einen anderen in zwei nichtleere Haufen: Aus 5, 6, 9, 12 darf man die 6 entfernen und
    die 12 in 4 + 8 teilen; es bleibt 4, 5, 8, 9. Wer nicht mehr ziehen kann, verliert. Eine <strong>P-Position</strong> ist eine, bei der
    der Spieler am Zug gegen bestes Spiel verliert.
sds-intro-engine = Die Engine löst jede Position aus <i>k</i> Haufen mit 1 bis <i>S</i> Spielsteinen und prüft dann jede Aussage
    der Arbeit an allen diesen Positionen. Die <strong>2-adische Bewertung</strong> eines Haufens ist die Anzahl der 0en nach der
    am weitesten rechts stehenden 1 seiner Binärziffern (12 = 1100 hat die Bewertung 2).
sds-solve = Lösen
sds-presets-group = Beispielbereiche
sds-preset-chip = { $piles } Haufen ≤ { $max }
sds-preset-note = { $count } Positionen
sds-progress-label = Alle Positionen werden gelöst
sds-progress = Alle Positionen aus { $piles } Haufen bis { $max } werden { $where ->
        [page] auf dieser Seite
       *[worker] im Hintergrund
    } gelöst… { $seconds } s
sds-ms = { $n } ms
sds-s = { $n } s
sds-solved = { $positions } Positionen gelöst ({ $piles } Haufen, je 1 … { $max }) in { $time }; Aussagen geprüft und P-Positionen gruppiert in { $checkTime }.
sds-solved-still = Die Ergebnisse unten sind weiterhin diese.
sds-cancelled = Abgebrochen.
sds-results-for = für
sds-results-range = { $piles } Haufen, je 1 … { $max }

## Die Aussagen der Arbeit, geprüft

sds-checks-title = Die Aussagen der Arbeit, an jeder Position geprüft
sds-check-holds = { $name } gilt
sds-check-fails = { $name } gilt nicht
sds-first-cx = Erstes Gegenbeispiel: { $cx }
sds-cx-binary = Das Gegenbeispiel { $piles } binär
sds-check-count = { $n ->
        [one] { $count } Position.
       *[other] { $count } Positionen.
    }
sds-not-about = Nicht über { $piles } Haufen: { $list }.

## Die P-Positionen, nach ihren Bewertungen gruppiert

sds-groups-title = Die P-Positionen, nach ihren Bewertungen gruppiert
sds-groups-explain = Schreibe jeden Haufen binär und richte die Haufen so aus, dass ihre <strong>am weitesten rechts stehenden 1en</strong> in
    einer Spalte stehen (hervorgehoben). Die Nullen rechts dieser Spalte sind die Bewertung. Satz 1.5 der Arbeit
    beschreibt die P-Positionen mit 4 Haufen durch diese Muster; seine Bedingungen gingen bei der Extraktion verloren, daher wird hier
    jede von der Suche gefundene P-Position gezeigt, gruppiert nach dem sortierten Muster der Bewertungen.
sds-groups-found = { $pn ->
        [one] { $p } P-Position
       *[other] { $p } P-Positionen
    } in { $gn ->
        [one] { $groups } Bewertungsmuster.
       *[other] { $groups } Bewertungsmustern.
    }
sds-groups-all-explained = { $n ->
        [one] Eine Aussage der Arbeit erklärt es.
       *[other] Eine Aussage der Arbeit erklärt jedes von ihnen.
    }
sds-groups-none-explained = Keine Aussage der Arbeit erklärt ein ganzes Muster: Die Suche fand sie alle.
sds-groups-some-explained = Eine Aussage der Arbeit erklärt { $cn ->
        [one] { $covered } Muster
       *[other] { $covered } Muster
    } ({ $positions } Positionen); die anderen { $rest } fand die Suche.
sds-filter = Welche Gruppen
sds-filter-all = Alle Gruppen
sds-filter-search = Nur Gruppen, die keine Aussage erklärt
sds-group-valuations = Bewertungen { $pattern }
sds-group-count = { $p } von { $tn ->
        [one] { $total } Position
       *[other] { $total } Positionen
    } mit diesem Muster { $pn ->
        [one] ist P
       *[other] sind P
    }
sds-group-all = — alle
sds-search-only = nur Suche
sds-loading = Wird geladen…
sds-show-more = Mehr zeigen ({ $count } insgesamt)
sds-groups-none-search = Jede Gruppe wird von einer Aussage erklärt.
sds-groups-none = Keine P-Positionen.
sds-show-all-groups = Alle { $count } Gruppen zeigen

## Die Karte der P-Positionen

sds-map-title = Eine Karte der P-Positionen
sds-map-big = Die Karte hat ein Feld für jedes Paar (a, b); sie wird daher nur für S ≤ { $limit } gezeichnet.
sds-map-two = Jede Position mit 2 Haufen (a, b): ausgefüllt, wo der Spieler am Zug verliert.
sds-map-third = Die Positionen (a, b, { $others }) mit festem drittem Haufen: ausgefüllt, wo der Spieler am Zug verliert.
sds-map-others = Die Positionen (a, b, { $others }) mit den { $n } übrigen Haufen fest: ausgefüllt, wo der Spieler am Zug verliert.
sds-fix-third = Der dritte Haufen c
sds-fix-others = Die übrigen Haufen { $others }
sds-fix-used = Verwendet: { $list }
sds-map-canvas =
    .aria-label = P-Positionen über a und b; die Pfeiltasten bewegen das gewählte Feld, Enter spielt von dort
sds-key-p = P: Der Spieler am Zug verliert
sds-key-n = N: Der Spieler am Zug gewinnt
sds-map-reason = { $name }:
sds-map-search = Suche:
sds-pn-loses = der Spieler am Zug verliert
sds-pn-wins = der Spieler am Zug gewinnt
sds-map-play = Von { $piles } aus spielen
sds-map-point = Zeige auf ein Feld, um die Position zu sehen und warum sie P oder N ist; klicke, um sie festzuhalten (oder nutze die Pfeiltasten).
sds-engine-busy = Die Engine löst gerade einen neuen Bereich…

## Die Partie

sds-play-title = Gegen die Engine spielen
sds-random = Zufälliger Start
sds-share-game = Die Partie
`;
