// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, con las palabras de las matemáticas escolares.

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

## Piezas que comparten varios pasos

cut-the-knot-s-two = { $first } { $second }
cut-the-knot-s-set-minmax = Min { $min }, Max { $max }
cut-the-knot-s-set-named = el conjunto { $set }
cut-the-knot-s-moves-exactly = { $n ->
        [one] exactamente { $n } ficha.
       *[other] exactamente { $n } fichas.
    }
cut-the-knot-s-moves-range = al menos { $min } y como mucho { $max } fichas.
cut-the-knot-s-moves-from = un número de fichas de { $set }.
cut-the-knot-s-moves-set = { $takes } fichas.
cut-the-knot-s-empty-pile = Desde un montón vacío no hay ninguna jugada posible: G(0) = { $g }.
cut-the-knot-s-no-move-from = Desde { $n } no hay ninguna jugada posible: G({ $n }) = 0.
cut-the-knot-s-verdict-wins = El veredicto del motor: el primer jugador gana desde { $n } quitando { $take }.
cut-the-knot-s-verdict-loses = El veredicto del motor: desde { $n }, toda primera jugada pierde.
cut-the-knot-s-choice-p = P: pierde el jugador al que le toca
cut-the-knot-s-choice-n = N: gana el jugador al que le toca
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } es una posición P
       *[N] { $n } es una posición N
    }
cut-the-knot-s-engine-for = el motor, para { $rule }: { $text }
cut-the-knot-s-for-rule = Para { $rule }: { $text }
cut-the-knot-s-for-text = para { $set }: { $text }
cut-the-knot-s-none = ninguna
cut-the-knot-s-not-above = { $n } no es mayor que { $bound }.
cut-the-knot-s-none-upto = ninguno hasta { $upto }
cut-the-knot-s-pile-empty = montón: escribe el número de fichas con el que empezar.

## Paso 2: ¿P o N?

cut-the-knot-s-p-positions = S = { $list } (todos los S ≤ { $upto }).
cut-the-knot-s-multiples-hold = para { $set }, las posiciones P hasta { $upto } son exactamente los múltiplos de { $sum }
cut-the-knot-s-multiples-p-not = para { $set }, { $s } es una posición P y no es múltiplo de { $sum }
cut-the-knot-s-multiples-n = para { $set }, { $s } es múltiplo de { $sum } pero es una posición N
cut-the-knot-s-paper-rule-fails = para { $set } (retirada mínima { $min }, máxima { $max }): S = { $s } es { $kind ->
        [P] una posición P
       *[N] una posición N
    }, G({ $s }) = { $g }
cut-the-knot-s-paper-rule-agrees = para { $set }, tomando como Min y Max su retirada mínima y máxima, coincide con el motor para S ≤ { $upto }
cut-the-knot-s-pn-8-prompt = Un montón de 8; en cada jugada se quitan { $moves } ¿Es 8 una posición P o una posición N?
cut-the-knot-s-pn-8-clue = Razona hacia arriba desde 0: ¿desde qué montones pequeños no hay ninguna jugada? Después: ¿puede una jugada desde 8 llegar a uno de ellos?
cut-the-knot-s-p-window-prompt = Nombra una posición P, S, entre { $lo } y { $hi }: un montón desde el que pierde el jugador al que le toca.
cut-the-knot-s-p-window-general = Mira las posiciones P que encontraste por debajo de { $lo }: ¿vuelven a aparecer a distancias regulares?
cut-the-knot-s-p-window-negative = Un montón tiene 0 fichas o más.
cut-the-knot-s-p-window-outside = { $n } es una posición P —es cierto—, pero no está entre { $lo } y { $hi }: busca una en ese intervalo.
cut-the-knot-s-p-window-n = { $n } es una posición N, gana el jugador al que le toca: { $why }
cut-the-knot-s-none-between = ninguna entre { $lo } y { $hi }
cut-the-knot-s-p-between = Las posiciones P entre { $lo } y { $hi }: { $list }.

## Paso 3: números de Grundy, el periodo y la regla del artículo

