// The Cut-the-Knot section's words in Spanish (see en.js).
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

## La sección: su título y sus pestañas

cks-doc-title = Nim Lab — Los juegos de un montón de Cut The Knot: Min/Max, retirada, valores de Grundy
cks-tabs =
    .aria-label = Juegos de Cut-the-Knot
cks-tab-minmax = Un montón (Min/Max) y conjuntos de sustracción
cks-tab-takeaway = Juegos de retirada (Schwenk)
cks-tab-grundy = Valores de Grundy y sumas
cks-play-title = Jugar contra el motor
cks-cancelled = Cancelado.
cks-cancelled-kept = Cancelado. { $kept }
cks-share-game = El juego

## La función de jugada f (partes b y c)

cks-f-title = Juegos de retirada: tras retirar <span class="math">x</span>, como mucho <span class="math">f(x)</span>
cks-f-intro = La primera jugada puede retirar cualquier cantidad salvo el montón entero; tras retirar <i>x</i> fichas, el siguiente jugador puede retirar
    como mucho <i>f</i>(<i>x</i>). Gana quien retira la última ficha. Los tres juegos del applet son
    <i>f</i>(<i>x</i>) = <i>x</i> (no más que), 2<i>x</i> − 1 (menos del doble) y 2<i>x</i> (como mucho el doble:
    Nim de Fibonacci).
cks-f-presets =
    .aria-label = Ejemplos de funciones de jugada
cks-note-no-more-than = no más que
cks-note-less-than-twice = menos del doble
cks-note-fibonacci = Nim de Fibonacci
cks-note-not-non-decreasing = no creciente
cks-note-h-not-losing = H ≠ inicios perdedores
cks-note-not-unique = no única
cks-example-or = { $a } o { $b }
cks-example-but = { $a }, pero { $b }
cks-f-read-monotone = Leída como f(x) = { $f } — creciente (demostrado por su forma)
cks-f-read = Leída como f(x) = { $f } — no se puede demostrar que sea creciente

## (a) Un montón con Min/Max y conjuntos de sustracción

cks-s-title = Un montón: retirar entre <span class="math">Min</span> y <span class="math">Max</span> fichas
cks-s-intro-rules = Una jugada retira al menos <i>Min</i> y como mucho <i>Max</i> fichas — o, en general, cualquier número de un
    <strong>conjunto de sustracción</strong> como {"{"}1, 3, 4{"}"}. Pierde el jugador que no puede jugar.
    El <strong>número de Grundy</strong> de un montón de <i>S</i> fichas es el menor número que no es el número de Grundy
    de ningún montón al que se llega con una jugada (la regla del <em>mex</em>); los montones con número de Grundy 0 son las
    <strong>posiciones P</strong>: quien tiene que jugar desde ellas pierde.
cks-s-intro-typing = Escribe un conjunto como números e intervalos separados por comas, cada uno de 1 a 1000: por ejemplo
    <span class="mono k-example">3..5</span> o <span class="mono k-example">1, 3, 4</span> o
    <span class="mono k-example">1, 4..6</span>.
cks-s-presets =
    .aria-label = Ejemplos de conjuntos de sustracción
cks-note-applet = el applet
cks-note-take-1-3 = retirar 1–3
cks-s-table-title = Números de Grundy por la regla del mex
cks-results-for = para
cks-s-legend = una posición P (número de Grundy 0): pierde el jugador al que le toca
cks-s-verdicts-title = La regla, la fórmula cerrada y el periodo
cks-s-at-title = G(<span class="math">n</span>) para cualquier montón, mediante el periodo
cks-s-at-label = Montón <span class="math">n</span> (de cualquier tamaño, p. ej. 10^18)
cks-s-at-quick =
    .aria-label = Montones de ejemplo
