// The sentences the Fibonacci Nim lesson's script composes, in German (see en.js).
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

## Was ein Zug bewirkt (Schritte 3 und 4)

fibonacci-nim-s-not-a-move = Bei einem Haufen von { $pile } darfst du 1 bis { $max } nehmen, also ist { $k } hier kein erlaubter Zug.
fibonacci-nim-s-take-wins = Wer { $k } nimmt, gewinnt.
fibonacci-nim-s-take-leaves = Wer { $k } nimmt, lässt { $left } übrig; der andere Spieler darf dann bis zu { $limit } nehmen und gewinnt, indem er { $reply } nimmt.
fibonacci-nim-s-wins-by-taking = Bei { $pile } gewinnt der erste Spieler, indem er { $take } nimmt.
fibonacci-nim-s-for-rule = Für { $rule }: { $why }

## Schritt 2: Bei welchen Haufen verliert der erste Spieler?

fibonacci-nim-s-losing-starts = N = { $list } (für jedes N ≤ { $upto }).
fibonacci-nim-s-list-more = { $list }, …
fibonacci-nim-s-even-false = für { $rule } gewinnt der erste Spieler bei { $pile }, einem geraden Haufen
fibonacci-nim-s-even-true = für { $rule } ist jeder gerade Haufen bis { $upto } ein Verluststart
fibonacci-nim-s-fibonacci-true = für { $rule } sind die Verluststarts bis { $upto } genau { $list }
fibonacci-nim-s-fibonacci-false = für { $rule } sind es { $list }
fibonacci-nim-s-first-wins = Der erste Spieler gewinnt
fibonacci-nim-s-first-loses = Der erste Spieler verliert
fibonacci-nim-s-lose-8 = Ein Haufen von { $pile }; der erste Zug darf 1 bis { $max } nehmen. Gewinnt oder verliert der erste Spieler, wenn beide bestmöglich spielen?
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] der erste Spieler gewinnt bei { $pile }
       *[lose] der erste Spieler verliert bei { $pile }
    }
fibonacci-nim-s-lose-8-clue-win = Wenn der erste Spieler gewinnt, muss irgendein erster Zug gewinnen. Probiere die ersten Züge 1, 2, 3 … auf Papier aus: Kann der andere Spieler nach jedem mit einem Gewinnzug antworten?
fibonacci-nim-s-lose-8-clue-lose = Wenn der erste Spieler verliert, muss jeder erste Zug verlieren. Such einen ersten Zug, nach dem der andere Spieler festsitzt.
fibonacci-nim-s-lose-range = Nenne einen Haufen N zwischen { $lo } und { $hi }, der ein Verluststart ist: Der erste Spieler (der alles außer dem ganzen Haufen nehmen darf) verliert.
fibonacci-nim-s-at-least-one = N muss ein Haufen mit mindestens einem Spielstein sein.
fibonacci-nim-s-at-least-two = Für ein Spiel braucht man einen Haufen mit mindestens 2 Spielsteinen (der erste Zug darf nicht den ganzen Haufen nehmen).
fibonacci-nim-s-losing-outside = { $n } ist ein Verluststart, liegt aber nicht zwischen { $lo } und { $hi }.
fibonacci-nim-s-look-step-1 = Sieh dir die Haufen an, bei denen du in Schritt 1 nicht gewinnen konntest, und wie sie wachsen.
fibonacci-nim-s-none-between = keiner zwischen { $lo } und { $hi }

## Schritt 3: der kleinste Gewinnzug

fibonacci-nim-s-g-examples = { $g18 } und { $g42 } für { $rule }: { $why }
fibonacci-nim-s-predict-g = Sag { $g } für { $rule } voraus: die kleinste Anzahl an Spielsteinen, mit der man bei einem Haufen von { $n } gewinnt.
fibonacci-nim-s-wins-too = Auch wer { $k } nimmt, gewinnt, aber bei { $n } gewinnt man auch mit weniger Spielsteinen.

## Schritt 4: N als Summe schreiben

fibonacci-nim-s-example-20 = für { $rule }: { $sum }, der kleinste Teil ist { $smallest }, und der kleinste Gewinnzug der Engine bei { $pile } ist { $take }.
fibonacci-nim-s-base-is-losing = für { $rule } ist sie bis { $upto } genau die Liste der Verluststarts
fibonacci-nim-s-base-is-not-losing = für { $rule } ist sie bis { $upto } nicht die Liste der Verluststarts
fibonacci-nim-s-move-100 = Ein Haufen von { $pile }, erster Zug bis { $max }, { $rule }. Wie viele Spielsteine nimmst du, um zu gewinnen?
fibonacci-nim-s-write-as-sum = Schreib { $pile } mit der Zeichnung oben als Summe und sieh dir ihren kleinsten Teil an.
fibonacci-nim-s-take-smallest = { $take } nehmen (der kleinste Gewinnzug)
fibonacci-nim-s-every-move-loses = hier verliert jeder Zug

