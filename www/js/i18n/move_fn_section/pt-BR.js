// The move-function section's words in Brazilian Portuguese (see en.js).
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

## Os cartões da seção

mfs-doc-title = Nim Lab — jogos de retirada com uma só pilha
mfs-fn-title = Função de jogada
mfs-presets-group =
    .aria-label = Funções de jogada de exemplo
mfs-theorem-title = Verificação do teorema principal
mfs-table-title = Menor jogada vencedora <span class="math">g(N)</span>
mfs-results-for = para
mfs-table-explain = A partir de uma pilha de <i>N</i> fichas, você vence exatamente quando pode tirar pelo menos <i>g</i>(<i>N</i>) fichas:
    tirar <i>g</i>(<i>N</i>) é então uma jogada vencedora.
mfs-legend-base = <i>N</i> está na base <i>B<sub>f</sub></i>
mfs-plot-title = Gráfico de <span class="math">g(N)</span>
mfs-base-title = A base g <span class="math">B<sub>f</sub></span> e <span class="math">g<sub>0</sub></span>
mfs-repr-title = Representação de <span class="math">N</span> na base
mfs-repr-explain = Escreva <i>N</i> de forma gulosa como soma de membros da base (do maior para o menor, como na
    representação de Zeckendorf por números de Fibonacci). A menor parte é a jogada vencedora.
mfs-repr-quick =
    .aria-label = Valores de exemplo de N
mfs-try = Experimente:
mfs-repr-empty = Digite um número inteiro N ≥ 1.
mfs-play-title = Jogar contra o motor
mfs-start-pile = Pilha inicial
mfs-first-move = Primeira jogada
mfs-f-read = Lida como { $f } — não se pode provar que é crescente
mfs-f-read-monotone = Lida como { $f } — crescente (provado pela sua forma)
mfs-still-showing = Os resultados abaixo ainda são os de { $f }.

## As notas dos exemplos

mfs-note-fibonacci = Nim de Fibonacci
mfs-note-powers = potências de 2
mfs-note-not-monotone = não monótona
mfs-note-g-bounded = g limitada
mfs-note-bounded = limitada
mfs-example-or = { $a } ou { $b }
mfs-example-but = { $a }, mas { $b }

## A análise: progresso, cancelamento, falha

mfs-progress-label = Calculando g(N)
mfs-progress = Calculando g(N) para N ≤ { $upto } { $where ->
        [worker] em segundo plano
       *[page] nesta página
    }: { $pct }%
mfs-cancel = Cancelar
mfs-cancelled = Cancelado.
mfs-cancelled-showing = Cancelado. Ainda mostrando { $f } para N ≤ { $upto }.
mfs-failure = Não foi possível calcular g para { $f } até { $upto }: { $message }

## O veredito

mfs-theorem-holds = O teorema principal vale em 1 … { $upto }: g(N) = g₀(N) para todo N
mfs-theorem-fails-at = O teorema principal falha pela primeira vez em N = { $n }
mfs-theorem-fails = O teorema principal falha
mfs-theorem-detail = { $g } pelo jogo, mas { $g0 } pela base.

## Os dados da base g

mfs-member-self = { $b } está na base e { $g0 }
mfs-member = { $b } está na base, { $g0 }
mfs-members-more = … mais { $count } …
mfs-base-finite = finita: { $last }; todo N é { $theta } + (membros menores)
mfs-base-infinite = nenhum fim encontrado até { $upto } (infinita até onde foi calculado)
mfs-method-simple = <strong>construção simples</strong>: <span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> + (o menor <span class="math">b<sub>i</sub></span>
    com f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>), e g<sub>0</sub> é a identidade na base
mfs-method-general = <strong>construção geral</strong>: g<sub>0</sub> e a base são obtidos da g calculada
mfs-method-general-same = <strong>construção geral</strong>: g<sub>0</sub> e a base são obtidos da g calculada
    (a construção simples dá a mesma base)
mfs-status-proved = provada
mfs-status-checked = verificada
mfs-status-fails = falha
mfs-size = Tamanho
mfs-built-by = Construída por
mfs-size-members = { $count ->
        [one] { $shown } membro
       *[other] { $shown } membros
    } ≤ { $upto },
mfs-self-members = { $self } de { $count ->
        [one] { $shown } membro
       *[other] { $shown } membros
    }
mfs-members-region = Membros da base em ordem crescente
mfs-legend-other = g₀(b) < b (valor mostrado)
mfs-storage = Armazenamento
mfs-storage-of = { $count ->
        [one] número guarda
       *[other] números guardam
    } a estratégia para todo N ≤ { $upto }
mfs-storage-meter = { $pct } por cento
mfs-growth = Crescimento
mfs-conjecture = <strong>Conjectura</strong> (Holshouser e Reiter): se g é ilimitada, os membros de B<sub>f</sub>
    crescem exponencialmente. Não provada — eis o que esta f mostra:
mfs-ratios = <span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span> para os últimos membros:
mfs-gmax = maior g(N) observado: { $gmax }.
mfs-losing = <strong>Início Cut-the-Knot</strong> (a primeira jogada pode tirar qualquer quantidade, menos a pilha inteira): o primeiro jogador perde a partir de N =

## A representação de N

mfs-block-used = { $value } — usado
mfs-block-smallest = { $value } — usado — a menor parte
mfs-flag-take = tire
mfs-flag-smallest = menor
mfs-unused-members = { $count ->
        [one] { $shown } membro não usado
       *[other] { $shown } membros não usados
    }
mfs-blocks-label = Membros da base do maior para o menor; os usados, preenchidos: { $terms }
mfs-digits = Dígitos (primeiro o maior membro):
mfs-winning-smallest = Menor jogada vencedora a partir de { $n }: tire { $take } = a menor parte (vence quando o máximo atual permite)
mfs-winning-g0 = Menor jogada vencedora a partir de { $n }: tire { $take } = { $g0 }, a partir da menor parte (vence quando o máximo atual permite)

## As vistas de uma página de curso e o diálogo Compartilhar

mfs-view-table = Tabela de g(N)
mfs-view-plot = Gráfico de g(N)
mfs-view-base = A base g e a representação de N
mfs-number-label = Número <span class="math">N</span> (de qualquer tamanho, p. ex. 10^18)
mfs-share-game = O jogo
mfs-share-base = A base e N

## A tabela de g(N) e o gráfico

mfs-table-previous =
    .aria-label = Página anterior
mfs-table-next =
    .aria-label = Próxima página
mfs-table-goto = Ir para N
mfs-table-region = A tabela de valores
mfs-table-range = N = { $from } … { $to } de { $upto }
mfs-table-in-base = — N está na base
mfs-table-caption = { $gn } para N de { $from } a { $to }; cada célula mostra N acima de { $gn }
mfs-plot-label = Gráfico de g(N) em função de N
mfs-plot-label-range = Gráfico de g(N) para N de { $from } a { $to }; o maior g(N) mostrado é { $gmax }
mfs-plot-log = escala logarítmica para g
mfs-plot-hint = Arraste para ampliar; clique duas vezes para restaurar.
mfs-plot-readout = Aponte para o gráfico para ler g(N).
mfs-plot-axis-log = g(N)  (escala log.)
`;
