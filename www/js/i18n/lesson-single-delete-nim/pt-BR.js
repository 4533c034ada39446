// The words of the lesson page single-delete-nim.html in Brazilian Portuguese (see en.js).
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

single-delete-nim-head-1 = Nim de uma remoção — uma lição do Nim Lab
single-delete-nim-page-1 = Pular para a lição
single-delete-nim-head-2 = <a data-l10n-name="link1">Lições</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = Idioma
single-delete-nim-head-6 = Idioma do seu navegador
single-delete-nim-head-3 = Nim de uma remoção
single-delete-nim-head-4 = Algumas pilhas de fichas. Uma jogada tem duas partes: <strong>remover</strong> uma pilha inteira e depois <strong>dividir</strong> uma das outras pilhas em duas pilhas não vazias — por isso o número de pilhas nunca muda. Quem não puder jogar perde. Quem vence, e como saber? Baseada em <cite><a data-l10n-name="link1">Single-delete Nim</a></cite>, arXiv 2411.19453 (2024).
single-delete-nim-play-1 = 1. Jogue algumas partidas com duas pilhas
single-delete-nim-play-2 = Duas pilhas, de 6 e 9 fichas. Na sua jogada, remova uma pilha e divida a outra em duas pilhas, cada uma com pelo menos uma ficha. Depois seu adversário faz o mesmo com as duas pilhas que você deixou. Quando as duas pilhas têm uma única ficha, o jogador da vez não consegue dividir nada e perde.
single-delete-nim-play-3 = O motor abaixo joga como <strong>iniciante</strong>: ele erra. Jogue contra ele algumas vezes e anote os pares de pilhas dos quais o jogador da vez não conseguiu escapar.
single-delete-nim-play-4 = Duas palavras ajudam: uma <strong>posição P</strong> é aquela em que o jogador da vez <em>perde</em> se o adversário jogar bem (vence o jogador <em>prévio</em>, o que acabou de jogar); uma <strong>posição N</strong> é aquela em que o jogador da vez pode vencer (vence o <em>próximo</em> jogador: N de <i>next</i>, “próximo” em inglês).
single-delete-nim-play-5 = Para o professor
single-delete-nim-play-6 = Objetivo
single-delete-nim-play-7 = Os alunos aprendem a jogada (remover, depois dividir) e percebem que as posições pequenas decidem a partida.
single-delete-nim-play-8 = Pergunte
single-delete-nim-play-9 = “Com pilhas de 1 e 1, o jogador da vez pode fazer alguma coisa? E com 1 e 2? E com 2 e 2?”
single-delete-nim-play-10 = Vocabulário
single-delete-nim-play-11 = Uma <strong>posição P</strong> é aquela em que o jogador da vez perde contra o melhor jogo (vence o jogador <em>prévio</em>); uma <strong>posição N</strong> é aquela em que o jogador da vez vence (o <em>próximo</em> jogador).
single-delete-nim-play-12 = As respostas do motor para as posições pequenas
single-delete-nim-play-13 = O começo da partida
single-delete-nim-predict-1 = 2. Preveja: vitória ou derrota?
single-delete-nim-predict-2 = Antes de consultar qualquer coisa, faça sua previsão. O motor conhece todas as posições com pilhas pequenas e confere sua resposta.
single-delete-nim-predict-3 = Para o professor
single-delete-nim-predict-4 = Objetivo
single-delete-nim-predict-5 = Prever primeiro, conferir depois: os alunos se comprometem com uma resposta e depois conhecem a justificativa do motor.
single-delete-nim-predict-6 = Pergunte
single-delete-nim-predict-7 = “Depois da sua jogada, que posições você quer deixar para o adversário? A partir de quais você perdeu no passo 1?”
single-delete-nim-predict-8 = Respostas
single-delete-nim-pattern-1 = 3. Quais pares são posições P?
single-delete-nim-pattern-2 = O motor resolveu todos os pares de pilhas <i>a</i>, <i>b</i> até <span data-l10n-name="fact-two-range"></span>. Cada casa do mapa é um par: escura onde o jogador da vez perde (uma posição P). Aponte para uma casa (ou use as setas do teclado) para ver por quê; “Jogar a partir de” começa ali a partida do passo 1.
single-delete-nim-pattern-3 = O artigo demonstra: <em>duas pilhas formam uma posição P exatamente quando ambas são ímpares</em>. O motor verificou isso em cada par que resolveu: <span data-l10n-name="fact-theorem-1-1"></span>
single-delete-nim-pattern-4 = Para o professor
single-delete-nim-pattern-5 = Conjecturas que os alunos costumam fazer
single-delete-nim-pattern-6 = “P exatamente quando as duas pilhas são ímpares.”
single-delete-nim-pattern-7 = “P exatamente quando <i>a</i> + <i>b</i> é par.”
single-delete-nim-pattern-8 = “Com pilhas iguais, o jogador da vez perde.”
single-delete-nim-pattern-9 = Por que funciona
single-delete-nim-pattern-10 = Uma pilha par pode ser dividida em duas pilhas ímpares; uma pilha ímpar só pode ser dividida em uma pilha ímpar e uma par. Assim, a partir de duas pilhas ímpares, toda jogada deixa uma pilha par; e a partir de uma posição com uma pilha par, o jogador da vez remove a outra pilha e divide a par em duas pilhas ímpares.
single-delete-nim-pattern-11 = Pergunte
single-delete-nim-pattern-12 = “Você tem à sua frente 8 e 5. Que pilha você remove, e como divide a outra?”
single-delete-nim-three-1 = 4. Três pilhas: alinhe os 1 mais à direita
single-delete-nim-three-2 = Com três pilhas, par e ímpar ainda contam a história toda? Escreva cada pilha em binário e desloque as linhas para que os seus <strong>1 mais à direita</strong> fiquem em uma mesma coluna (destacada). Conte os 0 depois do 1 mais à direita: essa é a <strong>valoração</strong> da pilha. É o número de vezes que você pode dividir a pilha ao meio e ainda obter um número inteiro; uma pilha ímpar tem valoração 0.
single-delete-nim-three-3 = Pilhas a desenhar
single-delete-nim-three-4 = Desenhar
single-delete-nim-three-5 = P ou N? Pergunte ao motor
single-delete-nim-three-6 = O artigo demonstra: <em>três pilhas formam uma posição P exatamente quando as três têm a mesma valoração</em> (os seus 1 mais à direita ficam alinhados). O motor verificou isso em cada posição que resolveu: <span data-l10n-name="fact-theorem-1-4"></span>
single-delete-nim-three-7 = Para ir além: os nomes usados no artigo
single-delete-nim-three-8 = O artigo chama a valoração de <em>valoração 2-ádica</em> da pilha: o número de vezes que 2 a divide. O seu Teorema 1.1 é a regra para duas pilhas do passo 3; o seu Teorema 1.4, a regra para três pilhas acima; e as suas Proposições 4.1 e 4.2 tratam de qualquer número de pilhas (o passo 7 as verifica).
single-delete-nim-three-9 = <strong>Você consegue vencer o motor a partir daqui?</strong> Pilhas de 7, 10 e 12, e a jogada é sua. Agora o motor joga <strong>com perfeição</strong>: <span data-l10n-name="fact-challenge-start"></span>
single-delete-nim-three-10 = Para o professor
single-delete-nim-three-11 = Conjecturas que os alunos costumam fazer
single-delete-nim-three-12 = “Três pilhas: P exatamente quando as três são ímpares.”
single-delete-nim-three-13 = “Três pilhas: P exatamente quando <i>a</i> XOR <i>b</i> XOR <i>c</i> = 0, como no Nim comum.”
single-delete-nim-three-14 = “Três pilhas: P exatamente quando os 1 mais à direita ficam alinhados.”
single-delete-nim-three-15 = Pergunte
single-delete-nim-three-16 = “Dobrar um número acrescenta um 0 no fim dos seus dígitos binários. O que isso faz com a coluna dos 1 mais à direita?”
single-delete-nim-three-17 = O desafio
single-delete-nim-four-1 = 5. Quatro pilhas: sem fórmula, resta buscar
single-delete-nim-four-2 = Para quatro pilhas não temos uma regra completa em que nos apoiar, só uma parte de uma: <em>quatro pilhas com a mesma valoração formam uma posição P</em>. Por isso o motor faz uma busca. Ele resolve todas as posições de quatro pilhas até <span data-l10n-name="fact-four-range"></span> e agrupa as posições P pelas suas valorações, das menores para as maiores.
single-delete-nim-four-3 = Essa parte da regra, verificada em cada posição: <span data-l10n-name="fact-condition-1"></span>
single-delete-nim-four-4 = Para ir além: por que só uma parte de uma regra?
single-delete-nim-four-5 = O artigo enuncia uma regra para quatro pilhas (o seu Teorema 1.5), mas as condições dela se perderam quando o texto foi extraído; só a primeira condição sobreviveu: quatro pilhas com a mesma valoração 2-ádica formam uma posição P. Quando não se conhece nenhuma fórmula, uma busca completa serve de evidência.
single-delete-nim-four-6 = Para o professor
single-delete-nim-four-7 = Objetivo
single-delete-nim-four-8 = Quando não se conhece nenhuma fórmula, uma busca completa serve de evidência; os grupos mostram que padrões de valorações uma fórmula precisa explicar.
single-delete-nim-four-9 = Conjecturas que os alunos costumam fazer
single-delete-nim-four-10 = “Quatro pilhas com a mesma valoração são P.”
single-delete-nim-four-11 = “Quatro pilhas: P exatamente quando as quatro têm a mesma valoração.”
single-delete-nim-four-12 = “Quatro pilhas: P exatamente quando as valorações formam dois pares iguais.”
single-delete-nim-four-13 = Pergunte
single-delete-nim-four-14 = “Escolha um grupo que nenhum enunciado explica. O que as suas posições têm em comum?”
single-delete-nim-doubling-1 = 6. Uma observação: dobrar todas as pilhas
single-delete-nim-doubling-2 = Dobrar uma pilha acrescenta um 0 depois dos seus dígitos binários; por isso, dobrar todas as pilhas mantém alinhados os 1 mais à direita de três pilhas. Daí vem uma observação tentadora: <em>ao dobrar todas as pilhas, as posições P continuam P e as posições N continuam N</em>, qualquer que seja o número de pilhas. Ela não está no artigo. Teste-a antes que o motor o faça.
single-delete-nim-doubling-3 = O motor testa a observação em cada posição cujas pilhas dobradas ele também resolveu, para cada número de pilhas:
single-delete-nim-doubling-4 = Para o professor
single-delete-nim-doubling-5 = Objetivo
single-delete-nim-doubling-6 = Um único contraexemplo basta para refutar uma afirmação geral; um padrão visto em um caso (três pilhas) não precisa valer nos outros.
single-delete-nim-doubling-7 = Conjecturas que os alunos costumam fazer
single-delete-nim-doubling-8 = “Dobrar mantém P e N com três pilhas.”
single-delete-nim-doubling-9 = “Dobrar mantém P e N com qualquer número de pilhas.”
single-delete-nim-doubling-10 = Pergunte
single-delete-nim-doubling-11 = “Pilhas de 1 não podem ser divididas; pilhas de 2, sim. Por que dobrar pilhas pequenas poderia mudar quem vence?”
single-delete-nim-rule-1 = 7. Mude a regra: mais pilhas, pilhas maiores
single-delete-nim-rule-2 = Escolha o número de pilhas <i>k</i> e a maior pilha <i>S</i>. A partida, as perguntas, os enunciados do artigo e os grupos abaixo seguem a sua escolha; o motor resolve todas as posições de <i>k</i> pilhas, cada uma de 1 a <i>S</i> fichas, em um processo próprio, em segundo plano.
single-delete-nim-rule-3 =
    .aria-label = Número de pilhas
