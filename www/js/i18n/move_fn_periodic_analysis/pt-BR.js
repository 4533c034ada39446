// The sentences of the periodic analysis f(n, x) in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, como no catálogo da seção (move_fn_periodic_section).
# teorema 1, teorema 2, algoritmo 1, condição (2) (vale / falha), conclusão, contraexemplo,
# membro, base, jogo, crescente, artigo, fórmulas de Fibonacci.

mfpa-theorem2-holds = O teorema 2 vale em 1..{ $upto }: em cada jogo G_0 … G_{ $last }, Θ_i nos membros e { $rule } entre eles dão exatamente os g_i do algoritmo 1.
mfpa-theorem2-fails = O teorema 2 falha: em G_{ $game }, { $value } pelo algoritmo 1, mas as bases preveem { $predicted }.
mfpa-theorem1-holds = As conclusões 1, 2, 3a e 3b do teorema 1 valem em 1..{ $upto }.
mfpa-theorem1-fails = Uma conclusão do teorema 1 falha em 1..{ $upto } embora a condição (2) valha — um contraexemplo ao teorema tal como está enunciado.
mfpa-theorem1-fails-in-range = Uma conclusão do teorema 1 falha em 1..{ $upto } embora a condição (2) valha nesse intervalo — um contraexemplo ao teorema tal como está enunciado.
mfpa-theorem1-holds-anyway = A condição (2) falha, então o teorema 1 não promete nada aqui; mesmo assim, suas conclusões valem em 1..{ $upto }.
mfpa-theorem1-not-apply = A condição (2) falha, e as conclusões do teorema 1 de fato falham em 1..{ $upto }: o teorema não se aplica a esta f.
mfpa-condition-fails = { $drop }: a condição (2) falha (n = { $residue } mod { $t }).
mfpa-condition-proved = f é crescente em x pela forma da sua expressão: a condição (2) vale para todo n e todo x.
mfpa-condition-proved-from = f é crescente em x para x ≥ { $from } pela forma da sua expressão, e { $condition } foi verificado para x < { $from } e cada n mod { $t }: a condição (2) vale em toda parte.
mfpa-condition-checked = { $condition } verificado para x < { $upto } e cada n mod { $t } (não provado além disso).
mfpa-conclusion-1 = todo membro b de B_i satisfaz { $claim }
mfpa-conclusion-2 = todo n fora de B_i satisfaz { $claim }
mfpa-conclusion-3a = se { $between }, então { $claim }
mfpa-conclusion-3b = se B_i é finita e n passa do seu maior membro b_ik, então { $claim }
mfpa-counter-member = { $member }, mas { $value }
mfpa-counter-outside = { $outside }, mas { $value }, que não é < { $n }
mfpa-counter-rule = { $value }, mas { $expected }
mfpa-example2-agrees = { $count ->
        [one] O único membro
       *[other] Os { $count } membros
    } de B_0 e B_1 até { $limit } { $count ->
        [one] coincide
       *[other] coincidem
    } com as fórmulas de Fibonacci do artigo.
mfpa-example2-differs = As fórmulas do artigo e as bases calculadas diferem pela primeira vez em B_{ $game }, na posição { $k }: calculado { $computed }, no artigo { $printed }.
`;
