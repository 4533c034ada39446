// Single-delete Nim's game's words in Spanish (see en.js).
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

## Los montones en binario y el motivo de una jugada (digits.js)

sds-binary-aligned = { $piles } en binario, con los 1 de más a la derecha alineados
sds-valuation-title = { $v ->
        [one] valoración { $v }: { $v } cero tras el 1 de más a la derecha
       *[other] valoración { $v }: { $v } ceros tras el 1 de más a la derecha
    }
sds-reason-search = la búsqueda encontró esta jugada

## La partida: el tablero

sds-board-region = Tu jugada: borra un montón y divide otro
sds-board-caption = Los montones { $piles }: fichas y luego cifras binarias con los 1 de más a la derecha alineados
sds-pile = Montón { $i }
sds-pile-counters = { $n ->
        [one] Montón { $i }: { $count } ficha
       *[other] Montón { $i }: { $count } fichas
    }
sds-pile-counters-deleted = { $n ->
        [one] Montón { $i }: { $count } ficha, se borrará
       *[other] Montón { $i }: { $count } fichas, se borrará
    }
sds-bar-counters = { $n ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
sds-split-input = Dividir el montón { $i } de { $count }: la primera parte
sds-split-after = dividir tras
sds-split-there = Dividir ahí el montón { $i }
sds-split = Dividir
sds-gap-title = dividir en { $c } + { $d }
sds-gap-label = Dividir el montón { $i } en { $c } + { $d }
sds-to-split = este montón se va a dividir
sds-delete = Borrar
sds-deleting = Se borra
sds-delete-label = Borrar el montón { $i } ({ $count })
sds-deleting-label = Se borra el montón { $i } ({ $count })
sds-choose = Elige { $delete } en un montón y un hueco entre dos fichas de otro montón para dividirlo ahí.
sds-choose-delete = elige un montón para borrar
sds-choice-delete = borrar { $count } (montón { $i })
sds-choice-split = dividir { $count } en { $x } + { $y }
sds-choose-split = elige dónde dividir otro montón
sds-your-move = Tu jugada: { $first } y luego { $second }.
sds-play-again = Jugar otra vez
sds-playing = Jugando tu jugada…
sds-setting-up = Preparando…
sds-thinking = El motor está pensando…
sds-clear = Borrar elección

## Las palabras de la partida (games.js)

sds-game-hint = Pista:{" "}
sds-game-hint-none = No hay jugada ganadora:{" "}
sds-game-piles = Montones: { $piles }
sds-game-engine = Motor:{" "}
sds-game-engine-moved = Borré el montón { $i } ({ $deleted }) y dividí { $whole } en { $a } + { $b }; quedan ({ $piles }).
sds-game-your-move = Tu jugada: borra un montón y divide otro.
sds-game-you-moved = Borraste el montón { $i } ({ $deleted }) y dividiste { $whole } en { $a } + { $b }; quedan ({ $piles }).
sds-game-log-you = {" "}borraste { $deleted } y dividiste { $whole } en { $a } + { $b }:{" "}
sds-game-log-engine = {" "}borró { $deleted } y dividió { $whole } en { $a } + { $b }:{" "}
sds-game-engine-stuck = El motor no puede jugar desde { $piles }.
sds-game-you-stuck = No puedes jugar desde { $piles }.
sds-game-then = { $first } { $second }
sds-keys-tab = llegar al tablero (una sola parada para todos los montones) y luego a los botones
sds-keys-digits = ir al montón 1 … 8 (su botón Borrar o, una vez elegido un montón, sus huecos)
sds-keys-arrows = recorrer un montón: su botón Borrar y luego sus huecos (Inicio, Fin: los extremos)
sds-keys-up-down = ir al montón de arriba o de abajo
sds-keys-enter = borrar el montón, o dividir en el hueco, que tiene el foco
sds-keys-esc = anular la elección
sds-keys-hint = pista
`;
