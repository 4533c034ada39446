// The words of the lesson page periodic-bases.html in Spanish (see en.js).
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

periodic-bases-head-1 = Reglas periódicas y varias bases — una lección de Nim Lab
periodic-bases-page-1 = Saltar a la lección
periodic-bases-head-2 = <a data-l10n-name="link1">Lecciones</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = Idioma
periodic-bases-head-6 = Idioma del navegador
periodic-bases-head-3 = Reglas periódicas y varias bases
periodic-bases-head-4 = Un montón de fichas. Después de que tu rival quite <i>x</i> fichas de un montón de <i>n</i>, puedes quitar como mucho <i>f</i>(<i>n</i>, <i>x</i>): el límite depende de la jugada que se acaba de hacer <em>y</em> del montón desde el que se hizo, y <i>f</i> se repite en <i>n</i> con periodo <i>t</i>. Gana quien se lleva la última ficha. Basado en A. Holshouser y H. Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, Electronic Journal of Combinatorics 13 (2006) #N7, y en su Ejemplo 2.
periodic-bases-play-1 = 1. Juega al juego del artículo
periodic-bases-play-2 = Un montón de 20 fichas. En la primera jugada puedes quitar de 1 a 19. A partir de ahí, cuando tu rival acaba de quitar <i>x</i> fichas de un montón de <i>n</i> (el montón <em>antes</em> de su jugada), puedes quitar como mucho <i>f</i>(<i>n</i>, <i>x</i>). Gana quien se lleva la última ficha.
periodic-bases-play-3 = El Ejemplo 2 del artículo es el Nim de Fibonacci (quitar como mucho el doble de lo que se acaba de quitar) con una excepción: después de una jugada de 3 desde un montón <em>impar</em>, el límite es 4. Así que la regla se fija en si el montón era par o impar; se repite cada dos montones, y decimos que tiene <strong>periodo</strong> <i>t</i> = 2.
periodic-bases-play-4 = La regla de esta página ahora: <span data-l10n-name="rule"></span>. Por ejemplo, <span data-l10n-name="fact-limits"></span>
periodic-bases-play-5 = El motor de abajo juega como <strong>principiante</strong>: comete errores. Juega unas cuantas partidas y apunta los montones desde los que el jugador al que le tocaba no tenía escapatoria.
periodic-bases-play-6 = Para el docente
periodic-bases-play-7 = Objetivo
periodic-bases-play-8 = Los alumnos se familiarizan con una regla que se fija en el montón además de en la última jugada.
periodic-bases-play-9 = Pregunta
periodic-bases-play-10 = “Tu rival acaba de quitar 3 de un montón de 15. ¿Cuántas puedes quitar tú? ¿Y si el montón hubiera sido de 16?”
periodic-bases-play-11 = Respuesta
periodic-bases-play-12 = Que lo prueben
periodic-bases-play-13 = El nivel del motor se cambia debajo del tablero: “Perfecto” no se equivoca nunca.
periodic-bases-games-1 = 2. Un montón, dos juegos
periodic-bases-games-2 = El truco del artículo es mirar dos juegos a la vez. El juego <i>G</i><sub>0</sub> es el juego del paso 1. El juego <i>G</i><sub>1</sub> es el mismo juego, salvo que la regla lee cada montón como si tuviera una ficha más: un montón impar cuenta como par, y uno par como impar.
periodic-bases-games-3 = ¿Para qué un segundo juego? A mitad de partida, lo que queda del montón se juega como un montón nuevo en uno de los dos juegos; en cuál de ellos depende de cuántas fichas se han quitado (“Para ir más allá”, aquí debajo, explica exactamente cómo).
periodic-bases-games-4 = Aquí tienes <span data-l10n-name="fact-other-game-name"></span>, desde el mismo montón de 20:
periodic-bases-games-5 = La respuesta del motor para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-losing-starts"></span>
periodic-bases-games-6 = Para ir más allá: los juegos <i>G<sub>i</sub></i> con las palabras del artículo
periodic-bases-games-7 = Para una regla de periodo <i>t</i>, el artículo mira <i>t</i> juegos a la vez. El juego <i>G<sub>i</sub></i> es el mismo juego con <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>) en lugar de <i>f</i>(<i>n</i>, <i>x</i>), donde <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>, el resto de dividir entre <i>t</i>.
periodic-bases-games-8 = Quita <i>b</i> fichas en el juego <i>G<sub>i</sub></i>: lo que queda del montón se juega entonces exactamente como un montón nuevo en el juego <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, porque las <i>b</i> fichas quitadas siguen contando en <i>i</i> ⊕ <i>n</i>.
periodic-bases-games-9 = Para el docente
periodic-bases-games-10 = Objetivo
periodic-bases-games-11 = Un mismo montón puede ser ganador en un juego y perdedor en otro: importa lo que la regla hizo con los montones <em>anteriores</em>, así que una sola lista de montones perdedores no basta.
periodic-bases-games-12 = Pregunta
periodic-bases-games-13 = “Quitas 5 de un montón de 20 en <i>G</i><sub>0</sub>. ¿En qué juego están las 15 fichas que quedan?” (<i>G</i><sub>0 ⊕ 5</sub>, es decir, <span data-l10n-name="fact-residue-5"></span>.)
periodic-bases-games-14 = Conjeturas que suelen hacer los alumnos
periodic-bases-games-15 = “Un montón que pierde en <i>G</i><sub>0</sub> también pierde en <i>G</i><sub>1</sub>.”
periodic-bases-games-16 = “Los montones perdedores de <i>G</i><sub>0</sub> son los números de Fibonacci 1, 2, 3, 5, 8, 13, …”
periodic-bases-predict-1 = 3. Predice la jugada ganadora mínima en cada juego
periodic-bases-predict-2 = Desde un montón de <i>n</i>, algunas jugadas ganan y otras pierden. Llamamos <i>g</i><sub>0</sub>(<i>n</i>) al <strong>menor número de fichas con el que se gana</strong> desde un montón de <i>n</i> en el juego <i>G</i><sub>0</sub>, y <i>g</i><sub>1</sub>(<i>n</i>) a lo mismo en <i>G</i><sub>1</sub>. Si las reglas te permiten quitar al menos esa cantidad, puedes ganar; si no, pierdes.
periodic-bases-predict-3 = Ahora compara con la tabla del motor para <span data-l10n-name="rule"></span> (casilla resaltada: <i>n</i> es miembro de la base de ese juego, paso 4):
periodic-bases-predict-4 = Para ir más allá: el algoritmo 1 del artículo
periodic-bases-predict-5 = El artículo calcula la jugada ganadora mínima del juego <i>G<sub>i</sub></i> montón a montón: <i>g<sub>i</sub></i>(<i>n</i>) es el menor <i>k</i> con <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>), donde <i>g<sub>i</sub></i>(0) = ∞: una jugada de <i>k</i> gana cuando el rival no puede quitar lo suficiente para ganar desde lo que queda.
periodic-bases-predict-6 = Para el docente
periodic-bases-predict-7 = Pregunta
periodic-bases-predict-8 = “¿En qué filas difieren las dos columnas? ¿Dónde se cumple <i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i>?”
periodic-bases-predict-9 = Respuesta
periodic-bases-predict-10 = Conjeturas que suelen hacer los alumnos
periodic-bases-predict-11 = “<i>g</i><sub>0</sub>(<i>n</i>) nunca es mayor que <i>g</i><sub>1</sub>(<i>n</i>).”
periodic-bases-bases-1 = 4. La estrategia: varias bases
periodic-bases-bases-2 = Cada juego tiene su propia lista de montones especiales, su <strong>base</strong>: <i>B</i><sub>0</sub> para <i>G</i><sub>0</sub> y <i>B</i><sub>1</sub> para <i>G</i><sub>1</sub>. El motor las construye:
periodic-bases-bases-3 = Para jugar desde un montón de <i>n</i>: separa el mayor miembro de la base del juego que quepa. Lo que queda se juega como un montón nuevo en uno de los juegos: escríbelo en la base de <em>ese</em> juego, y así sucesivamente. La última parte te da la jugada ganadora. <span class="screen-only">Prueba con algunos montones:</span>
periodic-bases-bases-4 = Para ir más allá: cómo se construyen las bases
periodic-bases-bases-5 = Las bases se construyen a la vez: cada una empieza por 1, 2, y el siguiente miembro de <i>B<sub>i</sub></i> es su último miembro <i>b</i> más el menor miembro <i>c</i> de la base del juego <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> al que el rival no podría responder (<i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i>; en general, un valor Θ ocupa el lugar de <i>b</i>: es el teorema 2 del artículo).
periodic-bases-bases-6 = <strong>¿Puedes ganarle al motor desde aquí?</strong> Un montón de 50 en el juego <i>G</i><sub>0</sub>, primera jugada de hasta 49. Ahora el motor juega <strong>a la perfección</strong>: <span data-l10n-name="fact-challenge-50"></span>
periodic-bases-bases-7 = Para el docente
periodic-bases-bases-8 = Por qué funciona
periodic-bases-bases-9 = Quitar la última parte deja un montón cuya propia última parte es demasiado grande para que el rival pueda quitarla (teoremas 1 y 2 del artículo). El motor comprueba ambos teoremas frente al algoritmo 1 en cada montón que calcula (paso 7).
periodic-bases-bases-10 = Pregunta
periodic-bases-bases-11 = “¿Por qué cambia de una parte a otra la base en la que escribes lo que queda?” (Cada parte quitada desplaza el juego: <i>G<sub>i</sub></i> pasa a ser <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.)
periodic-bases-bases-12 = Conjeturas que suelen hacer los alumnos
periodic-bases-bases-13 = “Los montones desde los que pierde el primer jugador en <i>G<sub>i</sub></i> son exactamente los miembros de <i>B<sub>i</sub></i>.”
periodic-bases-example2-1 = 5. Para ir más allá: el Ejemplo 2 frente al artículo
periodic-bases-example2-2 = El artículo no da la lista de <i>B</i><sub>0</sub> y <i>B</i><sub>1</sub> para el Ejemplo 2: las describe con fórmulas en términos de los números de Fibonacci, con un patrón de seis términos que se repite. Primero calcula tú un miembro; luego mira cómo el motor compara cada miembro que calcula con la fórmula del artículo. (Este paso trata siempre de la regla del artículo, sea cual sea la regla que elijas en el paso 6.)
periodic-bases-example2-3 = El artículo también señala que para <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i> (entonces <i>t</i> = 1) la base son los números de Fibonacci: es el Nim de Fibonacci. El motor: <span data-l10n-name="fact-fibonacci-nim"></span>
periodic-bases-example2-4 = Para el docente
periodic-bases-example2-5 = Objetivo
periodic-bases-example2-6 = Comprobar un resultado publicado línea a línea: una fórmula de un artículo es una afirmación, y un cálculo puede confirmarla (hasta donde llega) o descubrir una errata.
periodic-bases-example2-7 = Pregunta
periodic-bases-example2-8 = “¿Dónde se apartan por primera vez las bases del Ejemplo 2 de los números de Fibonacci, y por qué justo ahí?” (La única excepción de la regla es una jugada de 3.)
periodic-bases-example2-9 = Lo que encuentra el motor
periodic-bases-example2-10 = Conjeturas que suelen hacer los alumnos
periodic-bases-example2-11 = “Los miembros de <i>B</i><sub>0</sub> crecen como los números de Fibonacci: cada uno es unas 1,618 veces el anterior.”
periodic-bases-rule-1 = 6. Cambia la regla
periodic-bases-rule-2 = Elige otra <i>f</i>(<i>n</i>, <i>x</i>) periódica con su periodo <i>t</i>, o escribe la tuya (la regla ve <i>n</i> como el resto de dividir el montón entre <i>t</i>, es decir, uno de 0, 1, …, <i>t</i> − 1). Todas las partidas, tablas y frases de esta página siguen la regla que elijas, salvo la comprobación del Ejemplo 2 del paso 5.
periodic-bases-rule-3 =
    .aria-label = Funciones de jugada periódicas
