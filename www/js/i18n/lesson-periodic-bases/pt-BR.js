// The words of the lesson page periodic-bases.html in Brazilian Portuguese (see en.js).
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

periodic-bases-head-1 = Regras periódicas e várias bases — uma lição do Nim Lab
periodic-bases-page-1 = Pular para a lição
periodic-bases-head-2 = <a data-l10n-name="link1">Lições</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = Idioma
periodic-bases-head-6 = Idioma do navegador
periodic-bases-head-3 = Regras periódicas e várias bases
periodic-bases-head-4 = Uma pilha de fichas. Depois que seu adversário tira <i>x</i> fichas de uma pilha de <i>n</i>, você pode tirar no máximo <i>f</i>(<i>n</i>, <i>x</i>): o limite depende da jogada que acabou de ser feita <em>e</em> da pilha de onde ela foi feita, e <i>f</i> se repete em <i>n</i> com um período <i>t</i>. Vence quem tira a última ficha. Baseado em A. Holshouser e H. Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, Electronic Journal of Combinatorics 13 (2006) #N7, e no seu Exemplo 2.
periodic-bases-play-1 = 1. Jogue o jogo do artigo
periodic-bases-play-2 = Uma pilha de 20 fichas. Na primeira jogada você pode tirar de 1 a 19. Depois disso, quando seu adversário acabou de tirar <i>x</i> fichas de uma pilha de <i>n</i> (a pilha <em>antes</em> da jogada dele), você pode tirar no máximo <i>f</i>(<i>n</i>, <i>x</i>). Vence quem tira a última ficha.
periodic-bases-play-3 = O Exemplo 2 do artigo é o Nim de Fibonacci (tirar no máximo o dobro do que acabou de ser tirado) com uma exceção: depois de uma jogada de 3 a partir de uma pilha <em>ímpar</em>, o limite é 4. Então a regra olha se a pilha era par ou ímpar; ela se repete a cada duas pilhas, e dizemos que tem <strong>período</strong> <i>t</i> = 2.
periodic-bases-play-4 = A regra desta página agora: <span data-l10n-name="rule"></span>. Por exemplo, <span data-l10n-name="fact-limits"></span>
periodic-bases-play-5 = O motor abaixo joga como <strong>iniciante</strong>: ele comete erros. Jogue algumas partidas e anote as pilhas das quais o jogador da vez não conseguia escapar.
periodic-bases-play-6 = Para o professor
periodic-bases-play-7 = Objetivo
periodic-bases-play-8 = Os alunos se familiarizam com uma regra que olha para a pilha, além da última jogada.
periodic-bases-play-9 = Pergunte
periodic-bases-play-10 = “Seu adversário acabou de tirar 3 de uma pilha de 15. Quantas você pode tirar? E se a pilha tivesse 16?”
periodic-bases-play-11 = Resposta
periodic-bases-play-12 = Deixe que experimentem
periodic-bases-play-13 = O nível do motor pode ser alterado embaixo do tabuleiro: “Perfeito” nunca erra.
periodic-bases-games-1 = 2. Uma pilha, dois jogos
periodic-bases-games-2 = O truque do artigo é olhar para dois jogos ao mesmo tempo. O jogo <i>G</i><sub>0</sub> é o jogo do passo 1. O jogo <i>G</i><sub>1</sub> é o mesmo jogo, só que a regra lê cada pilha como se ela tivesse uma ficha a mais: uma pilha ímpar conta como par, e uma pilha par como ímpar.
periodic-bases-games-3 = Para que um segundo jogo? No meio de uma partida, o que sobra da pilha se joga como uma pilha nova em um dos dois jogos — qual deles depende de quantas fichas já foram tiradas (“Para ir além”, logo abaixo, explica exatamente como).
periodic-bases-games-4 = Aqui está <span data-l10n-name="fact-other-game-name"></span>, a partir da mesma pilha de 20:
periodic-bases-games-5 = A resposta do motor para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-losing-starts"></span>
periodic-bases-games-6 = Para ir além: os jogos <i>G<sub>i</sub></i> nas palavras do artigo
periodic-bases-games-7 = Para uma regra de período <i>t</i>, o artigo olha para <i>t</i> jogos ao mesmo tempo. O jogo <i>G<sub>i</sub></i> é o mesmo jogo com <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>) no lugar de <i>f</i>(<i>n</i>, <i>x</i>), em que <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>, o resto da divisão por <i>t</i>.
periodic-bases-games-8 = Tire <i>b</i> fichas no jogo <i>G<sub>i</sub></i>: o que sobra da pilha passa a se jogar exatamente como uma pilha nova no jogo <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, porque as <i>b</i> fichas tiradas continuam contando em <i>i</i> ⊕ <i>n</i>.
periodic-bases-games-9 = Para o professor
periodic-bases-games-10 = Objetivo
periodic-bases-games-11 = A mesma pilha pode ser vencedora em um jogo e perdedora em outro: o que a regra fez com as pilhas <em>anteriores</em> importa, então uma única lista de pilhas perdedoras não basta.
periodic-bases-games-12 = Pergunte
periodic-bases-games-13 = “Você tira 5 de uma pilha de 20 em <i>G</i><sub>0</sub>. Em que jogo estão as 15 fichas que sobram?” (<i>G</i><sub>0 ⊕ 5</sub>, ou seja, <span data-l10n-name="fact-residue-5"></span>.)
periodic-bases-games-14 = Conjecturas que os alunos costumam fazer
periodic-bases-games-15 = “Uma pilha que perde em <i>G</i><sub>0</sub> também perde em <i>G</i><sub>1</sub>.”
periodic-bases-games-16 = “As pilhas perdedoras de <i>G</i><sub>0</sub> são os números de Fibonacci 1, 2, 3, 5, 8, 13, …”
periodic-bases-predict-1 = 3. Preveja a menor jogada vencedora em cada jogo
periodic-bases-predict-2 = A partir de uma pilha de <i>n</i>, algumas jogadas vencem e outras perdem. Escrevemos <i>g</i><sub>0</sub>(<i>n</i>) para o <strong>menor número de fichas que vence</strong> a partir de uma pilha de <i>n</i> no jogo <i>G</i><sub>0</sub>, e <i>g</i><sub>1</sub>(<i>n</i>) para o mesmo em <i>G</i><sub>1</sub>. Se as regras deixam você tirar pelo menos essa quantidade, você pode vencer; se não, você perde.
periodic-bases-predict-3 = Agora compare com a tabela do motor para <span data-l10n-name="rule"></span> (célula destacada: <i>n</i> é membro da base daquele jogo, passo 4):
periodic-bases-predict-4 = Para ir além: o algoritmo 1 do artigo
periodic-bases-predict-5 = O artigo calcula a menor jogada vencedora do jogo <i>G<sub>i</sub></i> pilha por pilha: <i>g<sub>i</sub></i>(<i>n</i>) é o menor <i>k</i> com <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>), em que <i>g<sub>i</sub></i>(0) = ∞: uma jogada de <i>k</i> vence quando o adversário não pode tirar o suficiente para vencer a partir do que sobrou.
periodic-bases-predict-6 = Para o professor
periodic-bases-predict-7 = Pergunte
periodic-bases-predict-8 = “Em quais linhas as duas colunas diferem? Onde vale <i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i>?”
periodic-bases-predict-9 = Resposta
periodic-bases-predict-10 = Conjecturas que os alunos costumam fazer
periodic-bases-predict-11 = “<i>g</i><sub>0</sub>(<i>n</i>) nunca é maior que <i>g</i><sub>1</sub>(<i>n</i>).”
periodic-bases-bases-1 = 4. A estratégia: várias bases
periodic-bases-bases-2 = Cada jogo tem sua própria lista de pilhas especiais, sua <strong>base</strong>: <i>B</i><sub>0</sub> para <i>G</i><sub>0</sub> e <i>B</i><sub>1</sub> para <i>G</i><sub>1</sub>. O motor constrói essas bases:
periodic-bases-bases-3 = Para jogar a partir de uma pilha de <i>n</i>: separe o maior membro da base do jogo que couber. O resto se joga como uma pilha nova em um dos jogos: escreva-o na base <em>desse</em> jogo, e assim por diante. A última parte diz qual é a jogada vencedora. <span class="screen-only">Experimente algumas pilhas:</span>
periodic-bases-bases-4 = Para ir além: como as bases são construídas
periodic-bases-bases-5 = As bases são construídas juntas: cada uma começa com 1, 2, e o próximo membro de <i>B<sub>i</sub></i> é o seu último membro <i>b</i> mais o menor membro <i>c</i> da base do jogo <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> ao qual o adversário não conseguiria responder (<i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i>; em geral, um valor Θ ocupa o lugar de <i>b</i>: é o teorema 2 do artigo).
periodic-bases-bases-6 = <strong>Você consegue vencer o motor a partir daqui?</strong> Uma pilha de 50 no jogo <i>G</i><sub>0</sub>, primeira jogada até 49. Agora o motor joga <strong>com perfeição</strong>: <span data-l10n-name="fact-challenge-50"></span>
periodic-bases-bases-7 = Para o professor
periodic-bases-bases-8 = Por que funciona
periodic-bases-bases-9 = Tirar a última parte deixa uma pilha cuja própria última parte é grande demais para o adversário tirar (teoremas 1 e 2 do artigo). O motor confere os dois teoremas com o algoritmo 1 em cada pilha que calcula (passo 7).
periodic-bases-bases-10 = Pergunte
periodic-bases-bases-11 = “Por que a base em que você escreve o resto muda de uma parte para outra?” (Cada parte tirada desloca o jogo: <i>G<sub>i</sub></i> vira <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.)
periodic-bases-bases-12 = Conjecturas que os alunos costumam fazer
periodic-bases-bases-13 = “As pilhas a partir das quais o primeiro jogador perde em <i>G<sub>i</sub></i> são exatamente os membros de <i>B<sub>i</sub></i>.”
periodic-bases-example2-1 = 5. Para ir além: o Exemplo 2 comparado com o artigo
periodic-bases-example2-2 = O artigo não lista <i>B</i><sub>0</sub> e <i>B</i><sub>1</sub> para o Exemplo 2: ele as dá por fórmulas com os números de Fibonacci, com um padrão de seis termos que se repete. Primeiro calcule você mesmo um membro; depois veja o motor comparar cada membro que calcula com a fórmula do artigo. (Este passo trata sempre da regra do artigo, qualquer que seja a regra que você escolher no passo 6.)
periodic-bases-example2-3 = O artigo também observa que, para <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i> (e então <i>t</i> = 1), a base é formada pelos números de Fibonacci: é o Nim de Fibonacci. O motor: <span data-l10n-name="fact-fibonacci-nim"></span>
periodic-bases-example2-4 = Para o professor
periodic-bases-example2-5 = Objetivo
periodic-bases-example2-6 = Conferir linha por linha um resultado publicado: uma fórmula em um artigo é uma afirmação, e um cálculo pode confirmá-la (até onde ele chega) ou encontrar um erro de impressão.
periodic-bases-example2-7 = Pergunte
periodic-bases-example2-8 = “Onde as bases do Exemplo 2 se afastam dos números de Fibonacci pela primeira vez, e por que justamente ali?” (A única exceção da regra é uma jogada de 3.)
periodic-bases-example2-9 = O que o motor encontra
periodic-bases-example2-10 = Conjecturas que os alunos costumam fazer
periodic-bases-example2-11 = “Os membros de <i>B</i><sub>0</sub> crescem como os números de Fibonacci: cada um é cerca de 1,618 vez o anterior.”
periodic-bases-rule-1 = 6. Mude a regra
periodic-bases-rule-2 = Escolha outra <i>f</i>(<i>n</i>, <i>x</i>) periódica e seu período <i>t</i>, ou digite a sua (a regra vê <i>n</i> como o resto da divisão da pilha por <i>t</i>, ou seja, um dos números 0, 1, …, <i>t</i> − 1). Todas as partidas, tabelas e frases desta página seguem a regra que você escolher, exceto a verificação do Exemplo 2 no passo 5.
periodic-bases-rule-3 =
    .aria-label = Funções de jogada periódicas
