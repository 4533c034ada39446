// The words of the lesson page cut-the-knot.html in Spanish (see en.js).
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

cut-the-knot-head-1 = Los juegos de un montón de Cut The Knot — una lección de Nim Lab
cut-the-knot-page-1 = Saltar a la lección
cut-the-knot-head-2 = <a data-l10n-name="link1">Lecciones</a> · <a data-l10n-name="link2">Nim Lab</a>
cut-the-knot-head-5 = Idioma
cut-the-knot-head-6 = Idioma del navegador
cut-the-knot-head-3 = Los juegos de un montón de Cut The Knot
cut-the-knot-head-4 = Un montón de fichas y una regla que limita cada jugada: quitar entre <i>Min</i> y <i>Max</i> fichas, o quitar como mucho <i>f</i> de lo que el rival acaba de quitar. ¿Quién gana? ¿Cómo saberlo antes de jugar? ¿Y qué pasa cuando se juega con varios montones a la vez? Basada en A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002), y A. J. Schwenk, <cite>Take-Away Games</cite>, Fibonacci Quarterly 8 (1970) 225–234.
cut-the-knot-play-1 = 1. Juega a “Un montón” con Min y Max
cut-the-knot-play-2 = Un montón de fichas. Los jugadores juegan por turnos; en cada jugada se quitan <span data-l10n-name="part1"></span> Pierde el jugador que no puede jugar (pueden quedar unas pocas fichas que nadie puede quitar).
cut-the-knot-play-3 = El motor de abajo juega como <strong>principiante</strong>: se equivoca. Juega contra él varias veces, desde montones distintos, y anota los montones desde los que el jugador al que le tocaba no tenía escapatoria.
cut-the-knot-play-4 = Empezar con un montón de
cut-the-knot-play-5 = Para el profesor
cut-the-knot-play-6 = Objetivo
cut-the-knot-play-7 = Los alumnos se familiarizan con un juego que tiene un límite inferior además de uno superior, y se dan cuenta de que un montón demasiado pequeño para poder jugar es una derrota para el jugador al que le toca.
cut-the-knot-play-8 = Pregunta
cut-the-knot-play-9 = “¿Desde qué montones pequeños no puede jugar en absoluto el jugador al que le toca? ¿Quién gana entonces?”
cut-the-knot-play-10 = Que prueben
cut-the-knot-play-11 = Distintos montones iniciales (el campo encima del tablero) y el nivel del motor, debajo del tablero (“Perfecto” nunca se equivoca).
cut-the-knot-play-12 = La regla actual
cut-the-knot-predict-1 = 2. ¿P o N? Predice quién gana
cut-the-knot-predict-2 = Un montón es una <strong>posición P</strong> cuando, jugando bien, gana el jugador <strong>P</strong>revio (el que acaba de jugar): quien tenga que jugar desde él pierde. Es una <strong>posición N</strong> cuando gana el jugador siguiente, el que tiene que jugar (<strong>N</strong> de <i>next</i>, “siguiente” en inglés). Un montón es N exactamente cuando alguna jugada lleva a una posición P.
cut-the-knot-predict-3 = Las posiciones P del motor para <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-p-positions"></span>
cut-the-knot-predict-4 = Para el profesor
cut-the-knot-predict-5 = Objetivo
cut-the-knot-predict-6 = Razonar hacia atrás desde el final: los montones desde los que nadie puede jugar son P; un montón es N cuando una jugada llega a una posición P; es P cuando todas las jugadas llegan a una posición N.
cut-the-knot-predict-7 = Pregunta
cut-the-knot-predict-8 = “¿Qué montones son P porque no hay ninguna jugada posible? ¿Cuál es el primer montón que es P aunque sí se pueda jugar?”
cut-the-knot-predict-9 = Conjeturas que suelen hacer los alumnos
cut-the-knot-predict-10 = “Las posiciones P son los múltiplos de Min + Max.”
cut-the-knot-predict-11 = “S es una posición P exactamente cuando S mod (Min + Max) &lt; Min.” (la regla de Bogomolny)
cut-the-knot-grundy-1 = 3. Números de Grundy, el periodo y la regla del artículo
cut-the-knot-grundy-2 = El <strong>número de Grundy</strong> G(<i>S</i>) de un montón de <i>S</i> fichas se calcula de abajo arriba. Un montón desde el que no hay ninguna jugada tiene G = 0. Si no, haz la lista de los números de Grundy de los montones a los que se llega con una jugada; G(<i>S</i>) es el menor número natural (0, 1, 2, …) que <em>falta</em> en esa lista (el <dfn>mex</dfn>, del inglés “minimum excluded”, el mínimo excluido). Las posiciones P son exactamente los montones con G = 0.
cut-the-knot-grundy-3 = La tabla del motor, con la disposición del applet de Cut The Knot (las posiciones P, resaltadas):
cut-the-knot-grundy-4 = Bogomolny escribe: <em>las posiciones P son los montones cuyo tamaño S cumple 0 ≤ S mod (Min + Max) &lt; Min</em>. Dicho con palabras: divide <i>S</i> entre Min + Max; el montón es P cuando el <dfn>resto</dfn> (“<i>S</i> mod (Min + Max)”) es menor que Min. El motor comprueba esa regla con su tabla:
cut-the-knot-grundy-5 = Para el profesor
cut-the-knot-grundy-6 = Por qué hay un periodo
cut-the-knot-grundy-7 = G(<i>S</i>) solo depende de los números de Grundy de los Max montones inmediatamente anteriores, así que en cuanto se repite una ventana de Max valores, se repite toda la sucesión. El motor busca la primera repetición y la usa para responder sobre montones de cualquier tamaño.
cut-the-knot-grundy-8 = Pregunta
cut-the-knot-grundy-9 = “¿Por qué G(<i>S</i>) nunca puede ser mayor que el número de jugadas distintas?”
cut-the-knot-grundy-10 = Conjeturas que suelen hacer los alumnos
cut-the-knot-grundy-11 = “Los números de Grundy se repiten con periodo Min + Max.”
cut-the-knot-grundy-12 = “G(S) siempre vale 0, 1 o 2.”
cut-the-knot-grundy-13 = Respuesta
cut-the-knot-takeaway-1 = 4. Juegos de retirada y la sucesión <i>H</i> de Schwenk
cut-the-knot-takeaway-2 = Un nuevo tipo de límite. La primera jugada puede quitar cualquier número de fichas <strong>salvo el montón entero</strong>. Después, cada jugador puede quitar como mucho <i>f</i>(<i>k</i>) fichas, donde <i>k</i> es lo que acaba de quitar el rival. Gana quien se lleva la última ficha. Aquí, <span data-l10n-name="rule"></span>.
cut-the-knot-takeaway-3 = Empezar con un montón de
cut-the-knot-takeaway-4 = Schwenk construye una sucesión a partir de <i>f</i>: <i>H</i><sub>1</sub> = 1 y <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>, donde <i>m</i> es el menor <i>j</i> con <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>. Su teorema: cuando <i>f</i> nunca decrece y <i>f</i>(<i>x</i>) ≥ <i>x</i>, los montones iniciales desde los que pierde el primer jugador son exactamente los términos de <i>H</i>.
cut-the-knot-takeaway-5 = Para el profesor
cut-the-knot-takeaway-6 = Objetivo
cut-the-knot-takeaway-7 = Construir una sucesión a partir de una regla, paso a paso, y relacionarla con el juego.
cut-the-knot-takeaway-8 = Pregunta
cut-the-knot-takeaway-9 = “¿Por qué un montón de 1 está perdido para el primer jugador?” (La primera jugada no puede quitar el montón entero: no hay ninguna jugada.) “¿Y un montón de 2?”
cut-the-knot-takeaway-10 = Conjeturas que suelen hacer los alumnos
cut-the-knot-takeaway-11 = “Para f(x) = 2x (Nim de Fibonacci), H son los números de Fibonacci 1, 2, 3, 5, 8, 13, …”
cut-the-knot-takeaway-12 = “f(x) = x y f(x) = 2x − 1 son reglas distintas, así que dan sucesiones H distintas.”
cut-the-knot-takeaway-13 = Respuesta
cut-the-knot-strategy-1 = 5. La estrategia: quitar el 1 de más a la derecha
cut-the-knot-strategy-2 = Comprueba tus predicciones: la <i>H</i> del motor para <span data-l10n-name="rule"></span>, y cómo se obtiene cada término.
cut-the-knot-strategy-3 = Escribe <i>N</i> como suma de términos de <i>H</i>: toma el mayor término que quepa, luego el mayor que quepa en lo que queda, y así sucesivamente. Eso da a <i>N</i> su propia fila de cifras, como en <dfn>binario</dfn>: una cifra por cada término de <i>H</i>, 1 donde se usa y 0 donde no. La jugada ganadora de Schwenk es <strong>quitar el 1 de más a la derecha</strong>: retirar la parte más pequeña.
cut-the-knot-strategy-4 = Escribe <i>N</i> =
cut-the-knot-strategy-5 = <strong>¿Puedes ganar al motor desde aquí?</strong> Un montón de 50; en la primera jugada, cualquier cantidad hasta 49. Ahora el motor juega <strong>a la perfección</strong>: <span data-l10n-name="fact-challenge-50"></span>
cut-the-knot-strategy-6 = Para el profesor
cut-the-knot-strategy-7 = Por qué funciona (con las hipótesis de Schwenk)
cut-the-knot-strategy-8 = Después de que retires la parte más pequeña <i>t</i>, el rival puede quitar como mucho <i>f</i>(<i>t</i>), y en una representación <i>f</i>(<i>t</i>) es menor que la parte siguiente: el rival no puede quitar un 1, así que el número de unos solo baja con tus jugadas. Debajo del tablero de la partida, el montón aparece escrito con <i>H</i> antes y después de cada jugada.
cut-the-knot-strategy-9 = Pregunta
cut-the-knot-strategy-10 = “Después de quitar el 1 de más a la derecha, ¿por qué el rival nunca puede quitar el siguiente?”
cut-the-knot-strategy-11 = Respuesta
cut-the-knot-sum-1 = 6. Valores de Grundy y una fila de montones
cut-the-knot-sum-2 = Ahora hay varios montones, y cada uno es su propio juego de retirada, con su propio límite. Una jugada quita de <strong>un solo</strong> montón; gana quien se lleva la última ficha del último montón. Cada montón recibe un número de Grundy por la regla del mex, y la fila se gana con la <strong>suma nim</strong> (⊕): escribe los números de Grundy en binario y suma cada columna sin llevarte nada — una columna con un número par de unos da 0; con un número impar, 1. El jugador al que le toca gana exactamente cuando la suma nim no es 0 (el teorema de Sprague–Grundy).
cut-the-knot-sum-3 = Los números de Grundy del motor para los montones iniciales, G(<i>N</i>, <i>N</i> − 1), para <span data-l10n-name="rule"></span> (la primera jugada puede quitar hasta <i>N</i> − 1; los inicios perdedores, resaltados):
cut-the-knot-sum-4 = Todas las posiciones (<i>N</i>, <i>x</i>): un montón de <i>N</i> del que se puede quitar como mucho <i>x</i>
cut-the-knot-sum-5 = Ahora juega con una fila de montones contra el motor (otra vez como principiante). El tablero muestra el número de Grundy de cada montón y la suma nim.
cut-the-knot-sum-6 = Para el profesor
cut-the-knot-sum-7 = Objetivo
cut-the-knot-sum-8 = Un juego que es suma de juegos se gana combinando un número por cada juego, y la forma correcta de combinarlos es la suma nim, no la suma ordinaria.
cut-the-knot-sum-9 = Pregunta
cut-the-knot-sum-10 = “¿Qué montón puedes cambiar para que su número de Grundy pase a ser la suma nim de los demás?”
cut-the-knot-sum-11 = Conjeturas que suelen hacer los alumnos
cut-the-knot-sum-12 = “El jugador al que le toca gana cuando la suma ordinaria de los números de Grundy no es 0.”
cut-the-knot-sum-13 = “Una fila formada solo por inicios perdedores está perdida para el jugador al que le toca.”
cut-the-knot-sum-14 = Respuesta
cut-the-knot-rule-1 = 7. Cambia la regla
cut-the-knot-rule-2 = Elige otro conjunto de retiradas para “Un montón” y otra <i>f</i> para los juegos de retirada. Cada juego, tabla, frase y pregunta de esta página sigue las reglas que elijas.
cut-the-knot-rule-3 =
    .aria-label = Conjuntos de retiradas para “Un montón”
