// Cut The Knot's games' words in German (see en.js).
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

## (c) Das Brett einer Reihe von Spielen

cks-b-choose-pile = Wähle einen Haufen
cks-b-pile-label = Haufen { $i }: { $pile } Spielsteine, höchstens { $max } dürfen genommen werden, Grundy-Wert { $g }
cks-b-pile-name = Haufen { $i }
cks-b-pile-max = 1 … { $max } nehmen
cks-b-pile-empty = leer
cks-b-pile-no-move = kein Zug
cks-b-nim-sum = Nim-Summe:
cks-b-nim-sum-zero = — 0: Wer am Zug ist, verliert bei bestem Spiel.
cks-b-nim-sum-not-zero = — nicht 0: Wer am Zug ist, kann gewinnen.
cks-b-play-again = Noch einmal spielen
cks-b-setting-up = Wird vorbereitet…
cks-b-thinking = Die Engine denkt nach…
cks-b-choose = Wähle einen Haufen, dann, wie viele du nimmst.
cks-b-take-button = { $k } von Haufen { $i } nehmen
cks-b-take-bar = Wie viele von Haufen { $i } nehmen
cks-b-take-label = Von Haufen { $i } nehmen:
cks-b-take-input = Spielsteine, die von Haufen { $i } genommen werden, 1 bis { $max }
cks-b-take-input-label = Von Haufen { $i } nehmen (1 … { $max }):
cks-b-take = Nehmen

## Die Spiele: das Ende des Subtraktionsspiels, das Brett des Wegnehmspiels, die Reihe von Spielen

ckp-digits-label =
    .aria-label = { $n } in Ziffern { $digits }, H vom größten zum kleinsten
ckp-flag-take = nehmen
ckp-flag-taken = genommen
ckp-took-rightmost = { $who ->
    [you] Du hast { $take } von { $sum } genommen – die äußerste rechte 1.
   *[engine] Die Engine hat { $take } von { $sum } genommen – die äußerste rechte 1.
}
ckp-took-other = { $who ->
    [you] Du hast { $take } von { $sum } genommen – nicht die äußerste rechte 1.
   *[engine] Die Engine hat { $take } von { $sum } genommen – nicht die äußerste rechte 1.
}
ckp-before-region = Der Haufen vor dem letzten Zug, in Ziffern
ckp-now = Jetzt { $sum }
ckp-now-region = Der Haufen jetzt, in Ziffern
ckp-may-take = du darfst { $takes } nehmen
ckp-no-move = kein Zug möglich
ckp-cannot-move = { $who ->
    [engine] Die Engine kann von einem Haufen mit { $pile } nicht ziehen.
   *[you] Du kannst von einem Haufen mit { $pile } nicht ziehen.
}
ckp-said-engine-stuck = Ich habe { $take } genommen, es bleiben { $pile }: Du kannst nicht ziehen.
ckp-said-you-stuck = Du hast { $take } genommen, es bleiben { $pile }: Ich kann nicht ziehen.
ckp-hint = Tipp: Nimm { $take } von Haufen { $i }.{" "}
ckp-piles = Haufen: { $piles }
ckp-engine-took = Die Engine hat { $take } von Haufen { $i } genommen.{" "}
ckp-said-last = { $who ->
    [engine] Ich habe { $take } von Haufen { $i } genommen, den letzten Spielstein.
   *[you] Du hast { $take } von Haufen { $i } genommen, den letzten Spielstein.
}
ckp-said-left = { $who ->
    [engine] Ich habe { $take } von Haufen { $i } genommen, dort bleiben { $left }. Nim-Summe { $sum }.
   *[you] Du hast { $take } von Haufen { $i } genommen, dort bleiben { $left }. Nim-Summe { $sum }.
}
ckp-said-emptied = { $who ->
    [engine] Ich habe { $take } von Haufen { $i } genommen, jetzt ist er leer. Nim-Summe { $sum }.
   *[you] Du hast { $take } von Haufen { $i } genommen, jetzt ist er leer. Nim-Summe { $sum }.
}
ckp-log-took = { $who ->
    [you] {" "}hast { $take } von Haufen { $i } genommen ({ $change })
   *[engine] {" "}hat { $take } von Haufen { $i } genommen ({ $change })
}
`;
