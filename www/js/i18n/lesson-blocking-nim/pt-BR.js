// The words of the lesson page blocking-nim.html in Brazilian Portuguese (see en.js).
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

blocking-nim-head-1 = Nim com bloqueio: o adversário proíbe algumas jogadas — uma lição do Nim Lab
blocking-nim-page-1 = Pular para a lição
blocking-nim-head-2 = <a data-l10n-name="link1">Lições</a> · <a data-l10n-name="link2">Nim Lab</a>
blocking-nim-head-5 = Idioma
blocking-nim-head-6 = Idioma do navegador
blocking-nim-head-3 = Nim com bloqueio: o adversário proíbe algumas jogadas
blocking-nim-head-4 = Uma pilha de fichas. As jogadas são numeradas 1, 2, 3, … ao longo de toda a partida. Na jogada <i>k</i>, quem tem a vez deve tirar entre <i>m<sub>k</sub></i> e <i>M<sub>k</sub></i> fichas — mas antes o <strong>adversário</strong> pode proibir até <i>c<sub>k</sub></i> dessas opções. Quem fica sem nenhuma opção permitida perde. Quem vence, e como? Baseada em A. Flammenkamp, A. Holshouser e H. Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, Electronic Journal of Combinatorics 10 (2003) #N4.
blocking-nim-play-1 = 1. Jogue algumas partidas
blocking-nim-play-2 = Três sequências definem as regras: na jogada <i>k</i> você tira no mínimo <i>m<sub>k</sub></i> e no máximo <i>M<sub>k</sub></i> fichas (nunca mais do que há na pilha), e antes o adversário pode proibir até <i>c<sub>k</sub></i> dessas opções. A lição começa com o exemplo resolvido do artigo; as sequências agora são
blocking-nim-play-3 =
    .aria-label = Os primeiros valores das sequências
