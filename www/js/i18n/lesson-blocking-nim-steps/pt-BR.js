// The sentences the Blocking Nim lesson's script composes, in Brazilian Portuguese (see en.js).
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

## Palavras comuns: sequências seguras, as razões do motor, as opções

blocking-nim-s-run = de { $from } a { $to }
blocking-nim-s-then = { $before }, depois { $after }
blocking-nim-s-and-also = { $before }; { $after }
blocking-nim-s-game-over = { $why }.
blocking-nim-s-engine-forbids = O motor, no papel do adversário que proíbe: “{ $why }”
blocking-nim-s-choice-safe = Segura: quem tem a vez perde
blocking-nim-s-choice-unsafe = Não segura: quem tem a vez ganha
blocking-nim-s-none-up-to = nenhuma até { $upto }

## Etapa 1: jogue algumas partidas

blocking-nim-s-move-3 = Na jogada { $move }, por exemplo, quem tem a vez tira entre { $least } e { $most } fichas, e antes o adversário pode proibir até { $blocks } { $count ->
        [1] dessa única opção
       *[other] dessas { $count } opções
    }.
blocking-nim-s-play-start = a partir de uma pilha de { $pile } na jogada { $move }, o primeiro jogador { $safe ->
        [safe] perde contra o jogo perfeito: a pilha é segura
       *[unsafe] vence jogando perfeitamente: a pilha não é segura
    } (força bruta).
blocking-nim-s-first-wins-false = para { $rule }: a pilha { $pile } é segura na jogada { $move }, então o primeiro jogador perde a partir dela
blocking-nim-s-first-wins-true = para { $rule }, nenhuma pilha de { $from } a { $upto } é segura na jogada { $move }

## Etapa 2: pilhas seguras, jogada a jogada

blocking-nim-s-safe-list = { $runs } (testadas todas as pilhas até { $upto }).
blocking-nim-s-safe-list-none = nenhuma (testadas todas as pilhas até { $upto }).
blocking-nim-s-small-safe-false = a pilha { $pile } não é segura na jogada { $move }, embora seja menor que { $bound }
blocking-nim-s-small-safe-true = para { $rule }: nas jogadas 1 a { $moves }, toda pilha menor que { $bounds } é segura — ali o adversário pode proibir todas as opções
blocking-nim-s-same-every-move-false = a pilha { $pile } é { $first ->
        [safe] segura
       *[unsafe] não segura
    } na jogada 1, mas { $then ->
        [safe] segura
       *[unsafe] não segura
    } na jogada { $move }
blocking-nim-s-same-every-move-true = para { $rule }, as jogadas 1 a { $moves } têm as mesmas pilhas seguras até { $upto }
blocking-nim-s-is-safe = Uma pilha de { $pile } é segura na jogada { $move }?
blocking-nim-s-pile-is = a pilha { $pile } { $safe ->
        [safe] é segura
       *[unsafe] não é segura
    } na jogada { $move }
blocking-nim-s-brute-pile-is = Força bruta: a pilha { $pile } { $safe ->
        [safe] é segura
       *[unsafe] não é segura
    } na jogada { $move }.
blocking-nim-s-clue-safe-15-3 = Liste as opções permitidas na jogada { $move } a partir de { $pile }. Quais delas deixam uma pilha segura na jogada { $next } — e quantas o adversário pode proibir?
blocking-nim-s-clue-safe-4-2 = Quais opções são permitidas na jogada { $move } a partir de { $pile }, e o que cada uma deixa para a jogada { $next }? Compare o número de opções vencedoras com { $c }.

## Etapa 3: preveja a próxima pilha segura (e etapa 5, para as sequências escolhidas)

