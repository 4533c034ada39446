// The sentences of the periodic analysis f(n, x) in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, como en el catálogo de la sección (move_fn_periodic_section).
# teorema 1, teorema 2, algoritmo 1, condición (2) (se cumple / falla), conclusión,
# contraejemplo, miembro, base, juego, creciente, artículo, fórmulas de Fibonacci.

mfpa-theorem2-holds = El teorema 2 se cumple en 1..{ $upto }: en cada juego G_0 … G_{ $last }, Θ_i en los miembros y { $rule } entre ellos dan exactamente los g_i del algoritmo 1.
mfpa-theorem2-fails = El teorema 2 falla: en G_{ $game }, { $value } según el algoritmo 1, pero las bases predicen { $predicted }.
mfpa-theorem1-holds = Las conclusiones 1, 2, 3a y 3b del teorema 1 se cumplen en 1..{ $upto }.
mfpa-theorem1-fails = Una conclusión del teorema 1 falla en 1..{ $upto } aunque la condición (2) se cumple: es un contraejemplo al teorema tal como está enunciado.
mfpa-theorem1-fails-in-range = Una conclusión del teorema 1 falla en 1..{ $upto } aunque la condición (2) se cumple en ese intervalo: es un contraejemplo al teorema tal como está enunciado.
mfpa-theorem1-holds-anyway = La condición (2) falla, así que el teorema 1 no promete nada aquí; aun así, sus conclusiones se cumplen en 1..{ $upto }.
mfpa-theorem1-not-apply = La condición (2) falla, y las conclusiones del teorema 1 fallan de hecho en 1..{ $upto }: el teorema no se aplica a esta f.
mfpa-condition-fails = { $drop }: la condición (2) falla (n = { $residue } mod { $t }).
mfpa-condition-proved = f es creciente en x por la forma de su expresión: la condición (2) se cumple para todo n y todo x.
mfpa-condition-proved-from = f es creciente en x para x ≥ { $from } por la forma de su expresión, y { $condition } se comprobó para x < { $from } y cada n mod { $t }: la condición (2) se cumple en todas partes.
mfpa-condition-checked = { $condition } comprobado para x < { $upto } y cada n mod { $t } (no demostrado más allá).
mfpa-conclusion-1 = todo miembro b de B_i cumple { $claim }
mfpa-conclusion-2 = todo n fuera de B_i cumple { $claim }
mfpa-conclusion-3a = si { $between }, entonces { $claim }
mfpa-conclusion-3b = si B_i es finita y n supera su mayor miembro b_ik, entonces { $claim }
mfpa-counter-member = { $member }, pero { $value }
mfpa-counter-outside = { $outside }, pero { $value }, que no es < { $n }
mfpa-counter-rule = { $value }, pero { $expected }
mfpa-example2-agrees = { $count ->
        [one] El único miembro
       *[other] Los { $count } miembros
    } de B_0 y B_1 hasta { $limit } { $count ->
        [one] coincide
       *[other] coinciden
    } con las fórmulas de Fibonacci del artículo.
mfpa-example2-differs = Las fórmulas del artículo y las bases calculadas difieren por primera vez en B_{ $game }, en la posición { $k }: calculado { $computed }, en el artículo { $printed }.
`;
