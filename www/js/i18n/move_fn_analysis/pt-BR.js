// The sentences of the analysis of f(x) in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, como no catálogo da seção (move_fn_section).
# teorema principal, recorrência direta, construção simples, construção geral, força bruta,
# membro (da base), base, crescente, inclinação log-log, razão, conjectura,
# artigo (de Holshouser e Reiter), contraexemplo, jogo, posição.

mfa-theorem-holds = { $claim } em 1..{ $upto }: o teorema principal vale aqui (g pela recorrência direta, g0 a partir de B_f).
mfa-theorem-fails = O teorema principal falha: { $g } pela recorrência direta, mas { $g0 } a partir de B_f.
mfa-condition-proved = f é crescente pela forma da sua expressão, então { $condition } para todo n: a construção simples se aplica (g0 = identidade em B_f).
mfa-condition-fails = { $drop }: a construção simples não se aplica; B_f vem da construção geral.
mfa-condition-checked = { $condition } verificado para n < { $upto } (não provado além disso): em 1..{ $upto }, a construção simples se aplica.
mfa-storage = { $set } tem { $count ->
        [one] { $count } membro
       *[other] { $count } membros
    }: junto com g0, { $count ->
        [one] ele guarda
       *[other] eles guardam
    } toda a estratégia em 1..{ $upto } ({ $percent }% { $values ->
        [one] do único valor de g
       *[other] dos { $values } valores de g
    }).
mfa-growth-finite = B_f é finita (maior membro { $top }), então g(N) depende só de N mod { $top }: g fica ≤ { $gmax }.
mfa-growth-few = g chega a { $gmax } em 1..{ $upto }; ali B_f tem só { $count ->
        [one] { $count } membro
       *[other] { $count } membros
    }, pouco para dizer como ela cresce.
mfa-growth-bounded = g fica ≤ { $gmax } em 1..{ $upto }: aqui g parece limitada, e a conjectura do artigo (crescimento exponencial de B_f quando g é ilimitada) nada diz sobre esse caso. B_f cresce devagar (inclinação log-log { $slope }, última razão { $ratio }), então guarda a estratégia de forma pouco eficiente — como o terceiro exemplo do artigo.
mfa-growth-exponential = g chega a { $gmax } em 1..{ $upto }; cada um dos últimos membros de B_f é cerca de { $factor } vezes o anterior (última razão { $ratio }), de forma estável: crescimento exponencial, como o artigo conjectura sempre que g é ilimitada — um indício em 1..{ $upto }, não uma prova.
mfa-growth-polynomial = g chega a { $gmax } em 1..{ $upto } e, no entanto, B_f cresce de forma polinomial: { $count ->
        [one] no seu último membro
       *[other] nos seus últimos { $count } membros
    }, a inclinação log-log de b_k em função de k fica perto de { $slope } ({ $first }, depois { $second }), enquanto as razões b_(k+1)/b_k caem em direção a 1 (a última, { $ratio }). Se isso continuar, f é um contraexemplo à conjectura do artigo de que B_f cresce exponencialmente sempre que g é ilimitada — um indício em 1..{ $upto }, não uma prova.
mfa-growth-polynomial-like = g chega a { $gmax } em 1..{ $upto } e, no entanto, B_f cresce de forma polinomial: { $count ->
        [one] no seu último membro
       *[other] nos seus últimos { $count } membros
    }, a inclinação log-log de b_k em função de k fica perto de { $slope } ({ $first }, depois { $second }), com { $approx } em k = { $k }, enquanto as razões b_(k+1)/b_k caem em direção a 1 (a última, { $ratio }). Se isso continuar, f é um contraexemplo à conjectura do artigo de que B_f cresce exponencialmente sempre que g é ilimitada — um indício em 1..{ $upto }, não uma prova.
mfa-growth-unclear = g chega a { $gmax } em 1..{ $upto }; { $count ->
        [one] no último membro
       *[other] nos últimos { $count } membros
    } de B_f, nem as razões b_(k+1)/b_k (a última, { $ratio }) nem a inclinação log-log ({ $first }, depois { $second }) se estabilizam, então aqui os dados nem apoiam nem contradizem a conjectura do artigo.
mfa-brute-agrees = g coincide com a força bruta em toda posição (n, x) com n ≤ { $upto } (o jogo resolvido a partir da sua definição).
mfa-brute-agrees-games = g coincide com a força bruta em toda posição (n, x) com n ≤ { $upto } em cada jogo G_0 … G_{ $last } (o jogo resolvido a partir da sua definição).
mfa-brute-differs = g difere da força bruta: em G_{ $game }, com n = { $n }: força bruta { $brute }, a recorrência { $recursion }.
`;
