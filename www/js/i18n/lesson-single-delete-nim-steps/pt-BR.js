// The sentences the lesson "Single-delete Nim" composes in its script, in Brazilian Portuguese (see en.js).
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

## Peças que várias frases compartilham

single-delete-nim-s-is-kind = { $kind ->
        [P] { $position } é uma posição P
       *[N] { $position } é uma posição N
    }
single-delete-nim-s-two-sentences = { $first } { $second }
single-delete-nim-s-both = { $first }; { $second }
single-delete-nim-s-list-semicolon = {"; "}
single-delete-nim-s-where = { $k } pilhas, cada uma de 1 … { $max }
single-delete-nim-s-engine-finds = { $kind ->
        [P] o motor conclui que { $position } é uma posição P
       *[N] o motor conclui que { $position } é uma posição N
    }
single-delete-nim-s-range-pairs = { $max } ({ $countn ->
        [one] { $count } par
       *[other] { $count } pares
    })
single-delete-nim-s-range-positions = { $max } ({ $countn ->
        [one] { $count } posição
       *[other] { $count } posições
    })

## Vencer ou perder?

single-delete-nim-s-choice-win = Eu venço (uma posição N)
single-delete-nim-s-choice-lose = Eu perco (uma posição P)
single-delete-nim-s-need-win = Se você vence, alguma das suas jogadas tem de deixar para o adversário uma posição em que ele perde (uma posição P). Você consegue encontrá-la?
single-delete-nim-s-need-lose = Se você perde, cada uma das suas jogadas tem de deixar para o adversário uma posição em que ele vence (uma posição N). Existe alguma que não deixe?
single-delete-nim-s-pn-answer = { $kind ->
        [P] { $position } é uma posição P: o jogador da vez perde se os dois jogarem da melhor forma
       *[N] { $position } é uma posição N: o jogador da vez vence se os dois jogarem da melhor forma
    }

## As jogadas do motor, em palavras

single-delete-nim-s-move-by = removendo o { $deleted } e dividindo o { $split } em { $x } e { $y }
single-delete-nim-s-move-after = remover o { $deleted } e dividir o { $split } em { $x } e { $y }
single-delete-nim-s-opponent-wins = então seu adversário vence { $move }.
single-delete-nim-s-opponent-stuck = então seu adversário não tem nenhuma jogada vencedora.
single-delete-nim-s-no-move = A partir de { $position } nenhuma jogada é possível: o jogador da vez perde.
single-delete-nim-s-moves-win = A partir de { $position } o jogador da vez vence { $move }: isso deixa { $leaves }, e { $reply }
single-delete-nim-s-moves-lose = A partir de { $position } toda jogada tem resposta. Por exemplo, depois de { $move } (fica { $leaves }), o outro jogador vence { $reply }.
single-delete-nim-s-own-move = com uma jogada própria
single-delete-nim-s-reply-none = o outro jogador não pode jogar de jeito nenhum.
single-delete-nim-s-reply-of = faça o que fizer o outro jogador, há uma resposta: depois de { $move }, responde-se { $reply }.
single-delete-nim-s-reply-last = faça o que fizer o outro jogador, há uma resposta: depois de { $move }, não resta nenhuma jogada.

## Diga uma divisão vencedora x do 12

single-delete-nim-s-split-none = nenhum x vence
single-delete-nim-s-split-wins = Dividir 12 em { $x } + { $y } vence.
single-delete-nim-s-split-all-n = Toda divisão deixa uma posição N.
single-delete-nim-s-split-some = Algum x vence. Teste as divisões uma por uma: depois de qual delas o seu adversário perde?
single-delete-nim-s-split-try = Teste as divisões uma por uma.
single-delete-nim-s-split-range = As duas pilhas novas precisam ter pelo menos uma ficha: x vai de 1 a 11.
single-delete-nim-s-split-range-clue = As duas pilhas novas precisam ter pelo menos uma ficha, então x vai de 1 a 11 ({ $typed } não serve).
single-delete-nim-s-leaves-reply = Sua jogada deixa { $leaves }: { $reply }
single-delete-nim-s-leaves-why = Sua jogada deixa { $leaves }. { $why }
single-delete-nim-s-split-leaves = Dividir 12 em { $x } e { $y } deixa { $leaves }: { $reply }

## Passo 1: jogar

single-delete-nim-s-small-two = P: { $p }. N: { $n }.

## Passo 2: prever

