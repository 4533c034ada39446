// Blocking Nim's analysis in Simplified Chinese (see en.js).
export const ftl = String.raw`
bna-one-fails = (1) 在 i = { $i } 处不成立：c_{ $i } = { $a } > c_{ $next } = { $b }
bna-one-holds-whole = (1) c_i ≤ c_(i+1) 对每个 i 都成立（各数列从那里起都是常数）
bna-one-holds-upto = (1) c_i ≤ c_(i+1) 对 i ≤ { $n } 成立
bna-two-negative = (2) 在 i = { $i } 处不成立：u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0
bna-two-fails = (2) 在 i = { $i } 处不成立：u_{ $i } = { $u } > u_{ $next } = { $v }
bna-two-holds-whole = (2) 0 ≤ u_i ≤ u_(i+1) 对每个 i 都成立（各数列从那里起都是常数）
bna-two-holds-upto = (2) 0 ≤ u_i ≤ u_(i+1) 对 i ≤ { $n } 成立
bna-weak-negative = u_{ $i } = { $u } < 0：在第 { $move } 步，对手可以禁止所有取法
bna-weak-lemma = 引理 1 在 k = { $k } 处不成立：A = { $a }，B = { $b }，下一个 A = { $next }（需要 A < B < 下一个 A）
bna-weak-holds-whole = u_i ≥ 0 与引理 1 对每个 k 都成立（各数列从那里起都是常数）
bna-weak-holds-upto = u_i ≥ 0 与引理 1 对延伸到堆 { $upto } 为止的各区间都成立
bna-diff = 在第 { $move } 步，堆 { $pile } 按穷举是{ $brute ->
        [safe] 安全
       *[unsafe] 不安全
    }的，按公式却是{ $formula ->
        [safe] 安全
       *[unsafe] 不安全
    }的
bna-diff-none = 在第 { $move } 步，公式与穷举结果一致
bna-range = 堆 0..{ $upto }、第 1..{ $moves } 步
bna-title-theorem1 = 定理 1
bna-statement-theorem1 = 若 (1) 与 (2) 成立，则安全的堆是区间 { $intervals } 的并集（在每一步，数列相应地平移）。
bna-theorem1-holds = 在{ $range }上，穷举结果与公式一致。
bna-theorem1-contradicted = 反例：{ $diff }。
bna-theorem1-na-agrees = 它的前提不成立（{ $why }）；尽管如此，在{ $range }上公式与穷举结果一致。
bna-theorem1-na-wrong = 它的前提不成立（{ $why }），公式也确实出错：{ $diff }。
bna-title-lemma1 = 引理 1
bna-statement-lemma1 = 若 (1) 与 (2) 成立，则对每个 k 都有 A_k < B_k < A_(k+1)：这些区间存在。
bna-lemma1-na = 它的前提 (1) 与 (2) 在此范围内不成立。
bna-lemma1-holds = 在{ $range }上，各个界严格递增。
bna-lemma1-contradicted = 在第 { $move } 步：{ $why }。
bna-title-summary-sufficient = 摘要：较弱的条件就足够
bna-statement-summary-sufficient = 对所有 i 都有 u_i ≥ 0，再加上引理 1，就足以使这些区间恰好是安全的堆（代替 (1) 与 (2)）。
bna-sufficient-na = 在所显示的每一步，较弱的条件都不成立。
bna-sufficient-holds = 凡是较弱的条件成立之处（第 { $moves } 步），公式在堆 0..{ $upto } 上都与穷举结果一致。
bna-sufficient-contradicted = 反例：从第 { $move } 步起较弱的条件成立（{ $why }），然而{ $diff }。
bna-title-summary-necessary = 摘要：较弱的条件是必要的
bna-statement-summary-necessary = 凡是 u_i ≥ 0 或引理 1 不成立之处，这些区间都不是安全的堆。
bna-necessary-na = 在所显示的每一步，较弱的条件都成立。
bna-necessary-holds = 凡是较弱的条件不成立之处（第 { $moves } 步），公式在堆 0..{ $upto } 上确实出错。
bna-necessary-contradicted = 堆 0..{ $upto } 上的反例：从第 { $move } 步起较弱的条件不成立（{ $why }），然而公式在每个堆上都与穷举结果一致。
`;
