// Cut The Knot's games' words in Brazilian Portuguese (see en.js).
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

## (c) O tabuleiro de uma fileira de jogos

cks-b-choose-pile = Escolha uma pilha
cks-b-pile-label = Pilha { $i }: { $pile } fichas, no máximo { $max } podem ser retiradas, valor de Grundy { $g }
cks-b-pile-name = Pilha { $i }
cks-b-pile-max = retirar 1 … { $max }
cks-b-pile-empty = vazia
cks-b-pile-no-move = sem jogada
cks-b-nim-sum = Soma nim:
cks-b-nim-sum-zero = — 0: o jogador da vez perde contra o melhor jogo.
cks-b-nim-sum-not-zero = — diferente de 0: o jogador da vez pode vencer.
cks-b-play-again = Jogar de novo
cks-b-setting-up = Preparando…
cks-b-thinking = O motor está pensando…
cks-b-choose = Escolha uma pilha e depois quantas fichas retirar.
cks-b-take-button = Retirar { $k } da pilha { $i }
cks-b-take-bar = Quantas retirar da pilha { $i }
cks-b-take-label = Da pilha { $i } retirar:
cks-b-take-input = Fichas a retirar da pilha { $i }, de 1 a { $max }
cks-b-take-input-label = Da pilha { $i } retirar (1 … { $max }):
cks-b-take = Retirar

## Os jogos: o fim do jogo de subtração, o tabuleiro do jogo de retirada, a fileira de jogos

ckp-digits-label =
    .aria-label = { $n } em algarismos { $digits }, H do maior para o menor
ckp-flag-take = tirar
ckp-flag-taken = tirado
ckp-took-rightmost = { $who ->
    [you] Você tirou { $take } de { $sum } — o 1 mais à direita.
   *[engine] O motor tirou { $take } de { $sum } — o 1 mais à direita.
}
ckp-took-other = { $who ->
    [you] Você tirou { $take } de { $sum } — não o 1 mais à direita.
   *[engine] O motor tirou { $take } de { $sum } — não o 1 mais à direita.
}
ckp-before-region = A pilha antes da última jogada, em algarismos
ckp-now = Agora { $sum }
ckp-now-region = A pilha agora, em algarismos
ckp-may-take = pode tirar { $takes }
ckp-no-move = nenhuma jogada possível
ckp-cannot-move = { $who ->
    [engine] O motor não pode jogar a partir de uma pilha de { $pile }.
   *[you] Você não pode jogar a partir de uma pilha de { $pile }.
}
ckp-said-engine-stuck = Tirei { $take } e sobram { $pile }: você não pode jogar.
ckp-said-you-stuck = Você tirou { $take } e sobram { $pile }: não posso jogar.
ckp-hint = Dica: tire { $take } da pilha { $i }.{" "}
ckp-piles = Pilhas: { $piles }
ckp-engine-took = O motor tirou { $take } da pilha { $i }.{" "}
ckp-said-last = { $who ->
    [engine] Tirei { $take } da pilha { $i }, até a última ficha.
   *[you] Você tirou { $take } da pilha { $i }, até a última ficha.
}
ckp-said-left = { $who ->
    [engine] Tirei { $take } da pilha { $i } e sobram { $left } nela. Soma nim { $sum }.
   *[you] Você tirou { $take } da pilha { $i } e sobram { $left } nela. Soma nim { $sum }.
}
ckp-said-emptied = { $who ->
    [engine] Tirei { $take } da pilha { $i } e a esvaziei. Soma nim { $sum }.
   *[you] Você tirou { $take } da pilha { $i } e a esvaziou. Soma nim { $sum }.
}
ckp-log-took = { $who ->
    [you] {" "}tirou { $take } da pilha { $i } ({ $change })
   *[engine] {" "}tirou { $take } da pilha { $i } ({ $change })
}
`;
