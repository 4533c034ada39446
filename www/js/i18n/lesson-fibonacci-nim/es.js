// The words of the lesson page fibonacci-nim.html in Spanish (see en.js).
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

fibonacci-nim-head-1 = Nim de Fibonacci y el juego de la función de jugada — una lección de Nim Lab
fibonacci-nim-page-1 = Saltar a la lección
fibonacci-nim-head-2 = <a data-l10n-name="link1">Lecciones</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = Idioma
fibonacci-nim-head-6 = Idioma del navegador
fibonacci-nim-head-3 = Nim de Fibonacci y el juego de la función de jugada
fibonacci-nim-head-4 = Un montón de fichas. El primer jugador puede quitar hasta un número dado; a partir de ahí, cada jugador puede quitar como mucho el <strong>doble</strong> de lo que acaba de quitar su rival. Gana quien se lleva la última ficha. ¿Quién gana, y cómo? Basado en A. Holshouser y H. Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, Electronic Journal of Combinatorics 10 (2003) #N7.
fibonacci-nim-play-1 = 1. Juega unas cuantas partidas
fibonacci-nim-play-2 = Un montón de 20 fichas. En la primera jugada puedes quitar de 1 a 19 fichas. Después de una jugada de <i>k</i> fichas, el otro jugador puede quitar como mucho 2<i>k</i>. Gana quien se lleva la última ficha.
fibonacci-nim-play-3 = El motor de abajo juega como <strong>principiante</strong>: comete errores. Juega contra él varias veces y apunta los montones desde los que el jugador al que le tocaba no tenía escapatoria.
fibonacci-nim-play-4 = Para el docente
fibonacci-nim-play-5 = Objetivo
fibonacci-nim-play-6 = Los alumnos se familiarizan con el juego y se dan cuenta de que son los montones pequeños los que lo deciden.
fibonacci-nim-play-7 = Pregunta
fibonacci-nim-play-8 = “Con un montón de 3 y derecho a quitar 2, ¿quién gana? ¿Y con un montón de 3 y derecho a quitar 1?”
fibonacci-nim-play-9 = Que lo prueben
fibonacci-nim-play-10 = El nivel del motor se cambia debajo del tablero: “Perfecto” no se equivoca nunca.
fibonacci-nim-lose-1 = 2. ¿Desde qué montones pierde el primer jugador?
fibonacci-nim-lose-2 = Imagina una partida nueva con un montón de <i>N</i> fichas, en la que la primera jugada puede quitar cualquier cantidad salvo el montón entero. Desde algunos montones, el primer jugador siempre puede ganar. Desde otros, el primer jugador pierde si el otro no comete ningún error: los llamamos <strong>inicios perdedores</strong>. Resuélvelo primero en papel para montones pequeños.
fibonacci-nim-lose-3 = La lista de inicios perdedores del motor
fibonacci-nim-lose-4 = Con <span data-l10n-name="rule"></span>, el primer jugador pierde desde <span data-l10n-name="fact-losing-starts"></span>
fibonacci-nim-lose-5 = Para el docente
fibonacci-nim-lose-6 = Conjeturas que suelen hacer los alumnos
fibonacci-nim-lose-7 = “El primer jugador pierde desde cualquier montón par.”
fibonacci-nim-lose-8 = “Los montones perdedores son los números de Fibonacci 1, 2, 3, 5, 8, 13, …”
fibonacci-nim-lose-9 = Respuesta
fibonacci-nim-lose-10 = Los montones perdedores son exactamente los miembros de la base <i>B<sub>f</sub></i> de Holshouser y Reiter (para 2x, los números de Fibonacci): la lista del motor que aparece arriba.
fibonacci-nim-predict-1 = 3. Predice la jugada ganadora mínima
fibonacci-nim-predict-2 = Desde un montón de <i>N</i>, algunas jugadas ganan y otras pierden. Llamamos <i>g</i>(<i>N</i>) al <strong>menor número de fichas con el que se gana</strong>. Si las reglas te permiten quitar al menos <i>g</i>(<i>N</i>), puedes ganar; si no, pierdes. Predice <i>g</i>(<i>N</i>) antes de que te lo diga el motor.
fibonacci-nim-predict-3 = Compara con la tabla del motor
fibonacci-nim-predict-4 = Los montones resaltados son los inicios perdedores del paso 2.
fibonacci-nim-predict-5 = Para el docente
fibonacci-nim-predict-6 = Pregunta
fibonacci-nim-predict-7 = “¿Dónde se cumple <i>g</i>(<i>N</i>) = <i>N</i>?” (En los montones resaltados: allí ninguna jugada menor que el montón entero gana.)
fibonacci-nim-predict-8 = Respuesta
fibonacci-nim-zeckendorf-1 = 4. La estrategia: escribe <i>N</i> como una suma
fibonacci-nim-zeckendorf-2 = Esta es la receta para ganar. A partir de la regla, el motor construye una lista de números llamada su <strong>base</strong> (<span data-l10n-name="fact-base-is-losing"></span>). Escribe el montón <i>N</i> como suma de números de la base: toma el mayor que quepa, después el mayor que quepa en lo que queda, y así sucesivamente. Luego <strong>quita la parte más pequeña</strong>. <span data-l10n-name="shown-later">Por ejemplo, <span data-l10n-name="fact-example-20"></span></span> <span class="screen-only">El dibujo lo hace para cualquier montón: escribe un número.</span>
fibonacci-nim-zeckendorf-3 = Para ir más allá: los nombres que usan los matemáticos
fibonacci-nim-zeckendorf-4 = La lista que usa la receta se llama <em>base</em> <i>B<sub>f</sub></i> de la regla <i>f</i>; para 2<i>x</i> son los números de Fibonacci, y la suma es la <em>representación de Zeckendorf</em> de <i>N</i>. El teorema principal de Holshouser y Reiter calcula la jugada ganadora mínima <i>g</i>(<i>N</i>) a partir de la parte más pequeña; el motor comprueba ese teorema en cada intervalo que calcula.
fibonacci-nim-zeckendorf-5 = <strong>¿Puedes ganarle al motor desde aquí?</strong> Un montón de 50, primera jugada de hasta 49. Ahora el motor juega <strong>a la perfección</strong>: <span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = Para el docente
fibonacci-nim-zeckendorf-7 = Por qué funciona
fibonacci-nim-zeckendorf-8 = Quitar la parte más pequeña deja un montón cuya parte más pequeña es demasiado grande para que el rival pueda quitarla (teorema principal de Holshouser y Reiter: <i>g</i> es igual a <i>g</i><sub>0</sub>, calculada a partir de la base). El motor comprueba ese teorema en cada intervalo que calcula.
fibonacci-nim-zeckendorf-9 = Pregunta
fibonacci-nim-zeckendorf-10 = “Después de quitar la parte más pequeña, ¿por qué el rival nunca puede quitar la siguiente parte más pequeña?”
fibonacci-nim-rule-1 = 5. Cambia la regla
fibonacci-nim-rule-2 = Sustituye “como mucho el doble de lo que se acaba de quitar” por otra función de jugada <i>f</i>. Todas las partidas, tablas y frases de esta página siguen la regla que elijas.
fibonacci-nim-rule-3 =
    .aria-label = Funciones de jugada
