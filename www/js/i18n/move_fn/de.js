// The move-function engine's sentences in German (see en.js).
export const ftl = String.raw`
mf-look-multi = Schreibe in G_{ $game } die Zahl { $pile } als Kette von Elementen über die Basen hinweg: { $pile } = { $sum }. Sieh dir ihren letzten Teil an: sein Θ ist g({ $pile }), zu vergleichen mit den { $x }, die du nehmen darfst.
mf-look = Schreibe { $pile } in der Basis B_f, zuerst das größte Element, das hineinpasst: { $pile } = { $sum }. Sieh dir den kleinsten Teil an: { $smallest }
mf-smallest-is-g = das ist g({ $n }), der kleinste Gewinnzug von { $n } aus; vergleiche ihn mit den { $x }, die du nehmen darfst.
mf-smallest-via-g0 = g({ $n }) ist g0({ $part }), der kleinste Gewinnzug von einem Haufen nur aus diesem Teil; vergleiche ihn mit den { $x }, die du nehmen darfst.
mf-because-win = g({ $pile }), der kleinste Gewinnzug von { $pile } aus, ist höchstens { $x }, so viel, wie du jetzt höchstens nehmen darfst.
mf-because-lose = der kleinste Gewinnzug von { $pile } aus ist g({ $pile }) = { $g }, und du darfst höchstens { $x } nehmen.
mf-take-all = { $rep }, also g({ $pile }) = { $pile }: Nimm alle { $pile } und gewinne.
mf-take-g = { $rep }, also g({ $pile }) = { $g } ≤ { $x }: Nimm { $g }. Dann bleiben { $left }, von denen höchstens { $fname } = { $fg } genommen werden dürfen, aber { $left } braucht einen Zug von mindestens g({ $left }) = { $gleft }, um zu gewinnen.
mf-lose = { $rep }, also g({ $pile }) = { $g } > { $x }: Jeder Zug verliert gegen bestes Spiel; { $last }.
mf-longest-loss = wer { $take } nimmt, lässt das Spiel am längsten dauern ({ $moves ->
        [one] noch { $moves } Zug
       *[other] noch { $moves } Züge
    } bei bestem Spiel)
mf-longest-loss-huge = 1 nehmen (für so große Haufen gibt es keine Überlebenstabelle)
mf-digits = Schreibe { $pile } in den Ziffern von B_f ({ $members }): { $pile } ist { $digits }. Sieh dir die am weitesten rechts stehende 1 an, den kleinsten Teil: { $smallest }
mf-digits-schwenk = Schreibe { $pile } in den Ziffern von B_f, für dieses f Schwenks Folge H ({ $members }): { $pile } ist { $digits }. Sieh dir die am weitesten rechts stehende 1 an, den kleinsten Teil: { $smallest }
mf-rep = { $n } = { $sum } in B_f; der kleinste Teil ist { $smallest }
mf-rep-g0 = { $n } = { $sum } in B_f; der kleinste Teil { $smallest } hat g0({ $smallest }) = { $g0 }
mf-rep-multi = In G_{ $game }: { $n } = { $sum }; der letzte Teil { $part } ist ein Element von B_{ $base } mit Θ = { $theta }
`;
