// The blocking-Nim section's words in Simplified Chinese (see en.js).
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

## 第一张卡片：规则与数列

bns-doc-title = Nim Lab — 阻挡尼姆：对手禁止某些取法
bns-title = 阻挡尼姆：数列 <span class="math">c<sub>i</sub></span>、<span class="math">m<sub>i</sub></span>、<span class="math">M<sub>i</sub></span>
bns-intro-rules = 整局中的每一步依次编号为 1、2、3、…。第 <i>i</i> 步时，轮到的玩家必须取
    <i>x</i> 枚筹码，满足 <i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i>（且不超过堆中的数量）。
    在此之前，对手可以<strong>禁止</strong>其中至多 <i>c<sub>i</sub></i> 种取法。
    没有任何允许取法的玩家输。如果轮到的玩家从某堆出发必输，这个堆就是<strong>安全</strong>的；
    <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>
    表示除一种之外，总能在禁止后保留下来的取法有多少种。
bns-intro-typing = 把每个数列写成关于 <i>i</i> 的表达式（<span class="mono">i + 2</span>、<span class="mono">i/3</span>、
    <span class="mono">min(i, 4)</span>、<span class="mono">if i % 2 == 0 then 3 else 5</span>），或写成一个列表，
    其最后一个值不断重复（<span class="mono">1, 0, 0</span> 表示 1, 0, 0, 0, …）。
bns-read-list = 读作 { $seq }, …（最后一个值重复）
bns-read-list-same = 读作 { $seq }, …（最后一个值重复）— 每一步都相同
bns-read-list-from = 读作 { $seq }, …（最后一个值重复）— 从 i = { $from } 起为常数
bns-read-expr = 读作 { $seq }
bns-read-expr-same = 读作 { $seq } — 每一步都相同
bns-read-expr-from = 读作 { $seq } — 从 i = { $from } 起为常数
bns-link-unusable = 链接中的部分阻挡尼姆设置无法使用：
bns-link-example-used = 改用论文中的例子。
bns-presets-group = 示例数列
bns-values-table = 数列的前几项
bns-values-region = 数列的前几项
bns-values-caption = c、m、M 与 u = M − m − c 的前几项
bns-progress-label = 正在穷举求解这个游戏
bns-progress = 正在{ $where ->
        [worker] 后台
       *[page] 本页中
    }穷举求解第 1 … { $moves } 步的每个堆 0 … { $upto }…
bns-cancelled = 已取消。
bns-cancelled-showing = 已取消。仍显示堆 0 … { $upto }、第 1 … { $moves } 步的结果。
bns-share-game = 这局游戏

## 示例（名称、注释、说明）

bns-preset-paper = 论文中的例子
bns-preset-paper-note = 第 3 步：[5, 10]，c = 2
bns-preset-paper-caption = 论文中详细演算的例子：第 3 步的取法是 [5, 10]，c₃ = 2，所以对手可以在 5 … 10 这六种取法中禁止两种。第 3 步时堆 15 是安全的：仅有的两种必胜取法 9 和 10 都会被禁止（可在下方的公式框中试试：堆 15，第 3 步）。
bns-preset-nim = 取 1–3，无禁止
bns-preset-nim-note = 尼姆
bns-preset-nim-caption = 完全没有禁止（c = 0）：经典的减法游戏。安全的堆是 4 的倍数。
bns-preset-block-one = 取 1–4，禁止 1
bns-preset-block-one-caption = 四种取法，对手可以禁止其中一种：安全的堆成对出现，每 5 枚筹码一对。
bns-preset-growing = 递增
bns-preset-growing-note = 取 1 到 i + 2，禁止 i/3
bns-preset-growing-caption = 取法的范围和禁止的数量随步数增长；条件 (1) 和 (2) 成立。
bns-preset-summary-holds = 摘要的条件成立，公式出错
bns-preset-summary-holds-caption = c = 1, 0, 0, …：禁止数减少，所以条件 (1) 不成立。摘要说它较弱的条件（u_i ≥ 0 与引理 1）就足够了——这里它成立，但穷举结果与公式不符。
bns-preset-summary-fails = 公式正确，摘要的条件不成立
bns-preset-summary-fails-caption = 摘要称它的条件是必要的。这里它不成立，但公式恰好给出所有安全的堆。
bns-preset-all-blocked = 一切都可被禁止
bns-preset-all-blocked-caption = 每一步只有一种取法，而对手可以禁止它：u_i = −1，谁都无法行动，每个堆都是安全的。

