// The sentences the lesson "Periodic rules and several bases" composes in its script, in Brazilian Portuguese (see en.js).
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

## Trechos que várias frases compartilham

periodic-bases-s-two-sentences = { $first } { $second }
periodic-bases-s-list-more = { $list }, …
periodic-bases-s-semicolon = {"; "}
periodic-bases-s-example2 = o Exemplo 2
periodic-bases-s-rule-with = { $f }, de período t = { $t }
periodic-bases-s-rule-paper = { $f }, de período t = { $t } (o Exemplo 2 do artigo)
periodic-bases-s-not-a-move = De uma pilha de { $pile } você pode tirar de 1 a { $max }, então { $k } não é uma jogada possível aqui.
periodic-bases-s-take-wins = Tirar { $k } vence.
periodic-bases-s-take-leaves = Tirar { $k } deixa { $left }; o outro jogador pode então tirar até { $limit } e vence tirando { $reply }.
periodic-bases-s-for-rule = para { $rule }: { $text }
periodic-bases-s-analysis-error = O motor não conseguiu calcular os jogos para { $rule }: { $error }

## Passo 1: jogue o jogo do artigo

periodic-bases-s-limits = depois de uma jogada de { $x } a partir de uma pilha de { $odd }, o próximo jogador pode tirar no máximo { $fodd }; a partir de uma pilha de { $even }, no máximo { $feven }.
periodic-bases-s-limits-answer = Em { $game }, para { $rule }: { $limits }

## Passo 2: uma pilha, dois jogos

periodic-bases-s-other-game = o jogo { $game } contra o mesmo iniciante
periodic-bases-s-other-game-same = o jogo { $game }, que com t = 1 é o próprio { $first } (1 ⊕ n = 0 para todo n)
periodic-bases-s-losing-starts = em { $g0 }, o primeiro jogador perde a partir de N = { $list0 }; em { $g1 }, a partir de N = { $list1 } (para todo N ≤ { $upto }).
periodic-bases-s-losing-differ = Pilhas até { $upto } que perdem em um jogo e vencem no outro: { $list }.
periodic-bases-s-losing-differ-none = Com esta regra, nenhuma pilha até { $upto } perde em um dos jogos { $g0 }, { $g1 } e vence no outro.
periodic-bases-s-residue = { $game } para t = { $t }
periodic-bases-s-same-losers-false = para { $rule }, o primeiro jogador perde a partir de { $n } em { $g0 }, mas vence a partir dessa mesma pilha em { $g1 }
periodic-bases-s-same-losers-true = para { $rule }, toda pilha perdedora de { $g0 } até { $upto } também perde em { $g1 }
periodic-bases-s-fibonacci-true = para { $rule }, são exatamente os números de Fibonacci até { $upto }
periodic-bases-s-fibonacci-false = para { $rule }, são { $list }
periodic-bases-s-pile-8 = Com { $rule }: uma pilha de { $pile }, e a primeira jogada pode tirar de 1 a { $max }. Se os dois jogarem da melhor forma, o primeiro jogador vence ou perde em { $g0 } e em { $g1 }?
periodic-bases-s-wins-both = vence nos dois jogos
periodic-bases-s-wins-loses = vence em { $g0 }, perde em { $g1 }
periodic-bases-s-loses-wins = perde em { $g0 }, vence em { $g1 }
periodic-bases-s-loses-both = perde nos dois jogos
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] o primeiro jogador vence em { $g0 } e também em { $g1 }
        [win-lose] o primeiro jogador vence em { $g0 } e perde em { $g1 }
        [lose-win] o primeiro jogador perde em { $g0 } e vence em { $g1 }
       *[lose-lose] o primeiro jogador perde em { $g0 } e também em { $g1 }
    }
