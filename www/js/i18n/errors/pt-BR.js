// The engine's errors in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
err-parse = coluna { $column }: { $problem }
err-eval = f({ $k }): { $problem } (coluna { $column })
err-div-zero = divisão por zero
err-overflow = o valor ultrapassa os inteiros de 64 bits
err-neg-exp = expoente negativo
err-non-positive = f({ $k }) = { $value }, mas uma função de jogada precisa permitir tirar pelo menos uma ficha
err-small = { $what } = { $value } é pequeno demais: precisa ser pelo menos { $min }
err-large = { $what } = { $value } é grande demais: o limite é { $max }
err-because = { $error } ({ $why })
err-long = { $what } tem { $len } caracteres: o limite é { $max }
err-long-link = { $what } tem { $len } caracteres do jeito que o link o escreve: o limite é { $max }
err-long-list = { $what } tem { $len } números: o limite é { $max }
err-the-text = o texto
err-long-expr = a expressão tem mais de { $max } caracteres
err-empty = a expressão está vazia
err-write-after = escreva a função de jogada depois de { $head }, por exemplo { $example }
err-assign = caractere inesperado '='; para comparar, use ==
err-unmatched = ')' sem par
err-unclosed = este '(' nunca é fechado
err-want-op = esperava-se um operador, mas aparece { $found }
err-want-op-or = esperava-se um operador ou { $or }, mas aparece { $found }
err-want-op-list = esperava-se um operador, ',' ou ')', mas aparece { $found }
err-want-expr = esperava-se uma expressão, mas aparece { $found }
err-after = falta uma expressão depois de { $after }
err-after-found = esperava-se uma expressão depois de { $after }, mas aparece { $found }
err-the-end = o fim
err-comparison = { $text } é uma comparação (verdadeira ou falsa), mas aqui é preciso um número; use if … then … else …
err-condition = { $text } é uma condição (verdadeira ou falsa), mas aqui é preciso um número; use if … then … else …
err-number = { $text } é um número, mas aqui é preciso uma condição (verdadeira ou falsa), por exemplo x > 2
err-nested = a expressão está aninhada profundamente demais (mais de { $max } níveis)
err-deep = a expressão é longa demais ou está aninhada profundamente demais (mais de { $max } níveis)
err-chained = comparações não podem ser encadeadas; escreva { $good } em vez de { $bad }
err-unknown-name = nome desconhecido { $name }; a função de jogada pode usar { $vars }
err-vars = { $count ->
        [0] nenhuma variável aqui
        [1] { $a }
        [2] { $a } e { $b }
       *[other] { $a }, { $b } e { $c }
    }
err-not-listed = { $name } não está entre as variáveis de { $head }; para usá-la, escreva { $want } = …
err-unavailable = { $name } ({ $var ->
        [x] o tamanho da última jogada
        [n] o tamanho da pilha antes da última jogada
       *[i] o número da jogada
    }) não está disponível neste jogo; a função de jogada pode usar { $vars }
err-no-word = este { $if } não tem { $word }; escreva if … then … else …
err-call = { $name } precisa vir seguido dos seus argumentos entre parênteses, por exemplo { $example }
err-abs = abs recebe exatamente 1 número, por exemplo { $example }; aqui há { $found }
err-min-max = { $name } precisa de pelo menos 2 números separados por vírgulas, por exemplo { $example }; aqui há { $found }
err-called-f = a função de jogada se chama f: escreva { $want } = … ou só a expressão que vem depois de { $eq }
err-not-var = { $name } não é uma variável deste jogo; escreva { $want } = …
err-twice = { $name } aparece duas vezes; escreva { $want } = …
err-big-number = o número { $digits } é grande demais para os inteiros de 64 bits (o maior é { $max })
err-decimal = números decimais não são aceitos; a função de jogada trabalha com números inteiros
err-char = caractere inesperado '{ $char }'
err-char-hint = caractere inesperado '{ $char }'; { $hint }
err-use-or = use { $word } (ou { $symbol })
err-use = use { $symbol }
err-use-divide = use / para dividir (arredonda para baixo)
err-use-minus = use - (o sinal de menos do teclado)
err-use-parens = use ( e ) para agrupar
err-no-decimals = números decimais não são aceitos
err-power = um expoente é um número inteiro maior ou igual a 0: escreva x^2 ou x²
err-no-root = não há raiz quadrada: a função de jogada trabalha com números inteiros
err-named = { $name }: { $error }
err-not-whole = '{ $text }' não é um número inteiro (exemplos: 1000, 10^18, 1e6)
err-spaced-number = '{ $text }' não é um número inteiro: escreva sem espaços (como 10000 ou 10_000)
err-past-u64 = { $text } é maior que 2^64 − 1
err-bigint = um bigint maior que 2^64 − 1
err-not-count = { $what } precisa ser um número inteiro ≥ 0, não { $value }
err-beyond-js = { $what } = { $value } passa de 2^53 − 1; passe-o como uma string decimal
err-too-large = { $what } = { $value } é grande demais: { $why }
err-spaced-item = '{ $item }' tem um espaço no meio: separe { $noun ->
        [piles] as pilhas
        [moves] as jogadas
       *[numbers] os números
    } com vírgulas ({ $parts }) e escreva cada número sem espaços ({ $joined })