single-delete-nim-s-pn-3-5 = Pilhas de 3 e 5, a jogada é sua. Se os dois jogarem da melhor forma, você vence ou perde?
single-delete-nim-s-clue-3-5 = Teste todas as jogadas no papel: remova uma pilha, divida a outra. O que o seu adversário pode fazer em seguida?
single-delete-nim-s-split-12 = Pilhas de 12 e 7, a jogada é sua. Você remove o 7 e divide o 12 em x e 12 − x. Diga um x que vence.
single-delete-nim-s-split-12-note = (Digite 0 se nenhum vencer.)
single-delete-nim-s-answer-12 = A partir de (12, 7), removendo o 7: as divisões vencedoras são x = { $list }.
single-delete-nim-s-answer-12-none = A partir de (12, 7), removendo o 7: nenhuma divisão vence.

## Passo 3: quais pares são posições P?

single-delete-nim-s-pattern-2 = Qual frase descreve as posições P de duas pilhas (as casas escuras do mapa) — todas elas e nada mais: as duas pilhas ímpares, a + b par, as duas pilhas iguais ou pelo menos uma pilha ímpar?
single-delete-nim-s-pattern-odd = As duas pilhas são ímpares
single-delete-nim-s-pattern-odd-words = as duas pilhas são ímpares
single-delete-nim-s-pattern-sum = a + b é par
single-delete-nim-s-pattern-sum-words = a + b é par
single-delete-nim-s-pattern-equal = As duas pilhas são iguais
single-delete-nim-s-pattern-equal-words = as duas pilhas são iguais
single-delete-nim-s-pattern-one-odd = Pelo menos uma pilha é ímpar
single-delete-nim-s-pattern-one-odd-words = pelo menos uma pilha é ímpar
single-delete-nim-s-pattern-none = nenhuma destas frases
single-delete-nim-s-pattern-agrees = “{ $words }” concorda com o motor em { $countn ->
        [one] o único par
       *[other] todos os { $count } pares
    } até { $max }.
single-delete-nim-s-pattern-says = { $kind ->
        [P] Em { $position } a frase “{ $words }” diz N, mas o motor conclui que é uma posição P.
       *[N] Em { $position } a frase “{ $words }” diz P, mas o motor conclui que é uma posição N.
    }
single-delete-nim-s-pattern-covers = “{ $label }” vale em todas as casas escuras, mas também em { $position }, uma casa clara (uma posição N). Qual frase descreve as casas escuras e nada mais?
single-delete-nim-s-pattern-only = Todo par em que “{ $label }” vale é uma casa escura, mas { $position } também é escura. Qual frase descreve todas as casas escuras?
single-delete-nim-s-pattern-wrong = { $is }, e “{ $label }” erra aí. Aponte algumas casas escuras e algumas claras: o que as pilhas das escuras têm em comum?
single-delete-nim-s-agrees-pairs = o motor concorda em { $countn ->
        [one] o único par
       *[other] todos os { $count } pares
    } até { $max }
single-delete-nim-s-equal-all-p = o motor: todo par de pilhas iguais até { $max } é P

## Passo 4: três pilhas

single-delete-nim-s-digits-beyond = A lição resolve { $k } pilhas até { $max }; a seção de Nim de uma remoção do laboratório vai mais longe.
single-delete-nim-s-pn-6-10-12 = Pilhas de 6, 10 e 12, a jogada é sua. Se os dois jogarem da melhor forma, você vence ou perde?
single-delete-nim-s-clue-6-10-12 = Desenhe 6, 10 e 12 acima. Os seus 1 mais à direita ficam em uma mesma coluna?
single-delete-nim-s-split-three = A partir de 6, 10 e 12 você remove o 6 e divide o 12 em x e 12 − x, mantendo o 10. Diga um x que vence.
single-delete-nim-s-split-three-note = (Digite 0 se nenhum vencer; desenhe as pilhas acima para comparar os seus 1 mais à direita.)
single-delete-nim-s-challenge-p = o veredito do próprio motor é que (7, 10, 12) é uma posição P: você não consegue vencer contra um jogo perfeito. Veja como ele escapa.
single-delete-nim-s-challenge-n = o veredito do próprio motor é que você pode vencer a partir de (7, 10, 12), mas só jogando com precisão.
single-delete-nim-s-three-nim = { $kind ->
        [P] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, e o motor conclui que é uma posição P
       *[N] { $position }: { $a } XOR { $b } XOR { $c } = { $value }, e o motor conclui que é uma posição N
    }
single-delete-nim-s-agrees-three = o motor concorda em todas as posições de 3 pilhas até { $max }

## Passo 5: quatro pilhas

single-delete-nim-s-pn-1-2-2-2 = Pilhas de 1, 2, 2 e 2, a jogada é sua. As valorações delas são 0, 1, 1, 1: nem todas iguais. Você vence ou perde?
single-delete-nim-s-clue-1-2-2-2 = Remova uma pilha e divida outra de todos os jeitos possíveis: sobra alguma posição que você gostaria de enfrentar?
single-delete-nim-s-with-valuations = { $kind ->
        [P] { $position } é uma posição P, com valorações { $valuations }
       *[N] { $position } é uma posição N, com valorações { $valuations }
    }