## 结论

bns-verdicts-title = 论文的论断与穷举结果对照
bns-results-for = 适用于
bns-results-range = c = { $c } | m = { $m } | M = { $M }；堆 0 … { $upto }，第 1 … { $moves } 步
bns-diff = 第 { $move } 步的堆 { $pile }：穷举结果为{ $brute ->
        [safe] 安全
       *[unsafe] 不安全
    }，公式结果为{ $formula ->
        [safe] 安全
       *[unsafe] 不安全
    }
bns-banner-holds = 在第 1 … { $moves } 步的每一步，定理 1 的区间恰好就是安全的堆（堆 0 … { $upto }）。
bns-banner-fails = 公式在这里出错：在第 { $moves } 步，穷举结果与定理 1 的区间不符{ $count ->
       *[other] 。
    }
bns-banner-first = 第一处差异：{ $diff }。
bns-banner-explain = 下面的安全堆是穷举得到的；公式的区间画在旁边以便比较。
bns-conditions-title = 条件
bns-cond-one = 禁止数从不减少
bns-cond-two = 禁止后至少保留一种取法，且随着对局进行从不减少
bns-cond-weak-name = 摘要
bns-cond-weak-and = 且
bns-cond-weak = 摘要中较弱的条件（引理 1 的不等式）
bns-cond-holds = 成立
bns-cond-fails = 不成立
bns-cond-at = 在 i = { $at } 处
bns-coverage-whole = 每个数列从某个 i 起都是常数，所以这些检查覆盖了每一步。
bns-coverage-part = 已检查 i = 1 … { $indices }（这里有数列一直在变化，所以任何有限的检查都无法覆盖每个 i）。
bns-claims-title = 论断的检验
bns-claims-list = 论文的论断
bns-verdict-holds = 成立
bns-verdict-contradicted = 被推翻
bns-verdict-not-applicable = 不适用

## 安全堆的图

bns-picture-title = 安全与不安全的堆，逐步显示
bns-picture-explain = 每一步 <i>k</i> 占一行。实心方块：穷举表明第 <i>k</i> 步时堆 <i>n</i> 是安全的
    （轮到的玩家必输）。行下的括线：定理 1 对第 <i>k</i> 步起的数列给出的安全区间 [<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1]。
    红色：穷举与公式不符——那里公式出错。
    在图上拖动可放大部分堆；双击可再次看到全部。
bns-picture-label = 各步的安全堆
bns-legend-safe = 安全（穷举）
bns-legend-unsafe = 不安全
bns-legend-interval = 定理 1 的安全区间
bns-legend-diff = 穷举与定理 1 不符
bns-readout = 指向某一行即可读取一个堆。在图上拖动可放大。
bns-readout-zoomed = 指向某一行即可读取一个堆。在图上拖动可放大；双击可再次看到所有堆。
bns-readout-pile = 第 { $move } 步，堆 { $pile }：穷举为{ $brute ->
        [safe] 安全
       *[unsafe] 不安全
    }；定理 1：{ $formula ->
        [safe] 安全
       *[unsafe] 不安全
    }。
bns-readout-pile-interval = 第 { $move } 步，堆 { $pile }：穷举为{ $brute ->
        [safe] 安全
       *[unsafe] 不安全
    }；定理 1：{ $formula ->
        [safe] 安全
       *[unsafe] 不安全
    }（区间 { $interval }）。
bns-readout-pile-disagree = 第 { $move } 步，堆 { $pile }：穷举为{ $brute ->
        [safe] 安全
       *[unsafe] 不安全
    }；定理 1：{ $formula ->
        [safe] 安全
       *[unsafe] 不安全
    }——两者不符：公式在这里出错。
bns-readout-pile-interval-disagree = 第 { $move } 步，堆 { $pile }：穷举为{ $brute ->
        [safe] 安全
       *[unsafe] 不安全
    }；定理 1：{ $formula ->
        [safe] 安全
       *[unsafe] 不安全
    }（区间 { $interval }）——两者不符：公式在这里出错。
