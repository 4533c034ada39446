// The words of the lesson page blocking-nim.html in Spanish (see en.js).
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

blocking-nim-head-1 = Nim con bloqueo: el adversario prohíbe algunas jugadas — una lección de Nim Lab
blocking-nim-page-1 = Saltar a la lección
blocking-nim-head-2 = <a data-l10n-name="link1">Lecciones</a> · <a data-l10n-name="link2">Nim Lab</a>
blocking-nim-head-5 = Idioma
blocking-nim-head-6 = Idioma del navegador
blocking-nim-head-3 = Nim con bloqueo: el adversario prohíbe algunas jugadas
blocking-nim-head-4 = Un montón de fichas. Las jugadas se numeran 1, 2, 3, … a lo largo de toda la partida. En la jugada <i>k</i>, quien tiene el turno debe quitar entre <i>m<sub>k</sub></i> y <i>M<sub>k</sub></i> fichas, pero antes el <strong>adversario</strong> puede prohibir hasta <i>c<sub>k</sub></i> de esas opciones. Quien se queda sin ninguna opción permitida pierde. ¿Quién gana y cómo? Basada en A. Flammenkamp, A. Holshouser y H. Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, Electronic Journal of Combinatorics 10 (2003) #N4.
blocking-nim-play-1 = 1. Juega algunas partidas
blocking-nim-play-2 = Tres sucesiones fijan las reglas: en la jugada <i>k</i> quitas como mínimo <i>m<sub>k</sub></i> y como máximo <i>M<sub>k</sub></i> fichas (nunca más de las que hay en el montón), y antes el adversario puede prohibir hasta <i>c<sub>k</sub></i> de esas opciones. La lección empieza con el ejemplo resuelto del artículo; ahora las sucesiones son
blocking-nim-play-3 =
    .aria-label = Los primeros valores de las sucesiones