single-delete-nim-s-only-some-p = das { $totaln ->
        [one] única posição
       *[other] { $total } posições
    } com valorações { $valuations }, só { $p } são P
single-delete-nim-s-for-where = com { $where }: { $found }
single-delete-nim-s-agrees-where = o motor concorda em todas as posições de { $where }

## Passo 6: dobrar todas as pilhas

single-delete-nim-s-double-2 = Dobre as duas pilhas de 1 e 1: pilhas de 2 e 2, a jogada é sua. Você vence ou perde?
single-delete-nim-s-double-2-clue-n = A partir de 2 e 2 só existe um tipo de jogada: remover um 2 e dividir o outro em 1 e 1. Quem fica travado depois disso?
single-delete-nim-s-double-2-clue-p = A partir de 2 e 2 só existe um tipo de jogada: remover um 2 e dividir o outro em 1 e 1. O seu adversário consegue jogar depois disso?
single-delete-nim-s-double-5 = Cinco pilhas de 1, dobradas, são cinco pilhas de 2. Aqui, dobrar mantém o veredito (P continua P, N continua N)?
single-delete-nim-s-choice-same = Sim, o mesmo veredito
single-delete-nim-s-choice-changes = Não, o veredito muda
single-delete-nim-s-double-5-same = o mesmo: as duas são { $kind }
single-delete-nim-s-double-5-changes = muda: (1, 1, 1, 1, 1) é { $one }, (2, 2, 2, 2, 2) é { $two }
single-delete-nim-s-double-5-clue-same = Confira cada lado: cinco pilhas de 1 — o jogador da vez consegue dividir alguma coisa? Cinco pilhas de 2 — quantas jogadas a partida pode durar, e quem faz a última?
single-delete-nim-s-double-5-clue-changes = Confira cada lado: cinco pilhas de 1 — o jogador da vez consegue dividir alguma coisa? Cinco pilhas de 2 — conte as jogadas: cada uma remove um 2 e divide um 2. Quem faz a última?
single-delete-nim-s-doubling-k = { $k } pilhas
single-delete-nim-s-doubling-range = (cada uma de 1 … { $max }):
single-delete-nim-s-in-binary = { $piles } em binário
single-delete-nim-s-double-all = o motor encontra contraexemplos para { $list } pilhas; o primeiro: { $first }
single-delete-nim-s-double-all-holds = o motor não encontra nenhum contraexemplo de 2 a 8 pilhas nos seus intervalos

## Passo 7: mudar a regra

single-delete-nim-s-rule-summary = o motor resolveu { $countn ->
        [one] { $count } posição
       *[other] { $count } posições
    }; posições P entre elas: { $p }, em { $groupsn ->
        [one] { $groups } padrão de valorações.
       *[other] { $groups } padrões de valorações.
    }
single-delete-nim-s-on-this-range = { $name } neste intervalo: { $why }.
single-delete-nim-s-rule-twos = { $k } pilhas de 2 cada ({ $piles }), a jogada é sua. Você vence ou perde?
single-delete-nim-s-clue-twos = Cada jogada remove um 2 e divide um 2 em 1 + 1. Conte quantas jogadas a partida pode durar.
single-delete-nim-s-rule-patterns = Com { $rule }: em quantos padrões diferentes de valorações as posições P se dividem?
single-delete-nim-s-rule-patterns-why = Com { $rule }: posições P: { $p }, em { $groups ->
        [one] { $groups } padrão
       *[other] { $groups } padrões
    }; um enunciado do artigo explica { $covered } deles, e a busca encontrou os outros.
single-delete-nim-s-too-many = { $typed } é demais. Com duas pilhas, toda posição P tem o padrão 0, 0; com três, as pilhas têm uma valoração em comum. Que valorações uma pilha de no máximo { $max } pode ter?
single-delete-nim-s-too-few = { $typed } é pouco. Com duas pilhas, toda posição P tem o padrão 0, 0; com três, as pilhas têm uma valoração em comum. Que valorações uma pilha de no máximo { $max } pode ter?
single-delete-nim-s-rule-odd-holds = a busca concorda com { $rule }, e de 2 a 8 pilhas nos intervalos do passo 6
single-delete-nim-s-rule-twos-fails = o motor: o jogador da vez vence com pilhas de 2 quando há { $list } delas
single-delete-nim-s-rule-twos-holds = o motor: o jogador da vez perde com qualquer número de pilhas de 2 a 8
single-delete-nim-s-chips-label = Pilhas k:
single-delete-nim-s-chip =
    .title = { $k } pilhas
single-delete-nim-s-range-whole = S é um número inteiro de pelo menos 2.
single-delete-nim-s-range-limit = Com { $k } pilhas, a lição resolve pilhas até { $max } (o laboratório vai mais longe).
`;
