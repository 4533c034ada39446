// The periodic move-function section's words in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, como en el catálogo de la interfaz.

-pile = montón
-move = jugada
-counter = ficha
-base = base
-g-base = base g
-grundy-value = valor de Grundy
-p-position = posición P
-n-position = posición N
-nim-sum = suma nim
-engine = motor
-hint = pista
-level = nivel

## La primera tarjeta: las reglas, f(n, x) y t

mfs-p-doc-title = Nim Lab — f(n, x) periódica: varios juegos, varias bases
mfs-p-title = Función de jugada periódica <span class="math">f(n, x)</span>
mfs-p-intro-rule = Después de que tu adversario quite <i>x</i> fichas de un montón de <i>n</i> (el tamaño del montón <em>antes</em> de esa
    jugada), puedes quitar como máximo <i>f</i>(<i>n</i>, <i>x</i>). La función se repite en <i>n</i> con período
    <i>t</i>: <i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>).
    <strong class="mod-note">n se lee módulo t:</strong> el motor evalúa <i>f</i> en <i>n</i> mod <i>t</i>, así que en
    la expresión <i>n</i> es siempre uno de 0, 1, …, <i>t</i> − 1. La primera jugada puede quitar como máximo un valor dado.
mfs-p-intro-games = Hay <i>t</i> juegos <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>: el juego <i>G<sub>i</sub></i> usa
    <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>), donde <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>.
    <i>G</i><sub>0</sub> es el propio juego; los demás hacen falta para resolverlo, porque después de quitar un miembro de la base
    <i>b</i> en el juego <i>G<sub>i</sub></i> el resto del montón se comporta como el juego <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.
    Cada juego tiene su propia base <i>B<sub>i</sub></i>.
    Artículo: <a data-l10n-name="paper">Holshouser y Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
mfs-p-presets-group =
    .aria-label = Funciones de jugada periódicas de ejemplo
mfs-p-example2 = Ejemplo 2
mfs-p-note-paper = el artículo, { $t }
mfs-p-note-fibonacci = { $t }: Nim de Fibonacci
mfs-p-note-fails-2 = no cumple la condición (2)
mfs-p-note-theorem1-fails = el teorema 1 falla
mfs-p-f-read = Leída como { $f }, con n leído módulo { $t } (n es uno de { $residues })
mfs-p-f-read-monotone = Leída como { $f }, con n leído módulo { $t } (n es uno de { $residues }) — creciente en x (demostrado por su forma)
mfs-p-still-showing = Los resultados de abajo siguen siendo los de { $rule }.
mfs-p-progress-label = Calculando los juegos
mfs-p-progress = Calculando { $gs } y las bases para n ≤ { $upto } { $where ->
        [worker] en segundo plano
       *[page] en esta página
    }: { $pct } %
mfs-p-cancel = Cancelar
mfs-p-cancelled = Cancelado.
mfs-p-cancelled-showing = Cancelado. Se sigue mostrando { $rule }, para n ≤ { $upto }.
mfs-p-failure = No se pudieron calcular los juegos para { $rule }, hasta { $upto }: { $message }

## Los títulos y explicaciones de las tarjetas

mfs-p-theorems-title = Comprobación de los teoremas
mfs-p-results-for = para
mfs-p-example2-title = El ejemplo 2 del artículo, miembro a miembro
mfs-p-table-title = Jugadas ganadoras mínimas <span class="math">g<sub>i</sub>(n)</span>
mfs-p-table-explain = Desde un montón de <i>n</i> en el juego <i>G<sub>i</sub></i> se gana exactamente cuando se pueden quitar al menos
    <i>g<sub>i</sub></i>(<i>n</i>) fichas (algoritmo 1 del artículo, calculado directamente).
mfs-p-legend-base = <i>n</i> es miembro de la base <i>B<sub>i</sub></i> del juego de esa columna
mfs-p-bases-title = Las bases <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> y <span class="math">Θ</span>
mfs-p-bases-explain = Construidas juntas como antes del teorema 2: <i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + el menor
    miembro <i>b</i> de <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub> con Θ(<i>b</i>) = <i>b</i> y
    <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>).
    Θ<sub><i>i</i></sub>(<i>b</i>) es la jugada ganadora mínima desde un montón de <i>b</i> en <i>G<sub>i</sub></i>.
mfs-p-repr-title = Escribir <span class="math">n</span> con varias bases
mfs-p-repr-explain = En el juego <i>G<sub>i</sub></i>: toma el mayor miembro <i>b</i> de <i>B<sub>i</sub></i> por debajo de
    <i>n</i>; el resto <i>n</i> − <i>b</i> se escribe en la base del juego <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, y así sucesivamente,
    hasta que el resto sea él mismo miembro de una base. Teoremas 1 y 2: la jugada ganadora es Θ de esa última parte.
mfs-p-game-label = Juego
mfs-p-pile-label = Montón <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = Valores de ejemplo de n
mfs-p-try = Prueba:
mfs-p-repr-empty = Escribe un número entero n ≥ 1.
mfs-p-play-title = Jugar contra el motor
mfs-p-start-pile = Montón inicial
mfs-p-first-move = Primera jugada
mfs-p-share-game = El juego { $game }

## Las comprobaciones de los teoremas

