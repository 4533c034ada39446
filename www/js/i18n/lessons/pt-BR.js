// The lessons' own words in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, como cada catálogo os nomeia.

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

## A barra da lição

lesson-teacher-notes = Notas para o professor
lesson-show-all = Mostrar todas as etapas
lesson-print = Imprimir a folha de atividades
lesson-progress = Etapa { $shown } de { $steps }
lesson-progress-all = { $steps ->
    [1] Mostrando a única etapa
    [one] Mostrando { $steps } etapa
    [many] Mostrando todas as { $steps } de etapas
   *[other] Mostrando todas as { $steps } etapas
    }
lesson-next-step = Próxima etapa →
lesson-conjecture-true = verdadeira
lesson-conjecture-false = falsa
lesson-link-unused = Uma lição não lê nada do seu link (o playground lê); não usado:
lesson-link-empty-key = uma chave vazia{ $given }
lesson-link-bad-language = lang = { $value }: não é um dos idiomas da lição ({ $codes }); a página continua em { $shown }

## O desafio de uma lição contra o motor perfeito, segundo o veredito do motor

lesson-challenge-can-win = segundo o veredito do próprio motor, o primeiro jogador pode vencer a partir de { $pile }, mas só se não cometer nenhum erro.
lesson-challenge-cannot-win = segundo o veredito do próprio motor, o primeiro jogador não pode vencer a partir de { $pile } com esta regra: veja como ele escapa.

## A folha de atividades

lesson-answer-key =
    .aria-label = Gabarito
lesson-answer-key-title = Gabarito (para o professor)
lesson-key-error = o motor não conseguiu responder: { $error }
lesson-glossary-summary = Palavras usadas nesta lição
lesson-handout-glossary =
    .aria-label = Glossário
lesson-handout-glossary-title = Vocabulário

## Uma pergunta

question-answer-label = Sua resposta
question-check = Conferir
question-show-answer = Mostrar a resposta
question-wait = Mais respostas do motor aparecem na página assim que a sua estiver certa (ou quando você clicar em “Mostrar a resposta”).
question-need-number = Digite primeiro um número inteiro.
question-not-a-number = Digite primeiro um número inteiro (“{ $typed }” não é um).
question-need-choice = Escolha primeiro uma resposta.
question-right = Certo: { $answer }.
question-shown = A resposta: { $answer }.
question-almost = Quase.
question-not-quite = Não é bem isso.
question-almost-again = Quase ({ $tries }ª tentativa).
question-not-quite-again = Não é bem isso ({ $tries }ª tentativa).
question-you-answered = Você respondeu { $answer }.
question-try-again = Tente de novo.
question-restored-shown = Na sua última visita: a resposta foi mostrada.
question-restored-right = Na sua última visita: você respondeu { $answer } (certo).
question-restored-was-shown = Na sua última visita: você respondeu { $answer } (a resposta foi mostrada).
question-restored-wrong = Na sua última visita: você respondeu { $answer } (ainda não está certo: tente de novo).

## O glossário: cada palavra que as lições usam, definida para alunos de catorze anos

