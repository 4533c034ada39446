// Blocking Nim's analysis in Spanish (see en.js).
export const ftl = String.raw`
bna-one-fails = (1) no se cumple en i = { $i }: c_{ $i } = { $a } > c_{ $next } = { $b }
bna-one-holds-whole = (1) c_i ≤ c_(i+1) se cumple para todo i (las sucesiones son constantes a partir de ahí)
bna-one-holds-upto = (1) c_i ≤ c_(i+1) se cumple para i ≤ { $n }
bna-two-negative = (2) no se cumple en i = { $i }: u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0
bna-two-fails = (2) no se cumple en i = { $i }: u_{ $i } = { $u } > u_{ $next } = { $v }
bna-two-holds-whole = (2) 0 ≤ u_i ≤ u_(i+1) se cumple para todo i (las sucesiones son constantes a partir de ahí)
bna-two-holds-upto = (2) 0 ≤ u_i ≤ u_(i+1) se cumple para i ≤ { $n }
bna-weak-negative = u_{ $i } = { $u } < 0: el adversario puede prohibir todas las opciones en la jugada { $move }
bna-weak-lemma = Lema 1 no se cumple en k = { $k }: A = { $a }, B = { $b }, A siguiente = { $next } (se necesita A < B < A siguiente)
bna-weak-holds-whole = u_i ≥ 0 y el lema 1 se cumplen para todo k (las sucesiones son constantes a partir de ahí)
bna-weak-holds-upto = u_i ≥ 0 y el lema 1 se cumplen para los intervalos hasta el montón { $upto }
bna-diff = en la jugada { $move }, el montón { $pile } es { $brute ->
        [safe] seguro
       *[unsafe] no seguro
    } según la fuerza bruta, pero { $formula ->
        [safe] seguro
       *[unsafe] no seguro
    } según la fórmula
bna-diff-none = en la jugada { $move } la fórmula coincide
bna-range = montones 0..{ $upto }, jugadas 1..{ $moves }
bna-title-theorem1 = Teorema 1
bna-statement-theorem1 = Si se cumplen (1) y (2), los montones seguros son la unión de los intervalos { $intervals } (en cada jugada, con las sucesiones desplazadas).
bna-theorem1-holds = La fuerza bruta coincide con la fórmula en { $range }.
bna-theorem1-contradicted = Contraejemplo: { $diff }.
bna-theorem1-na-agrees = Sus hipótesis no se cumplen ({ $why }); aun así, la fórmula coincide con la fuerza bruta en { $range }.
bna-theorem1-na-wrong = Sus hipótesis no se cumplen ({ $why }) y, en efecto, la fórmula falla: { $diff }.
bna-title-lemma1 = Lema 1
bna-statement-lemma1 = Si se cumplen (1) y (2), A_k < B_k < A_(k+1) para todo k: los intervalos existen.
bna-lemma1-na = Sus hipótesis (1) y (2) no se cumplen en este rango.
bna-lemma1-holds = Las cotas son estrictamente crecientes en { $range }.
bna-lemma1-contradicted = En la jugada { $move }: { $why }.
bna-title-summary-sufficient = Resumen: basta la condición más débil
bna-statement-summary-sufficient = u_i ≥ 0 para todo i junto con el lema 1 basta para que los intervalos sean los montones seguros (en lugar de (1) y (2)).
bna-sufficient-na = La condición más débil no se cumple en ninguna de las jugadas mostradas.
bna-sufficient-holds = Allí donde se cumple la condición más débil (jugadas { $moves }), la fórmula coincide con la fuerza bruta en los montones 0..{ $upto }.
bna-sufficient-contradicted = Contraejemplo: la condición más débil se cumple desde la jugada { $move } ({ $why }) y, sin embargo, { $diff }.
bna-title-summary-necessary = Resumen: la condición más débil es necesaria
bna-statement-summary-necessary = Donde no se cumplen u_i ≥ 0 o el lema 1, los intervalos no son los montones seguros.
bna-necessary-na = La condición más débil se cumple en todas las jugadas mostradas.
bna-necessary-holds = Allí donde no se cumple la condición más débil (jugadas { $moves }), la fórmula falla, en efecto, en los montones 0..{ $upto }.
bna-necessary-contradicted = Contraejemplo en los montones 0..{ $upto }: desde la jugada { $move } la condición más débil no se cumple ({ $why }) y, sin embargo, la fórmula coincide con la fuerza bruta en todos los montones.
`;