cut-the-knot-rule-4 = Para <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-set-summary"></span>
cut-the-knot-rule-5 =
    .aria-label = Funciones de jugada f para los juegos de retirada
cut-the-knot-rule-6 = Para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-f-summary"></span>
cut-the-knot-rule-7 = Para el profesor
cut-the-knot-rule-8 = Objetivo
cut-the-knot-rule-9 = Ver qué afirmaciones sobreviven a un cambio de regla y cuáles solo eran ciertas para un ejemplo.
cut-the-knot-rule-10 = Pregunta
cut-the-knot-rule-11 = “Con el conjunto {"{"}1, 3, 4{"}"}, ¿sigue siendo cierta la regla de Bogomolny? ¿Se puede siquiera enunciar?” (Solo se enuncia cuando las retiradas forman un único intervalo Min … Max.)
cut-the-knot-rule-12 = Conjeturas que suelen hacer los alumnos
cut-the-knot-rule-13 = “Una f que crece más deprisa da menos inicios perdedores: f(x) = 3x tiene menos que f(x) = 2x.”
cut-the-knot-rule-14 = Respuesta
cut-the-knot-schwenk-1 = 8. Dónde fallan las afirmaciones de Schwenk
cut-the-knot-schwenk-2 = El teorema de Schwenk tiene hipótesis: <i>f</i> nunca decrece y <i>f</i>(<i>x</i>) ≥ <i>x</i>. La página de Cut The Knot afirma además que todo <i>N</i> tiene exactamente una representación mediante <i>H</i>, y que solo <i>H</i> tiene esa propiedad. El motor comprueba cada afirmación probando todas las partidas posibles (fuerza bruta), para cualquier <i>f</i>. Prueba una regla que se diferencia de 2<i>x</i> en un solo punto:
cut-the-knot-schwenk-3 = Usar f(x) = 2x, salvo f(3) = 1
cut-the-knot-schwenk-4 = Ese inicio escrito con <i>H</i>, comprobado por el motor:
cut-the-knot-schwenk-5 = Todas las afirmaciones, comprobadas por el motor para <span data-l10n-name="rule"></span>:
cut-the-knot-schwenk-6 = Para ir más lejos: <i>H</i> junto a los inicios perdedores y la base <i>B<sub>f</sub></i> del juego de función de jugada
cut-the-knot-schwenk-7 = Para el profesor
cut-the-knot-schwenk-8 = Objetivo
cut-the-knot-schwenk-9 = Un teorema vale lo que valen sus hipótesis: fuera de ellas, una afirmación puede seguir siendo cierta o fallar, y solo una demostración o un contraejemplo lo deciden.
cut-the-knot-schwenk-10 = Pregunta
cut-the-knot-schwenk-11 = “¿Qué hipótesis falla para esta f, y dónde?” “¿Tiene todavía una descripción sencilla el conjunto de inicios perdedores?” (Compáralo con los <i>N</i> en los que <i>g</i>(<i>N</i>) = <i>N</i> en el juego de función de jugada de Holshouser y Reiter: el motor también comprueba esa afirmación, sin ninguna hipótesis sobre <i>f</i>.)
cut-the-knot-schwenk-12 = Conjeturas que suelen hacer los alumnos
cut-the-knot-schwenk-13 = “Sea cual sea f, los inicios perdedores son exactamente H.” (comprobada con f(x) = 2x salvo f(3) = 1)
cut-the-knot-schwenk-14 = “Quitar el 1 de más a la derecha siempre gana desde un inicio que no está en H.” (la misma f)
cut-the-knot-schwenk-15 = “Los inicios perdedores son los N con g(N) = N en el juego de función de jugada.” (la misma f)
cut-the-knot-page-2 =
    .aria-label = Hoja de trabajo
cut-the-knot-handout-1 = Los juegos de un montón de Cut The Knot — hoja de trabajo
cut-the-knot-handout-2 = <strong>Un montón (<span data-l10n-name="part1"></span>).</strong> Un montón de fichas. En cada jugada se quitan <span data-l10n-name="part2"></span> Pierde el jugador que no puede jugar.
cut-the-knot-handout-3 = <strong>Retirada con <span data-l10n-name="rule"></span>.</strong> Un montón. La primera jugada quita cualquier cantidad salvo el montón entero; después de una jugada de <i>k</i> fichas, el otro jugador puede quitar como mucho <i>f</i>(<i>k</i>). Gana quien se lleva la última ficha.
cut-the-knot-handout-4 = Completa: Un montón, <span data-l10n-name="part1"></span>
cut-the-knot-handout-7 =
    .data-columns = S|¿P o N?|Número de Grundy G(S)
cut-the-knot-handout-5 = Completa: retirada con <span data-l10n-name="rule"></span>, empezando con un montón de <i>N</i>
cut-the-knot-handout-8 =
    .data-columns = N|¿gana o pierde el primer jugador?|una primera jugada ganadora
cut-the-knot-handout-6 = Preguntas
`;
