// The game-playing widgets' words in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, con las palabras de las matemáticas escolares (como el catálogo del marco).

-pile = montón
-counter = ficha
-move = jugada
-engine = motor
-hint = pista
-level = nivel

## Números y listas

play-number = { $n }
play-list-comma = {", "}
play-list-or = { $most } o { $last }
play-takes-range = entre { $from } y { $to }

## El jugador: botones y menús

play-game = Partida contra el motor
play-hint = Pista
play-more-hint = Ampliar la pista
play-show-move = Mostrar la jugada
play-undo = Deshacer
play-new-game = Nueva partida
play-first = Quién empieza
play-first-you = Tú
play-first-engine = El motor
play-level-menu = Nivel del motor
play-level-perfect = Perfecto
play-level-good = Bueno (se equivoca de vez en cuando)
play-level-beginner = Principiante (casi siempre al azar)
play-keys = Teclas
play-keys-title = Jugar con el teclado (mientras la partida tiene el foco):
play-key-tab = Tab
play-key-enter = Intro o Espacio
play-keys-tab = llegar a las jugadas (una sola parada para todas), después a los botones
play-keys-digits = escribir cuántas fichas quitar (varias cifras en montones grandes) y pulsar Intro
play-keys-arrows = pasar de una jugada a la siguiente (Inicio, Fin: la primera, la última)
play-keys-enter = hacer la jugada que tiene el foco
play-keys-hint = pista (otra vez: una parte más)
play-keys-undo = deshacer tu última jugada
play-keys-new = nueva partida
play-keys-help = mostrar u ocultar estas teclas
play-moves = Jugadas
play-log = Jugadas hasta ahora
play-log-empty = Todavía no hay jugadas.

## El jugador: la línea de estado

play-setting-up-game = Preparando la partida…
play-no-game = No hay partida: corrige los ajustes.
play-pile = Montón: { $pile }
play-turn-engine = juega el motor
play-turn-you = te toca
play-you-win = ¡Ganas tú!
play-engine-wins = Gana el motor.
play-you-took-last = Quitaste la última ficha.
play-engine-took-last = El motor quitó la última ficha.
play-may-take = puedes quitar 1 … { $max }
play-may-take-capped = puedes quitar 1 … { $max } (límite { $limit }, reducido por el montón)
play-in-game = juego { $game }

## Juegos de quitar: la jugada del motor, la pista, lo que oye un lector de pantalla

play-engine-took = El motor quitó { $take }.{" "}
play-hint-take = Pista: quita { $take }.{" "}
play-said-engine-last = Quité { $take }, hasta la última ficha.
play-said-engine = Quité { $take } y { $pile ->
        [one] queda { $pile }
       *[other] quedan { $pile }
    }. Puedes quitar { $takes }.
play-said-you-last = Quitaste { $take }, hasta la última ficha.
play-said-you = Quitaste { $take } y { $pile ->
        [one] queda { $pile }
       *[other] quedan { $pile }
    }.
play-undone = Se deshizo tu última jugada.

## El tablero de los juegos de quitar

play-again = Jugar otra vez
play-setting-up = Preparando…
play-engine-thinking = El motor está pensando…
play-take-buttons =
    .aria-label = Cuántas fichas quitar
play-take-button =
    .aria-label = Quitar { $take }
play-take-field =
    .aria-label = Fichas que quitar, de { $from } a { $to }
play-take-label = Quitar ({ $from } … { $to }):
play-take = Quitar
play-take-between = Quita un número entero de { $from } a { $to }.
play-take-type = Escribe cuántas fichas quitar: un número entero.
play-counters = { $n ->
        [one] { $n } ficha
        [many] { $n } de fichas
       *[other] { $n } fichas
    }

## El registro de jugadas

play-log-you = Tú
play-log-engine = El motor
play-log-you-took = {" "}quitaste { $take } (montón { $change })
play-log-engine-took = {" "}quitó { $take } (montón { $change })
play-pile-change = { $before } → { $after }

## El registro de la partida

play-record = Registro de la partida: recorre las jugadas
play-record-previous =
    .aria-label = Jugada anterior
play-record-next =
    .aria-label = Jugada siguiente
play-record-at = Jugada { $at } de { $moves }
play-record-after = Después de ella: { $position }
play-record-pile = montón { $pile }
play-record-copy = Copiar como texto
play-record-save = Guardar como archivo
play-record-copied = Copiado.
play-record-copy-failed = Selecciona el texto y cópialo.
play-record-text =
    .aria-label = La partida como texto
play-record-first-you = Empezaste tú; el motor jugó en el nivel «{ $level ->
        [perfect] perfecto
        [good] bueno
        [beginner] principiante
       *[other] { $level }
    }».
play-record-first-engine = Empezó el motor; jugó en el nivel «{ $level ->
        [perfect] perfecto
        [good] bueno
        [beginner] principiante
       *[other] { $level }
    }».

## La tira de valores (una sucesión, página a página)

play-strip-previous =
    .aria-label = Página anterior
play-strip-next =
    .aria-label = Página siguiente
play-strip-goto = Ir a
play-strip-goto-field =
    .aria-label = Ir a
play-strip-range = { $first } … { $last } de { $from } … { $to }

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = Ejemplos:
# The hidden button that makes Enter in a game's settings start that game.
play-start = Empezar

## Un cálculo largo y el valor erróneo de un campo

play-cancel = Cancelar
play-still-showing = Los resultados de abajo siguen siendo los de { $what }.
play-start-pile = Montón inicial
play-try = Prueba:
`;
