// The Cut-the-Knot section's words in Brazilian Portuguese (see en.js).
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

## A seção: seu título e suas abas

cks-doc-title = Nim Lab — Os jogos de uma pilha do Cut The Knot: Min/Max, retirada, valores de Grundy
cks-tabs =
    .aria-label = Jogos do Cut-the-Knot
cks-tab-minmax = Uma pilha (Min/Max) e conjuntos de subtração
cks-tab-takeaway = Jogos de retirada (Schwenk)
cks-tab-grundy = Valores de Grundy e somas
cks-play-title = Jogar contra o motor
cks-cancelled = Cancelado.
cks-cancelled-kept = Cancelado. { $kept }
cks-share-game = O jogo

## A função de jogada f (partes b e c)

cks-f-title = Jogos de retirada: depois de retirar <span class="math">x</span>, no máximo <span class="math">f(x)</span>
cks-f-intro = A primeira jogada pode retirar qualquer quantidade, menos a pilha inteira; depois de uma retirada de <i>x</i> fichas, o próximo jogador pode retirar
    no máximo <i>f</i>(<i>x</i>). Vence quem retira a última ficha. Os três jogos do applet são
    <i>f</i>(<i>x</i>) = <i>x</i> (não mais que), 2<i>x</i> − 1 (menos que o dobro) e 2<i>x</i> (no máximo o dobro:
    Nim de Fibonacci).
cks-f-presets =
    .aria-label = Exemplos de funções de jogada
cks-note-no-more-than = não mais que
cks-note-less-than-twice = menos que o dobro
cks-note-fibonacci = Nim de Fibonacci
cks-note-not-non-decreasing = não crescente
cks-note-h-not-losing = H ≠ inícios perdedores
cks-note-not-unique = não única
cks-example-or = { $a } ou { $b }
cks-example-but = { $a }, mas { $b }
cks-f-read-monotone = Lida como f(x) = { $f } — crescente (provado pela sua forma)
cks-f-read = Lida como f(x) = { $f } — não se pode provar que é crescente

## (a) Uma pilha com Min/Max e conjuntos de subtração

cks-s-title = Uma pilha: retire entre <span class="math">Min</span> e <span class="math">Max</span> fichas
cks-s-intro-rules = Uma jogada retira pelo menos <i>Min</i> e no máximo <i>Max</i> fichas — ou, de modo mais geral, qualquer número de um
    <strong>conjunto de subtração</strong> como {"{"}1, 3, 4{"}"}. Perde o jogador que não pode jogar.
    O <strong>número de Grundy</strong> de uma pilha de <i>S</i> fichas é o menor número que não é o número de Grundy
    de uma pilha alcançável em uma jogada (a regra do <em>mex</em>); as pilhas com número de Grundy 0 são as
    <strong>posições P</strong>: quem tem de jogar a partir delas perde.
cks-s-intro-typing = Digite um conjunto como números e intervalos separados por vírgulas, cada um de 1 a 1000: por exemplo
    <span class="mono k-example">3..5</span> ou <span class="mono k-example">1, 3, 4</span> ou
    <span class="mono k-example">1, 4..6</span>.
cks-s-presets =
    .aria-label = Exemplos de conjuntos de subtração
cks-note-applet = o applet
cks-note-take-1-3 = retirar 1–3
cks-s-table-title = Números de Grundy pela regra do mex
cks-results-for = para
cks-s-legend = uma posição P (número de Grundy 0): o jogador da vez perde
cks-s-verdicts-title = A regra, a fórmula fechada e o período
cks-s-at-title = G(<span class="math">n</span>) para qualquer pilha, pelo período
cks-s-at-label = Pilha <span class="math">n</span> (de qualquer tamanho, p. ex. 10^18)
cks-s-at-quick =
    .aria-label = Pilhas de exemplo
cks-s-read = Lido como { $set }
cks-s-read-range = Lido como { $set } — um só intervalo: Min { $min }, Max { $max }
cks-s-takes = { $n ->
    [one] { $n } retirada
   *[other] { $n } retiradas
}
cks-s-whole-number = { $end }: digite um número inteiro.
cks-s-at-error = Digite um número inteiro n ≥ 0.
cks-s-failure = Não foi possível calcular os números de Grundy de { $set } até S = { $upto }: { $message }
cks-s-kept = Ainda mostrando { $set } para S = 0 … { $upto }.
cks-s-progress-label = Calculando os números de Grundy
cks-s-progress = Calculando G(0 … { $upto }) { $where ->
        [worker] em segundo plano
       *[page] nesta página
    }…
cks-s-still = o conjunto
cks-s-strip-top = Tamanho da pilha
cks-s-strip-bottom = Número de Grundy
cks-s-strip-p = { $g } — uma posição P
cks-s-ppositions = { $count ->
    [one] Posições P até S = { $upto } ({ $count } no total): { $list }
   *[other] Posições P até S = { $upto } ({ $count } no total): { $list }
}
cks-s-at-loses = — uma posição P: o jogador da vez perde.
cks-s-at-wins = — o jogador da vez vence.