## Schritt 5: die Regel ändern

fibonacci-nim-s-losing-starts-short = { $rule }: Der erste Spieler verliert bei { $list }, …
fibonacci-nim-s-base-start-finite = { $list } (sie ist endlich).
fibonacci-nim-s-base-start = { $list } ({ $count ->
        [one] { $count } Element
       *[other] { $count } Elemente
    } bis { $upto }).
fibonacci-nim-s-powers-true = die Engine: { $list } bis { $upto }
fibonacci-nim-s-powers-false = die Engine: { $list }
fibonacci-nim-s-sparser-true = bis { $upto }: { $fewer } Verlusthaufen für { $f1 }, { $more } für { $f2 }
fibonacci-nim-s-sparser-false = bis { $upto } haben beide { $count } Verlusthaufen
fibonacci-nim-s-sparser-false-same = bis { $upto } haben beide { $count } Verlusthaufen, und zwar dieselben
fibonacci-nim-s-lose-rule = Sag für { $rule } voraus: Welches ist der kleinste Verluststart über { $above } (der kleinste Haufen über { $above }, bei dem der erste Spieler verliert)?
fibonacci-nim-s-losing-not-above = { $n } ist ein Verluststart, liegt aber nicht über { $above }.
fibonacci-nim-s-losing-smaller = { $n } ist ein Verluststart, aber es gibt einen kleineren über { $above }.
fibonacci-nim-s-look-table = Die Tabelle aus Schritt 3 hebt die Haufen hervor, bei denen { $formula } gilt.
fibonacci-nim-s-look-table-losing = Die Tabelle aus Schritt 3 hebt die Haufen hervor, bei denen { $formula } gilt: Das sind die Verluststarts.
fibonacci-nim-s-none-up-to = keiner bis { $upto }
fibonacci-nim-s-lose-rule-why = Die Verluststarts für { $rule }: { $list }.
fibonacci-nim-s-chip-fibonacci = Fibonacci-Nim
fibonacci-nim-s-chip-same = höchstens gleich viel
fibonacci-nim-s-chip-conjecture = die Vermutung
fibonacci-nim-s-or-type = oder gib eine ein:
fibonacci-nim-s-own-rule =
    .aria-label = Deine eigene Funktion f(x)
    .placeholder = eigene f(x)

## Schritt 6: eine veröffentlichte Vermutung, überprüft

fibonacci-nim-s-few-members = Die Basis von { $rule } hat bis { $upto } nur { $count ->
        [one] { $count } Element
       *[other] { $count } Elemente
    }.
fibonacci-nim-s-growth-caption = Die letzten Elemente von { $set } für { $rule }
fibonacci-nim-s-conjecture = Ist { $rule } ein Gegenbeispiel zur Vermutung: Ist g dort unbeschränkt, während die Verluststarts nicht exponentiell wachsen?
fibonacci-nim-s-counterexample = Ja, das ist ein Gegenbeispiel
fibonacci-nim-s-agrees = Nein, es passt zur Vermutung
fibonacci-nim-s-conjecture-yes = ja: g ist unbeschränkt, und trotzdem wächst { $set } polynomiell
fibonacci-nim-s-conjecture-no = nein: Die Engine stuft das Wachstum als { $class ->
        [exponential] exponentiell
        [polynomial] polynomiell
        [bounded] beschränkt
        [unclear] unklar
       *[other] { $class }
    } ein
fibonacci-nim-s-conjecture-clue-yes = Für ein Gegenbeispiel braucht man Verluststarts, die nicht um einen festen Faktor wachsen. Wähle { $rule } und sieh dir die letzte Spalte der Tabelle an: Bleiben die Quotienten über einer Zahl, die größer als 1 ist?
fibonacci-nim-s-conjecture-clue-no = Wüchsen die Verluststarts exponentiell, dann wäre jeder mindestens um einen festen Faktor größer als der vorige. Wähle { $rule } und sieh dir die letzte Spalte der Tabelle an: Bleiben die Quotienten über einer Zahl, die größer als 1 ist, oder sinken sie langsam gegen 1?
`;
