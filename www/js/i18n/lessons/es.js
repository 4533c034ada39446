// The lessons' own words in Spanish (see en.js).
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

## La barra de la lección

lesson-teacher-notes = Notas para el profesor
lesson-show-all = Mostrar todos los pasos
lesson-print = Imprimir la hoja de trabajo
lesson-progress = Paso { $shown } de { $steps }
lesson-progress-all = { $steps ->
    [one] Se muestra el único paso
    [many] Se muestran los { $steps } de pasos
   *[other] Se muestran los { $steps } pasos
    }
lesson-next-step = Siguiente paso →
lesson-conjecture-true = verdadera
lesson-conjecture-false = falsa
lesson-link-unused = Una lección no lee nada de su enlace (el playground sí); sin usar:
lesson-link-empty-key = una clave vacía{ $given }
lesson-link-bad-language = lang = { $value }: no es uno de los idiomas de la lección ({ $codes }); la página sigue en { $shown }

## El desafío de una lección contra el motor perfecto, según el veredicto del motor

lesson-challenge-can-win = según el veredicto del propio motor, el primer jugador puede ganar desde { $pile }, pero solo si no comete ni un error.
lesson-challenge-cannot-win = según el veredicto del propio motor, el primer jugador no puede ganar desde { $pile } con esta regla: fíjate en cómo se escapa.

## La hoja de trabajo

lesson-answer-key =
    .aria-label = Soluciones
lesson-answer-key-title = Soluciones (para el profesor)
lesson-key-error = el motor no pudo responder: { $error }
lesson-glossary-summary = Palabras que usa esta lección
lesson-handout-glossary =
    .aria-label = Glosario
lesson-handout-glossary-title = Vocabulario

## Una pregunta

question-answer-label = Tu respuesta
question-check = Comprobar
question-show-answer = Mostrar la respuesta
question-wait = Cuando tu respuesta sea correcta (o pulses “Mostrar la respuesta”), aparecerán en la página más respuestas del motor.
question-need-number = Primero escribe un número entero.
question-not-a-number = Primero escribe un número entero (“{ $typed }” no lo es).
question-need-choice = Primero elige una respuesta.
question-right = Correcto: { $answer }.
question-shown = La respuesta: { $answer }.
question-almost = Casi.
question-not-quite = No del todo.
question-almost-again = Casi ({ $tries }.º intento).
question-not-quite-again = No del todo ({ $tries }.º intento).
question-you-answered = Respondiste { $answer }.
question-try-again = Inténtalo de nuevo.
question-restored-shown = En tu última visita: se mostró la respuesta.
question-restored-right = En tu última visita: respondiste { $answer } (correcto).
question-restored-was-shown = En tu última visita: respondiste { $answer } (se mostró la respuesta).
question-restored-wrong = En tu última visita: respondiste { $answer } (todavía no es correcto: inténtalo de nuevo).

## El glosario: cada palabra que usan las lecciones, definida para alumnos de catorce años

glossary-p-position = posición P
glossary-p-position-means = una posición en la que pierde el jugador al que le toca mover, por bien que juegue, si el rival juega bien: gana el jugador anterior, el que acaba de mover (P, del inglés “previous”).
glossary-n-position = posición N
glossary-n-position-means = una posición desde la que el jugador al que le toca mover puede ganar si juega bien: gana el jugador siguiente (N, del inglés “next”).
glossary-winning-move = jugada ganadora
glossary-winning-move-means = una jugada tras la cual el rival pierde, por bien que juegue (le deja una posición P).
glossary-losing-start = inicio perdedor
glossary-losing-start-means = un montón desde el que el primer jugador pierde si el otro juega bien.
glossary-move-function = función de jugada <i>f</i>
glossary-move-function-means = la regla que dice cuántas fichas puede quitar como mucho un jugador, según lo que acaba de quitar el rival (y, en algunos juegos, según el tamaño del montón).
glossary-base = base <i>B<sub>f</sub></i>
glossary-base-means = una lista de números construida a partir de la regla <i>f</i> que sirve para la estrategia: escribe el montón como suma de términos de la lista, empezando por el mayor, y quita la parte más pequeña.
glossary-fibonacci-numbers = números de Fibonacci
glossary-fibonacci-numbers-means = 1, 2, 3, 5, 8, 13, 21, …: cada número es la suma de los dos anteriores.
glossary-zeckendorf = representación de Zeckendorf
glossary-zeckendorf-means = escribir un número como suma de números de Fibonacci, tomando cada vez el mayor que cabe (por ejemplo, 20 = 13 + 5 + 2); nunca aparecen dos que estén seguidos en la lista.
glossary-period = periodo
glossary-period-means = una regla tiene periodo <i>t</i> cuando se repite cada <i>t</i> fichas: trata igual un montón de <i>n</i> fichas y uno de <i>n</i> + <i>t</i> (con <i>t</i> = 2, solo mira si el montón es par o impar).
glossary-remainder = resto (mod)
glossary-remainder-means = lo que sobra al dividir: 17 mod 5 = 2, porque 17 = 15 + 2 y 15 son tres veces cinco.
glossary-mex = mex
glossary-mex-means = abreviatura del inglés “minimum excluded” (mínimo excluido): el menor número natural 0, 1, 2, … que no está en una lista. El mex de 0, 1, 3 es 2.
glossary-grundy-value = valor de Grundy
glossary-grundy-value-means = un número para cada posición: 0 si desde la posición no hay ninguna jugada; si no, el mex de los valores de las posiciones a las que se llega con una jugada. Las posiciones con valor 0 son las posiciones P.
glossary-binary = binario
glossary-binary-means = escribir un número con las potencias de dos 1, 2, 4, 8, 16, …, usando cada una como mucho una vez: 13 = 8 + 4 + 1 se escribe 1101 en binario.
glossary-nim-sum = suma nim (⊕)
glossary-nim-sum-means = sumar números en binario sin llevarse nada (también se llama “o exclusivo”): 5 ⊕ 3 = 6, porque 101 ⊕ 011 = 110. En una partida con varios montones, la suma nim de los valores de Grundy dice quién gana.
glossary-h = <i>H</i> (sucesión de Schwenk)
glossary-h-means = una lista de números que se construye como los números de Fibonacci a partir de una regla de retirada: empieza por 1, y cada término nuevo es el último más un término anterior que elige la regla. Schwenk demostró que, para muchas reglas, son los montones desde los que pierde el primer jugador.
glossary-blocking = bloqueo
glossary-blocking-means = antes de que juegues, tu rival puede prohibir algunas de las jugadas que podrías hacer; entonces eliges entre las demás.
glossary-split = partir
glossary-split-means = dividir un montón en dos montones más pequeños, cada uno de al menos una ficha.
glossary-conjecture = conjetura
glossary-conjecture-means = una afirmación que alguien cree cierta pero no ha demostrado; basta un contraejemplo para ver que es falsa.
glossary-theorem = teorema
glossary-theorem-means = una afirmación que se ha demostrado: se cumple en todos los casos de los que habla.
glossary-counterexample = contraejemplo
glossary-counterexample-means = un caso en el que una afirmación falla.
glossary-safe-pile = montón seguro
glossary-safe-pile-means = en el Nim con bloqueo, un montón desde el que pierde el jugador al que le toca mover, por bien que juegue, si el rival prohíbe jugadas y juega bien; “no seguro” significa que el jugador al que le toca puede ganar.
glossary-brute-force = fuerza bruta
glossary-brute-force-means = encontrar una respuesta probando todas las partidas posibles, jugada a jugada, en lugar de usar una fórmula.
`;