blocking-nim-play-4 = La última fila, <i>u</i>, indica cuánta libertad de elección dejan los bloqueos. En la jugada <i>i</i> hay <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> + 1 cantidades distintas que se pueden quitar; el adversario prohíbe hasta <i>c<sub>i</sub></i> de ellas, así que en un montón grande quedan al menos <i>u<sub>i</sub></i> + 1 opciones, donde <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>. Cuando <i>u<sub>i</sub></i> es menor que 0, el adversario puede prohibir todas las opciones.
blocking-nim-play-5 = Cada jugada tiene dos mitades. Antes de que quites <em>tú</em>, el motor prohíbe algunas opciones (aparecen tachadas); antes de que quite el <em>motor</em>, prohíbes tú: pulsa hasta <i>c<sub>k</sub></i> de sus opciones y luego “Dejar jugar al motor”. El motor de abajo juega como <strong>principiante</strong>: comete errores. Juega contra él varias veces, también desde otros montones: escribe un montón inicial bajo el tablero y pulsa “Nueva partida”.
blocking-nim-play-6 = Para el profesor
blocking-nim-play-7 = Objetivo
blocking-nim-play-8 = Los alumnos se familiarizan con las dos mitades de una jugada (primero prohibir, luego quitar) y con cómo el número de jugada va cambiando las reglas a lo largo de la partida.
blocking-nim-play-9 = Pregunta
blocking-nim-play-10 = “Cuando prohíbes, ¿qué opciones del motor prohíbes primero?” (Las que le darían la victoria.) “¿Cuándo puede el motor prohibir <em>todas</em> tus opciones?”
blocking-nim-play-11 = Conjeturas que suelen hacer los alumnos
blocking-nim-play-12 = “Empezar siempre es una ventaja: el primer jugador gana desde cualquier montón.”
blocking-nim-play-13 = Respuesta
blocking-nim-play-14 = Que prueben
blocking-nim-play-15 = El nivel del motor se cambia bajo el tablero: “Perfecto” nunca se equivoca.
blocking-nim-safe-1 = 2. Montones seguros, jugada a jugada
blocking-nim-safe-2 = Un montón es <strong>seguro</strong> en la jugada <i>k</i> si quien tiene el turno en él pierde contra un juego perfecto (el adversario prohíbe primero las opciones ganadoras y luego responde bien); si no, es <strong>no seguro</strong>. Un mismo montón puede ser seguro en una jugada y no seguro en otra, porque las sucesiones cambian con el número de jugada. Predice y luego comprueba: el motor prueba todas las partidas desde ese montón (<dfn>fuerza bruta</dfn>) y explica por qué.
blocking-nim-safe-3 = Los montones seguros según el motor en la jugada 3: <span data-l10n-name="fact-safe-list-3"></span>
blocking-nim-safe-4 = Los montones seguros según el motor en la jugada 2: <span data-l10n-name="fact-safe-list-2"></span>
blocking-nim-safe-5 = Para el profesor
blocking-nim-safe-6 = Objetivo
blocking-nim-safe-7 = La idea de montón seguro, y que depende del número de jugada.
blocking-nim-safe-8 = Pregunta
blocking-nim-safe-9 = “Un montón no es seguro cuando tienes una opción que deja un montón seguro. ¿Por qué aquí eso no basta?” (El adversario puede prohibir esa opción: necesitas <em>más</em> opciones ganadoras que <i>c<sub>k</sub></i>.)
blocking-nim-safe-10 = Conjeturas que suelen hacer los alumnos
blocking-nim-safe-11 = “Todo montón menor que <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> es seguro en la jugada <i>k</i>.”
blocking-nim-safe-12 = “Los montones seguros son los mismos en todas las jugadas.”
blocking-nim-next-1 = 3. Predice el siguiente montón seguro
blocking-nim-next-2 = Los montones seguros aparecen en <em>rachas</em> de montones consecutivos. Justo por encima de una racha, quien tiene el turno dispone de más opciones que dejan un montón seguro en la jugada siguiente de las que el adversario puede prohibir; el siguiente montón seguro es el primero en el que eso ya no ocurre. Predice dónde empieza la siguiente racha.
blocking-nim-next-3 = Para el profesor
blocking-nim-next-4 = Pregunta
blocking-nim-next-5 = “Desde un montón justo por encima del final de una racha, ¿a qué montones puede llegar quien tiene el turno en la jugada siguiente? ¿Hasta dónde sigue siendo así?”
blocking-nim-next-6 = Conjeturas que suelen hacer los alumnos
blocking-nim-next-7 = “A partir de la primera, las rachas seguras de la jugada 1 están igualmente espaciadas.”
blocking-nim-next-8 = “Todas las rachas seguras de la jugada 1 tienen la misma longitud.”
blocking-nim-theorem-1 = 4. La estrategia: dónde están las rachas seguras
blocking-nim-theorem-2 = Flammenkamp, Holshouser y Reiter averiguaron dónde empieza y dónde termina cada racha segura de la jugada 1 sin probar ni una sola partida. La primera racha empieza en 0. La segunda empieza en (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>): lo máximo que puedes quitar en la jugada 1 menos sus bloqueos, más lo mínimo que debes quitar en la jugada 2 más sus bloqueos. Cada racha posterior suma otros dos paréntesis de este tipo. Su <dfn>teorema</dfn> (Teorema 1) dice que estas rachas son exactamente los montones seguros siempre que se cumplan dos condiciones: <strong>(1)</strong> el número de bloqueos <i>c</i> nunca disminuye de una jugada a la siguiente, y <strong>(2)</strong> el número de opciones que quedan tras los bloqueos (<i>u</i>, paso 1) nunca es menor que 0 y nunca disminuye.
blocking-nim-theorem-3 = <strong>La estrategia:</strong> desde un montón no seguro, quita de modo que tu adversario se encuentre en la jugada siguiente con un montón de una racha segura; el teorema asegura que entonces siempre tienes más opciones de ese tipo de las que tu adversario puede prohibir. Para las sucesiones elegidas ahora: <span data-l10n-name="fact-conditions-now"></span>
blocking-nim-theorem-4 = <span data-l10n-name="fact-theorem-check"></span> Todas las partidas probadas (cuadrados rellenos) junto a las rachas del Teorema 1 (corchetes), una fila por jugada:
blocking-nim-theorem-5 = Para ir más lejos: la fórmula de cada racha
blocking-nim-theorem-6 = El artículo escribe las rachas seguras de la jugada 1 como los intervalos [<i>A<sub>k</sub></i>, <i>B<sub>k</sub></i> − 1], <i>k</i> = 0, 1, 2, …, con
blocking-nim-theorem-7 = <i>A<sub>k</sub></i> = (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) + (<i>M</i><sub>3</sub> − <i>c</i><sub>3</sub>) + (<i>m</i><sub>4</sub> + <i>c</i><sub>4</sub>) + … + (<i>M</i><sub>2<i>k</i>−1</sub> − <i>c</i><sub>2<i>k</i>−1</sub>) + (<i>m</i><sub>2<i>k</i></sub> + <i>c</i><sub>2<i>k</i></sub>),<br> <i>B<sub>k</sub></i> = (<i>m</i><sub>1</sub> + <i>c</i><sub>1</sub>) + (<i>M</i><sub>2</sub> − <i>c</i><sub>2</sub>) + (<i>m</i><sub>3</sub> + <i>c</i><sub>3</sub>) + … + (<i>M</i><sub>2<i>k</i></sub> − <i>c</i><sub>2<i>k</i></sub>) + (<i>m</i><sub>2<i>k</i>+1</sub> + <i>c</i><sub>2<i>k</i>+1</sub>)
blocking-nim-theorem-8 = (en una jugada posterior, las sucesiones se empiezan a contar desde ella). La condición (1) es <i>c<sub>i</sub></i> ≤ <i>c<sub>i+1</sub></i>; la condición (2) es 0 ≤ <i>u<sub>i</sub></i> ≤ <i>u<sub>i+1</sub></i>.
blocking-nim-theorem-9 = El Teorema 1 también responde para montones demasiado grandes para probar todas las partidas:
blocking-nim-theorem-10 = Para ir más lejos: el Teorema 1 en cualquier montón, incluso en uno enorme
blocking-nim-theorem-11 = Montón <i>n</i> (hasta 10^18)
blocking-nim-theorem-12 = en la jugada <i>k</i>
blocking-nim-theorem-13 =
    .aria-label = Montones de ejemplo
