// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in Simplified Chinese (see en.js).
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

## 几个步骤共用的片段

cut-the-knot-s-two = { $first }{ $second }
cut-the-knot-s-set-minmax = Min { $min }，Max { $max }
cut-the-knot-s-set-named = 集合 { $set }
cut-the-knot-s-moves-exactly = 恰好 { $n } 枚筹码。
cut-the-knot-s-moves-range = 至少 { $min } 枚、至多 { $max } 枚筹码。
cut-the-knot-s-moves-from = 集合 { $set } 中的某个数目的筹码。
cut-the-knot-s-moves-set = { $takes } 枚筹码。
cut-the-knot-s-empty-pile = 空堆无法行动：G(0) = { $g }。
cut-the-knot-s-no-move-from = 从 { $n } 无法行动：G({ $n }) = 0。
cut-the-knot-s-verdict-wins = 引擎的结论：从 { $n } 开始，先手取 { $take } 枚即可获胜。
cut-the-knot-s-verdict-loses = 引擎的结论：从 { $n } 开始，先手的每一种第一步都会输。
cut-the-knot-s-choice-p = P：轮到行动的一方输
cut-the-knot-s-choice-n = N：轮到行动的一方赢
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } 是 P 局面
       *[N] { $n } 是 N 局面
    }
cut-the-knot-s-engine-for = 引擎对 { $rule } 的结果：{ $text }
cut-the-knot-s-for-rule = 对于 { $rule }：{ $text }
cut-the-knot-s-for-text = 对于 { $set }：{ $text }
cut-the-knot-s-none = 没有
cut-the-knot-s-not-above = { $n } 不大于 { $bound }。
cut-the-knot-s-none-upto = 到 { $upto } 为止都没有
cut-the-knot-s-pile-empty = 堆：请输入开始时的筹码数。

## 第 2 步：P 还是 N？

cut-the-knot-s-p-positions = S = { $list }（所有 S ≤ { $upto }）。
cut-the-knot-s-multiples-hold = 对于 { $set }，{ $upto } 以内的 P 局面恰好是 { $sum } 的倍数
cut-the-knot-s-multiples-p-not = 对于 { $set }，{ $s } 是 P 局面，却不是 { $sum } 的倍数
cut-the-knot-s-multiples-n = 对于 { $set }，{ $s } 是 { $sum } 的倍数，却是 N 局面
cut-the-knot-s-paper-rule-fails = 对于 { $set }（最少取 { $min } 枚，最多取 { $max } 枚）：S = { $s } 是 { $kind ->
        [P] P 局面
       *[N] N 局面
    }，G({ $s }) = { $g }
cut-the-knot-s-paper-rule-agrees = 对于 { $set }，把最少和最多的取数当作 Min 和 Max，这条规则在 S ≤ { $upto } 上与引擎一致
cut-the-knot-s-pn-8-prompt = 一堆 8 枚；每一步取走{ $moves }8 是 P 局面还是 N 局面？
cut-the-knot-s-pn-8-clue = 从 0 开始往上推：哪些小堆根本无法行动？然后想一想：从 8 走一步能到达其中某一堆吗？
cut-the-knot-s-p-window-prompt = 说出一个在 { $lo } 和 { $hi } 之间的 P 局面 S：从这一堆开始，轮到行动的一方会输。
cut-the-knot-s-p-window-general = 看看你在 { $lo } 以下找到的 P 局面：它们是不是按固定的间隔重复出现？
cut-the-knot-s-p-window-negative = 一堆的筹码数是 0 或更多。
cut-the-knot-s-p-window-outside = { $n } 是 P 局面——没错，但它不在 { $lo } 和 { $hi } 之间：请在这个范围里找一个。
cut-the-knot-s-p-window-n = { $n } 是 N 局面，轮到行动的一方赢：{ $why }
cut-the-knot-s-none-between = { $lo } 和 { $hi } 之间没有
cut-the-knot-s-p-between = { $lo } 和 { $hi } 之间的 P 局面：{ $list }。

## 第 3 步：Grundy 数、周期和论文中的规则

