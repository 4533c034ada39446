// Cut The Knot's games' sentences in English (hints, reasons): exactly the templates of MESSAGES
// in src/games/cut_the_knot/messages.rs (a Rust test compares); what only the analyses say is in
// the part cut_the_knot_analysis. See core/i18n.js.
export const ftl = String.raw`
ck-because-win = the smallest take that wins from { $pile } is at most { $x }, the most you may take now.
ck-because-lose = the smallest take that wins from { $pile } is { $g }, and you may take at most { $x }.
ck-look-one = { $pile } is itself one of Schwenk's numbers H, so its only part is { $pile }: compare it with the { $x } you may take.
ck-look = Write { $pile } with Schwenk's numbers H, the largest that fits first: { $pile } = { $sum }. Look at its smallest part (the rightmost 1 in its digits): compare it with the { $x } you may take.
ck-look-digits = Write { $pile } with Schwenk's numbers H, the largest that fits first: { $pile } = { $sum } (digits { $digits }). Look at its smallest part (the rightmost 1 in its digits): compare it with the { $x } you may take.
ck-look-no-rule = Schwenk's rule (take the smallest part) is only sure to work when f never decreases and f(x) ≥ x, and the engine cannot rely on it for this f: it works out from the smaller piles the smallest take that wins from { $pile }. Compare that with the { $x } you may take.
ck-head-one = { $pile } is one of Schwenk's numbers H, so its smallest part is { $pile } itself
ck-head = Written with Schwenk's numbers H, { $pile } = { $sum }; the smallest part is { $g }
ck-head-no-rule = The smallest take that wins from { $pile } is { $g }
ck-lose = { $head }, more than the { $x } you may take: every move loses against best play; { $last }.
ck-take-all = { $head }, and you may take all { $pile }: take them and win.
ck-take-leaves-h = { $head }, so take { $g }. That leaves { $left }, one of Schwenk's numbers H, and your opponent may take at most f({ $g }) = { $fg }, fewer than { $gleft }: a losing pile for them.
ck-take-leaves = { $head }, so take { $g }. That leaves { $left } = { $sum }, whose smallest part is { $gleft }, and your opponent may take at most f({ $g }) = { $fg }, fewer than { $gleft }: a losing pile for them.
ck-take-leaves-no-rule = { $head }, so take { $g }. That leaves { $left }, where the smallest take that wins is { $gleft }, and your opponent may take at most f({ $g }) = { $fg }, fewer than { $gleft }: a losing pile for them.
ck-sub-p = a P-position ({ $rule })
ck-sub-win = G({ $n }) = { $g } ≠ 0, so you win: take { $take }, leaving { $left }, { $why }. Every reply leaves G ≠ 0, and you can return to G = 0.
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0, so I win: I take { $take }, leaving you { $left }, { $why }. Every move you make leaves G ≠ 0, and I can return to G = 0.
ck-sub-because-win = { $n } is an N-position (G({ $n }) ≠ 0).
ck-sub-because-lose = { $n } is a P-position ({ $rule }).
ck-sub-structure-win = What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = { $g }. A winning move goes to a pile with G = 0.
ck-sub-structure-win-minmax = What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = { $g }. A winning move goes to a pile with G = 0 (here: a pile whose remainder mod { $cycle } is below { $min }).
ck-sub-structure-lose = What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = 0, so every move goes to a pile with G ≠ 0, from which your opponent can move to G = 0 again.
ck-sub-structure-lose-minmax = What matters is the Grundy value G, the mex of G over the piles a move reaches: G({ $n }) = 0, so every move goes to a pile with G ≠ 0, from which your opponent can move to G = 0 again (here: a pile whose remainder mod { $cycle } is below { $min }).
ck-sub-lost = G({ $n }) = 0: every move leaves a pile with G ≠ 0
ck-sub-lost-minmax = G({ $n }) = 0 ({ $rule }): every move leaves a pile with G ≠ 0
ck-sub-lose = { $lost }, so against best play you lose; taking the smallest move, { $take }, keeps the game going.
ck-sub-lose-engine = { $lost }, so against your best play I lose; I take the smallest move, { $take }, to keep the game going.
ck-sum-because-win = the nim-sum of the piles' Grundy values is not 0.
ck-sum-because-lose = the nim-sum of the piles' Grundy values is 0.
ck-sum-structure-win = What matters is the nim-sum of the piles' Grundy values G(pile, the most it allows now): { $sum }. A winning move changes one pile's G to G ⊕ { $s }, which makes the nim-sum 0: look for a pile whose G can become that.
ck-sum-structure-lose = What matters is the nim-sum of the piles' Grundy values G(pile, the most it allows now): { $sum }. Any move changes one pile's G and makes the nim-sum non-zero, and your opponent can make it 0 again.
ck-sum-win = Nim-sum { $sum } ≠ 0, so you win. Take { $take } from pile { $pile } (G = { $g }): it becomes ({ $left }, at most f({ $take }) = { $fk }) with G = { $target } = { $g } ⊕ { $s }, and the nim-sum becomes 0 — every reply makes it non-zero again.
ck-sum-win-engine = Nim-sum { $sum } ≠ 0, so I win. I take { $take } from pile { $pile } (G = { $g }): it becomes ({ $left }, at most f({ $take }) = { $fk }) with G = { $target } = { $g } ⊕ { $s }, and the nim-sum becomes 0 — every move you make makes it non-zero again.
ck-sum-lose = Nim-sum { $sum }: every move changes one G and makes the nim-sum non-zero, so against best play you lose; taking 1 from pile { $pile } keeps the game going.
ck-sum-lose-engine = Nim-sum { $sum }: every move changes one G and makes the nim-sum non-zero, so against your best play I lose; I take 1 from pile { $pile } to keep the game going.
`;