single-delete-nim-rule-4 = Maior pilha <i>S</i>
single-delete-nim-rule-5 = Resolver
single-delete-nim-rule-6 = Para <span data-l10n-name="rule"></span>: <span data-l10n-name="fact-rule-summary"></span>
single-delete-nim-rule-7 = Os enunciados do artigo, verificados para <span data-l10n-name="rule"></span>
single-delete-nim-rule-8 = As posições P, agrupadas por valorações (preveja primeiro o número de padrões)
single-delete-nim-rule-9 = Para o professor
single-delete-nim-rule-10 = Objetivo
single-delete-nim-rule-11 = Distinguir os enunciados sobre qualquer número de pilhas (Proposições 4.1 e 4.2) dos que tratam de um número específico (Teoremas 1.1 e 1.4), e ver quanto do jogo só se descobre pela busca.
single-delete-nim-rule-12 = Pergunte
single-delete-nim-rule-13 = “Antes de escolher k: quais enunciados do artigo o motor vai verificar, e quais você espera que valham?”
single-delete-nim-rule-14 = Conjecturas que os alunos costumam fazer
single-delete-nim-rule-15 = “Com qualquer número de pilhas, se todas forem ímpares, o jogador da vez perde.”
single-delete-nim-rule-16 = “Só pilhas de 2: o jogador da vez sempre perde.”
single-delete-nim-rule-17 = “P exatamente quando todas as pilhas têm a mesma valoração.”
single-delete-nim-rule-18 = Resposta
single-delete-nim-page-2 =
    .aria-label = Folha de atividades
single-delete-nim-handout-1 = Nim de uma remoção — folha de atividades
single-delete-nim-handout-2 = <strong>Regras.</strong> Algumas pilhas de fichas. Na sua jogada, remova uma pilha inteira e depois divida uma das outras pilhas em duas pilhas de pelo menos uma ficha cada. Quem não puder jogar perde. Uma <strong>posição P</strong> é aquela em que o jogador da vez perde contra o melhor jogo; uma <strong>posição N</strong>, aquela em que o jogador da vez vence.
single-delete-nim-handout-3 = Preencha: duas pilhas <i>a</i> e <i>b</i>, P ou N?
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = Preencha: dígitos binários e valoração
single-delete-nim-handout-7 =
    .data-columns = n|n em binário|zeros depois do 1 mais à direita (a valoração)
single-delete-nim-handout-5 = Perguntas
`;