cut-the-knot-s-strip-caption = G(S) para { $set }, S = 0 … { $upto }:
cut-the-knot-s-strip-top = Tamaño del montón
cut-the-knot-s-strip-bottom = Número de Grundy
cut-the-knot-s-strip-title-p = { $g } — una posición P
cut-the-knot-s-period-found = El motor encuentra el periodo: { $text } Así, G(S + { $period }) = G(S) para todo S ≥ { $from }.
cut-the-knot-s-period-none = El motor no encuentra ningún periodo: { $text }
cut-the-knot-s-rule-not-stated = No se enuncia para { $set }
cut-the-knot-s-rule-not-range = Bogomolny enuncia la regla para “Un montón”, donde las retiradas forman un único intervalo Min … Max; este conjunto no es un intervalo.
cut-the-knot-s-rule-fails-at = La regla falla en S = { $s }
cut-the-knot-s-rule-holds-all = La regla se cumple para todo S
cut-the-knot-s-rule-holds-upto = La regla se cumple para S = 0 … { $upto }
cut-the-knot-s-rule-here = Aquí Min = { $min }, Max = { $max }, Min + Max = { $sum }: P exactamente cuando S mod { $sum } < { $min }.
cut-the-knot-s-g-14-answer = Para { $set }: G(14) = { $g }; el mayor número de Grundy hasta S = { $upto } es { $largest }.
cut-the-knot-s-period-is-sum = para { $set }, el periodo es { $period } = { $min } + { $max }
cut-the-knot-s-period-is-not-sum = para { $set }, el periodo es { $period }, y { $min } + { $max } = { $sum }
cut-the-knot-s-g-small-holds = para { $set }, todos los G(S) hasta { $upto } valen 0, 1 o 2; G es como mucho el número de retiradas posibles, { $count }
cut-the-knot-s-g-small-fails = para { $set }, { $g }
cut-the-knot-s-g-14-prompt = Predice G(14) para { $set }: el menor número que no es el número de Grundy de ningún montón al que se llega desde 14 con una jugada.
cut-the-knot-s-g-14-general = Haz la lista de los montones a los que se llega desde 14 con una jugada y de sus números de Grundy (calculando desde 0), y toma el menor número que falta.
cut-the-knot-s-g-14-reached = { $k } es el número de Grundy de un montón al que se llega desde 14 con una jugada, así que no falta en la lista.
cut-the-knot-s-g-14-not-smallest = { $k } falta en la lista, pero no es el menor número que falta.
cut-the-knot-s-g-14-why = Desde 14, una jugada lleva a { $below }; el menor número que falta entre ellos es { $g }.
cut-the-knot-s-g-14-no-move = Desde 14 no hay ninguna jugada posible, así que G(14) = { $g }.
cut-the-knot-s-pn-big-prompt = Un montón de 1 000 000 para { $set }: ¿P o N? Usa el periodo.
cut-the-knot-s-pn-big-screen = (El motor lo responde sin jugar ni una sola partida.)
cut-the-knot-s-pn-big-answer = 1 000 000 es { $kind ->
        [P] una posición P
       *[N] una posición N
    } (G = { $g })
cut-the-knot-s-pn-big-why = Así que { $g }.
cut-the-knot-s-pn-big-clue = Busca dónde cae 1 000 000 dentro del periodo: su resto lo decide.

## Paso 4: juegos de retirada y la H de Schwenk

cut-the-knot-s-fibonacci-upto = la H del motor para 2x hasta { $upto }: { $list }
cut-the-knot-s-fibonacci = la H del motor para 2x: { $list }
cut-the-knot-s-same-h = el motor encuentra la misma H para las dos hasta { $upto }: { $list }; Bogomolny lo llama una sorpresa
cut-the-knot-s-other-h = x da { $a }; 2x − 1 da { $b }
cut-the-knot-s-h-prompt = Para { $rule }, H empieza por { $list }. Predice el término siguiente, { $member }.
cut-the-knot-s-h-step = { $sum }: { $m } es el menor j con { $bound }.
cut-the-knot-s-h-general = Busca el menor j con { $bound } y suma { $add } a { $last }.
cut-the-knot-s-h-not-above = { $n } no es mayor que { $last }: cada término nuevo es mayor que el anterior.
cut-the-knot-s-h-earlier = { $n } es { $last } más un término anterior, pero no el que elige la regla: el menor j con { $bound }.

## Paso 5: quitar el 1 de más a la derecha

cut-the-knot-s-repr-empty = Escribe un número natural N ≥ 1.
cut-the-knot-s-move-answer = Desde { $n }, para { $rule }:
cut-the-knot-s-move-prompt = Un montón de { $n }; en la primera jugada, cualquier cantidad hasta { $most }; { $rule }. ¿Cuántas fichas quitas para ganar?
cut-the-knot-s-first-move-range = La primera jugada quita de 1 a { $most }.
cut-the-knot-s-move-clue = Escribe { $n } arriba y fíjate en el 1 de más a la derecha.
cut-the-knot-s-first-move-not-all = La primera jugada quita de 1 a { $most } (no el montón entero).
cut-the-knot-s-taking-leaves = Si quitas { $k }, quedan { $left }, y desde ahí gana el motor.
cut-the-knot-s-move-take = quitar { $take } (la menor jugada ganadora)
cut-the-knot-s-every-move-loses = aquí toda jugada pierde

## Paso 6: valores de Grundy y una fila de montones