fibonacci-nim-rule-4 = Con <span data-l10n-name="rule"></span>, la base empieza así: <span data-l10n-name="fact-base-start"></span>
fibonacci-nim-rule-5 = Para el docente
fibonacci-nim-rule-6 = Conjeturas que suelen hacer los alumnos
fibonacci-nim-rule-7 = “Con f(x) = x (nunca más de lo que quitó el rival), los montones perdedores son las potencias de 2.”
fibonacci-nim-rule-8 = “Una f que crece más deprisa siempre hace la base más dispersa: 2x − 1 da menos montones perdedores que x.”
fibonacci-nim-rule-9 = Respuesta
fibonacci-nim-rule-10 = Para la regla elegida ahora: <span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. Para ir más allá: una conjetura publicada, puesta a prueba
fibonacci-nim-conjecture-2 = Una <strong>conjetura</strong> es una afirmación que alguien cree cierta pero que no ha demostrado. Holshouser y Reiter conjeturan: <em>si la jugada ganadora mínima g(N) llega a ser tan grande como se quiera, entonces los inicios perdedores crecen exponencialmente</em>, es decir, cada uno es al menos un número fijo de veces mayor que el anterior. Bastaría un contraejemplo para demostrar que es falsa; el motor puede buscar indicios. <span class="screen-only">Elige <strong>x²</strong> arriba o usa el botón:</span>
fibonacci-nim-conjecture-3 = Usar f(x) = x²
fibonacci-nim-conjecture-4 = La tabla muestra los últimos inicios perdedores <i>b<sub>k</sub></i> que ha encontrado el motor y, en la última columna, cuántas veces mayor es cada uno que el anterior.
fibonacci-nim-conjecture-5 = Para el docente
fibonacci-nim-conjecture-6 = Objetivo
fibonacci-nim-conjecture-7 = Distinguir una conjetura de un teorema, y los indicios de una demostración.
fibonacci-nim-conjecture-8 = Por qué x²
fibonacci-nim-conjecture-9 = Cuando f es no decreciente, el siguiente miembro de la base es el último más el menor miembro <i>b</i> con f(<i>b</i>) mayor o igual que el último; con f(x) = x², eso es aproximadamente su raíz cuadrada, así que los miembros crecen poco a poco, como un múltiplo de <i>k</i>² (la tabla muestra <i>b<sub>k</sub></i> junto a <i>k</i>²/4), en lugar de multiplicarse.
fibonacci-nim-conjecture-10 = Lo que encuentra el motor para x²
fibonacci-nim-page-2 =
    .aria-label = Hoja de trabajo
fibonacci-nim-handout-1 = Nim de Fibonacci — hoja de trabajo
fibonacci-nim-handout-2 = <strong>Reglas.</strong> Un montón de fichas. El primer jugador puede quitar cualquier cantidad salvo el montón entero. Después de una jugada de <i>k</i> fichas, el otro jugador puede quitar como mucho 2<i>k</i>. Gana quien se lleva la última ficha.
fibonacci-nim-handout-3 = Completa: ¿quién gana cuando el primer jugador empieza con un montón de <i>N</i>?
fibonacci-nim-handout-5 =
    .data-columns = N|¿gana o pierde el primer jugador?|una primera jugada ganadora
fibonacci-nim-handout-4 = Preguntas
`;
