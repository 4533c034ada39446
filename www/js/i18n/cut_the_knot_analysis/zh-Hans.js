// Cut The Knot's sentences that only its analyses show, in Simplified Chinese (see en.js).
export const ftl = String.raw`
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