blocking-nim-theorem-14 = <strong>¿Puedes ganar al motor desde aquí?</strong> Empiezas tú desde un montón de <span data-l10n-name="fact-challenge-pile"></span>; ahora el motor juega y prohíbe <strong>a la perfección</strong>. <span data-l10n-name="fact-challenge"></span>
blocking-nim-theorem-15 = Para el profesor
blocking-nim-theorem-16 = Por qué funciona
blocking-nim-theorem-17 = Desde un montón de [<i>B<sub>k</sub></i>, <i>A<sub>k+1</sub></i> − 1], quien tiene el turno puede llegar al intervalo seguro de abajo quitando como mínimo <i>m</i> + <i>c</i> y como máximo <i>M</i> − <i>c</i> fichas, así que los <i>c</i> bloqueos no pueden impedirlo; desde un intervalo seguro, cada opción que deja el adversario cae en el intervalo no seguro de abajo (la inducción del artículo, relaciones (10) y (11)).
blocking-nim-theorem-18 = Pregunta
blocking-nim-theorem-19 = “¿Por qué aparece <i>M</i> − <i>c</i> con las jugadas impares en <i>A<sub>k</sub></i>, y <i>m</i> + <i>c</i> con las pares?”
blocking-nim-theorem-20 = Conjeturas que suelen hacer los alumnos
blocking-nim-theorem-21 = “Los intervalos del Teorema 1 son exactamente los montones seguros en todas las jugadas.”
blocking-nim-theorem-22 = “Prohibir <i>c</i> opciones equivale a jugar sin bloqueos quitando entre <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> y <i>M<sub>k</sub></i> − <i>c<sub>k</sub></i> fichas.”
blocking-nim-rule-1 = 5. Cambia la regla
blocking-nim-rule-2 = Elige otras sucesiones: un ejemplo o las tuyas (una expresión en <i>i</i> como <span class="mono">i + 2</span> o <span class="mono">i/3</span>, o una lista cuyo último valor se repite, como <span class="mono">1, 0</span>). Todas las partidas, imágenes y frases de esta página siguen las sucesiones que elijas.
blocking-nim-rule-3 =
    .aria-label = Sucesiones de ejemplo
blocking-nim-rule-4 =
    .aria-label = Tus propias sucesiones
blocking-nim-rule-5 = Bloqueos <i>c<sub>i</sub></i> =
blocking-nim-rule-6 = Quitar como mínimo <i>m<sub>i</sub></i> =
blocking-nim-rule-7 = Quitar como máximo <i>M<sub>i</sub></i> =
blocking-nim-rule-8 = Usar estas sucesiones
blocking-nim-rule-9 =
    .aria-label = Los primeros valores de las sucesiones
