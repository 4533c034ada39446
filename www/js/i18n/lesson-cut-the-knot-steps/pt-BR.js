// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in Brazilian Portuguese (see en.js).
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

## Peças que várias etapas compartilham

cut-the-knot-s-two = { $first } { $second }
cut-the-knot-s-set-minmax = Min { $min }, Max { $max }
cut-the-knot-s-set-named = o conjunto { $set }
cut-the-knot-s-moves-exactly = { $n ->
        [one] exatamente { $n } ficha.
       *[other] exatamente { $n } fichas.
    }
cut-the-knot-s-moves-range = no mínimo { $min } e no máximo { $max } fichas.
cut-the-knot-s-moves-from = um número de fichas de { $set }.
cut-the-knot-s-moves-set = { $takes } fichas.
cut-the-knot-s-empty-pile = Não há jogada possível a partir de uma pilha vazia: G(0) = { $g }.
cut-the-knot-s-no-move-from = Não há jogada possível a partir de { $n }: G({ $n }) = 0.
cut-the-knot-s-verdict-wins = O veredito do motor: o primeiro jogador vence a partir de { $n } retirando { $take }.
cut-the-knot-s-verdict-loses = O veredito do motor: a partir de { $n }, toda primeira jogada perde.
cut-the-knot-s-choice-p = P: quem vai jogar perde
cut-the-knot-s-choice-n = N: quem vai jogar vence
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } é uma posição P
       *[N] { $n } é uma posição N
    }
cut-the-knot-s-engine-for = o motor, para { $rule }: { $text }
cut-the-knot-s-for-rule = Para { $rule }: { $text }
cut-the-knot-s-for-text = para { $set }: { $text }
cut-the-knot-s-none = nenhuma
cut-the-knot-s-not-above = { $n } não é maior que { $bound }.
cut-the-knot-s-none-upto = nenhum até { $upto }
cut-the-knot-s-pile-empty = pilha: digite o número de fichas para começar.

## Etapa 2: P ou N?

cut-the-knot-s-p-positions = S = { $list } (todo S ≤ { $upto }).
cut-the-knot-s-multiples-hold = para { $set }, as posições P até { $upto } são exatamente os múltiplos de { $sum }
cut-the-knot-s-multiples-p-not = para { $set }, { $s } é uma posição P e não é múltiplo de { $sum }
cut-the-knot-s-multiples-n = para { $set }, { $s } é múltiplo de { $sum }, mas é uma posição N
cut-the-knot-s-paper-rule-fails = para { $set } (menor retirada { $min }, maior { $max }): S = { $s } é { $kind ->
        [P] uma posição P
       *[N] uma posição N
    }, G({ $s }) = { $g }
cut-the-knot-s-paper-rule-agrees = para { $set }, tomando como Min e Max a menor e a maior retirada, ela concorda com o motor para S ≤ { $upto }
cut-the-knot-s-pn-8-prompt = Uma pilha de 8; cada jogada retira { $moves } 8 é uma posição P ou uma posição N?
cut-the-knot-s-pn-8-clue = Trabalhe de baixo para cima a partir de 0: de quais pilhas pequenas não há jogada nenhuma? Depois: uma jogada a partir de 8 consegue chegar a uma delas?
cut-the-knot-s-p-window-prompt = Dê uma posição P, S, entre { $lo } e { $hi }: uma pilha a partir da qual quem vai jogar perde.
cut-the-knot-s-p-window-general = Olhe as posições P que você encontrou abaixo de { $lo }: elas voltam a aparecer em intervalos regulares?
cut-the-knot-s-p-window-negative = Uma pilha tem 0 fichas ou mais.
cut-the-knot-s-p-window-outside = { $n } é uma posição P — é verdade, mas não está entre { $lo } e { $hi }: encontre uma nesse intervalo.
cut-the-knot-s-p-window-n = { $n } é uma posição N, quem vai jogar vence: { $why }
cut-the-knot-s-none-between = nenhuma entre { $lo } e { $hi }
cut-the-knot-s-p-between = As posições P entre { $lo } e { $hi }: { $list }.

## Etapa 3: números de Grundy, o período e a regra do artigo

