// The words of the lesson page fibonacci-nim.html in Brazilian Portuguese (see en.js).
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

fibonacci-nim-head-1 = Nim de Fibonacci e o jogo da função de jogada — uma lição do Nim Lab
fibonacci-nim-page-1 = Pular para a lição
fibonacci-nim-head-2 = <a data-l10n-name="link1">Lições</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = Idioma
fibonacci-nim-head-6 = Idioma do navegador
fibonacci-nim-head-3 = Nim de Fibonacci e o jogo da função de jogada
fibonacci-nim-head-4 = Uma pilha de fichas. O primeiro jogador pode tirar até um número dado; depois disso, cada jogador pode tirar no máximo o <strong>dobro</strong> do que o adversário acabou de tirar. Vence quem tira a última ficha. Quem vence, e como? Baseado em A. Holshouser e H. Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, Electronic Journal of Combinatorics 10 (2003) #N7.
fibonacci-nim-play-1 = 1. Jogue algumas partidas
fibonacci-nim-play-2 = Uma pilha de 20 fichas. Na primeira jogada você pode tirar de 1 a 19 fichas. Depois de uma jogada de <i>k</i> fichas, o outro jogador pode tirar no máximo 2<i>k</i>. Vence quem tira a última ficha.
fibonacci-nim-play-3 = O motor abaixo joga como <strong>iniciante</strong>: ele comete erros. Jogue contra ele algumas vezes e anote as pilhas das quais o jogador da vez não conseguia escapar.
fibonacci-nim-play-4 = Para o professor
fibonacci-nim-play-5 = Objetivo
fibonacci-nim-play-6 = Os alunos se familiarizam com o jogo e percebem que são as pilhas pequenas que o decidem.
fibonacci-nim-play-7 = Pergunte
fibonacci-nim-play-8 = “Com uma pilha de 3 e o direito de tirar 2, quem vence? E com uma pilha de 3 e o direito de tirar 1?”
fibonacci-nim-play-9 = Deixe que experimentem
fibonacci-nim-play-10 = O nível do motor pode ser alterado embaixo do tabuleiro: “Perfeito” nunca erra.
fibonacci-nim-lose-1 = 2. A partir de quais pilhas o primeiro jogador perde?
fibonacci-nim-lose-2 = Imagine uma nova partida com uma pilha de <i>N</i> fichas, em que a primeira jogada pode tirar qualquer quantidade, menos a pilha inteira. A partir de algumas pilhas, o primeiro jogador sempre consegue vencer. A partir de outras, o primeiro jogador perde se o outro não cometer nenhum erro: vamos chamá-las de <strong>inícios perdedores</strong>. Resolva primeiro no papel para pilhas pequenas.
fibonacci-nim-lose-3 = A lista de inícios perdedores do motor
fibonacci-nim-lose-4 = Para <span data-l10n-name="rule"></span>, o primeiro jogador perde a partir de <span data-l10n-name="fact-losing-starts"></span>
fibonacci-nim-lose-5 = Para o professor
fibonacci-nim-lose-6 = Conjecturas que os alunos costumam fazer
fibonacci-nim-lose-7 = “O primeiro jogador perde a partir de qualquer pilha par.”
fibonacci-nim-lose-8 = “As pilhas perdedoras são os números de Fibonacci 1, 2, 3, 5, 8, 13, …”
fibonacci-nim-lose-9 = Resposta
fibonacci-nim-lose-10 = As pilhas perdedoras são exatamente os membros da base <i>B<sub>f</sub></i> de Holshouser e Reiter (para 2x, os números de Fibonacci): a lista do motor acima.
fibonacci-nim-predict-1 = 3. Preveja a menor jogada vencedora
fibonacci-nim-predict-2 = A partir de uma pilha de <i>N</i>, algumas jogadas vencem e outras perdem. Escrevemos <i>g</i>(<i>N</i>) para o <strong>menor número de fichas que vence</strong>. Se as regras deixam você tirar pelo menos <i>g</i>(<i>N</i>), você pode vencer; se não, você perde. Preveja <i>g</i>(<i>N</i>) antes que o motor diga.
fibonacci-nim-predict-3 = Compare com a tabela do motor
fibonacci-nim-predict-4 = As pilhas destacadas são os inícios perdedores do passo 2.
fibonacci-nim-predict-5 = Para o professor
fibonacci-nim-predict-6 = Pergunte
fibonacci-nim-predict-7 = “Onde vale <i>g</i>(<i>N</i>) = <i>N</i>?” (Nas pilhas destacadas: ali nenhuma jogada menor que a pilha inteira vence.)
fibonacci-nim-predict-8 = Resposta
fibonacci-nim-zeckendorf-1 = 4. A estratégia: escreva <i>N</i> como uma soma
fibonacci-nim-zeckendorf-2 = Aqui está a receita para vencer. A partir da regra, o motor constrói uma lista de números chamada de sua <strong>base</strong> (<span data-l10n-name="fact-base-is-losing"></span>). Escreva a pilha <i>N</i> como soma de números da base: pegue o maior que couber, depois o maior que couber no que sobrou, e assim por diante. Então <strong>tire a menor parte</strong>. <span data-l10n-name="shown-later">Por exemplo, <span data-l10n-name="fact-example-20"></span></span> <span class="screen-only">O desenho faz isso para qualquer pilha: digite um número.</span>
fibonacci-nim-zeckendorf-3 = Para ir além: os nomes que os matemáticos usam
fibonacci-nim-zeckendorf-4 = A lista que a receita usa se chama <em>base</em> <i>B<sub>f</sub></i> da regra <i>f</i>; para 2<i>x</i> ela é formada pelos números de Fibonacci, e a soma é a <em>representação de Zeckendorf</em> de <i>N</i>. O teorema principal de Holshouser e Reiter calcula a menor jogada vencedora <i>g</i>(<i>N</i>) a partir da menor parte; o motor verifica esse teorema em cada intervalo que calcula.
fibonacci-nim-zeckendorf-5 = <strong>Você consegue vencer o motor a partir daqui?</strong> Uma pilha de 50, primeira jogada até 49. Agora o motor joga <strong>com perfeição</strong>: <span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = Para o professor
fibonacci-nim-zeckendorf-7 = Por que funciona
fibonacci-nim-zeckendorf-8 = Tirar a menor parte deixa uma pilha cuja menor parte é grande demais para o adversário tirar (teorema principal de Holshouser e Reiter: <i>g</i> é igual a <i>g</i><sub>0</sub>, calculada a partir da base). O motor verifica esse teorema em cada intervalo que calcula.
fibonacci-nim-zeckendorf-9 = Pergunte
fibonacci-nim-zeckendorf-10 = “Depois que você tira a menor parte, por que o adversário nunca consegue tirar a próxima menor parte?”
fibonacci-nim-rule-1 = 5. Mude a regra
fibonacci-nim-rule-2 = Troque “no máximo o dobro do que acabou de ser tirado” por outra função de jogada <i>f</i>. Todas as partidas, tabelas e frases desta página seguem a regra que você escolher.
fibonacci-nim-rule-3 =
    .aria-label = Funções de jogada
