// The periodic move-function section's words in Simplified Chinese (see en.js).
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

## 第一张卡片：规则、f(n, x) 与 t

mfs-p-doc-title = Nim Lab — 周期函数 f(n, x)：多个游戏，多个基
mfs-p-title = 周期取子函数 <span class="math">f(n, x)</span>
mfs-p-intro-rule = 对手从 <i>n</i> 枚筹码的堆（即那一步<em>之前</em>的堆大小）中取走 <i>x</i> 枚之后，
    你最多可以取 <i>f</i>(<i>n</i>, <i>x</i>) 枚。该函数关于 <i>n</i> 以
    <i>t</i> 为周期重复：<i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>)。
    <strong class="mod-note">n 按模 t 读取：</strong>引擎在 <i>n</i> mod <i>t</i> 处求 <i>f</i> 的值，因此在
    表达式中 <i>n</i> 总是 0, 1, …, <i>t</i> − 1 之一。第一步最多可取一个给定的上限。
mfs-p-intro-games = 共有 <i>t</i> 个游戏 <i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>：游戏 <i>G<sub>i</sub></i> 使用
    <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>)，其中 <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>。
    <i>G</i><sub>0</sub> 就是游戏本身；求解它需要其他游戏，因为在游戏 <i>G<sub>i</sub></i> 中取走一个基成员
    <i>b</i> 之后，剩下的堆就像游戏 <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> 一样。
    每个游戏都有自己的基 <i>B<sub>i</sub></i>。
    论文：<a data-l10n-name="paper">Holshouser、Reiter，<cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>，EJC 13 (2006) #N7</a>。
mfs-p-presets-group =
    .aria-label = 周期取子函数示例
mfs-p-example2 = 例 2
mfs-p-note-paper = 论文，{ $t }
mfs-p-note-fibonacci = { $t }：斐波那契尼姆
mfs-p-note-fails-2 = 不满足条件 (2)
mfs-p-note-theorem1-fails = 定理 1 不成立
mfs-p-f-read = 读作 { $f }，n 按模 { $t } 读取（n 是 { $residues } 之一）
mfs-p-f-read-monotone = 读作 { $f }，n 按模 { $t } 读取（n 是 { $residues } 之一）—— 关于 x 单调不减（由其形式证明）
mfs-p-still-showing = 下方的结果仍是 { $rule } 的结果。
mfs-p-progress-label = 正在计算各个游戏
mfs-p-progress = 正在{ $where ->
        [worker] 后台
       *[page] 本页中
    }计算 n ≤ { $upto } 的 { $gs } 与各个基：{ $pct }%
mfs-p-cancel = 取消
mfs-p-cancelled = 已取消。
mfs-p-cancelled-showing = 已取消。仍显示 { $rule } 在 n ≤ { $upto } 时的结果。
mfs-p-failure = 无法计算 { $rule } 直到 { $upto } 的各个游戏：{ $message }

## 卡片的标题与说明

mfs-p-theorems-title = 定理检验
mfs-p-results-for = 对应
mfs-p-example2-title = 论文中的例 2，逐个成员对照
mfs-p-table-title = 最小制胜取数 <span class="math">g<sub>i</sub>(n)</span>
mfs-p-table-explain = 在游戏 <i>G<sub>i</sub></i> 中面对 <i>n</i> 枚的堆，当且仅当你可以取至少
    <i>g<sub>i</sub></i>(<i>n</i>) 枚时你能获胜（论文中的算法 1，直接计算）。
mfs-p-legend-base = <i>n</i> 是该列游戏的基 <i>B<sub>i</sub></i> 的成员
mfs-p-bases-title = 基 <span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span> 与 <span class="math">Θ</span>
mfs-p-bases-explain = 按定理 2 之前的方法共同构造：<i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> + <i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub>
    中满足 Θ(<i>b</i>) = <i>b</i> 且
    <i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>) 的最小成员 <i>b</i>。
    Θ<sub><i>i</i></sub>(<i>b</i>) 是在 <i>G<sub>i</sub></i> 中从 <i>b</i> 枚的堆出发的最小制胜取数。
mfs-p-repr-title = 用多个基表示 <span class="math">n</span>
mfs-p-repr-explain = 在游戏 <i>G<sub>i</sub></i> 中：取 <i>B<sub>i</sub></i> 中小于
    <i>n</i> 的最大成员 <i>b</i>；余数 <i>n</i> − <i>b</i> 用游戏 <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> 的基来表示，依此类推，
    直到余数本身是某个基的成员。定理 1 和定理 2：制胜的一步是最后这一部分的 Θ。
mfs-p-game-label = 游戏
mfs-p-pile-label = 堆 <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = n 的示例值
mfs-p-try = 试试：
mfs-p-repr-empty = 请输入整数 n ≥ 1。
mfs-p-play-title = 与引擎对弈
mfs-p-start-pile = 初始堆
mfs-p-first-move = 第一步
mfs-p-share-game = 游戏 { $game }

## 定理检验

