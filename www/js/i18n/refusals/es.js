// The refusals of an illegal move in Spanish (see en.js).
export const ftl = String.raw`
err-game-over = la partida ha terminado: empieza una nueva
err-over-no-move = la partida ha terminado: no queda ninguna jugada válida; empieza una nueva
err-over-no-pile = la partida ha terminado: ningún montón admite una jugada válida; empieza una nueva
err-over-no-split = la partida ha terminado: todos los montones tienen 1 ficha, así que no se puede dividir ninguno; empieza una nueva
err-no-numbered = no hay ninguna jugada válida con el número { $i }: hay { $count }
err-not-finished = el análisis no ha terminado: llama a advance() hasta que devuelva 1
err-take-max = jugada no válida: hay que quitar entre 1 y { $max } (el máximo ahora), no { $take }
err-take-range = jugada no válida: hay que quitar entre { $from } y { $to }, no { $take }
err-take-set = jugada no válida: de { $pile } puedes quitar { $takes }, no { $take }
err-list-or = { $rest } o { $last }
err-take-forbidden = jugada no válida: se prohibió quitar { $take }
err-blocks-set = las opciones de la jugada { $k } ya están prohibidas: ahora quita quien tiene el turno
err-forbidden-twice = una opción está prohibida dos veces
err-forbid-many = en la jugada { $k } se permite prohibir como mucho c_{ $i } = { $c ->
        [one] { $c } opción
       *[other] { $c } opciones
    }, no { $n }
err-not-option = { $x } no es una opción: las opciones son { $from }..{ $to }
err-block-first = primero el rival prohíbe hasta c_{ $i } opciones (block, aunque no prohíba ninguna)
err-no-blocks = el rival todavía no ha prohibido nada
err-no-pile-row = no hay ningún montón { $i }: la fila tiene los montones 1..{ $count }
err-pile-stuck = el montón { $i } no admite ninguna jugada válida (tiene { $pile } con límite { $limit })
err-take-from-pile = jugada no válida: del montón { $i } quita entre 1 y { $max }, no { $take }
err-no-pile-to = jugada no válida: no hay ningún montón { $i } que { $what ->
        [delete] borrar
       *[split] dividir
    }; los montones van del 1 al { $count }
err-delete-split = jugada no válida: el montón { $i } no se puede borrar y dividir a la vez; divide otro montón
err-split-one = jugada no válida: el montón { $i } tiene 1 ficha y no se puede dividir
err-split-range = jugada no válida: el montón { $i } de { $pile } se divide en x + { $pile } − x con x de 1 a { $max }, no { $x }
`;