cks-s-read = Leído como { $set }
cks-s-read-range = Leído como { $set } — un solo intervalo: Min { $min }, Max { $max }
cks-s-takes = { $n ->
    [one] { $n } retirada
   *[other] { $n } retiradas
}
cks-s-whole-number = { $end }: introduce un número entero.
cks-s-at-error = Introduce un número entero n ≥ 0.
cks-s-failure = No se pudieron calcular los números de Grundy de { $set } hasta S = { $upto }: { $message }
cks-s-kept = Se sigue mostrando { $set } para S = 0 … { $upto }.
cks-s-progress-label = Calculando los números de Grundy
cks-s-progress = Calculando G(0 … { $upto }) { $where ->
        [worker] en segundo plano
       *[page] en esta página
    }…
cks-s-still = el conjunto
cks-s-strip-top = Tamaño del montón
cks-s-strip-bottom = Número de Grundy
cks-s-strip-p = { $g } — una posición P
cks-s-ppositions = { $count ->
    [one] Posiciones P hasta S = { $upto } ({ $count } en total): { $list }
   *[other] Posiciones P hasta S = { $upto } ({ $count } en total): { $list }
}
cks-s-at-loses = — una posición P: pierde el jugador al que le toca.
cks-s-at-wins = — gana el jugador al que le toca.

cks-s-rule-statement = S es una posición P exactamente cuando S mod (Min + Max) &lt; Min
cks-s-formula-statement = G(S) = ⌊(S mod (Min + Max)) / Min⌋
cks-s-rule-na = La regla del artículo: solo para juegos Min/Max
cks-s-formula-na = Fórmula cerrada conocida (no está en el artículo): solo para juegos Min/Max
cks-s-na-what = — se enuncia para un juego cuyas cantidades permitidas forman un solo intervalo Min … Max; este conjunto no es un solo intervalo.
cks-s-rule-fails = La regla del artículo falla en S = { $s }
cks-s-formula-fails = La fórmula cerrada conocida (no está en el artículo) falla en S = { $s }
cks-s-rule-holds-all = La regla del artículo se cumple para todo S
cks-s-formula-holds-all = La fórmula cerrada conocida (no está en el artículo) se cumple para todo S
cks-s-rule-holds-upto = La regla del artículo se cumple (comprobada para S = 0 … { $upto })
cks-s-formula-holds-upto = La fórmula cerrada conocida (no está en el artículo) se cumple (comprobada para S = 0 … { $upto })
cks-s-here = — aquí Min = { $min }, Max = { $max }, Min + Max = { $sum }.
cks-s-counterexample = Contraejemplo: S = { $s } (comprobado para S = 0 … { $upto }).
cks-s-periodic = G es periódica desde S = { $from } con periodo { $period }
cks-s-no-period = No se encontró ningún periodo
cks-s-period-what = Preperiodo { $from }, periodo { $period }: G(S + { $period }) = G(S) para todo S ≥ { $from }.
cks-s-searched = Se buscó hasta S = { $upto }.
cks-s-minmax-error = Min { $min }, Max { $max }: { $error }
cks-s-chip =
    .title = el conjunto { $set }
cks-s-chip-minmax = Min { $min }, Max { $max }

## (b) Juegos de retirada (Schwenk)

cks-t-h-title = La sucesión <span class="math">H</span> de Schwenk
cks-t-h-explain = <i>H</i><sub>1</sub> = 1 y <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>,
    donde <i>m</i> es el menor <i>j</i> con <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>.
    Schwenk: cuando <i>f</i> es creciente y <i>f</i>(<i>x</i>) ≥ <i>x</i>, los montones iniciales perdedores son exactamente
    los términos de <i>H</i>.
cks-t-claims-title = Las hipótesis de Schwenk y lo que se cumple
cks-t-compare-title = <span class="math">H</span> junto a los inicios perdedores, <span class="math">B<sub>f</sub></span> y <span class="math">g(N) = N</span>
cks-t-repr-title = La representación binaria propia del juego de <span class="math">N</span>
cks-t-repr-explain = Escribe <i>N</i> de forma voraz con términos de <i>H</i>, el mayor primero: una cifra por término,
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> de izquierda a derecha, 1 donde se usa. Desde un montón que no está en
    <i>H</i>, la jugada ganadora es <strong>quitar el 1 de más a la derecha</strong>: retirar la parte más pequeña.
