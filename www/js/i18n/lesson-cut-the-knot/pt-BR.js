// The words of the lesson page cut-the-knot.html in Brazilian Portuguese (see en.js).
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

cut-the-knot-head-1 = Os jogos de uma pilha do Cut The Knot — uma lição do Nim Lab
cut-the-knot-page-1 = Pular para a lição
cut-the-knot-head-2 = <a data-l10n-name="link1">Lições</a> · <a data-l10n-name="link2">Nim Lab</a>
cut-the-knot-head-5 = Idioma
cut-the-knot-head-6 = Idioma do navegador
cut-the-knot-head-3 = Os jogos de uma pilha do Cut The Knot
cut-the-knot-head-4 = Uma pilha de fichas e uma regra que limita cada jogada: retirar entre <i>Min</i> e <i>Max</i> fichas, ou retirar no máximo <i>f</i> do que o adversário acabou de retirar. Quem vence, como saber antes de jogar, e o que acontece quando se joga com várias pilhas ao mesmo tempo? Baseada em A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002), e A. J. Schwenk, <cite>Take-Away Games</cite>, Fibonacci Quarterly 8 (1970) 225–234.
cut-the-knot-play-1 = 1. Jogue “Uma pilha” com Min e Max
cut-the-knot-play-2 = Uma pilha de fichas. Os jogadores jogam alternadamente; cada jogada retira <span data-l10n-name="part1"></span> Perde o jogador que não puder jogar (podem sobrar algumas fichas que ninguém consegue retirar).
cut-the-knot-play-3 = O motor abaixo joga como <strong>iniciante</strong>: ele comete erros. Jogue contra ele algumas vezes, a partir de pilhas diferentes, e anote as pilhas a partir das quais o jogador da vez não tinha como escapar.
cut-the-knot-play-4 = Começar com uma pilha de
cut-the-knot-play-5 = Para o professor
cut-the-knot-play-6 = Objetivo
cut-the-knot-play-7 = Os alunos se familiarizam com um jogo que tem um limite inferior além de um superior, e percebem que uma pilha pequena demais para se jogar é uma derrota para o jogador da vez.
cut-the-knot-play-8 = Pergunte
cut-the-knot-play-9 = “A partir de quais pilhas pequenas o jogador da vez não consegue jogar nada? Quem vence, então?”
cut-the-knot-play-10 = Deixe que experimentem
cut-the-knot-play-11 = Pilhas iniciais diferentes (o campo acima do tabuleiro) e o nível do motor abaixo do tabuleiro (“Perfeito” nunca erra).
cut-the-knot-play-12 = A regra atual
cut-the-knot-predict-1 = 2. P ou N? Preveja quem vence
cut-the-knot-predict-2 = Uma pilha é uma <strong>posição P</strong> quando o jogador <strong>P</strong>révio (o que acabou de jogar) vence com o melhor jogo: quem tiver de jogar a partir dela perde. É uma <strong>posição N</strong> quando vence o próximo jogador, o da vez (<strong>N</strong> de <i>next</i>, “próximo” em inglês). Uma pilha é N exatamente quando alguma jogada leva a uma posição P.
cut-the-knot-predict-3 = As posições P do motor para <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-p-positions"></span>
cut-the-knot-predict-4 = Para o professor
cut-the-knot-predict-5 = Objetivo
cut-the-knot-predict-6 = Raciocinar de trás para a frente a partir do fim: as pilhas a partir das quais ninguém pode jogar são P; uma pilha é N quando uma jogada chega a uma posição P; é P quando toda jogada chega a uma posição N.
cut-the-knot-predict-7 = Pergunte
cut-the-knot-predict-8 = “Quais pilhas são P porque não há jogada nenhuma? Qual é a primeira pilha que é P, mesmo havendo uma jogada possível?”
cut-the-knot-predict-9 = Conjecturas que os alunos costumam fazer
cut-the-knot-predict-10 = “As posições P são os múltiplos de Min + Max.”
cut-the-knot-predict-11 = “S é uma posição P exatamente quando S mod (Min + Max) &lt; Min.” (a regra de Bogomolny)
cut-the-knot-grundy-1 = 3. Números de Grundy, o período e a regra do artigo
cut-the-knot-grundy-2 = O <strong>número de Grundy</strong> G(<i>S</i>) de uma pilha de <i>S</i> fichas é calculado de baixo para cima. Uma pilha sem nenhuma jogada possível tem G = 0. Caso contrário, liste os números de Grundy das pilhas que estão a uma jogada de distância; G(<i>S</i>) é o menor número natural (0, 1, 2, …) que <em>falta</em> nessa lista (o <dfn>mex</dfn>, do inglês “minimum excluded”, o mínimo excluído). As posições P são exatamente as pilhas com G = 0.
cut-the-knot-grundy-3 = A tabela do motor, no formato do applet do Cut The Knot (com as posições P destacadas):
cut-the-knot-grundy-4 = Bogomolny escreve: <em>as posições P são as pilhas cujo tamanho S satisfaz 0 ≤ S mod (Min + Max) &lt; Min</em>. Em palavras: divida <i>S</i> por Min + Max; a pilha é P quando o <dfn>resto</dfn> (“<i>S</i> mod (Min + Max)”) é menor que Min. O motor confere essa regra com a sua tabela:
cut-the-knot-grundy-5 = Para o professor
cut-the-knot-grundy-6 = Por que existe um período
cut-the-knot-grundy-7 = G(<i>S</i>) só depende dos números de Grundy das Max pilhas imediatamente abaixo, então, assim que uma janela de Max valores se repete, a sequência inteira se repete. O motor encontra a primeira repetição e a usa para responder sobre pilhas de qualquer tamanho.
cut-the-knot-grundy-8 = Pergunte
cut-the-knot-grundy-9 = “Por que G(<i>S</i>) nunca pode ser maior que o número de jogadas diferentes?”
cut-the-knot-grundy-10 = Conjecturas que os alunos costumam fazer
cut-the-knot-grundy-11 = “Os números de Grundy se repetem com período Min + Max.”
cut-the-knot-grundy-12 = “G(S) é sempre 0, 1 ou 2.”
cut-the-knot-grundy-13 = Resposta
cut-the-knot-takeaway-1 = 4. Jogos de retirada e a sequência <i>H</i> de Schwenk
cut-the-knot-takeaway-2 = Um novo tipo de limite. A primeira jogada pode retirar qualquer quantidade de fichas, <strong>menos a pilha inteira</strong>. Depois disso, um jogador pode retirar no máximo <i>f</i>(<i>k</i>) fichas, onde <i>k</i> é quanto o adversário acabou de retirar. Vence quem retirar a última ficha. Aqui, <span data-l10n-name="rule"></span>.
cut-the-knot-takeaway-3 = Começar com uma pilha de
cut-the-knot-takeaway-4 = Schwenk constrói uma sequência a partir de <i>f</i>: <i>H</i><sub>1</sub> = 1 e <i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>, onde <i>m</i> é o menor <i>j</i> com <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>. O teorema dele: quando <i>f</i> nunca diminui e <i>f</i>(<i>x</i>) ≥ <i>x</i>, as pilhas iniciais a partir das quais o primeiro jogador perde são exatamente os termos de <i>H</i>.
cut-the-knot-takeaway-5 = Para o professor
cut-the-knot-takeaway-6 = Objetivo
cut-the-knot-takeaway-7 = Construir uma sequência a partir de uma regra, um passo de cada vez, e relacioná-la com o jogo.
cut-the-knot-takeaway-8 = Pergunte
cut-the-knot-takeaway-9 = “Por que uma pilha de 1 está perdida para o primeiro jogador?” (A primeira jogada não pode retirar a pilha inteira: não há jogada nenhuma.) “E uma pilha de 2?”
cut-the-knot-takeaway-10 = Conjecturas que os alunos costumam fazer
cut-the-knot-takeaway-11 = “Para f(x) = 2x (Nim de Fibonacci), H é formada pelos números de Fibonacci 1, 2, 3, 5, 8, 13, …”
cut-the-knot-takeaway-12 = “f(x) = x e f(x) = 2x − 1 são regras diferentes, então dão sequências H diferentes.”
cut-the-knot-takeaway-13 = Resposta
cut-the-knot-strategy-1 = 5. A estratégia: remover o 1 mais à direita
cut-the-knot-strategy-2 = Confira suas previsões: a sequência <i>H</i> do motor para <span data-l10n-name="rule"></span>, e como cada termo é encontrado.
cut-the-knot-strategy-3 = Escreva <i>N</i> como soma de termos de <i>H</i>: pegue o maior termo que cabe, depois o maior que cabe no que sobrou, e assim por diante. Isso dá a <i>N</i> sua própria fileira de algarismos, como no sistema <dfn>binário</dfn>: um algarismo para cada termo de <i>H</i>, 1 onde ele é usado, 0 onde não é. A jogada vencedora de Schwenk é <strong>remover o 1 mais à direita</strong> — retirar a menor parte.
cut-the-knot-strategy-4 = Escreva <i>N</i> =
cut-the-knot-strategy-5 = <strong>Você consegue vencer o motor a partir daqui?</strong> Uma pilha de 50; a primeira jogada pode retirar até 49. Agora o motor joga <strong>perfeitamente</strong>: <span data-l10n-name="fact-challenge-50"></span>
cut-the-knot-strategy-6 = Para o professor
cut-the-knot-strategy-7 = Por que funciona (sob as hipóteses de Schwenk)
cut-the-knot-strategy-8 = Depois que você retira a menor parte <i>t</i>, o adversário pode retirar no máximo <i>f</i>(<i>t</i>), e numa representação <i>f</i>(<i>t</i>) é menor que a parte seguinte: o adversário não consegue remover um 1, então a quantidade de algarismos 1 só diminui nas suas jogadas. Abaixo do tabuleiro da partida, a pilha aparece escrita com <i>H</i> antes e depois de cada jogada.
cut-the-knot-strategy-9 = Pergunte
cut-the-knot-strategy-10 = “Depois que você remove o 1 mais à direita, por que o adversário nunca consegue remover o seguinte?”
cut-the-knot-strategy-11 = Resposta
cut-the-knot-sum-1 = 6. Valores de Grundy e uma fileira de pilhas
cut-the-knot-sum-2 = Agora há várias pilhas, cada uma sendo um jogo de retirada próprio, com seu próprio limite. Uma jogada retira de <strong>uma só</strong> pilha; vence quem retirar a última ficha da última pilha. Cada pilha recebe um número de Grundy pela regra do mex, e quem decide a fileira é a <strong>soma nim</strong> (⊕): escreva os números de Grundy em binário e some cada coluna sem “vai um” — uma coluna com uma quantidade par de 1 dá 0, uma quantidade ímpar dá 1. O jogador da vez vence exatamente quando a soma nim não é 0 (o teorema de Sprague–Grundy).
cut-the-knot-sum-3 = Os números de Grundy das pilhas iniciais segundo o motor, G(<i>N</i>, <i>N</i> − 1), para <span data-l10n-name="rule"></span> (a primeira jogada pode retirar até <i>N</i> − 1; os inícios perdedores aparecem destacados):
cut-the-knot-sum-4 = Todas as posições (<i>N</i>, <i>x</i>): uma pilha de <i>N</i> da qual se pode retirar no máximo <i>x</i>
cut-the-knot-sum-5 = Agora jogue uma fileira de pilhas contra o motor (de novo como iniciante). O tabuleiro mostra o número de Grundy de cada pilha e a soma nim.
cut-the-knot-sum-6 = Para o professor
cut-the-knot-sum-7 = Objetivo
cut-the-knot-sum-8 = Um jogo que é uma soma de jogos se vence combinando um número por jogo, e a maneira certa de combiná-los é a soma nim, não a soma comum.
cut-the-knot-sum-9 = Pergunte
cut-the-knot-sum-10 = “Qual pilha você pode mudar para que o número de Grundy dela se torne a soma nim das outras?”
cut-the-knot-sum-11 = Conjecturas que os alunos costumam fazer
cut-the-knot-sum-12 = “O jogador da vez vence quando a soma comum dos números de Grundy não é 0.”
cut-the-knot-sum-13 = “Uma fileira formada só por inícios perdedores está perdida para o jogador da vez.”
cut-the-knot-sum-14 = Resposta
cut-the-knot-rule-1 = 7. Mude a regra
cut-the-knot-rule-2 = Escolha outro conjunto de retiradas para “Uma pilha” e outra <i>f</i> para os jogos de retirada. Cada jogo, tabela, frase e pergunta desta página segue as regras que você escolher.
cut-the-knot-rule-3 =
    .aria-label = Conjuntos de retiradas para “Uma pilha”
