// The engine's errors in Spanish (see en.js).
export const ftl = String.raw`
err-parse = columna { $column }: { $problem }
err-eval = f({ $k }): { $problem } (columna { $column })
err-div-zero = división entre cero
err-overflow = el valor se sale de los enteros de 64 bits
err-neg-exp = exponente negativo
err-non-positive = f({ $k }) = { $value }, pero una función de jugada debe permitir quitar al menos una ficha
err-small = { $what } = { $value } es demasiado pequeño: debe ser al menos { $min }
err-large = { $what } = { $value } es demasiado grande: el límite es { $max }
err-because = { $error } ({ $why })
err-long = { $what } tiene { $len } caracteres: el límite es { $max }
err-long-link = { $what } tiene { $len } caracteres tal como lo escribe el enlace: el límite es { $max }
err-long-list = { $what } tiene { $len } números: el límite es { $max }
err-the-text = el texto
err-long-expr = la expresión tiene más de { $max } caracteres
err-empty = la expresión está vacía
err-write-after = escribe la función de jugada después de { $head }, por ejemplo { $example }
err-assign = carácter inesperado '='; para comparar usa ==
err-unmatched = ')' sin pareja
err-unclosed = este '(' no se cierra nunca
err-want-op = se esperaba un operador y aparece { $found }
err-want-op-or = se esperaba un operador o { $or } y aparece { $found }
err-want-op-list = se esperaba un operador, ',' o ')' y aparece { $found }
err-want-expr = se esperaba una expresión y aparece { $found }
err-after = falta una expresión después de { $after }
err-after-found = se esperaba una expresión después de { $after } y aparece { $found }
err-the-end = el final
err-comparison = { $text } es una comparación (verdadera o falsa), pero aquí hace falta un número; usa if … then … else …
err-condition = { $text } es una condición (verdadera o falsa), pero aquí hace falta un número; usa if … then … else …
err-number = { $text } es un número, pero aquí hace falta una condición (verdadera o falsa), por ejemplo x > 2
err-nested = la expresión está anidada a demasiada profundidad (más de { $max } niveles)
err-deep = la expresión es demasiado larga o está anidada a demasiada profundidad (más de { $max } niveles)
err-chained = las comparaciones no se pueden encadenar; escribe { $good } en lugar de { $bad }
err-unknown-name = nombre desconocido { $name }; la función de jugada puede usar { $vars }
err-vars = { $count ->
        [0] ninguna variable aquí
        [1] { $a }
        [2] { $a } y { $b }
       *[other] { $a }, { $b } y { $c }
    }
err-not-listed = { $name } no está entre las variables de { $head }; para usarla escribe { $want } = …
err-unavailable = { $name } ({ $var ->
        [x] el tamaño de la última jugada
        [n] el tamaño del montón antes de la última jugada
       *[i] el número de la jugada
    }) no está disponible en este juego; la función de jugada puede usar { $vars }
err-no-word = a este { $if } le falta { $word }; escribe if … then … else …
err-call = { $name } debe ir seguido de sus argumentos entre paréntesis, por ejemplo { $example }
err-abs = abs lleva exactamente 1 número, por ejemplo { $example }; aquí hay { $found }
err-min-max = { $name } necesita al menos 2 números separados por comas, por ejemplo { $example }; aquí hay { $found }
err-called-f = la función de jugada se llama f: escribe { $want } = … o solo la expresión que va después de { $eq }
err-not-var = { $name } no es una variable de este juego; escribe { $want } = …
err-twice = { $name } aparece dos veces; escribe { $want } = …
err-big-number = el número { $digits } es demasiado grande para los enteros de 64 bits (el mayor es { $max })
err-decimal = no se admiten números decimales; la función de jugada trabaja con números enteros
err-char = carácter inesperado '{ $char }'
err-char-hint = carácter inesperado '{ $char }'; { $hint }
err-use-or = usa { $word } (o { $symbol })
err-use = usa { $symbol }
err-use-divide = usa / para dividir (redondea hacia abajo)
err-use-minus = usa - (el signo menos del teclado)
err-use-parens = usa ( y ) para agrupar
err-no-decimals = no se admiten números decimales
err-power = un exponente es un número entero mayor o igual que 0: escribe x^2 o x²
err-no-root = no hay raíz cuadrada: la función de jugada trabaja con números enteros
err-named = { $name }: { $error }
err-game-over = la partida ha terminado: empieza una nueva
err-over-no-move = la partida ha terminado: no queda ninguna jugada válida; empieza una nueva
err-over-no-pile = la partida ha terminado: ningún montón admite una jugada válida; empieza una nueva
err-over-no-split = la partida ha terminado: todos los montones tienen 1 ficha, así que no se puede dividir ninguno; empieza una nueva
err-no-numbered = no hay ninguna jugada válida con el número { $i }: hay { $count }
err-not-finished = el análisis no ha terminado: llama a advance() hasta que devuelva 1
err-take-max = jugada no válida: hay que quitar entre 1 y { $max } (el máximo ahora), no { $take }
err-take-range = jugada no válida: hay que quitar entre { $from } y { $to }, no { $take }
err-take-set = jugada no válida: de { $pile } puedes quitar { $takes }, no { $take }
err-list-or = { $rest } o { $last }
err-take-forbidden = jugada no válida: se prohibió quitar { $take }
err-blocks-set = las opciones de la jugada { $k } ya están prohibidas: ahora quita quien tiene el turno
err-forbidden-twice = una opción está prohibida dos veces
err-forbid-many = en la jugada { $k } se permite prohibir como mucho c_{ $i } = { $c ->
        [one] { $c } opción
       *[other] { $c } opciones
    }, no { $n }
err-not-option = { $x } no es una opción: las opciones son { $from }..{ $to }
err-block-first = primero el rival prohíbe hasta c_{ $i } opciones (block, aunque no prohíba ninguna)
err-no-blocks = el rival todavía no ha prohibido nada
err-no-pile-row = no hay ningún montón { $i }: la fila tiene los montones 1..{ $count }
err-pile-stuck = el montón { $i } no admite ninguna jugada válida (tiene { $pile } con límite { $limit })
err-take-from-pile = jugada no válida: del montón { $i } quita entre 1 y { $max }, no { $take }
err-no-pile-to = jugada no válida: no hay ningún montón { $i } que { $what ->
        [delete] borrar
       *[split] dividir
    }; los montones van del 1 al { $count }
err-delete-split = jugada no válida: el montón { $i } no se puede borrar y dividir a la vez; divide otro montón
err-split-one = jugada no válida: el montón { $i } tiene 1 ficha y no se puede dividir
err-split-range = jugada no válida: el montón { $i } de { $pile } se divide en x + { $pile } − x con x de 1 a { $max }, no { $x }
why-starts = las partidas empiezan con 10^6 fichas como mucho
why-upto = las tablas de la página llegan hasta 10^7
why-t = la página resuelve hasta 8 juegos a la vez
why-pupto = las tablas periódicas llegan hasta 10^6
why-brute = la fuerza bruta cubre montones de hasta 10^6
why-bmoves = la página muestra hasta 12 jugadas
why-kupto = la tabla de la página llega hasta 10^5
why-tupto = el análisis del juego de quitar llega hasta 10^6
why-tn = la página dibuja N hasta 2^53 − 1
why-gupto = la tabla de Grundy llega hasta N = 8000
why-dpiles = el Nim de un borrado está resuelto para 2 a 8 montones
why-row = una fila tiene de 1 a 8 montones
why-map = el mapa fija hasta 6 montones
why-start-row = el Nim de un borrado se juega con 2 a 8 montones
why-period = los juegos G_0 … G_(t−1) se resuelven juntos
why-tables = las tablas llegan hasta 2·10^7
why-i64 = f se evalúa en enteros con signo de 64 bits
why-reach = el alcance del motor para esta f
why-plays = la página juega con montones de hasta 2^53 − 1
why-tn-exact = la página dibuja N hasta 2^53 − 1, donde sus términos son números exactos de JavaScript
why-steps = tabular f está limitado a 5·10^8 pasos de instrucción, y esta f es larga
why-members = la representación viene con los miembros de B_f menores que N, como mucho 10^5
why-games = los juegos son G_0 … G_(t−1)
why-first = la primera jugada debe dejar una ficha
why-periodic-tables = el análisis guarda cuatro tablas por juego, y los t juegos comparten 8·10^6 entradas
why-row-piles = los montones de una fila llegan hasta 2000
why-chain = su cadena tendría más de 10^4 partes: los miembros mayores de las bases finitas se repiten
why-condition = no está demostrado que f cumpla la condición (2), así que las bases salen de tablas, que llegan hasta 2·10^7
why-index = más allá de lo que esta máquina puede indexar
why-simple = más allá de la base que la construcción simple podía listar
why-split = una partida necesita un montón que dividir
why-shared = las tablas llegan hasta 2·10^7 entradas, compartidas por los t juegos
why-tabulated = no se puede demostrar que f sea creciente, así que g se tabula, y las tablas llegan hasta 2·10^7
`;