blocking-nim-play-4 = A última linha, <i>u</i>, diz quanta liberdade de escolha os bloqueios deixam. Na jogada <i>i</i> há <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> + 1 quantidades diferentes para tirar; o adversário proíbe até <i>c<sub>i</sub></i> delas, então numa pilha grande sobram pelo menos <i>u<sub>i</sub></i> + 1 opções, onde <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>. Quando <i>u<sub>i</sub></i> é menor que 0, o adversário pode proibir todas as opções.
blocking-nim-play-5 = Cada jogada tem duas metades. Antes de <em>você</em> tirar, o motor proíbe algumas opções (elas aparecem riscadas); antes de o <em>motor</em> tirar, quem proíbe é você: clique em até <i>c<sub>k</sub></i> opções dele e depois em “Deixar o motor jogar”. O motor abaixo joga como <strong>iniciante</strong>: ele comete erros. Jogue contra ele algumas vezes, também a partir de outras pilhas: digite uma pilha inicial abaixo do tabuleiro e depois clique em “Nova partida”.
blocking-nim-play-6 = Para o professor
blocking-nim-play-7 = Objetivo
blocking-nim-play-8 = Os alunos ganham intuição sobre as duas metades de uma jogada (primeiro proibir, depois tirar) e sobre como o número da jogada muda as regras ao longo da partida.
blocking-nim-play-9 = Pergunte
blocking-nim-play-10 = “Quando você proíbe, quais opções do motor você proíbe primeiro?” (As que dariam a vitória a ele.) “Quando o motor pode proibir <em>todas</em> as suas opções?”
blocking-nim-play-11 = Conjecturas que os alunos costumam fazer
blocking-nim-play-12 = “Começar é sempre uma vantagem: o primeiro jogador vence a partir de qualquer pilha.”
blocking-nim-play-13 = Resposta
blocking-nim-play-14 = Deixe que experimentem
blocking-nim-play-15 = O nível do motor pode ser mudado abaixo do tabuleiro: “Perfeito” nunca erra.
blocking-nim-safe-1 = 2. Pilhas seguras, jogada a jogada
blocking-nim-safe-2 = Uma pilha é <strong>segura</strong> na jogada <i>k</i> quando quem tem a vez nela perde contra o jogo perfeito (o adversário proíbe primeiro as opções vencedoras e depois responde bem); caso contrário, ela é <strong>não segura</strong>. A mesma pilha pode ser segura numa jogada e não segura em outra, porque as sequências mudam com o número da jogada. Preveja e depois confira: o motor testa todas as partidas a partir dessa pilha (<dfn>força bruta</dfn>) e explica por quê.
blocking-nim-safe-3 = As pilhas seguras segundo o motor na jogada 3: <span data-l10n-name="fact-safe-list-3"></span>
blocking-nim-safe-4 = As pilhas seguras segundo o motor na jogada 2: <span data-l10n-name="fact-safe-list-2"></span>
blocking-nim-safe-5 = Para o professor
blocking-nim-safe-6 = Objetivo
blocking-nim-safe-7 = A ideia de pilha segura, e que ela depende do número da jogada.
blocking-nim-safe-8 = Pergunte
blocking-nim-safe-9 = “Uma pilha não é segura quando você tem uma opção que deixa uma pilha segura. Por que isso não basta aqui?” (O adversário pode proibir essa opção: você precisa de <em>mais</em> opções vencedoras do que <i>c<sub>k</sub></i>.)
blocking-nim-safe-10 = Conjecturas que os alunos costumam fazer
blocking-nim-safe-11 = “Toda pilha menor que <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> é segura na jogada <i>k</i>.”
blocking-nim-safe-12 = “As pilhas seguras são as mesmas em todas as jogadas.”
blocking-nim-next-1 = 3. Preveja a próxima pilha segura
blocking-nim-next-2 = As pilhas seguras aparecem em <em>sequências</em> de pilhas consecutivas. Logo acima de uma sequência segura, quem tem a vez dispõe de mais opções que deixam uma pilha segura na jogada seguinte do que o adversário pode proibir; a próxima pilha segura é a primeira em que isso deixa de acontecer. Preveja onde começa a próxima sequência segura.
blocking-nim-next-3 = Para o professor
blocking-nim-next-4 = Pergunte
blocking-nim-next-5 = “A partir de uma pilha logo acima do fim de uma sequência segura, que pilhas quem tem a vez pode alcançar na jogada seguinte? Até onde isso vale?”
blocking-nim-next-6 = Conjecturas que os alunos costumam fazer
blocking-nim-next-7 = “Depois da primeira, as sequências seguras da jogada 1 são igualmente espaçadas.”
blocking-nim-next-8 = “Todas as sequências seguras da jogada 1 têm o mesmo comprimento.”
blocking-nim-theorem-1 = 4. A estratégia: onde estão as sequências seguras
blocking-nim-theorem-2 = Flammenkamp, Holshouser e Reiter descobriram onde começa e onde termina cada sequência segura da jogada 1, sem testar uma única partida. A primeira sequência segura começa em 0. A segunda começa em (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>): o máximo que você pode tirar na jogada 1 menos os bloqueios dela, mais o mínimo que você deve tirar na jogada 2 mais os bloqueios dela. Cada sequência segura seguinte soma mais dois parênteses desse tipo. O <dfn>teorema</dfn> deles (Teorema 1) diz que essas sequências são exatamente as pilhas seguras sempre que valem duas condições: <strong>(1)</strong> o número de bloqueios <i>c</i> nunca diminui de uma jogada para a seguinte, e <strong>(2)</strong> o número de opções que sobram depois dos bloqueios (<i>u</i>, etapa 1) nunca é menor que 0 e nunca diminui.
blocking-nim-theorem-3 = <strong>A estratégia:</strong> a partir de uma pilha não segura, tire de modo que seu adversário encontre, na jogada seguinte, uma pilha de uma sequência segura — o teorema garante que então você sempre tem mais opções assim do que seu adversário pode proibir. Para as sequências escolhidas agora: <span data-l10n-name="fact-conditions-now"></span>
blocking-nim-theorem-4 = <span data-l10n-name="fact-theorem-check"></span> Todas as partidas testadas (quadrados cheios) ao lado das sequências seguras do Teorema 1 (colchetes), uma linha por jogada:
blocking-nim-theorem-5 = Para ir além: a fórmula de cada sequência segura
blocking-nim-theorem-6 = O artigo escreve as sequências seguras da jogada 1 como os intervalos [<i>A<sub>k</sub></i>, <i>B<sub>k</sub></i> − 1], <i>k</i> = 0, 1, 2, …, com
blocking-nim-theorem-7 = <i>A<sub>k</sub></i> = (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) + (<i>M</i><sub>3</sub> − <i>c</i><sub>3</sub>) + (<i>m</i><sub>4</sub> + <i>c</i><sub>4</sub>) + … + (<i>M</i><sub>2<i>k</i>−1</sub> − <i>c</i><sub>2<i>k</i>−1</sub>) + (<i>m</i><sub>2<i>k</i></sub> + <i>c</i><sub>2<i>k</i></sub>),<br> <i>B<sub>k</sub></i> = (<i>m</i><sub>1</sub> + <i>c</i><sub>1</sub>) + (<i>M</i><sub>2</sub> − <i>c</i><sub>2</sub>) + (<i>m</i><sub>3</sub> + <i>c</i><sub>3</sub>) + … + (<i>M</i><sub>2<i>k</i></sub> − <i>c</i><sub>2<i>k</i></sub>) + (<i>m</i><sub>2<i>k</i>+1</sub> + <i>c</i><sub>2<i>k</i>+1</sub>)
blocking-nim-theorem-8 = (numa jogada posterior, comece as sequências a partir dela). A condição (1) é <i>c<sub>i</sub></i> ≤ <i>c<sub>i+1</sub></i>; a condição (2) é 0 ≤ <i>u<sub>i</sub></i> ≤ <i>u<sub>i+1</sub></i>.
blocking-nim-theorem-9 = O Teorema 1 também responde para pilhas grandes demais para testar todas as partidas:
blocking-nim-theorem-10 = Para ir além: o Teorema 1 em qualquer pilha, mesmo enorme
blocking-nim-theorem-11 = Pilha <i>n</i> (até 10^18)
blocking-nim-theorem-12 = na jogada <i>k</i>
blocking-nim-theorem-13 =
    .aria-label = Pilhas de exemplo
