// The sentences the lesson "Periodic rules and several bases" composes in its script, in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, como los nombra cada catálogo.

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

## Piezas que comparten varias frases

periodic-bases-s-two-sentences = { $first } { $second }
periodic-bases-s-list-more = { $list }, …
periodic-bases-s-semicolon = {"; "}
periodic-bases-s-example2 = el Ejemplo 2
periodic-bases-s-rule-with = { $f }, de periodo t = { $t }
periodic-bases-s-rule-paper = { $f }, de periodo t = { $t } (el Ejemplo 2 del artículo)
periodic-bases-s-not-a-move = Desde un montón de { $pile } puedes quitar de 1 a { $max }, así que { $k } no es una jugada posible aquí.
periodic-bases-s-take-wins = Si quitas { $k }, ganas.
periodic-bases-s-take-leaves = Si quitas { $k }, { $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    }; entonces el otro jugador puede quitar hasta { $limit } y gana quitando { $reply }.
periodic-bases-s-for-rule = para { $rule }: { $text }
periodic-bases-s-analysis-error = El motor no pudo calcular los juegos para { $rule }: { $error }

## Paso 1: juega al juego del artículo

periodic-bases-s-limits = después de una jugada de { $x } desde un montón de { $odd }, el siguiente jugador puede quitar como mucho { $fodd }; desde un montón de { $even }, como mucho { $feven }.
periodic-bases-s-limits-answer = En { $game }, para { $rule }: { $limits }

## Paso 2: un montón, dos juegos

periodic-bases-s-other-game = el juego { $game } contra el mismo principiante
periodic-bases-s-other-game-same = el juego { $game }, que con t = 1 es el propio { $first } (1 ⊕ n = 0 para todo n)
periodic-bases-s-losing-starts = en { $g0 }, el primer jugador pierde desde N = { $list0 }; en { $g1 }, desde N = { $list1 } (para todo N ≤ { $upto }).
periodic-bases-s-losing-differ = Montones hasta { $upto } que pierden en un juego y ganan en el otro: { $list }.
periodic-bases-s-losing-differ-none = Con esta regla, ningún montón hasta { $upto } pierde en uno de los juegos { $g0 }, { $g1 } y gana en el otro.
periodic-bases-s-residue = { $game } para t = { $t }
periodic-bases-s-same-losers-false = para { $rule }, el primer jugador pierde desde { $n } en { $g0 }, pero gana desde ese mismo montón en { $g1 }
periodic-bases-s-same-losers-true = para { $rule }, todo montón perdedor de { $g0 } hasta { $upto } pierde también en { $g1 }
periodic-bases-s-fibonacci-true = para { $rule }, son exactamente los números de Fibonacci hasta { $upto }
periodic-bases-s-fibonacci-false = para { $rule }, son { $list }
periodic-bases-s-pile-8 = Con { $rule }: un montón de { $pile }, y la primera jugada puede quitar de 1 a { $max }. Si los dos juegan lo mejor posible, ¿gana o pierde el primer jugador en { $g0 } y en { $g1 }?
periodic-bases-s-wins-both = gana en los dos juegos
periodic-bases-s-wins-loses = gana en { $g0 }, pierde en { $g1 }
periodic-bases-s-loses-wins = pierde en { $g0 }, gana en { $g1 }
periodic-bases-s-loses-both = pierde en los dos juegos
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] el primer jugador gana en { $g0 } y también en { $g1 }
        [win-lose] el primer jugador gana en { $g0 } y pierde en { $g1 }
        [lose-win] el primer jugador pierde en { $g0 } y gana en { $g1 }
       *[lose-lose] el primer jugador pierde en { $g0 } y también en { $g1 }
    }
