// The game-playing widgets' words in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, com as palavras da matemática escolar (como o catálogo da moldura).

-pile = pilha
-counter = ficha
-move = jogada
-engine = motor
-hint = dica
-level = nível

## Números e listas

play-number = { $n }
play-list-comma = {", "}
play-list-or = { $most } ou { $last }
play-takes-range = de { $from } a { $to }

## O jogador: botões e menus

play-game = Partida contra o motor
play-hint = Dica
play-more-hint = Continuar a dica
play-show-move = Mostrar a jogada
play-undo = Desfazer
play-new-game = Nova partida
play-first = Quem começa
play-first-you = Você
play-first-engine = O motor
play-level-menu = Nível do motor
play-level-perfect = Perfeito
play-level-good = Bom (erra de vez em quando)
play-level-beginner = Iniciante (quase sempre ao acaso)
play-keys = Teclas
play-keys-title = Jogar pelo teclado (enquanto a partida tem o foco):
play-key-tab = Tab
play-key-enter = Enter ou Espaço
play-keys-tab = chegar às jogadas (uma só parada para todas), depois aos botões
play-keys-digits = digitar quantas fichas tirar (vários algarismos em pilhas grandes), depois Enter
play-keys-arrows = ir de uma jogada à seguinte (Home, End: a primeira, a última)
play-keys-enter = fazer a jogada que tem o foco
play-keys-hint = dica (de novo: mais uma parte)
play-keys-undo = desfazer sua última jogada
play-keys-new = nova partida
play-keys-help = mostrar ou esconder estas teclas
play-moves = Jogadas
play-log = Jogadas até agora
play-log-empty = Nenhuma jogada ainda.

## O jogador: a linha de estado

play-setting-up-game = Preparando a partida…
play-no-game = Sem partida: corrija as configurações.
play-pile = Pilha: { $pile }
play-turn-engine = vez do motor
play-turn-you = sua vez
play-you-win = Você venceu!
play-engine-wins = O motor venceu.
play-you-took-last = Você tirou a última ficha.
play-engine-took-last = Ele tirou a última ficha.
play-may-take = pode tirar 1 … { $max }
play-may-take-capped = pode tirar 1 … { $max } (limite { $limit }, reduzido pela pilha)
play-in-game = jogo { $game }

## Jogos de tirar: a jogada do motor, a dica, o que um leitor de tela ouve

play-engine-took = O motor tirou { $take }.{" "}
play-hint-take = Dica: tire { $take }.{" "}
play-said-engine-last = Tirei { $take }, até a última ficha.
play-said-engine = Tirei { $take } e { $pile ->
        [one] sobra { $pile }
       *[other] sobram { $pile }
    }. Você pode tirar { $takes }.
play-said-you-last = Você tirou { $take }, até a última ficha.
play-said-you = Você tirou { $take } e { $pile ->
        [one] sobra { $pile }
       *[other] sobram { $pile }
    }.
play-undone = Sua última jogada foi desfeita.

## O tabuleiro dos jogos de tirar

play-again = Jogar de novo
play-setting-up = Preparando…
play-engine-thinking = O motor está pensando…
play-take-buttons =
    .aria-label = Quantas fichas tirar
play-take-button =
    .aria-label = Tirar { $take }
play-take-field =
    .aria-label = Fichas a tirar, de { $from } a { $to }
play-take-label = Tirar ({ $from } … { $to }):
play-take = Tirar
play-take-between = Tire um número inteiro de { $from } a { $to }.
play-take-type = Digite quantas fichas tirar: um número inteiro.
play-counters = { $n ->
        [one] { $n } ficha
        [many] { $n } de fichas
       *[other] { $n } fichas
    }

## A lista de jogadas

play-log-you = Você
play-log-engine = O motor
play-log-you-took = {" "}tirou { $take } (pilha { $change })
play-log-engine-took = {" "}tirou { $take } (pilha { $change })
play-pile-change = { $before } → { $after }

## O registro da partida

play-record = Registro da partida: percorra as jogadas
play-record-previous =
    .aria-label = Jogada anterior
play-record-next =
    .aria-label = Próxima jogada
play-record-at = Jogada { $at } de { $moves }
play-record-after = Depois dela: { $position }
play-record-pile = pilha { $pile }
play-record-copy = Copiar como texto
play-record-save = Salvar como arquivo
play-record-copied = Copiado.
play-record-copy-failed = Selecione o texto e copie-o.
play-record-text =
    .aria-label = A partida como texto
play-record-first-you = Você começou; o motor jogou no nível “{ $level ->
        [perfect] perfeito
        [good] bom
        [beginner] iniciante
       *[other] { $level }
    }”.
play-record-first-engine = O motor começou; ele jogou no nível “{ $level ->
        [perfect] perfeito
        [good] bom
        [beginner] iniciante
       *[other] { $level }
    }”.

## A faixa de valores (uma sequência, página por página)

play-strip-previous =
    .aria-label = Página anterior
play-strip-next =
    .aria-label = Próxima página
play-strip-goto = Ir para
play-strip-goto-field =
    .aria-label = Ir para
play-strip-range = { $first } … { $last } de { $from } … { $to }

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = Exemplos:
# The hidden button that makes Enter in a game's settings start that game.
play-start = Começar

## Um cálculo longo e o valor errado de um campo

play-cancel = Cancelar
play-still-showing = Os resultados abaixo ainda são os de { $what }.
play-start-pile = Pilha inicial
play-try = Experimente:
`;
