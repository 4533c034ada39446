// Blocking Nim's analysis in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
bna-one-fails = (1) não vale em i = { $i }: c_{ $i } = { $a } > c_{ $next } = { $b }
bna-one-holds-whole = (1) c_i ≤ c_(i+1) vale para todo i (as sequências são constantes daí em diante)
bna-one-holds-upto = (1) c_i ≤ c_(i+1) vale para i ≤ { $n }
bna-two-negative = (2) não vale em i = { $i }: u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0
bna-two-fails = (2) não vale em i = { $i }: u_{ $i } = { $u } > u_{ $next } = { $v }
bna-two-holds-whole = (2) 0 ≤ u_i ≤ u_(i+1) vale para todo i (as sequências são constantes daí em diante)
bna-two-holds-upto = (2) 0 ≤ u_i ≤ u_(i+1) vale para i ≤ { $n }
bna-weak-negative = u_{ $i } = { $u } < 0: o adversário pode proibir todas as opções na jogada { $move }
bna-weak-lemma = Lema 1 não vale em k = { $k }: A = { $a }, B = { $b }, próximo A = { $next } (é preciso A < B < próximo A)
bna-weak-holds-whole = u_i ≥ 0 e o Lema 1 valem para todo k (as sequências são constantes daí em diante)
bna-weak-holds-upto = u_i ≥ 0 e o Lema 1 valem para os intervalos até a pilha { $upto }
bna-diff = na jogada { $move }, a pilha { $pile } é { $brute ->
        [safe] segura
       *[unsafe] não segura
    } pela força bruta, mas { $formula ->
        [safe] segura
       *[unsafe] não segura
    } pela fórmula
bna-diff-none = na jogada { $move }, a fórmula concorda
bna-range = pilhas 0..{ $upto }, jogadas 1..{ $moves }
bna-title-theorem1 = Teorema 1
bna-statement-theorem1 = Se (1) e (2) valem, as pilhas seguras são a união dos intervalos { $intervals } (em cada jogada, com as sequências deslocadas).
bna-theorem1-holds = A força bruta concorda com a fórmula em { $range }.
bna-theorem1-contradicted = Contraexemplo: { $diff }.
bna-theorem1-na-agrees = Suas hipóteses não valem ({ $why }); mesmo assim, a fórmula concorda com a força bruta em { $range }.
bna-theorem1-na-wrong = Suas hipóteses não valem ({ $why }) e, de fato, a fórmula está errada: { $diff }.
bna-title-lemma1 = Lema 1
bna-statement-lemma1 = Se (1) e (2) valem, A_k < B_k < A_(k+1) para todo k: os intervalos existem.
bna-lemma1-na = Suas hipóteses (1) e (2) não valem nesta faixa.
bna-lemma1-holds = As cotas são estritamente crescentes em { $range }.
bna-lemma1-contradicted = Na jogada { $move }: { $why }.
bna-title-summary-sufficient = Resumo: a condição mais fraca basta
bna-statement-summary-sufficient = u_i ≥ 0 para todo i, junto com o Lema 1, basta para que os intervalos sejam as pilhas seguras (no lugar de (1) e (2)).
bna-sufficient-na = A condição mais fraca não vale em nenhuma das jogadas mostradas.
bna-sufficient-holds = Onde quer que a condição mais fraca valha (jogadas { $moves }), a fórmula concorda com a força bruta nas pilhas 0..{ $upto }.
bna-sufficient-contradicted = Contraexemplo: a condição mais fraca vale a partir da jogada { $move } ({ $why }), mas { $diff }.
bna-title-summary-necessary = Resumo: a condição mais fraca é necessária
bna-statement-summary-necessary = Onde u_i ≥ 0 ou o Lema 1 não vale, os intervalos não são as pilhas seguras.
bna-necessary-na = A condição mais fraca vale em todas as jogadas mostradas.
bna-necessary-holds = Onde quer que a condição mais fraca não valha (jogadas { $moves }), a fórmula está de fato errada nas pilhas 0..{ $upto }.
bna-necessary-contradicted = Contraexemplo nas pilhas 0..{ $upto }: a partir da jogada { $move }, a condição mais fraca não vale ({ $why }), mas a fórmula concorda com a força bruta em todas as pilhas.
`;