err-pile-i = pilha { $i }
err-not-pile = '{ $text }' não é um número inteiro (digite as pilhas assim: 4, 6, 9)
err-set-empty = o conjunto está vazio: digite jogadas como 1, 3, 4 ou 3..5
err-want-move = falta o tamanho de uma jogada antes de ','
err-not-move = '{ $text }' não é um tamanho de jogada (um número inteiro ou um intervalo a..b)
err-move-range = a jogada { $move } está fora do intervalo: as jogadas são 1..{ $max }
err-range-backwards = o intervalo { $lo }..{ $hi } termina abaixo do início
err-min-above-max = Min = { $min } é maior que Max = { $max }
err-set-work = { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    } × { $piles ->
        [one] { $piles } pilha
       *[other] { $piles } pilhas
    } é mais trabalho do que a página faz de uma vez (limite { $limit }); use menos jogadas ou um intervalo menor
err-out-of-reach = G({ $n }) está fora de alcance: { $why }
err-want-number = falta um número entre as vírgulas
err-not-whole-item = '{ $text }' não é um número inteiro
err-at-column = { $problem } (coluna { $column })
err-seq-at = { $name }_{ $i }: { $error }
err-c-negative = c_{ $i } = { $c } é negativo: c_i conta as opções que podem ser proibidas (c_i ≥ 0)
err-m-small = m_{ $i } = { $m }: toda jogada precisa tirar pelo menos uma ficha (m_i ≥ 1)
err-m-above-max = m_{ $i } = { $m } > M_{ $i } = { $max }: as jogadas [m_i, M_i] não podem ficar vazias (M_i ≥ m_i)
err-no-rep = { $n } não tem representação por H: { $why }
err-h-stops = H para em H_{ $k } = { $h }: nenhum j satisfaz f(H_j) ≥ { $h } (f({ $h }) = { $fh } < { $h }, então f(x) ≥ x falha ali)
err-h-past = H_{ $next } passaria de 2^64 (H_{ $k } = { $h })
err-h-many = H tem mais de { $max } termos abaixo de { $upto }: f cresce tão depressa que H contém quase todos os números; a lista para em H_{ $max } = { $h }
err-h-short = H é curta demais
err-brute-zero = a força bruta resolveria mais de { $max } estados (pilha, jogada) mesmo com upto = 0: faça as sequências ficarem constantes (uma lista repete seu último valor)
err-formula-budget = a fórmula precisa de mais de { $max } intervalos para chegar à pilha { $pile }: sequências que ficam constantes (uma lista, ou uma expressão sem i) são resolvidas de uma vez
err-positions = { $k } pilhas de até { $max } são { $count } posições, demais para resolver aqui; com { $k } pilhas, a maior pilha pode ter no máximo { $fit }
err-solver-piles = este resolvedor é para { $k } pilhas, não para { $given }
err-map-fixes = o mapa de { $k } pilhas fixa { $fixed } delas, não { $given }
err-pile-zero = a pilha { $i } é 0: uma pilha tem pelo menos 1 ficha
err-count-work = contar as representações até { $bound } é mais trabalho do que o permitido de uma vez
err-no-value = digite um valor.
err-unknown-setting = configuração desconhecida '{ $key }' (conhecidas: { $keys })
err-not-choice = '{ $text }' não é { $what ->
        [first] um valor válido para quem começa
        [theme] um tema
        [language] um idioma
        [level] um nível
        [section] uma seção
        [part] uma parte
       *[hints] um valor válido para as dicas
    } ({ $choices })
