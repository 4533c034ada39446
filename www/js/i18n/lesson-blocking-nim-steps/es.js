// The sentences the Blocking Nim lesson's script composes, in Spanish (see en.js).
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

## Palabras comunes: rachas, las razones del motor, las opciones

blocking-nim-s-run = del { $from } al { $to }
blocking-nim-s-then = { $before }, después { $after }
blocking-nim-s-and-also = { $before }; { $after }
blocking-nim-s-game-over = { $why }.
blocking-nim-s-engine-forbids = El motor, en el papel del adversario que prohíbe: “{ $why }”
blocking-nim-s-choice-safe = Seguro: quien tiene el turno pierde
blocking-nim-s-choice-unsafe = No seguro: quien tiene el turno gana
blocking-nim-s-none-up-to = ninguno hasta { $upto }

## Paso 1: juega unas partidas

blocking-nim-s-move-3 = En la jugada { $move }, por ejemplo, quien tiene el turno quita entre { $least } y { $most } fichas, y antes el adversario puede prohibir hasta { $blocks } de { $count ->
        [one] esa única opción
       *[other] esas { $count } opciones
    }.
blocking-nim-s-play-start = desde un montón de { $pile } en la jugada { $move }, el primer jugador { $safe ->
        [safe] pierde si el otro juega perfecto: el montón es seguro
       *[unsafe] gana si juega perfecto: el montón no es seguro
    } (fuerza bruta).
blocking-nim-s-first-wins-false = para { $rule }: el montón { $pile } es seguro en la jugada { $move }, así que el primer jugador pierde desde él
blocking-nim-s-first-wins-true = para { $rule }, ningún montón del { $from } al { $upto } es seguro en la jugada { $move }

## Paso 2: montones seguros, jugada a jugada

blocking-nim-s-safe-list = { $runs } (probados todos los montones hasta { $upto }).
blocking-nim-s-safe-list-none = ninguno (probados todos los montones hasta { $upto }).
blocking-nim-s-small-safe-false = el montón { $pile } no es seguro en la jugada { $move }, aunque es menor que { $bound }
blocking-nim-s-small-safe-true = para { $rule }: en las jugadas 1 a { $moves }, todo montón menor que { $bounds } es seguro; ahí el adversario puede prohibir todas las opciones
blocking-nim-s-same-every-move-false = el montón { $pile } es { $first ->
        [safe] seguro
       *[unsafe] no seguro
    } en la jugada 1, pero { $then ->
        [safe] seguro
       *[unsafe] no seguro
    } en la jugada { $move }
blocking-nim-s-same-every-move-true = para { $rule }, las jugadas 1 a { $moves } tienen los mismos montones seguros hasta { $upto }
blocking-nim-s-is-safe = ¿Es seguro un montón de { $pile } en la jugada { $move }?
blocking-nim-s-pile-is = el montón { $pile } { $safe ->
        [safe] es seguro
       *[unsafe] no es seguro
    } en la jugada { $move }
blocking-nim-s-brute-pile-is = Fuerza bruta: el montón { $pile } { $safe ->
        [safe] es seguro
       *[unsafe] no es seguro
    } en la jugada { $move }.
blocking-nim-s-clue-safe-15-3 = Haz la lista de lo que se puede quitar en la jugada { $move } desde { $pile }. ¿Qué opciones dejan un montón seguro en la jugada { $next }? ¿Y cuántas puede prohibir el adversario?
blocking-nim-s-clue-safe-4-2 = ¿Qué se puede quitar en la jugada { $move } desde { $pile }, y qué deja cada opción para la jugada { $next }? Compara el número de opciones ganadoras con { $c }.

## Paso 3: predice el siguiente montón seguro (y paso 5, para las sucesiones elegidas)

