// Blocking Nim's game's words in Spanish (see en.js).
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

## Jugar contra el motor: el tablero

bns-board-again = Jugar otra vez
bns-board-setting-up = Preparando…
bns-board-engine-forbidding = El motor está eligiendo qué prohibir…
bns-board-engine-thinking = El motor está pensando…
bns-board-chip-forbidden = { $x }: prohibido por el motor
bns-board-forbidden-title = prohibido por el motor
bns-board-chip-take = Quitar { $x }
bns-board-chip-take-winning = Quitar { $x } (una jugada ganadora)
bns-board-take-chips = Cuántas fichas quitar
bns-board-take-input = Fichas que quitar, de { $from } a { $to }, ninguna prohibida
bns-board-take-label = Quitar ({ $range }):
bns-board-take = Quitar
bns-board-forbidden = Prohibidas: { $list }
bns-board-forbidden-none = No hay nada prohibido.
bns-board-chip-forbid = Prohibir { $x }
bns-board-chip-forbid-advised = Prohibir { $x } (el consejo de la pista)
bns-board-block-help = El motor quitará { $range }. Elige hasta { $c } de sus opciones para prohibirlas:
bns-board-block-chips = Opciones que prohibir al motor
bns-board-block-count = { $used } de { $c } { $count ->
        [one] bloqueo usado
       *[other] bloqueos usados
    }
bns-board-block-input = Opciones que prohibir, hasta { $c }, separadas por comas
bns-board-block-label = Prohibir hasta { $c } de { $range } (lista con comas):
bns-board-go = Dejar jugar al motor
bns-board-take-error = Escribe cuántas fichas quitar: un número entero.
bns-board-list-error = Prohíbe una lista de números enteros, como 5, 8, 9.

## Listas y rangos de jugadas

bns-list-and = { $rest } y { $last }
bns-list-or = { $rest } o { $last }
bns-allowed-nothing = nada
bns-allowed-range = de { $from } a { $to }
bns-allowed-except = de { $from } a { $to } excepto { $list }
bns-range-nothing = nada posible

## Las palabras de la partida (games.js)

bns-game-status = {" "}· jugada { $move }: quita { $range }{ $blocks ->
        [none] , sin bloqueos en esta jugada
       *[some] , prohibiciones permitidas: hasta { $c }
    }
bns-game-hint-forbid = Pista: prohíbe { $list }.{" "}
bns-game-hint-forbid-nothing = Pista: no prohíbas nada.{" "}
bns-game-hint-lose = Pista: toda jugada permitida pierde.{" "}
bns-game-hint-take = Pista: quita { $take }.{" "}
bns-game-engine-forbids = El motor prohíbe { $list }.{" "}
bns-game-engine-forbids-nothing = El motor no prohíbe nada.{" "}
bns-game-engine-took = El motor quitó { $take }.{" "}
bns-game-you-forbid = Prohíbes { $list }.
bns-game-you-forbid-nothing = No prohíbes nada.
bns-game-i-forbid = Prohíbo { $list }.
bns-game-i-forbid-nothing = No prohíbo nada.
bns-game-you-may-take = Puedes quitar { $takes }.
bns-game-you-took = Quitaste { $take }; el montón se queda en { $pile }.
bns-game-i-took = Quité { $take }; el montón se queda en { $pile }.
bns-game-forbid-then = Prohíbe hasta { $c } de las opciones del motor ({ $range }) y luego déjalo jugar.
bns-game-then = { $first } { $second }
bns-game-sentence = { $text }.
bns-game-log-move = Jugada { $move }:{" "}
bns-game-log-engine-forbade = {" "}· el motor había prohibido { $list }
bns-game-log-you-forbade = {" "}· habías prohibido { $list }
bns-game-log-none = {" "}· nada prohibido
`;
