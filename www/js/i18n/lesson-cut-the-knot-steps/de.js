// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in German (see en.js).
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

## Bausteine, die mehrere Schritte teilen

cut-the-knot-s-two = { $first } { $second }
cut-the-knot-s-set-minmax = Min { $min }, Max { $max }
cut-the-knot-s-set-named = die Menge { $set }
cut-the-knot-s-moves-exactly = { $n ->
        [one] genau { $n } Spielstein.
       *[other] genau { $n } Spielsteine.
    }
cut-the-knot-s-moves-range = mindestens { $min } und höchstens { $max } Spielsteine.
cut-the-knot-s-moves-from = eine Anzahl Spielsteine aus { $set }.
cut-the-knot-s-moves-set = { $takes } Spielsteine.
cut-the-knot-s-empty-pile = Von einem leeren Haufen aus ist kein Zug möglich: G(0) = { $g }.
cut-the-knot-s-no-move-from = Von { $n } aus ist kein Zug möglich: G({ $n }) = 0.
cut-the-knot-s-verdict-wins = Das Urteil der Engine: Der erste Spieler gewinnt von { $n } aus, indem er { $take } nimmt.
cut-the-knot-s-verdict-loses = Das Urteil der Engine: Von { $n } aus verliert jeder erste Zug.
cut-the-knot-s-choice-p = P: Wer am Zug ist, verliert
cut-the-knot-s-choice-n = N: Wer am Zug ist, gewinnt
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } ist eine P-Position
       *[N] { $n } ist eine N-Position
    }
cut-the-knot-s-engine-for = die Engine, für { $rule }: { $text }
cut-the-knot-s-for-rule = Für { $rule }: { $text }
cut-the-knot-s-for-text = für { $set }: { $text }
cut-the-knot-s-none = keine
cut-the-knot-s-not-above = { $n } ist nicht größer als { $bound }.
cut-the-knot-s-none-upto = keiner bis { $upto }
cut-the-knot-s-pile-empty = Haufen: Gib die Anzahl der Spielsteine am Start ein.

## Schritt 2: P oder N?

cut-the-knot-s-p-positions = S = { $list } (alle S ≤ { $upto }).
cut-the-knot-s-multiples-hold = für { $set } sind die P-Positionen bis { $upto } genau die Vielfachen von { $sum }
cut-the-knot-s-multiples-p-not = für { $set } ist { $s } eine P-Position und kein Vielfaches von { $sum }
cut-the-knot-s-multiples-n = für { $set } ist { $s } ein Vielfaches von { $sum }, aber eine N-Position
cut-the-knot-s-paper-rule-fails = für { $set } (kleinste Wegnahme { $min }, größte { $max }): S = { $s } ist { $kind ->
        [P] eine P-Position
       *[N] eine N-Position
    }, G({ $s }) = { $g }
cut-the-knot-s-paper-rule-agrees = für { $set } stimmt sie, mit der kleinsten und größten Wegnahme als Min und Max, für S ≤ { $upto } mit der Engine überein
cut-the-knot-s-pn-8-prompt = Ein Haufen aus 8; ein Zug nimmt { $moves } Ist 8 eine P-Position oder eine N-Position?
cut-the-knot-s-pn-8-clue = Arbeite dich von 0 aus nach oben: Von welchen kleinen Haufen aus gibt es gar keinen Zug? Dann: Kann ein Zug von 8 aus einen davon erreichen?
cut-the-knot-s-p-window-prompt = Nenne eine P-Position S zwischen { $lo } und { $hi }: einen Haufen, von dem aus verliert, wer am Zug ist.
cut-the-knot-s-p-window-general = Sieh dir die P-Positionen an, die du unter { $lo } gefunden hast: Kehren sie in regelmäßigen Abständen wieder?
cut-the-knot-s-p-window-negative = Ein Haufen hat 0 oder mehr Spielsteine.
cut-the-knot-s-p-window-outside = { $n } ist eine P-Position — stimmt, aber nicht zwischen { $lo } und { $hi }: Finde eine in diesem Bereich.
cut-the-knot-s-p-window-n = { $n } ist eine N-Position, wer am Zug ist, gewinnt: { $why }
cut-the-knot-s-none-between = keine zwischen { $lo } und { $hi }
cut-the-knot-s-p-between = Die P-Positionen zwischen { $lo } und { $hi }: { $list }.

