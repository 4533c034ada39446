// Cut The Knot's sentences that only its analyses show, in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
ck-st-h-losing = H é o conjunto das pilhas iniciais perdedoras
ck-st-h-base = H é a base B_f do jogo de função de jogada (Holshouser e Reiter 2003)
ck-st-base-losing = Os inícios perdedores são os N com g(N) = N no jogo de função de jogada
ck-st-unique = Todo N tem exatamente uma representação t_1 + … + t_r por H com f(t_i) < t_(i+1)
ck-st-converse = Uma sequência crescente com representações únicas tem de ser H
ck-st-strategy = A partir de um início que não está em H, remover o 1 mais à direita (o menor termo) vence
ck-rep-in-h = { $n } = H_{ $k } está em H: um início perdedor — qualquer primeira jogada deixa o adversário vencer.
ck-rep-take = { $n } = { $sum }: remova o 1 mais à direita, ou seja, tire { $t }. O adversário pode então tirar no máximo f({ $t }), pouco demais para remover o próximo 1.
ck-rep-note = { $text } Observação: { $stop }.
ck-rep-broken = { $text } A soma gulosa viola a regra f(t_i) < t_(i+1), então esta não é uma representação de Schwenk (as hipóteses dele falham para esta f).
ck-rep-loses = { $n } = { $sum }, mas aqui remover o 1 mais à direita ({ $t }) perde: deixa { $left } com até f({ $t }) = { $ft } para tirar, e a partir de { $left } basta uma jogada de g = { $g } para vencer (pelo jogo de função de jogada). A estratégia de Schwenk precisa das hipóteses dele.
`;
