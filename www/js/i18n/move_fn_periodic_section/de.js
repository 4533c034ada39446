// The periodic move-function section's words in German (see en.js).
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

## Die erste Karte: die Regeln, f(n, x) und t

mfs-p-doc-title = Nim Lab — periodisches f(n, x): mehrere Spiele, mehrere Basen
mfs-p-title = Periodische Zugfunktion <span class="math">f(n, x)</span>
mfs-p-intro-rule = Nachdem dein Gegner <i>x</i> Spielsteine von einem Haufen mit <i>n</i> genommen hat (der Haufengröße <em>vor</em> diesem
    Zug), darfst du höchstens <i>f</i>(<i>n</i>, <i>x</i>) nehmen. Die Funktion wiederholt sich in <i>n</i> mit der Periode
    <i>t</i>: <i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>).
    <strong class="mod-note">n wird modulo t gelesen:</strong> Die Engine wertet <i>f</i> bei <i>n</i> mod <i>t</i> aus, im
    Ausdruck ist <i>n</i> also immer eine der Zahlen 0, 1, …, <i>t</i> − 1. Der erste Zug darf höchstens ein gegebenes Maximum nehmen.
mfs-p-intro-games = Es gibt <i>t</i> Spiele <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>: Das Spiel <i>G<sub>i</sub></i> verwendet
    <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>), wobei <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>.
    <i>G</i><sub>0</sub> ist das Spiel selbst; die anderen braucht man, um es zu lösen, denn nachdem man ein Basiselement
    <i>b</i> im Spiel <i>G<sub>i</sub></i> genommen hat, verhält sich der Rest des Haufens wie das Spiel <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.
    Jedes Spiel hat seine eigene Basis <i>B<sub>i</sub></i>.
    Artikel: <a data-l10n-name="paper">Holshouser und Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
mfs-p-presets-group =
    .aria-label = Beispiele für periodische Zugfunktionen
mfs-p-example2 = Beispiel 2
mfs-p-note-paper = der Artikel, { $t }
mfs-p-note-fibonacci = { $t }: Fibonacci-Nim
mfs-p-note-fails-2 = verletzt Bedingung (2)
mfs-p-note-theorem1-fails = Satz 1 scheitert
mfs-p-f-read = Gelesen als { $f }, mit n modulo { $t } gelesen (n ist eine der Zahlen { $residues })
mfs-p-f-read-monotone = Gelesen als { $f }, mit n modulo { $t } gelesen (n ist eine der Zahlen { $residues }) — monoton wachsend in x (aus ihrer Form bewiesen)
mfs-p-still-showing = Die Ergebnisse unten gelten weiterhin für { $rule }.
mfs-p-progress-label = Die Spiele werden berechnet
mfs-p-progress = { $gs } und die Basen werden für n ≤ { $upto } berechnet, { $where ->
        [worker] im Hintergrund
       *[page] auf dieser Seite
    }: { $pct } %
mfs-p-cancel = Abbrechen
mfs-p-cancelled = Abgebrochen.
mfs-p-cancelled-showing = Abgebrochen. Weiterhin gezeigt: { $rule }, für n ≤ { $upto }.
mfs-p-failure = Die Spiele für { $rule } konnten bis { $upto } nicht berechnet werden: { $message }

## Die Überschriften und Erklärungen der Karten

mfs-p-theorems-title = Prüfung der Sätze
mfs-p-results-for = für
mfs-p-example2-title = Beispiel 2 des Artikels, Element für Element
mfs-p-table-title = Kleinste Gewinnzüge <span class="math">g<sub>i</sub>(n)</span>
mfs-p-table-explain = Von einem Haufen mit <i>n</i> im Spiel <i>G<sub>i</sub></i> gewinnt man genau dann, wenn man mindestens
    <i>g<sub>i</sub></i>(<i>n</i>) Spielsteine nehmen darf (Algorithmus 1 des Artikels, direkt berechnet).
mfs-p-legend-base = <i>n</i> ist ein Element der Basis <i>B<sub>i</sub></i> des Spiels dieser Spalte
mfs-p-bases-title = Die Basen <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> und <span class="math">Θ</span>
mfs-p-bases-explain = Gemeinsam aufgebaut wie vor Satz 2: <i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + das kleinste
    Element <i>b</i> von <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub> mit Θ(<i>b</i>) = <i>b</i> und
    <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>).
    Θ<sub><i>i</i></sub>(<i>b</i>) ist der kleinste Gewinnzug von einem Haufen mit <i>b</i> in <i>G<sub>i</sub></i>.
mfs-p-repr-title = <span class="math">n</span> mit mehreren Basen schreiben
mfs-p-repr-explain = Im Spiel <i>G<sub>i</sub></i>: Nimm das größte Element <i>b</i> von <i>B<sub>i</sub></i> unterhalb von
    <i>n</i>; der Rest <i>n</i> − <i>b</i> wird in der Basis des Spiels <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> geschrieben, und so weiter,
    bis der Rest selbst ein Element einer Basis ist. Sätze 1 und 2: Der Gewinnzug ist Θ dieses letzten Teils.
mfs-p-game-label = Spiel
mfs-p-pile-label = Haufen <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = Beispielwerte für n
mfs-p-try = Probier:
mfs-p-repr-empty = Gib eine ganze Zahl n ≥ 1 ein.
mfs-p-play-title = Gegen die Engine spielen
mfs-p-start-pile = Starthaufen
mfs-p-first-move = Erster Zug
mfs-p-share-game = Das Spiel { $game }

## Die Prüfung der Sätze

