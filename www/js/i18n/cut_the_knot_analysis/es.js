// Cut The Knot's sentences that only its analyses show, in Spanish (see en.js).
export const ftl = String.raw`
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