## Schritt 3: Grundy-Zahlen, die Periode und die Regel des Artikels

cut-the-knot-s-strip-caption = G(S) für { $set }, S = 0 … { $upto }:
cut-the-knot-s-strip-top = Haufengröße
cut-the-knot-s-strip-bottom = Grundy-Zahl
cut-the-knot-s-strip-title-p = { $g } — eine P-Position
cut-the-knot-s-period-found = Die Engine findet die Periode: { $text } Also gilt G(S + { $period }) = G(S) für jedes S ≥ { $from }.
cut-the-knot-s-period-none = Die Engine findet keine Periode: { $text }
cut-the-knot-s-rule-not-stated = Für { $set } nicht aufgestellt
cut-the-knot-s-rule-not-range = Bogomolny stellt die Regel für „Ein Haufen“ auf, wo die Wegnahmen einen einzigen Bereich Min … Max bilden; diese Menge ist kein solcher Bereich.
cut-the-knot-s-rule-fails-at = Die Regel scheitert bei S = { $s }
cut-the-knot-s-rule-holds-all = Die Regel gilt für jedes S
cut-the-knot-s-rule-holds-upto = Die Regel gilt für S = 0 … { $upto }
cut-the-knot-s-rule-here = Hier Min = { $min }, Max = { $max }, Min + Max = { $sum }: P genau dann, wenn S mod { $sum } < { $min }.
cut-the-knot-s-g-14-answer = Für { $set }: G(14) = { $g }; die größte Grundy-Zahl bis S = { $upto } ist { $largest }.
cut-the-knot-s-period-is-sum = für { $set } ist die Periode { $period } = { $min } + { $max }
cut-the-knot-s-period-is-not-sum = für { $set } ist die Periode { $period }, und { $min } + { $max } = { $sum }
cut-the-knot-s-g-small-holds = für { $set } ist jedes G(S) bis { $upto } gleich 0, 1 oder 2; G ist höchstens die Anzahl der erlaubten Wegnahmen, { $count }
cut-the-knot-s-g-small-fails = für { $set }: { $g }
cut-the-knot-s-g-14-prompt = Sage G(14) für { $set } voraus: die kleinste Zahl, die nicht die Grundy-Zahl eines Haufens ist, der einen Zug von 14 entfernt ist.
cut-the-knot-s-g-14-general = Schreibe die Haufen auf, die einen Zug von 14 entfernt sind, mit ihren Grundy-Zahlen (von 0 aus aufwärts), und nimm dann die kleinste fehlende Zahl.
cut-the-knot-s-g-14-reached = { $k } ist die Grundy-Zahl eines Haufens, der einen Zug von 14 entfernt ist, fehlt also nicht in der Liste.
cut-the-knot-s-g-14-not-smallest = { $k } fehlt in der Liste, ist aber nicht die kleinste fehlende Zahl.
cut-the-knot-s-g-14-why = Von 14 aus erreicht ein Zug { $below }; die kleinste Zahl, die darunter fehlt, ist { $g }.
cut-the-knot-s-g-14-no-move = Von 14 aus ist kein Zug möglich, also G(14) = { $g }.
cut-the-knot-s-pn-big-prompt = Ein Haufen aus 1 000 000 für { $set }: P oder N? Nutze die Periode.
cut-the-knot-s-pn-big-screen = (Die Engine beantwortet das, ohne ein einziges Spiel zu spielen.)
cut-the-knot-s-pn-big-answer = 1 000 000 ist { $kind ->
        [P] eine P-Position
       *[N] eine N-Position
    } (G = { $g })
cut-the-knot-s-pn-big-why = Also { $g }.
cut-the-knot-s-pn-big-clue = Finde heraus, wo 1 000 000 in der Periode liegt: Der Rest entscheidet.

## Schritt 4: Wegnehmspiele und Schwenks H