cut-the-knot-s-strip-caption = { $set } 的 G(S)，S = 0 … { $upto }：
cut-the-knot-s-strip-top = 堆的大小
cut-the-knot-s-strip-bottom = Grundy 数
cut-the-knot-s-strip-title-p = { $g }——P 局面
cut-the-knot-s-period-found = 引擎找到了周期：{ $text }所以对每个 S ≥ { $from }，都有 G(S + { $period }) = G(S)。
cut-the-knot-s-period-none = 引擎没有找到周期：{ $text }
cut-the-knot-s-rule-not-stated = 对 { $set } 没有给出这条规则
cut-the-knot-s-rule-not-range = Bogomolny 的规则是针对“一堆”给出的，那里的可取数是一个连续范围 Min … Max；这个集合不是一个连续范围。
cut-the-knot-s-rule-fails-at = 规则在 S = { $s } 处不成立
cut-the-knot-s-rule-holds-all = 规则对所有 S 都成立
cut-the-knot-s-rule-holds-upto = 规则对 S = 0 … { $upto } 成立
cut-the-knot-s-rule-here = 这里 Min = { $min }，Max = { $max }，Min + Max = { $sum }：当且仅当 S mod { $sum } < { $min } 时为 P。
cut-the-knot-s-g-14-answer = 对于 { $set }：G(14) = { $g }；到 S = { $upto } 为止最大的 Grundy 数是 { $largest }。
cut-the-knot-s-period-is-sum = 对于 { $set }，周期是 { $period } = { $min } + { $max }
cut-the-knot-s-period-is-not-sum = 对于 { $set }，周期是 { $period }，而 { $min } + { $max } = { $sum }
cut-the-knot-s-g-small-holds = 对于 { $set }，{ $upto } 以内的每个 G(S) 都是 0、1 或 2；G 至多等于可取数的个数 { $count }
cut-the-knot-s-g-small-fails = 对于 { $set }，{ $g }
cut-the-knot-s-g-14-prompt = 预测 { $set } 的 G(14)：从 14 走一步能到达的各堆的 Grundy 数中没有出现的最小的数。
cut-the-knot-s-g-14-general = 列出从 14 走一步能到达的各堆及其 Grundy 数（从 0 开始往上算），再取其中没有出现的最小的数。
cut-the-knot-s-g-14-reached = { $k } 是从 14 走一步能到达的某一堆的 Grundy 数，所以它在列表中出现了。
cut-the-knot-s-g-14-not-smallest = { $k } 没有出现在列表中，但它不是没有出现的最小的数。
cut-the-knot-s-g-14-why = 从 14 走一步可以到达 { $below }；这些数中没有出现的最小的数是 { $g }。
cut-the-knot-s-g-14-no-move = 从 14 无法行动，所以 G(14) = { $g }。
cut-the-knot-s-pn-big-prompt = 对于 { $set }，一堆 1 000 000 枚：P 还是 N？利用周期来判断。
cut-the-knot-s-pn-big-screen = （引擎不用下一盘棋就能回答。）
cut-the-knot-s-pn-big-answer = 1 000 000 是 { $kind ->
        [P] P 局面
       *[N] N 局面
    }（G = { $g }）
cut-the-knot-s-pn-big-why = 所以 { $g }。
cut-the-knot-s-pn-big-clue = 找出 1 000 000 落在周期中的哪个位置：由余数决定。

## 第 4 步：取子游戏与 Schwenk 的 H

cut-the-knot-s-fibonacci-upto = 引擎算出的 2x 的 H（到 { $upto } 为止）：{ $list }
cut-the-knot-s-fibonacci = 引擎算出的 2x 的 H：{ $list }
cut-the-knot-s-same-h = 引擎发现两者到 { $upto } 为止的 H 完全相同：{ $list }——Bogomolny 称之为一个意外
cut-the-knot-s-other-h = x 得到 { $a }；2x − 1 得到 { $b }
cut-the-knot-s-h-prompt = 对于 { $rule }，H 的前几项是 { $list }。预测下一项 { $member }。
cut-the-knot-s-h-step = { $sum }：{ $m } 是满足 { $bound } 的最小 j。
cut-the-knot-s-h-general = 找出满足 { $bound } 的最小 j，再把 { $add } 加到 { $last } 上。
cut-the-knot-s-h-not-above = { $n } 不大于 { $last }：每个新项都比前一项大。
cut-the-knot-s-h-earlier = { $n } 等于 { $last } 加上前面的某一项，但不是规则选中的那一项：满足 { $bound } 的最小 j。

## 第 5 步：去掉最右边的 1

cut-the-knot-s-repr-empty = 请输入一个自然数 N ≥ 1。
cut-the-knot-s-move-answer = 对于 { $rule }，从 { $n } 开始：
cut-the-knot-s-move-prompt = 一堆 { $n } 枚，第一步最多可取 { $most } 枚，{ $rule }。你取几枚才能赢？
cut-the-knot-s-first-move-range = 第一步可取 1 到 { $most } 枚。
cut-the-knot-s-move-clue = 在上面输入 { $n }，看最右边的 1。
cut-the-knot-s-first-move-not-all = 第一步可取 1 到 { $most } 枚（不能取走整堆）。
cut-the-knot-s-taking-leaves = 取 { $k } 枚后剩下 { $left } 枚，从那里引擎会赢。
cut-the-knot-s-move-take = 取 { $take } 枚（最小的制胜一步）
cut-the-knot-s-every-move-loses = 这里每一步都会输

