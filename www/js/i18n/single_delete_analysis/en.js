// Single-delete Nim's analysis in English: the paper's statements checked on a solved range and
// their verdicts, why a position is P or N; exactly the templates of ANALYSIS in
// src/games/single_delete/messages.rs (a Rust test compares). The section's checks and map and the
// lesson show them; a course page's one game does not load this part. See core/i18n.js.
export const ftl = String.raw`
sd-name-doubling = the doubling observation
sd-statement-theorem-1-1 = Two piles: P exactly when both are odd
sd-statement-theorem-1-4 = Three piles: P exactly when all three have the same 2-adic valuation
sd-statement-prop-4-1 = All piles odd ⇒ P
sd-statement-prop-4-2 = k piles of 2: N exactly when k ≡ 2 (mod 3)
sd-statement-condition-1 = Four piles with equal 2-adic valuations ⇒ P (Theorem 1.5, condition (1))
sd-statement-doubling = Doubling every pile keeps P and N (an observation, not in the paper; checked where the doubled piles stay in range)
sd-check-other-piles = About { $piles } piles: does not apply to { $k } piles.
sd-check-no-twos = Does not apply: no pile of 2 is in range.
sd-check-contradicted-p = Contradicted at { $at }: search finds a P-position.
sd-check-contradicted-n = Contradicted at { $at }: search finds an N-position.
sd-check-holds = Holds for every position of { $piles } piles, each ≤ { $max } (search).
sd-doubling-contradicted-p = Contradicted at { $at }: it is a P-position, but { $doubled } is an N-position.
sd-doubling-contradicted-n = Contradicted at { $at }: it is an N-position, but { $doubled } is a P-position.
sd-explain-agrees-p = { $piles } is a P-position: { $because }, so { $name } makes it P (search agrees).
sd-explain-agrees-n = { $piles } is an N-position: { $because }, so { $name } makes it N (search agrees).
sd-explain-contradicted-p = Search finds { $piles } a P-position, but { $name } says otherwise ({ $because }): the statement is contradicted here.
sd-explain-contradicted-n = Search finds { $piles } an N-position, but { $name } says otherwise ({ $because }): the statement is contradicted here.
sd-explain-search-p = { $piles } is a P-position by search: every move leaves an N-position. No statement of the paper covers the valuations { $vals }.
sd-explain-search-n = { $piles } is an N-position by search: delete { $delete }, split { $split } into { $a } + { $b }, and a P-position is left.
`;
