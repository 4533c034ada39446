// Cut The Knot's sentences in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
ck-because-win = a menor quantidade que vence a partir de { $pile } é no máximo { $x }, o máximo que você pode tirar agora.
ck-because-lose = a menor quantidade que vence a partir de { $pile } é { $g }, e você pode tirar no máximo { $x }.
ck-look-one = { $pile } é ele mesmo um dos números H de Schwenk, então sua única parte é { $pile }: compare com as { $x } que você pode tirar.
ck-look = Escreva { $pile } com os números H de Schwenk, começando pelo maior que couber: { $pile } = { $sum }. Olhe a menor parte (o 1 mais à direita dos seus dígitos): compare com as { $x } que você pode tirar.
ck-look-digits = Escreva { $pile } com os números H de Schwenk, começando pelo maior que couber: { $pile } = { $sum } (dígitos { $digits }). Olhe a menor parte (o 1 mais à direita dos seus dígitos): compare com as { $x } que você pode tirar.
ck-look-no-rule = A regra de Schwenk (tirar a menor parte) só funciona com certeza quando f nunca diminui e f(x) ≥ x, e o motor não pode confiar nela para esta f: ele calcula, a partir das pilhas menores, a menor quantidade que vence a partir de { $pile }. Compare com as { $x } que você pode tirar.
ck-head-one = { $pile } é um dos números H de Schwenk, então sua menor parte é o próprio { $pile }
ck-head = Escrito com os números H de Schwenk, { $pile } = { $sum }; a menor parte é { $g }
ck-head-no-rule = A menor quantidade que vence a partir de { $pile } é { $g }
ck-lose = { $head }, mais do que as { $x } que você pode tirar: toda jogada perde contra o melhor jogo; { $last }.
ck-take-all = { $head }, e você pode tirar todas as { $pile }: tire todas e vença.
ck-take-leaves-h = { $head }, então tire { $g }. Sobram { $left }, um dos números H de Schwenk, e seu adversário pode tirar no máximo f({ $g }) = { $fg }, menos que { $gleft }: uma pilha perdedora para ele.
ck-take-leaves = { $head }, então tire { $g }. Sobram { $left } = { $sum }, cuja menor parte é { $gleft }, e seu adversário pode tirar no máximo f({ $g }) = { $fg }, menos que { $gleft }: uma pilha perdedora para ele.
ck-take-leaves-no-rule = { $head }, então tire { $g }. Sobram { $left }, de onde a menor quantidade que vence é { $gleft }, e seu adversário pode tirar no máximo f({ $g }) = { $fg }, menos que { $gleft }: uma pilha perdedora para ele.
ck-sub-p = uma posição P ({ $rule })
ck-sub-win = G({ $n }) = { $g } ≠ 0, então você vence: tire { $take }, deixando { $left }, { $why }. Qualquer resposta deixa G ≠ 0, e você pode voltar a G = 0.
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0, então eu venço: tiro { $take } e deixo { $left } para você, { $why }. Qualquer jogada sua deixa G ≠ 0, e eu posso voltar a G = 0.
ck-sub-because-win = { $n } é uma posição N (G({ $n }) ≠ 0).
ck-sub-because-lose = { $n } é uma posição P ({ $rule }).
ck-sub-structure-win = O que importa é o valor de Grundy G, o mex de G nas pilhas que uma jogada alcança: G({ $n }) = { $g }. Uma jogada vencedora leva a uma pilha com G = 0.
ck-sub-structure-win-minmax = O que importa é o valor de Grundy G, o mex de G nas pilhas que uma jogada alcança: G({ $n }) = { $g }. Uma jogada vencedora leva a uma pilha com G = 0 (aqui: uma pilha cujo resto módulo { $cycle } é menor que { $min }).
ck-sub-structure-lose = O que importa é o valor de Grundy G, o mex de G nas pilhas que uma jogada alcança: G({ $n }) = 0, então toda jogada leva a uma pilha com G ≠ 0, da qual seu adversário pode voltar a G = 0.
ck-sub-structure-lose-minmax = O que importa é o valor de Grundy G, o mex de G nas pilhas que uma jogada alcança: G({ $n }) = 0, então toda jogada leva a uma pilha com G ≠ 0, da qual seu adversário pode voltar a G = 0 (aqui: uma pilha cujo resto módulo { $cycle } é menor que { $min }).
ck-sub-lost = G({ $n }) = 0: toda jogada deixa uma pilha com G ≠ 0
ck-sub-lost-minmax = G({ $n }) = 0 ({ $rule }): toda jogada deixa uma pilha com G ≠ 0
ck-sub-lose = { $lost }, então contra o melhor jogo você perde; fazer a menor jogada, tirar { $take }, mantém o jogo andando.
ck-sub-lose-engine = { $lost }, então contra o seu melhor jogo eu perco; faço a menor jogada, tiro { $take }, para manter o jogo andando.
ck-sum-because-win = a soma nim dos valores de Grundy das pilhas não é 0.
ck-sum-because-lose = a soma nim dos valores de Grundy das pilhas é 0.
ck-sum-structure-win = O que importa é a soma nim dos valores de Grundy das pilhas, G(pilha, o máximo que ela permite agora): { $sum }. Uma jogada vencedora muda o G de uma pilha para G ⊕ { $s }, o que torna a soma nim 0: procure uma pilha cujo G possa virar esse valor.
ck-sum-structure-lose = O que importa é a soma nim dos valores de Grundy das pilhas, G(pilha, o máximo que ela permite agora): { $sum }. Qualquer jogada muda o G de uma pilha e torna a soma nim diferente de 0, e seu adversário pode torná-la 0 de novo.
ck-sum-win = Soma nim { $sum } ≠ 0, então você vence. Tire { $take } da pilha { $pile } (G = { $g }): ela vira ({ $left }, no máximo f({ $take }) = { $fk }) com G = { $target } = { $g } ⊕ { $s }, e a soma nim vira 0 — qualquer resposta a torna diferente de 0 de novo.
ck-sum-win-engine = Soma nim { $sum } ≠ 0, então eu venço. Tiro { $take } da pilha { $pile } (G = { $g }): ela vira ({ $left }, no máximo f({ $take }) = { $fk }) com G = { $target } = { $g } ⊕ { $s }, e a soma nim vira 0 — qualquer jogada sua a torna diferente de 0 de novo.
ck-sum-lose = Soma nim { $sum }: toda jogada muda um G e torna a soma nim diferente de 0, então contra o melhor jogo você perde; tirar 1 da pilha { $pile } mantém o jogo andando.
ck-sum-lose-engine = Soma nim { $sum }: toda jogada muda um G e torna a soma nim diferente de 0, então contra o seu melhor jogo eu perco; tiro 1 da pilha { $pile } para manter o jogo andando.
`;