## 第 6 步：Grundy 值与一排堆

cut-the-knot-s-start-caption = { $rule } 的 G(N, N − 1)，N = 1 … { $upto }：
cut-the-knot-s-start-title-losing = { $g }——必败起点
cut-the-knot-s-rows-caption = { $rule } 的 G(N, x)，N ≤ { $upto }：行是 N，列是 x（最多可取的枚数）。
cut-the-knot-s-sum-answer = 对于 { $rule } 和堆 { $piles }：{ $why }
cut-the-knot-s-ordinary-sum = 对于 { $rule }，堆 { $a } 和 { $b } 的 G 都是 { $g }：普通和是 { $sum }，尼姆和是 { $nimsum }，而引擎说轮到行动的一方{ $wins ->
        [yes] 赢
       *[no] 输
    }
cut-the-knot-s-no-two-share = 对于 { $rule }，{ $upto } 以内没有两个起点有相同的非零 Grundy 数
cut-the-knot-s-no-losing-start = 对于 { $rule }，没有大于 1 的必败起点可供尝试
cut-the-knot-s-row-wins = 对于 { $rule }，一排 { $row } 的尼姆和是 { $nimsum }，而引擎说轮到行动的一方赢
cut-the-knot-s-row-loses = 对于 { $rule }，必败起点 { $row } 的 G 都是 0，所以尼姆和是 { $nimsum }，而引擎说轮到行动的一方输
cut-the-knot-s-pile-choice = 第 { $i } 堆（{ $n } 枚）
cut-the-knot-s-nim-sum-prompt = 几堆 { $piles }，每一堆都是 { $rule } 的取子游戏。尼姆和 G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8) 是多少？
cut-the-knot-s-nim-sum-general = 从上面的数据条中读出这三个 Grundy 数，写成二进制，每一列相加但不进位。
cut-the-knot-s-nim-sum-ordinary = { $n } 是普通的和；尼姆和是二进制相加但不进位。
cut-the-knot-s-nim-sum-why = { $gs }；二进制为 { $binary }，即 { $nimsum }。
cut-the-knot-s-sum-pile-prompt = 在这一排中轮到你了。从哪一堆取才能赢？
cut-the-knot-s-sum-pile-none = 哪一堆都不行：每一步都会输
cut-the-knot-s-sum-pile-answer = 第 { $piles } 堆
cut-the-knot-s-sum-pile-zero = 哪一堆都不行：尼姆和已经是 0
cut-the-knot-s-sum-pile-clue = 制胜的一步让尼姆和变成 0：哪一堆的 Grundy 数可以变成另外两堆的尼姆和？
cut-the-knot-s-sum-take-prompt = 那么你从选中的那一堆取几枚？
cut-the-knot-s-sum-take-best = 从第 { $pile } 堆取 { $take } 枚
cut-the-knot-s-no-move-wins = 没有制胜的一步
cut-the-knot-s-sum-take-choose = 请先在上面的问题中选一堆。
cut-the-knot-s-sum-take-range = 从第 { $pile } 堆可以取 1 到 { $max } 枚。
cut-the-knot-s-sum-take-zero = 从第 { $pile } 堆取 { $k } 枚后，Grundy 数为 { $sum }：尼姆和是 0，所以对手输。
cut-the-knot-s-sum-take-leaves = 从第 { $pile } 堆取 { $k } 枚后，Grundy 数为 { $sum }。
cut-the-knot-s-sum-take-clue = 取 { $k } 枚后，第 { $pile } 堆的 Grundy 数变成 { $g }，尼姆和变成 { $nimsum }。你走完后尼姆和必须是 0：第 { $pile } 堆的 Grundy 数必须变成 { $target }（其他各堆的尼姆和）。

## 第 7 步：改变规则

cut-the-knot-s-set-summary = P 局面是 S = { $list }；{ $period }
cut-the-knot-s-summary-rule-holds = Bogomolny 的规则（当且仅当 S mod { $cycle } < { $min } 时为 P）成立。
cut-the-knot-s-summary-rule-fails = Bogomolny 的规则（当且仅当 S mod { $cycle } < { $min } 时为 P）在 S = { $s } 处不成立。
cut-the-knot-s-summary-rule-not-stated = 这个集合不是一个连续范围，Bogomolny 的规则对它没有给出。
cut-the-knot-s-f-summary = { $h }；必败起点（穷举法）是 { $losing }；Schwenk 的假设{ $hold ->
        [yes] 成立
       *[no] 不成立
    }；{ $agree }。