blocking-nim-s-next = En la jugada { $move }, los montones seguros empiezan así: { $runs }. ¿Cuál es el siguiente montón seguro en la jugada { $move } después de { $after }?
blocking-nim-s-next-rule = Para { $rule }: en la jugada { $move }, los montones seguros empiezan así: { $runs }. ¿Cuál es el siguiente montón seguro en la jugada { $move } después de { $after }?
blocking-nim-s-type-0 = (Escribe 0 si no hay ninguno hasta { $upto }).
blocking-nim-s-next-why-none = Fuerza bruta: ningún montón del { $from } al { $upto } es seguro en la jugada { $move }.
blocking-nim-s-next-why-gap = Fuerza bruta: los montones del { $from } al { $to } no son seguros en la jugada { $move }, y el montón { $pile } sí lo es.
blocking-nim-s-next-why = Fuerza bruta: el montón { $pile } es seguro.
blocking-nim-s-clue-general = Desde un montón justo por encima de { $after }, ¿qué opciones dejan un montón seguro en la jugada { $next }? ¿Hay más que { $c }, el máximo que puede prohibir el adversario?
blocking-nim-s-clue-there-is = Hay un montón seguro después de { $after } y hasta { $upto }.
blocking-nim-s-clue-not-above = { $n } no es mayor que { $after }: la pregunta pide el primer montón seguro después de { $after }.
blocking-nim-s-clue-beyond = { $n } queda más allá de los montones que el motor ha probado aquí (hasta { $upto }).
blocking-nim-s-clue-not-first = El montón { $pile } es seguro en la jugada { $move }, pero no es el primer montón seguro después de { $after }: hay uno menor.
blocking-nim-s-clue-unsafe = El montón { $pile } no es seguro en la jugada { $move }.
blocking-nim-s-clue-too-few = Busca un montón desde el que quien tiene el turno tenga demasiado pocas opciones ganadoras.
blocking-nim-s-too-few-runs = hay muy pocas rachas seguras hasta { $upto } para decidirlo: { $runs }
blocking-nim-s-even-runs-true = hasta { $upto }, las rachas posteriores a la primera empiezan en { $starts }, { $gap ->
        [one] una tras cada montón
       *[other] cada { $gap } montones
    }
blocking-nim-s-even-runs-false = hasta { $upto }, las rachas posteriores a la primera empiezan en { $starts }
blocking-nim-s-same-length-true = hasta { $upto }, cada racha tiene { $length ->
        [one] { $length } montón
       *[other] { $length } montones
    }
blocking-nim-s-same-length-false = hasta { $upto }, las rachas son { $runs }

## Paso 4: la estrategia, dónde están las rachas seguras

blocking-nim-s-conditions-apply = { $one }; { $two }. Así que el Teorema 1 se aplica.
blocking-nim-s-conditions-fail = { $one }; { $two }. Así que aquí el Teorema 1 no garantiza nada: compara más abajo.
blocking-nim-s-challenge-safe = El veredicto del motor (fuerza bruta): el montón es seguro en la jugada { $move }; el primer jugador no puede ganar contra un juego perfecto. Fíjate en cómo prohíbe.
blocking-nim-s-challenge-unsafe = El veredicto del motor (fuerza bruta): el montón no es seguro en la jugada { $move }; el primer jugador puede ganar, pero solo quitando y prohibiendo con total exactitud.
blocking-nim-s-formula-exact-false = para { $rule }, la fórmula falla en { $diff }
blocking-nim-s-formula-exact-true = para { $rule }, coinciden en las jugadas 1 a { $moves }, con montones hasta { $upto }
blocking-nim-s-shrunk-none = para { $rule } no existe ese juego: { $error }
blocking-nim-s-shrunk-false = para { $rule }, el montón { $pile } en la jugada { $move } es { $blocks ->
        [safe] seguro
       *[unsafe] no seguro
    } con bloqueos, pero { $without ->
        [safe] seguro
       *[unsafe] no seguro
    } sin ellos
blocking-nim-s-shrunk-true = para { $rule }, los dos juegos tienen los mismos montones seguros en las jugadas 1 a { $moves }, con montones hasta { $upto }
blocking-nim-s-ordinal = { $index ->
        [0] primera
        [1] segunda
        [2] tercera
        [3] cuarta
       *[other] quinta
    }
blocking-nim-s-run-4 = Usa la regla de arriba: ¿dónde empieza la { $nth } racha segura de la jugada { $move }? La segunda empieza en { $second }; cada racha posterior suma los dos paréntesis siguientes, { $next }, y así sucesivamente.
blocking-nim-s-interval = { $safe ->
        [safe] seguros
       *[unsafe] no seguros
    } { $run }