periodic-bases-s-look-again = olhe de novo para { $game }: experimente no papel cada primeira jogada a partir de { $pile } — depois de uma jogada de k, o adversário pode tirar até { $limit }.
periodic-bases-s-half-right = Sua resposta para { $game } está certa; { $look }
periodic-bases-s-both-wrong = As duas metades precisam de outra olhada. Experimente no papel cada primeira jogada a partir de { $pile }: depois de uma jogada de k, o adversário pode tirar até { $f0 } em { $g0 } e até { $f1 } em { $g1 }.
periodic-bases-s-lose-other = Com { $rule }: diga uma pilha N maior que { $above } a partir da qual o primeiro jogador (que pode tirar qualquer quantidade, menos a pilha inteira) perde em { $game }.
periodic-bases-s-at-least-one = N precisa ser uma pilha de pelo menos uma ficha.
periodic-bases-s-at-least-two = Uma partida precisa de uma pilha de pelo menos { $count } fichas (a primeira jogada não pode tirar a pilha inteira).
periodic-bases-s-losing-not-above = { $n } é uma pilha perdedora de { $game }, mas não é maior que { $above }.
periodic-bases-s-losing-smaller = { $n } é uma pilha perdedora de { $game }, mas existe uma menor que também é maior que { $above }.
periodic-bases-s-losing-in-other = { $n } é uma pilha perdedora de { $g0 }, mas em { $g1 } o primeiro jogador vence a partir dela tirando { $take }.
periodic-bases-s-wins-by-taking = A partir de { $n } em { $game }, o primeiro jogador vence tirando { $take }.
periodic-bases-s-smaller-pile = Procure uma pilha menor: uma de até { $upto }.
periodic-bases-s-for-example = por exemplo, { $list }
periodic-bases-s-none-up-to = nenhuma até { $upto }

## Passo 3: a menor jogada vencedora em cada jogo

periodic-bases-s-g-examples = { $g0 } e { $g1 } para { $rule }.
periodic-bases-s-g-order-false = para { $rule }: { $a }, mas { $b }
periodic-bases-s-g-order-true = para { $rule }, em todo n ≤ { $upto }
periodic-bases-s-predict-g = Preveja { $g } para { $rule }: o menor número de fichas que vence a partir de uma pilha de { $pile } em { $game }.
periodic-bases-s-wins-too = Tirar { $k } também vence, mas a partir de { $pile } em { $game } dá para vencer tirando menos fichas.
periodic-bases-s-in-game = Em { $game }: { $clue }

## Passo 4: a estratégia, várias bases

periodic-bases-s-member-wins = para { $rule }: { $b } está em { $base }, mas mesmo assim o primeiro jogador vence a partir dessa pilha em { $game }
periodic-bases-s-member-wins-theta = para { $rule }: { $b } está em { $base }, mas mesmo assim o primeiro jogador vence a partir dessa pilha em { $game } tirando { $theta }
periodic-bases-s-loser-not-member = para { $rule }: o primeiro jogador perde a partir de { $n } em { $game }, e essa pilha não está em { $base }
periodic-bases-s-losers-are-base = para { $rule }, em todos os jogos e em todas as pilhas até { $upto }
periodic-bases-s-example-piles =
    .aria-label = Pilhas de exemplo
periodic-bases-s-try = Experimente:
periodic-bases-s-game-label = Jogo
periodic-bases-s-pile-label = Pilha
periodic-bases-s-repr-empty = Digite um número inteiro { $formula }.
periodic-bases-s-move-100 = Com { $rule }, no jogo { $game }: uma pilha de { $pile }, e a primeira jogada pode tirar até { $max }. Quantas fichas você tira para vencer?
periodic-bases-s-write-pile = Escreva { $pile } no jogo { $game } com a ferramenta acima e olhe para a última parte.
periodic-bases-s-take-smallest = tirar { $take } (a menor jogada vencedora)
periodic-bases-s-every-move-loses = aqui toda jogada perde

## Passo 5: o Exemplo 2 comparado com o artigo

periodic-bases-s-fibonacci-nim = para { $rule }, { $base } = { $list } (todos os membros até { $upto }).
periodic-bases-s-golden = no Exemplo 2, os dois últimos membros de { $base } até { $upto } são { $a } e { $b }: uma razão de { $ratio }; a razão áurea é { $phi }
periodic-bases-s-ex2-member = O artigo escreve o membro número { $k } de { $base } no Exemplo 2 (contando a partir de 0) como { $expression }, com { $fib }. Que número é esse?
periodic-bases-s-nothing = nada (fora do seu alcance)
periodic-bases-s-ex2-why = O motor calculou o membro { $k } de { $base } como { $computed }; a fórmula do artigo dá { $formula }: { $agree ->
        [yes] eles coincidem
       *[no] eles diferem
    }.
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } é grande demais.
       *[small] { $v } é pequeno demais.
    } Escreva os números de Fibonacci a partir de { $fib } (cada um é a soma dos dois anteriores), escolha os que a fórmula cita e some ou subtraia como ela indica.