cut-the-knot-s-strip-caption = G(S) para { $set }, S = 0 … { $upto }:
cut-the-knot-s-strip-top = Tamanho da pilha
cut-the-knot-s-strip-bottom = Número de Grundy
cut-the-knot-s-strip-title-p = { $g } — uma posição P
cut-the-knot-s-period-found = O motor encontra o período: { $text } Assim, G(S + { $period }) = G(S) para todo S ≥ { $from }.
cut-the-knot-s-period-none = O motor não encontra período: { $text }
cut-the-knot-s-rule-not-stated = Não enunciada para { $set }
cut-the-knot-s-rule-not-range = Bogomolny enuncia a regra para “Uma pilha”, em que as retiradas formam um único intervalo Min … Max; este conjunto não é um intervalo.
cut-the-knot-s-rule-fails-at = A regra falha em S = { $s }
cut-the-knot-s-rule-holds-all = A regra vale para todo S
cut-the-knot-s-rule-holds-upto = A regra vale para S = 0 … { $upto }
cut-the-knot-s-rule-here = Aqui Min = { $min }, Max = { $max }, Min + Max = { $sum }: P exatamente quando S mod { $sum } < { $min }.
cut-the-knot-s-g-14-answer = Para { $set }: G(14) = { $g }; o maior número de Grundy até S = { $upto } é { $largest }.
cut-the-knot-s-period-is-sum = para { $set }, o período é { $period } = { $min } + { $max }
cut-the-knot-s-period-is-not-sum = para { $set }, o período é { $period }, e { $min } + { $max } = { $sum }
cut-the-knot-s-g-small-holds = para { $set }, todo G(S) até { $upto } vale 0, 1 ou 2; G é no máximo o número de retiradas possíveis, { $count }
cut-the-knot-s-g-small-fails = para { $set }, { $g }
cut-the-knot-s-g-14-prompt = Preveja G(14) para { $set }: o menor número que não é o número de Grundy de nenhuma pilha a uma jogada de 14.
cut-the-knot-s-g-14-general = Liste as pilhas a uma jogada de 14 e seus números de Grundy (calculando a partir de 0), depois pegue o menor número que falta.
cut-the-knot-s-g-14-reached = { $k } é o número de Grundy de uma pilha a uma jogada de 14, então não falta na lista.
cut-the-knot-s-g-14-not-smallest = { $k } falta na lista, mas não é o menor número que falta.
cut-the-knot-s-g-14-why = A partir de 14, uma jogada chega a { $below }; o menor número que falta entre eles é { $g }.
cut-the-knot-s-g-14-no-move = Não há jogada possível a partir de 14, então G(14) = { $g }.
cut-the-knot-s-pn-big-prompt = Uma pilha de 1 000 000 para { $set }: P ou N? Use o período.
cut-the-knot-s-pn-big-screen = (O motor responde isso sem jogar uma única partida.)
cut-the-knot-s-pn-big-answer = 1 000 000 é { $kind ->
        [P] uma posição P
       *[N] uma posição N
    } (G = { $g })
cut-the-knot-s-pn-big-why = Então { $g }.
cut-the-knot-s-pn-big-clue = Descubra onde 1 000 000 cai no período: o resto decide.

## Etapa 4: jogos de retirada e a H de Schwenk

cut-the-knot-s-fibonacci-upto = a H do motor para 2x até { $upto }: { $list }
cut-the-knot-s-fibonacci = a H do motor para 2x: { $list }
cut-the-knot-s-same-h = o motor encontra a mesma H para as duas até { $upto }: { $list } — Bogomolny chama isso de surpresa
cut-the-knot-s-other-h = x dá { $a }; 2x − 1 dá { $b }
cut-the-knot-s-h-prompt = Para { $rule }, H começa com { $list }. Preveja o próximo termo, { $member }.
cut-the-knot-s-h-step = { $sum }: { $m } é o menor j com { $bound }.
cut-the-knot-s-h-general = Encontre o menor j com { $bound } e depois some { $add } a { $last }.
cut-the-knot-s-h-not-above = { $n } não é maior que { $last }: cada termo novo é maior que o anterior.
cut-the-knot-s-h-earlier = { $n } é { $last } mais um termo anterior, mas não o que a regra escolhe: o menor j com { $bound }.

## Etapa 5: remover o 1 mais à direita

cut-the-knot-s-repr-empty = Digite um número natural N ≥ 1.
cut-the-knot-s-move-answer = A partir de { $n }, para { $rule }:
cut-the-knot-s-move-prompt = Uma pilha de { $n }, a primeira jogada pode retirar até { $most }, { $rule }. Quantas fichas você retira para vencer?
cut-the-knot-s-first-move-range = A primeira jogada retira de 1 a { $most }.
cut-the-knot-s-move-clue = Digite { $n } acima e olhe o 1 mais à direita.
cut-the-knot-s-first-move-not-all = A primeira jogada retira de 1 a { $most } (não a pilha inteira).
cut-the-knot-s-taking-leaves = Retirar { $k } deixa { $left }, e a partir daí o motor vence.
cut-the-knot-s-move-take = retirar { $take } (a menor jogada vencedora)
cut-the-knot-s-every-move-loses = aqui toda jogada perde

## Etapa 6: valores de Grundy e uma fileira de pilhas

