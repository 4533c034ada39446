// The sentences the lesson "Single-delete Nim" composes in its script, in Spanish (see en.js).
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

## Piezas que comparten varias frases

single-delete-nim-s-is-kind = { $kind ->
        [P] { $position } es una posición P
       *[N] { $position } es una posición N
    }
single-delete-nim-s-two-sentences = { $first } { $second }
single-delete-nim-s-both = { $first }; { $second }
single-delete-nim-s-list-semicolon = {"; "}
single-delete-nim-s-where = { $k } montones, cada uno de 1 … { $max }
single-delete-nim-s-engine-finds = { $kind ->
        [P] el motor encuentra que { $position } es una posición P
       *[N] el motor encuentra que { $position } es una posición N
    }
single-delete-nim-s-range-pairs = { $max } ({ $countn ->
        [one] { $count } par
       *[other] { $count } pares
    })
single-delete-nim-s-range-positions = { $max } ({ $countn ->
        [one] { $count } posición
       *[other] { $count } posiciones
    })

## ¿Ganar o perder?

single-delete-nim-s-choice-win = Gano (una posición N)
single-delete-nim-s-choice-lose = Pierdo (una posición P)
single-delete-nim-s-need-win = Si ganas, alguna de tus jugadas tiene que dejarle a tu rival una posición en la que pierde (una posición P). ¿La encuentras?
single-delete-nim-s-need-lose = Si pierdes, cada una de tus jugadas tiene que dejarle a tu rival una posición en la que gana (una posición N). ¿Hay alguna que no lo haga?
single-delete-nim-s-pn-answer = { $kind ->
        [P] { $position } es una posición P: el jugador al que le toca pierde si los dos juegan lo mejor posible
       *[N] { $position } es una posición N: el jugador al que le toca gana si los dos juegan lo mejor posible
    }

## Las jugadas del motor, en palabras

single-delete-nim-s-move-by = borrando el { $deleted } y dividiendo el { $split } en { $x } y { $y }
single-delete-nim-s-move-after = borrar el { $deleted } y dividir el { $split } en { $x } y { $y }
single-delete-nim-s-opponent-wins = entonces tu rival gana { $move }.
single-delete-nim-s-opponent-stuck = entonces tu rival no tiene ninguna jugada ganadora.
single-delete-nim-s-no-move = Desde { $position } no se puede hacer ninguna jugada: el jugador al que le toca pierde.
single-delete-nim-s-moves-win = Desde { $position } el jugador al que le toca gana { $move }: eso deja { $leaves }, y { $reply }
single-delete-nim-s-moves-lose = Desde { $position } toda jugada tiene respuesta. Por ejemplo, tras { $move } (queda { $leaves }), el otro jugador gana { $reply }.
single-delete-nim-s-own-move = con una jugada propia
single-delete-nim-s-reply-none = el otro jugador no puede jugar en absoluto.
single-delete-nim-s-reply-of = haga lo que haga el otro jugador, hay respuesta: tras { $move }, se responde { $reply }.
single-delete-nim-s-reply-last = haga lo que haga el otro jugador, hay respuesta: tras { $move }, no queda ninguna jugada.

## Di una división ganadora x del 12

single-delete-nim-s-split-none = ningún x gana
single-delete-nim-s-split-wins = Dividir 12 en { $x } + { $y } gana.
single-delete-nim-s-split-all-n = Toda división deja una posición N.
single-delete-nim-s-split-some = Algún x gana. Prueba las divisiones una a una: ¿tras cuál pierde tu rival?
single-delete-nim-s-split-try = Prueba las divisiones una a una.
single-delete-nim-s-split-range = Los dos montones nuevos deben tener al menos una ficha: x va de 1 a 11.
single-delete-nim-s-split-range-clue = Los dos montones nuevos deben tener al menos una ficha, así que x va de 1 a 11 ({ $typed } no vale).
single-delete-nim-s-leaves-reply = Tu jugada deja { $leaves }: { $reply }
single-delete-nim-s-leaves-why = Tu jugada deja { $leaves }. { $why }
single-delete-nim-s-split-leaves = Dividir 12 en { $x } y { $y } deja { $leaves }: { $reply }

## Paso 1: jugar

single-delete-nim-s-small-two = P: { $p }. N: { $n }.

## Paso 2: predecir

single-delete-nim-s-pn-3-5 = Montones de 3 y 5, te toca jugar. Si los dos jugáis lo mejor posible, ¿ganas o pierdes?
single-delete-nim-s-clue-3-5 = Prueba todas las jugadas en papel: borra un montón y divide el otro. ¿Qué puede hacer después tu rival?
single-delete-nim-s-split-12 = Montones de 12 y 7, te toca jugar. Borras el 7 y divides el 12 en x y 12 − x. Di un x que gane.
single-delete-nim-s-split-12-note = (Escribe 0 si no gana ninguno.)
single-delete-nim-s-answer-12 = Desde (12, 7), borrando el 7: las divisiones ganadoras son x = { $list }.
single-delete-nim-s-answer-12-none = Desde (12, 7), borrando el 7: ninguna división gana.