mfs-p-t2-holds = 定理 2 在 1 … { $upto } 上于每个游戏 { $games } 中都成立
mfs-p-t2-fails-at = 定理 2 首次在 { $game } 中 n = { $n } 处不成立
mfs-p-t2-fails = 定理 2 不成立
mfs-p-t2-what = 任意周期函数 f。断言：在 B<sub>i</sub> 的每个成员 b 处，g<sub>i</sub>(b) = Θ<sub>i</sub>(b)；在成员之间，
    g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b)，其中 b 是小于 n 的最大成员。
mfs-p-t2-detail = 算法 1 给出 { $g }，但由基预测的是 { $predicted }。
mfs-p-condition = 条件 (2)：
mfs-p-status-proved = 已证明
mfs-p-status-checked = 已检验
mfs-p-status-fails = 不成立
mfs-p-status-fails-at = 在 n = { $n }, x = { $x } 处不成立
mfs-p-not-promised = （条件 (2) 不成立，因此定理并不保证这一点）
mfs-p-nothing-to-check = 在 1 … { $upto } 上无可检验（没有情形满足其“若”）
mfs-p-holds-on = 在 1 … { $upto } 上成立（{ $count ->
       *[other] 检验了 { $shown } 种情形
    }）
mfs-p-outcome-fails = 不成立：
mfs-p-counterexample-found = 找到反例
mfs-p-conclusion = 结论 { $name }。
mfs-p-t1-not-apply = 定理 1 不适用：条件 (2) 不成立
mfs-p-t1-holds = 定理 1 适用，且其结论在 1 … { $upto } 上成立
mfs-p-t1-fails = 尽管条件 (2) 成立，定理 1 的结论仍不成立
mfs-p-t1-what = 需要条件 (2)。其基不使用 Θ：b<sub>i,k+1</sub> = b<sub>ik</sub> + B<sub>i ⊕ b_ik</sub> 中满足
    f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub> 的最小成员 b。
mfs-p-t1-same = 这里它们与定理 2 的基相同。
mfs-p-t1-differ = 这里它们与定理 2 的基不同。
mfs-p-applied-anyway = 仍按定理 1 的说法构造基并应用它——
    <strong>条件 (2) 不成立，因此定理对以下内容都不作保证：</strong>
mfs-p-conclusions = 定理 1 的结论

## 论文中的例 2

mfs-p-ex2-heading = { $base }（游戏 { $game }）
mfs-p-ex2-region = { $base } 与论文对照
mfs-p-ex2-computed = 计算值
mfs-p-ex2-paper = 论文
mfs-p-ex2-value = 数值
mfs-p-ex2-agrees = 一致
mfs-p-ex2-differs = 不一致
mfs-p-ex2-explain = 论文给出了 f(n, 3) = 4（n 为奇数时）、其他情况 f(n, x) = 2x（t = 2）时的 B<sub>0</sub> 与 B<sub>1</sub>，
    用斐波那契数 F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, … 表示（论文从
    F<sub>0</sub> = 1 开始计数）。每个计算出的成员都与公式对照。
mfs-p-ex2-all-agree = 全部 { $shown } 个成员都与论文一致。
mfs-p-ex2-some-differ = { $shown } 个成员中有 { $differ } 个与论文不一致。

## g_i(n) 表与各个基

mfs-p-previous = 上一页
mfs-p-next = 下一页
mfs-p-goto = 跳到 n
mfs-p-table-region = 数值表
mfs-p-table-range = n = { $from } … { $to }，共 { $upto }
mfs-p-cell = 游戏 { $game } 中 { $g }
mfs-p-cell-base = 游戏 { $game } 中 { $g } —— { $n } 属于 { $base }
mfs-p-cell-in-base = （属于 { $base }）
mfs-p-table-caption = n 从 { $from } 到 { $to } 的 g_i(n)，每个游戏 { $games } 一列
mfs-p-member-self = { $b } 属于 { $base }，且 { $theta }
mfs-p-member = { $b } 属于 { $base }，{ $theta }
mfs-p-members-more = … 另有 { $count } 个 …
mfs-p-base-game = 对应游戏 { $game }
mfs-p-base-size = { $count ->
       *[other] { $shown } 个成员
    } ≤ { $upto }
mfs-p-base-finite = 有限（到此为止）
mfs-p-base-other-theta = { $shown } 个 Θ ≠ b
mfs-p-members-region = 按递增顺序排列的 { $base } 成员
mfs-p-legend-self = Θ(b) = b：取走全部 b 枚即获胜
mfs-p-legend-other = Θ(b) < b（显示其值）：取 Θ(b)

## n 的表示

mfs-p-block = { $member } 是 { $base } 的成员（游戏 { $game }）
mfs-p-block-in = 属于 { $base }
mfs-p-flag-take = 取 { $take }
mfs-p-chain-label = 各部分，每部分属于其游戏的基：{ $parts }
mfs-p-chain-part = { $member } 属于 { $base }
mfs-p-chain-then = ，然后
mfs-p-step-start = 从游戏 { $game } 开始
mfs-p-step-next = ，然后 { $step }
mfs-p-winning = 最小制胜取数：取 { $take }（当前上限允许时即可获胜）
mfs-p-winning-theta = 最小制胜取数：取 { $take } = { $theta }，由最后一部分得出（当前上限允许时即可获胜）
`;