cut-the-knot-rule-4 = Para <span data-l10n-name="part1"></span>: <span data-l10n-name="fact-set-summary"></span>
cut-the-knot-rule-5 =
    .aria-label = Funções de jogada f para os jogos de retirada
cut-the-knot-rule-6 = Para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-f-summary"></span>
cut-the-knot-rule-7 = Para o professor
cut-the-knot-rule-8 = Objetivo
cut-the-knot-rule-9 = Ver quais afirmações sobrevivem a uma mudança de regra e quais só valiam para um exemplo.
cut-the-knot-rule-10 = Pergunte
cut-the-knot-rule-11 = “Com o conjunto {"{"}1, 3, 4{"}"}, a regra de Bogomolny ainda vale? Ela chega a ser enunciada?” (Ela só é enunciada quando as retiradas formam um único intervalo Min … Max.)
cut-the-knot-rule-12 = Conjecturas que os alunos costumam fazer
cut-the-knot-rule-13 = “Uma f que cresce mais depressa dá menos inícios perdedores: f(x) = 3x tem menos que f(x) = 2x.”
cut-the-knot-rule-14 = Resposta
cut-the-knot-schwenk-1 = 8. Onde as afirmações de Schwenk falham
cut-the-knot-schwenk-2 = O teorema de Schwenk tem hipóteses: <i>f</i> nunca diminui, e <i>f</i>(<i>x</i>) ≥ <i>x</i>. A página do Cut The Knot afirma também que todo <i>N</i> tem exatamente uma representação por <i>H</i>, e que só <i>H</i> tem essa propriedade. O motor confere cada afirmação testando todas as partidas (força bruta), para qualquer <i>f</i>. Experimente uma regra que difere de 2<i>x</i> em um único ponto:
cut-the-knot-schwenk-3 = Usar f(x) = 2x, exceto f(3) = 1
cut-the-knot-schwenk-4 = Esse início escrito com <i>H</i>, conferido pelo motor:
cut-the-knot-schwenk-5 = Todas as afirmações, conferidas pelo motor para <span data-l10n-name="rule"></span>:
cut-the-knot-schwenk-6 = Para ir além: <i>H</i> ao lado dos inícios perdedores e da base <i>B<sub>f</sub></i> do jogo de função de jogada
cut-the-knot-schwenk-7 = Para o professor
cut-the-knot-schwenk-8 = Objetivo
cut-the-knot-schwenk-9 = Um teorema só vale o que valem suas hipóteses: fora delas, uma afirmação pode continuar valendo, ou falhar, e só uma demonstração ou um contraexemplo decide a questão.
cut-the-knot-schwenk-10 = Pergunte
cut-the-knot-schwenk-11 = “Qual hipótese falha para esta f, e onde?” “O conjunto dos inícios perdedores ainda tem uma descrição simples?” (Compare com os <i>N</i> em que <i>g</i>(<i>N</i>) = <i>N</i> no jogo de função de jogada de Holshouser e Reiter: o motor confere essa afirmação também, sem nenhuma hipótese sobre <i>f</i>.)
cut-the-knot-schwenk-12 = Conjecturas que os alunos costumam fazer
cut-the-knot-schwenk-13 = “Qualquer que seja f, os inícios perdedores são exatamente H.” (testada com f(x) = 2x exceto f(3) = 1)
cut-the-knot-schwenk-14 = “Remover o 1 mais à direita sempre vence a partir de um início que não está em H.” (a mesma f)
cut-the-knot-schwenk-15 = “Os inícios perdedores são os N com g(N) = N no jogo de função de jogada.” (a mesma f)
cut-the-knot-page-2 =
    .aria-label = Folha de atividades
cut-the-knot-handout-1 = Os jogos de uma pilha do Cut The Knot — folha de atividades
cut-the-knot-handout-2 = <strong>Uma pilha (<span data-l10n-name="part1"></span>).</strong> Uma pilha de fichas. Cada jogada retira <span data-l10n-name="part2"></span> Perde o jogador que não puder jogar.
cut-the-knot-handout-3 = <strong>Retirada com <span data-l10n-name="rule"></span>.</strong> Uma pilha. A primeira jogada retira qualquer quantidade, menos a pilha inteira; depois de uma jogada de <i>k</i> fichas, o outro jogador pode retirar no máximo <i>f</i>(<i>k</i>). Vence quem retirar a última ficha.
cut-the-knot-handout-4 = Preencha: Uma pilha, <span data-l10n-name="part1"></span>
cut-the-knot-handout-7 =
    .data-columns = S|P ou N?|Número de Grundy G(S)
cut-the-knot-handout-5 = Preencha: retirada com <span data-l10n-name="rule"></span>, começando com uma pilha de <i>N</i>
cut-the-knot-handout-8 =
    .data-columns = N|o primeiro jogador vence ou perde?|uma primeira jogada vencedora
cut-the-knot-handout-6 = Perguntas
`;
