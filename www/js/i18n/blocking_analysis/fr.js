// Blocking Nim's analysis in French (see en.js).
export const ftl = String.raw`
bna-one-fails = (1) n’est pas vérifiée en i = { $i } : c_{ $i } = { $a } > c_{ $next } = { $b }
bna-one-holds-whole = (1) c_i ≤ c_(i+1) est vérifiée pour tout i (les suites sont constantes à partir de là)
bna-one-holds-upto = (1) c_i ≤ c_(i+1) est vérifiée pour i ≤ { $n }
bna-two-negative = (2) n’est pas vérifiée en i = { $i } : u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0
bna-two-fails = (2) n’est pas vérifiée en i = { $i } : u_{ $i } = { $u } > u_{ $next } = { $v }
bna-two-holds-whole = (2) 0 ≤ u_i ≤ u_(i+1) est vérifiée pour tout i (les suites sont constantes à partir de là)
bna-two-holds-upto = (2) 0 ≤ u_i ≤ u_(i+1) est vérifiée pour i ≤ { $n }
bna-weak-negative = u_{ $i } = { $u } < 0 : l’adversaire peut interdire tous les choix au coup { $move }
bna-weak-lemma = Lemme 1 non vérifié en k = { $k } : A = { $a }, B = { $b }, A suivant = { $next } (il faut A < B < A suivant)
bna-weak-holds-whole = u_i ≥ 0 et le lemme 1 sont vérifiés pour tout k (les suites sont constantes à partir de là)
bna-weak-holds-upto = u_i ≥ 0 et le lemme 1 sont vérifiés pour les intervalles jusqu’au tas { $upto }
bna-diff = au coup { $move }, le tas { $pile } est { $brute ->
        [safe] sûr
       *[unsafe] non sûr
    } selon la force brute, mais { $formula ->
        [safe] sûr
       *[unsafe] non sûr
    } selon la formule
bna-diff-none = au coup { $move }, la formule concorde
bna-range = tas 0..{ $upto }, coups 1..{ $moves }
bna-title-theorem1 = Théorème 1
bna-statement-theorem1 = Si (1) et (2) sont vérifiées, les tas sûrs sont la réunion des intervalles { $intervals } (à chaque coup, les suites étant décalées).
bna-theorem1-holds = La force brute concorde avec la formule sur { $range }.
bna-theorem1-contradicted = Contre-exemple : { $diff }.
bna-theorem1-na-agrees = Ses hypothèses ne sont pas vérifiées ({ $why }) ; la formule concorde pourtant avec la force brute sur { $range }.
bna-theorem1-na-wrong = Ses hypothèses ne sont pas vérifiées ({ $why }), et la formule est effectivement fausse : { $diff }.
bna-title-lemma1 = Lemme 1
bna-statement-lemma1 = Si (1) et (2) sont vérifiées, A_k < B_k < A_(k+1) pour tout k : les intervalles existent.
bna-lemma1-na = Ses hypothèses (1) et (2) ne sont pas vérifiées sur cette plage.
bna-lemma1-holds = Les bornes sont strictement croissantes sur { $range }.
bna-lemma1-contradicted = Au coup { $move } : { $why }.
bna-title-summary-sufficient = Résumé : la condition plus faible suffit
bna-statement-summary-sufficient = u_i ≥ 0 pour tout i, avec le lemme 1, suffit pour que les intervalles soient les tas sûrs (à la place de (1) et (2)).
bna-sufficient-na = La condition plus faible n’est vérifiée à aucun des coups affichés.
bna-sufficient-holds = Partout où la condition plus faible est vérifiée (coups { $moves }), la formule concorde avec la force brute sur les tas 0..{ $upto }.
bna-sufficient-contradicted = Contre-exemple : la condition plus faible est vérifiée à partir du coup { $move } ({ $why }), et pourtant { $diff }.
bna-title-summary-necessary = Résumé : la condition plus faible est nécessaire
bna-statement-summary-necessary = Là où u_i ≥ 0 ou le lemme 1 n’est pas vérifié, les intervalles ne sont pas les tas sûrs.
bna-necessary-na = La condition plus faible est vérifiée à chacun des coups affichés.
bna-necessary-holds = Partout où la condition plus faible n’est pas vérifiée (coups { $moves }), la formule est bel et bien fausse sur les tas 0..{ $upto }.
bna-necessary-contradicted = Contre-exemple sur les tas 0..{ $upto } : à partir du coup { $move }, la condition plus faible n’est pas vérifiée ({ $why }), et pourtant la formule concorde avec la force brute sur chaque tas.
`;
