// The blocking-Nim section's words in Spanish (see en.js).
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

## La primera tarjeta: las reglas y las sucesiones

bns-doc-title = Nim Lab — Nim con bloqueo: el adversario prohíbe algunas jugadas
bns-title = Nim con bloqueo: las sucesiones <span class="math">c<sub>i</sub></span>, <span class="math">m<sub>i</sub></span>, <span class="math">M<sub>i</sub></span>
bns-intro-rules = Las jugadas se numeran 1, 2, 3, … a lo largo de toda la partida. En la jugada <i>i</i>, quien tiene el turno debe quitar
    <i>x</i> fichas con <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i> (y no más de las que hay en el montón).
    Antes, el adversario puede <strong>prohibir</strong> hasta <i>c<sub>i</sub></i> de esas opciones.
    Quien se queda sin ninguna opción permitida pierde. Un montón es <strong>seguro</strong> cuando quien tiene el turno
    pierde desde él; <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
    es cuántas opciones, además de una, sobreviven siempre a los bloqueos.
bns-intro-typing = Escribe cada sucesión como una expresión en <i>i</i> (<span class="mono">i + 2</span>, <span class="mono">i/3</span>,
    <span class="mono">min(i, 4)</span>, <span class="mono">if i % 2 == 0 then 3 else 5</span>) o como una lista cuyo
    último valor se repite (<span class="mono">1, 0, 0</span> significa 1, 0, 0, 0, …).
bns-read-list = Leída como { $seq }, … (el último valor se repite)
bns-read-list-same = Leída como { $seq }, … (el último valor se repite) — igual en cada jugada
bns-read-list-from = Leída como { $seq }, … (el último valor se repite) — constante desde i = { $from }
bns-read-expr = Leída como { $seq }
bns-read-expr-same = Leída como { $seq } — igual en cada jugada
bns-read-expr-from = Leída como { $seq } — constante desde i = { $from }
bns-link-unusable = Algunos ajustes del Nim con bloqueo del enlace no se pudieron usar:
bns-link-example-used = En su lugar se usa el ejemplo del artículo.
bns-presets-group = Sucesiones de ejemplo
bns-values-table = Los primeros valores de las sucesiones
bns-values-region = Los primeros valores de las sucesiones
bns-values-caption = Los primeros valores de c, m, M y u = M − m − c
bns-progress-label = Resolviendo el juego por fuerza bruta
bns-progress = Resolviendo cada montón 0 … { $upto } en las jugadas 1 … { $moves } por fuerza bruta { $where ->
        [worker] en segundo plano
       *[page] en esta página
    }…
bns-cancelled = Cancelado.
bns-cancelled-showing = Cancelado. Se siguen mostrando los montones 0 … { $upto }, jugadas 1 … { $moves }.
bns-share-game = La partida

## Los ejemplos (nombre, nota, leyenda)

bns-preset-paper = Ejemplo del artículo
bns-preset-paper-note = jugada 3: [5, 10], c = 2
bns-preset-paper-caption = El ejemplo resuelto del artículo: en la jugada 3 las opciones son [5, 10] con c₃ = 2, así que el adversario puede prohibir dos de las seis jugadas 5 … 10. El montón 15 en la jugada 3 es seguro: las únicas jugadas ganadoras, 9 y 10, quedan prohibidas (pruébalo abajo en el cuadro de la fórmula: montón 15, jugada 3).
bns-preset-nim = Quitar 1–3, sin bloqueos
bns-preset-nim-note = Nim
bns-preset-nim-caption = Ningún bloqueo (c = 0): el juego de sustracción clásico. Los montones seguros son los múltiplos de 4.
bns-preset-block-one = Quitar 1–4, bloquear 1
bns-preset-block-one-caption = Cuatro jugadas posibles, de las que el adversario puede prohibir una: los montones seguros van por parejas, cada 5 fichas.
bns-preset-growing = Creciente
bns-preset-growing-note = quitar de 1 a i + 2, bloquear i/3
bns-preset-growing-caption = El rango de jugadas y el número de bloqueos crecen con el número de jugada; las condiciones (1) y (2) se cumplen.
bns-preset-summary-holds = Se cumple la condición del resumen, la fórmula falla
bns-preset-summary-holds-caption = c = 1, 0, 0, …: los bloqueos disminuyen, así que la condición (1) no se cumple. El resumen dice que basta su condición más débil (u_i ≥ 0 y el lema 1): aquí se cumple y, sin embargo, la fuerza bruta contradice la fórmula.
bns-preset-summary-fails = Fórmula correcta, no se cumple la condición del resumen
bns-preset-summary-fails-caption = El resumen llama necesaria a su condición. Aquí no se cumple y, sin embargo, la fórmula da exactamente los montones seguros.
bns-preset-all-blocked = Todo se puede bloquear
bns-preset-all-blocked-caption = Una sola opción en cada jugada, y el adversario puede prohibirla: u_i = −1, nadie puede jugar nunca, todo montón es seguro.