blocking-nim-rule-10 = En la jugada 1, los montones seguros hasta <span data-l10n-name="fact-upto"></span> son <span data-l10n-name="fact-safe-move-1"></span>
blocking-nim-rule-11 = Para el profesor
blocking-nim-rule-12 = Conjeturas que suelen hacer los alumnos
blocking-nim-rule-13 = “Sin bloqueos, quitando de 1 a 3 (<i>c</i> = 0, <i>m</i> = 1, <i>M</i> = 3), los montones seguros son los múltiplos de 4.”
blocking-nim-rule-14 = “Quitando de 1 a 4 con un bloqueo (<i>c</i> = 1, <i>m</i> = 1, <i>M</i> = 4), los montones seguros son los múltiplos de 5.”
blocking-nim-rule-15 = Respuesta
blocking-nim-rule-16 = Para las sucesiones elegidas ahora: <span data-l10n-name="fact-theorem-now"></span>
blocking-nim-summary-1 = 6. El resumen del artículo, puesto a prueba
blocking-nim-summary-2 = Después de la demostración, el resumen del artículo hace una afirmación más atrevida: una condición <em>más débil</em> que (1) y (2) <em>basta</em> para que las rachas sean exactamente los montones seguros, y además es <em>necesaria</em>: dondequiera que no se cumpla, las rachas son incorrectas. La condición más débil: <i>u</i> nunca es menor que 0, y las rachas de la fórmula son de verdad rachas (cada una termina antes de que empiece la siguiente). El resumen no da ninguna demostración, así que la afirmación es solo una <dfn>conjetura</dfn>. El motor pone a prueba las dos mitades con las sucesiones elegidas ahora, frente a todas las partidas: donde la condición se cumple, ¿son las rachas los montones seguros? Donde no se cumple, ¿son incorrectas? Prueba los dos ejemplos en los que el motor encuentra un <dfn>contraejemplo</dfn>:
blocking-nim-summary-3 = Los veredictos del motor para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-summary-now"></span>
blocking-nim-summary-4 = Para ir más lejos: cada condición y cada afirmación, tal como las enuncia el artículo
blocking-nim-summary-5 = Para ir más lejos: el resumen con las palabras del artículo
blocking-nim-summary-6 = El resumen dice que las condiciones (1) y (2) pueden sustituirse por <i>u<sub>i</sub></i> ≥ 0 para todo <i>i</i> junto con las desigualdades del lema 1, <i>A<sub>k</sub></i> &lt; <i>B<sub>k</sub></i> &lt; <i>A<sub>k+1</sub></i>, y llama a esa condición <em>necesaria y suficiente</em> para que los intervalos sean los montones seguros: “suficiente” es la primera mitad de arriba (basta), “necesaria” la segunda (hace falta).
blocking-nim-summary-7 = Para el profesor
blocking-nim-summary-8 = Objetivo
blocking-nim-summary-9 = Leer con espíritu crítico una afirmación publicada: un teorema con su demostración y una observación en un resumen sin ella. El motor juzga ambas con las mismas sucesiones.
blocking-nim-summary-10 = Conjeturas que suelen hacer los alumnos
blocking-nim-summary-11 = “El Teorema 1 es cierto: donde se cumplen (1) y (2), los intervalos son los montones seguros.”
blocking-nim-summary-12 = “La condición del resumen es suficiente: donde se cumple, los intervalos son los montones seguros.”
blocking-nim-summary-13 = “La condición del resumen es necesaria: donde no se cumple, los intervalos no son los montones seguros.”
blocking-nim-summary-14 = Pregunta
blocking-nim-summary-15 = “¿Qué parte de la demostración del Teorema 1 usa la condición (1)? ¿Qué falla cuando los bloqueos disminuyen?”
blocking-nim-page-2 =
    .aria-label = Hoja de trabajo
blocking-nim-handout-1 = Nim con bloqueo — hoja de trabajo
blocking-nim-handout-2 = <strong>Reglas.</strong> Un montón de fichas; las jugadas se numeran 1, 2, 3, … a lo largo de toda la partida. En la jugada <i>k</i>, quien tiene el turno quita entre <i>m<sub>k</sub></i> y <i>M<sub>k</sub></i> fichas (no más de las que hay en el montón), pero antes el adversario puede prohibir hasta <i>c<sub>k</sub></i> de esas opciones. Quien se queda sin ninguna opción permitida pierde. Un montón es <strong>seguro</strong> en la jugada <i>k</i> si quien tiene el turno en él pierde. Las sucesiones: <span data-l10n-name="rule"></span>.
blocking-nim-handout-3 = Completa: ¿es seguro el montón <i>n</i>?
blocking-nim-handout-5 =
    .data-columns = montón n|¿seguro en la jugada 1?|¿seguro en la jugada 2?|cuánto quitar para ganar en la jugada 1
blocking-nim-handout-4 = Preguntas
`;
