// The periodic move-function section's words in Brazilian Portuguese (see en.js).
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

## O primeiro cartão: as regras, f(n, x) e t

mfs-p-doc-title = Nim Lab — f(n, x) periódica: vários jogos, várias bases
mfs-p-title = Função de jogada periódica <span class="math">f(n, x)</span>
mfs-p-intro-rule = Depois que seu adversário tira <i>x</i> fichas de uma pilha de <i>n</i> (o tamanho da pilha <em>antes</em> dessa
    jogada), você pode tirar no máximo <i>f</i>(<i>n</i>, <i>x</i>). A função se repete em <i>n</i> com período
    <i>t</i>: <i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>).
    <strong class="mod-note">n é lido módulo t:</strong> o motor avalia <i>f</i> em <i>n</i> mod <i>t</i>, então na
    expressão <i>n</i> é sempre um de 0, 1, …, <i>t</i> − 1. A primeira jogada pode tirar no máximo um valor dado.
mfs-p-intro-games = Há <i>t</i> jogos <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>: o jogo <i>G<sub>i</sub></i> usa
    <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>), onde <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>.
    <i>G</i><sub>0</sub> é o próprio jogo; os outros são necessários para resolvê-lo, porque depois de tirar um membro da base
    <i>b</i> no jogo <i>G<sub>i</sub></i> o resto da pilha se comporta como o jogo <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>.
    Cada jogo tem sua própria base <i>B<sub>i</sub></i>.
    Artigo: <a data-l10n-name="paper">Holshouser e Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
mfs-p-presets-group =
    .aria-label = Funções de jogada periódicas de exemplo
mfs-p-example2 = Exemplo 2
mfs-p-note-paper = o artigo, { $t }
mfs-p-note-fibonacci = { $t }: Nim de Fibonacci
mfs-p-note-fails-2 = não satisfaz a condição (2)
mfs-p-note-theorem1-fails = o teorema 1 falha
mfs-p-f-read = Lida como { $f }, com n lido módulo { $t } (n é um de { $residues })
mfs-p-f-read-monotone = Lida como { $f }, com n lido módulo { $t } (n é um de { $residues }) — crescente em x (provado pela sua forma)
mfs-p-still-showing = Os resultados abaixo ainda são os de { $rule }.
mfs-p-progress-label = Calculando os jogos
mfs-p-progress = Calculando { $gs } e as bases para n ≤ { $upto } { $where ->
        [worker] em segundo plano
       *[page] nesta página
    }: { $pct }%
mfs-p-cancel = Cancelar
mfs-p-cancelled = Cancelado.
mfs-p-cancelled-showing = Cancelado. Ainda mostrando { $rule }, para n ≤ { $upto }.
mfs-p-failure = Não foi possível calcular os jogos para { $rule }, até { $upto }: { $message }

## Os títulos e explicações dos cartões

mfs-p-theorems-title = Verificação dos teoremas
mfs-p-results-for = para
mfs-p-example2-title = O exemplo 2 do artigo, membro a membro
mfs-p-table-title = Menores jogadas vencedoras <span class="math">g<sub>i</sub>(n)</span>
mfs-p-table-explain = A partir de uma pilha de <i>n</i> no jogo <i>G<sub>i</sub></i>, você vence exatamente quando pode tirar pelo menos
    <i>g<sub>i</sub></i>(<i>n</i>) fichas (algoritmo 1 do artigo, calculado diretamente).
mfs-p-legend-base = <i>n</i> é membro da base <i>B<sub>i</sub></i> do jogo dessa coluna
mfs-p-bases-title = As bases <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> e <span class="math">Θ</span>
mfs-p-bases-explain = Construídas juntas como antes do teorema 2: <i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + o menor
    membro <i>b</i> de <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub> com Θ(<i>b</i>) = <i>b</i> e
    <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>).
    Θ<sub><i>i</i></sub>(<i>b</i>) é a menor jogada vencedora a partir de uma pilha de <i>b</i> em <i>G<sub>i</sub></i>.
mfs-p-repr-title = Escrever <span class="math">n</span> com várias bases
mfs-p-repr-explain = No jogo <i>G<sub>i</sub></i>: pegue o maior membro <i>b</i> de <i>B<sub>i</sub></i> abaixo de
    <i>n</i>; o resto <i>n</i> − <i>b</i> é escrito na base do jogo <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>, e assim por diante,
    até que o resto seja ele próprio membro de uma base. Teoremas 1 e 2: a jogada vencedora é Θ dessa última parte.
mfs-p-game-label = Jogo
mfs-p-pile-label = Pilha <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = Valores de exemplo de n
mfs-p-try = Experimente:
mfs-p-repr-empty = Digite um número inteiro n ≥ 1.
mfs-p-play-title = Jogar contra o motor
mfs-p-start-pile = Pilha inicial
mfs-p-first-move = Primeira jogada
mfs-p-share-game = O jogo { $game }

## As verificações dos teoremas