cut-the-knot-s-start-caption = G(N, N − 1) para { $rule }, N = 1 … { $upto }:
cut-the-knot-s-start-title-losing = { $g } — um início perdedor
cut-the-knot-s-rows-caption = G(N, x) para { $rule }, N ≤ { $upto }: linhas N, colunas x (o máximo que pode ser retirado).
cut-the-knot-s-sum-answer = Para { $rule } e as pilhas { $piles }: { $why }
cut-the-knot-s-ordinary-sum = para { $rule }, as pilhas { $a } e { $b } têm G = { $g } cada uma: a soma é { $sum }, a soma nim { $nimsum }, e o motor diz que quem vai jogar { $wins ->
        [yes] vence
       *[no] perde
    }
cut-the-knot-s-no-two-share = para { $rule }, não há dois inícios até { $upto } com o mesmo número de Grundy diferente de 0
cut-the-knot-s-no-losing-start = para { $rule } não há início perdedor maior que 1 para testar
cut-the-knot-s-row-wins = para { $rule }, a fileira { $row } tem soma nim { $nimsum }, e o motor diz que quem vai jogar vence
cut-the-knot-s-row-loses = para { $rule }, os inícios perdedores { $row } têm G = 0 cada um, então a soma nim é { $nimsum }, e o motor diz que quem vai jogar perde
cut-the-knot-s-pile-choice = { $n ->
        [one] pilha { $i } ({ $n } ficha)
       *[other] pilha { $i } ({ $n } fichas)
    }
cut-the-knot-s-nim-sum-prompt = Pilhas { $piles }, cada uma um jogo de retirada com { $rule }. Quanto vale a soma nim G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8)?
cut-the-knot-s-nim-sum-general = Leia os três números de Grundy na faixa acima, escreva-os em binário e some cada coluna sem “vai um”.
cut-the-knot-s-nim-sum-ordinary = { $n } é a soma comum; a soma nim soma em binário sem “vai um”.
cut-the-knot-s-nim-sum-why = { $gs }; em binário { $binary }, ou seja, { $nimsum }.
cut-the-knot-s-sum-pile-prompt = É a sua vez nessa fileira. De qual pilha você retira para vencer?
cut-the-knot-s-sum-pile-none = nenhuma: toda jogada perde
cut-the-knot-s-sum-pile-answer = a pilha { $piles }
cut-the-knot-s-sum-pile-zero = nenhuma: a soma nim já é 0
cut-the-knot-s-sum-pile-clue = Uma jogada vencedora deixa a soma nim em 0: o número de Grundy de qual pilha pode ser transformado na soma nim das outras duas?
cut-the-knot-s-sum-take-prompt = E quantas fichas você retira da pilha que escolheu?
cut-the-knot-s-sum-take-best = retirar { $take } da pilha { $pile }
cut-the-knot-s-no-move-wins = nenhuma jogada vence
cut-the-knot-s-sum-take-choose = Primeiro escolha uma pilha na pergunta acima.
cut-the-knot-s-sum-take-range = Da pilha { $pile } você pode retirar de 1 a { $max }.
cut-the-knot-s-sum-take-zero = Retirar { $k } da pilha { $pile } deixa os números de Grundy { $sum }: a soma nim é 0, então o adversário perde.
cut-the-knot-s-sum-take-leaves = Retirar { $k } da pilha { $pile } deixa os números de Grundy { $sum }.
cut-the-knot-s-sum-take-clue = Retirar { $k } dá à pilha { $pile } o número de Grundy { $g }, e a soma nim passa a ser { $nimsum }. Depois da sua jogada a soma nim precisa ser 0: a pilha { $pile } precisa ficar com número de Grundy { $target } (a soma nim das outras pilhas).

## Etapa 7: mude a regra

cut-the-knot-s-set-summary = as posições P são S = { $list }; { $period }
cut-the-knot-s-summary-rule-holds = A regra de Bogomolny (P exatamente quando S mod { $cycle } < { $min }) vale.
cut-the-knot-s-summary-rule-fails = A regra de Bogomolny (P exatamente quando S mod { $cycle } < { $min }) falha em S = { $s }.
cut-the-knot-s-summary-rule-not-stated = A regra de Bogomolny não é enunciada para este conjunto (não é um único intervalo).
cut-the-knot-s-f-summary = { $h }; os inícios perdedores (força bruta) são { $losing }; as hipóteses de Schwenk { $hold ->
        [yes] valem
       *[no] não valem
    }; { $agree }.
