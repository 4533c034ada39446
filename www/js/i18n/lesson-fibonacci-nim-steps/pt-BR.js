// The sentences the Fibonacci Nim lesson's script composes, in Brazilian Portuguese (see en.js).
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

## O que uma jogada faz (passos 3 e 4)

fibonacci-nim-s-not-a-move = De uma pilha de { $pile } você pode tirar de 1 a { $max }, então { $k } não é uma jogada possível aqui.
fibonacci-nim-s-take-wins = Tirar { $k } vence.
fibonacci-nim-s-take-leaves = Tirando { $k }, { $left ->
        [one] sobra { $left }
       *[other] sobram { $left }
    }; o outro jogador pode então tirar até { $limit } e vence tirando { $reply }.
fibonacci-nim-s-wins-by-taking = A partir de { $pile }, o primeiro jogador vence tirando { $take }.
fibonacci-nim-s-for-rule = Para { $rule }: { $why }

## Passo 2: a partir de quais pilhas o primeiro jogador perde?

fibonacci-nim-s-losing-starts = N = { $list } (para todo N ≤ { $upto }).
fibonacci-nim-s-list-more = { $list }, …
fibonacci-nim-s-even-false = para { $rule }, o primeiro jogador vence a partir de { $pile }, que é uma pilha par
fibonacci-nim-s-even-true = para { $rule }, toda pilha par até { $upto } é um início perdedor
fibonacci-nim-s-fibonacci-true = para { $rule }, os inícios perdedores até { $upto } são exatamente { $list }
fibonacci-nim-s-fibonacci-false = para { $rule }, eles são { $list }
fibonacci-nim-s-first-wins = O primeiro jogador vence
fibonacci-nim-s-first-loses = O primeiro jogador perde
fibonacci-nim-s-lose-8 = Uma pilha de { $pile }; a primeira jogada pode tirar de 1 a { $max }. Se os dois jogarem da melhor forma possível, o primeiro jogador vence ou perde?
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] o primeiro jogador vence a partir de { $pile }
       *[lose] o primeiro jogador perde a partir de { $pile }
    }
fibonacci-nim-s-lose-8-clue-win = Se o primeiro jogador vence, alguma primeira jogada tem de vencer. Teste no papel as primeiras jogadas 1, 2, 3…: depois de cada uma, o outro jogador consegue responder com uma jogada vencedora?
fibonacci-nim-s-lose-8-clue-lose = Se o primeiro jogador perde, toda primeira jogada tem de perder. Procure uma primeira jogada depois da qual o outro jogador fica sem saída.
fibonacci-nim-s-lose-range = Diga uma pilha N entre { $lo } e { $hi } que seja um início perdedor: o primeiro jogador (que pode tirar qualquer quantidade, menos a pilha inteira) perde.
fibonacci-nim-s-at-least-one = N precisa ser uma pilha de pelo menos uma ficha.
fibonacci-nim-s-at-least-two = Uma partida precisa de uma pilha de pelo menos 2 fichas (a primeira jogada não pode tirar a pilha inteira).
fibonacci-nim-s-losing-outside = { $n } é um início perdedor, mas não está entre { $lo } e { $hi }.
fibonacci-nim-s-look-step-1 = Observe as pilhas a partir das quais você não conseguiu vencer no passo 1 e como elas crescem.
fibonacci-nim-s-none-between = nenhuma entre { $lo } e { $hi }

## Passo 3: a menor jogada vencedora

fibonacci-nim-s-g-examples = { $g18 } e { $g42 } para { $rule }: { $why }
fibonacci-nim-s-predict-g = Preveja { $g } para { $rule }: o menor número de fichas que vence a partir de uma pilha de { $n }.
fibonacci-nim-s-wins-too = Tirar { $k } também vence, mas a partir de { $n } também se vence com menos fichas.

## Passo 4: escreva N como soma

fibonacci-nim-s-example-20 = para { $rule }: { $sum }, a menor parte é { $smallest }, e a menor jogada vencedora do motor a partir de { $pile } é { $take }.
fibonacci-nim-s-base-is-losing = para { $rule }, até { $upto } ela é exatamente a lista dos inícios perdedores
fibonacci-nim-s-base-is-not-losing = para { $rule }, até { $upto } ela não é a lista dos inícios perdedores
fibonacci-nim-s-move-100 = Uma pilha de { $pile }, primeira jogada até { $max }, { $rule }. Quantas fichas você tira para vencer?
fibonacci-nim-s-write-as-sum = Escreva { $pile } como soma com o desenho acima e observe a menor parte.
fibonacci-nim-s-take-smallest = tirar { $take } (a menor jogada vencedora)
fibonacci-nim-s-every-move-loses = aqui toda jogada perde