cut-the-knot-s-start-caption = G(N, N − 1) para { $rule }, N = 1 … { $upto }:
cut-the-knot-s-start-title-losing = { $g } — un inicio perdedor
cut-the-knot-s-rows-caption = G(N, x) para { $rule }, N ≤ { $upto }: filas N, columnas x (lo máximo que se puede quitar).
cut-the-knot-s-sum-answer = Para { $rule } y los montones { $piles }: { $why }
cut-the-knot-s-ordinary-sum = para { $rule }, los montones { $a } y { $b } tienen G = { $g } cada uno: la suma es { $sum }, la suma nim { $nimsum }, y el motor dice que el jugador al que le toca { $wins ->
        [yes] gana
       *[no] pierde
    }
cut-the-knot-s-no-two-share = para { $rule }, no hay dos inicios hasta { $upto } que compartan un número de Grundy distinto de 0
cut-the-knot-s-no-losing-start = para { $rule } no hay ningún inicio perdedor mayor que 1 que probar
cut-the-knot-s-row-wins = para { $rule }, la fila { $row } tiene suma nim { $nimsum }, y el motor dice que gana el jugador al que le toca
cut-the-knot-s-row-loses = para { $rule }, los inicios perdedores { $row } tienen G = 0 cada uno, así que la suma nim es { $nimsum }, y el motor dice que pierde el jugador al que le toca
cut-the-knot-s-pile-choice = { $n ->
        [one] montón { $i } ({ $n } ficha)
       *[other] montón { $i } ({ $n } fichas)
    }
cut-the-knot-s-nim-sum-prompt = Montones { $piles }, cada uno un juego de retirada con { $rule }. ¿Cuánto vale la suma nim G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8)?
cut-the-knot-s-nim-sum-general = Lee los tres números de Grundy en la tira de arriba, escríbelos en binario y suma cada columna sin llevarte nada.
cut-the-knot-s-nim-sum-ordinary = { $n } es la suma ordinaria; la suma nim suma en binario sin llevarse nada.
cut-the-knot-s-nim-sum-why = { $gs }; en binario, { $binary }, es decir, { $nimsum }.
cut-the-knot-s-sum-pile-prompt = Te toca jugar en esa fila. ¿De qué montón quitas para ganar?
cut-the-knot-s-sum-pile-none = ninguno: toda jugada pierde
cut-the-knot-s-sum-pile-answer = el montón { $piles }
cut-the-knot-s-sum-pile-zero = ninguno: la suma nim ya es 0
cut-the-knot-s-sum-pile-clue = Una jugada ganadora deja la suma nim en 0: ¿el número de Grundy de qué montón se puede convertir en la suma nim de los otros dos?
cut-the-knot-s-sum-take-prompt = ¿Y cuántas fichas quitas del montón que elegiste?
cut-the-knot-s-sum-take-best = quitar { $take } del montón { $pile }
cut-the-knot-s-no-move-wins = ninguna jugada gana
cut-the-knot-s-sum-take-choose = Primero elige un montón en la pregunta de arriba.
cut-the-knot-s-sum-take-range = Del montón { $pile } puedes quitar de 1 a { $max }.
cut-the-knot-s-sum-take-zero = Quitar { $k } del montón { $pile } deja los números de Grundy { $sum }: la suma nim es 0, así que el rival pierde.
cut-the-knot-s-sum-take-leaves = Quitar { $k } del montón { $pile } deja los números de Grundy { $sum }.
cut-the-knot-s-sum-take-clue = Al quitar { $k }, el montón { $pile } pasa a tener número de Grundy { $g }, y la suma nim se vuelve { $nimsum }. Después de tu jugada la suma nim debe ser 0: el montón { $pile } debe quedar con número de Grundy { $target } (la suma nim de los otros montones).

## Paso 7: cambia la regla

cut-the-knot-s-set-summary = las posiciones P son S = { $list }; { $period }
cut-the-knot-s-summary-rule-holds = La regla de Bogomolny (P exactamente cuando S mod { $cycle } < { $min }) se cumple.
cut-the-knot-s-summary-rule-fails = La regla de Bogomolny (P exactamente cuando S mod { $cycle } < { $min }) falla en S = { $s }.
cut-the-knot-s-summary-rule-not-stated = La regla de Bogomolny no se enuncia para este conjunto (no es un único intervalo).
cut-the-knot-s-f-summary = { $h }; los inicios perdedores (por fuerza bruta) son { $losing }; las hipótesis de Schwenk { $hold ->
        [yes] se cumplen
       *[no] no se cumplen
    }; { $agree }.