blocking-nim-theorem-14 = <strong>Você consegue vencer o motor a partir daqui?</strong> Você joga primeiro, a partir de uma pilha de <span data-l10n-name="fact-challenge-pile"></span>; agora o motor joga e proíbe <strong>com perfeição</strong>. <span data-l10n-name="fact-challenge"></span>
blocking-nim-theorem-15 = Para o professor
blocking-nim-theorem-16 = Por que funciona
blocking-nim-theorem-17 = A partir de uma pilha em [<i>B<sub>k</sub></i>, <i>A<sub>k+1</sub></i> − 1], quem tem a vez pode alcançar o intervalo seguro logo abaixo tirando no mínimo <i>m</i> + <i>c</i> e no máximo <i>M</i> − <i>c</i> fichas, então os <i>c</i> bloqueios não conseguem impedi-lo; a partir de um intervalo seguro, cada opção que o adversário deixa cai no intervalo não seguro logo abaixo (a indução do artigo, relações (10) e (11)).
blocking-nim-theorem-18 = Pergunte
blocking-nim-theorem-19 = “Por que <i>M</i> − <i>c</i> aparece com as jogadas ímpares em <i>A<sub>k</sub></i>, e <i>m</i> + <i>c</i> com as pares?”
blocking-nim-theorem-20 = Conjecturas que os alunos costumam fazer
blocking-nim-theorem-21 = “Os intervalos do Teorema 1 são exatamente as pilhas seguras em todas as jogadas.”
blocking-nim-theorem-22 = “Proibir <i>c</i> opções é o mesmo que jogar sem bloqueios tendo de tirar entre <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> e <i>M<sub>k</sub></i> − <i>c<sub>k</sub></i> fichas.”
blocking-nim-rule-1 = 5. Mude a regra
blocking-nim-rule-2 = Escolha outras sequências: um exemplo ou as suas (uma expressão em <i>i</i> como <span class="mono">i + 2</span> ou <span class="mono">i/3</span>, ou uma lista cujo último valor se repete, como <span class="mono">1, 0</span>). Cada partida, imagem e frase desta página segue as sequências que você escolher.
blocking-nim-rule-3 =
    .aria-label = Sequências de exemplo
blocking-nim-rule-4 =
    .aria-label = Suas próprias sequências
blocking-nim-rule-5 = Bloqueios <i>c<sub>i</sub></i> =
blocking-nim-rule-6 = Tirar no mínimo <i>m<sub>i</sub></i> =
blocking-nim-rule-7 = Tirar no máximo <i>M<sub>i</sub></i> =
blocking-nim-rule-8 = Usar estas sequências
blocking-nim-rule-9 =
    .aria-label = Os primeiros valores das sequências