mfs-p-t2-holds = El teorema 2 se cumple en 1 … { $upto } en todos los juegos { $games }
mfs-p-t2-fails-at = El teorema 2 falla por primera vez en { $game } en n = { $n }
mfs-p-t2-fails = El teorema 2 falla
mfs-p-t2-what = Cualquier f periódica. Afirmación: en cada miembro b de B<sub>i</sub>, g<sub>i</sub>(b) = Θ<sub>i</sub>(b); entre miembros,
    g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b) para el mayor miembro b por debajo de n.
mfs-p-t2-detail = El algoritmo 1 da { $g }, pero las bases predicen { $predicted }.
mfs-p-condition = Condición (2):
mfs-p-status-proved = demostrada
mfs-p-status-checked = comprobada
mfs-p-status-fails = falla
mfs-p-status-fails-at = falla en n = { $n }, x = { $x }
mfs-p-not-promised = (la condición (2) falla, así que el teorema no promete esto)
mfs-p-nothing-to-check = nada que comprobar en 1 … { $upto } (ningún caso cumple su «si»)
mfs-p-holds-on = se cumple en 1 … { $upto } ({ $count ->
        [one] { $shown } caso comprobado
       *[other] { $shown } casos comprobados
    })
mfs-p-outcome-fails = falla:
mfs-p-counterexample-found = se encontró un contraejemplo
mfs-p-conclusion = Conclusión { $name }.
mfs-p-t1-not-apply = El teorema 1 no se aplica: la condición (2) falla
mfs-p-t1-holds = El teorema 1 se aplica y sus conclusiones se cumplen en 1 … { $upto }
mfs-p-t1-fails = Las conclusiones del teorema 1 fallan aunque la condición (2) se cumple
mfs-p-t1-what = Requiere la condición (2). Sus bases no usan Θ: b<sub>i,k+1</sub> = b<sub>ik</sub> + el menor miembro b de
    B<sub>i ⊕ b_ik</sub> con f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub>.
mfs-p-t1-same = Aquí son las mismas bases que las del teorema 2.
mfs-p-t1-differ = Aquí difieren de las bases del teorema 2.
mfs-p-applied-anyway = El teorema 1 aplicado de todos modos, a las bases construidas como él indica —
    <strong>la condición (2) falla, así que el teorema no promete nada de esto:</strong>
mfs-p-conclusions = Conclusiones del teorema 1

## El ejemplo 2 del artículo

mfs-p-ex2-heading = { $base } (juego { $game })
mfs-p-ex2-region = { $base } frente al artículo
mfs-p-ex2-computed = calculado
mfs-p-ex2-paper = artículo
mfs-p-ex2-value = valor
mfs-p-ex2-agrees = coincide
mfs-p-ex2-differs = difiere
mfs-p-ex2-explain = El artículo da B<sub>0</sub> y B<sub>1</sub> para f(n, 3) = 4 cuando n es impar, f(n, x) = 2x en los demás casos (t = 2),
    mediante los números de Fibonacci F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, … (el artículo cuenta
    desde F<sub>0</sub> = 1). Cada miembro calculado se compara con la fórmula.
mfs-p-ex2-all-agree = Los { $shown } miembros coinciden con el artículo.
mfs-p-ex2-some-differ = { $differ } de { $shown } miembros difieren del artículo.

## La tabla de g_i(n) y las bases

mfs-p-previous = Página anterior
mfs-p-next = Página siguiente
mfs-p-goto = Ir a n
mfs-p-table-region = La tabla de valores
mfs-p-table-range = n = { $from } … { $to } de { $upto }
mfs-p-cell = { $g } en el juego { $game }
mfs-p-cell-base = { $g } en el juego { $game } — { $n } está en { $base }
mfs-p-cell-in-base = (en { $base })
mfs-p-table-caption = g_i(n) para n de { $from } a { $to }, una columna por juego { $games }
mfs-p-member-self = { $b } está en { $base } y { $theta }
mfs-p-member = { $b } está en { $base }, { $theta }
mfs-p-members-more = … { $count } más …
mfs-p-base-game = para el juego { $game }
mfs-p-base-size = { $count ->
        [one] { $shown } miembro
       *[other] { $shown } miembros
    } ≤ { $upto }
mfs-p-base-finite = finita (termina aquí)
mfs-p-base-other-theta = { $shown } con Θ ≠ b
mfs-p-members-region = Miembros de { $base } en orden creciente
mfs-p-legend-self = Θ(b) = b: quitar las b fichas gana
mfs-p-legend-other = Θ(b) < b (se muestra el valor): quitar Θ(b)

## La representación de n

mfs-p-block = { $member } es miembro de { $base } (juego { $game })
mfs-p-block-in = en { $base }
mfs-p-flag-take = quita { $take }
mfs-p-chain-label = Las partes, cada una en la base de su juego: { $parts }
mfs-p-chain-part = { $member } en { $base }
mfs-p-chain-then = , luego
mfs-p-step-start = empieza en el juego { $game }
mfs-p-step-next = , luego { $step }
mfs-p-winning = Jugada ganadora mínima: quitar { $take } (gana cuando el máximo actual lo permite)
mfs-p-winning-theta = Jugada ganadora mínima: quitar { $take } = { $theta }, a partir de la última parte (gana cuando el máximo actual lo permite)
`;
