// The move-function engine's sentences in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
mf-look-multi = Em G_{ $game }, escreva { $pile } como uma cadeia de membros das bases: { $pile } = { $sum }. Olhe a última parte: o Θ dela é g({ $pile }), para comparar com as { $x } que você pode tirar.
mf-look = Escreva { $pile } na base B_f, primeiro o maior membro que couber: { $pile } = { $sum }. Olhe a menor parte: { $smallest }
mf-smallest-is-g = esse é g({ $n }), a menor jogada vencedora a partir de { $n }; compare com as { $x } que você pode tirar.
mf-smallest-via-g0 = g({ $n }) é g0({ $part }), a menor jogada vencedora a partir de uma pilha só com essa parte; compare com as { $x } que você pode tirar.
mf-because-win = g({ $pile }), a menor jogada vencedora a partir de { $pile }, é no máximo { $x }, o máximo que você pode tirar agora.
mf-because-lose = a menor jogada vencedora a partir de { $pile } é g({ $pile }) = { $g }, e você pode tirar no máximo { $x }.
mf-take-all = { $rep }, então g({ $pile }) = { $pile }: tire todas as { $pile } e vença.
mf-take-g = { $rep }, então g({ $pile }) = { $g } ≤ { $x }: tire { $g }. Sobram { $left }, das quais se poderá tirar no máximo { $fname } = { $fg }, mas { $left } precisa de uma jogada de pelo menos g({ $left }) = { $gleft } para vencer.
mf-lose = { $rep }, então g({ $pile }) = { $g } > { $x }: toda jogada perde contra o jogo perfeito; { $last }.
mf-longest-loss = tirar { $take } faz a partida durar o máximo possível ({ $moves ->
        [one] mais { $moves } jogada
       *[other] mais { $moves } jogadas
    } com jogo perfeito)
mf-longest-loss-huge = tirar 1 (pilhas tão grandes não têm tabela de sobrevivência)
mf-digits = Escreva { $pile } com os dígitos de B_f ({ $members }): { $pile } se escreve { $digits }. Olhe o 1 mais à direita, a menor parte: { $smallest }
mf-digits-schwenk = Escreva { $pile } com os dígitos de B_f, que para esta f é a sequência H de Schwenk ({ $members }): { $pile } se escreve { $digits }. Olhe o 1 mais à direita, a menor parte: { $smallest }
mf-rep = { $n } = { $sum } em B_f; a menor parte é { $smallest }
mf-rep-g0 = { $n } = { $sum } em B_f; a menor parte, { $smallest }, tem g0({ $smallest }) = { $g0 }
mf-rep-multi = Em G_{ $game }: { $n } = { $sum }; a última parte, { $part }, é um membro de B_{ $base } com Θ = { $theta }
`;
