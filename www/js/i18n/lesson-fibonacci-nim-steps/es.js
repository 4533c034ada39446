// The sentences the Fibonacci Nim lesson's script composes, in Spanish (see en.js).
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

## Lo que hace una jugada (pasos 3 y 4)

fibonacci-nim-s-not-a-move = Desde un montón de { $pile } puedes quitar de 1 a { $max }, así que { $k } no es una jugada posible aquí.
fibonacci-nim-s-take-wins = Si quitas { $k }, ganas.
fibonacci-nim-s-take-leaves = Si quitas { $k }, { $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    }; el otro jugador puede quitar entonces hasta { $limit } y gana quitando { $reply }.
fibonacci-nim-s-wins-by-taking = Desde { $pile }, el primer jugador gana quitando { $take }.
fibonacci-nim-s-for-rule = Con { $rule }: { $why }

## Paso 2: ¿desde qué montones pierde el primer jugador?

fibonacci-nim-s-losing-starts = N = { $list } (para todo N ≤ { $upto }).
fibonacci-nim-s-list-more = { $list }, …
fibonacci-nim-s-even-false = con { $rule }, el primer jugador gana desde { $pile }, que es un montón par
fibonacci-nim-s-even-true = con { $rule }, todo montón par hasta { $upto } es un inicio perdedor
fibonacci-nim-s-fibonacci-true = con { $rule }, los inicios perdedores hasta { $upto } son exactamente { $list }
fibonacci-nim-s-fibonacci-false = con { $rule }, son { $list }
fibonacci-nim-s-first-wins = Gana el primer jugador
fibonacci-nim-s-first-loses = Pierde el primer jugador
fibonacci-nim-s-lose-8 = Un montón de { $pile }; la primera jugada puede quitar de 1 a { $max }. Si los dos juegan lo mejor posible, ¿gana o pierde el primer jugador?
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] el primer jugador gana desde { $pile }
       *[lose] el primer jugador pierde desde { $pile }
    }
fibonacci-nim-s-lose-8-clue-win = Si el primer jugador gana, alguna primera jugada tiene que ganar. Prueba en papel las primeras jugadas 1, 2, 3…: después de cada una, ¿puede el otro jugador responder con una jugada ganadora?
fibonacci-nim-s-lose-8-clue-lose = Si el primer jugador pierde, toda primera jugada tiene que perder. Busca una primera jugada después de la cual el otro jugador se quede sin salida.
fibonacci-nim-s-lose-range = Di un montón N entre { $lo } y { $hi } que sea un inicio perdedor: el primer jugador (que puede quitar cualquier cantidad salvo el montón entero) pierde.
fibonacci-nim-s-at-least-one = N tiene que ser un montón de al menos una ficha.
fibonacci-nim-s-at-least-two = Para jugar hace falta un montón de al menos 2 fichas (la primera jugada no puede quitar el montón entero).
fibonacci-nim-s-losing-outside = { $n } es un inicio perdedor, pero no está entre { $lo } y { $hi }.
fibonacci-nim-s-look-step-1 = Fíjate en los montones desde los que no pudiste ganar en el paso 1 y en cómo crecen.
fibonacci-nim-s-none-between = ninguno entre { $lo } y { $hi }

## Paso 3: la jugada ganadora mínima

fibonacci-nim-s-g-examples = { $g18 } y { $g42 } con { $rule }: { $why }
fibonacci-nim-s-predict-g = Predice { $g } con { $rule }: el menor número de fichas con el que se gana desde un montón de { $n }.
fibonacci-nim-s-wins-too = Quitar { $k } también gana, pero desde { $n } también se gana con menos fichas.

## Paso 4: escribe N como suma

fibonacci-nim-s-example-20 = con { $rule }: { $sum }, la parte más pequeña es { $smallest } y la jugada ganadora mínima del motor desde { $pile } es { $take }.
fibonacci-nim-s-base-is-losing = con { $rule }, hasta { $upto } es exactamente la lista de inicios perdedores
fibonacci-nim-s-base-is-not-losing = con { $rule }, hasta { $upto } no es la lista de inicios perdedores
fibonacci-nim-s-move-100 = Un montón de { $pile }, primera jugada de hasta { $max }, { $rule }. ¿Cuántas fichas quitas para ganar?
fibonacci-nim-s-write-as-sum = Escribe { $pile } como suma con el dibujo de arriba y fíjate en su parte más pequeña.
fibonacci-nim-s-take-smallest = quitar { $take } (la jugada ganadora mínima)
fibonacci-nim-s-every-move-loses = aquí todas las jugadas pierden