periodic-bases-rule-4 = Para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-bases-start"></span>
periodic-bases-rule-5 = Para o professor
periodic-bases-rule-6 = Conjecturas que os alunos costumam fazer
periodic-bases-rule-7 = “Toda base começa com 1, 2, 3.”
periodic-bases-rule-8 = “Com período <i>t</i>, há <i>t</i> bases diferentes.”
periodic-bases-rule-9 = Resposta
periodic-bases-rule-10 = Para a regra escolhida agora: <span data-l10n-name="fact-losing-starts-short"></span>
periodic-bases-theorem-1 = 7. Para ir além: a condição do teorema 1, e onde suas conclusões falham
periodic-bases-theorem-2 = Um <strong>teorema</strong> diz: <em>se</em> suas condições valem, <em>então</em> suas conclusões valem. O que acontece com uma regra que não cumpre uma condição? O motor pode verificar.
periodic-bases-theorem-3 = O teorema 1 do artigo supõe, além do período, a condição (2): <i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1 (tirar uma ficha a mais nunca faz o limite cair mais de uma unidade). Então ele conclui: (1) <i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i> em cada membro <i>b</i> de <i>B<sub>i</sub></i>; (2) <i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i> em qualquer outra pilha; (3) entre dois membros, <i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>). O teorema 2 dispensa a condição (2) e, em vez disso, constrói suas bases com os valores Θ. O motor constrói as bases do teorema 1 para qualquer regra e confere cada conclusão com o algoritmo 1.
periodic-bases-theorem-4 = Testar uma regra em que a condição (2) falha
periodic-bases-theorem-5 = Voltar ao Exemplo 2
periodic-bases-theorem-6 = Primeiro faça sua previsão, para <span data-l10n-name="rule"></span>:
periodic-bases-theorem-7 = Agora a verificação que o motor faz dos dois teoremas, comparando-os com o algoritmo 1:
periodic-bases-theorem-8 = Para o professor
periodic-bases-theorem-9 = Objetivo
periodic-bases-theorem-10 = Para que serve uma hipótese: sem ela a demonstração não se sustenta, e o motor mostra onde as conclusões também falham — ou que elas podem continuar valendo mesmo assim.
periodic-bases-theorem-11 = Pergunte
periodic-bases-theorem-12 = “Se uma condição falha, uma conclusão também falha?”
periodic-bases-theorem-13 = Conjecturas que os alunos costumam fazer
periodic-bases-theorem-14 = “Quando a condição (2) falha, as conclusões do teorema 1 também falham.”
periodic-bases-theorem-15 = “O teorema 2, com seus valores Θ, descreve <i>g<sub>i</sub></i> para toda regra periódica.”
periodic-bases-theorem-16 = O que o motor encontra para a regra atual
periodic-bases-page-2 =
    .aria-label = Folha de atividades
periodic-bases-handout-1 = Regras periódicas e várias bases — folha de atividades
periodic-bases-handout-2 = <strong>Regras.</strong> Uma pilha de fichas. O primeiro jogador pode tirar qualquer quantidade, menos a pilha inteira. Depois de uma jogada de <i>x</i> fichas a partir de uma pilha de <i>n</i>, o outro jogador pode tirar no máximo <i>f</i>(<i>n</i>, <i>x</i>). No Exemplo 2 do artigo, <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>, exceto que, depois de uma jogada de 3 a partir de uma pilha ímpar, o limite é 4. O jogo <i>G</i><sub>0</sub> usa essa regra; o jogo <i>G</i><sub>1</sub> lê cada pilha como se ela tivesse uma ficha a mais. Vence quem tira a última ficha.
periodic-bases-handout-3 = Complete: quem vence quando o primeiro jogador começa com uma pilha de <i>N</i>?
periodic-bases-handout-5 =
    .data-columns = N|em G₀: o primeiro jogador vence ou perde?|em G₁: vence ou perde?|uma primeira jogada vencedora em G₀
periodic-bases-handout-4 = Perguntas
`;
