// Blocking Nim's game's words in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, como no catálogo da interface.

-pile = pilha
-move = jogada
-counter = ficha
-base = base
-g-base = base g
-grundy-value = valor de Grundy
-p-position = posição P
-n-position = posição N
-nim-sum = soma nim
-engine = motor
-hint = dica
-level = nível

## Jogar contra o motor: o tabuleiro

bns-board-again = Jogar de novo
bns-board-setting-up = Preparando…
bns-board-engine-forbidding = O motor está escolhendo o que proibir…
bns-board-engine-thinking = O motor está pensando…
bns-board-chip-forbidden = { $x }: proibido pelo motor
bns-board-forbidden-title = proibido pelo motor
bns-board-chip-take = Tirar { $x }
bns-board-chip-take-winning = Tirar { $x } (uma jogada vencedora)
bns-board-take-chips = Quantas fichas tirar
bns-board-take-input = Fichas a tirar, de { $from } a { $to }, nenhuma proibida
bns-board-take-label = Tirar ({ $range }):
bns-board-take = Tirar
bns-board-forbidden = Proibidas: { $list }
bns-board-forbidden-none = Nada está proibido.
bns-board-chip-forbid = Proibir { $x }
bns-board-chip-forbid-advised = Proibir { $x } (o conselho da dica)
bns-board-block-help = O motor vai tirar { $range }. Escolha até { $c } das opções dele para proibir:
bns-board-block-chips = Opções a proibir ao motor
bns-board-block-count = { $used } de { $c } { $count ->
        [one] bloqueio usado
       *[other] bloqueios usados
    }
bns-board-block-input = Opções a proibir, até { $c }, separadas por vírgulas
bns-board-block-label = Proibir até { $c } de { $range } (lista com vírgulas):
bns-board-go = Deixar o motor jogar
bns-board-take-error = Digite quantas fichas tirar: um número inteiro.
bns-board-list-error = Proíba uma lista de números inteiros, como 5, 8, 9.

## Listas e intervalos de jogadas

bns-list-and = { $rest } e { $last }
bns-list-or = { $rest } ou { $last }
bns-allowed-nothing = nada
bns-allowed-range = de { $from } a { $to }
bns-allowed-except = de { $from } a { $to } exceto { $list }
bns-range-nothing = nada possível

## As palavras da partida (games.js)

bns-game-status = {" "}· jogada { $move }: tire { $range }{ $blocks ->
        [none] , sem bloqueios nesta jogada
       *[some] , proibições permitidas: até { $c }
    }
bns-game-hint-forbid = Dica: proíba { $list }.{" "}
bns-game-hint-forbid-nothing = Dica: não proíba nada.{" "}
bns-game-hint-lose = Dica: toda jogada permitida perde.{" "}
bns-game-hint-take = Dica: tire { $take }.{" "}
bns-game-engine-forbids = O motor proíbe { $list }.{" "}
bns-game-engine-forbids-nothing = O motor não proíbe nada.{" "}
bns-game-engine-took = O motor tirou { $take }.{" "}
bns-game-you-forbid = Você proíbe { $list }.
bns-game-you-forbid-nothing = Você não proíbe nada.
bns-game-i-forbid = Eu proíbo { $list }.
bns-game-i-forbid-nothing = Eu não proíbo nada.
bns-game-you-may-take = Você pode tirar { $takes }.
bns-game-you-took = Você tirou { $take }; a pilha fica com { $pile }.
bns-game-i-took = Eu tirei { $take }; a pilha fica com { $pile }.
bns-game-forbid-then = Proíba até { $c } das opções do motor ({ $range }) e depois deixe-o jogar.
bns-game-then = { $first } { $second }
bns-game-sentence = { $text }.
bns-game-log-move = Jogada { $move }:{" "}
bns-game-log-engine-forbade = {" "}· o motor tinha proibido { $list }
bns-game-log-you-forbade = {" "}· você tinha proibido { $list }
bns-game-log-none = {" "}· nada proibido
`;