## Los veredictos

bns-verdicts-title = Las afirmaciones del artículo frente a la fuerza bruta
bns-results-for = para
bns-results-range = c = { $c } | m = { $m } | M = { $M }; montones 0 … { $upto }, jugadas 1 … { $moves }
bns-diff = montón { $pile } en la jugada { $move }: la fuerza bruta dice { $brute ->
        [safe] seguro
       *[unsafe] no seguro
    }, la fórmula dice { $formula ->
        [safe] seguro
       *[unsafe] no seguro
    }
bns-banner-holds = Los intervalos del Teorema 1 son exactamente los montones seguros en cada jugada 1 … { $moves } (montones 0 … { $upto }).
bns-banner-fails = La fórmula falla aquí: la fuerza bruta contradice los intervalos del Teorema 1 en { $count ->
        [one] la jugada
       *[other] las jugadas
    } { $moves }.
bns-banner-first = Primera diferencia: { $diff }.
bns-banner-explain = Los montones seguros de abajo son los de la fuerza bruta; los intervalos de la fórmula se dibujan al lado para comparar.
bns-conditions-title = Las condiciones
bns-cond-one = los bloqueos nunca disminuyen
bns-cond-two = al menos una opción sobrevive a los bloqueos, y nunca menos a medida que avanza la partida
bns-cond-weak-name = Resumen
bns-cond-weak-and = y
bns-cond-weak = la condición más débil del resumen (las desigualdades del lema 1)
bns-cond-holds = se cumple
bns-cond-fails = no se cumple
bns-cond-at = en i = { $at }
bns-coverage-whole = Cada sucesión es constante a partir de algún i, así que estas comprobaciones cubren todas las jugadas.
bns-coverage-part = Comprobado para i = 1 … { $indices } (aquí una sucesión sigue cambiando, así que ninguna comprobación finita cubre todos los i).
bns-claims-title = Las afirmaciones, puestas a prueba
bns-claims-list = Las afirmaciones del artículo
bns-verdict-holds = se cumple
bns-verdict-contradicted = refutada
bns-verdict-not-applicable = no aplicable

## La imagen de los montones seguros

bns-picture-title = Montones seguros y no seguros, jugada a jugada
bns-picture-explain = Una fila por cada jugada <i>k</i>. Un cuadrado relleno: el montón <i>n</i> es seguro en la jugada <i>k</i> según la fuerza
    bruta (quien tiene el turno pierde). El corchete bajo una fila: el intervalo seguro del Teorema 1 [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1] para las sucesiones desde la jugada <i>k</i>.
    En rojo: la fuerza bruta y la fórmula no coinciden; ahí la fórmula falla.
    Arrastra sobre la imagen para ampliar algunos montones; haz doble clic para verlos todos.
bns-picture-label = Montones seguros por jugada
bns-legend-safe = seguro (fuerza bruta)
bns-legend-unsafe = no seguro
bns-legend-interval = intervalo seguro del Teorema 1
bns-legend-diff = la fuerza bruta y el Teorema 1 no coinciden
bns-readout = Señala una fila para leer un montón. Arrastra sobre la imagen para ampliar.
bns-readout-zoomed = Señala una fila para leer un montón. Arrastra sobre la imagen para ampliar; haz doble clic para volver a ver todos los montones.
bns-readout-pile = Jugada { $move }, montón { $pile }: { $brute ->
        [safe] seguro
       *[unsafe] no seguro
    } según la fuerza bruta; Teorema 1: { $formula ->
        [safe] seguro
       *[unsafe] no seguro
    }.
bns-readout-pile-interval = Jugada { $move }, montón { $pile }: { $brute ->
        [safe] seguro
       *[unsafe] no seguro
    } según la fuerza bruta; Teorema 1: { $formula ->
        [safe] seguro
       *[unsafe] no seguro
    } (intervalo { $interval }).
bns-readout-pile-disagree = Jugada { $move }, montón { $pile }: { $brute ->
        [safe] seguro
       *[unsafe] no seguro
    } según la fuerza bruta; Teorema 1: { $formula ->
        [safe] seguro
       *[unsafe] no seguro
    }; no coinciden: la fórmula falla aquí.
bns-readout-pile-interval-disagree = Jugada { $move }, montón { $pile }: { $brute ->
        [safe] seguro
       *[unsafe] no seguro
    } según la fuerza bruta; Teorema 1: { $formula ->
        [safe] seguro
       *[unsafe] no seguro
    } (intervalo { $interval }); no coinciden: la fórmula falla aquí.
