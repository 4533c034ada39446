// The words of the lesson page index.html in Spanish (see en.js).
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

index-head-1 = Lecciones — Nim Lab
index-page-1 = Saltar a las lecciones
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = Idioma
index-head-6 = Idioma del navegador
index-head-3 = Lecciones
index-head-4 = Cada lección es una página breve para trabajar en clase o por cuenta propia: primero se juega, se observa quién gana, se hace una predicción, el motor la comprueba y explica por qué, se descubre la estrategia y, por último, se cambia la regla para ver qué sigue siendo cierto. Todas las lecciones incluyen notas para el docente y una hoja de trabajo para imprimir, y se pueden enlazar o insertar enteras en una página del curso (un <code>&lt;iframe&gt;</code> con su dirección). Cada tarjeta indica para qué edades está pensada la lección, cuánto dura y qué deben saber ya los alumnos.
index-page-2 = <a data-l10n-name="link1">Nim de Fibonacci y el juego de la función de jugada</a>
index-page-3 = Montones perdedores, la jugada ganadora mínima, una estrategia que escribe el montón como suma de números de Fibonacci, otras reglas y una conjetura publicada que el motor pone a prueba. (Holshouser y Reiter 2003)
index-page-4 = Edad
index-page-5 = a partir de 12–14 años (pasos 1–5); el paso 6, para alumnos mayores o muy motivados
index-page-6 = Duración
index-page-7 = una clase de 45 minutos (pasos 1–4); dos con los pasos 5 y 6
index-page-8 = Conocimientos previos
index-page-9 = sumar y calcular el doble de números enteros; nada de teoría de juegos: la página explica cada término
index-page-10 = <a data-l10n-name="link1">Reglas periódicas y varias bases</a>
index-page-11 = Cuando la jugada permitida depende también del montón: varios juegos, una base para cada uno, y el Ejemplo 2 del artículo. (Holshouser y Reiter 2006)
index-page-12 = Edad
index-page-13 = 15–18 años
index-page-14 = Duración
index-page-15 = dos clases de 45 minutos
index-page-16 = Conocimientos previos
index-page-17 = haber hecho antes la lección de Nim de Fibonacci; números pares e impares y restos (“17 entre 5 da de resto 2”); leer una tabla
index-page-18 = <a data-l10n-name="link1">Nim con bloqueo</a>
index-page-19 = El rival puede prohibirte algunas jugadas: los montones seguros jugada a jugada, dónde están las rachas seguras (el Teorema 1 del artículo) y una afirmación del resumen del artículo que el motor encuentra falsa. (Flammenkamp, Holshouser y Reiter 2003)
index-page-20 = Edad
index-page-21 = 13–16 años (pasos 1–3); a partir de 15 para los pasos 4–6
index-page-22 = Duración
index-page-23 = una clase de 45 minutos para los pasos 1–3, y otra para el teorema y la afirmación del artículo
index-page-24 = Conocimientos previos
index-page-25 = sumar y restar; leer una tabla pequeña de números; jugar una partida con atención, jugada a jugada
index-page-26 = <a data-l10n-name="link1">Los juegos de un montón de Cut The Knot</a>
index-page-27 = Un montón con Min y Max, la sucesión de Schwenk y “quitar el 1 de más a la derecha”, valores de Grundy y una suma de montones que se juega con la suma nim. (Bogomolny 2002; Schwenk 1970)
index-page-28 = Edad
index-page-29 = 14–17 años
index-page-30 = Duración
index-page-31 = dos clases de 45 minutos
index-page-32 = Conocimientos previos
index-page-33 = restos (“17 entre 5 da de resto 2”); para el paso 6, escribir números en binario (potencias de dos); la página explica el resto
index-page-34 = <a data-l10n-name="link1">Nim de un borrado</a>
index-page-35 = Borrar un montón, partir otro: dos montones, tres montones, cuatro mediante búsqueda, y una observación que falla. (arXiv 2411.19453)
index-page-36 = Edad
index-page-37 = 13–16 años (pasos 1–3); a partir de 15 para los pasos 4–7
index-page-38 = Duración
index-page-39 = una clase de 45 minutos para dos montones; dos con tres o más montones
index-page-40 = Conocimientos previos
index-page-41 = números pares e impares; para tres montones, escribir números en binario
index-page-42 = Para docentes: una lección en el libro de calificaciones de tu curso (Moodle, Canvas, Blackboard, Brightspace, cmi5)
index-page-43 = Cada lección se ofrece también como un paquete que una plataforma de aprendizaje puede importar. Si se abre desde la plataforma, la lección envía sus resultados al libro de calificaciones; si se abre de cualquier otra forma, funciona como en este sitio y no envía nada.
index-page-44 = Qué archivo elegir
index-page-45 = <strong>SCORM 1.2</strong>: el más aceptado; elígelo salvo que necesites algo más.
index-page-46 = <strong>SCORM 2004</strong>: informa de la finalización y, por separado, de si se ha aprobado o suspendido.
index-page-47 = <strong>cmi5</strong>: para una plataforma con un almacén de registros de aprendizaje xAPI (un reproductor cmi5).
index-page-48 = Descarga
index-page-49 = Los archivos llevan el nombre de las páginas de las lecciones y están en la carpeta <code>lms/</code>, junto a esta carpeta <code>lessons/</code> del sitio generado (<code>dist/lms/</code> tras <code>./build.sh dist</code>; no están dentro de <code>nimlab-dist.zip</code>). Sube el zip tal cual: no lo descomprimas.
index-page-66 = Cada paquete está en un solo idioma: los enlaces de abajo dan el del idioma en que se muestra esta página (elige otro en el menú Idioma de arriba). Los paquetes en inglés están en <code>lms/scorm12/</code>, <code>lms/scorm2004/</code> y <code>lms/cmi5/</code>; los de cada otro idioma, en una carpeta con su código dentro de cada una, p. ej. <code>lms/scorm12/es/fibonacci-nim.zip</code> en español.
index-page-50 = Nim de Fibonacci y el juego de la función de jugada (<code>fibonacci-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = Reglas periódicas y varias bases (<code>periodic-bases.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = Nim con bloqueo (<code>blocking-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = Los juegos de un montón de Cut The Knot (<code>cut-the-knot.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = Nim de un borrado (<code>single-delete-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = Las cinco lecciones como un solo curso, con cinco actividades (<code>nim-lab-lessons.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = Cómo añadirlo
index-page-57 = <strong>Moodle</strong>: <em>Añadir una actividad o un recurso</em> → <em>Paquete SCORM</em>, con el zip como archivo del paquete. En <em>Calificación</em>, el método de calificación <em>Calificación más alta</em> da la puntuación de la lección (para el zip de las cinco lecciones, <em>Promedio de calificaciones</em> u <em>Objetos de aprendizaje</em>, el número de lecciones completadas o aprobadas). En <em>Gestión de intentos</em>, deja <em>Forzar nuevo intento</em> en No: así, un alumno que sale vuelve al mismo intento, en el mismo paso.
index-page-58 = <strong>Canvas, Blackboard, Brightspace</strong>: importa el zip como paquete SCORM (Canvas: con su herramienta SCORM, una vez que la institución la haya activado; Blackboard: <em>Paquete de contenido (SCORM)</em>; Brightspace: un objeto SCORM en Contenido). Se convierte en un elemento con su columna en el libro de calificaciones.
index-page-59 = <strong>Un reproductor cmi5</strong>: sube el zip cmi5 (con <code>cmi5.xml</code> dentro); el reproductor abre la lección con la dirección de su almacén de registros de aprendizaje.
index-page-60 = Qué recibe el libro de calificaciones
index-page-61 = <strong>Estado</strong>: incompleto al abrirla por primera vez; completado cuando se han mostrado todos los pasos; aprobado o suspenso según una puntuación mínima de 80 (SCORM 1.2 tiene un único estado: cuando se han mostrado todos los pasos, indica aprobado o suspenso; SCORM 2004 y cmi5 informan por separado de la finalización y del resultado).
index-page-62 = <strong>Puntuación</strong>, 0–100: la proporción de preguntas de la lección respondidas correctamente al pulsar “Comprobar” por primera vez, más el desafío ganado al motor sin pistas, que cuenta como una pregunta más.
index-page-63 = <strong>Cada respuesta</strong>, como interacción: el nombre de la pregunta (<code>lose-8</code>, …), la respuesta dada, si es correcta o no (una respuesta dada después de “Mostrar la respuesta” no cuenta como correcta) y la hora; el desafío, como <code>won</code>, <code>lost</code> o <code>won-with-hints</code>.
index-page-64 = <strong>Reanudación</strong>: el paso alcanzado y las respuestas dadas, que se vuelven a mostrar la siguiente vez que se abre.
index-page-65 = Los elementos de datos que escribe cada estándar aparecen en el README de Nim Lab, en la sección “Lessons in a gradebook (SCORM, cmi5)”, con imágenes de lo que lee un entorno de ejecución SCORM después de una lección (<code>docs/lms-gradebook-scorm12.png</code>, <code>docs/lms-gradebook-scorm2004.png</code>).
`;
