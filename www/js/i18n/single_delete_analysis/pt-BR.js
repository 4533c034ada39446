// Single-delete Nim's analysis in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
sd-name-doubling = a observação da duplicação
sd-statement-theorem-1-1 = Duas pilhas: P exatamente quando ambas são ímpares
sd-statement-theorem-1-4 = Três pilhas: P exatamente quando as três têm a mesma valoração 2-ádica
sd-statement-prop-4-1 = Todas as pilhas ímpares ⇒ P
sd-statement-prop-4-2 = k pilhas de 2: N exatamente quando k ≡ 2 (mod 3)
sd-statement-condition-1 = Quatro pilhas com valorações 2-ádicas iguais ⇒ P (Teorema 1.5, condição (1))
sd-statement-doubling = Dobrar cada pilha preserva P e N (uma observação que não está no artigo; verificada onde as pilhas dobradas continuam no intervalo)
sd-check-other-piles = Trata de { $piles } pilhas: não se aplica a { $k } pilhas.
sd-check-no-twos = Não se aplica: nenhuma pilha de 2 está no intervalo.
sd-check-contradicted-p = Refutado em { $at }: a busca encontra uma posição P.
sd-check-contradicted-n = Refutado em { $at }: a busca encontra uma posição N.
sd-check-holds = Vale para toda posição de { $piles } pilhas, cada uma ≤ { $max } (busca).
sd-doubling-contradicted-p = Refutado em { $at }: é uma posição P, mas { $doubled } é uma posição N.
sd-doubling-contradicted-n = Refutado em { $at }: é uma posição N, mas { $doubled } é uma posição P.
sd-explain-agrees-p = { $piles } é uma posição P: { $because }, então { $name } a torna P (a busca concorda).
sd-explain-agrees-n = { $piles } é uma posição N: { $because }, então { $name } a torna N (a busca concorda).
sd-explain-contradicted-p = A busca encontra { $piles } como posição P, mas { $name } diz o contrário ({ $because }): o enunciado é refutado aqui.
sd-explain-contradicted-n = A busca encontra { $piles } como posição N, mas { $name } diz o contrário ({ $because }): o enunciado é refutado aqui.
sd-explain-search-p = { $piles } é uma posição P segundo a busca: toda jogada deixa uma posição N. Nenhum enunciado do artigo cobre as valorações { $vals }.
sd-explain-search-n = { $piles } é uma posição N segundo a busca: apague { $delete }, divida { $split } em { $a } + { $b }, e sobra uma posição P.
`;