bns-canvas-axis = 堆 n →
bns-canvas-move = 第 { $move } 步
bns-canvas-right = 公式正确
bns-canvas-wrong = 公式出错
bns-canvas-right-short = 正确
bns-canvas-wrong-short = 出错
bns-canvas-label = 第 1 到 { $rows } 步中堆 { $from } 到 { $to } 的安全情况：穷举结果为实心，定理 1 的区间为括线；两者不符的堆有 { $mismatches ->
       *[other] { $mismatches } 个
    }
bns-scale-cells = 每个堆一个方块。
bns-scale-columns = 每列像素约涵盖 { $piles } 个堆；颜色深浅表示其中安全堆的比例。

## 连续段表

bns-runs-title = 穷举得到的安全连续段与定理 1 的区间对照
bns-runs-move = 步
bns-runs-brute = 穷举得到的安全堆
bns-runs-formula = 定理 1 的安全区间
bns-runs-verdict = 结论
bns-runs-more = … 另有 { $more } 段
bns-runs-more-differ = … 另有 { $more } 段（其中 { $missing } 段不同）
bns-runs-none = 无
bns-runs-same = 相同
bns-runs-wrong = 公式在这里出错
bns-runs-first = 首次出现在{ $diff }
bns-runs-weak-holds = 从第 { $move } 步起摘要的条件：成立
bns-runs-weak-fails = 从第 { $move } 步起摘要的条件：不成立

## 公式框

bns-formula-title = 定理 1 的公式，适用于任意堆
bns-formula-explain = 界 <i>A<sub>j</sub></i> 和 <i>B<sub>j</sub></i> 是数列的和，所以
    即使有 10<sup>18</sup> 枚筹码，公式也能立即给出答案。只有在其条件成立时它才是定理；
    对于上方已穷举求解的堆和步，旁边会显示穷举的答案。
bns-formula-pile = 堆 <span class="math">n</span>（至多 10^18）
bns-formula-move = 第 <span class="math">k</span> 步
bns-formula-quick =
    .aria-label = 示例堆
bns-quick-try = 试试：
bns-quick-paper = 堆 15，第 3 步
bns-formula-enter-pile = 请输入一个堆：整数 n ≥ 0（也可以输入 10^18）。
bns-formula-enter-move = 请输入步数 k ≥ 1。
bns-formula-answer = 定理 1：第 { $move } 步时堆 <strong>{ $pile }</strong> 是<strong class="b-formula-word">{ $safe ->
        [safe] 安全
       *[unsafe] 不安全
    }</strong>的（{ $safe ->
        [safe] 轮到的玩家必输
       *[unsafe] 轮到的玩家必胜
    }）。
bns-formula-interval = 对第 { $move } 步起的数列，它位于{ $safe ->
        [safe] 安全
       *[unsafe] 不安全
    }区间 <strong class="mono">[{ $from }, { $to }]</strong>{ $bounds } 中。
bns-formula-steps = 引擎逐一检查了 { $steps ->
       *[other] { $steps } 对
    }界 (A_j, B_j)，并在数列为常数的地方用除法直接跳过。
bns-formula-beyond = 超出了上方穷举求解的堆和步的范围。
bns-formula-beyond-fails = 超出了上方已求解的堆的范围，而且这里条件 (1) 和 (2) 不成立：定理不保证这个答案。
bns-formula-wrong = 公式在这里出错：
bns-formula-wrong-brute = 穷举发现第 { $move } 步时堆 { $pile } 是{ $safe ->
        [safe] 安全
       *[unsafe] 不安全
    }的。
bns-formula-agrees = 穷举结果一致：第 { $move } 步时堆 { $pile } 是{ $safe ->
        [safe] 安全
       *[unsafe] 不安全
    }的。

## 与引擎对弈：卡片

bns-play-title = 与引擎对弈
bns-play-intro = 每一步分两个阶段：先由轮到者的对手禁止至多
    <i>c<sub>k</sub></i> 种取法，再由轮到者从剩下的取法中选一种。在你行动之前由引擎禁止；
    在引擎行动之前由你禁止。
bns-player = 与引擎对弈阻挡尼姆
bns-start-pile-error = 初始堆：{ $error }
`;
