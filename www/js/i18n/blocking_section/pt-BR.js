// The blocking-Nim section's words in Brazilian Portuguese (see en.js).
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

## O primeiro cartão: as regras e as sequências

bns-doc-title = Nim Lab — Nim com bloqueio: o adversário proíbe algumas jogadas
bns-title = Nim com bloqueio: as sequências <span class="math">c<sub>i</sub></span>, <span class="math">m<sub>i</sub></span>, <span class="math">M<sub>i</sub></span>
bns-intro-rules = As jogadas são numeradas 1, 2, 3, … ao longo de toda a partida. Na jogada <i>i</i>, quem tem a vez deve tirar
    <i>x</i> fichas com <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i> (e não mais do que há na pilha).
    Antes disso, o adversário pode <strong>proibir</strong> até <i>c<sub>i</sub></i> dessas opções.
    Quem fica sem nenhuma opção permitida perde. Uma pilha é <strong>segura</strong> quando quem tem a vez
    perde a partir dela; <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
    é quantas opções, além de uma, sempre sobrevivem aos bloqueios.
bns-intro-typing = Digite cada sequência como uma expressão em <i>i</i> (<span class="mono">i + 2</span>, <span class="mono">i/3</span>,
    <span class="mono">min(i, 4)</span>, <span class="mono">if i % 2 == 0 then 3 else 5</span>) ou como uma lista cujo
    último valor se repete (<span class="mono">1, 0, 0</span> significa 1, 0, 0, 0, …).
bns-read-list = Lida como { $seq }, … (o último valor se repete)
bns-read-list-same = Lida como { $seq }, … (o último valor se repete) — igual em todas as jogadas
bns-read-list-from = Lida como { $seq }, … (o último valor se repete) — constante a partir de i = { $from }
bns-read-expr = Lida como { $seq }
bns-read-expr-same = Lida como { $seq } — igual em todas as jogadas
bns-read-expr-from = Lida como { $seq } — constante a partir de i = { $from }
bns-link-unusable = Algumas configurações do Nim com bloqueio no link não puderam ser usadas:
bns-link-example-used = O exemplo do artigo é usado no lugar.
bns-presets-group = Sequências de exemplo
bns-values-table = Os primeiros valores das sequências
bns-values-region = Os primeiros valores das sequências
bns-values-caption = Os primeiros valores de c, m, M e u = M − m − c
bns-progress-label = Resolvendo o jogo por força bruta
bns-progress = Resolvendo cada pilha 0 … { $upto } nas jogadas 1 … { $moves } por força bruta { $where ->
        [worker] em segundo plano
       *[page] nesta página
    }…
bns-cancelled = Cancelado.
bns-cancelled-showing = Cancelado. Ainda mostrando as pilhas 0 … { $upto }, jogadas 1 … { $moves }.
bns-share-game = A partida

## Os exemplos (nome, nota, legenda)

bns-preset-paper = Exemplo do artigo
bns-preset-paper-note = jogada 3: [5, 10], c = 2
bns-preset-paper-caption = O exemplo resolvido do artigo: na jogada 3 as opções são [5, 10] com c₃ = 2, então o adversário pode proibir duas das seis jogadas 5 … 10. A pilha 15 na jogada 3 é segura: as únicas jogadas vencedoras, 9 e 10, são proibidas (experimente no quadro da fórmula abaixo: pilha 15, jogada 3).
bns-preset-nim = Tirar 1–3, sem bloqueios
bns-preset-nim-note = Nim
bns-preset-nim-caption = Nenhum bloqueio (c = 0): o jogo de subtração clássico. As pilhas seguras são os múltiplos de 4.
bns-preset-block-one = Tirar 1–4, bloquear 1
bns-preset-block-one-caption = Quatro jogadas possíveis, das quais o adversário pode proibir uma: as pilhas seguras vêm em pares, a cada 5 fichas.
bns-preset-growing = Crescente
bns-preset-growing-note = tirar de 1 a i + 2, bloquear i/3
bns-preset-growing-caption = O intervalo de jogadas e o número de bloqueios crescem com o número da jogada; as condições (1) e (2) valem.
bns-preset-summary-holds = Condição do resumo vale, fórmula falha
bns-preset-summary-holds-caption = c = 1, 0, 0, …: os bloqueios diminuem, então a condição (1) não vale. O resumo diz que sua condição mais fraca (u_i ≥ 0 e o Lema 1) basta — ela vale aqui, mas a força bruta contradiz a fórmula.
bns-preset-summary-fails = Fórmula certa, condição do resumo não vale
bns-preset-summary-fails-caption = O resumo chama sua condição de necessária. Aqui ela não vale, mas a fórmula dá exatamente as pilhas seguras.
bns-preset-all-blocked = Tudo pode ser bloqueado
bns-preset-all-blocked-caption = Uma única opção a cada jogada, e o adversário pode proibi-la: u_i = −1, ninguém consegue jogar nunca, toda pilha é segura.