cut-the-knot-s-fibonacci-upto = das H der Engine für 2x bis { $upto }: { $list }
cut-the-knot-s-fibonacci = das H der Engine für 2x: { $list }
cut-the-knot-s-same-h = die Engine findet für beide dasselbe H bis { $upto }: { $list } — Bogomolny nennt das eine Überraschung
cut-the-knot-s-other-h = x ergibt { $a }; 2x − 1 ergibt { $b }
cut-the-knot-s-h-prompt = Für { $rule } beginnt H mit { $list }. Sage das nächste Glied voraus, { $member }.
cut-the-knot-s-h-step = { $sum }: { $m } ist das kleinste j mit { $bound }.
cut-the-knot-s-h-general = Finde das kleinste j mit { $bound } und addiere dann { $add } zu { $last }.
cut-the-knot-s-h-not-above = { $n } ist nicht größer als { $last }: Jedes neue Glied ist größer als das vorige.
cut-the-knot-s-h-earlier = { $n } ist { $last } plus ein früheres Glied, aber nicht das, das die Regel wählt: das kleinste j mit { $bound }.

## Schritt 5: die äußerste rechte 1 entfernen

cut-the-knot-s-repr-empty = Gib eine natürliche Zahl N ≥ 1 ein.
cut-the-knot-s-move-answer = Von { $n } aus, für { $rule }:
cut-the-knot-s-move-prompt = Ein Haufen aus { $n }, der erste Zug darf bis zu { $most } nehmen, { $rule }. Wie viele Spielsteine nimmst du, um zu gewinnen?
cut-the-knot-s-first-move-range = Der erste Zug nimmt 1 bis { $most }.
cut-the-knot-s-move-clue = Gib oben { $n } ein und sieh dir die äußerste rechte 1 an.
cut-the-knot-s-first-move-not-all = Der erste Zug nimmt 1 bis { $most } (nicht den ganzen Haufen).
cut-the-knot-s-taking-leaves = Wenn du { $k } nimmst, bleiben { $left }, und von dort gewinnt die Engine.
cut-the-knot-s-move-take = { $take } nehmen (der kleinste Gewinnzug)
cut-the-knot-s-every-move-loses = hier verliert jeder Zug

## Schritt 6: Grundy-Werte und eine Reihe von Haufen

cut-the-knot-s-start-caption = G(N, N − 1) für { $rule }, N = 1 … { $upto }:
cut-the-knot-s-start-title-losing = { $g } — ein Verluststart
cut-the-knot-s-rows-caption = G(N, x) für { $rule }, N ≤ { $upto }: Zeilen N, Spalten x (das Höchste, was genommen werden darf).
cut-the-knot-s-sum-answer = Für { $rule } und die Haufen { $piles }: { $why }
cut-the-knot-s-ordinary-sum = für { $rule } haben die Haufen { $a } und { $b } je G = { $g }: Die Summe ist { $sum }, die Nim-Summe { $nimsum }, und die Engine sagt, wer am Zug ist, { $wins ->
        [yes] gewinnt
       *[no] verliert
    }
cut-the-knot-s-no-two-share = für { $rule } haben keine zwei Starts bis { $upto } dieselbe Grundy-Zahl außer 0
cut-the-knot-s-no-losing-start = für { $rule } gibt es keinen Verluststart über 1 zum Ausprobieren
cut-the-knot-s-row-wins = für { $rule } hat die Reihe { $row } die Nim-Summe { $nimsum }, und die Engine sagt, wer am Zug ist, gewinnt
cut-the-knot-s-row-loses = für { $rule } haben die Verluststarts { $row } je G = 0, also ist die Nim-Summe { $nimsum }, und die Engine sagt, wer am Zug ist, verliert
cut-the-knot-s-pile-choice = { $n ->
        [one] Haufen { $i } ({ $n } Spielstein)
       *[other] Haufen { $i } ({ $n } Spielsteine)
    }