cut-the-knot-s-h-equals-losing = H coincide con los inicios perdedores hasta { $upto }
cut-the-knot-s-h-not-losing = H no es el conjunto de los inicios perdedores: { $why }
cut-the-knot-s-rule-answer-set = Para { $set }: la menor posición P mayor que 10 es { $p }.
cut-the-knot-s-rule-answer-f = Para { $rule }: el menor inicio perdedor mayor que 20 es { $start }.
cut-the-knot-s-beyond-table = fuera de la tabla
cut-the-knot-s-beyond = más allá de { $upto }
cut-the-knot-s-faster-fewer = hasta { $upto }: { $three } inicios perdedores para 3x, { $two } para 2x
cut-the-knot-s-p-rule-prompt = Para { $set }: ¿cuál es la menor posición P mayor que 10?
cut-the-knot-s-p-rule-general = Calcula hacia arriba desde 0 con la regla del mex, o busca el periodo.
cut-the-knot-s-p-rule-smaller = { $n } es una posición P, pero hay una menor que también es mayor que 10.
cut-the-knot-s-p-rule-n = { $n } es una posición N: { $why }
cut-the-knot-s-p-rule-why = Las posiciones P para { $set }: { $list }.
cut-the-knot-s-lose-rule-prompt = Para { $rule }: ¿cuál es el menor montón inicial mayor que 20 desde el que pierde el primer jugador?
cut-the-knot-s-lose-rule-general = Construye H para esta f y compruébala con el juego: puede que las hipótesis de Schwenk no se cumplan.
cut-the-knot-s-lose-rule-smaller = Desde { $n } pierde el primer jugador, pero hay un inicio así más pequeño que también es mayor que 20.
cut-the-knot-s-lose-rule-wins = Desde { $n } gana el primer jugador (la primera jugada ganadora del motor: quitar { $take }).
cut-the-knot-s-lose-rule-why = Los inicios perdedores para { $rule } (probando todas las partidas): { $list }.
cut-the-knot-s-type-one = o escribe uno:{" "}
cut-the-knot-s-set-input =
    .aria-label = Tu propio conjunto de retiradas
    .placeholder = p. ej. 2..6 o 1, 4
cut-the-knot-s-rule-input =
    .aria-label = Tu propia f(x)
    .placeholder = tu propia f(x)
cut-the-knot-s-set-chip =
    .title = retiradas { $set }
cut-the-knot-s-note-applet = el applet
cut-the-knot-s-note-not-range = no es un intervalo
cut-the-knot-s-note-fibonacci = Nim de Fibonacci
cut-the-knot-s-note-no-more-than = no más que
cut-the-knot-s-note-less-than-twice = menos del doble

## Paso 8: dónde fallan las afirmaciones de Schwenk

cut-the-knot-s-counter-in-h = Para { $rule }, { $pile } está en H, y sin embargo la fuerza bruta del motor encuentra que el primer jugador gana desde { $pile }. Abajo, un montón de { $pile } contra el motor perfecto: la H de Schwenk dice que pierdes; encuentra cómo ganar.
cut-the-knot-s-counter-not-in-h = Para { $rule }, { $pile } no está en H, y sin embargo la fuerza bruta del motor encuentra que el primer jugador pierde desde { $pile }. Abajo, un montón de { $pile } contra el motor perfecto: la H de Schwenk dice que ganas; inténtalo.
cut-the-knot-s-counter-agree = Para { $rule }, H y los inicios perdedores coinciden en todo N ≤ { $upto }. Abajo, un montón de { $pile }, un término de H, contra el motor perfecto.
cut-the-knot-s-contradicted = refutada: { $why }
cut-the-knot-s-h-losing-prompt = Para { $rule }: ¿es H exactamente el conjunto de montones iniciales desde los que pierde el primer jugador?
cut-the-knot-s-yes = Sí
cut-the-knot-s-no = No
cut-the-knot-s-tried-wins = El motor probó todas las partidas desde { $n }: el primer jugador gana quitando { $take }, aunque { $n } está en H.
cut-the-knot-s-tried-loses = El motor probó todas las partidas desde { $n }: toda primera jugada pierde, aunque { $n } no está en H.
cut-the-knot-s-yes-upto = sí, en todo N ≤ { $upto }
cut-the-knot-s-no-because = no: { $why }
cut-the-knot-s-h-losing-clue = Compara H con los montones desde los que no puedes ganar: construye H para esta f y prueba sus términos más pequeños en el juego.
cut-the-knot-s-rightmost-prompt = Para { $rule }: desde un inicio de { $start }, ¿gana quitar el 1 de más a la derecha?
cut-the-knot-s-yes-wins = Sí, gana
cut-the-knot-s-no-loses = No, pierde
cut-the-knot-s-no-rightmost = aquí no hay un 1 de más a la derecha
cut-the-knot-s-write-with-h = Primero escribe el montón con H.
cut-the-knot-s-yes-take = sí: quitar { $take }
cut-the-knot-s-no-taking = no: quitar { $take } pierde
cut-the-knot-s-rightmost-clue = Después de quitar la parte más pequeña, ¿cuánto puede quitar el rival, y qué dice el motor del montón que queda?
`;