fibonacci-nim-rule-4 = Para <span data-l10n-name="rule"></span>, a base começa com <span data-l10n-name="fact-base-start"></span>
fibonacci-nim-rule-5 = Para o professor
fibonacci-nim-rule-6 = Conjecturas que os alunos costumam fazer
fibonacci-nim-rule-7 = “Com f(x) = x (nunca mais do que o adversário tirou), as pilhas perdedoras são as potências de 2.”
fibonacci-nim-rule-8 = “Uma f que cresce mais rápido sempre deixa a base mais esparsa: 2x − 1 dá menos pilhas perdedoras que x.”
fibonacci-nim-rule-9 = Resposta
fibonacci-nim-rule-10 = Para a regra escolhida agora: <span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. Para ir além: uma conjectura publicada, posta à prova
fibonacci-nim-conjecture-2 = Uma <strong>conjectura</strong> é uma afirmação em que alguém acredita, mas que ainda não provou. Holshouser e Reiter conjecturam: <em>se a menor jogada vencedora g(N) fica tão grande quanto se queira, então os inícios perdedores crescem exponencialmente</em> — cada um é pelo menos um número fixo de vezes maior que o anterior. Um único contraexemplo mostraria que ela é falsa; o motor pode procurar indícios. <span class="screen-only">Escolha <strong>x²</strong> acima ou use o botão:</span>
fibonacci-nim-conjecture-3 = Usar f(x) = x²
fibonacci-nim-conjecture-4 = A tabela mostra os últimos inícios perdedores <i>b<sub>k</sub></i> que o motor encontrou e, na última coluna, quantas vezes cada um é maior que o anterior.
fibonacci-nim-conjecture-5 = Para o professor
fibonacci-nim-conjecture-6 = Objetivo
fibonacci-nim-conjecture-7 = Distinguir uma conjectura de um teorema, e indícios de uma prova.
fibonacci-nim-conjecture-8 = Por que x²
fibonacci-nim-conjecture-9 = Quando f é crescente (não decrescente), o próximo membro da base é o último mais o menor membro <i>b</i> com f(<i>b</i>) pelo menos igual ao último; com f(x) = x², isso é mais ou menos a raiz quadrada dele, então os membros sobem devagar, como um múltiplo de <i>k</i>² (a tabela mostra <i>b<sub>k</sub></i> ao lado de <i>k</i>²/4), em vez de se multiplicarem.
fibonacci-nim-conjecture-10 = O que o motor encontra para x²
fibonacci-nim-page-2 =
    .aria-label = Folha de atividades
fibonacci-nim-handout-1 = Nim de Fibonacci — folha de atividades
fibonacci-nim-handout-2 = <strong>Regras.</strong> Uma pilha de fichas. O primeiro jogador pode tirar qualquer quantidade, menos a pilha inteira. Depois de uma jogada de <i>k</i> fichas, o outro jogador pode tirar no máximo 2<i>k</i>. Vence quem tira a última ficha.
fibonacci-nim-handout-3 = Complete: quem vence quando o primeiro jogador começa com uma pilha de <i>N</i>?
fibonacci-nim-handout-5 =
    .data-columns = N|o primeiro jogador vence ou perde?|uma primeira jogada vencedora
fibonacci-nim-handout-4 = Perguntas
`;
