// Cut The Knot's sentences that only its analyses show, in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
ck-period-start = G é periódica desde o início, com período { $q }.
ck-period-from = G é periódica a partir de S = { $p }, com período { $q } (pré-período { $p }): a janela de { $s ->
        [one] { $s } valor
       *[other] { $s } valores
    } em S = { $m } volta em S = { $n }.
ck-period-none = Nenhum período encontrado para S ≤ { $upto }: nenhuma janela de { $s ->
        [one] { $s } valor
       *[other] { $s } valores
    } se repetiu.
ck-rule-contradicted = Refutada em S = { $s }: G({ $s }) = { $g }, contra { $statement }.
ck-rule-p = a regra “P exatamente quando S mod { $cycle } < { $min }”
ck-rule-formula = a fórmula fechada ⌊(S mod { $cycle }) / { $min }⌋
ck-rule-for-all = Vale para todo S: verificada em 0..{ $end }, o que cobre um período inteiro de G e da regra.
ck-rule-holds = Vale para S = 0..{ $end }.
ck-hyp-rising-proved = f é não decrescente (provado pela sua forma).
ck-hyp-rising-fails = f não é não decrescente: f({ $next }) = { $fnext } < f({ $x }) = { $fx }.
ck-hyp-rising-checked = f é não decrescente em 1..{ $upto } (verificado).
ck-hyp-at-least-x-fails = f(x) ≥ x falha: f({ $x }) = { $fx } < { $x }.
ck-hyp-at-least-x-checked = f(x) ≥ x em 1..{ $upto } (verificado).
ck-claim-contradicted = Refutado: { $why }.
ck-claim-h-losing = H coincide com as pilhas iniciais perdedoras (força bruta) em 1..{ $upto }.
ck-claim-h-base = H coincide com B_f em 1..{ $upto }.
ck-claim-base-losing = g(N) = N exatamente nas pilhas iniciais perdedoras em 1..{ $upto }.
ck-claim-unique = Todo N ≤ { $upto } tem exatamente uma representação.
ck-claim-converse = A única sequência crescente que representa cada N ≤ { $upto } exatamente uma vez é H.
ck-claim-strategy = Tirar o menor termo vence a partir de toda pilha inicial N ≤ { $upto } que não está em H.
ck-in-not-in = N = { $n } está em { $inside } mas não em { $outside }
ck-set-losing = as pilhas iniciais perdedoras
ck-set-forced = a sequência forçada
ck-count-none = N = { $n } não tem representação com H
ck-count-none-forced = N = { $n } não tem representação com ela
ck-count-one = N = { $n } tem uma representação, { $sum }
ck-count-two = N = { $n } tem duas representações com H: { $a } e { $b }
ck-count-two-forced = N = { $n } tem duas representações com ela: { $a } e { $b }
ck-converse-fails = nenhuma sequência crescente tem representações únicas até { $upto }: a única candidata (1, { $second }, …) dá { $count }
ck-strategy-no-rep = N = { $n } não tem representação com H (H para em { $last }), então não há 1 mais à direita para tirar
ck-strategy-loses = a partir de N = { $n } = { $sum }, tirar o menor termo { $t } deixa ({ $left }, f({ $t }) = { $ft }), que o adversário vence
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
