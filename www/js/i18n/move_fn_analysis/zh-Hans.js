// The sentences of the analysis of f(x) in Simplified Chinese (see en.js).
export const ftl = String.raw`
## 术语表：固定术语，与本节目录（move_fn_section）一致。
# 主定理、直接递推、简单构造、一般构造、穷举、（基的）成员、基、单调不减、双对数斜率、比值、
# 猜想、论文（Holshouser 与 Reiter 的论文）、反例、游戏、局面。

mfa-theorem-holds = 在 1..{ $upto } 上 { $claim }：主定理在此成立（g 由直接递推得到，g0 由 B_f 得到）。
mfa-theorem-fails = 主定理不成立：由直接递推得 { $g }，但由 B_f 得 { $g0 }。
mfa-condition-proved = 由表达式的形式可知 f 单调不减，因此对每个 n 都有 { $condition }：简单构造适用（g0 在 B_f 上是恒等映射）。
mfa-condition-fails = { $drop }：简单构造不适用；B_f 由一般构造得到。
mfa-condition-checked = 已对 n < { $upto } 检验了 { $condition }（更大的 n 未经证明）：在 1..{ $upto } 上简单构造适用。
mfa-storage = { $set } 有 { $count } 个成员：它们连同 g0 存储了 1..{ $upto } 上的全部策略（是 { $values } 个 g 值的 { $percent }%）。
mfa-growth-finite = B_f 是有限的（最大成员为 { $top }），因此 g(N) 只取决于 N mod { $top }：g 始终 ≤ { $gmax }。
mfa-growth-few = g 在 1..{ $upto } 上达到 { $gmax }；B_f 在此范围内只有 { $count } 个成员，太少，无法判断它如何增长。
mfa-growth-bounded = g 在 1..{ $upto } 上始终 ≤ { $gmax }：g 在此看来有界，而论文的猜想（当 g 无界时 B_f 呈指数增长）并不涉及这种情形。B_f 增长缓慢（双对数斜率 { $slope }，最后一个比值 { $ratio }），因此它存储策略的效率不高——正如论文的第三个例子。
mfa-growth-exponential = g 在 1..{ $upto } 上达到 { $gmax }；B_f 的最后几个成员每一个都约为前一个的 { $factor } 倍（最后一个比值 { $ratio }），而且很稳定：这是指数增长，与论文的猜想（只要 g 无界即如此）一致——这是 1..{ $upto } 上的证据，不是证明。
mfa-growth-polynomial = g 在 1..{ $upto } 上达到 { $gmax }，但 B_f 却呈多项式增长：在它的最后 { $count } 个成员上，b_k 关于 k 的双对数斜率始终接近 { $slope }（先是 { $first }，然后是 { $second }），而比值 b_(k+1)/b_k 逐渐降向 1（最后一个为 { $ratio }）。如果这一趋势持续下去，f 就是论文猜想（只要 g 无界，B_f 就呈指数增长）的一个反例——这是 1..{ $upto } 上的证据，不是证明。
mfa-growth-polynomial-like = g 在 1..{ $upto } 上达到 { $gmax }，但 B_f 却呈多项式增长：在它的最后 { $count } 个成员上，b_k 关于 k 的双对数斜率始终接近 { $slope }（先是 { $first }，然后是 { $second }），在 k = { $k } 处 { $approx }，而比值 b_(k+1)/b_k 逐渐降向 1（最后一个为 { $ratio }）。如果这一趋势持续下去，f 就是论文猜想（只要 g 无界，B_f 就呈指数增长）的一个反例——这是 1..{ $upto } 上的证据，不是证明。
mfa-growth-unclear = g 在 1..{ $upto } 上达到 { $gmax }；在 B_f 的最后 { $count } 个成员上，比值 b_(k+1)/b_k（最后一个为 { $ratio }）和双对数斜率（先是 { $first }，然后是 { $second }）都没有稳定下来，因此这些数据在此既不支持也不否定论文的猜想。
mfa-brute-agrees = 在 n ≤ { $upto } 的每个局面 (n, x) 上，g 都与穷举的结果一致（穷举即直接按定义求解该游戏）。
mfa-brute-agrees-games = 在每个游戏 G_0 … G_{ $last } 中 n ≤ { $upto } 的每个局面 (n, x) 上，g 都与穷举的结果一致（穷举即直接按定义求解该游戏）。
mfa-brute-differs = g 与穷举的结果不符：在 G_{ $game } 中 n = { $n } 处，穷举得 { $brute }，递推得 { $recursion }。
`;