cut-the-knot-s-nim-sum-prompt = Haufen { $piles }, jeder ein Wegnehmspiel mit { $rule }. Wie groß ist die Nim-Summe G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8)?
cut-the-knot-s-nim-sum-general = Lies die drei Grundy-Zahlen im Streifen oben ab, schreibe sie binär und addiere jede Spalte ohne Übertrag.
cut-the-knot-s-nim-sum-ordinary = { $n } ist die gewöhnliche Summe; die Nim-Summe addiert binär ohne Übertrag.
cut-the-knot-s-nim-sum-why = { $gs }; binär { $binary }, also { $nimsum }.
cut-the-knot-s-sum-pile-prompt = Du bist in dieser Reihe am Zug. Von welchem Haufen nimmst du, um zu gewinnen?
cut-the-knot-s-sum-pile-none = keiner: jeder Zug verliert
cut-the-knot-s-sum-pile-answer = Haufen { $piles }
cut-the-knot-s-sum-pile-zero = keiner: Die Nim-Summe ist schon 0
cut-the-knot-s-sum-pile-clue = Ein Gewinnzug macht die Nim-Summe 0: Die Grundy-Zahl welches Haufens lässt sich in die Nim-Summe der beiden anderen verwandeln?
cut-the-knot-s-sum-take-prompt = Und wie viele Spielsteine nimmst du von dem Haufen, den du gewählt hast?
cut-the-knot-s-sum-take-best = { $take } von Haufen { $pile } nehmen
cut-the-knot-s-no-move-wins = kein Zug gewinnt
cut-the-knot-s-sum-take-choose = Wähle zuerst in der Frage oben einen Haufen.
cut-the-knot-s-sum-take-range = Von Haufen { $pile } darfst du 1 bis { $max } nehmen.
cut-the-knot-s-sum-take-zero = { $k } von Haufen { $pile } zu nehmen lässt die Grundy-Zahlen { $sum }: Die Nim-Summe ist 0, also verliert der Gegner.
cut-the-knot-s-sum-take-leaves = { $k } von Haufen { $pile } zu nehmen lässt die Grundy-Zahlen { $sum }.
cut-the-knot-s-sum-take-clue = Wenn du { $k } nimmst, bekommt Haufen { $pile } die Grundy-Zahl { $g }, und die Nim-Summe wird { $nimsum }. Nach deinem Zug muss die Nim-Summe 0 sein: Haufen { $pile } muss die Grundy-Zahl { $target } bekommen (die Nim-Summe der anderen Haufen).

## Schritt 7: die Regel ändern

cut-the-knot-s-set-summary = die P-Positionen sind S = { $list }; { $period }
cut-the-knot-s-summary-rule-holds = Bogomolnys Regel (P genau dann, wenn S mod { $cycle } < { $min }) gilt.
cut-the-knot-s-summary-rule-fails = Bogomolnys Regel (P genau dann, wenn S mod { $cycle } < { $min }) scheitert bei S = { $s }.
cut-the-knot-s-summary-rule-not-stated = Bogomolnys Regel ist für diese Menge nicht aufgestellt (kein einzelner Bereich).
cut-the-knot-s-f-summary = { $h }; die Verluststarts (Brute Force) sind { $losing }; Schwenks Voraussetzungen { $hold ->
        [yes] gelten
       *[no] gelten nicht
    }; { $agree }.
cut-the-knot-s-h-equals-losing = H ist gleich den Verluststarts bis { $upto }
cut-the-knot-s-h-not-losing = H ist nicht die Menge der Verluststarts: { $why }
cut-the-knot-s-rule-answer-set = Für { $set }: Die kleinste P-Position über 10 ist { $p }.
cut-the-knot-s-rule-answer-f = Für { $rule }: Der kleinste Verluststart über 20 ist { $start }.
cut-the-knot-s-beyond-table = außerhalb der Tabelle
cut-the-knot-s-beyond = jenseits von { $upto }
cut-the-knot-s-faster-fewer = bis { $upto }: { $three } Verluststarts für 3x, { $two } für 2x
cut-the-knot-s-p-rule-prompt = Für { $set }: Welches ist die kleinste P-Position über 10?
cut-the-knot-s-p-rule-general = Arbeite dich mit der mex-Regel von 0 aus nach oben, oder suche die Periode.
cut-the-knot-s-p-rule-smaller = { $n } ist eine P-Position — aber es gibt eine kleinere über 10.
cut-the-knot-s-p-rule-n = { $n } ist eine N-Position: { $why }
cut-the-knot-s-p-rule-why = Die P-Positionen für { $set }: { $list }.
cut-the-knot-s-lose-rule-prompt = Für { $rule }: Welches ist der kleinste Starthaufen über 20, von dem aus der erste Spieler verliert?
cut-the-knot-s-lose-rule-general = Bilde H für dieses f und prüfe es dann am Spiel — Schwenks Voraussetzungen gelten vielleicht nicht.
cut-the-knot-s-lose-rule-smaller = Von { $n } aus verliert der erste Spieler — aber es gibt einen kleineren solchen Start über 20.
cut-the-knot-s-lose-rule-wins = Von { $n } aus gewinnt der erste Spieler (der erste Gewinnzug der Engine: { $take } nehmen).
cut-the-knot-s-lose-rule-why = Die Verluststarts für { $rule } (jedes Spiel durchprobiert): { $list }.
cut-the-knot-s-type-one = oder gib eines ein:{" "}
cut-the-knot-s-set-input =
    .aria-label = Deine eigene Menge von Wegnahmen
    .placeholder = z. B. 2..6 oder 1, 4