mfs-p-t2-holds = Satz 2 gilt auf 1 … { $upto } in jedem Spiel { $games }
mfs-p-t2-fails-at = Satz 2 scheitert zuerst in { $game } bei n = { $n }
mfs-p-t2-fails = Satz 2 scheitert
mfs-p-t2-what = Jedes periodische f. Behauptung: An jedem Element b von B<sub>i</sub> ist g<sub>i</sub>(b) = Θ<sub>i</sub>(b); zwischen den Elementen ist
    g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b) für das größte Element b unterhalb von n.
mfs-p-t2-detail = Algorithmus 1 ergibt { $g }, aber die Basen sagen { $predicted } voraus.
mfs-p-condition = Bedingung (2):
mfs-p-status-proved = bewiesen
mfs-p-status-checked = geprüft
mfs-p-status-fails = verletzt
mfs-p-status-fails-at = verletzt bei n = { $n }, x = { $x }
mfs-p-not-promised = (Bedingung (2) ist verletzt, also verspricht der Satz dies nicht)
mfs-p-nothing-to-check = auf 1 … { $upto } nichts zu prüfen (kein Fall erfüllt sein „wenn“)
mfs-p-holds-on = gilt auf 1 … { $upto } ({ $count ->
        [one] { $shown } Fall geprüft
       *[other] { $shown } Fälle geprüft
    })
mfs-p-outcome-fails = scheitert:
mfs-p-counterexample-found = Gegenbeispiel gefunden
mfs-p-conclusion = Folgerung { $name }.
mfs-p-t1-not-apply = Satz 1 ist nicht anwendbar: Bedingung (2) ist verletzt
mfs-p-t1-holds = Satz 1 ist anwendbar, und seine Folgerungen gelten auf 1 … { $upto }
mfs-p-t1-fails = Die Folgerungen von Satz 1 scheitern, obwohl Bedingung (2) gilt
mfs-p-t1-what = Braucht Bedingung (2). Seine Basen verwenden kein Θ: b<sub>i,k+1</sub> = b<sub>ik</sub> + das kleinste Element b von
    B<sub>i ⊕ b_ik</sub> mit f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub>.
mfs-p-t1-same = Hier sind es dieselben Basen wie die von Satz 2.
mfs-p-t1-differ = Hier unterscheiden sie sich von den Basen von Satz 2.
mfs-p-applied-anyway = Satz 1 trotzdem angewandt, auf die Basen, wie er sie aufbaut —
    <strong>Bedingung (2) ist verletzt, also verspricht der Satz nichts hiervon:</strong>
mfs-p-conclusions = Folgerungen von Satz 1

## Beispiel 2 des Artikels

mfs-p-ex2-heading = { $base } (Spiel { $game })
mfs-p-ex2-region = { $base } im Vergleich mit dem Artikel
mfs-p-ex2-computed = berechnet
mfs-p-ex2-paper = Artikel
mfs-p-ex2-value = Wert
mfs-p-ex2-agrees = stimmt überein
mfs-p-ex2-differs = weicht ab
mfs-p-ex2-explain = Der Artikel gibt B<sub>0</sub> und B<sub>1</sub> für f(n, 3) = 4 bei ungeradem n und sonst f(n, x) = 2x an (t = 2),
    mithilfe der Fibonacci-Zahlen F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, … (der Artikel zählt
    ab F<sub>0</sub> = 1). Jedes berechnete Element wird mit der Formel verglichen.
mfs-p-ex2-all-agree = Alle { $shown } Elemente stimmen mit dem Artikel überein.
mfs-p-ex2-some-differ = { $differ } von { $shown } Elementen weichen vom Artikel ab.

## Die Tabelle von g_i(n) und die Basen

mfs-p-previous = Vorherige Seite
mfs-p-next = Nächste Seite
mfs-p-goto = Gehe zu n
mfs-p-table-region = Die Wertetabelle
mfs-p-table-range = n = { $from } … { $to } von { $upto }
mfs-p-cell = { $g } im Spiel { $game }
mfs-p-cell-base = { $g } im Spiel { $game } — { $n } liegt in { $base }
mfs-p-cell-in-base = (in { $base })
mfs-p-table-caption = g_i(n) für n von { $from } bis { $to }, eine Spalte je Spiel { $games }
mfs-p-member-self = { $b } liegt in { $base } und { $theta }
mfs-p-member = { $b } liegt in { $base }, { $theta }
mfs-p-members-more = … { $count } weitere …
mfs-p-base-game = für das Spiel { $game }
mfs-p-base-size = { $count ->
        [one] { $shown } Element
       *[other] { $shown } Elemente
    } ≤ { $upto }
mfs-p-base-finite = endlich (endet hier)
mfs-p-base-other-theta = { $shown } mit Θ ≠ b
mfs-p-members-region = Elemente von { $base } in aufsteigender Reihenfolge
mfs-p-legend-self = Θ(b) = b: alle b Spielsteine zu nehmen gewinnt
mfs-p-legend-other = Θ(b) < b (Wert angezeigt): nimm Θ(b)

## Die Darstellung von n

mfs-p-block = { $member } ist ein Element von { $base } (Spiel { $game })
mfs-p-block-in = in { $base }
mfs-p-flag-take = nimm { $take }
mfs-p-chain-label = Die Teile, jeder in der Basis seines Spiels: { $parts }
mfs-p-chain-part = { $member } in { $base }
mfs-p-chain-then = , dann
mfs-p-step-start = Start im Spiel { $game }
mfs-p-step-next = , dann { $step }
mfs-p-winning = Kleinster Gewinnzug: nimm { $take } (er gewinnt, wenn das aktuelle Maximum es erlaubt)
mfs-p-winning-theta = Kleinster Gewinnzug: nimm { $take } = { $theta }, aus dem letzten Teil (er gewinnt, wenn das aktuelle Maximum es erlaubt)
`;