periodic-bases-rule-4 = Con <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-bases-start"></span>
periodic-bases-rule-5 = Para el docente
periodic-bases-rule-6 = Conjeturas que suelen hacer los alumnos
periodic-bases-rule-7 = “Todas las bases empiezan por 1, 2, 3.”
periodic-bases-rule-8 = “Con periodo <i>t</i> hay <i>t</i> bases distintas.”
periodic-bases-rule-9 = Respuesta
periodic-bases-rule-10 = Para la regla elegida ahora: <span data-l10n-name="fact-losing-starts-short"></span>
periodic-bases-theorem-1 = 7. Para ir más allá: la condición del teorema 1, y dónde fallan sus conclusiones
periodic-bases-theorem-2 = Un <strong>teorema</strong> dice: <em>si</em> se cumplen sus condiciones, <em>entonces</em> se cumplen sus conclusiones. ¿Qué pasa con una regla que no cumple una condición? El motor puede averiguarlo.
periodic-bases-theorem-3 = El teorema 1 del artículo supone, además del periodo, la condición (2): <i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1 (quitar una ficha más nunca hace bajar el límite en más de uno). Y concluye: (1) <i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i> en cada miembro <i>b</i> de <i>B<sub>i</sub></i>; (2) <i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i> en cualquier otro montón; (3) entre dos miembros, <i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>). El teorema 2 prescinde de la condición (2) y, a cambio, construye sus bases con los valores Θ. El motor construye las bases del teorema 1 para cualquier regla y comprueba cada conclusión frente al algoritmo 1.
periodic-bases-theorem-4 = Probar una regla que no cumple la condición (2)
periodic-bases-theorem-5 = Volver al Ejemplo 2
periodic-bases-theorem-6 = Primero predice, para <span data-l10n-name="rule"></span>:
periodic-bases-theorem-7 = Ahora, la comprobación que hace el motor de ambos teoremas frente al algoritmo 1:
periodic-bases-theorem-8 = Para el docente
periodic-bases-theorem-9 = Objetivo
periodic-bases-theorem-10 = Para qué sirve una hipótesis: sin ella la demostración se viene abajo, y el motor muestra dónde fallan también las conclusiones… o que pueden seguir cumpliéndose de todos modos.
periodic-bases-theorem-11 = Pregunta
periodic-bases-theorem-12 = “Si falla una condición, ¿falla también una conclusión?”
periodic-bases-theorem-13 = Conjeturas que suelen hacer los alumnos
periodic-bases-theorem-14 = “Cuando la condición (2) falla, las conclusiones del teorema 1 también fallan.”
periodic-bases-theorem-15 = “El teorema 2, con sus valores Θ, describe <i>g<sub>i</sub></i> para cualquier regla periódica.”
periodic-bases-theorem-16 = Lo que encuentra el motor para la regla actual
periodic-bases-page-2 =
    .aria-label = Hoja de trabajo
periodic-bases-handout-1 = Reglas periódicas y varias bases — hoja de trabajo
periodic-bases-handout-2 = <strong>Reglas.</strong> Un montón de fichas. El primer jugador puede quitar cualquier cantidad salvo el montón entero. Después de una jugada de <i>x</i> fichas desde un montón de <i>n</i>, el otro jugador puede quitar como mucho <i>f</i>(<i>n</i>, <i>x</i>). En el Ejemplo 2 del artículo, <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>, salvo que después de una jugada de 3 desde un montón impar el límite es 4. El juego <i>G</i><sub>0</sub> usa esta regla; el juego <i>G</i><sub>1</sub> lee cada montón como si tuviera una ficha más. Gana quien se lleva la última ficha.
periodic-bases-handout-3 = Completa: ¿quién gana cuando el primer jugador empieza con un montón de <i>N</i>?
periodic-bases-handout-5 =
    .data-columns = N|en G₀: ¿gana o pierde el primer jugador?|en G₁: ¿gana o pierde?|una primera jugada ganadora en G₀
periodic-bases-handout-4 = Preguntas
`;