## Passo 6: mude a regra

periodic-bases-s-base-begins = { $base } começa com { $list }
periodic-bases-s-bases-start = { $parts }.
periodic-bases-s-losing-starts-short = com { $rule }, em { $game } o primeiro jogador perde a partir de { $list }
periodic-bases-s-starts-123-true = para { $rule }, todas as bases começam assim
periodic-bases-s-starts-123-false = para { $rule }, { $base } começa com { $list }
periodic-bases-s-t-bases = para { $rule }: { $bases } até { $upto } para { $games }
periodic-bases-s-bases-count = { $count ->
        [one] { $count } base diferente
       *[other] { $count } bases diferentes
    }
periodic-bases-s-games-count = { $count ->
        [one] { $count } jogo
       *[other] { $count } jogos
    }
periodic-bases-s-lose-rule = Preveja para { $rule }: qual é a menor pilha maior que { $above } a partir da qual o primeiro jogador perde em { $game }?
periodic-bases-s-look-table = A tabela do passo 3 mostra onde { $formula }.
periodic-bases-s-look-table-losing = A tabela do passo 3 mostra as pilhas em que { $formula }: essas são as pilhas perdedoras.
periodic-bases-s-lose-rule-why = As pilhas perdedoras de { $game } para { $rule }: { $list }.
periodic-bases-s-example2-label = Exemplo 2
periodic-bases-s-note-paper = o artigo, { $t }
periodic-bases-s-note-fibonacci = { $t }: Nim de Fibonacci
periodic-bases-s-or-type = ou digite uma:
periodic-bases-s-period = período
periodic-bases-s-use-rule = Usar esta regra

## Passo 7: a condição do teorema 1, e onde suas conclusões falham

periodic-bases-s-condition-survivor = para { $rule }, a condição (2) falha, e mesmo assim todas as conclusões valem em 1 … { $upto }
periodic-bases-s-condition-needed = em cada regra desta página em que a condição (2) falha (são { $count }), alguma conclusão também falha
periodic-bases-s-condition-never-fails = nenhuma regra desta página viola a condição (2)
periodic-bases-s-condition = Para { $rule }: a condição (2), { $formula }, vale para todo n e todo x?
periodic-bases-s-it-holds = Sim, ela vale
periodic-bases-s-it-fails = Não, ela falha em algum ponto
periodic-bases-s-condition-holds = sim, ela vale
periodic-bases-s-condition-fails = não, ela falha em { $at }
periodic-bases-s-condition-clue-yes = Procure uma queda: para cada { $range }, compare { $next } com { $now } para valores pequenos de x. O limite alguma vez cai 2 ou mais quando x aumenta 1?
periodic-bases-s-condition-clue-no = Uma queda de exatamente 1 é permitida. Para cada { $range }, compare { $next } com { $now }: alguma queda é maior que 1?
periodic-bases-s-theorem1-member = Para { $rule }, a construção do teorema 1 coloca { $n } em { $base }. A partir de uma pilha de { $n } em { $game }, com a primeira jogada até { $max }, o primeiro jogador vence ou perde?
periodic-bases-s-first-wins = O primeiro jogador vence
periodic-bases-s-first-loses = O primeiro jogador perde
periodic-bases-s-member-answer = { $result ->
        [win] o primeiro jogador vence a partir de { $n } em { $game }
       *[lose] o primeiro jogador perde a partir de { $n } em { $game }
    }
periodic-bases-s-member-clue-lose = A conclusão 1 do teorema 1 diz que o primeiro jogador perde a partir de cada membro da base — mas só quando a condição (2) vale. Ela vale aqui? Experimente as primeiras jogadas no papel.
periodic-bases-s-member-clue-win = Experimente no papel cada primeira jogada: depois de cada uma, o adversário consegue responder com uma jogada vencedora?
`;