cut-the-knot-s-h-equals-losing = H 与 { $upto } 以内的必败起点相同
cut-the-knot-s-h-not-losing = H 不是必败起点的集合：{ $why }
cut-the-knot-s-rule-answer-set = 对于 { $set }：大于 10 的最小 P 局面是 { $p }。
cut-the-knot-s-rule-answer-f = 对于 { $rule }：大于 20 的最小必败起点是 { $start }。
cut-the-knot-s-beyond-table = 超出表格范围
cut-the-knot-s-beyond = 大于 { $upto }
cut-the-knot-s-faster-fewer = 到 { $upto } 为止：3x 有 { $three } 个必败起点，2x 有 { $two } 个
cut-the-knot-s-p-rule-prompt = 对于 { $set }：大于 10 的最小 P 局面是多少？
cut-the-knot-s-p-rule-general = 用 mex 规则从 0 开始往上算，或者找出周期。
cut-the-knot-s-p-rule-smaller = { $n } 是 P 局面——但大于 10 的还有更小的。
cut-the-knot-s-p-rule-n = { $n } 是 N 局面：{ $why }
cut-the-knot-s-p-rule-why = { $set } 的 P 局面：{ $list }。
cut-the-knot-s-lose-rule-prompt = 对于 { $rule }：大于 20 的、先手必败的最小起始堆是多少？
cut-the-knot-s-lose-rule-general = 为这个 f 构造 H，再用游戏检验——Schwenk 的假设不一定成立。
cut-the-knot-s-lose-rule-smaller = 从 { $n } 开始先手会输——但大于 20 的这种起点还有更小的。
cut-the-knot-s-lose-rule-wins = 从 { $n } 开始先手会赢（引擎的制胜第一步：取 { $take } 枚）。
cut-the-knot-s-lose-rule-why = { $rule } 的必败起点（尝试了所有对局）：{ $list }。
cut-the-knot-s-type-one = 或者自己输入：
cut-the-knot-s-set-input =
    .aria-label = 你自己的可取数集合
    .placeholder = 例如 2..6 或 1, 4
cut-the-knot-s-rule-input =
    .aria-label = 你自己的 f(x)
    .placeholder = 你自己的 f(x)
cut-the-knot-s-set-chip =
    .title = 可取 { $set }
cut-the-knot-s-note-applet = 小程序
cut-the-knot-s-note-not-range = 不是连续范围
cut-the-knot-s-note-fibonacci = 斐波那契尼姆
cut-the-knot-s-note-no-more-than = 不超过
cut-the-knot-s-note-less-than-twice = 少于两倍

## 第 8 步：Schwenk 的论断在哪里不成立

cut-the-knot-s-counter-in-h = 对于 { $rule }，{ $pile } 在 H 中，但引擎用穷举法发现先手从 { $pile } 开始会赢。下面是一堆 { $pile } 枚，对手是完美的引擎：Schwenk 的 H 说你会输——找出赢法。
cut-the-knot-s-counter-not-in-h = 对于 { $rule }，{ $pile } 不在 H 中，但引擎用穷举法发现先手从 { $pile } 开始会输。下面是一堆 { $pile } 枚，对手是完美的引擎：Schwenk 的 H 说你会赢——试试看。
cut-the-knot-s-counter-agree = 对于 { $rule }，H 与必败起点在每个 N ≤ { $upto } 上都一致。下面是一堆 { $pile } 枚（H 中的一项），对手是完美的引擎。
cut-the-knot-s-contradicted = 被推翻：{ $why }
cut-the-knot-s-h-losing-prompt = 对于 { $rule }：H 是否恰好是先手必败的起始堆的集合？
cut-the-knot-s-yes = 是
cut-the-knot-s-no = 否
cut-the-knot-s-tried-wins = 引擎尝试了从 { $n } 开始的所有对局：先手取 { $take } 枚就能赢，尽管 { $n } 在 H 中。
cut-the-knot-s-tried-loses = 引擎尝试了从 { $n } 开始的所有对局：先手的每一种第一步都会输，尽管 { $n } 不在 H 中。
cut-the-knot-s-yes-upto = 是，对每个 N ≤ { $upto } 都成立
cut-the-knot-s-no-because = 否：{ $why }
cut-the-knot-s-h-losing-clue = 把 H 和你无法取胜的那些堆比较一下：为这个 f 构造 H，再在游戏中试试它最小的几项。
cut-the-knot-s-rightmost-prompt = 对于 { $rule }：从起点 { $start } 开始，去掉最右边的 1 能赢吗？
cut-the-knot-s-yes-wins = 能，会赢
cut-the-knot-s-no-loses = 不能，会输
cut-the-knot-s-no-rightmost = 这里没有最右边的 1
cut-the-knot-s-write-with-h = 先用 H 把这一堆写出来。
cut-the-knot-s-yes-take = 能：取 { $take } 枚
cut-the-knot-s-no-taking = 不能：取 { $take } 枚会输
cut-the-knot-s-rightmost-clue = 取走最小的那一部分后，对手最多能取多少？引擎对剩下的那一堆怎么说？
`;