## Os veredictos

bns-verdicts-title = As afirmações do artigo diante da força bruta
bns-results-for = para
bns-results-range = c = { $c } | m = { $m } | M = { $M }; pilhas 0 … { $upto }, jogadas 1 … { $moves }
bns-diff = pilha { $pile } na jogada { $move }: a força bruta diz { $brute ->
        [safe] segura
       *[unsafe] não segura
    }, a fórmula diz { $formula ->
        [safe] segura
       *[unsafe] não segura
    }
bns-banner-holds = Os intervalos do Teorema 1 são exatamente as pilhas seguras em cada jogada 1 … { $moves } (pilhas 0 … { $upto }).
bns-banner-fails = A fórmula falha aqui: a força bruta contradiz os intervalos do Teorema 1 { $count ->
        [one] na jogada
       *[other] nas jogadas
    } { $moves }.
bns-banner-first = Primeira diferença: { $diff }.
bns-banner-explain = As pilhas seguras abaixo são as da força bruta; os intervalos da fórmula são desenhados ao lado para comparação.
bns-conditions-title = As condições
bns-cond-one = os bloqueios nunca diminuem
bns-cond-two = pelo menos uma opção sobrevive aos bloqueios, e nunca menos ao longo da partida
bns-cond-weak-name = Resumo
bns-cond-weak-and = e
bns-cond-weak = a condição mais fraca do resumo (as desigualdades do Lema 1)
bns-cond-holds = vale
bns-cond-fails = não vale
bns-cond-at = em i = { $at }
bns-coverage-whole = Cada sequência é constante a partir de algum i, então essas verificações cobrem todas as jogadas.
bns-coverage-part = Verificado para i = 1 … { $indices } (aqui uma sequência continua mudando, então nenhuma verificação finita cobre todos os i).
bns-claims-title = As afirmações, testadas
bns-claims-list = As afirmações do artigo
bns-verdict-holds = vale
bns-verdict-contradicted = refutada
bns-verdict-not-applicable = não se aplica

## A imagem das pilhas seguras

bns-picture-title = Pilhas seguras e não seguras, jogada a jogada
bns-picture-explain = Uma linha para cada jogada <i>k</i>. Um quadrado cheio: a pilha <i>n</i> é segura na jogada <i>k</i> pela força
    bruta (quem tem a vez perde). O colchete sob uma linha: o intervalo seguro do Teorema 1 [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1] para as sequências a partir da jogada <i>k</i>.
    Em vermelho: a força bruta e a fórmula discordam — ali a fórmula está errada.
    Arraste sobre a imagem para ampliar algumas pilhas; clique duas vezes para ver todas.
bns-picture-label = Pilhas seguras por jogada
bns-legend-safe = segura (força bruta)
bns-legend-unsafe = não segura
bns-legend-interval = intervalo seguro do Teorema 1
bns-legend-diff = a força bruta e o Teorema 1 discordam
bns-readout = Aponte para uma linha para ler uma pilha. Arraste sobre a imagem para ampliar.
bns-readout-zoomed = Aponte para uma linha para ler uma pilha. Arraste sobre a imagem para ampliar; clique duas vezes para ver todas as pilhas de novo.
bns-readout-pile = Jogada { $move }, pilha { $pile }: { $brute ->
        [safe] segura
       *[unsafe] não segura
    } pela força bruta; Teorema 1: { $formula ->
        [safe] segura
       *[unsafe] não segura
    }.
bns-readout-pile-interval = Jogada { $move }, pilha { $pile }: { $brute ->
        [safe] segura
       *[unsafe] não segura
    } pela força bruta; Teorema 1: { $formula ->
        [safe] segura
       *[unsafe] não segura
    } (intervalo { $interval }).
bns-readout-pile-disagree = Jogada { $move }, pilha { $pile }: { $brute ->
        [safe] segura
       *[unsafe] não segura
    } pela força bruta; Teorema 1: { $formula ->
        [safe] segura
       *[unsafe] não segura
    } — eles discordam: a fórmula está errada aqui.
bns-readout-pile-interval-disagree = Jogada { $move }, pilha { $pile }: { $brute ->
        [safe] segura
       *[unsafe] não segura
    } pela força bruta; Teorema 1: { $formula ->
        [safe] segura
       *[unsafe] não segura
    } (intervalo { $interval }) — eles discordam: a fórmula está errada aqui.
