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
err-game-over = a partida terminou: comece uma nova
err-over-no-move = a partida terminou: nenhuma jogada é válida, comece uma nova
err-over-no-pile = a partida terminou: nenhuma pilha tem jogada válida, comece uma nova
err-over-no-split = a partida terminou: toda pilha tem 1 ficha, então nenhuma pilha pode ser dividida; comece uma nova
err-no-numbered = não há jogada válida de número { $i }: há { $count }
err-not-finished = a análise não terminou: chame advance() até que retorne 1
err-take-max = jogada inválida: é preciso tirar entre 1 e { $max } (o máximo agora), não { $take }
err-take-range = jogada inválida: é preciso tirar entre { $from } e { $to }, não { $take }
err-take-set = jogada inválida: de { $pile } você pode tirar { $takes }, não { $take }
err-list-or = { $rest } ou { $last }
err-take-forbidden = jogada inválida: tirar { $take } foi proibido
err-blocks-set = as opções da jogada { $k } já foram proibidas: agora quem tem a vez tira
err-forbidden-twice = uma opção foi proibida duas vezes
err-forbid-many = na jogada { $k } é possível proibir no máximo c_{ $i } = { $c ->
        [one] { $c } opção
       *[other] { $c } opções
    }, não { $n }
err-not-option = { $x } não é uma opção: as opções são { $from }..{ $to }
err-block-first = primeiro o adversário proíbe até c_{ $i } opções (block, mesmo que não proíba nenhuma)
err-no-blocks = o adversário ainda não proibiu nada
err-no-pile-row = não há pilha { $i }: a fileira tem as pilhas 1..{ $count }
err-pile-stuck = a pilha { $i } não tem jogada válida (tem { $pile } com limite { $limit })
err-take-from-pile = jogada inválida: da pilha { $i } tire entre 1 e { $max }, não { $take }
err-no-pile-to = jogada inválida: não há pilha { $i } para { $what ->
        [delete] remover
       *[split] dividir
    }; as pilhas vão de 1 a { $count }
err-delete-split = jogada inválida: a pilha { $i } não pode ser removida e dividida ao mesmo tempo; divida outra pilha
err-split-one = jogada inválida: a pilha { $i } tem 1 ficha e não pode ser dividida
err-split-range = jogada inválida: a pilha { $i } de { $pile } se divide em x + { $pile } − x com x de 1 a { $max }, não { $x }
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
why-tabulated = não dá para provar que f é crescente, então g é tabulada, e as tabelas vão até 2·10^7
`;
