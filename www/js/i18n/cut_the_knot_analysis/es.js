// Cut The Knot's sentences that only its analyses show, in Spanish (see en.js).
export const ftl = String.raw`
ck-period-start = G es periódica desde el principio, con periodo { $q }.
ck-period-from = G es periódica desde S = { $p }, con periodo { $q } (preperiodo { $p }): la ventana de { $s ->
        [one] { $s } valor
       *[other] { $s } valores
    } en S = { $m } vuelve en S = { $n }.
ck-period-none = No se encontró periodo para S ≤ { $upto }: ninguna ventana de { $s ->
        [one] { $s } valor
       *[other] { $s } valores
    } se repitió.
ck-rule-contradicted = Refutada en S = { $s }: G({ $s }) = { $g }, en contra de { $statement }.
ck-rule-p = la regla «P exactamente cuando S mod { $cycle } < { $min }»
ck-rule-formula = la fórmula cerrada ⌊(S mod { $cycle }) / { $min }⌋
ck-rule-for-all = Se cumple para todo S: comprobada en 0..{ $end }, que cubre un periodo entero de G y de la regla.
ck-rule-holds = Se cumple para S = 0..{ $end }.
ck-hyp-rising-proved = f es no decreciente (demostrado por su forma).
ck-hyp-rising-fails = f no es no decreciente: f({ $next }) = { $fnext } < f({ $x }) = { $fx }.
ck-hyp-rising-checked = f es no decreciente en 1..{ $upto } (comprobado).
ck-hyp-at-least-x-fails = f(x) ≥ x falla: f({ $x }) = { $fx } < { $x }.
ck-hyp-at-least-x-checked = f(x) ≥ x en 1..{ $upto } (comprobado).
ck-claim-contradicted = Refutado: { $why }.
ck-claim-h-losing = H coincide con los montones iniciales perdedores (fuerza bruta) en 1..{ $upto }.
ck-claim-h-base = H coincide con B_f en 1..{ $upto }.
ck-claim-base-losing = g(N) = N exactamente en los montones iniciales perdedores en 1..{ $upto }.
ck-claim-unique = Todo N ≤ { $upto } tiene exactamente una representación.
ck-claim-converse = La única sucesión creciente que representa cada N ≤ { $upto } exactamente una vez es H.
ck-claim-strategy = Quitar el término más pequeño gana desde todo montón inicial N ≤ { $upto } que no está en H.
ck-in-not-in = N = { $n } está en { $inside } pero no en { $outside }
ck-set-losing = los montones iniciales perdedores
ck-set-forced = la sucesión forzada
ck-count-none = N = { $n } no tiene representación con H
ck-count-none-forced = N = { $n } no tiene representación con ella
ck-count-one = N = { $n } tiene una representación, { $sum }
ck-count-two = N = { $n } tiene dos representaciones con H: { $a } y { $b }
ck-count-two-forced = N = { $n } tiene dos representaciones con ella: { $a } y { $b }
ck-converse-fails = ninguna sucesión creciente tiene representaciones únicas hasta { $upto }: la única candidata (1, { $second }, …) da { $count }
ck-strategy-no-rep = N = { $n } no tiene representación con H (H se detiene en { $last }), así que no hay un 1 más a la derecha que quitar
ck-strategy-loses = desde N = { $n } = { $sum }, quitar el término más pequeño { $t } deja ({ $left }, f({ $t }) = { $ft }), que gana el rival
ck-st-h-losing = H es el conjunto de los montones iniciales perdedores
ck-st-h-base = H es la base B_f del juego de función de jugada (Holshouser y Reiter 2003)
ck-st-base-losing = Los inicios perdedores son los N con g(N) = N en el juego de función de jugada
ck-st-unique = Todo N tiene exactamente una representación t_1 + … + t_r con H tal que f(t_i) < t_(i+1)
ck-st-converse = Una sucesión creciente con representaciones únicas tiene que ser H
ck-st-strategy = Desde un inicio que no está en H, quitar el 1 de más a la derecha (el término más pequeño) gana
ck-rep-in-h = { $n } = H_{ $k } está en H: un inicio perdedor; cualquier primera jugada deja ganar al rival.
ck-rep-take = { $n } = { $sum }: quita el 1 de más a la derecha, es decir, quita { $t }. Entonces el rival puede quitar como mucho f({ $t }), demasiado poco para quitar el siguiente 1.
ck-rep-note = { $text } Nota: { $stop }.
ck-rep-broken = { $text } La suma voraz incumple la regla f(t_i) < t_(i+1), así que no es una representación de Schwenk (sus hipótesis fallan para esta f).
ck-rep-loses = { $n } = { $sum }, pero aquí quitar el 1 de más a la derecha ({ $t }) pierde: deja { $left } con hasta f({ $t }) = { $ft } para quitar, y a { $left } le basta una jugada de g = { $g } para ganar (según el juego de función de jugada). La estrategia de Schwenk necesita sus hipótesis.
`;
