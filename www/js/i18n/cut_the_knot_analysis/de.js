// Cut The Knot's sentences that only its analyses show, in German (see en.js).
export const ftl = String.raw`
ck-period-start = G ist von Anfang an periodisch mit Periode { $q }.
ck-period-from = G ist ab S = { $p } periodisch mit Periode { $q } (Vorperiode { $p }): Das Fenster aus { $s ->
        [one] { $s } Wert
       *[other] { $s } Werten
    } bei S = { $m } kehrt bei S = { $n } wieder.
ck-period-none = Keine Periode für S ≤ { $upto } gefunden: Kein Fenster aus { $s ->
        [one] { $s } Wert
       *[other] { $s } Werten
    } hat sich wiederholt.
ck-rule-contradicted = Widerlegt bei S = { $s }: G({ $s }) = { $g }, im Widerspruch zu { $statement }.
ck-rule-p = der Regel „P genau dann, wenn S mod { $cycle } < { $min }“
ck-rule-formula = der geschlossenen Formel ⌊(S mod { $cycle }) / { $min }⌋
ck-rule-for-all = Gilt für jedes S: geprüft auf 0..{ $end }, was eine ganze Periode von G und der Regel abdeckt.
ck-rule-holds = Gilt für S = 0..{ $end }.
ck-hyp-rising-proved = f ist monoton wachsend (aus seiner Form bewiesen).
ck-hyp-rising-fails = f ist nicht monoton wachsend: f({ $next }) = { $fnext } < f({ $x }) = { $fx }.
ck-hyp-rising-checked = f ist monoton wachsend auf 1..{ $upto } (geprüft).
ck-hyp-at-least-x-fails = f(x) ≥ x gilt nicht: f({ $x }) = { $fx } < { $x }.
ck-hyp-at-least-x-checked = f(x) ≥ x auf 1..{ $upto } (geprüft).
ck-claim-contradicted = Widerlegt: { $why }.
ck-claim-h-losing = H stimmt auf 1..{ $upto } mit den verlorenen Startzahlen überein (vollständige Suche).
ck-claim-h-base = H stimmt auf 1..{ $upto } mit B_f überein.
ck-claim-base-losing = g(N) = N genau bei den verlorenen Startzahlen auf 1..{ $upto }.
ck-claim-unique = Jedes N ≤ { $upto } hat genau eine Darstellung.
ck-claim-converse = Die einzige wachsende Folge, die jedes N ≤ { $upto } genau einmal darstellt, ist H.
ck-claim-strategy = Den kleinsten Summanden wegzunehmen gewinnt von jeder Startzahl N ≤ { $upto } aus, die nicht in H liegt.
ck-in-not-in = N = { $n } liegt in { $inside }, aber nicht in { $outside }
ck-set-losing = den verlorenen Startzahlen
ck-set-forced = der erzwungenen Folge
ck-count-none = N = { $n } hat keine Darstellung mit H
ck-count-none-forced = N = { $n } hat keine Darstellung mit ihr
ck-count-one = N = { $n } hat eine Darstellung, { $sum }
ck-count-two = N = { $n } hat zwei Darstellungen mit H: { $a } und { $b }
ck-count-two-forced = N = { $n } hat zwei Darstellungen mit ihr: { $a } und { $b }
ck-converse-fails = keine wachsende Folge hat bis { $upto } eindeutige Darstellungen: Die einzige Kandidatin (1, { $second }, …) ergibt: { $count }
ck-strategy-no-rep = N = { $n } hat keine Darstellung mit H (H endet bei { $last }), also gibt es keine rechte 1 zum Wegnehmen
ck-strategy-loses = von N = { $n } = { $sum } aus lässt das Wegnehmen des kleinsten Summanden { $t } die Stellung ({ $left }, f({ $t }) = { $ft }), die der Gegner gewinnt
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
