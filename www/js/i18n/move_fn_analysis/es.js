// The sentences of the analysis of f(x) in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, como en el catálogo de la sección (move_fn_section).
# teorema principal, recurrencia directa, construcción simple, construcción general,
# fuerza bruta, miembro (de la base), base, creciente, pendiente log-log, cociente, conjetura,
# artículo (de Holshouser y Reiter), contraejemplo, juego, posición.

mfa-theorem-holds = { $claim } en 1..{ $upto }: el teorema principal se cumple aquí (g por la recurrencia directa, g0 a partir de B_f).
mfa-theorem-fails = El teorema principal falla: { $g } por la recurrencia directa, pero { $g0 } a partir de B_f.
mfa-condition-proved = f es creciente por la forma de su expresión, así que { $condition } para todo n: se aplica la construcción simple (g0 = identidad en B_f).
mfa-condition-fails = { $drop }: la construcción simple no se aplica; B_f se obtiene de la construcción general.
mfa-condition-checked = { $condition } comprobado para n < { $upto } (no demostrado más allá): en 1..{ $upto } se aplica la construcción simple.
mfa-storage = { $set } tiene { $count ->
        [one] { $count } miembro
       *[other] { $count } miembros
    }: junto con g0, { $count ->
        [one] guarda
       *[other] guardan
    } toda la estrategia en 1..{ $upto } (el { $percent } % { $values ->
        [one] del único valor de g
       *[other] de los { $values } valores de g
    }).
mfa-growth-finite = B_f es finita (su mayor miembro es { $top }), así que g(N) solo depende de N mod { $top }: g se mantiene ≤ { $gmax }.
mfa-growth-few = g alcanza { $gmax } en 1..{ $upto }; ahí B_f solo tiene { $count ->
        [one] { $count } miembro
       *[other] { $count } miembros
    }, lo que no basta para saber cómo crece.
mfa-growth-bounded = g se mantiene ≤ { $gmax } en 1..{ $upto }: aquí g parece acotada, y la conjetura del artículo (crecimiento exponencial de B_f cuando g no está acotada) no dice nada de este caso. B_f crece despacio (pendiente log-log { $slope }, último cociente { $ratio }), así que guarda la estrategia de forma poco eficiente, como el tercer ejemplo del artículo.
mfa-growth-exponential = g alcanza { $gmax } en 1..{ $upto }; cada uno de los últimos miembros de B_f es unas { $factor } veces el anterior (último cociente { $ratio }), de forma estable: crecimiento exponencial, como conjetura el artículo siempre que g no está acotada (un indicio en 1..{ $upto }, no una demostración).
mfa-growth-polynomial = g alcanza { $gmax } en 1..{ $upto } y, sin embargo, B_f crece de forma polinómica: en { $count ->
        [one] su último miembro
       *[other] sus últimos { $count } miembros
    }, la pendiente log-log de b_k frente a k se mantiene cerca de { $slope } ({ $first } y luego { $second }), mientras los cocientes b_(k+1)/b_k bajan hacia 1 (el último, { $ratio }). Si esto continúa, f es un contraejemplo a la conjetura del artículo de que B_f crece exponencialmente siempre que g no está acotada (un indicio en 1..{ $upto }, no una demostración).
mfa-growth-polynomial-like = g alcanza { $gmax } en 1..{ $upto } y, sin embargo, B_f crece de forma polinómica: en { $count ->
        [one] su último miembro
       *[other] sus últimos { $count } miembros
    }, la pendiente log-log de b_k frente a k se mantiene cerca de { $slope } ({ $first } y luego { $second }), con { $approx } en k = { $k }, mientras los cocientes b_(k+1)/b_k bajan hacia 1 (el último, { $ratio }). Si esto continúa, f es un contraejemplo a la conjetura del artículo de que B_f crece exponencialmente siempre que g no está acotada (un indicio en 1..{ $upto }, no una demostración).
mfa-growth-unclear = g alcanza { $gmax } en 1..{ $upto }; en { $count ->
        [one] el último miembro
       *[other] los últimos { $count } miembros
    } de B_f no se estabilizan ni los cocientes b_(k+1)/b_k (el último, { $ratio }) ni la pendiente log-log ({ $first } y luego { $second }), así que aquí los datos ni apoyan ni contradicen la conjetura del artículo.
mfa-brute-agrees = g coincide con la fuerza bruta en toda posición (n, x) con n ≤ { $upto } (el juego resuelto a partir de su definición).
mfa-brute-agrees-games = g coincide con la fuerza bruta en toda posición (n, x) con n ≤ { $upto } en cada juego G_0 … G_{ $last } (el juego resuelto a partir de su definición).
mfa-brute-differs = g difiere de la fuerza bruta: en G_{ $game }, con n = { $n }: fuerza bruta { $brute }, la recurrencia { $recursion }.
`;