cut-the-knot-s-rule-input =
    .aria-label = Dein eigenes f(x)
    .placeholder = dein eigenes f(x)
cut-the-knot-s-set-chip =
    .title = Wegnahmen { $set }
cut-the-knot-s-note-applet = das Applet
cut-the-knot-s-note-not-range = kein Bereich
cut-the-knot-s-note-fibonacci = Fibonacci-Nim
cut-the-knot-s-note-no-more-than = nicht mehr als
cut-the-knot-s-note-less-than-twice = weniger als doppelt

## Schritt 8: wo Schwenks Behauptungen scheitern

cut-the-knot-s-counter-in-h = Für { $rule } liegt { $pile } in H, und doch findet die Brute Force der Engine, dass der erste Spieler von { $pile } aus gewinnt. Unten ein Haufen aus { $pile } gegen die perfekte Engine: Schwenks H sagt, du verlierst — finde den Sieg.
cut-the-knot-s-counter-not-in-h = Für { $rule } liegt { $pile } nicht in H, und doch findet die Brute Force der Engine, dass der erste Spieler von { $pile } aus verliert. Unten ein Haufen aus { $pile } gegen die perfekte Engine: Schwenks H sagt, du gewinnst — versuch es.
cut-the-knot-s-counter-agree = Für { $rule } stimmen H und die Verluststarts für jedes N ≤ { $upto } überein. Unten ein Haufen aus { $pile }, ein Glied von H, gegen die perfekte Engine.
cut-the-knot-s-contradicted = widerlegt: { $why }
cut-the-knot-s-h-losing-prompt = Für { $rule }: Ist H genau die Menge der Starthaufen, von denen aus der erste Spieler verliert?
cut-the-knot-s-yes = Ja
cut-the-knot-s-no = Nein
cut-the-knot-s-tried-wins = Die Engine hat jedes Spiel von { $n } aus durchprobiert: Der erste Spieler gewinnt, indem er { $take } nimmt, obwohl { $n } in H liegt.
cut-the-knot-s-tried-loses = Die Engine hat jedes Spiel von { $n } aus durchprobiert: Jeder erste Zug verliert, obwohl { $n } nicht in H liegt.
cut-the-knot-s-yes-upto = ja, für jedes N ≤ { $upto }
cut-the-knot-s-no-because = nein: { $why }
cut-the-knot-s-h-losing-clue = Vergleiche H mit den Haufen, von denen aus du nicht gewinnen kannst: Bilde H für dieses f und probiere dann die kleinsten Glieder im Spiel aus.
cut-the-knot-s-rightmost-prompt = Für { $rule }: Gewinnt man von einem Start aus { $start }, wenn man die äußerste rechte 1 entfernt?
cut-the-knot-s-yes-wins = Ja, das gewinnt
cut-the-knot-s-no-loses = Nein, das verliert
cut-the-knot-s-no-rightmost = hier gibt es keine äußerste rechte 1
cut-the-knot-s-write-with-h = Schreibe den Haufen zuerst mit H.
cut-the-knot-s-yes-take = ja: { $take } nehmen
cut-the-knot-s-no-taking = nein: { $take } zu nehmen verliert
cut-the-knot-s-rightmost-clue = Wie viel darf der Gegner nehmen, nachdem du den kleinsten Teil genommen hast, und was sagt die Engine über den Haufen, der übrig bleibt?
`;