blocking-nim-s-next = Na jogada { $move }, as pilhas seguras começam assim: { $runs }. Qual é a próxima pilha segura na jogada { $move } depois de { $after }?
blocking-nim-s-next-rule = Para { $rule }: na jogada { $move }, as pilhas seguras começam assim: { $runs }. Qual é a próxima pilha segura na jogada { $move } depois de { $after }?
blocking-nim-s-type-0 = (Digite 0 se não houver nenhuma até { $upto }.)
blocking-nim-s-next-why-none = Força bruta: nenhuma pilha de { $from } a { $upto } é segura na jogada { $move }.
blocking-nim-s-next-why-gap = Força bruta: as pilhas de { $from } a { $to } não são seguras na jogada { $move }, e a pilha { $pile } é segura.
blocking-nim-s-next-why = Força bruta: a pilha { $pile } é segura.
blocking-nim-s-clue-general = A partir de uma pilha logo acima de { $after }, quais opções deixam uma pilha segura na jogada { $next }? Há mais delas do que { $c }, o máximo que o adversário pode proibir?
blocking-nim-s-clue-there-is = Existe uma pilha segura depois de { $after }, até { $upto }.
blocking-nim-s-clue-not-above = { $n } não é maior que { $after }: a pergunta pede a primeira pilha segura depois de { $after }.
blocking-nim-s-clue-beyond = { $n } está além das pilhas que o motor testou aqui (até { $upto }).
blocking-nim-s-clue-not-first = A pilha { $pile } é segura na jogada { $move } — mas não é a primeira pilha segura depois de { $after }: existe uma menor.
blocking-nim-s-clue-unsafe = A pilha { $pile } não é segura na jogada { $move }.
blocking-nim-s-clue-too-few = Procure uma pilha em que quem tem a vez tenha poucas opções vencedoras demais.
blocking-nim-s-too-few-runs = poucas sequências seguras até { $upto } para decidir: { $runs }
blocking-nim-s-even-runs-true = até { $upto }, as sequências seguras depois da primeira começam em { $starts }, { $gap ->
        [1] uma a cada pilha
       *[other] a cada { $gap } pilhas
    }
blocking-nim-s-even-runs-false = até { $upto }, as sequências seguras depois da primeira começam em { $starts }
blocking-nim-s-same-length-true = até { $upto }, cada sequência segura tem { $length ->
        [1] uma só pilha
       *[other] { $length } pilhas
    }
blocking-nim-s-same-length-false = até { $upto }, as sequências seguras são { $runs }

## Etapa 4: a estratégia, onde estão as sequências seguras

blocking-nim-s-conditions-apply = { $one }; { $two }. Então o Teorema 1 se aplica.
blocking-nim-s-conditions-fail = { $one }; { $two }. Então o Teorema 1 não garante nada aqui: compare abaixo.
blocking-nim-s-challenge-safe = O veredicto do motor (força bruta): a pilha é segura na jogada { $move } — o primeiro jogador não consegue vencer contra o jogo perfeito. Observe como ele proíbe.
blocking-nim-s-challenge-unsafe = O veredicto do motor (força bruta): a pilha não é segura na jogada { $move } — o primeiro jogador pode vencer, mas só tirando e proibindo com total exatidão.
blocking-nim-s-formula-exact-false = para { $rule }, a fórmula erra: { $diff }
blocking-nim-s-formula-exact-true = para { $rule }, força bruta e fórmula coincidem nas jogadas 1 a { $moves }, pilhas até { $upto }
blocking-nim-s-shrunk-none = para { $rule }, esse jogo não existe: { $error }
blocking-nim-s-shrunk-false = para { $rule }, a pilha { $pile } na jogada { $move } é { $blocks ->
        [safe] segura
       *[unsafe] não segura
    } com bloqueios, mas { $without ->
        [safe] segura
       *[unsafe] não segura
    } sem eles
blocking-nim-s-shrunk-true = para { $rule }, os dois jogos têm as mesmas pilhas seguras nas jogadas 1 a { $moves }, pilhas até { $upto }
blocking-nim-s-ordinal = { $index ->
        [0] primeira
        [1] segunda
        [2] terceira
        [3] quarta
       *[other] quinta
    }
blocking-nim-s-run-4 = Use a regra acima: onde começa a { $nth } sequência segura da jogada { $move }? A segunda começa em { $second }; cada sequência seguinte soma os dois parênteses seguintes, { $next }, e assim por diante.
blocking-nim-s-interval = { $safe ->
        [safe] seguras
       *[unsafe] não seguras
    } { $run }
