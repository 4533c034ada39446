// The Cut-the-Knot section's words in Simplified Chinese (see en.js).
export const ftl = String.raw`
## 术语表：固定术语，与界面目录一致。

-pile = 堆
-move = 一步
-counter = 筹码
-base = 基
-g-base = g 基
-grundy-value = Grundy 值
-p-position = P 局面
-n-position = N 局面
-nim-sum = 尼姆和
-engine = 引擎
-hint = 提示
-level = 难度

## 本节：标题与标签页

cks-doc-title = Nim Lab — Cut The Knot 的单堆游戏：Min/Max、取子游戏、Grundy 值
cks-tabs =
    .aria-label = Cut-the-Knot 游戏
cks-tab-minmax = 一堆（Min/Max）与减法集
cks-tab-takeaway = 取子游戏（Schwenk）
cks-tab-grundy = Grundy 值与和
cks-play-title = 与引擎对弈
cks-cancelled = 已取消。
cks-cancelled-kept = 已取消。{ $kept }
cks-share-game = 游戏

## 取子函数 f（b、c 两部分）

cks-f-title = 取子游戏：取走 <span class="math">x</span> 个之后，最多取 <span class="math">f(x)</span> 个
cks-f-intro = 第一步可以取走除整堆以外的任意数量；取走 <i>x</i> 枚筹码之后，下一位玩家最多可取
    <i>f</i>(<i>x</i>) 枚。取走最后一枚筹码者获胜。该小程序的三个游戏是
    <i>f</i>(<i>x</i>) = <i>x</i>（不超过）、2<i>x</i> − 1（少于两倍）和 2<i>x</i>（不超过两倍：
    斐波那契尼姆）。
cks-f-presets =
    .aria-label = 取子函数示例
cks-note-no-more-than = 不超过
cks-note-less-than-twice = 少于两倍
cks-note-fibonacci = 斐波那契尼姆
cks-note-not-non-decreasing = 非单调不减
cks-note-h-not-losing = H ≠ 必败起点
cks-note-not-unique = 不唯一
cks-example-or = { $a } 或 { $b }
cks-example-but = { $a }，但 { $b }
cks-f-read-monotone = 读作 f(x) = { $f } —— 单调不减（由其形式证明）
cks-f-read = 读作 f(x) = { $f } —— 无法证明单调不减

## (a) Min/Max 一堆与减法集

cks-s-title = 一堆：每次取 <span class="math">Min</span> 到 <span class="math">Max</span> 枚筹码
cks-s-intro-rules = 每一步至少取走 <i>Min</i> 枚、至多取走 <i>Max</i> 枚筹码——更一般地，取走
    <strong>减法集</strong>（如 {"{"}1, 3, 4{"}"}）中的任意一个数。无法行动的玩家输。
    有 <i>S</i> 枚筹码的一堆的 <strong>Grundy 数</strong>，是一步可达的各堆的 Grundy 数之外最小的数
    （<em>mex</em> 规则）；Grundy 数为 0 的堆就是
    <strong>P 局面</strong>：从这里出发行动的一方必输。
cks-s-intro-typing = 把集合写成用逗号分隔的数和区间，每个都在 1 到 1000 之间：例如
    <span class="mono k-example">3..5</span>、<span class="mono k-example">1, 3, 4</span> 或
    <span class="mono k-example">1, 4..6</span>。
cks-s-presets =
    .aria-label = 减法集示例
cks-note-applet = 小程序
cks-note-take-1-3 = 取 1–3
cks-s-table-title = 按 mex 规则求 Grundy 数
cks-results-for = 对象：
cks-s-legend = P 局面（Grundy 数为 0）：轮到行动的一方必输
cks-s-verdicts-title = 规则、封闭公式与周期
cks-s-at-title = 借助周期求任意一堆的 G(<span class="math">n</span>)
cks-s-at-label = 堆 <span class="math">n</span>（任意大小，如 10^18）
cks-s-at-quick =
    .aria-label = 示例堆
cks-s-read = 读作 { $set }
cks-s-read-range = 读作 { $set } —— 单个区间：Min { $min }，Max { $max }
cks-s-takes = { $n ->
   *[other] { $n } 种取法
}
cks-s-whole-number = { $end }：请输入一个整数。
cks-s-at-error = 请输入整数 n ≥ 0。
cks-s-failure = 无法计算 { $set } 在 S = { $upto } 以内的 Grundy 数：{ $message }
cks-s-kept = 仍显示 { $set } 在 S = 0 … { $upto } 的结果。
cks-s-progress-label = 正在计算 Grundy 数
cks-s-progress = 正在计算 G(0 … { $upto }) { $where ->
        [worker] 在后台
       *[page] 在本页
    }…
cks-s-still = 集合
cks-s-strip-top = 堆的大小
cks-s-strip-bottom = Grundy 数
cks-s-strip-p = { $g } —— P 局面
cks-s-ppositions = { $count ->
   *[other] S = { $upto } 以内的 P 局面（共 { $count } 个）：{ $list }
}
cks-s-at-loses = —— P 局面：轮到行动的一方必输。
cks-s-at-wins = —— 轮到行动的一方必胜。

cks-s-rule-statement = S 是 P 局面，当且仅当 S mod (Min + Max) &lt; Min
cks-s-formula-statement = G(S) = ⌊(S mod (Min + Max)) / Min⌋
cks-s-rule-na = 论文中的规则：只适用于 Min/Max 游戏
cks-s-formula-na = 已知的封闭公式（不在论文中）：只适用于 Min/Max 游戏
cks-s-na-what = ——这是针对取数构成单个区间 Min … Max 的游戏而言的；这个集合不是单个区间。
cks-s-rule-fails = 论文中的规则在 S = { $s } 处不成立
cks-s-formula-fails = 已知的封闭公式（不在论文中）在 S = { $s } 处不成立
cks-s-rule-holds-all = 论文中的规则对所有 S 成立
cks-s-formula-holds-all = 已知的封闭公式（不在论文中）对所有 S 成立
cks-s-rule-holds-upto = 论文中的规则成立（已对 S = 0 … { $upto } 检验）
cks-s-formula-holds-upto = 已知的封闭公式（不在论文中）成立（已对 S = 0 … { $upto } 检验）
cks-s-here = ——这里 Min = { $min }，Max = { $max }，Min + Max = { $sum }。
cks-s-counterexample = 反例：S = { $s }（已对 S = 0 … { $upto } 检验）。
cks-s-periodic = G 从 S = { $from } 起是周期的，周期为 { $period }
cks-s-no-period = 没有找到周期
cks-s-period-what = 前周期 { $from }，周期 { $period }：对所有 S ≥ { $from }，G(S + { $period }) = G(S)。
cks-s-searched = 已搜索到 S = { $upto }。
cks-s-minmax-error = Min { $min }，Max { $max }：{ $error }
cks-s-chip =
    .title = 集合 { $set }
cks-s-chip-minmax = Min { $min }，Max { $max }

## (b) 取子游戏（Schwenk）

cks-t-h-title = Schwenk 序列 <span class="math">H</span>
cks-t-h-explain = <i>H</i><sub>1</sub> = 1，<i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>，
    其中 <i>m</i> 是满足 <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i> 的最小 <i>j</i>。
    Schwenk：当 <i>f</i> 单调不减且 <i>f</i>(<i>x</i>) ≥ <i>x</i> 时，必败的起始堆恰好是
    <i>H</i> 的各项。
cks-t-claims-title = Schwenk 的假设与成立的结论
cks-t-compare-title = <span class="math">H</span> 与必败起点、<span class="math">B<sub>f</sub></span> 和 <span class="math">g(N) = N</span> 对照
cks-t-repr-title = 游戏自身的 <span class="math">N</span> 的二进制表示
cks-t-repr-explain = 用 <i>H</i> 的项贪心地表示 <i>N</i>，从最大的开始：每项一位数字，
    从左到右依次为 <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub>，用到的项记 1。从不在
    <i>H</i> 中的堆出发，制胜的一步是<strong>去掉最右边的 1</strong>：取走最小的那一部分。
cks-t-repr-quick =
    .aria-label = N 的示例值
cks-t-play-explain = 堆下方：用 <i>H</i> 表示的堆，分别为上一步之前（标出所取部分）和现在。
cks-t-n-error = 请输入整数 N ≥ 1。
cks-t-failure = 无法分析 f(x) = { $f } 在 N = { $upto } 以内的情况：{ $message }
cks-t-kept = 仍显示 f(x) = { $f } 在 N ≤ { $upto } 的结果。
cks-t-progress-label = 正在计算 H 与必败起点
cks-t-progress = 正在计算 N = { $upto } 以内的 H、必败起点与 B_f { $where ->
        [worker] 在后台
       *[page] 在本页
    }…
cks-t-share-move-fn = 取相同 f 的取子函数游戏

cks-t-step-why = m = { $m }：满足 f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span> 的最小 j
cks-t-members = —— { $count } 项 ≤ { $upto }
cks-t-h-stops = H 终止：
cks-t-steps-summary = 每一项是怎样得到的（{ $count } 步）
cks-t-steps-explain = 每一步加上 <span class="math">H<sub>m</sub></span>，其中 m 是满足 f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span> 的最小 j。
cks-t-steps-region = 每一项是怎样得到的
cks-t-steps-more = ……还有 { $count } 步。
cks-t-status-proved = 已证明
cks-t-status-checked = 已检验
cks-t-status-fails = 不成立
cks-t-at = 在 x = { $x } 处
cks-t-hyp-nondecreasing = f 单调不减
cks-t-hold = Schwenk 的前提成立：他的定理适用。
cks-t-hold-failing = 不过，下面有 { $count } 条断言被计算推翻——见红色标记。
cks-t-hold-all = 在检验范围内，计算证实了下面的每一条断言。
cks-t-fail = Schwenk 的前提不成立：他的定理在这里不作任何保证。
cks-t-fail-some = 按计算，哪些仍然成立、哪些不成立：{ $total } 条断言中有 { $holding } 条成立，{ $failing } 条被推翻。
cks-t-fail-none = 不过，在检验范围内下面的每一条断言都成立：这里并不需要这些前提。
cks-t-hypotheses = 前提
cks-t-claims = 断言及检验
cks-t-verdict-holds = 成立
cks-t-verdict-contradicted = 被推翻
cks-t-counterexample = 反例：
cks-t-col-losing = 必败起点
cks-t-col-brute = 穷举，N ≤ { $upto }
cks-t-col-game = 取子函数游戏
cks-t-compare-explain = 每一行是至少属于四个集合之一的数；● 表示属于该集合。红色的行：这些集合在此处不一致。— ：超出穷举所覆盖的范围。
cks-t-agree = 在 N ≤ { $brute } 上四个集合完全一致（在 N ≤ { $upto } 上 H、B<sub>f</sub> 与 g(N) = N 也一致）。
cks-t-disagree = 这些集合在 { $count } 个数上不一致。
cks-t-disagree-first = 这些集合在 { $count } 个数上不一致（只显示前面几行）。
cks-t-compare-region = 四个集合的对照
cks-t-compare-more = ……到 { $upto } 为止还有 { $count } 个数。
cks-t-compare-counts = H：{ $h } · 必败起点：{ $losing } · B<sub>f</sub>：{ $base } · g(N) = N：{ $engine }
cks-t-digits-region = N 的各位数字
cks-t-digits = 数位：
cks-t-rightmost-wins = 去掉最右边的 1：取 <strong class="take-amount">{ $take }</strong>。
cks-t-rightmost-loses = Schwenk 的走法——去掉最右边的 1——应取 <strong class="take-amount">{ $take }</strong>，但在这里会输。
cks-t-single = 只有一个 1：{ $n } 本身就是 H 的一项。
cks-t-invalid = 相邻两部分之间不满足条件 f(t<sub>i</sub>) &lt; t<sub>i+1</sub>：这个贪心的和不是 Schwenk 意义下的表示。

## (c) Grundy 值与和

cks-g-table-title = Grundy 值 <span class="math">G(N, x)</span>
cks-g-table-explain = 一个局面是有 <i>N</i> 枚筹码的一堆，轮到行动的一方最多可取 <i>x</i> 枚。
    <i>G</i>(0, <i>x</i>) = 0，且 <i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}。
    游戏从 (<i>N</i>, <i>N</i> − 1) 开始；当且仅当 <i>G</i> = 0 时，轮到行动的一方必输。
cks-g-canvas =
    .aria-label = 以颜色表示的 Grundy 值 G(N, x)
cks-g-start-title = 所有起点：<span class="math">G(N, N − 1)</span>
cks-g-start-explain = 以 <i>N</i> 枚筹码开始的游戏的 Grundy 值（第一步可以取走除整堆以外的任意数量）。
    其中的 0 就是必败起点——当 Schwenk 的假设成立时，即 Schwenk 的 <i>H</i>。
cks-g-play-title = 一排堆：游戏的和
cks-g-play-explain = 每一堆都是一个独立的取子游戏，按上述方式开始；每一步只从一堆中取，且不超过该堆自身的上限。
    取走最后一堆的最后一枚筹码者获胜。当且仅当各堆 Grundy 值的
    <strong>尼姆和</strong>（二进制异或，⊕）不为 0 时，轮到行动的一方必胜。
cks-g-caption = G(N, x)：行为 N，列为 x
cks-g-region = G(N, x) 表
cks-g-cell-start = { $cell } —— { $n } 枚筹码游戏的起点
cks-g-readout = 指向图片即可读出 G(N, x)。
cks-g-axis-x = x（最多可取的数量）
cks-g-axis-n = N（堆）
cks-g-heat-max = { $g }（采样到的最大值）。
cks-g-heat-samples = 每个格子是一个样本：共 { $size } 个 (N, x) 值，取自 { $all }。
cks-g-heat-cells = 每个 (N, x) 一个格子。
cks-g-legend-zero = G = 0：轮到行动的一方必输
cks-g-legend-start = N 枚筹码游戏的起点 (N, N − 1)
cks-g-failure = 无法计算 f(x) = { $f } 在 N = { $upto } 以内的 G(N, x)：{ $message }
cks-g-progress-label = 正在计算 Grundy 值
cks-g-progress = 正在计算每个 N ≤ { $upto } 的 G(N, x) { $where ->
        [worker] 在后台
       *[page] 在本页
    }…
cks-g-strip-lose = { $g } —— 必败起点
cks-g-share-row = 一排游戏
`;
