// The move-function section's words in Spanish (see en.js).
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

## Las tarjetas de la sección

mfs-doc-title = Nim Lab — juegos de quitar fichas de un solo montón
mfs-fn-title = Función de jugada
mfs-presets-group =
    .aria-label = Funciones de jugada de ejemplo
mfs-theorem-title = Comprobación del teorema principal
mfs-table-title = Jugada ganadora mínima <span class="math">g(N)</span>
mfs-results-for = para
mfs-table-explain = Desde un montón de <i>N</i> fichas se gana exactamente cuando se pueden quitar al menos <i>g</i>(<i>N</i>) fichas:
    quitar <i>g</i>(<i>N</i>) es entonces una jugada ganadora.
mfs-legend-base = <i>N</i> está en la base <i>B<sub>f</sub></i>
mfs-plot-title = Gráfica de <span class="math">g(N)</span>
mfs-base-title = La base g <span class="math">B<sub>f</sub></span> y <span class="math">g<sub>0</sub></span>
mfs-repr-title = Representación de <span class="math">N</span> en la base
mfs-repr-explain = Escribe <i>N</i> de forma voraz como suma de miembros de la base (del mayor al menor, como en la
    representación de Zeckendorf con números de Fibonacci). La parte más pequeña es la jugada ganadora.
mfs-repr-quick =
    .aria-label = Valores de ejemplo de N
mfs-try = Prueba:
mfs-repr-empty = Escribe un número entero N ≥ 1.
mfs-play-title = Jugar contra el motor
mfs-start-pile = Montón inicial
mfs-first-move = Primera jugada
mfs-f-read = Leída como { $f } — no se puede demostrar que sea creciente
mfs-f-read-monotone = Leída como { $f } — creciente (demostrado por su forma)
mfs-still-showing = Los resultados de abajo siguen siendo los de { $f }.

## Las notas de los ejemplos

mfs-note-fibonacci = Nim de Fibonacci
mfs-note-powers = potencias de 2
mfs-note-not-monotone = no monótona
mfs-note-g-bounded = g acotada
mfs-note-bounded = acotada
mfs-example-or = { $a } o { $b }
mfs-example-but = { $a }, pero { $b }

## El análisis: progreso, cancelación, fallo

mfs-progress-label = Calculando g(N)
mfs-progress = Calculando g(N) para N ≤ { $upto } { $where ->
        [worker] en segundo plano
       *[page] en esta página
    }: { $pct } %
mfs-cancel = Cancelar
mfs-cancelled = Cancelado.
mfs-cancelled-showing = Cancelado. Se sigue mostrando { $f } para N ≤ { $upto }.
mfs-failure = No se pudo calcular g para { $f } hasta { $upto }: { $message }

## El veredicto

mfs-theorem-holds = El teorema principal se cumple en 1 … { $upto }: g(N) = g₀(N) para todo N
mfs-theorem-fails-at = El teorema principal falla por primera vez en N = { $n }
mfs-theorem-fails = El teorema principal falla
mfs-theorem-detail = { $g } según el juego, pero { $g0 } según la base.

## Los datos de la base g

mfs-member-self = { $b } está en la base y { $g0 }
mfs-member = { $b } está en la base, { $g0 }
mfs-members-more = … { $count } más …
mfs-base-finite = finita: { $last }; todo N es { $theta } + (miembros menores)
mfs-base-infinite = no se encontró un final hasta { $upto } (infinita hasta donde se calculó)
mfs-method-simple = <strong>construcción simple</strong>: <span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> + (el menor <span class="math">b<sub>i</sub></span>
    con f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>), y g<sub>0</sub> es la identidad en la base
mfs-method-general = <strong>construcción general</strong>: g<sub>0</sub> y la base se obtienen de la g calculada
mfs-method-general-same = <strong>construcción general</strong>: g<sub>0</sub> y la base se obtienen de la g calculada
    (la construcción simple da la misma base)
mfs-status-proved = demostrada
mfs-status-checked = comprobada
mfs-status-fails = falla
mfs-size = Tamaño
mfs-built-by = Construida por
mfs-size-members = { $count ->
        [one] { $shown } miembro
       *[other] { $shown } miembros
    } ≤ { $upto },
mfs-self-members = { $self } de { $count ->
        [one] { $shown } miembro
       *[other] { $shown } miembros
    }
mfs-members-region = Miembros de la base en orden creciente
mfs-legend-other = g₀(b) < b (se muestra el valor)
mfs-storage = Almacenamiento
mfs-storage-of = { $count ->
        [one] número guarda
       *[other] números guardan
    } la estrategia para todo N ≤ { $upto }
mfs-storage-meter = { $pct } por ciento
mfs-growth = Crecimiento
mfs-conjecture = <strong>Conjetura</strong> (Holshouser y Reiter): si g no está acotada, los miembros de B<sub>f</sub>
    crecen exponencialmente. No está demostrada; esto es lo que muestra esta f:
mfs-ratios = <span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span> para los últimos miembros:
mfs-gmax = mayor g(N) observado: { $gmax }.
mfs-losing = <strong>Inicio de Cut-the-Knot</strong> (la primera jugada puede quitar cualquier cantidad salvo el montón entero): el primer jugador pierde desde N =

## La representación de N

mfs-block-used = { $value } — usado
mfs-block-smallest = { $value } — usado — la parte más pequeña
mfs-flag-take = quita
mfs-flag-smallest = menor
mfs-unused-members = { $count ->
        [one] { $shown } miembro sin usar
       *[other] { $shown } miembros sin usar
    }
mfs-blocks-label = Miembros de la base del mayor al menor; los usados, rellenos: { $terms }
mfs-digits = Dígitos (primero el miembro mayor):
mfs-winning-smallest = Jugada ganadora mínima desde { $n }: quitar { $take } = la parte más pequeña (gana cuando el máximo actual lo permite)
mfs-winning-g0 = Jugada ganadora mínima desde { $n }: quitar { $take } = { $g0 }, a partir de la parte más pequeña (gana cuando el máximo actual lo permite)

## Las vistas de una página de curso y el diálogo Compartir

mfs-view-table = Tabla de g(N)
mfs-view-plot = Gráfica de g(N)
mfs-view-base = La base g y la representación de N
mfs-number-label = Número <span class="math">N</span> (de cualquier tamaño, p. ej. 10^18)
mfs-share-game = El juego
mfs-share-base = La base y N

## La tabla de g(N) y la gráfica

mfs-table-previous =
    .aria-label = Página anterior
mfs-table-next =
    .aria-label = Página siguiente
mfs-table-goto = Ir a N
mfs-table-region = La tabla de valores
mfs-table-range = N = { $from } … { $to } de { $upto }
mfs-table-in-base = — N está en la base
mfs-table-caption = { $gn } para N de { $from } a { $to }; cada celda muestra N encima de { $gn }
mfs-plot-label = Gráfica de g(N) en función de N
mfs-plot-label-range = Gráfica de g(N) para N de { $from } a { $to }; el mayor g(N) mostrado es { $gmax }
mfs-plot-log = escala logarítmica para g
mfs-plot-hint = Arrastra para ampliar; doble clic para restablecer.
mfs-plot-readout = Señala la gráfica para leer g(N).
mfs-plot-axis-log = g(N)  (escala log.)
`;
