// Single-delete Nim's game's words in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, com as palavras da matemática escolar.

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

## As pilhas em binário e o motivo de uma jogada (digits.js)

sds-binary-aligned = { $piles } em binário, com os 1 mais à direita alinhados
sds-valuation-title = { $v ->
        [one] valoração { $v }: { $v } zero depois do 1 mais à direita
       *[other] valoração { $v }: { $v } zeros depois do 1 mais à direita
    }
sds-reason-search = a busca encontrou esta jogada

## A partida: o tabuleiro

sds-board-region = Sua jogada: remova uma pilha e divida outra
sds-board-caption = As pilhas { $piles }: fichas, depois dígitos binários com os 1 mais à direita alinhados
sds-pile = Pilha { $i }
sds-pile-counters = { $n ->
        [one] Pilha { $i }: { $count } ficha
       *[other] Pilha { $i }: { $count } fichas
    }
sds-pile-counters-deleted = { $n ->
        [one] Pilha { $i }: { $count } ficha, a remover
       *[other] Pilha { $i }: { $count } fichas, a remover
    }
sds-bar-counters = { $n ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
sds-split-input = Dividir a pilha { $i } de { $count }: a primeira parte
sds-split-after = dividir depois de
sds-split-there = Dividir a pilha { $i } aí
sds-split = Dividir
sds-gap-title = dividir em { $c } + { $d }
sds-gap-label = Dividir a pilha { $i } em { $c } + { $d }
sds-to-split = esta pilha será dividida
sds-delete = Remover
sds-deleting = A remover
sds-delete-label = Remover a pilha { $i } ({ $count })
sds-deleting-label = Pilha { $i } a remover ({ $count })
sds-choose = Escolha { $delete } em uma pilha e um espaço entre duas fichas de outra pilha para dividi-la ali.
sds-choose-delete = escolha uma pilha para remover
sds-choice-delete = remover { $count } (pilha { $i })
sds-choice-split = dividir { $count } em { $x } + { $y }
sds-choose-split = escolha onde dividir outra pilha
sds-your-move = Sua jogada: { $first }, depois { $second }.
sds-play-again = Jogar de novo
sds-playing = Fazendo sua jogada…
sds-setting-up = Preparando…
sds-thinking = O motor está pensando…
sds-clear = Limpar

## As palavras da partida (games.js)

sds-game-hint = Dica:{" "}
sds-game-hint-none = Nenhuma jogada vencedora:{" "}
sds-game-piles = Pilhas: { $piles }
sds-game-engine = Motor:{" "}
sds-game-engine-moved = Removi a pilha { $i } ({ $deleted }) e dividi { $whole } em { $a } + { $b }; ficam ({ $piles }).
sds-game-your-move = Sua jogada: remova uma pilha e divida outra.
sds-game-you-moved = Você removeu a pilha { $i } ({ $deleted }) e dividiu { $whole } em { $a } + { $b }; ficam ({ $piles }).
sds-game-log-you = {" "}removeu { $deleted } e dividiu { $whole } em { $a } + { $b }:{" "}
sds-game-log-engine = {" "}removeu { $deleted } e dividiu { $whole } em { $a } + { $b }:{" "}
sds-game-engine-stuck = O motor não pode jogar a partir de { $piles }.
sds-game-you-stuck = Você não pode jogar a partir de { $piles }.
sds-game-then = { $first } { $second }
sds-keys-tab = chegar ao tabuleiro (uma parada para todas as pilhas), depois aos botões
sds-keys-digits = ir à pilha 1 … 8 (seu botão Remover ou, depois de escolher uma pilha, seus espaços)
sds-keys-arrows = percorrer uma pilha: seu botão Remover, depois seus espaços (Home, End: as pontas)
sds-keys-up-down = ir à pilha de cima ou de baixo
sds-keys-enter = remover a pilha, ou dividir no espaço, que está em foco
sds-keys-esc = limpar a escolha
sds-keys-hint = dica
`;