bns-canvas-axis = pilha n →
bns-canvas-move = jogada { $move }
bns-canvas-right = fórmula certa
bns-canvas-wrong = fórmula errada
bns-canvas-right-short = certa
bns-canvas-wrong-short = errada
bns-canvas-label = Pilhas seguras de { $from } a { $to } nas jogadas 1 a { $rows }: a força bruta preenchida, os intervalos do Teorema 1 como colchetes; { $mismatches ->
        [one] { $mismatches } pilha
       *[other] { $mismatches } pilhas
    } onde discordam
bns-scale-cells = Um quadrado por pilha.
bns-scale-columns = Cada coluna de pixels cobre cerca de { $piles } pilhas; seu tom é a proporção de pilhas seguras.

## A tabela de sequências seguras

bns-runs-title = Sequências seguras pela força bruta ao lado dos intervalos do Teorema 1
bns-runs-move = Jogada
bns-runs-brute = Pilhas seguras pela força bruta
bns-runs-formula = Intervalos seguros do Teorema 1
bns-runs-verdict = Veredicto
bns-runs-more = … e mais { $more }
bns-runs-more-differ = … e mais { $more } ({ $missing } delas diferem)
bns-runs-none = nenhuma
bns-runs-same = iguais
bns-runs-wrong = a fórmula está errada aqui
bns-runs-first = primeiro em { $diff }
bns-runs-weak-holds = Condição do resumo a partir da jogada { $move }: vale
bns-runs-weak-fails = Condição do resumo a partir da jogada { $move }: não vale

## O quadro da fórmula

bns-formula-title = A fórmula do Teorema 1 em qualquer pilha
bns-formula-explain = Os limites <i>A<sub>j</sub></i> e <i>B<sub>j</sub></i> são somas das sequências, então a
    fórmula responde na hora, mesmo para 10<sup>18</sup> fichas. Ela só é um teorema onde suas condições valem;
    para as pilhas e jogadas que a força bruta resolveu acima, a resposta dela aparece ao lado.
bns-formula-pile = Pilha <span class="math">n</span> (até 10^18)
bns-formula-move = na jogada <span class="math">k</span>
bns-formula-quick =
    .aria-label = Pilhas de exemplo
bns-quick-try = Experimente:
bns-quick-paper = pilha 15, jogada 3
bns-formula-enter-pile = Digite uma pilha: um número inteiro n ≥ 0 (10^18 também funciona).
bns-formula-enter-move = Digite um número de jogada k ≥ 1.
bns-formula-answer = Teorema 1: a pilha <strong>{ $pile }</strong> na jogada { $move } é <strong class="b-formula-word">{ $safe ->
        [safe] segura
       *[unsafe] não segura
    }</strong> ({ $safe ->
        [safe] quem tem a vez perde
       *[unsafe] quem tem a vez ganha
    }).
bns-formula-interval = Ela está no intervalo { $safe ->
        [safe] seguro
       *[unsafe] não seguro
    } <strong class="mono">[{ $from }, { $to }]</strong>{ $bounds } para as sequências a partir da jogada { $move }.
bns-formula-steps = O motor percorreu { $steps ->
        [one] { $steps } par
       *[other] { $steps } pares
    } de limites (A_j, B_j) e, onde as sequências são constantes, avançou de uma vez por divisão.
bns-formula-beyond = Além das pilhas e jogadas resolvidas acima pela força bruta.
bns-formula-beyond-fails = Além das pilhas resolvidas acima, e as condições (1) e (2) não valem aqui: o teorema não garante esta resposta.
bns-formula-wrong = A fórmula está errada aqui:
bns-formula-wrong-brute = a força bruta acha a pilha { $pile } na jogada { $move } { $safe ->
        [safe] segura
       *[unsafe] não segura
    }.
bns-formula-agrees = A força bruta concorda: a pilha { $pile } na jogada { $move } é { $safe ->
        [safe] segura
       *[unsafe] não segura
    }.

## Jogar contra o motor: o cartão

bns-play-title = Jogar contra o motor
bns-play-intro = Cada jogada tem duas etapas: primeiro o adversário de quem tem a vez proíbe até
    <i>c<sub>k</sub></i> das opções, depois o jogador tira uma das restantes. O motor proíbe antes das suas
    jogadas; você proíbe antes das jogadas dele.
bns-player = Nim com bloqueio contra o motor
bns-start-pile-error = Pilha inicial: { $error }
`;