mfs-p-t2-holds = O teorema 2 vale em 1 … { $upto } em todos os jogos { $games }
mfs-p-t2-fails-at = O teorema 2 falha pela primeira vez em { $game } em n = { $n }
mfs-p-t2-fails = O teorema 2 falha
mfs-p-t2-what = Qualquer f periódica. Afirmação: em cada membro b de B<sub>i</sub>, g<sub>i</sub>(b) = Θ<sub>i</sub>(b); entre os membros,
    g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b) para o maior membro b abaixo de n.
mfs-p-t2-detail = O algoritmo 1 dá { $g }, mas as bases preveem { $predicted }.
mfs-p-condition = Condição (2):
mfs-p-status-proved = provada
mfs-p-status-checked = verificada
mfs-p-status-fails = falha
mfs-p-status-fails-at = falha em n = { $n }, x = { $x }
mfs-p-not-promised = (a condição (2) falha, então o teorema não promete isto)
mfs-p-nothing-to-check = nada a verificar em 1 … { $upto } (nenhum caso satisfaz o seu “se”)
mfs-p-holds-on = vale em 1 … { $upto } ({ $count ->
        [one] { $shown } caso verificado
       *[other] { $shown } casos verificados
    })
mfs-p-outcome-fails = falha:
mfs-p-counterexample-found = contraexemplo encontrado
mfs-p-conclusion = Conclusão { $name }.
mfs-p-t1-not-apply = O teorema 1 não se aplica: a condição (2) falha
mfs-p-t1-holds = O teorema 1 se aplica, e suas conclusões valem em 1 … { $upto }
mfs-p-t1-fails = As conclusões do teorema 1 falham embora a condição (2) valha
mfs-p-t1-what = Requer a condição (2). Suas bases não usam Θ: b<sub>i,k+1</sub> = b<sub>ik</sub> + o menor membro b de
    B<sub>i ⊕ b_ik</sub> com f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub>.
mfs-p-t1-same = Aqui são as mesmas bases que as do teorema 2.
mfs-p-t1-differ = Aqui elas diferem das bases do teorema 2.
mfs-p-applied-anyway = O teorema 1 aplicado mesmo assim, às bases construídas como ele diz —
    <strong>a condição (2) falha, então o teorema não promete nada disto:</strong>
mfs-p-conclusions = Conclusões do teorema 1

## O exemplo 2 do artigo

mfs-p-ex2-heading = { $base } (jogo { $game })
mfs-p-ex2-region = { $base } comparada com o artigo
mfs-p-ex2-computed = calculado
mfs-p-ex2-paper = artigo
mfs-p-ex2-value = valor
mfs-p-ex2-agrees = confere
mfs-p-ex2-differs = difere
mfs-p-ex2-explain = O artigo dá B<sub>0</sub> e B<sub>1</sub> para f(n, 3) = 4 quando n é ímpar, f(n, x) = 2x nos outros casos (t = 2),
    por meio dos números de Fibonacci F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, … (o artigo conta
    a partir de F<sub>0</sub> = 1). Cada membro calculado é comparado com a fórmula.
mfs-p-ex2-all-agree = Todos os { $shown } membros conferem com o artigo.
mfs-p-ex2-some-differ = { $differ } de { $shown } membros diferem do artigo.

## A tabela de g_i(n) e as bases

mfs-p-previous = Página anterior
mfs-p-next = Próxima página
mfs-p-goto = Ir para n
mfs-p-table-region = A tabela de valores
mfs-p-table-range = n = { $from } … { $to } de { $upto }
mfs-p-cell = { $g } no jogo { $game }
mfs-p-cell-base = { $g } no jogo { $game } — { $n } está em { $base }
mfs-p-cell-in-base = (em { $base })
mfs-p-table-caption = g_i(n) para n de { $from } a { $to }, uma coluna por jogo { $games }
mfs-p-member-self = { $b } está em { $base } e { $theta }
mfs-p-member = { $b } está em { $base }, { $theta }
mfs-p-members-more = … mais { $count } …
mfs-p-base-game = para o jogo { $game }
mfs-p-base-size = { $count ->
        [one] { $shown } membro
       *[other] { $shown } membros
    } ≤ { $upto }
mfs-p-base-finite = finita (termina aqui)
mfs-p-base-other-theta = { $shown } com Θ ≠ b
mfs-p-members-region = Membros de { $base } em ordem crescente
mfs-p-legend-self = Θ(b) = b: tirar todas as b fichas vence
mfs-p-legend-other = Θ(b) < b (valor mostrado): tire Θ(b)

## A representação de n

mfs-p-block = { $member } é membro de { $base } (jogo { $game })
mfs-p-block-in = em { $base }
mfs-p-flag-take = tire { $take }
mfs-p-chain-label = As partes, cada uma na base do seu jogo: { $parts }
mfs-p-chain-part = { $member } em { $base }
mfs-p-chain-then = , depois
mfs-p-step-start = começa no jogo { $game }
mfs-p-step-next = , depois { $step }
mfs-p-winning = Menor jogada vencedora: tire { $take } (vence quando o máximo atual permite)
mfs-p-winning-theta = Menor jogada vencedora: tire { $take } = { $theta }, a partir da última parte (vence quando o máximo atual permite)
`;
