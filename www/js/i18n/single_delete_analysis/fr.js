// Single-delete Nim's analysis in French (see en.js).
export const ftl = String.raw`
sd-name-doubling = l’observation du doublement
sd-statement-theorem-1-1 = Deux tas : P exactement quand les deux sont impairs
sd-statement-theorem-1-4 = Trois tas : P exactement quand les trois ont la même valuation 2-adique
sd-statement-prop-4-1 = Tous les tas impairs ⇒ P
sd-statement-prop-4-2 = k tas de 2 : N exactement quand k ≡ 2 (mod 3)
sd-statement-condition-1 = Quatre tas de valuations 2-adiques égales ⇒ P (théorème 1.5, condition (1))
sd-statement-doubling = Doubler chaque tas conserve P et N (une observation, absente de l’article ; vérifiée là où les tas doublés restent dans l’intervalle)
sd-check-other-piles = Porte sur { $piles } tas : ne s’applique pas à { $k } tas.
sd-check-no-twos = Ne s’applique pas : aucun tas de 2 n’est dans l’intervalle.
sd-check-contradicted-p = Contredit en { $at } : la recherche trouve une position P.
sd-check-contradicted-n = Contredit en { $at } : la recherche trouve une position N.
sd-check-holds = Vrai pour toute position de { $piles } tas, chacun ≤ { $max } (recherche).
sd-doubling-contradicted-p = Contredit en { $at } : c’est une position P, mais { $doubled } est une position N.
sd-doubling-contradicted-n = Contredit en { $at } : c’est une position N, mais { $doubled } est une position P.
sd-explain-agrees-p = { $piles } est une position P : { $because }, donc { $name } la rend P (la recherche confirme).
sd-explain-agrees-n = { $piles } est une position N : { $because }, donc { $name } la rend N (la recherche confirme).
sd-explain-contradicted-p = La recherche trouve que { $piles } est une position P, mais { $name } dit le contraire ({ $because }) : l’énoncé est contredit ici.
sd-explain-contradicted-n = La recherche trouve que { $piles } est une position N, mais { $name } dit le contraire ({ $because }) : l’énoncé est contredit ici.
sd-explain-search-p = { $piles } est une position P d’après la recherche : tout coup laisse une position N. Aucun énoncé de l’article ne couvre les valuations { $vals }.
sd-explain-search-n = { $piles } est une position N d’après la recherche : supprimez { $delete }, partagez { $split } en { $a } + { $b }, et il reste une position P.
`;
