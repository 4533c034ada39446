// Cut The Knot's sentences that only its analyses show, in Simplified Chinese (see en.js).
export const ftl = String.raw`
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
ck-st-h-losing = H 是必败起始堆的集合
ck-st-h-base = H 是取子函数游戏的基 B_f（Holshouser 与 Reiter 2003）
ck-st-base-losing = 必败起点正是取子函数游戏中满足 g(N) = N 的 N
ck-st-unique = 每个 N 都恰好有一种用 H 的表示 t_1 + … + t_r，其中 f(t_i) < t_(i+1)
ck-st-converse = 表示唯一的递增数列必定是 H
ck-st-strategy = 从不在 H 中的起点出发，去掉最右边的 1（最小的项）就能获胜
ck-rep-in-h = { $n } = H_{ $k } 在 H 中：这是必败起点——无论第一步怎么走，都会让对手获胜。
ck-rep-take = { $n } = { $sum }：去掉最右边的 1，也就是取 { $t }。这样对手最多只能取 f({ $t })，不足以去掉下一个 1。
ck-rep-note = { $text } 注意：{ $stop }。
ck-rep-broken = { $text } 这个贪心的和违反了规则 f(t_i) < t_(i+1)，所以它不是 Schwenk 意义下的表示（对这个 f，他的前提不成立）。
ck-rep-loses = { $n } = { $sum }，但这里去掉最右边的 1（{ $t }）会输：它留下 { $left }，可取至多 f({ $t }) = { $ft }，而从 { $left } 出发只需取 g = { $g } 就能获胜（由取子函数游戏得出）。Schwenk 的策略需要他的前提。
`;
