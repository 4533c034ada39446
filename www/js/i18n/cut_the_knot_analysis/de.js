// Cut The Knot's sentences that only its analyses show, in German (see en.js).
export const ftl = String.raw`
ck-st-h-losing = H ist die Menge der verlorenen Startzahlen
ck-st-h-base = H ist die Basis B_f des Zugfunktionsspiels (Holshouser & Reiter 2003)
ck-st-base-losing = Die Verluststarts sind die N mit g(N) = N im Zugfunktionsspiel
ck-st-unique = Jedes N hat genau eine Darstellung t_1 + … + t_r durch H mit f(t_i) < t_(i+1)
ck-st-converse = Eine wachsende Folge mit eindeutigen Darstellungen muss H sein
ck-st-strategy = Von einem Start außerhalb von H gewinnt das Entfernen der äußersten rechten 1 (des kleinsten Summanden)
ck-rep-in-h = { $n } = H_{ $k } liegt in H: ein Verluststart — jeder erste Zug lässt den Gegner gewinnen.
ck-rep-take = { $n } = { $sum }: Entferne die äußerste rechte 1, nimm also { $t }. Der Gegner darf dann höchstens f({ $t }) nehmen, zu wenig, um die nächste 1 zu entfernen.
ck-rep-note = { $text } Hinweis: { $stop }.
ck-rep-broken = { $text } Die gierige Summe verletzt die Regel f(t_i) < t_(i+1), ist also keine Schwenk-Darstellung (seine Voraussetzungen gelten für dieses f nicht).
ck-rep-loses = { $n } = { $sum }, aber hier verliert das Entfernen der äußersten rechten 1 ({ $t }): Es lässt { $left } mit bis zu f({ $t }) = { $ft } zum Nehmen, und von { $left } aus genügt ein Zug von g = { $g } zum Gewinnen (laut Zugfunktionsspiel). Schwenks Strategie braucht seine Voraussetzungen.
`;