glossary-p-position = posição P
glossary-p-position-means = uma posição em que o jogador da vez perde, por melhor que jogue, se o adversário jogar bem: quem vence é o jogador anterior, o que acabou de jogar (P vem do inglês “previous”).
glossary-n-position = posição N
glossary-n-position-means = uma posição em que o jogador da vez pode vencer se jogar bem: quem vence é o próximo jogador (N vem do inglês “next”).
glossary-winning-move = jogada vencedora
glossary-winning-move-means = uma jogada depois da qual o adversário perde, por melhor que jogue (ela deixa para ele uma posição P).
glossary-losing-start = início perdedor
glossary-losing-start-means = uma pilha a partir da qual o primeiro jogador perde se o outro jogar bem.
glossary-move-function = função de jogada <i>f</i>
glossary-move-function-means = a regra que diz quantas fichas um jogador pode tirar no máximo, de acordo com o que o adversário acabou de tirar (e, em alguns jogos, com o tamanho da pilha).
glossary-base = base <i>B<sub>f</sub></i>
glossary-base-means = uma lista de números construída a partir da regra <i>f</i> e usada na estratégia: escreva a pilha como soma de termos da lista, começando pelo maior, e tire a menor parte.
glossary-fibonacci-numbers = números de Fibonacci
glossary-fibonacci-numbers-means = 1, 2, 3, 5, 8, 13, 21, …: cada número é a soma dos dois anteriores.
glossary-zeckendorf = representação de Zeckendorf
glossary-zeckendorf-means = escrever um número como soma de números de Fibonacci, pegando a cada vez o maior que cabe (por exemplo, 20 = 13 + 5 + 2); nunca aparecem dois que sejam vizinhos na lista.
glossary-period = período
glossary-period-means = uma regra tem período <i>t</i> quando se repete a cada <i>t</i> fichas: ela trata do mesmo jeito uma pilha de <i>n</i> fichas e uma de <i>n</i> + <i>t</i> (com <i>t</i> = 2, ela só olha se a pilha é par ou ímpar).
glossary-remainder = resto (mod)
glossary-remainder-means = o que sobra depois de dividir: 17 mod 5 = 2, porque 17 = 15 + 2 e 15 são três vezes cinco.
glossary-mex = mex
glossary-mex-means = abreviação do inglês “minimum excluded” (mínimo excluído): o menor número natural 0, 1, 2, … que não está numa lista. O mex de 0, 1, 3 é 2.
glossary-grundy-value = valor de Grundy
glossary-grundy-value-means = um número para cada posição: 0 para uma posição sem jogadas possíveis; caso contrário, o mex dos valores das posições que estão a uma jogada de distância. As posições com valor 0 são as posições P.
glossary-binary = binário
glossary-binary-means = escrever um número com as potências de dois 1, 2, 4, 8, 16, …, cada uma usada no máximo uma vez: 13 = 8 + 4 + 1 é 1101 em binário.
glossary-nim-sum = soma nim (⊕)
glossary-nim-sum-means = somar números em binário sem “vai um” (também chamada de “ou exclusivo”): 5 ⊕ 3 = 6, porque 101 ⊕ 011 = 110. Num jogo com várias pilhas, a soma nim dos valores de Grundy diz quem vence.
glossary-h = <i>H</i> (sequência de Schwenk)
glossary-h-means = uma lista de números construída como os números de Fibonacci a partir de uma regra de retirada: começa com 1, e cada termo novo é o último mais um termo anterior escolhido pela regra. Schwenk provou que, para muitas regras, essas são as pilhas a partir das quais o primeiro jogador perde.
glossary-blocking = bloqueio
glossary-blocking-means = antes de você jogar, seu adversário pode proibir algumas das jogadas que você poderia fazer; aí você escolhe entre as outras.
glossary-split = dividir
glossary-split-means = separar uma pilha em duas pilhas menores, cada uma com pelo menos uma ficha.
glossary-conjecture = conjectura
glossary-conjecture-means = uma afirmação que alguém acredita ser verdadeira, mas ainda não provou; um único contraexemplo mostra que ela é falsa.
glossary-theorem = teorema
glossary-theorem-means = uma afirmação que já foi provada: ela vale em todos os casos de que fala.
glossary-counterexample = contraexemplo
glossary-counterexample-means = um caso em que uma afirmação falha.
glossary-safe-pile = pilha segura
glossary-safe-pile-means = no Nim com bloqueio, uma pilha a partir da qual o jogador da vez perde, por melhor que jogue, se o adversário proibir jogadas e jogar bem; “não segura” quer dizer que o jogador da vez pode vencer.
glossary-brute-force = força bruta
glossary-brute-force-means = encontrar uma resposta testando todas as partidas possíveis, jogada por jogada, em vez de usar uma fórmula.
`;