cks-t-repr-quick =
    .aria-label = Valores de N de ejemplo
cks-t-play-explain = Bajo el montón: el montón escrito con <i>H</i> antes de la última jugada (con lo retirado marcado) y ahora.
cks-t-n-error = Introduce un número entero N ≥ 1.
cks-t-failure = No se pudo analizar f(x) = { $f } hasta N = { $upto }: { $message }
cks-t-kept = Se sigue mostrando f(x) = { $f } para N ≤ { $upto }.
cks-t-progress-label = Calculando H y los inicios perdedores
cks-t-progress = Calculando H, los inicios perdedores y B_f hasta N = { $upto } { $where ->
        [worker] en segundo plano
       *[page] en esta página
    }…
cks-t-share-move-fn = El juego de función de jugada con la misma f

cks-t-step-why = m = { $m }: el menor j con f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span>
cks-t-members = — { $count ->
    [one] { $count } término
   *[other] { $count } términos
    } ≤ { $upto }
cks-t-h-stops = H se detiene:
cks-t-steps-summary = Cómo se obtiene cada término ({ $count ->
    [one] { $count } paso
   *[other] { $count } pasos
    })
cks-t-steps-explain = Cada paso suma <span class="math">H<sub>m</sub></span>, donde m es el menor j con f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span>.
cks-t-steps-region = Cómo se obtiene cada término
cks-t-steps-more = { $count ->
    [one] … y { $count } paso más.
   *[other] … y { $count } pasos más.
}
cks-t-status-proved = demostrada
cks-t-status-checked = comprobada
cks-t-status-fails = falla
cks-t-at = en x = { $x }
cks-t-hyp-nondecreasing = f es creciente (no decreciente)
cks-t-hold = Las hipótesis de Schwenk se cumplen: su teorema se aplica.
cks-t-hold-failing = { $count ->
    [one] Aun así, { $count } de las afirmaciones de abajo queda refutada por el cálculo: la verás en rojo.
   *[other] Aun así, { $count } de las afirmaciones de abajo quedan refutadas por el cálculo: las verás en rojo.
}
cks-t-hold-all = El cálculo confirma cada afirmación de abajo en el rango comprobado.
cks-t-fail = Las hipótesis de Schwenk fallan: su teorema no garantiza nada aquí.
cks-t-fail-some = Lo que sigue valiendo y lo que no, según el cálculo: se cumplen { $holding } de { $total } afirmaciones y { $failing ->
    [one] { $failing } queda refutada.
   *[other] { $failing } quedan refutadas.
}
cks-t-fail-none = Aun así, cada afirmación de abajo se cumple en el rango comprobado: aquí las hipótesis no hacen falta.
cks-t-hypotheses = Hipótesis
cks-t-claims = Afirmaciones comprobadas
cks-t-verdict-holds = se cumple
cks-t-verdict-contradicted = refutada
cks-t-counterexample = Contraejemplo:
cks-t-col-losing = inicio perdedor
cks-t-col-brute = fuerza bruta, N ≤ { $upto }
cks-t-col-game = el juego de función de jugada
cks-t-compare-explain = Cada fila es un número que está en al menos uno de los cuatro conjuntos; ● marca la pertenencia. Una fila roja: ahí los conjuntos no coinciden. — : fuera del rango que cubre la fuerza bruta.
cks-t-agree = Los cuatro conjuntos coinciden en N ≤ { $brute } (y H, B<sub>f</sub> y g(N) = N, en N ≤ { $upto }).
cks-t-disagree = { $count ->
    [one] Los conjuntos no coinciden en { $count } número.
   *[other] Los conjuntos no coinciden en { $count } números.
}
cks-t-disagree-first = { $count ->
    [one] Los conjuntos no coinciden en { $count } número (se muestran las primeras filas).
   *[other] Los conjuntos no coinciden en { $count } números (se muestran las primeras filas).
}
cks-t-compare-region = Los cuatro conjuntos comparados
cks-t-compare-more = { $count ->
    [one] … { $count } número más hasta { $upto }.
   *[other] … { $count } números más hasta { $upto }.
}
cks-t-compare-counts = H: { $h } · inicios perdedores: { $losing } · B<sub>f</sub>: { $base } · g(N) = N: { $engine }
cks-t-digits-region = Las cifras de N
cks-t-digits = Cifras:
cks-t-rightmost-wins = Quita el 1 de más a la derecha: retira <strong class="take-amount">{ $take }</strong>.
cks-t-rightmost-loses = La jugada de Schwenk, el 1 de más a la derecha, sería <strong class="take-amount">{ $take }</strong>, y aquí pierde.
cks-t-single = Un solo 1: { $n } es él mismo un término de H.
cks-t-invalid = La condición f(t<sub>i</sub>) &lt; t<sub>i+1</sub> falla entre partes consecutivas: esta suma voraz no es una representación en el sentido de Schwenk.