periodic-bases-s-look-again = vuelve a mirar { $game }: prueba en papel cada primera jugada desde { $pile }; después de una jugada de k, el rival puede quitar hasta { $limit }.
periodic-bases-s-half-right = Tu respuesta para { $game } es correcta; { $look }
periodic-bases-s-both-wrong = Las dos mitades necesitan otro vistazo. Prueba en papel cada primera jugada desde { $pile }: después de una jugada de k, el rival puede quitar hasta { $f0 } en { $g0 } y hasta { $f1 } en { $g1 }.
periodic-bases-s-lose-other = Con { $rule }: di un montón N mayor que { $above } desde el que el primer jugador (que puede quitar cualquier cantidad salvo el montón entero) pierde en { $game }.
periodic-bases-s-at-least-one = N tiene que ser un montón de al menos una ficha.
periodic-bases-s-at-least-two = Una partida necesita un montón de al menos { $count } fichas (la primera jugada no puede quitar el montón entero).
periodic-bases-s-losing-not-above = { $n } es un montón perdedor de { $game }, pero no es mayor que { $above }.
periodic-bases-s-losing-smaller = { $n } es un montón perdedor de { $game }, pero hay otro más pequeño que también es mayor que { $above }.
periodic-bases-s-losing-in-other = { $n } es un montón perdedor de { $g0 }, pero en { $g1 } el primer jugador gana desde ahí quitando { $take }.
periodic-bases-s-wins-by-taking = Desde { $n } en { $game }, el primer jugador gana quitando { $take }.
periodic-bases-s-smaller-pile = Busca un montón más pequeño: uno de hasta { $upto }.
periodic-bases-s-for-example = por ejemplo, { $list }
periodic-bases-s-none-up-to = ninguno hasta { $upto }

## Paso 3: la jugada ganadora mínima en cada juego

periodic-bases-s-g-examples = { $g0 } y { $g1 } para { $rule }.
periodic-bases-s-g-order-false = para { $rule }: { $a }, pero { $b }
periodic-bases-s-g-order-true = para { $rule }, en todo n ≤ { $upto }
periodic-bases-s-predict-g = Predice { $g } para { $rule }: el menor número de fichas con el que se gana desde un montón de { $pile } en { $game }.
periodic-bases-s-wins-too = Quitar { $k } también gana, pero desde { $pile } en { $game } se puede ganar quitando menos fichas.
periodic-bases-s-in-game = En { $game }: { $clue }

## Paso 4: la estrategia, varias bases

periodic-bases-s-member-wins = para { $rule }: { $b } está en { $base } y, sin embargo, el primer jugador gana desde ahí en { $game }
periodic-bases-s-member-wins-theta = para { $rule }: { $b } está en { $base } y, sin embargo, el primer jugador gana desde ahí en { $game } quitando { $theta }
periodic-bases-s-loser-not-member = para { $rule }: el primer jugador pierde desde { $n } en { $game }, y ese montón no está en { $base }
periodic-bases-s-losers-are-base = para { $rule }, en todos los juegos y en todos los montones hasta { $upto }
periodic-bases-s-example-piles =
    .aria-label = Montones de ejemplo
periodic-bases-s-try = Prueba:
periodic-bases-s-game-label = Juego
periodic-bases-s-pile-label = Montón
periodic-bases-s-repr-empty = Escribe un número entero { $formula }.
periodic-bases-s-move-100 = Con { $rule }, en el juego { $game }: un montón de { $pile }, y la primera jugada puede quitar hasta { $max }. ¿Cuántas fichas quitas para ganar?
periodic-bases-s-write-pile = Escribe { $pile } en el juego { $game } con la herramienta de arriba y fíjate en su última parte.
periodic-bases-s-take-smallest = quitar { $take } (la jugada ganadora mínima)
periodic-bases-s-every-move-loses = aquí todas las jugadas pierden

## Paso 5: el Ejemplo 2 frente al artículo

periodic-bases-s-fibonacci-nim = para { $rule }, { $base } = { $list } (todos los miembros hasta { $upto }).
periodic-bases-s-golden = en el Ejemplo 2, los dos últimos miembros de { $base } hasta { $upto } son { $a } y { $b }: su cociente es { $ratio }, y la razón áurea es { $phi }
periodic-bases-s-ex2-member = El artículo escribe el miembro número { $k } de { $base } del Ejemplo 2 (contando desde 0) como { $expression }, con { $fib }. ¿Qué número es?
periodic-bases-s-nothing = nada (queda fuera de su alcance)
periodic-bases-s-ex2-why = El motor calculó el miembro { $k } de { $base } como { $computed }; la fórmula del artículo da { $formula }: { $agree ->
        [yes] coinciden
       *[no] no coinciden
    }.
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } es demasiado grande.
       *[small] { $v } es demasiado pequeño.
    } Escribe los números de Fibonacci a partir de { $fib } (cada uno es la suma de los dos anteriores), elige los que nombra la fórmula y suma o resta como indica.

