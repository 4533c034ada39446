// The words of the lesson page index.html in Brazilian Portuguese (see en.js).
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

index-head-1 = Lições — Nim Lab
index-page-1 = Pular para as lições
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = Idioma
index-head-6 = Idioma do navegador
index-head-3 = Lições
index-head-4 = Cada lição é uma página curta para trabalhar com a turma ou sozinho: primeiro jogar, perceber quem vence, fazer uma previsão, deixar o motor conferir a previsão e explicar por quê, encontrar a estratégia e, por fim, mudar a regra e ver o que continua valendo. Toda lição tem notas para o professor e uma folha de atividades para imprimir, e pode ser compartilhada por link ou inserida inteira numa página do curso (um <code>&lt;iframe&gt;</code> com o endereço dela). Cada cartão diz para que idades a lição foi escrita, quanto tempo leva e o que os alunos já precisam saber.
index-page-2 = <a data-l10n-name="link1">Nim de Fibonacci e o jogo da função de jogada</a>
index-page-3 = Pilhas perdedoras, a menor jogada vencedora, uma estratégia que escreve a pilha como soma de números de Fibonacci, outras regras e uma conjectura publicada posta à prova pelo motor. (Holshouser e Reiter 2003)
index-page-4 = Idade
index-page-5 = a partir de 12–14 anos (passos 1–5); passo 6 para alunos mais velhos ou mais interessados
index-page-6 = Duração
index-page-7 = uma aula de 45 minutos (passos 1–4), duas com os passos 5 e 6
index-page-8 = Pré-requisitos
index-page-9 = somar e dobrar números inteiros; nada de teoria dos jogos — as palavras são explicadas na página
index-page-10 = <a data-l10n-name="link1">Regras periódicas e várias bases</a>
index-page-11 = Quando a jogada permitida também depende da pilha: vários jogos, uma base para cada um, e o Exemplo 2 do artigo. (Holshouser e Reiter 2006)
index-page-12 = Idade
index-page-13 = 15–18 anos
index-page-14 = Duração
index-page-15 = duas aulas de 45 minutos
index-page-16 = Pré-requisitos
index-page-17 = ter feito antes a lição de Nim de Fibonacci; números pares e ímpares e restos (“17 dividido por 5 deixa resto 2”); ler uma tabela
index-page-18 = <a data-l10n-name="link1">Nim com bloqueio</a>
index-page-19 = O adversário pode proibir algumas das suas jogadas: pilhas seguras jogada a jogada, onde ficam as sequências seguras (o Teorema 1 do artigo) e uma afirmação do resumo do artigo que o motor mostra ser falsa. (Flammenkamp, Holshouser e Reiter 2003)
index-page-20 = Idade
index-page-21 = 13–16 anos (passos 1–3); a partir de 15 para os passos 4–6
index-page-22 = Duração
index-page-23 = uma aula de 45 minutos para os passos 1–3, uma segunda para o teorema e a afirmação do artigo
index-page-24 = Pré-requisitos
index-page-25 = somar e subtrair; ler uma pequena tabela de números; jogar uma partida com atenção, jogada a jogada
index-page-26 = <a data-l10n-name="link1">Os jogos de uma pilha do Cut The Knot</a>
index-page-27 = Uma pilha com Min e Max, a sequência de Schwenk e “remover o 1 mais à direita”, valores de Grundy e uma soma de pilhas jogada com a soma nim. (Bogomolny 2002; Schwenk 1970)
index-page-28 = Idade
index-page-29 = 14–17 anos
index-page-30 = Duração
index-page-31 = duas aulas de 45 minutos
index-page-32 = Pré-requisitos
index-page-33 = restos (“17 dividido por 5 deixa resto 2”); para o passo 6, escrever números em binário (potências de dois) — a página explica o resto
index-page-34 = <a data-l10n-name="link1">Nim de uma remoção</a>
index-page-35 = Remover uma pilha, dividir outra: duas pilhas, três pilhas, quatro por busca, e uma observação que falha. (arXiv 2411.19453)
index-page-36 = Idade
index-page-37 = 13–16 anos (passos 1–3); a partir de 15 para os passos 4–7
index-page-38 = Duração
index-page-39 = uma aula de 45 minutos para duas pilhas, duas com três ou mais pilhas
index-page-40 = Pré-requisitos
index-page-41 = números pares e ímpares; para três pilhas, escrever números em binário
index-page-42 = Para professores: uma lição no livro de notas do seu curso (Moodle, Canvas, Blackboard, Brightspace, cmi5)
index-page-43 = Cada lição também vem como um pacote que uma plataforma de aprendizagem importa. Aberta pela plataforma, a lição envia os resultados ao livro de notas; aberta de qualquer outro jeito, funciona como neste site e não envia nada.
index-page-44 = Qual arquivo
index-page-45 = <strong>SCORM 1.2</strong> — o mais amplamente aceito: use este, a menos que precise de mais.
index-page-46 = <strong>SCORM 2004</strong> — a conclusão e, separadamente, a aprovação ou reprovação.
index-page-47 = <strong>cmi5</strong> — para uma plataforma com um repositório de registros de aprendizagem xAPI (um player cmi5).
index-page-48 = Baixar os arquivos
index-page-49 = Os arquivos levam o nome das páginas das lições e ficam na pasta <code>lms/</code>, ao lado desta pasta <code>lessons/</code> do site gerado (<code>dist/lms/</code> depois de <code>./build.sh dist</code>; eles não estão dentro de <code>nimlab-dist.zip</code>). Envie o zip como está: não o descompacte.
index-page-66 = Cada pacote está em um só idioma: os links abaixo levam ao do idioma em que esta página está sendo mostrada (escolha outro no menu Idioma, no alto). Os pacotes em inglês ficam em <code>lms/scorm12/</code>, <code>lms/scorm2004/</code> e <code>lms/cmi5/</code>; os de cada outro idioma, em uma pasta com o código dele dentro de cada uma, por exemplo <code>lms/scorm12/es/fibonacci-nim.zip</code> em espanhol.
index-page-50 = Nim de Fibonacci e o jogo da função de jogada (<code>fibonacci-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = Regras periódicas e várias bases (<code>periodic-bases.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = Nim com bloqueio (<code>blocking-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = Os jogos de uma pilha do Cut The Knot (<code>cut-the-knot.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = Nim de uma remoção (<code>single-delete-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = As cinco lições como um só curso, cinco atividades (<code>nim-lab-lessons.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = Como adicionar
index-page-57 = <strong>Moodle</strong>: <em>Adicionar uma atividade ou recurso</em> → <em>Pacote SCORM</em>, com o zip como arquivo do pacote. Em <em>Nota</em>, o método de avaliação <em>Nota mais alta</em> dá a pontuação da lição (para o zip das cinco lições, <em>Média das notas</em> ou <em>Objetos de aprendizagem</em>, o número de lições concluídas ou aprovadas). Em <em>Gerenciamento de tentativas</em>, deixe <em>Forçar nova tentativa</em> em Não: um aluno que sai volta à mesma tentativa, no mesmo passo.
index-page-58 = <strong>Canvas, Blackboard, Brightspace</strong>: importe o zip como pacote SCORM (Canvas: pela ferramenta SCORM, depois que a instituição a tiver ativado; Blackboard: <em>Pacote de conteúdo (SCORM)</em>; Brightspace: um objeto SCORM em Conteúdo). Ele vira um item com uma coluna no livro de notas.
index-page-59 = <strong>Um player cmi5</strong>: envie o zip cmi5 (com <code>cmi5.xml</code> dentro); o player abre a lição com o endereço do seu repositório de registros de aprendizagem.
index-page-60 = O que o livro de notas recebe
index-page-61 = <strong>Status</strong>: incompleto na primeira abertura; concluído quando todos os passos foram mostrados; aprovado ou reprovado em relação a uma nota mínima de 80 (o SCORM 1.2 tem um único status: quando todos os passos foram mostrados, ele indica aprovado ou reprovado; o SCORM 2004 e o cmi5 informam conclusão e sucesso separadamente).
index-page-62 = <strong>Pontuação</strong>, 0–100: a proporção das perguntas da lição respondidas certo no primeiro “Verificar”, mais o desafio vencido contra o motor sem dicas, contado como mais uma.
index-page-63 = <strong>Cada resposta</strong>, como interação: o nome da pergunta (<code>lose-8</code>, …), a resposta dada, certa ou errada (uma resposta dada depois de “Mostrar a resposta” não conta como certa), o horário; o desafio como <code>won</code>, <code>lost</code> ou <code>won-with-hints</code>.
index-page-64 = <strong>Retomada</strong>: o passo alcançado e as respostas dadas, mostrados de novo na próxima abertura.
index-page-65 = Os elementos de dados que cada padrão grava estão listados no README do Nim Lab, em “Lessons in a gradebook (SCORM, cmi5)”, com imagens do que um ambiente de execução SCORM lê de volta depois de uma lição (<code>docs/lms-gradebook-scorm12.png</code>, <code>docs/lms-gradebook-scorm2004.png</code>).
`;
