// Cut The Knot's sentences in Simplified Chinese (see en.js).
export const ftl = String.raw`
ck-because-win = 从 { $pile } 出发能获胜的最小取数不超过 { $x }，也就是你现在最多能取的数目。
ck-because-lose = 从 { $pile } 出发能获胜的最小取数是 { $g }，而你最多只能取 { $x }。
ck-look-one = { $pile } 本身就是 Schwenk 数 H 之一，所以它唯一的部分就是 { $pile }：把它和你可以取的 { $x } 比较。
ck-look = 用 Schwenk 数 H 写出 { $pile }，先取放得下的最大的数：{ $pile } = { $sum }。看它最小的部分（数位中最右边的 1）：把它和你可以取的 { $x } 比较。
ck-look-digits = 用 Schwenk 数 H 写出 { $pile }，先取放得下的最大的数：{ $pile } = { $sum }（数位 { $digits }）。看它最小的部分（数位中最右边的 1）：把它和你可以取的 { $x } 比较。
ck-look-no-rule = Schwenk 规则（取最小的部分）只有在 f 从不减小且 f(x) ≥ x 时才一定有效，对这个 f 引擎不能依靠它：引擎从较小的堆算起，求出从 { $pile } 出发能获胜的最小取数。把它和你可以取的 { $x } 比较。
ck-head-one = { $pile } 是 Schwenk 数 H 之一，所以它最小的部分就是 { $pile } 本身
ck-head = 用 Schwenk 数 H 写出：{ $pile } = { $sum }；最小的部分是 { $g }
ck-head-no-rule = 从 { $pile } 出发能获胜的最小取数是 { $g }
ck-lose = { $head }，比你可以取的 { $x } 还多：面对最佳应对，每一步都会输；{ $last }。
ck-take-all = { $head }，而你可以把 { $pile } 枚全部取走：全部取走就赢了。
ck-take-leaves-h = { $head }，所以取 { $g }。剩下 { $left }，它是 Schwenk 数 H 之一，而对手最多只能取 f({ $g }) = { $fg }，少于 { $gleft }：对他来说这是必败的一堆。
ck-take-leaves = { $head }，所以取 { $g }。剩下 { $left } = { $sum }，它最小的部分是 { $gleft }，而对手最多只能取 f({ $g }) = { $fg }，少于 { $gleft }：对他来说这是必败的一堆。
ck-take-leaves-no-rule = { $head }，所以取 { $g }。剩下 { $left }，从那里能获胜的最小取数是 { $gleft }，而对手最多只能取 f({ $g }) = { $fg }，少于 { $gleft }：对他来说这是必败的一堆。
ck-sub-p = 一个 P 局面（{ $rule }）
ck-sub-win = G({ $n }) = { $g } ≠ 0，所以你能赢：取 { $take }，留下 { $left }，{ $why }。对手无论怎么应对都会留下 G ≠ 0，而你又能回到 G = 0。
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0，所以我能赢：我取 { $take }，给你留下 { $left }，{ $why }。你无论怎么走都会留下 G ≠ 0，而我又能回到 G = 0。
ck-sub-because-win = { $n } 是 N 局面（G({ $n }) ≠ 0）。
ck-sub-because-lose = { $n } 是 P 局面（{ $rule }）。
ck-sub-structure-win = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = { $g }。必胜的一步走到 G = 0 的堆。
ck-sub-structure-win-minmax = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = { $g }。必胜的一步走到 G = 0 的堆（这里：模 { $cycle } 的余数小于 { $min } 的堆）。
ck-sub-structure-lose = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = 0，所以每一步都走到 G ≠ 0 的堆，对手从那里又能走回 G = 0。
ck-sub-structure-lose-minmax = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = 0，所以每一步都走到 G ≠ 0 的堆，对手从那里又能走回 G = 0（这里：模 { $cycle } 的余数小于 { $min } 的堆）。
ck-sub-lost = G({ $n }) = 0：每一步都留下 G ≠ 0 的堆
ck-sub-lost-minmax = G({ $n }) = 0（{ $rule }）：每一步都留下 G ≠ 0 的堆
ck-sub-lose = { $lost }，所以面对最佳应对你会输；走最小的一步，取 { $take }，能让对局继续下去。
ck-sub-lose-engine = { $lost }，所以面对你的最佳应对我会输；我走最小的一步，取 { $take }，让对局继续下去。
ck-sum-because-win = 各堆 Grundy 值的尼姆和不是 0。
ck-sum-because-lose = 各堆 Grundy 值的尼姆和是 0。
ck-sum-structure-win = 关键是各堆 Grundy 值 G(堆, 现在最多能取的数) 的尼姆和：{ $sum }。必胜的一步把某一堆的 G 变成 G ⊕ { $s }，使尼姆和变为 0：找一堆，它的 G 能变成这个值。
ck-sum-structure-lose = 关键是各堆 Grundy 值 G(堆, 现在最多能取的数) 的尼姆和：{ $sum }。任何一步都会改变某一堆的 G，使尼姆和不为 0，而对手又能把它变回 0。
ck-sum-win = 尼姆和 { $sum } ≠ 0，所以你能赢。从第 { $pile } 堆（G = { $g }）取 { $take }：它变成（{ $left }，最多取 f({ $take }) = { $fk }），G = { $target } = { $g } ⊕ { $s }，尼姆和变为 0——对手无论怎么应对都会让它重新不为 0。
ck-sum-win-engine = 尼姆和 { $sum } ≠ 0，所以我能赢。我从第 { $pile } 堆（G = { $g }）取 { $take }：它变成（{ $left }，最多取 f({ $take }) = { $fk }），G = { $target } = { $g } ⊕ { $s }，尼姆和变为 0——你无论怎么走都会让它重新不为 0。
ck-sum-lose = 尼姆和 { $sum }：每一步都会改变一个 G，使尼姆和不为 0，所以面对最佳应对你会输；从第 { $pile } 堆取 1 能让对局继续下去。
ck-sum-lose-engine = 尼姆和 { $sum }：每一步都会改变一个 G，使尼姆和不为 0，所以面对你的最佳应对我会输；我从第 { $pile } 堆取 1，让对局继续下去。
ck-period-start = G 从一开始就是周期的，周期为 { $q }。
ck-period-from = G 从 S = { $p } 起是周期的，周期为 { $q }（前周期 { $p }）：S = { $m } 处由 { $s ->
       *[other] { $s } 个值
    }组成的窗口在 S = { $n } 处再次出现。
ck-period-none = 在 S ≤ { $upto } 内没有找到周期：没有哪个由 { $s ->
       *[other] { $s } 个值
    }组成的窗口重复出现。
ck-rule-contradicted = 在 S = { $s } 处被推翻：G({ $s }) = { $g }，与{ $statement }不符。
ck-rule-p = 规则“P 当且仅当 S mod { $cycle } < { $min }”
ck-rule-formula = 闭式 ⌊(S mod { $cycle }) / { $min }⌋
ck-rule-for-all = 对每个 S 都成立：已在 0..{ $end } 上检验，这覆盖了 G 和该规则的一个完整周期。
ck-rule-holds = 对 S = 0..{ $end } 成立。
ck-hyp-rising-proved = f 单调不减（由其形式证明）。
ck-hyp-rising-fails = f 不是单调不减的：f({ $next }) = { $fnext } < f({ $x }) = { $fx }。
ck-hyp-rising-checked = f 在 1..{ $upto } 上单调不减（已检验）。
ck-hyp-at-least-x-fails = f(x) ≥ x 不成立：f({ $x }) = { $fx } < { $x }。
ck-hyp-at-least-x-checked = f(x) ≥ x 在 1..{ $upto } 上成立（已检验）。
ck-claim-contradicted = 被推翻：{ $why }。
ck-claim-h-losing = 在 1..{ $upto } 上，H 等于必败的起始堆（穷举）。
ck-claim-h-base = 在 1..{ $upto } 上，H 等于 B_f。
ck-claim-base-losing = 在 1..{ $upto } 上，g(N) = N 恰好在必败的起始堆处成立。
ck-claim-unique = 每个 N ≤ { $upto } 都恰好有一种表示。
ck-claim-converse = 把每个 N ≤ { $upto } 恰好表示一次的递增数列只有 H。
ck-claim-strategy = 从每个不在 H 中的起始堆 N ≤ { $upto } 出发，取走最小的项都能获胜。
ck-in-not-in = N = { $n } 在{ $inside }中，但不在{ $outside }中
ck-set-losing = 必败的起始堆
ck-set-forced = 被迫确定的数列
ck-count-none = N = { $n } 不能用 H 表示
ck-count-none-forced = N = { $n } 不能用它表示
ck-count-one = N = { $n } 有一种表示：{ $sum }
ck-count-two = N = { $n } 用 H 有两种表示：{ $a } 和 { $b }
ck-count-two-forced = N = { $n } 用它有两种表示：{ $a } 和 { $b }
ck-converse-fails = 没有递增数列能在 { $upto } 以内给出唯一表示：唯一的候选 (1, { $second }, …) 给出 { $count }
ck-strategy-no-rep = N = { $n } 不能用 H 表示（H 止于 { $last }），所以没有最右边的 1 可以去掉
ck-strategy-loses = 从 N = { $n } = { $sum } 出发，取走最小的项 { $t } 会留下 ({ $left }, f({ $t }) = { $ft })，对手能赢
`;