bns-canvas-axis = montón n →
bns-canvas-move = jugada { $move }
bns-canvas-right = fórmula correcta
bns-canvas-wrong = fórmula falla
bns-canvas-right-short = correcta
bns-canvas-wrong-short = falla
bns-canvas-label = Montones seguros de { $from } a { $to } en las jugadas 1 a { $rows }: la fuerza bruta rellena, los intervalos del Teorema 1 como corchetes; { $mismatches ->
        [one] { $mismatches } montón
       *[other] { $mismatches } montones
    } donde no coinciden
bns-scale-cells = Un cuadrado por montón.
bns-scale-columns = Cada columna de píxeles abarca unos { $piles } montones; su tono es la proporción de montones seguros.

## La tabla de rachas

bns-runs-title = Rachas seguras por fuerza bruta junto a los intervalos del Teorema 1
bns-runs-move = Jugada
bns-runs-brute = Montones seguros por fuerza bruta
bns-runs-formula = Intervalos seguros del Teorema 1
bns-runs-verdict = Veredicto
bns-runs-more = … y { $more } más
bns-runs-more-differ = … y { $more } más ({ $missing } de ellas difieren)
bns-runs-none = ninguna
bns-runs-same = iguales
bns-runs-wrong = la fórmula falla aquí
bns-runs-first = primero en { $diff }
bns-runs-weak-holds = Condición del resumen desde la jugada { $move }: se cumple
bns-runs-weak-fails = Condición del resumen desde la jugada { $move }: no se cumple

## El cuadro de la fórmula

bns-formula-title = La fórmula del Teorema 1 en cualquier montón
bns-formula-explain = Las cotas <i>A<sub>j</sub></i> y <i>B<sub>j</sub></i> son sumas de las sucesiones, así que la
    fórmula responde al instante incluso para 10<sup>18</sup> fichas. Solo es un teorema donde se cumplen sus condiciones;
    para los montones y jugadas que la fuerza bruta ha resuelto arriba, su respuesta se muestra al lado.
bns-formula-pile = Montón <span class="math">n</span> (hasta 10^18)
bns-formula-move = en la jugada <span class="math">k</span>
bns-formula-quick =
    .aria-label = Montones de ejemplo
bns-quick-try = Prueba:
bns-quick-paper = montón 15, jugada 3
bns-formula-enter-pile = Escribe un montón: un número entero n ≥ 0 (también vale 10^18).
bns-formula-enter-move = Escribe un número de jugada k ≥ 1.
bns-formula-answer = Teorema 1: el montón <strong>{ $pile }</strong> en la jugada { $move } es <strong class="b-formula-word">{ $safe ->
        [safe] seguro
       *[unsafe] no seguro
    }</strong> ({ $safe ->
        [safe] quien tiene el turno pierde
       *[unsafe] quien tiene el turno gana
    }).
bns-formula-interval = Está en el intervalo { $safe ->
        [safe] seguro
       *[unsafe] no seguro
    } <strong class="mono">[{ $from }, { $to }]</strong>{ $bounds } para las sucesiones desde la jugada { $move }.
bns-formula-steps = El motor recorrió { $steps ->
        [one] { $steps } par
       *[other] { $steps } pares
    } de cotas (A_j, B_j) y, donde las sucesiones son constantes, avanzó de un salto mediante una división.
bns-formula-beyond = Más allá de los montones y jugadas resueltos arriba por fuerza bruta.
bns-formula-beyond-fails = Más allá de los montones resueltos arriba, y aquí no se cumplen las condiciones (1) y (2): el teorema no garantiza esta respuesta.
bns-formula-wrong = La fórmula falla aquí:
bns-formula-wrong-brute = la fuerza bruta encuentra { $safe ->
        [safe] seguro
       *[unsafe] no seguro
    } el montón { $pile } en la jugada { $move }.
bns-formula-agrees = La fuerza bruta coincide: el montón { $pile } en la jugada { $move } es { $safe ->
        [safe] seguro
       *[unsafe] no seguro
    }.

## Jugar contra el motor: la tarjeta

bns-play-title = Jugar contra el motor
bns-play-intro = Cada jugada tiene dos pasos: primero el adversario de quien tiene el turno prohíbe hasta
    <i>c<sub>k</sub></i> de las opciones, y luego el jugador quita una de las restantes. El motor prohíbe antes de tus
    jugadas; tú prohíbes antes de las suyas.
bns-player = Nim con bloqueo contra el motor
bns-start-pile-error = Montón inicial: { $error }
`;
