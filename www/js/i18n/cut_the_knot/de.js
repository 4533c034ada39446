// Cut The Knot's sentences in German (see en.js).
export const ftl = String.raw`
ck-because-win = die kleinste Anzahl, mit der du von { $pile } aus gewinnst, ist höchstens { $x }, so viel, wie du jetzt höchstens nehmen darfst.
ck-because-lose = die kleinste Anzahl, mit der du von { $pile } aus gewinnst, ist { $g }, und du darfst höchstens { $x } nehmen.
ck-look-one = { $pile } ist selbst eine von Schwenks Zahlen H, also ist sein einziger Teil { $pile }: Vergleiche ihn mit den { $x }, die du nehmen darfst.
ck-look = Schreibe { $pile } mit Schwenks Zahlen H, zuerst die größte, die hineinpasst: { $pile } = { $sum }. Sieh dir den kleinsten Teil an (die rechte 1 seiner Ziffern): Vergleiche ihn mit den { $x }, die du nehmen darfst.
ck-look-digits = Schreibe { $pile } mit Schwenks Zahlen H, zuerst die größte, die hineinpasst: { $pile } = { $sum } (Ziffern { $digits }). Sieh dir den kleinsten Teil an (die rechte 1 seiner Ziffern): Vergleiche ihn mit den { $x }, die du nehmen darfst.
ck-look-no-rule = Schwenks Regel (nimm den kleinsten Teil) funktioniert nur dann sicher, wenn f nie fällt und f(x) ≥ x gilt, und für dieses f kann sich die Engine nicht auf sie verlassen: Sie berechnet aus den kleineren Haufen die kleinste Anzahl, mit der man von { $pile } aus gewinnt. Vergleiche sie mit den { $x }, die du nehmen darfst.
ck-head-one = { $pile } ist eine von Schwenks Zahlen H, also ist sein kleinster Teil { $pile } selbst
ck-head = Mit Schwenks Zahlen H geschrieben ist { $pile } = { $sum }; der kleinste Teil ist { $g }
ck-head-no-rule = Die kleinste Anzahl, mit der man von { $pile } aus gewinnt, ist { $g }
ck-lose = { $head }, mehr als die { $x }, die du nehmen darfst: Jeder Zug verliert gegen bestes Spiel; { $last }.
ck-take-all = { $head }, und du darfst alle { $pile } nehmen: Nimm sie und gewinne.
ck-take-leaves-h = { $head }, also nimm { $g }. Übrig bleiben { $left }, eine von Schwenks Zahlen H, und dein Gegner darf höchstens f({ $g }) = { $fg } nehmen, weniger als { $gleft }: ein verlorener Haufen für ihn.
ck-take-leaves = { $head }, also nimm { $g }. Übrig bleiben { $left } = { $sum } mit dem kleinsten Teil { $gleft }, und dein Gegner darf höchstens f({ $g }) = { $fg } nehmen, weniger als { $gleft }: ein verlorener Haufen für ihn.
ck-take-leaves-no-rule = { $head }, also nimm { $g }. Übrig bleiben { $left }, von wo aus die kleinste gewinnende Anzahl { $gleft } ist, und dein Gegner darf höchstens f({ $g }) = { $fg } nehmen, weniger als { $gleft }: ein verlorener Haufen für ihn.
ck-sub-p = eine P-Position ({ $rule })
ck-sub-win = G({ $n }) = { $g } ≠ 0, also gewinnst du: Nimm { $take }, dann bleiben { $left }, { $why }. Jede Antwort hinterlässt G ≠ 0, und du kannst wieder zu G = 0 ziehen.
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0, also gewinne ich: Ich nehme { $take } und lasse dir { $left }, { $why }. Jeder deiner Züge hinterlässt G ≠ 0, und ich kann wieder zu G = 0 ziehen.
ck-sub-because-win = { $n } ist eine N-Position (G({ $n }) ≠ 0).
ck-sub-because-lose = { $n } ist eine P-Position ({ $rule }).
ck-sub-structure-win = Entscheidend ist der Grundy-Wert G, der mex der G der Haufen, die ein Zug erreicht: G({ $n }) = { $g }. Ein Gewinnzug führt zu einem Haufen mit G = 0.
ck-sub-structure-win-minmax = Entscheidend ist der Grundy-Wert G, der mex der G der Haufen, die ein Zug erreicht: G({ $n }) = { $g }. Ein Gewinnzug führt zu einem Haufen mit G = 0 (hier: ein Haufen, dessen Rest modulo { $cycle } kleiner als { $min } ist).
ck-sub-structure-lose = Entscheidend ist der Grundy-Wert G, der mex der G der Haufen, die ein Zug erreicht: G({ $n }) = 0, also führt jeder Zug zu einem Haufen mit G ≠ 0, von dem aus dein Gegner wieder zu G = 0 ziehen kann.
ck-sub-structure-lose-minmax = Entscheidend ist der Grundy-Wert G, der mex der G der Haufen, die ein Zug erreicht: G({ $n }) = 0, also führt jeder Zug zu einem Haufen mit G ≠ 0, von dem aus dein Gegner wieder zu G = 0 ziehen kann (hier: ein Haufen, dessen Rest modulo { $cycle } kleiner als { $min } ist).
ck-sub-lost = G({ $n }) = 0: Jeder Zug hinterlässt einen Haufen mit G ≠ 0
ck-sub-lost-minmax = G({ $n }) = 0 ({ $rule }): Jeder Zug hinterlässt einen Haufen mit G ≠ 0
ck-sub-lose = { $lost }, also verlierst du gegen bestes Spiel; mit dem kleinsten Zug, { $take } zu nehmen, geht das Spiel weiter.
ck-sub-lose-engine = { $lost }, also verliere ich gegen dein bestes Spiel; ich mache den kleinsten Zug und nehme { $take }, damit das Spiel weitergeht.
ck-sum-because-win = die Nim-Summe der Grundy-Werte der Haufen ist nicht 0.
ck-sum-because-lose = die Nim-Summe der Grundy-Werte der Haufen ist 0.
ck-sum-structure-win = Entscheidend ist die Nim-Summe der Grundy-Werte der Haufen, G(Haufen, was er jetzt höchstens erlaubt): { $sum }. Ein Gewinnzug ändert das G eines Haufens zu G ⊕ { $s }, damit wird die Nim-Summe 0: Suche einen Haufen, dessen G zu diesem Wert werden kann.
ck-sum-structure-lose = Entscheidend ist die Nim-Summe der Grundy-Werte der Haufen, G(Haufen, was er jetzt höchstens erlaubt): { $sum }. Jeder Zug ändert das G eines Haufens und macht die Nim-Summe ungleich 0, und dein Gegner kann sie wieder zu 0 machen.
ck-sum-win = Nim-Summe { $sum } ≠ 0, also gewinnst du. Nimm { $take } von Haufen { $pile } (G = { $g }): Er wird zu ({ $left }, höchstens f({ $take }) = { $fk }) mit G = { $target } = { $g } ⊕ { $s }, und die Nim-Summe wird 0 – jede Antwort macht sie wieder ungleich 0.
ck-sum-win-engine = Nim-Summe { $sum } ≠ 0, also gewinne ich. Ich nehme { $take } von Haufen { $pile } (G = { $g }): Er wird zu ({ $left }, höchstens f({ $take }) = { $fk }) mit G = { $target } = { $g } ⊕ { $s }, und die Nim-Summe wird 0 – jeder deiner Züge macht sie wieder ungleich 0.
ck-sum-lose = Nim-Summe { $sum }: Jeder Zug ändert ein G und macht die Nim-Summe ungleich 0, also verlierst du gegen bestes Spiel; 1 von Haufen { $pile } zu nehmen hält das Spiel am Laufen.
ck-sum-lose-engine = Nim-Summe { $sum }: Jeder Zug ändert ein G und macht die Nim-Summe ungleich 0, also verliere ich gegen dein bestes Spiel; ich nehme 1 von Haufen { $pile }, damit das Spiel weitergeht.
`;