## Passo 5: mude a regra

fibonacci-nim-s-losing-starts-short = { $rule }: o primeiro jogador perde a partir de { $list }, …
fibonacci-nim-s-base-start-finite = { $list } (ela é finita).
fibonacci-nim-s-base-start = { $list } ({ $count ->
        [one] { $count } membro
       *[other] { $count } membros
    } até { $upto }).
fibonacci-nim-s-powers-true = o motor: { $list } até { $upto }
fibonacci-nim-s-powers-false = o motor: { $list }
fibonacci-nim-s-sparser-true = até { $upto }: { $fewer ->
        [one] { $fewer } pilha perdedora
       *[other] { $fewer } pilhas perdedoras
    } para { $f1 }, { $more } para { $f2 }
fibonacci-nim-s-sparser-false = até { $upto }, as duas têm { $count ->
        [one] { $count } pilha perdedora
       *[other] { $count } pilhas perdedoras
    }
fibonacci-nim-s-sparser-false-same = até { $upto }, as duas têm { $count ->
        [one] { $count } pilha perdedora, a mesma
       *[other] { $count } pilhas perdedoras, as mesmas
    }
fibonacci-nim-s-lose-rule = Preveja para { $rule }: qual é o menor início perdedor acima de { $above } (a menor pilha acima de { $above } a partir da qual o primeiro jogador perde)?
fibonacci-nim-s-losing-not-above = { $n } é um início perdedor, mas não está acima de { $above }.
fibonacci-nim-s-losing-smaller = { $n } é um início perdedor, mas há um menor acima de { $above }.
fibonacci-nim-s-look-table = A tabela do passo 3 destaca as pilhas em que { $formula }.
fibonacci-nim-s-look-table-losing = A tabela do passo 3 destaca as pilhas em que { $formula }: esses são os inícios perdedores.
fibonacci-nim-s-none-up-to = nenhum até { $upto }
fibonacci-nim-s-lose-rule-why = Os inícios perdedores para { $rule }: { $list }.
fibonacci-nim-s-chip-fibonacci = Nim de Fibonacci
fibonacci-nim-s-chip-same = no máximo o mesmo
fibonacci-nim-s-chip-conjecture = a conjectura
fibonacci-nim-s-or-type = ou digite uma:
fibonacci-nim-s-own-rule =
    .aria-label = Sua própria f(x)
    .placeholder = sua própria f(x)

## Passo 6: uma conjectura publicada, posta à prova

fibonacci-nim-s-few-members = A base de { $rule } tem só { $count ->
        [one] { $count } membro
       *[other] { $count } membros
    } até { $upto }.
fibonacci-nim-s-growth-caption = Os últimos membros de { $set } para { $rule }
fibonacci-nim-s-conjecture = { $rule } é um contraexemplo para a conjectura, ou seja, g é ilimitada ali e, mesmo assim, os inícios perdedores não crescem exponencialmente?
fibonacci-nim-s-counterexample = Sim, é um contraexemplo
fibonacci-nim-s-agrees = Não, está de acordo com a conjectura
fibonacci-nim-s-conjecture-yes = sim: g é ilimitada e, mesmo assim, { $set } cresce de forma polinomial
fibonacci-nim-s-conjecture-no = não: o motor classifica o crescimento como { $class ->
        [exponential] exponencial
        [polynomial] polinomial
        [bounded] limitado
        [unclear] incerto
       *[other] { $class }
    }
fibonacci-nim-s-conjecture-clue-yes = Um contraexemplo precisa de inícios perdedores que não cresçam por um fator fixo. Escolha { $rule } e observe a última coluna da tabela: as razões ficam acima de algum número maior que 1?
fibonacci-nim-s-conjecture-clue-no = Se os inícios perdedores crescessem exponencialmente, cada um seria pelo menos um número fixo de vezes maior que o anterior. Escolha { $rule } e observe a última coluna da tabela: as razões ficam acima de algum número maior que 1 ou vão descendo aos poucos em direção a 1?
`;