err-not-state = não é um estado do Nim Lab: { $what }
err-want-text = era esperado um texto ou um número, não { $what }
err-given-text = o texto '{ $text }'
err-given-number = o número { $n }
err-given-nothing = nada
err-given-object = um objeto
err-given-array = um array
err-given-long = um texto de { $len } caracteres
err-given-entries = um objeto com { $count } entradas (no máximo { $max } são lidas)
err-given-type = um valor do tipo { $type }
err-link-pairs = o link tem mais de { $max } pares chave=valor: o resto não foi lido
err-elsewhere = este pacote do motor (o de uma só família) não lê { $what ->
        [f] funções de jogada f(x)
        [pf] funções de jogada f(n, x)
        [seq] as sequências do Nim com bloqueio
        [set] conjuntos de subtração
       *[row] fileiras de pilhas
    }: uma página com este widget carrega o pacote completo
err-unknown-attr = atributo desconhecido '{ $name }' para { $kind ->
        [view] a visualização
       *[game] o jogo
    } { $widget } (conhecidos: { $known })
err-not-widget = '{ $name }' não é um widget do Nim Lab (jogos: { $games }; visualizações: { $views })
err-no-widget = nenhum widget do Nim Lab foi indicado (jogos: { $games }; visualizações: { $views })
err-attrs-object = os atributos precisam ser um objeto, não { $what }
err-no-periodic = f tem período { $t }: os jogos periódicos precisam da opção de compilação move-fn-periodic, que esta versão deixa de fora
err-past-base = N = { $n } está além da base calculada (seus elementos são conhecidos até { $reach })
err-past-base-why = N = { $n } está além da base calculada (seus elementos são conhecidos até { $reach }; { $why })
err-chain-reach = N = { $n }: B_{ $i } só é conhecida até { $reach }, e a representação precisa de { $rest }
err-base-drawn = B_{ $i } está listada até { $reach }: B_{ $j }, da qual ela tira seus elementos, parou antes
err-base-slow = B_{ $i }: { $count ->
        [one] só o primeiro elemento foi listado
       *[other] os primeiros { $count } elementos foram listados
    }, até { $reach }: ela cresce devagar
err-base-failed = B_{ $i } está listada até { $reach }, porque o próximo elemento precisa de um valor que não pode ser calculado: { $error }
err-base-listed = os primeiros { $count } elementos foram listados, até { $reach }
why-starts = as partidas começam com no máximo 10^6 fichas
why-upto = as tabelas da página vão até 10^7
why-t = a página resolve até 8 jogos de uma vez
why-pupto = as tabelas periódicas vão até 10^6
why-brute = a força bruta cobre pilhas de até 10^6
why-bmoves = a página mostra até 12 jogadas
why-kupto = a tabela da página vai até 10^5
why-tupto = a análise do jogo de retirada vai até 10^6
why-tn = a página desenha N até 2^53 − 1
why-gupto = a tabela de Grundy vai até N = 8000
why-dpiles = o Nim de uma remoção está resolvido para 2 a 8 pilhas
why-row = uma fileira tem de 1 a 8 pilhas
why-map = o mapa fixa até 6 pilhas
why-start-row = o Nim de uma remoção é jogado com 2 a 8 pilhas
why-period = os jogos G_0 … G_(t−1) são resolvidos juntos
why-tables = as tabelas vão até 2·10^7
why-i64 = f é calculada em inteiros com sinal de 64 bits
why-reach = o alcance do motor para esta f
why-plays = a página joga com pilhas de até 2^53 − 1
why-tn-exact = a página desenha N até 2^53 − 1, onde seus termos são números exatos do JavaScript
why-steps = tabular f está limitado a 5·10^8 passos de instrução, e esta f é longa
why-members = a representação vem com os elementos de B_f menores que N, no máximo 10^5
why-games = os jogos são G_0 … G_(t−1)
why-first = a primeira jogada precisa deixar uma ficha
why-periodic-tables = a análise guarda quatro tabelas por jogo, e os t jogos dividem 8·10^6 entradas
why-row-piles = as pilhas de uma fileira vão até 2000
why-chain = sua cadeia teria mais de 10^4 partes: os maiores elementos das bases finitas se repetem
why-condition = não está provado que f satisfaz a condição (2), então as bases vêm de tabelas, que vão até 2·10^7
why-index = além do que esta máquina consegue indexar
why-simple = além da base que a construção simples conseguia listar
why-split = uma partida precisa de uma pilha para dividir
why-shared = as tabelas vão até 2·10^7 entradas, divididas entre os t jogos
why-js-exact = um número inteiro do JS é exato até 2^53 − 1
why-js-string = um número inteiro do JS é exato até 2^53 − 1: passe uma string ou um bigint
why-seed = uma semente é um número inteiro até 2^53
why-table-size = o tamanho da tabela
why-count-cells = a contagem de representações guarda no máximo 4·10^7 células
why-tabulated = não dá para provar que f é crescente, então g é tabulada, e as tabelas vão até 2·10^7
`;
