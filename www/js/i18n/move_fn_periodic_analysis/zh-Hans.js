// The sentences of the periodic analysis f(n, x) in Simplified Chinese (see en.js).
export const ftl = String.raw`
## 术语表：固定术语，与本节目录（move_fn_periodic_section）一致。
# 定理 1、定理 2、算法 1、条件 (2)（成立 / 不成立）、结论、反例、成员、基、游戏、单调不减、论文、
# 斐波那契公式。

mfpa-theorem2-holds = 定理 2 在 1..{ $upto } 上成立：在每个游戏 G_0 … G_{ $last } 中，成员处的 Θ_i 与成员之间的 { $rule } 恰好给出算法 1 的 g_i。
mfpa-theorem2-fails = 定理 2 不成立：在 G_{ $game } 中，算法 1 给出 { $value }，但由基预测的是 { $predicted }。
mfpa-theorem1-holds = 定理 1 的结论 1、2、3a 和 3b 在 1..{ $upto } 上成立。
mfpa-theorem1-fails = 尽管条件 (2) 成立，定理 1 的某个结论在 1..{ $upto } 上却不成立——这是对按原文表述的定理的一个反例。
mfpa-theorem1-fails-in-range = 尽管条件 (2) 在此范围内成立，定理 1 的某个结论在 1..{ $upto } 上却不成立——这是对按原文表述的定理的一个反例。
mfpa-theorem1-holds-anyway = 条件 (2) 不成立，因此定理 1 在此不作任何保证；不过它的结论在 1..{ $upto } 上恰好都成立。
mfpa-theorem1-not-apply = 条件 (2) 不成立，定理 1 的结论在 1..{ $upto } 上也确实不成立：该定理不适用于这个 f。
mfpa-condition-fails = { $drop }：条件 (2) 不成立（n = { $residue } mod { $t }）。
mfpa-condition-proved = 由表达式的形式可知 f 关于 x 单调不减：条件 (2) 对所有 n 和 x 都成立。
mfpa-condition-proved-from = 由表达式的形式可知 f 在 x ≥ { $from } 时关于 x 单调不减，并且已对每个 n mod { $t } 检验了 x < { $from } 时的 { $condition }：条件 (2) 处处成立。
mfpa-condition-checked = 已对每个 n mod { $t } 检验了 x < { $upto } 时的 { $condition }（更大的 x 未经证明）。
mfpa-conclusion-1 = B_i 的每个成员 b 都满足 { $claim }
mfpa-conclusion-2 = 不在 B_i 中的每个 n 都满足 { $claim }
mfpa-conclusion-3a = 若 { $between }，则 { $claim }
mfpa-conclusion-3b = 若 B_i 有限且 n 大于其最大成员 b_ik，则 { $claim }
mfpa-counter-member = { $member }，但 { $value }
mfpa-counter-outside = { $outside }，但 { $value }，并不 < { $n }
mfpa-counter-rule = { $value }，但 { $expected }
mfpa-example2-agrees = B_0 和 B_1 中不超过 { $limit } 的全部 { $count } 个成员都与论文的斐波那契公式一致。
mfpa-example2-differs = 论文的公式与计算出的基首次在 B_{ $game } 的位置 { $k } 处出现差异：计算值为 { $computed }，论文中为 { $printed }。
`;