## Paso 5: cambia la regla

fibonacci-nim-s-losing-starts-short = { $rule }: el primer jugador pierde desde { $list }, …
fibonacci-nim-s-base-start-finite = { $list } (es finita).
fibonacci-nim-s-base-start = { $list } ({ $count ->
        [one] { $count } miembro
       *[other] { $count } miembros
    } hasta { $upto }).
fibonacci-nim-s-powers-true = el motor: { $list } hasta { $upto }
fibonacci-nim-s-powers-false = el motor: { $list }
fibonacci-nim-s-sparser-true = hasta { $upto }: { $fewer ->
        [one] { $fewer } montón perdedor
       *[other] { $fewer } montones perdedores
    } con { $f1 }, { $more } con { $f2 }
fibonacci-nim-s-sparser-false = hasta { $upto }, las dos tienen { $count ->
        [one] { $count } montón perdedor
       *[other] { $count } montones perdedores
    }
fibonacci-nim-s-sparser-false-same = hasta { $upto }, las dos tienen { $count ->
        [one] { $count } montón perdedor, el mismo
       *[other] { $count } montones perdedores, los mismos
    }
fibonacci-nim-s-lose-rule = Predice con { $rule }: ¿cuál es el menor inicio perdedor mayor que { $above } (el menor montón mayor que { $above } desde el que pierde el primer jugador)?
fibonacci-nim-s-losing-not-above = { $n } es un inicio perdedor, pero no es mayor que { $above }.
fibonacci-nim-s-losing-smaller = { $n } es un inicio perdedor, pero hay uno más pequeño que también es mayor que { $above }.
fibonacci-nim-s-look-table = La tabla del paso 3 resalta los montones donde { $formula }.
fibonacci-nim-s-look-table-losing = La tabla del paso 3 resalta los montones donde { $formula }: esos son los inicios perdedores.
fibonacci-nim-s-none-up-to = ninguno hasta { $upto }
fibonacci-nim-s-lose-rule-why = Los inicios perdedores con { $rule }: { $list }.
fibonacci-nim-s-chip-fibonacci = Nim de Fibonacci
fibonacci-nim-s-chip-same = como mucho lo mismo
fibonacci-nim-s-chip-conjecture = la conjetura
fibonacci-nim-s-or-type = o escribe una:
fibonacci-nim-s-own-rule =
    .aria-label = Tu propia f(x)
    .placeholder = tu propia f(x)

## Paso 6: una conjetura publicada, puesta a prueba

fibonacci-nim-s-few-members = La base de { $rule } solo tiene { $count ->
        [one] { $count } miembro
       *[other] { $count } miembros
    } hasta { $upto }.
fibonacci-nim-s-growth-caption = Los últimos miembros de { $set } con { $rule }
fibonacci-nim-s-conjecture = ¿Es { $rule } un contraejemplo de la conjetura, es decir, g no está acotada y, sin embargo, los inicios perdedores no crecen exponencialmente?
fibonacci-nim-s-counterexample = Sí, es un contraejemplo
fibonacci-nim-s-agrees = No, concuerda con la conjetura
fibonacci-nim-s-conjecture-yes = sí: g no está acotada y, sin embargo, { $set } crece de forma polinómica
fibonacci-nim-s-conjecture-no = no: el motor clasifica el crecimiento como { $class ->
        [exponential] exponencial
        [polynomial] polinómico
        [bounded] acotado
        [unclear] incierto
       *[other] { $class }
    }
fibonacci-nim-s-conjecture-clue-yes = Un contraejemplo necesita inicios perdedores que no crezcan por un factor fijo. Elige { $rule } y mira la última columna de la tabla: ¿se mantienen los cocientes por encima de algún número mayor que 1?
fibonacci-nim-s-conjecture-clue-no = Si los inicios perdedores crecieran exponencialmente, cada uno sería al menos un número fijo de veces mayor que el anterior. Elige { $rule } y mira la última columna de la tabla: ¿se mantienen los cocientes por encima de algún número mayor que 1, o van bajando poco a poco hacia 1?
`;
