// The move-function section's words in Simplified Chinese (see en.js).
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

## 本节的卡片

mfs-doc-title = Nim Lab — 单堆取子游戏
mfs-fn-title = 取子函数
mfs-presets-group =
    .aria-label = 取子函数示例
mfs-theorem-title = 主定理检验
mfs-table-title = 最小制胜取数 <span class="math">g(N)</span>
mfs-results-for = 对应
mfs-table-explain = 面对 <i>N</i> 枚筹码的堆，当且仅当你可以取至少 <i>g</i>(<i>N</i>) 枚时你能获胜：
    此时取 <i>g</i>(<i>N</i>) 枚就是一步制胜着法。
mfs-legend-base = <i>N</i> 属于基 <i>B<sub>f</sub></i>
mfs-plot-title = <span class="math">g(N)</span> 的图像
mfs-base-title = g 基 <span class="math">B<sub>f</sub></span> 与 <span class="math">g<sub>0</sub></span>
mfs-repr-title = <span class="math">N</span> 在基中的表示
mfs-repr-explain = 用贪心法把 <i>N</i> 写成基中成员之和（从大到小，如同齐肯多夫的斐波那契表示）。
    最小的部分就是制胜的一步。
mfs-repr-quick =
    .aria-label = N 的示例值
mfs-try = 试试：
mfs-repr-empty = 请输入整数 N ≥ 1。
mfs-play-title = 与引擎对弈
mfs-start-pile = 初始堆
mfs-first-move = 第一步
mfs-f-read = 读作 { $f } —— 无法证明单调不减
mfs-f-read-monotone = 读作 { $f } —— 单调不减（由其形式证明）
mfs-still-showing = 下方的结果仍是 { $f } 的结果。

## 示例的注释

mfs-note-fibonacci = 斐波那契尼姆
mfs-note-powers = 2 的幂
mfs-note-not-monotone = 非单调
mfs-note-g-bounded = g 有界
mfs-note-bounded = 有界
mfs-example-or = { $a } 或 { $b }
mfs-example-but = { $a }，但 { $b }

## 分析：进度、取消、失败

mfs-progress-label = 正在计算 g(N)
mfs-progress = 正在{ $where ->
        [worker] 后台
       *[page] 本页中
    }计算 N ≤ { $upto } 的 g(N)：{ $pct }%
mfs-cancel = 取消
mfs-cancelled = 已取消。
mfs-cancelled-showing = 已取消。仍显示 { $f } 在 N ≤ { $upto } 时的结果。
mfs-failure = 无法计算 { $f } 直到 { $upto } 的 g：{ $message }

## 结论横幅

mfs-theorem-holds = 主定理在 1 … { $upto } 上成立：对每个 N 都有 g(N) = g₀(N)
mfs-theorem-fails-at = 主定理首次在 N = { $n } 处不成立
mfs-theorem-fails = 主定理不成立
mfs-theorem-detail = 由游戏得 { $g }，但由基得 { $g0 }。

## g 基的情况

mfs-member-self = { $b } 属于基，且 { $g0 }
mfs-member = { $b } 属于基，{ $g0 }
mfs-members-more = … 另有 { $count } 个 …
mfs-base-finite = 有限：{ $last }；每个 N 都是 { $theta } +（较小的成员）
mfs-base-infinite = 直到 { $upto } 仍未找到终点（就计算范围而言是无限的）
mfs-method-simple = <strong>简单构造</strong>：<span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> +（满足 f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>
    的最小 <span class="math">b<sub>i</sub></span>），且 g<sub>0</sub> 在基上是恒等映射
mfs-method-general = <strong>一般构造</strong>：g<sub>0</sub> 与基取自计算出的 g
mfs-method-general-same = <strong>一般构造</strong>：g<sub>0</sub> 与基取自计算出的 g（简单构造给出相同的基）
mfs-status-proved = 已证明
mfs-status-checked = 已检验
mfs-status-fails = 不成立
mfs-size = 规模
mfs-built-by = 构造方式
mfs-size-members = { $count ->
       *[other] { $shown } 个成员
    } ≤ { $upto }，
mfs-self-members = { $count ->
       *[other] { $shown } 个成员
    }中的 { $self } 个
mfs-members-region = 按递增顺序排列的基成员
mfs-legend-other = g₀(b) < b（显示其值）
mfs-storage = 存储
mfs-storage-of = { $count ->
       *[other] 个数
    }即可存储所有 N ≤ { $upto } 的策略
mfs-storage-meter = 百分之 { $pct }
mfs-growth = 增长
mfs-conjecture = <strong>猜想</strong>（Holshouser 与 Reiter）：若 g 无界，则 B<sub>f</sub> 的成员呈指数增长。
    尚未证明——以下是这个 f 的表现：
mfs-ratios = 最后几个成员的 <span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span>：
mfs-gmax = 观察到的最大 g(N)：{ $gmax }。
mfs-losing = <strong>Cut-the-Knot 开局</strong>（第一步可以取除整堆以外的任意数量）：先手必败的起始堆 N =

## N 的表示

mfs-block-used = { $value } —— 已使用
mfs-block-smallest = { $value } —— 已使用 —— 最小的部分
mfs-flag-take = 取
mfs-flag-smallest = 最小
mfs-unused-members = { $count ->
       *[other] { $shown } 个未使用的成员
    }
mfs-blocks-label = 从大到小的基成员；已使用的为实心：{ $terms }
mfs-digits = 各位数字（最大的成员在前）：
mfs-winning-smallest = 从 { $n } 出发的最小制胜取数：取 { $take } = 最小的部分（当前上限允许时即可获胜）
mfs-winning-g0 = 从 { $n } 出发的最小制胜取数：取 { $take } = { $g0 }，由最小的部分得出（当前上限允许时即可获胜）

## 课程页面中的视图与“分享”对话框

mfs-view-table = g(N) 表
mfs-view-plot = g(N) 的图像
mfs-view-base = g 基与 N 的表示
mfs-number-label = 数 <span class="math">N</span>（任意大小，如 10^18）
mfs-share-game = 游戏
mfs-share-base = 基与 N

## g(N) 表与图像

mfs-table-previous =
    .aria-label = 上一页
mfs-table-next =
    .aria-label = 下一页
mfs-table-goto = 跳到 N
mfs-table-region = 数值表
mfs-table-range = N = { $from } … { $to }，共 { $upto }
mfs-table-in-base = —— N 属于基
mfs-table-caption = N 从 { $from } 到 { $to } 的 { $gn }；每格上方为 N，下方为 { $gn }
mfs-plot-label = g(N) 关于 N 的图像
mfs-plot-label-range = N 从 { $from } 到 { $to } 的 g(N) 图像；所示最大 g(N) 为 { $gmax }
mfs-plot-log = g 使用对数刻度
mfs-plot-hint = 拖动以缩放，双击以复原。
mfs-plot-readout = 指向图像即可读出 g(N)。
mfs-plot-axis-log = g(N)（对数刻度）
`;
