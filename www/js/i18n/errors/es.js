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
err-not-whole = '{ $text }' no es un número entero (ejemplos: 1000, 10^18, 1e6)
err-spaced-number = '{ $text }' no es un número entero: escríbelo sin espacios (como 10000 o 10_000)
err-past-u64 = { $text } es mayor que 2^64 − 1
err-bigint = un bigint mayor que 2^64 − 1
err-not-count = { $what } debe ser un número entero ≥ 0, no { $value }
err-beyond-js = { $what } = { $value } supera 2^53 − 1; pásalo como una cadena decimal
err-too-large = { $what } = { $value } es demasiado grande: { $why }
err-spaced-item = '{ $item }' tiene un espacio dentro: separa { $noun ->
        [piles] los montones
        [moves] las jugadas
       *[numbers] los números
    } con comas ({ $parts }) y escribe cada número sin espacios ({ $joined })
err-pile-i = montón { $i }
err-not-pile = '{ $text }' no es un número entero (escribe los montones así: 4, 6, 9)
err-set-empty = el conjunto está vacío: escribe jugadas como 1, 3, 4 o 3..5
err-want-move = falta el tamaño de una jugada antes de ','
err-not-move = '{ $text }' no es el tamaño de una jugada (un número entero o un intervalo a..b)
err-move-range = la jugada { $move } está fuera de rango: las jugadas son 1..{ $max }
err-range-backwards = el intervalo { $lo }..{ $hi } termina por debajo de su inicio
err-min-above-max = Min = { $min } es mayor que Max = { $max }
err-set-work = { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } × { $piles ->
        [one] { $piles } montón
       *[other] { $piles } montones
    } es más trabajo del que la página hace de una vez (límite { $limit }); usa menos jugadas o un rango más pequeño
err-out-of-reach = G({ $n }) está fuera de alcance: { $why }
err-want-number = falta un número entre las comas
err-not-whole-item = '{ $text }' no es un número entero
err-at-column = { $problem } (columna { $column })
err-seq-at = { $name }_{ $i }: { $error }
err-c-negative = c_{ $i } = { $c } es negativo: c_i cuenta las opciones que se pueden prohibir (c_i ≥ 0)
err-m-small = m_{ $i } = { $m }: cada jugada debe quitar al menos una ficha (m_i ≥ 1)
err-m-above-max = m_{ $i } = { $m } > M_{ $i } = { $max }: las jugadas [m_i, M_i] no pueden quedar vacías (M_i ≥ m_i)
err-no-rep = { $n } no tiene representación con H: { $why }
err-h-stops = H se detiene en H_{ $k } = { $h }: ningún j cumple f(H_j) ≥ { $h } (f({ $h }) = { $fh } < { $h }, así que ahí falla f(x) ≥ x)
err-h-past = H_{ $next } superaría 2^64 (H_{ $k } = { $h })
err-h-many = H tiene más de { $max } términos por debajo de { $upto }: f crece tan deprisa que H contiene casi todos los números; la lista se detiene en H_{ $max } = { $h }
err-h-short = H es demasiado corta
err-brute-zero = la fuerza bruta resolvería más de { $max } estados (montón, jugada) incluso con upto = 0: haz que las sucesiones se vuelvan constantes (una lista repite su último valor)
err-formula-budget = la fórmula necesita más de { $max } intervalos para llegar al montón { $pile }: las sucesiones que se vuelven constantes (una lista, o una expresión sin i) se resuelven de inmediato
err-positions = { $k } montones de hasta { $max } son { $count } posiciones, demasiadas para resolverlas aquí; con { $k } montones, el montón más grande puede ser como mucho { $fit }
err-solver-piles = este resolvedor es para { $k } montones, no para { $given }
err-map-fixes = el mapa de { $k } montones fija { $fixed } de ellos, no { $given }
err-pile-zero = el montón { $i } es 0: cada montón tiene al menos 1 ficha
err-count-work = contar las representaciones hasta { $bound } es más trabajo del permitido de una vez
err-no-value = escribe un valor.
err-unknown-setting = ajuste desconocido '{ $key }' (conocidos: { $keys })
err-not-choice = '{ $text }' no es { $what ->
        [first] un valor válido de quién empieza
        [theme] un tema
        [language] un idioma
        [level] un nivel
        [section] una sección
        [part] una parte
       *[hints] un valor válido de las pistas
    } ({ $choices })
err-not-state = no es un estado de Nim Lab: { $what }
err-want-text = se esperaba texto o un número, no { $what }
err-given-text = el texto '{ $text }'
err-given-number = el número { $n }
err-given-nothing = nada
err-given-object = un objeto
err-given-array = un array
err-given-long = un texto de { $len } caracteres
err-given-entries = un objeto de { $count } entradas (se leen como mucho { $max })
err-given-type = un valor de tipo { $type }
err-link-pairs = el enlace tiene más de { $max } pares clave=valor: el resto no se ha leído
err-elsewhere = este paquete del motor (el de una sola familia) no lee { $what ->
        [f] funciones de jugada f(x)
        [pf] funciones de jugada f(n, x)
        [seq] las sucesiones del Nim con bloqueo
        [set] conjuntos de sustracción
       *[row] filas de montones
    }: una página con este widget carga el paquete completo
err-unknown-attr = atributo desconocido '{ $name }' para { $kind ->
        [view] la vista
       *[game] el juego
    } { $widget } (conocidos: { $known })
err-not-widget = '{ $name }' no es un widget de Nim Lab (juegos: { $games }; vistas: { $views })
err-no-widget = no se ha indicado ningún widget de Nim Lab (juegos: { $games }; vistas: { $views })
err-attrs-object = los atributos deben ser un objeto, no { $what }
err-no-periodic = f tiene periodo { $t }: los juegos periódicos necesitan la opción de compilación move-fn-periodic, que esta versión deja fuera
err-past-base = N = { $n } está más allá de la base calculada (sus miembros se conocen hasta { $reach })
err-past-base-why = N = { $n } está más allá de la base calculada (sus miembros se conocen hasta { $reach }; { $why })
err-chain-reach = N = { $n }: B_{ $i } solo se conoce hasta { $reach }, y la representación necesita { $rest }
err-base-drawn = B_{ $i } está listada hasta { $reach }: B_{ $j }, de la que toma sus miembros, se detuvo antes
err-base-slow = B_{ $i }: { $count ->
        [one] solo se listó el primer miembro
       *[other] se listaron los primeros { $count } miembros
    }, hasta { $reach }: crece despacio
err-base-failed = B_{ $i } está listada hasta { $reach } porque el miembro siguiente necesita un valor que no se puede calcular: { $error }
err-base-listed = se listaron los primeros { $count } miembros, hasta { $reach }
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
why-js-exact = un número entero de JS es exacto hasta 2^53 − 1
why-js-string = un número entero de JS es exacto hasta 2^53 − 1: pasa una cadena o un bigint
why-seed = una semilla es un número entero hasta 2^53
why-table-size = el tamaño de la tabla
why-count-cells = el conteo de representaciones guarda como mucho 4·10^7 celdas
why-tabulated = no se puede demostrar que f sea creciente, así que g se tabula, y las tablas llegan hasta 2·10^7
`;
