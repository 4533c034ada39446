// The words of the lesson page single-delete-nim.html in Spanish (see en.js).
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

single-delete-nim-head-1 = Nim de un borrado — una lección de Nim Lab
single-delete-nim-page-1 = Saltar a la lección
single-delete-nim-head-2 = <a data-l10n-name="link1">Lecciones</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = Idioma
single-delete-nim-head-6 = Idioma de tu navegador
single-delete-nim-head-3 = Nim de un borrado
single-delete-nim-head-4 = Varios montones de fichas. Una jugada tiene dos partes: <strong>borrar</strong> un montón entero y después <strong>dividir</strong> otro de los montones en dos montones no vacíos; así, el número de montones nunca cambia. Pierde el jugador que no puede jugar. ¿Quién gana y cómo se puede saber? Basada en <cite><a data-l10n-name="link1">Single-delete Nim</a></cite>, arXiv 2411.19453 (2024).
single-delete-nim-play-1 = 1. Juega unas partidas con dos montones
single-delete-nim-play-2 = Dos montones, de 6 y 9 fichas. En tu jugada, borra un montón y divide el otro en dos montones de al menos una ficha cada uno. Después tu rival hace lo mismo con los dos montones que le has dejado. Cuando los dos montones tienen una sola ficha, el jugador al que le toca no puede dividir nada y pierde.
single-delete-nim-play-3 = El motor de abajo juega como <strong>principiante</strong>: se equivoca. Juega contra él varias veces y anota los pares de montones desde los que el jugador al que le tocaba no tenía escapatoria.
single-delete-nim-play-4 = Dos palabras ayudan: una <strong>posición P</strong> es aquella en la que el jugador al que le toca mover <em>pierde</em> si su rival juega bien (gana el jugador <em>previo</em>, el que acaba de jugar); una <strong>posición N</strong> es aquella en la que el jugador al que le toca puede ganar (gana el jugador <em>siguiente</em>: N de <i>next</i>, “siguiente” en inglés).
single-delete-nim-play-5 = Para el profesor
single-delete-nim-play-6 = Objetivo
single-delete-nim-play-7 = Los alumnos aprenden la jugada (borrar y luego dividir) y se dan cuenta de que las posiciones pequeñas deciden la partida.
single-delete-nim-play-8 = Pregunta
single-delete-nim-play-9 = “Con montones de 1 y 1, ¿puede hacer algo el jugador al que le toca? ¿Y con 1 y 2? ¿Y con 2 y 2?”
single-delete-nim-play-10 = Vocabulario
single-delete-nim-play-11 = Una <strong>posición P</strong> es aquella en la que el jugador al que le toca pierde si el rival juega lo mejor posible (gana el jugador <em>previo</em>); una <strong>posición N</strong> es aquella en la que gana el jugador al que le toca (el jugador <em>siguiente</em>).
single-delete-nim-play-12 = Las respuestas del motor para las posiciones pequeñas
single-delete-nim-play-13 = El comienzo de la partida
single-delete-nim-predict-1 = 2. Predice: ¿ganar o perder?
single-delete-nim-predict-2 = Antes de consultar nada, haz tu predicción. El motor conoce todas las posiciones con montones pequeños y comprueba tu respuesta.
single-delete-nim-predict-3 = Para el profesor
single-delete-nim-predict-4 = Objetivo
single-delete-nim-predict-5 = Primero predecir, luego comprobar: los alumnos se comprometen con una respuesta y después descubren la razón que da el motor.
single-delete-nim-predict-6 = Pregunta
single-delete-nim-predict-7 = “Después de tu jugada, ¿qué posiciones quieres dejarle a tu rival? ¿Desde cuáles perdiste en el paso 1?”
single-delete-nim-predict-8 = Respuestas
single-delete-nim-pattern-1 = 3. ¿Qué pares son posiciones P?
single-delete-nim-pattern-2 = El motor ha resuelto todos los pares de montones <i>a</i>, <i>b</i> hasta <span data-l10n-name="fact-two-range"></span>. Cada casilla del mapa es un par: oscura si el jugador al que le toca pierde (una posición P). Señala una casilla (o usa las flechas del teclado) para ver por qué; “Jugar desde” empieza ahí la partida del paso 1.
single-delete-nim-pattern-3 = El artículo lo demuestra: <em>dos montones forman una posición P exactamente cuando los dos son impares</em>. El motor lo ha comprobado en cada par que ha resuelto: <span data-l10n-name="fact-theorem-1-1"></span>
single-delete-nim-pattern-4 = Para el profesor
single-delete-nim-pattern-5 = Conjeturas que suelen hacer los alumnos
single-delete-nim-pattern-6 = “P exactamente cuando los dos montones son impares.”
single-delete-nim-pattern-7 = “P exactamente cuando <i>a</i> + <i>b</i> es par.”
single-delete-nim-pattern-8 = “Con montones iguales pierde el jugador al que le toca.”
single-delete-nim-pattern-9 = Por qué funciona
single-delete-nim-pattern-10 = Un montón par se puede dividir en dos montones impares; un montón impar solo se puede dividir en un montón impar y otro par. Por eso, desde dos montones impares, toda jugada deja un montón par; y desde una posición con un montón par, el jugador al que le toca borra el otro montón y divide el par en dos montones impares.
single-delete-nim-pattern-11 = Pregunta
single-delete-nim-pattern-12 = “Tienes delante 8 y 5. ¿Qué montón borras y cómo divides el otro?”
single-delete-nim-three-1 = 4. Tres montones: alinea los 1 de más a la derecha
single-delete-nim-three-2 = Con tres montones, ¿basta todavía con mirar si son pares o impares? Escribe cada montón en binario y desplaza las filas para que sus <strong>1 de más a la derecha</strong> queden en una misma columna (resaltada). Cuenta los 0 que hay después del 1 de más a la derecha: es la <strong>valoración</strong> del montón. Es el número de veces que puedes dividir el montón entre 2 y seguir teniendo un número entero; un montón impar tiene valoración 0.
single-delete-nim-three-3 = Montones que dibujar
single-delete-nim-three-4 = Dibujar
single-delete-nim-three-5 = ¿P o N? Pregunta al motor
single-delete-nim-three-6 = El artículo demuestra que <em>tres montones forman una posición P exactamente cuando los tres tienen la misma valoración</em> (sus 1 de más a la derecha están alineados). El motor lo ha comprobado en cada posición que ha resuelto: <span data-l10n-name="fact-theorem-1-4"></span>
single-delete-nim-three-7 = Para saber más: los nombres del artículo
single-delete-nim-three-8 = El artículo llama a la valoración <em>valoración 2-ádica</em> del montón: el número de veces que 2 lo divide. Su teorema 1.1 es la regla de dos montones del paso 3; su teorema 1.4, la regla de tres montones de arriba; y sus proposiciones 4.1 y 4.2 tratan de cualquier número de montones (el paso 7 las comprueba).
single-delete-nim-three-9 = <strong>¿Puedes ganar al motor desde aquí?</strong> Montones de 7, 10 y 12, y te toca jugar. Ahora el motor juega <strong>a la perfección</strong>: <span data-l10n-name="fact-challenge-start"></span>
single-delete-nim-three-10 = Para el profesor
single-delete-nim-three-11 = Conjeturas que suelen hacer los alumnos
single-delete-nim-three-12 = “Tres montones: P exactamente cuando los tres son impares.”
single-delete-nim-three-13 = “Tres montones: P exactamente cuando <i>a</i> XOR <i>b</i> XOR <i>c</i> = 0, como en el Nim normal.”
single-delete-nim-three-14 = “Tres montones: P exactamente cuando los 1 de más a la derecha están alineados.”
single-delete-nim-three-15 = Pregunta
single-delete-nim-three-16 = “Duplicar un número añade un 0 al final de sus cifras binarias. ¿Qué le pasa entonces a la columna de los 1 de más a la derecha?”
single-delete-nim-three-17 = El desafío
single-delete-nim-four-1 = 5. Cuatro montones: ya no hay fórmula, así que toca buscar
single-delete-nim-four-2 = Para cuatro montones no tenemos una regla completa en la que apoyarnos, solo una parte de una: <em>cuatro montones con la misma valoración forman una posición P</em>. Así que el motor busca. Resuelve todas las posiciones de cuatro montones hasta <span data-l10n-name="fact-four-range"></span> y agrupa las posiciones P según sus valoraciones, de menor a mayor.
single-delete-nim-four-3 = Esa parte de la regla, comprobada en cada posición: <span data-l10n-name="fact-condition-1"></span>
single-delete-nim-four-4 = Para saber más: ¿por qué solo una parte de una regla?
single-delete-nim-four-5 = El artículo enuncia una regla para cuatro montones (su teorema 1.5), pero sus condiciones se perdieron al extraer el texto; solo se conserva la primera: cuatro montones con la misma valoración 2-ádica forman una posición P. Cuando no se conoce ninguna fórmula, una búsqueda completa aporta evidencia.
single-delete-nim-four-6 = Para el profesor
single-delete-nim-four-7 = Objetivo
single-delete-nim-four-8 = Cuando no se conoce ninguna fórmula, una búsqueda completa aporta evidencia; los grupos muestran qué patrones de valoraciones tiene que explicar una fórmula.
single-delete-nim-four-9 = Conjeturas que suelen hacer los alumnos
single-delete-nim-four-10 = “Cuatro montones con la misma valoración son P.”
single-delete-nim-four-11 = “Cuatro montones: P exactamente cuando los cuatro tienen la misma valoración.”
single-delete-nim-four-12 = “Cuatro montones: P exactamente cuando las valoraciones forman dos parejas iguales.”
single-delete-nim-four-13 = Pregunta
single-delete-nim-four-14 = “Elige un grupo que ningún enunciado explique. ¿Qué tienen en común sus posiciones?”
single-delete-nim-doubling-1 = 6. Una observación: duplicar todos los montones
single-delete-nim-doubling-2 = Duplicar un montón añade un 0 detrás de sus cifras binarias, así que duplicar todos los montones mantiene alineados los 1 de más a la derecha de tres montones. De ahí sale una observación tentadora: <em>al duplicar todos los montones, las posiciones P siguen siendo P y las posiciones N siguen siendo N</em>, sea cual sea el número de montones. No está en el artículo. Ponla a prueba antes de que lo haga el motor.
single-delete-nim-doubling-3 = El motor pone a prueba la observación en cada posición cuyos montones duplicados también ha resuelto, para cada número de montones:
single-delete-nim-doubling-4 = Para el profesor
single-delete-nim-doubling-5 = Objetivo
single-delete-nim-doubling-6 = Un solo contraejemplo basta para refutar una afirmación general; un patrón observado en un caso (tres montones) no tiene por qué cumplirse en los demás.
single-delete-nim-doubling-7 = Conjeturas que suelen hacer los alumnos
single-delete-nim-doubling-8 = “Duplicar conserva P y N con tres montones.”
single-delete-nim-doubling-9 = “Duplicar conserva P y N con cualquier número de montones.”
single-delete-nim-doubling-10 = Pregunta
single-delete-nim-doubling-11 = “Los montones de 1 no se pueden dividir; los de 2, sí. ¿Por qué duplicar montones pequeños podría cambiar quién gana?”
single-delete-nim-rule-1 = 7. Cambia la regla: más montones, montones más grandes
single-delete-nim-rule-2 = Elige el número de montones <i>k</i> y el montón más grande <i>S</i>. La partida, las preguntas, los enunciados del artículo y los grupos de abajo siguen tu elección; el motor resuelve todas las posiciones de <i>k</i> montones, cada uno de 1 a <i>S</i> fichas, en un proceso propio en segundo plano.
single-delete-nim-rule-3 =
    .aria-label = Número de montones