## Paso 6: cambia la regla

periodic-bases-s-base-begins = { $base } empieza por { $list }
periodic-bases-s-bases-start = { $parts }.
periodic-bases-s-losing-starts-short = con { $rule }, en { $game } el primer jugador pierde desde { $list }
periodic-bases-s-starts-123-true = para { $rule }, todas las bases empiezan así
periodic-bases-s-starts-123-false = para { $rule }, { $base } empieza por { $list }
periodic-bases-s-t-bases = para { $rule }: { $bases } hasta { $upto } para { $games }
periodic-bases-s-bases-count = { $count ->
        [one] { $count } base distinta
       *[other] { $count } bases distintas
    }
periodic-bases-s-games-count = { $count ->
        [one] { $count } juego
       *[other] { $count } juegos
    }
periodic-bases-s-lose-rule = Predice para { $rule }: ¿cuál es el menor montón mayor que { $above } desde el que el primer jugador pierde en { $game }?
periodic-bases-s-look-table = La tabla del paso 3 muestra dónde se cumple { $formula }.
periodic-bases-s-look-table-losing = La tabla del paso 3 muestra los montones en los que se cumple { $formula }: esos son los montones perdedores.
periodic-bases-s-lose-rule-why = Los montones perdedores de { $game } para { $rule }: { $list }.
periodic-bases-s-example2-label = Ejemplo 2
periodic-bases-s-note-paper = el artículo, { $t }
periodic-bases-s-note-fibonacci = { $t }: Nim de Fibonacci
periodic-bases-s-or-type = o escribe una:
periodic-bases-s-period = periodo
periodic-bases-s-use-rule = Usar esta regla

## Paso 7: la condición del teorema 1, y dónde fallan sus conclusiones

periodic-bases-s-condition-survivor = para { $rule }, la condición (2) falla y, aun así, todas las conclusiones se cumplen en 1 … { $upto }
periodic-bases-s-condition-needed = en cada regla de esta página que incumple la condición (2) (hay { $count }), también falla alguna conclusión
periodic-bases-s-condition-never-fails = ninguna regla de esta página incumple la condición (2)
periodic-bases-s-condition = Para { $rule }: ¿se cumple la condición (2), { $formula }, para todo n y todo x?
periodic-bases-s-it-holds = Sí, se cumple
periodic-bases-s-it-fails = No, falla en algún punto
periodic-bases-s-condition-holds = sí, se cumple
periodic-bases-s-condition-fails = no, falla en { $at }
periodic-bases-s-condition-clue-yes = Busca una bajada: para cada { $range }, compara { $next } con { $now } para valores pequeños de x. ¿Baja alguna vez el límite en 2 o más cuando x aumenta en 1?
periodic-bases-s-condition-clue-no = Una bajada de exactamente 1 está permitida. Para cada { $range }, compara { $next } con { $now }: ¿hay alguna bajada mayor que 1?
periodic-bases-s-theorem1-member = Para { $rule }, la construcción del teorema 1 pone { $n } en { $base }. Desde un montón de { $n } en { $game }, con una primera jugada de hasta { $max }, ¿gana o pierde el primer jugador?
periodic-bases-s-first-wins = Gana el primer jugador
periodic-bases-s-first-loses = Pierde el primer jugador
periodic-bases-s-member-answer = { $result ->
        [win] el primer jugador gana desde { $n } en { $game }
       *[lose] el primer jugador pierde desde { $n } en { $game }
    }
periodic-bases-s-member-clue-lose = La conclusión 1 del teorema 1 dice que el primer jugador pierde desde cada miembro de la base, pero solo cuando se cumple la condición (2). ¿Se cumple aquí? Prueba las primeras jugadas en papel.
periodic-bases-s-member-clue-win = Prueba en papel cada primera jugada: después de cada una, ¿puede el rival responder con una jugada ganadora?
`;