blocking-nim-s-run-4-clue = Lee { $values } y los valores siguientes en la tabla del paso { $step }, y suma los paréntesis uno a uno.
blocking-nim-s-run-4-before = En { $n } empieza la { $nth } racha segura, no la { $asked }: suma los dos paréntesis siguientes.
blocking-nim-s-run-4-short = A { $n } le falta uno: la racha empieza justo en la suma de los paréntesis.
blocking-nim-s-run-4-inside = { $n } está dentro de esa racha segura, pero la racha no empieza ahí.
blocking-nim-s-run-4-no-run = la fórmula no da esa racha
blocking-nim-s-run-4-answer = la { $nth } racha segura empieza en { $start }
blocking-nim-s-run-4-why = Teorema 1 en la jugada { $move }, desde el montón { $pile } hacia arriba: { $intervals }. La { $nth } racha segura que se obtiene probando todas las partidas: { $found }.
blocking-nim-s-huge = Usa la fórmula del Teorema 1: ¿es seguro un montón de { $pile } en la jugada { $move }? (La fuerza bruta no llega tan lejos).
blocking-nim-s-formula-says = la fórmula dice { $safe ->
        [safe] seguro
       *[unsafe] no seguro
    }
blocking-nim-s-huge-why = Teorema 1: { $pile } está en el intervalo { $safe ->
        [safe] seguro
       *[unsafe] no seguro
    } { $interval } en la jugada { $move } (el motor recorrió { $steps ->
        [one] { $steps } par
       *[other] { $steps } pares
    } de cotas y saltó hacia delante donde las sucesiones son constantes).
blocking-nim-s-huge-sure = Las condiciones (1) y (2) se cumplen para estas sucesiones, así que el Teorema 1 lo garantiza.
blocking-nim-s-huge-unsure = Las condiciones (1) y (2) no se cumplen para estas sucesiones: esto es solo lo que dice la fórmula, no un teorema.
blocking-nim-s-huge-clue = Donde las sucesiones son constantes, los intervalos se repiten con un período fijo: encuéntralo y luego divide.

## Paso 5: cambia la regla

blocking-nim-s-safe-move-1 = { $runs } (fuerza bruta).
blocking-nim-s-theorem-now-wrong = { $rule }: aquí la fórmula falla, por primera vez en { $diff }.
blocking-nim-s-theorem-now-right = { $rule }: los intervalos del Teorema 1 son exactamente los montones seguros en las jugadas 1 a { $moves } (montones hasta { $upto }).
blocking-nim-s-brute-safe-piles = fuerza bruta: los montones seguros hasta { $upto } son { $runs }
blocking-nim-s-brute-pile = fuerza bruta: el montón { $pile } { $safe ->
        [safe] es seguro
       *[unsafe] no es seguro
    }
blocking-nim-s-multiples = fuerza bruta: los montones seguros hasta { $upto } son los múltiplos de { $n }
blocking-nim-s-not-multiples = fuerza bruta: el montón { $pile } { $safe ->
        [safe] es seguro
       *[unsafe] no es seguro
    }; los montones seguros son { $runs }, …
blocking-nim-s-example = Ejemplo { $name }
blocking-nim-s-use-example = Usar el ejemplo { $name }: { $rule }

## Paso 6: el resumen del artículo, puesto a prueba

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] suficiencia
       *[necessity] necesidad
    } — { $verdict ->
        [holds] se cumple
        [contradicted] refutada
       *[not-applicable] no se pone a prueba aquí
    }
blocking-nim-s-summary-now = { $verdicts }.
blocking-nim-s-claim-false = para { $rule } (montones hasta { $upto }, jugadas 1 a { $moves }): { $why }
blocking-nim-s-claim-true = ningún contraejemplo en { $count ->
        [one] el único conjunto de sucesiones
       *[other] los { $count } conjuntos de sucesiones
    } donde se aplica (los ejemplos y las sucesiones elegidas ahora; montones hasta { $upto }, jugadas 1 a { $moves })
blocking-nim-s-summary-holds = Para { $rule }: la condición más débil se cumple en todas las jugadas. Predice: ¿son las rachas de la fórmula exactamente los montones seguros en las jugadas 1 a { $moves }?
blocking-nim-s-summary-fails = Para { $rule }: la condición más débil no se cumple ({ $why }). Predice: ¿son las rachas de la fórmula exactamente los montones seguros en las jugadas 1 a { $moves }?
blocking-nim-s-summary-yes = Sí, las rachas son los montones seguros
blocking-nim-s-summary-no = No, al probar todas las partidas aparecen otros montones seguros
blocking-nim-s-yes = sí
blocking-nim-s-no = no
blocking-nim-s-summary-wrong = La fórmula falla en { $diff }.
blocking-nim-s-summary-right = La fuerza bruta coincide con los intervalos en las jugadas 1 a { $moves }, con montones hasta { $upto }.
blocking-nim-s-summary-clue = Prueba a mano los montones más pequeños en la jugada { $move }: en cada uno, compara el número de opciones ganadoras con { $c }.
`;
