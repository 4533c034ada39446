// The single-delete Nim section's words in Simplified Chinese (see en.js).
export const ftl = String.raw`
## 术语表：固定术语，采用中小学数学的用语。

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

## 第一张卡片：规则、范围及其求解

sds-doc-title = Nim Lab — 单删尼姆：k 堆，定理对照搜索
sds-title = 单删尼姆：论文的定理对照完全搜索
sds-intro-rules = 一个局面是 <i>k</i> 堆的列表，从小到大书写。一步<strong>删去</strong>一堆，并把另一堆
    <strong>分成</strong>两个非空的堆：从 5, 6, 9, 12 出发，可以删去 6 并把
    12 分成 4 + 8，得到 4, 5, 8, 9。无法走步的一方输。<strong>P 局面</strong>是指在对方最佳应对下，
    轮到走的一方必输的局面。
sds-intro-engine = 引擎求解每个由 <i>k</i> 堆、每堆 1 到 <i>S</i> 个筹码构成的局面，然后在所有这些局面上检验论文的每个命题。
    一堆的 <strong>2-进赋值</strong>是其二进制表示中最右边的 1 之后 0 的个数（12 = 1100 的赋值为 2）。
sds-solve = 求解
sds-presets-group = 示例范围
sds-preset-chip = { $piles } 堆 ≤ { $max }
sds-preset-note = { $count } 个局面
sds-progress-label = 正在求解所有局面
sds-progress = 正在{ $where ->
        [page] 本页上
       *[worker] 后台
    }求解 { $piles } 堆、每堆至多 { $max } 的所有局面… { $seconds } 秒
sds-ms = { $n } 毫秒
sds-s = { $n } 秒
sds-solved = 已求解 { $positions } 个局面（{ $piles } 堆，每堆 1 … { $max }），用时 { $time }；检验命题并对 P 局面分组用时 { $checkTime }。
sds-solved-still = 下方仍是原来的结果。
sds-cancelled = 已取消。
sds-results-for = 范围：
sds-results-range = { $piles } 堆，每堆 1 … { $max }

## 论文的命题，逐一检验

sds-checks-title = 论文的命题，在每个局面上检验
sds-check-holds = { $name } 成立
sds-check-fails = { $name } 不成立
sds-first-cx = 第一个反例：{ $cx }
sds-cx-binary = 反例 { $piles } 的二进制
sds-check-count = { $n ->
       *[other] { $count } 个局面。
    }
sds-not-about = 与 { $piles } 堆无关：{ $list }。

## P 局面，按赋值分组

sds-groups-title = P 局面，按赋值分组
sds-groups-explain = 把每堆写成二进制，并使各堆<strong>最右边的 1</strong> 排在同一列（高亮）。
    该列右边 0 的个数就是赋值。论文的定理 1.5 用这些模式描述 4 堆的 P 局面；其条件在提取时丢失了，
    因此这里列出搜索找到的每个 P 局面，按排序后的赋值模式分组。
sds-groups-found = { $pn ->
       *[other] { $p } 个 P 局面
    }，分属 { $gn ->
       *[other] { $groups } 种赋值模式。
    }
sds-groups-all-explained = { $n ->
        [one] 论文中有命题解释它。
       *[other] 论文中的命题解释了其中每一种。
    }
sds-groups-none-explained = 论文中没有命题能解释整个模式：它们都是搜索找到的。
sds-groups-some-explained = 论文中的命题解释了 { $cn ->
       *[other] { $covered } 种模式
    }（{ $positions } 个局面）；其余 { $rest } 种是搜索找到的。
sds-filter = 显示哪些组
sds-filter-all = 所有组
sds-filter-search = 仅显示没有命题解释的组
sds-group-valuations = 赋值 { $pattern }
sds-group-count = 具有此模式的 { $tn ->
       *[other] { $total } 个局面
    }中有 { $p } 个是 P 局面{ $pn ->
       *[other] {""}
    }
sds-group-all = — 全部都是
sds-search-only = 仅靠搜索
sds-loading = 加载中…
sds-show-more = 显示更多（共 { $count } 个）
sds-groups-none-search = 每一组都有命题解释。
sds-groups-none = 没有 P 局面。
sds-show-all-groups = 显示全部 { $count } 组

## P 局面的图

sds-map-title = P 局面图
sds-map-big = 图中每对 (a, b) 占一格，因此只在 S ≤ { $limit } 时绘制。
sds-map-two = 所有 2 堆局面 (a, b)：轮到走的一方必输处涂色。
sds-map-third = 第三堆固定时的局面 (a, b, { $others })：轮到走的一方必输处涂色。
sds-map-others = 其余 { $n } 堆固定时的局面 (a, b, { $others })：轮到走的一方必输处涂色。
sds-fix-third = 第三堆 c
sds-fix-others = 其余各堆 { $others }
sds-fix-used = 采用：{ $list }
sds-map-canvas =
    .aria-label = 以 a 和 b 为坐标的 P 局面；方向键移动所选格子，回车键从该局面开始对局
sds-key-p = P：轮到走的一方输
sds-key-n = N：轮到走的一方赢
sds-map-reason = { $name }：
sds-map-search = 搜索：
sds-pn-loses = 轮到走的一方输
sds-pn-wins = 轮到走的一方赢
sds-map-play = 从 { $piles } 开始对局
sds-map-point = 指向一个格子可查看该局面及其为何是 P 或 N；单击可固定显示（也可用方向键）。
sds-engine-busy = 引擎正在求解新的范围…

## 对局

sds-play-title = 与引擎对局
sds-random = 随机开局
sds-share-game = 对局
`;