blocking-nim-rule-10 = Na jogada 1, as pilhas seguras até <span data-l10n-name="fact-upto"></span> são <span data-l10n-name="fact-safe-move-1"></span>
blocking-nim-rule-11 = Para o professor
blocking-nim-rule-12 = Conjecturas que os alunos costumam fazer
blocking-nim-rule-13 = “Sem bloqueios, tirando de 1 a 3 (<i>c</i> = 0, <i>m</i> = 1, <i>M</i> = 3), as pilhas seguras são os múltiplos de 4.”
blocking-nim-rule-14 = “Tirando de 1 a 4 com um bloqueio (<i>c</i> = 1, <i>m</i> = 1, <i>M</i> = 4), as pilhas seguras são os múltiplos de 5.”
blocking-nim-rule-15 = Resposta
blocking-nim-rule-16 = Para as sequências escolhidas agora: <span data-l10n-name="fact-theorem-now"></span>
blocking-nim-summary-1 = 6. O resumo do artigo, posto à prova
blocking-nim-summary-2 = Depois da demonstração, o resumo do artigo faz uma afirmação mais ousada: uma condição <em>mais fraca</em> que (1) e (2) <em>basta</em> para que as sequências seguras sejam exatamente as pilhas seguras, e ela também é <em>necessária</em> — onde quer que ela não valha, as sequências seguras estão erradas. A condição mais fraca: <i>u</i> nunca é menor que 0, e as sequências seguras da fórmula são de fato sequências separadas (cada uma termina antes de a seguinte começar). O resumo não dá nenhuma demonstração, então a afirmação é só uma <dfn>conjectura</dfn>. O motor testa as duas metades nas sequências escolhidas agora, contra todas as partidas: onde a condição vale, as sequências seguras são as pilhas seguras? Onde ela não vale, elas estão erradas? Experimente os dois exemplos em que o motor encontra um <dfn>contraexemplo</dfn>:
blocking-nim-summary-3 = Os veredictos do motor para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-summary-now"></span>
blocking-nim-summary-4 = Para ir além: cada condição e cada afirmação, como o artigo as enuncia
blocking-nim-summary-5 = Para ir além: o resumo nas palavras do artigo
blocking-nim-summary-6 = O resumo diz que as condições (1) e (2) podem ser substituídas por <i>u<sub>i</sub></i> ≥ 0 para todo <i>i</i>, junto com as desigualdades do Lema 1, <i>A<sub>k</sub></i> &lt; <i>B<sub>k</sub></i> &lt; <i>A<sub>k+1</sub></i>, e chama essa condição de <em>necessária e suficiente</em> para que os intervalos sejam as pilhas seguras: “suficiente” é a primeira metade acima (basta), “necessária” a segunda (é preciso).
blocking-nim-summary-7 = Para o professor
blocking-nim-summary-8 = Objetivo
blocking-nim-summary-9 = Ler criticamente uma afirmação publicada: um teorema com sua demonstração e uma observação num resumo, sem demonstração. O motor julga as duas com as mesmas sequências.
blocking-nim-summary-10 = Conjecturas que os alunos costumam fazer
blocking-nim-summary-11 = “O Teorema 1 vale: onde (1) e (2) valem, os intervalos são as pilhas seguras.”
blocking-nim-summary-12 = “A condição do resumo é suficiente: onde ela vale, os intervalos são as pilhas seguras.”
blocking-nim-summary-13 = “A condição do resumo é necessária: onde ela não vale, os intervalos não são as pilhas seguras.”
blocking-nim-summary-14 = Pergunte
blocking-nim-summary-15 = “Que parte da demonstração do Teorema 1 usa a condição (1)? O que dá errado quando os bloqueios diminuem?”
blocking-nim-page-2 =
    .aria-label = Folha de atividades
blocking-nim-handout-1 = Nim com bloqueio — folha de atividades
blocking-nim-handout-2 = <strong>Regras.</strong> Uma pilha de fichas; as jogadas são numeradas 1, 2, 3, … ao longo de toda a partida. Na jogada <i>k</i>, quem tem a vez tira entre <i>m<sub>k</sub></i> e <i>M<sub>k</sub></i> fichas (não mais do que há na pilha), mas antes o adversário pode proibir até <i>c<sub>k</sub></i> dessas opções. Quem fica sem nenhuma opção permitida perde. Uma pilha é <strong>segura</strong> na jogada <i>k</i> quando quem tem a vez nela perde. As sequências: <span data-l10n-name="rule"></span>.
blocking-nim-handout-3 = Complete: a pilha <i>n</i> é segura?
blocking-nim-handout-5 =
    .data-columns = pilha n|segura na jogada 1?|segura na jogada 2?|uma opção que vence na jogada 1
blocking-nim-handout-4 = Perguntas
`;