single-delete-nim-rule-4 = Montón más grande <i>S</i>
single-delete-nim-rule-5 = Resolver
single-delete-nim-rule-6 = Para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-rule-summary"></span>
single-delete-nim-rule-7 = Los enunciados del artículo, comprobados para <span data-l10n-name="rule"></span>
single-delete-nim-rule-8 = Las posiciones P, agrupadas por valoraciones (predice primero el número de patrones)
single-delete-nim-rule-9 = Para el profesor
single-delete-nim-rule-10 = Objetivo
single-delete-nim-rule-11 = Distinguir los enunciados sobre cualquier número de montones (proposiciones 4.1 y 4.2) de los que tratan de un número concreto (teoremas 1.1 y 1.4), y ver qué parte del juego solo se descubre buscando.
single-delete-nim-rule-12 = Pregunta
single-delete-nim-rule-13 = “Antes de elegir k: ¿qué enunciados del artículo comprobará el motor y cuáles esperas que se cumplan?”
single-delete-nim-rule-14 = Conjeturas que suelen hacer los alumnos
single-delete-nim-rule-15 = “Con cualquier número de montones, si todos son impares, pierde el jugador al que le toca.”
single-delete-nim-rule-16 = “Si todos los montones son de 2, el jugador al que le toca siempre pierde.”
single-delete-nim-rule-17 = “P exactamente cuando todos los montones tienen la misma valoración.”
single-delete-nim-rule-18 = Respuesta
single-delete-nim-page-2 =
    .aria-label = Hoja de trabajo
single-delete-nim-handout-1 = Nim de un borrado — hoja de trabajo
single-delete-nim-handout-2 = <strong>Reglas.</strong> Varios montones de fichas. En tu jugada, borra un montón entero y después divide otro de los montones en dos montones de al menos una ficha cada uno. Pierde el jugador que no puede jugar. Una <strong>posición P</strong> es aquella en la que el jugador al que le toca pierde si el rival juega lo mejor posible; una <strong>posición N</strong>, aquella en la que gana el jugador al que le toca.
single-delete-nim-handout-3 = Completa: dos montones <i>a</i> y <i>b</i>, ¿P o N?
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = Completa: cifras binarias y valoración
single-delete-nim-handout-7 =
    .data-columns = n|n en binario|ceros tras el 1 de más a la derecha (la valoración)
single-delete-nim-handout-5 = Preguntas
`;
