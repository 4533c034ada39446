// Blocking Nim's analysis in German (see en.js).
export const ftl = String.raw`
bna-one-fails = (1) gilt nicht bei i = { $i }: c_{ $i } = { $a } > c_{ $next } = { $b }
bna-one-holds-whole = (1) c_i ≤ c_(i+1) gilt für jedes i (die Folgen sind von dort an konstant)
bna-one-holds-upto = (1) c_i ≤ c_(i+1) gilt für i ≤ { $n }
bna-two-negative = (2) gilt nicht bei i = { $i }: u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0
bna-two-fails = (2) gilt nicht bei i = { $i }: u_{ $i } = { $u } > u_{ $next } = { $v }
bna-two-holds-whole = (2) 0 ≤ u_i ≤ u_(i+1) gilt für jedes i (die Folgen sind von dort an konstant)
bna-two-holds-upto = (2) 0 ≤ u_i ≤ u_(i+1) gilt für i ≤ { $n }
bna-weak-negative = u_{ $i } = { $u } < 0: Der Gegner kann im Zug { $move } jede Möglichkeit verbieten
bna-weak-lemma = Lemma 1 gilt nicht bei k = { $k }: A = { $a }, B = { $b }, nächstes A = { $next } (nötig ist A < B < nächstes A)
bna-weak-holds-whole = u_i ≥ 0 und Lemma 1 gelten für jedes k (die Folgen sind von dort an konstant)
bna-weak-holds-upto = u_i ≥ 0 und Lemma 1 gelten für die Intervalle bis Haufen { $upto }
bna-diff = Haufen { $pile } ist im Zug { $move } laut vollständiger Suche { $brute ->
        [safe] sicher
       *[unsafe] unsicher
    }, laut Formel aber { $formula ->
        [safe] sicher
       *[unsafe] unsicher
    }
bna-diff-none = Im Zug { $move } stimmt die Formel
bna-range = Haufen 0..{ $upto }, Züge 1..{ $moves }
bna-title-theorem1 = Satz 1
bna-statement-theorem1 = Gelten (1) und (2), so sind die sicheren Haufen die Vereinigung der Intervalle { $intervals } (in jedem Zug, mit entsprechend verschobenen Folgen).
bna-theorem1-holds = Die vollständige Suche stimmt auf { $range } mit der Formel überein.
bna-theorem1-contradicted = Gegenbeispiel: { $diff }.
bna-theorem1-na-agrees = Seine Voraussetzungen gelten nicht ({ $why }); trotzdem stimmt die Formel auf { $range } mit der vollständigen Suche überein.
bna-theorem1-na-wrong = Seine Voraussetzungen gelten nicht ({ $why }), und tatsächlich ist die Formel falsch: { $diff }.
bna-title-lemma1 = Lemma 1
bna-statement-lemma1 = Gelten (1) und (2), so ist A_k < B_k < A_(k+1) für jedes k: Die Intervalle existieren.
bna-lemma1-na = Seine Voraussetzungen (1) und (2) gelten auf diesem Bereich nicht.
bna-lemma1-holds = Die Schranken sind auf { $range } streng monoton wachsend.
bna-lemma1-contradicted = Im Zug { $move }: { $why }.
bna-title-summary-sufficient = Zusammenfassung: Die schwächere Bedingung genügt
bna-statement-summary-sufficient = u_i ≥ 0 für alle i genügt zusammen mit Lemma 1 dafür, dass die Intervalle die sicheren Haufen sind (anstelle von (1) und (2)).
bna-sufficient-na = Die schwächere Bedingung gilt in keinem der gezeigten Züge.
bna-sufficient-holds = Überall, wo die schwächere Bedingung gilt (Züge { $moves }), stimmt die Formel auf den Haufen 0..{ $upto } mit der vollständigen Suche überein.
bna-sufficient-contradicted = Gegenbeispiel: Die schwächere Bedingung gilt ab Zug { $move } ({ $why }), doch { $diff }.
bna-title-summary-necessary = Zusammenfassung: Die schwächere Bedingung ist notwendig
bna-statement-summary-necessary = Wo u_i ≥ 0 oder Lemma 1 nicht gilt, sind die Intervalle nicht die sicheren Haufen.
bna-necessary-na = Die schwächere Bedingung gilt in jedem der gezeigten Züge.
bna-necessary-holds = Überall, wo die schwächere Bedingung nicht gilt (Züge { $moves }), ist die Formel auf den Haufen 0..{ $upto } tatsächlich falsch.
bna-necessary-contradicted = Gegenbeispiel auf den Haufen 0..{ $upto }: Ab Zug { $move } gilt die schwächere Bedingung nicht ({ $why }), und doch stimmt die Formel auf jedem Haufen mit der vollständigen Suche überein.
`;