cks-s-rule-statement = S é uma posição P exatamente quando S mod (Min + Max) &lt; Min
cks-s-formula-statement = G(S) = ⌊(S mod (Min + Max)) / Min⌋
cks-s-rule-na = A regra do artigo: só para jogos Min/Max
cks-s-formula-na = Fórmula fechada conhecida (não está no artigo): só para jogos Min/Max
cks-s-na-what = — enunciada para um jogo cujas retiradas formam um único intervalo Min … Max; este conjunto não é um único intervalo.
cks-s-rule-fails = A regra do artigo falha em S = { $s }
cks-s-formula-fails = A fórmula fechada conhecida (não está no artigo) falha em S = { $s }
cks-s-rule-holds-all = A regra do artigo vale para todo S
cks-s-formula-holds-all = A fórmula fechada conhecida (não está no artigo) vale para todo S
cks-s-rule-holds-upto = A regra do artigo vale (verificada para S = 0 … { $upto })
cks-s-formula-holds-upto = A fórmula fechada conhecida (não está no artigo) vale (verificada para S = 0 … { $upto })
cks-s-here = — aqui Min = { $min }, Max = { $max }, Min + Max = { $sum }.
cks-s-counterexample = Contraexemplo: S = { $s } (verificado para S = 0 … { $upto }).
cks-s-periodic = G é periódica a partir de S = { $from } com período { $period }
cks-s-no-period = Nenhum período encontrado
cks-s-period-what = Pré-período { $from }, período { $period }: G(S + { $period }) = G(S) para todo S ≥ { $from }.
cks-s-searched = Procurado até S = { $upto }.
cks-s-minmax-error = Min { $min }, Max { $max }: { $error }
cks-s-chip =
    .title = o conjunto { $set }
cks-s-chip-minmax = Min { $min }, Max { $max }

## (b) Jogos de retirada (Schwenk)

cks-t-h-title = A sequência <span class="math">H</span> de Schwenk
cks-t-h-explain = <i>H</i><sub>1</sub> = 1 e <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>,
    onde <i>m</i> é o menor <i>j</i> com <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>.
    Schwenk: quando <i>f</i> é crescente e <i>f</i>(<i>x</i>) ≥ <i>x</i>, as pilhas iniciais perdedoras são exatamente
    os termos de <i>H</i>.
cks-t-claims-title = As hipóteses de Schwenk e o que vale
cks-t-compare-title = <span class="math">H</span> ao lado dos inícios perdedores, de <span class="math">B<sub>f</sub></span> e de <span class="math">g(N) = N</span>
cks-t-repr-title = A representação binária própria do jogo de <span class="math">N</span>
cks-t-repr-explain = Escreva <i>N</i> de forma gulosa com termos de <i>H</i>, o maior primeiro: um algarismo por termo,
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> da esquerda para a direita, 1 onde ele é usado. A partir de uma pilha que não está em
    <i>H</i>, a jogada vencedora é <strong>remover o 1 mais à direita</strong>: retirar a menor parte.
cks-t-repr-quick =
    .aria-label = Valores de N de exemplo
cks-t-play-explain = Sob a pilha: a pilha escrita com <i>H</i> antes da última jogada (com a retirada marcada) e agora.
cks-t-n-error = Digite um número inteiro N ≥ 1.
cks-t-failure = Não foi possível analisar f(x) = { $f } até N = { $upto }: { $message }
cks-t-kept = Ainda mostrando f(x) = { $f } para N ≤ { $upto }.
cks-t-progress-label = Calculando H e os inícios perdedores
cks-t-progress = Calculando H, os inícios perdedores e B_f até N = { $upto } { $where ->
        [worker] em segundo plano
       *[page] nesta página
    }…
cks-t-share-move-fn = O jogo de função de jogada com a mesma f

cks-t-step-why = m = { $m }: o menor j com f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span>
cks-t-members = — { $count ->
    [one] { $count } termo
   *[other] { $count } termos
    } ≤ { $upto }
cks-t-h-stops = H para:
cks-t-steps-summary = Como cada termo é obtido ({ $count ->
    [one] { $count } passo
   *[other] { $count } passos
    })