## Paso 3: ¿qué pares son posiciones P?

single-delete-nim-s-pattern-2 = ¿Qué frase describe las posiciones P de dos montones (las casillas oscuras del mapa), todas ellas y nada más: los dos montones impares, a + b par, los dos montones iguales o al menos un montón impar?
single-delete-nim-s-pattern-odd = Los dos montones son impares
single-delete-nim-s-pattern-odd-words = los dos montones son impares
single-delete-nim-s-pattern-sum = a + b es par
single-delete-nim-s-pattern-sum-words = a + b es par
single-delete-nim-s-pattern-equal = Los dos montones son iguales
single-delete-nim-s-pattern-equal-words = los dos montones son iguales
single-delete-nim-s-pattern-one-odd = Al menos un montón es impar
single-delete-nim-s-pattern-one-odd-words = al menos un montón es impar
single-delete-nim-s-pattern-none = ninguna de estas frases
single-delete-nim-s-pattern-agrees = «{ $words }» coincide con el motor en { $countn ->
        [one] el único par
       *[other] los { $count } pares
    } hasta { $max }.
single-delete-nim-s-pattern-says = { $kind ->
        [P] En { $position } la frase «{ $words }» dice N, pero el motor encuentra una posición P.
       *[N] En { $position } la frase «{ $words }» dice P, pero el motor encuentra una posición N.
    }
single-delete-nim-s-pattern-covers = «{ $label }» se cumple en todas las casillas oscuras, pero también en { $position }, una casilla clara (una posición N). ¿Qué frase encaja con las casillas oscuras y con nada más?
single-delete-nim-s-pattern-only = Todos los pares en los que se cumple «{ $label }» son casillas oscuras, pero { $position } también es oscura. ¿Qué frase encaja con todas las casillas oscuras?
single-delete-nim-s-pattern-wrong = { $is }, y «{ $label }» se equivoca ahí. Señala unas cuantas casillas oscuras y otras claras: ¿qué tienen en común los montones de las oscuras?
single-delete-nim-s-agrees-pairs = el motor coincide en { $countn ->
        [one] el único par
       *[other] los { $count } pares
    } hasta { $max }
single-delete-nim-s-equal-all-p = el motor: todo par de montones iguales hasta { $max } es P

## Paso 4: tres montones

single-delete-nim-s-digits-beyond = La lección resuelve { $k } montones hasta { $max }; la sección de Nim de un borrado del laboratorio llega más lejos.
single-delete-nim-s-pn-6-10-12 = Montones de 6, 10 y 12, te toca jugar. Si los dos jugáis lo mejor posible, ¿ganas o pierdes?
single-delete-nim-s-clue-6-10-12 = Dibuja arriba 6, 10 y 12. ¿Quedan sus 1 de más a la derecha en una misma columna?
single-delete-nim-s-split-three = Desde 6, 10 y 12 borras el 6 y divides el 12 en x y 12 − x, y te quedas con el 10. Di un x que gane.
single-delete-nim-s-split-three-note = (Escribe 0 si no gana ninguno; dibuja arriba los montones para comparar sus 1 de más a la derecha.)
single-delete-nim-s-challenge-p = según el propio motor, (7, 10, 12) es una posición P: no puedes ganar contra un juego perfecto. Mira cómo se escapa.
single-delete-nim-s-challenge-n = según el propio motor, puedes ganar desde (7, 10, 12), pero solo jugando con precisión.
single-delete-nim-s-three-nim = { $kind ->
        [P] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, y el motor encuentra una posición P
       *[N] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, y el motor encuentra una posición N
    }
single-delete-nim-s-agrees-three = el motor coincide en todas las posiciones de 3 montones hasta { $max }

## Paso 5: cuatro montones

single-delete-nim-s-pn-1-2-2-2 = Montones de 1, 2, 2 y 2, te toca jugar. Sus valoraciones son 0, 1, 1, 1: no todas iguales. ¿Ganas o pierdes?
single-delete-nim-s-clue-1-2-2-2 = Borra un montón y divide otro de todas las formas posibles: ¿queda alguna posición que te gustaría tener delante?
single-delete-nim-s-with-valuations = { $kind ->
        [P] { $position } es una posición P, con valoraciones { $valuations }
       *[N] { $position } es una posición N, con valoraciones { $valuations }
    }
