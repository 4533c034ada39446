// The single-delete Nim section's words in Brazilian Portuguese (see en.js).
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

## O primeiro cartão: as regras, o intervalo e sua resolução

sds-doc-title = Nim Lab — Nim de uma remoção: k pilhas, os teoremas contra a busca
sds-title = Nim de uma remoção: os teoremas do artigo contra uma busca completa
sds-intro-rules = Uma posição é uma lista de <i>k</i> pilhas, escritas da menor para a maior. Uma jogada <strong>remove</strong> uma pilha e
    <strong>divide</strong> outra em duas pilhas não vazias: de 5, 6, 9, 12 um jogador pode remover o 6 e dividir
    o 12 em 4 + 8, deixando 4, 5, 8, 9. Quem não consegue jogar perde. Uma <strong>posição P</strong> é aquela em que
    o jogador da vez perde contra o melhor jogo.
sds-intro-engine = O motor resolve cada posição de <i>k</i> pilhas de 1 a <i>S</i> fichas e depois verifica cada enunciado
    do artigo em todas elas. A <strong>valoração 2-ádica</strong> de uma pilha é quantos 0 vêm depois do
    1 mais à direita dos seus dígitos binários (12 = 1100 tem valoração 2).
sds-solve = Resolver
sds-presets-group = Intervalos de exemplo
sds-preset-chip = { $piles } pilhas ≤ { $max }
sds-preset-note = { $count } posições
sds-progress-label = Resolvendo todas as posições
sds-progress = Resolvendo todas as posições de { $piles } pilhas até { $max } { $where ->
        [page] nesta página
       *[worker] em segundo plano
    }… { $seconds } s
sds-ms = { $n } ms
sds-s = { $n } s
sds-solved = { $positions } posições resolvidas ({ $piles } pilhas, cada uma de 1 … { $max }) em { $time }; enunciados verificados e posições P agrupadas em { $checkTime }.
sds-solved-still = Os resultados abaixo continuam sendo esses.
sds-cancelled = Cancelado.
sds-results-for = para
sds-results-range = { $piles } pilhas, cada uma de 1 … { $max }

## Os enunciados do artigo, verificados

sds-checks-title = Os enunciados do artigo, verificados em cada posição
sds-check-holds = { $name }: vale
sds-check-fails = { $name }: falha
sds-first-cx = Primeiro contraexemplo: { $cx }
sds-cx-binary = O contraexemplo { $piles } em binário
sds-check-count = { $n ->
        [one] { $count } posição.
       *[other] { $count } posições.
    }
sds-not-about = Não tratam de { $piles } pilhas: { $list }.

## As posições P, agrupadas por suas valorações

sds-groups-title = As posições P, agrupadas por suas valorações
sds-groups-explain = Escreva cada pilha em binário e alinhe as pilhas de modo que os seus <strong>1 mais à direita</strong> fiquem em
    uma coluna (destacada). Os zeros à direita dessa coluna são a valoração. O Teorema 1.5 do artigo
    descreve as posições P de 4 pilhas por esses padrões; suas condições se perderam na extração, por isso aqui aparece
    cada posição P encontrada pela busca, agrupada pelo padrão ordenado de valorações.
sds-groups-found = { $pn ->
        [one] { $p } posição P
       *[other] { $p } posições P
    } em { $gn ->
        [one] { $groups } padrão de valorações.
       *[other] { $groups } padrões de valorações.
    }
sds-groups-all-explained = { $n ->
        [one] Um enunciado do artigo o explica.
       *[other] Um enunciado do artigo explica cada um deles.
    }
sds-groups-none-explained = Nenhum enunciado do artigo explica um padrão inteiro: a busca encontrou todos.
sds-groups-some-explained = Um enunciado do artigo explica { $cn ->
        [one] { $covered } padrão
       *[other] { $covered } padrões
    } ({ $positions } posições); os outros { $rest } foram encontrados pela busca.
sds-filter = Quais grupos
sds-filter-all = Todos os grupos
sds-filter-search = Só os grupos que nenhum enunciado explica
sds-group-valuations = valorações { $pattern }
sds-group-count = { $p } de { $tn ->
        [one] { $total } posição
       *[other] { $total } posições
    } com este padrão { $pn ->
        [one] é P
       *[other] são P
    }
sds-group-all = — todas
sds-search-only = só busca
sds-loading = Carregando…
sds-show-more = Mostrar mais ({ $count } no total)
sds-groups-none-search = Todo grupo é explicado por um enunciado.
sds-groups-none = Nenhuma posição P.
sds-show-all-groups = Mostrar todos os { $count } grupos

## O mapa das posições P

sds-map-title = Um mapa das posições P
sds-map-big = O mapa tem uma casa para cada par (a, b), por isso só é desenhado para S ≤ { $limit }.
sds-map-two = Cada posição de 2 pilhas (a, b): preenchida onde o jogador da vez perde.
sds-map-third = As posições (a, b, { $others }) com a terceira pilha fixa: preenchidas onde o jogador da vez perde.
sds-map-others = As posições (a, b, { $others }) com as outras { $n } pilhas fixas: preenchidas onde o jogador da vez perde.
sds-fix-third = A terceira pilha c
sds-fix-others = As outras pilhas { $others }
sds-fix-used = Usadas: { $list }
sds-map-canvas =
    .aria-label = Posições P sobre a e b; as setas movem a casa escolhida, Enter joga a partir dela
sds-key-p = P: o jogador da vez perde
sds-key-n = N: o jogador da vez ganha
sds-map-reason = { $name }:
sds-map-search = Busca:
sds-pn-loses = o jogador da vez perde
sds-pn-wins = o jogador da vez ganha
sds-map-play = Jogar a partir de { $piles }
sds-map-point = Aponte para uma casa para ver a posição e por que ela é P ou N; clique para fixá-la (ou use as setas).
sds-engine-busy = O motor está resolvendo um novo intervalo…

## A partida

sds-play-title = Jogue contra o motor
sds-random = Início aleatório
sds-share-game = A partida
`;