blocking-nim-s-run-4-clue = Leia { $values } e os valores seguintes na tabela da etapa { $step }, e some os parênteses um a um.
blocking-nim-s-run-4-before = Em { $n } começa a { $nth } sequência segura, não a { $asked }: some os dois parênteses seguintes.
blocking-nim-s-run-4-short = Falta um para { $n }: a sequência começa exatamente na soma dos parênteses.
blocking-nim-s-run-4-inside = { $n } está dentro dessa sequência segura, mas não é onde ela começa.
blocking-nim-s-run-4-no-run = a fórmula não dá essa sequência
blocking-nim-s-run-4-answer = a { $nth } sequência segura começa em { $start }
blocking-nim-s-run-4-why = Teorema 1 na jogada { $move }, da pilha { $pile } para cima: { $intervals }. A { $nth } sequência segura encontrada testando todas as partidas: { $found }.
blocking-nim-s-huge = Use a fórmula do Teorema 1: uma pilha de { $pile } é segura na jogada { $move }? (A força bruta não chega tão longe.)
blocking-nim-s-formula-says = a fórmula diz { $safe ->
        [safe] segura
       *[unsafe] não segura
    }
blocking-nim-s-huge-why = Teorema 1: { $pile } está no intervalo { $safe ->
        [safe] seguro
       *[unsafe] não seguro
    } { $interval } na jogada { $move } (o motor percorreu { $steps ->
        [one] { $steps } par
       *[other] { $steps } pares
    } de limites e saltou adiante onde as sequências são constantes).
blocking-nim-s-huge-sure = As condições (1) e (2) valem para essas sequências, então o Teorema 1 garante isso.
blocking-nim-s-huge-unsure = As condições (1) e (2) não valem para essas sequências: isso é só o que a fórmula diz, não um teorema.
blocking-nim-s-huge-clue = Onde as sequências são constantes, os intervalos se repetem com um período fixo: encontre-o e depois divida.

## Etapa 5: mude a regra

blocking-nim-s-safe-move-1 = { $runs } (força bruta).
blocking-nim-s-theorem-now-wrong = { $rule }: aqui a fórmula erra, pela primeira vez em { $diff }.
blocking-nim-s-theorem-now-right = { $rule }: os intervalos do Teorema 1 são exatamente as pilhas seguras nas jogadas 1 a { $moves } (pilhas até { $upto }).
blocking-nim-s-brute-safe-piles = força bruta: as pilhas seguras até { $upto } são { $runs }
blocking-nim-s-brute-pile = força bruta: a pilha { $pile } { $safe ->
        [safe] é segura
       *[unsafe] não é segura
    }
blocking-nim-s-multiples = força bruta: as pilhas seguras até { $upto } são os múltiplos de { $n }
blocking-nim-s-not-multiples = força bruta: a pilha { $pile } { $safe ->
        [safe] é segura
       *[unsafe] não é segura
    }; as pilhas seguras são { $runs }, …
blocking-nim-s-example = Exemplo { $name }
blocking-nim-s-use-example = Usar o exemplo { $name }: { $rule }

## Etapa 6: o resumo do artigo, posto à prova

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] suficiência
       *[necessity] necessidade
    } — { $verdict ->
        [holds] vale
        [contradicted] refutada
       *[not-applicable] não testada aqui
    }
blocking-nim-s-summary-now = { $verdicts }.
blocking-nim-s-claim-false = para { $rule } (pilhas até { $upto }, jogadas 1 a { $moves }): { $why }
blocking-nim-s-claim-true = nenhum contraexemplo { $count ->
        [1] no único conjunto de sequências
       *[other] nos { $count } conjuntos de sequências
    } em que ela se aplica (os exemplos e as sequências escolhidas agora; pilhas até { $upto }, jogadas 1 a { $moves })
blocking-nim-s-summary-holds = Para { $rule }: a condição mais fraca vale em todas as jogadas. Preveja: as sequências seguras da fórmula são exatamente as pilhas seguras nas jogadas 1 a { $moves }?
blocking-nim-s-summary-fails = Para { $rule }: a condição mais fraca não vale ({ $why }). Preveja: as sequências seguras da fórmula são exatamente as pilhas seguras nas jogadas 1 a { $moves }?
blocking-nim-s-summary-yes = Sim, as sequências seguras são as pilhas seguras
blocking-nim-s-summary-no = Não, testando todas as partidas aparecem outras pilhas seguras
blocking-nim-s-yes = sim
blocking-nim-s-no = não
blocking-nim-s-summary-wrong = A fórmula erra: { $diff }.
blocking-nim-s-summary-right = A força bruta coincide com os intervalos nas jogadas 1 a { $moves }, pilhas até { $upto }.
blocking-nim-s-summary-clue = Teste à mão as menores pilhas na jogada { $move }: para cada uma, compare o número de opções vencedoras com { $c }.
`;