## (c) Valores de Grundy y sumas

cks-g-table-title = Valores de Grundy <span class="math">G(N, x)</span>
cks-g-table-explain = Una posición es un montón de <i>N</i> fichas del que el jugador al que le toca puede retirar como mucho <i>x</i>.
    <i>G</i>(0, <i>x</i>) = 0 y <i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}.
    Una partida empieza en (<i>N</i>, <i>N</i> − 1); está perdida para el jugador al que le toca exactamente cuando <i>G</i> = 0.
cks-g-canvas =
    .aria-label = Valores de Grundy G(N, x) como colores
cks-g-start-title = Cada inicio: <span class="math">G(N, N − 1)</span>
cks-g-start-explain = El valor de Grundy de una partida que empieza con <i>N</i> fichas (la primera jugada puede retirar cualquier cantidad salvo
    el montón entero). Los ceros son los inicios perdedores — la <i>H</i> de Schwenk cuando se cumplen sus hipótesis.
cks-g-play-title = Una fila de montones: la suma de juegos
cks-g-play-explain = Cada montón es su propio juego de retirada, empezado como arriba; una jugada retira de un solo montón, dentro del
    límite propio de ese montón. Gana quien retira la última ficha del último montón. El jugador al que le toca gana exactamente cuando la
    <strong>suma nim</strong> (XOR binario, ⊕) de los valores de Grundy de los montones no es 0.
cks-g-caption = G(N, x): filas N, columnas x
cks-g-region = La tabla de G(N, x)
cks-g-cell-start = { $cell } — el inicio de una partida con { $n }
cks-g-readout = Señala la imagen para leer G(N, x).
cks-g-axis-x = x (lo máximo que se puede retirar)
cks-g-axis-n = N (el montón)
cks-g-heat-max = { $g } (el mayor valor muestreado).
cks-g-heat-samples = Cada celda es una muestra: { $size } valores (N, x) de { $all }.
cks-g-heat-cells = Una celda por cada (N, x).
cks-g-legend-zero = G = 0: pierde el jugador al que le toca
cks-g-legend-start = el inicio (N, N − 1) de una partida con N
cks-g-failure = No se pudo calcular G(N, x) para f(x) = { $f } hasta N = { $upto }: { $message }
cks-g-progress-label = Calculando los valores de Grundy
cks-g-progress = Calculando G(N, x) para cada N ≤ { $upto } { $where ->
        [worker] en segundo plano
       *[page] en esta página
    }…
cks-g-strip-lose = { $g } — un inicio perdedor
cks-g-share-row = La fila de juegos
`;