cks-t-steps-explain = Cada passo soma <span class="math">H<sub>m</sub></span>, onde m é o menor j com f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span>.
cks-t-steps-region = Como cada termo é obtido
cks-t-steps-more = { $count ->
    [one] … e mais { $count } passo.
   *[other] … e mais { $count } passos.
}
cks-t-status-proved = provada
cks-t-status-checked = verificada
cks-t-status-fails = falha
cks-t-at = em x = { $x }
cks-t-hyp-nondecreasing = f é crescente (não decrescente)
cks-t-hold = As hipóteses de Schwenk valem: o teorema dele se aplica.
cks-t-hold-failing = { $count ->
    [one] Mesmo assim, { $count } das afirmações abaixo é contrariada pelo cálculo — veja em vermelho.
   *[other] Mesmo assim, { $count } das afirmações abaixo são contrariadas pelo cálculo — veja em vermelho.
}
cks-t-hold-all = O cálculo confirma cada afirmação abaixo no intervalo verificado.
cks-t-fail = As hipóteses de Schwenk falham: o teorema dele não promete nada aqui.
cks-t-fail-some = O que ainda vale e o que não vale, pelo cálculo: { $holding } de { $total } afirmações valem, { $failing ->
    [one] { $failing } é contrariada.
   *[other] { $failing } são contrariadas.
}
cks-t-fail-none = Mesmo assim, cada afirmação abaixo vale no intervalo verificado: aqui as hipóteses não são necessárias.
cks-t-hypotheses = Hipóteses
cks-t-claims = Afirmações verificadas
cks-t-verdict-holds = vale
cks-t-verdict-contradicted = contrariada
cks-t-counterexample = Contraexemplo:
cks-t-col-losing = início perdedor
cks-t-col-brute = força bruta, N ≤ { $upto }
cks-t-col-game = o jogo de função de jogada
cks-t-compare-explain = Cada linha é um número que está em pelo menos um dos quatro conjuntos; ● marca a pertinência. Uma linha vermelha: ali os conjuntos discordam. — : além do intervalo coberto pela força bruta.
cks-t-agree = Os quatro conjuntos concordam em N ≤ { $brute } (e H, B<sub>f</sub>, g(N) = N em N ≤ { $upto }).
cks-t-disagree = { $count ->
    [one] Os conjuntos discordam em { $count } número.
   *[other] Os conjuntos discordam em { $count } números.
}
cks-t-disagree-first = { $count ->
    [one] Os conjuntos discordam em { $count } número (as primeiras linhas são mostradas).
   *[other] Os conjuntos discordam em { $count } números (as primeiras linhas são mostradas).
}
cks-t-compare-region = Os quatro conjuntos comparados
cks-t-compare-more = { $count ->
    [one] … mais { $count } número até { $upto }.
   *[other] … mais { $count } números até { $upto }.
}
cks-t-compare-counts = H: { $h } · inícios perdedores: { $losing } · B<sub>f</sub>: { $base } · g(N) = N: { $engine }
cks-t-digits-region = Os algarismos de N
cks-t-digits = Algarismos:
cks-t-rightmost-wins = Remova o 1 mais à direita: tire <strong class="take-amount">{ $take }</strong>.
cks-t-rightmost-loses = A jogada de Schwenk, o 1 mais à direita, seria <strong class="take-amount">{ $take }</strong> — e aqui ela perde.
cks-t-single = Um único 1: { $n } é ele mesmo um termo de H.
cks-t-invalid = A condição f(t<sub>i</sub>) &lt; t<sub>i+1</sub> falha entre partes consecutivas: esta soma gulosa não é uma representação no sentido de Schwenk.

## (c) Valores de Grundy e somas

cks-g-table-title = Valores de Grundy <span class="math">G(N, x)</span>
cks-g-table-explain = Uma posição é uma pilha de <i>N</i> fichas da qual o jogador da vez pode retirar no máximo <i>x</i>.
    <i>G</i>(0, <i>x</i>) = 0 e <i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}.
    Uma partida começa em (<i>N</i>, <i>N</i> − 1); ela está perdida para o jogador da vez exatamente quando <i>G</i> = 0.
cks-g-canvas =
    .aria-label = Valores de Grundy G(N, x) em cores
cks-g-start-title = Cada início: <span class="math">G(N, N − 1)</span>
cks-g-start-explain = O valor de Grundy de uma partida iniciada com <i>N</i> fichas (a primeira jogada pode retirar qualquer quantidade, menos
    a pilha inteira). Os zeros são os inícios perdedores — a <i>H</i> de Schwenk quando suas hipóteses valem.
cks-g-play-title = Uma fileira de pilhas: a soma de jogos
cks-g-play-explain = Cada pilha é um jogo de retirada próprio, iniciado como acima; uma jogada retira de uma só pilha, dentro do
    limite próprio dessa pilha. Vence quem retira a última ficha da última pilha. O jogador da vez vence exatamente quando a
    <strong>soma nim</strong> (XOR binário, ⊕) dos valores de Grundy das pilhas não é 0.
cks-g-caption = G(N, x): linhas N, colunas x
cks-g-region = A tabela de G(N, x)
cks-g-cell-start = { $cell } — o início de uma partida com { $n }
cks-g-readout = Aponte para a imagem para ler G(N, x).
cks-g-axis-x = x (o máximo que se pode retirar)
cks-g-axis-n = N (a pilha)
cks-g-heat-max = { $g } (o maior valor amostrado).
cks-g-heat-samples = Cada célula é uma amostra: { $size } valores (N, x) de { $all }.
cks-g-heat-cells = Uma célula por (N, x).
cks-g-legend-zero = G = 0: o jogador da vez perde
cks-g-legend-start = o início (N, N − 1) de uma partida com N
cks-g-failure = Não foi possível calcular G(N, x) para f(x) = { $f } até N = { $upto }: { $message }
cks-g-progress-label = Calculando os valores de Grundy
cks-g-progress = Calculando G(N, x) para cada N ≤ { $upto } { $where ->
        [worker] em segundo plano
       *[page] nesta página
    }…
cks-g-strip-lose = { $g } — um início perdedor
cks-g-share-row = A fileira de jogos
`;
