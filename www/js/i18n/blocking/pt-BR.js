// The blocking-Nim engine's sentences in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
bn-list-none = nada
bn-list-one = { $a }
bn-list-and = { $rest } e { $last }
bn-list-or = { $rest } ou { $last }
bn-list-long-and = { $first }, … e { $last } ({ $count } ao todo)
bn-list-long-or = { $first }, … ou { $last } ({ $count } ao todo)
bn-end-small = a pilha de { $pile } é menor que m_{ $i } = { $m }: nenhuma jogada é possível
bn-end-all-forbidden = todas as opções da jogada { $k } foram proibidas: quem tem a vez não pode jogar
bn-theorem-safe = Teorema 1: na jogada { $k }, { $pile } está no intervalo seguro { $interval }
bn-theorem-unsafe = Teorema 1: na jogada { $k }, { $pile } está no intervalo não seguro { $interval }
bn-theorem-off = a fórmula do Teorema 1 diz outra coisa aqui: ela não se aplica
bn-block-none = Na jogada { $k } você não tem nenhuma opção vencedora: cada uma deixa uma pilha que não é segura na jogada { $next } (uma vitória para mim).
bn-block-all = Tirar { $wins } faria você vencer ({ $n ->
        [one] isso deixa
       *[other] cada uma dessas jogadas deixa
    } uma pilha segura na jogada { $next }). Posso proibir c_{ $i } = { $c ->
        [one] { $c } opção
       *[other] { $c } opções
    }, então { $n ->
        [one] eu a proíbo
       *[other] proíbo todas
    }: tire o que tirar agora, você perde.
bn-block-few = Você tem { $n ->
        [one] { $n } jogada vencedora
       *[other] { $n } jogadas vencedoras
    } ({ $wins }) e só posso proibir c_{ $i } = { $c }: você ainda tem uma jogada vencedora.
bn-block-also = { $why } Também proíbo { $filler } (as menores jogadas) para encurtar a partida.
bn-forbid-verdict-free = Daqui você pode vencer: nenhuma jogada que o motor pode fazer o leva à vitória, então você pode proibir até { $c ->
        [one] { $c } opção
       *[other] { $c } opções
    } e ainda vencer.
bn-forbid-verdict-win = Daqui você pode vencer: o motor só tem { $n ->
        [one] { $n } jogada vencedora
       *[other] { $n } jogadas vencedoras
    } e você pode proibir até { $c ->
        [one] { $c } opção
       *[other] { $c } opções
    }.
bn-forbid-verdict-lose = O motor pode vencer daqui, não importa o que você proíba, se jogar o melhor possível: ele tem { $n ->
        [one] { $n } jogada vencedora
       *[other] { $n } jogadas vencedoras
    } e você pode proibir até { $c ->
        [one] { $c } opção
       *[other] { $c } opções
    }.
bn-forbid-structure = O que importa: uma pilha é segura quando quem precisa jogar a partir dela perde contra o jogo perfeito. O motor vai tirar de { $from } a { $to }, deixando de { $low } a { $high }; { $n ->
        [0] nenhuma dessas pilhas é segura
        [one] dessas, só { $safe } é segura
       *[other] dessas, { $safe } são seguras
    } na jogada { $next }, em que você joga. Uma jogada que deixa uma pilha segura dá a vitória ao motor: { $n ->
        [0] não há nenhuma
        [one] é a de tirar { $wins }
       *[other] são as de tirar { $wins }
    }.
bn-forbid-any = Proíba o que quiser, ou nada: cada jogada deixa para você uma pilha a partir da qual você pode vencer.
bn-forbid-all = Proíba { $forbid }: assim, cada jogada que sobrar para o motor deixa para você uma pilha a partir da qual você pode vencer.
bn-forbid-some = Proíba { $forbid }: o motor ainda tem { $n ->
        [one] { $n } jogada vencedora
       *[other] { $n } jogadas vencedoras
    } ({ $left }), mas precisa { $n ->
        [one] encontrá-la
       *[other] encontrar uma delas
    }.
bn-because-win = uma jogada permitida deixa uma pilha que é segura na jogada { $next }, em que quem tem a vez perde.
bn-because-lose = nenhuma jogada permitida deixa uma pilha que seja segura na jogada { $next }.
bn-reached-none = nenhuma delas é segura
bn-reached-one = dessas, { $safe } é segura
bn-reached-some = dessas, { $safe } são seguras
bn-reached-many = dessas, { $n } são seguras ({ $first }, …)
bn-forbidden-nothing = Nada pode ser proibido na jogada { $k }.
bn-forbade-none = Seu adversário podia proibir até c_{ $i } = { $c ->
        [one] { $c } jogada
       *[other] { $c } jogadas
    } e não proibiu nenhuma.
bn-forbade = Seu adversário podia proibir até c_{ $i } = { $c ->
        [one] { $c } jogada
       *[other] { $c } jogadas
    } e proibiu { $blocked }.
bn-structure = O que importa são as pilhas que são seguras na jogada { $next }: ali quem tem a vez perde, porque não pode jogar ou não tem mais jogadas vencedoras do que você poderá proibir então (c_{ $i } = { $c }). Tirar de { $from } a { $to } leva às pilhas de { $low } a { $high }, e { $reached }. { $forbidden }
bn-after-stuck = quem tem a vez ali não pode jogar (menos de m_{ $i } = { $m ->
        [one] { $m } ficha
       *[other] { $m } fichas
    })
bn-after-blocked = quem tem a vez ali tem no máximo c_{ $i } = { $c ->
        [one] { $c } jogada vencedora
       *[other] { $c } jogadas vencedoras
    }, e o adversário { $c ->
        [one] a proíbe
       *[other] proíbe todas
    }
bn-take-win = Tire { $x }: sobram { $pile }, uma pilha segura na jogada { $next } — { $after }.
bn-take-win-theorem = Tire { $x }: sobram { $pile }, uma pilha segura na jogada { $next } ({ $theorem }) — { $after }.
bn-i-take-win = Tiro { $x }: sobram { $pile }, uma pilha segura na jogada { $next } — { $after }.
bn-i-take-win-theorem = Tiro { $x }: sobram { $pile }, uma pilha segura na jogada { $next } ({ $theorem }) — { $after }.
bn-take-lose = Nenhuma jogada permitida vence: cada uma de { $allowed } deixa uma pilha que não é segura na jogada { $next }. Tirar { $x } mantém o maior número de fichas em jogo.
bn-i-take-lose = Nenhuma jogada permitida vence: cada uma de { $allowed } deixa uma pilha que não é segura na jogada { $next }. Tiro { $x } para manter o maior número de fichas em jogo, torcendo por um deslize.
bn-you-forbade = Você proibiu { $blocked }. { $why }
`;