cut-the-knot-s-h-equals-losing = H coincide com os inícios perdedores até { $upto }
cut-the-knot-s-h-not-losing = H não é o conjunto dos inícios perdedores: { $why }
cut-the-knot-s-rule-answer-set = Para { $set }: a menor posição P acima de 10 é { $p }.
cut-the-knot-s-rule-answer-f = Para { $rule }: o menor início perdedor acima de 20 é { $start }.
cut-the-knot-s-beyond-table = fora da tabela
cut-the-knot-s-beyond = além de { $upto }
cut-the-knot-s-faster-fewer = até { $upto }: { $three } inícios perdedores para 3x, { $two } para 2x
cut-the-knot-s-p-rule-prompt = Para { $set }: qual é a menor posição P acima de 10?
cut-the-knot-s-p-rule-general = Trabalhe de baixo para cima a partir de 0 com a regra do mex, ou procure o período.
cut-the-knot-s-p-rule-smaller = { $n } é uma posição P — mas há uma menor acima de 10.
cut-the-knot-s-p-rule-n = { $n } é uma posição N: { $why }
cut-the-knot-s-p-rule-why = As posições P para { $set }: { $list }.
cut-the-knot-s-lose-rule-prompt = Para { $rule }: qual é a menor pilha inicial acima de 20 a partir da qual o primeiro jogador perde?
cut-the-knot-s-lose-rule-general = Construa H para esta f e depois confira com o jogo — as hipóteses de Schwenk podem não valer.
cut-the-knot-s-lose-rule-smaller = O primeiro jogador perde a partir de { $n } — mas há um início assim menor, acima de 20.
cut-the-knot-s-lose-rule-wins = A partir de { $n } o primeiro jogador vence (a primeira jogada vencedora do motor: retirar { $take }).
cut-the-knot-s-lose-rule-why = Os inícios perdedores para { $rule } (testando todas as partidas): { $list }.
cut-the-knot-s-type-one = ou digite uma:{" "}
cut-the-knot-s-set-input =
    .aria-label = Seu próprio conjunto de retiradas
    .placeholder = p. ex. 2..6 ou 1, 4
cut-the-knot-s-rule-input =
    .aria-label = Sua própria f(x)
    .placeholder = sua própria f(x)
cut-the-knot-s-set-chip =
    .title = retiradas { $set }
cut-the-knot-s-note-applet = o applet
cut-the-knot-s-note-not-range = não é um intervalo
cut-the-knot-s-note-fibonacci = Nim de Fibonacci
cut-the-knot-s-note-no-more-than = não mais que
cut-the-knot-s-note-less-than-twice = menos que o dobro

## Etapa 8: onde as afirmações de Schwenk falham

cut-the-knot-s-counter-in-h = Para { $rule }, { $pile } está em H, mas a força bruta do motor descobre que o primeiro jogador vence a partir de { $pile }. Abaixo, uma pilha de { $pile } contra o motor perfeito: a H de Schwenk diz que você perde — encontre a vitória.
cut-the-knot-s-counter-not-in-h = Para { $rule }, { $pile } não está em H, mas a força bruta do motor descobre que o primeiro jogador perde a partir de { $pile }. Abaixo, uma pilha de { $pile } contra o motor perfeito: a H de Schwenk diz que você vence — tente.
cut-the-knot-s-counter-agree = Para { $rule }, H e os inícios perdedores coincidem em todo N ≤ { $upto }. Abaixo, uma pilha de { $pile }, um termo de H, contra o motor perfeito.
cut-the-knot-s-contradicted = refutada: { $why }
cut-the-knot-s-h-losing-prompt = Para { $rule }: H é exatamente o conjunto das pilhas iniciais a partir das quais o primeiro jogador perde?
cut-the-knot-s-yes = Sim
cut-the-knot-s-no = Não
cut-the-knot-s-tried-wins = O motor testou todas as partidas a partir de { $n }: o primeiro jogador vence retirando { $take }, embora { $n } esteja em H.
cut-the-knot-s-tried-loses = O motor testou todas as partidas a partir de { $n }: toda primeira jogada perde, embora { $n } não esteja em H.
cut-the-knot-s-yes-upto = sim, em todo N ≤ { $upto }
cut-the-knot-s-no-because = não: { $why }
cut-the-knot-s-h-losing-clue = Compare H com as pilhas a partir das quais você não consegue vencer: construa H para esta f e depois teste os menores termos no jogo.
cut-the-knot-s-rightmost-prompt = Para { $rule }: a partir de um início de { $start }, remover o 1 mais à direita vence?
cut-the-knot-s-yes-wins = Sim, vence
cut-the-knot-s-no-loses = Não, perde
cut-the-knot-s-no-rightmost = aqui não há um 1 mais à direita
cut-the-knot-s-write-with-h = Primeiro escreva a pilha com H.
cut-the-knot-s-yes-take = sim: retirar { $take }
cut-the-knot-s-no-taking = não: retirar { $take } perde
cut-the-knot-s-rightmost-clue = Depois de retirar a menor parte, quanto o adversário pode retirar, e o que o motor diz da pilha que sobra?
`;