single-delete-nim-s-only-some-p = de { $totaln ->
        [one] la única posición
       *[other] las { $total } posiciones
    } con valoraciones { $valuations }, solo { $p } son P
single-delete-nim-s-for-where = con { $where }: { $found }
single-delete-nim-s-agrees-where = el motor coincide en todas las posiciones de { $where }

## Paso 6: duplicar todos los montones

single-delete-nim-s-double-2 = Duplica los dos montones de 1 y 1: montones de 2 y 2, te toca jugar. ¿Ganas o pierdes?
single-delete-nim-s-double-2-clue-n = Desde 2 y 2 solo hay un tipo de jugada: borrar un 2 y dividir el otro en 1 y 1. ¿Quién se queda bloqueado después?
single-delete-nim-s-double-2-clue-p = Desde 2 y 2 solo hay un tipo de jugada: borrar un 2 y dividir el otro en 1 y 1. ¿Puede jugar tu rival después?
single-delete-nim-s-double-5 = Cinco montones de 1, duplicados, son cinco montones de 2. ¿Conserva aquí el veredicto la duplicación (P sigue P, N sigue N)?
single-delete-nim-s-choice-same = Sí, el mismo veredicto
single-delete-nim-s-choice-changes = No, el veredicto cambia
single-delete-nim-s-double-5-same = el mismo: las dos son { $kind }
single-delete-nim-s-double-5-changes = cambia: (1, 1, 1, 1, 1) es { $one }, (2, 2, 2, 2, 2) es { $two }
single-delete-nim-s-double-5-clue-same = Mira cada lado: cinco montones de 1, ¿puede dividir algo el jugador al que le toca? Cinco montones de 2, ¿cuántas jugadas puede durar la partida y quién hace la última?
single-delete-nim-s-double-5-clue-changes = Mira cada lado: cinco montones de 1, ¿puede dividir algo el jugador al que le toca? Cinco montones de 2, cuenta las jugadas: cada una borra un 2 y divide un 2. ¿Quién hace la última?
single-delete-nim-s-doubling-k = { $k } montones
single-delete-nim-s-doubling-range = (cada uno de 1 … { $max }):
single-delete-nim-s-in-binary = { $piles } en binario
single-delete-nim-s-double-all = el motor encuentra contraejemplos con { $list } montones; el primero: { $first }
single-delete-nim-s-double-all-holds = el motor no encuentra ningún contraejemplo de 2 a 8 montones en sus rangos

## Paso 7: cambiar la regla

single-delete-nim-s-rule-summary = el motor ha resuelto { $countn ->
        [one] { $count } posición
       *[other] { $count } posiciones
    }; de ellas, { $p } son posiciones P, repartidas en { $groupsn ->
        [one] { $groups } patrón de valoraciones.
       *[other] { $groups } patrones de valoraciones.
    }
single-delete-nim-s-on-this-range = { $name } en este rango: { $why }.
single-delete-nim-s-rule-twos = { $k } montones de 2 ({ $piles }), te toca jugar. ¿Ganas o pierdes?
single-delete-nim-s-clue-twos = Cada jugada borra un 2 y divide un 2 en 1 + 1. Cuenta cuántas jugadas puede durar la partida.
single-delete-nim-s-rule-patterns = Con { $rule }: ¿en cuántos patrones distintos de valoraciones se reparten las posiciones P?
single-delete-nim-s-rule-patterns-why = Con { $rule }: posiciones P: { $p }, en { $groups ->
        [one] { $groups } patrón
       *[other] { $groups } patrones
    }; un enunciado del artículo explica { $covered } de ellos y la búsqueda encontró los demás.
single-delete-nim-s-too-many = { $typed } son demasiados. Con dos montones, toda posición P tiene el patrón 0, 0; con tres, los montones comparten una valoración. ¿Qué valoraciones puede tener un montón de como mucho { $max }?
single-delete-nim-s-too-few = { $typed } son demasiado pocos. Con dos montones, toda posición P tiene el patrón 0, 0; con tres, los montones comparten una valoración. ¿Qué valoraciones puede tener un montón de como mucho { $max }?
single-delete-nim-s-rule-odd-holds = la búsqueda coincide con { $rule }, y de 2 a 8 montones en los rangos del paso 6
single-delete-nim-s-rule-twos-fails = el motor: el jugador al que le toca gana con montones de 2 cuando hay { $list }
single-delete-nim-s-rule-twos-holds = el motor: el jugador al que le toca pierde con cualquier número de montones de 2 a 8
single-delete-nim-s-chips-label = Montones k:
single-delete-nim-s-chip =
    .title = { $k } montones
single-delete-nim-s-range-whole = S es un número entero de al menos 2.
single-delete-nim-s-range-limit = Con { $k } montones, la lección resuelve montones hasta { $max } (el laboratorio llega más lejos).
`;
