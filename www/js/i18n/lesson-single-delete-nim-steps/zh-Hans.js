// The sentences the lesson "Single-delete Nim" composes in its script, in Simplified Chinese (see en.js).
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

## 多个句子共用的部分

single-delete-nim-s-is-kind = { $kind ->
        [P] { $position } 是 P 局面
       *[N] { $position } 是 N 局面
    }
single-delete-nim-s-two-sentences = { $first }{ $second }
single-delete-nim-s-both = { $first }；{ $second }
single-delete-nim-s-list-semicolon = {"；"}
single-delete-nim-s-where = { $k } 堆、每堆 1 … { $max }
single-delete-nim-s-engine-finds = { $kind ->
        [P] 引擎判定 { $position } 是 P 局面
       *[N] 引擎判定 { $position } 是 N 局面
    }
single-delete-nim-s-range-pairs = { $max }（共 { $countn ->
       *[other] { $count } 对
    }）
single-delete-nim-s-range-positions = { $max }（共 { $countn ->
       *[other] { $count } 个局面
    }）

## 赢还是输？

single-delete-nim-s-choice-win = 我赢（N 局面）
single-delete-nim-s-choice-lose = 我输（P 局面）
single-delete-nim-s-need-win = 如果你能赢，那么你的某一步一定会给对手留下一个他必输的局面（P 局面）。你能找到这一步吗？
single-delete-nim-s-need-lose = 如果你会输，那么你的每一步都会给对手留下一个他能赢的局面（N 局面）。有没有哪一步不是这样？
single-delete-nim-s-pn-answer = { $kind ->
        [P] { $position } 是 P 局面：双方都走最好的着法时，轮到走的一方必输
       *[N] { $position } 是 N 局面：双方都走最好的着法时，轮到走的一方能赢
    }

## 用文字描述引擎的走法

single-delete-nim-s-move-by = 删去 { $deleted }、把 { $split } 分成 { $x } 和 { $y }
single-delete-nim-s-move-after = 删去 { $deleted }、把 { $split } 分成 { $x } 和 { $y }
single-delete-nim-s-opponent-wins = 接着对手可以这样取胜：{ $move }。
single-delete-nim-s-opponent-stuck = 接着对手没有必胜的走法。
single-delete-nim-s-no-move = 从 { $position } 无法走任何一步：轮到走的一方输。
single-delete-nim-s-moves-win = 从 { $position } 出发，轮到走的一方这样取胜：{ $move }；这会留下 { $leaves }，而{ $reply }
single-delete-nim-s-moves-lose = 从 { $position } 出发，每一步都有应对。例如，{ $move } 之后（留下 { $leaves }），另一方这样取胜：{ $reply }。
single-delete-nim-s-own-move = 走自己的一步
single-delete-nim-s-reply-none = 另一方根本无法走步。
single-delete-nim-s-reply-of = 无论另一方怎么走，都有应对：{ $move } 之后，应对是{ $reply }。
single-delete-nim-s-reply-last = 无论另一方怎么走，都有应对：{ $move } 之后，就无步可走了。

## 说出 12 的一种必胜分法 x

single-delete-nim-s-split-none = 没有能赢的 x
single-delete-nim-s-split-wins = 把 12 分成 { $x } + { $y } 就能赢。
single-delete-nim-s-split-all-n = 每种分法都会留下 N 局面。
single-delete-nim-s-split-some = 有能赢的 x。把各种分法逐一试一试：哪一种分完之后对手会输？
single-delete-nim-s-split-try = 把各种分法逐一试一试。
single-delete-nim-s-split-range = 两个新堆都至少要有 1 枚筹码：x 在 1 到 11 之间。
single-delete-nim-s-split-range-clue = 两个新堆都至少要有 1 枚筹码，所以 x 在 1 到 11 之间（{ $typed } 不行）。
single-delete-nim-s-leaves-reply = 你这一步留下 { $leaves }：{ $reply }
single-delete-nim-s-leaves-why = 你这一步留下 { $leaves }。{ $why }
single-delete-nim-s-split-leaves = 把 12 分成 { $x } 和 { $y } 会留下 { $leaves }：{ $reply }

## 第 1 部分：玩一玩

single-delete-nim-s-small-two = P：{ $p }。N：{ $n }。

## 第 2 部分：预测

single-delete-nim-s-pn-3-5 = 两堆分别是 3 和 5，轮到你走。双方都走最好的着法时，你会赢还是会输？
single-delete-nim-s-clue-3-5 = 在纸上把每一种走法都试一试：删去一堆，分开另一堆。然后对手能怎么走？
single-delete-nim-s-split-12 = 两堆分别是 12 和 7，轮到你走。你删去 7，把 12 分成 x 和 12 − x。说出一个能赢的 x。
single-delete-nim-s-split-12-note = （如果没有，就填 0。）
single-delete-nim-s-answer-12 = 从 (12, 7) 出发、删去 7：能赢的分法是 x = { $list }。
single-delete-nim-s-answer-12-none = 从 (12, 7) 出发、删去 7：没有能赢的分法。

## 第 3 部分：哪些组合是 P 局面？

single-delete-nim-s-pattern-2 = 哪句话描述了两堆时的 P 局面（图中颜色较深的格子）——全部都包括，而且不包括别的：两堆都是奇数、a + b 是偶数、两堆相等，还是至少一堆是奇数？
single-delete-nim-s-pattern-odd = 两堆都是奇数
single-delete-nim-s-pattern-odd-words = 两堆都是奇数
single-delete-nim-s-pattern-sum = a + b 是偶数
single-delete-nim-s-pattern-sum-words = a + b 是偶数
single-delete-nim-s-pattern-equal = 两堆相等
single-delete-nim-s-pattern-equal-words = 两堆相等
single-delete-nim-s-pattern-one-odd = 至少一堆是奇数
single-delete-nim-s-pattern-one-odd-words = 至少一堆是奇数
single-delete-nim-s-pattern-none = 这几句话都不对
single-delete-nim-s-pattern-agrees = “{ $words }”在不超过 { $max } 的全部 { $countn ->
       *[other] { $count } 个组合
    }上都与引擎一致。
single-delete-nim-s-pattern-says = { $kind ->
        [P] 在 { $position }，“{ $words }”这句话说是 N，但引擎判定它是 P 局面。
       *[N] 在 { $position }，“{ $words }”这句话说是 P，但引擎判定它是 N 局面。
    }
single-delete-nim-s-pattern-covers = “{ $label }”在每个深色格子上都成立，但在浅色格子 { $position }（一个 N 局面）上也成立。哪句话恰好只描述深色格子？
single-delete-nim-s-pattern-only = 凡是“{ $label }”成立的组合都是深色格子，但 { $position } 也是深色的。哪句话能描述所有深色格子？
single-delete-nim-s-pattern-wrong = { $is }，而“{ $label }”在这里判断错了。指一指几个深色格子和几个浅色格子：深色格子的两堆有什么共同点？
single-delete-nim-s-agrees-pairs = 引擎在不超过 { $max } 的全部 { $countn ->
       *[other] { $count } 个组合
    }上都一致
single-delete-nim-s-equal-all-p = 引擎：不超过 { $max } 的每一对相等的堆都是 P

## 第 4 部分：三堆

single-delete-nim-s-digits-beyond = 本课求解 { $k } 堆时每堆最多到 { $max }；实验室的单删尼姆部分可以算得更远。
single-delete-nim-s-pn-6-10-12 = 三堆分别是 6、10 和 12，轮到你走。双方都走最好的着法时，你会赢还是会输？
single-delete-nim-s-clue-6-10-12 = 在上面画出 6、10 和 12。它们最右边的 1 在同一列吗？
single-delete-nim-s-split-three = 从 6、10、12 出发，你删去 6，把 12 分成 x 和 12 − x，保留 10。说出一个能赢的 x。
single-delete-nim-s-split-three-note = （如果没有，就填 0；可以在上面画出这些堆，比较它们最右边的 1。）
single-delete-nim-s-challenge-p = 引擎自己的判定是：(7, 10, 12) 是 P 局面，面对完美的下法你赢不了。看看它是怎样脱身的。
single-delete-nim-s-challenge-n = 引擎自己的判定是：从 (7, 10, 12) 出发你能赢，但每一步都必须走对。
single-delete-nim-s-three-nim = { $kind ->
        [P] { $position }：{ $a } XOR { $b } XOR { $c } = { $value }，而引擎判定它是 P 局面
       *[N] { $position }：{ $a } XOR { $b } XOR { $c } = { $value }，而引擎判定它是 N 局面
    }
single-delete-nim-s-agrees-three = 引擎在 3 堆、每堆不超过 { $max } 的每个局面上都一致

## 第 5 部分：四堆

single-delete-nim-s-pn-1-2-2-2 = 四堆分别是 1、2、2 和 2，轮到你走。它们的赋值是 0, 1, 1, 1：并不全都相同。你会赢还是会输？
single-delete-nim-s-clue-1-2-2-2 = 删去一堆，再用各种方式分开另一堆：留下的局面中，有没有你愿意面对的？
single-delete-nim-s-with-valuations = { $kind ->
        [P] { $position } 是 P 局面，赋值为 { $valuations }
       *[N] { $position } 是 N 局面，赋值为 { $valuations }
    }
single-delete-nim-s-only-some-p = 赋值为 { $valuations } 的 { $totaln ->
       *[other] { $total } 个局面
    }中只有 { $p } 个是 P
single-delete-nim-s-for-where = 对于 { $where }：{ $found }
single-delete-nim-s-agrees-where = 引擎在 { $where } 的每个局面上都一致

## 第 6 部分：把每堆都加倍

single-delete-nim-s-double-2 = 把 1 和 1 两堆都加倍：得到 2 和 2 两堆，轮到你走。你会赢还是会输？
single-delete-nim-s-double-2-clue-n = 从 2 和 2 出发只有一种走法：删去一个 2，把另一个分成 1 和 1。之后谁无路可走？
single-delete-nim-s-double-2-clue-p = 从 2 和 2 出发只有一种走法：删去一个 2，把另一个分成 1 和 1。之后对手还能走吗？
single-delete-nim-s-double-5 = 五堆 1 加倍后是五堆 2。在这里，加倍能保持判定不变吗（P 仍是 P，N 仍是 N）？
single-delete-nim-s-choice-same = 能，判定相同
single-delete-nim-s-choice-changes = 不能，判定改变了
single-delete-nim-s-double-5-same = 相同：两者都是 { $kind }
single-delete-nim-s-double-5-changes = 改变了：(1, 1, 1, 1, 1) 是 { $one }，(2, 2, 2, 2, 2) 是 { $two }
single-delete-nim-s-double-5-clue-same = 两边都检查一下：五堆 1——轮到走的一方能分开什么吗？五堆 2——这局最多能走几步，谁走最后一步？
single-delete-nim-s-double-5-clue-changes = 两边都检查一下：五堆 1——轮到走的一方能分开什么吗？五堆 2——数一数步数：每一步删去一个 2 并分开一个 2。谁走最后一步？
single-delete-nim-s-doubling-k = { $k } 堆
single-delete-nim-s-doubling-range = （每堆 1 … { $max }）：
single-delete-nim-s-in-binary = { $piles } 的二进制
single-delete-nim-s-double-all = 引擎在 { $list } 堆时找到了反例；第一个：{ $first }
single-delete-nim-s-double-all-holds = 引擎在它求解的范围内，对 2 到 8 堆都没有找到反例

## 第 7 部分：改变规则

single-delete-nim-s-rule-summary = 引擎求解了 { $countn ->
       *[other] { $count } 个局面
    }；其中 P 局面有 { $p } 个，分属 { $groupsn ->
       *[other] { $groups } 种赋值模式。
    }
single-delete-nim-s-on-this-range = { $name } 在这个范围内：{ $why }。
single-delete-nim-s-rule-twos = { $k } 堆、每堆 2 枚（{ $piles }），轮到你走。你会赢还是会输？
single-delete-nim-s-clue-twos = 每一步都删去一个 2，并把一个 2 分成 1 + 1。数一数这局最多能走几步。
single-delete-nim-s-rule-patterns = 对于 { $rule }：P 局面分属多少种不同的赋值模式？
single-delete-nim-s-rule-patterns-why = 对于 { $rule }：共 { $p } 个 P 局面，分属 { $groups } 种模式；论文的命题解释了其中 { $covered } 种，其余的由搜索找到。
single-delete-nim-s-too-many = { $typed } 太多了。两堆时，每个 P 局面的模式都是 0, 0；三堆时，三堆的赋值相同。最多 { $max } 枚的一堆，赋值可能是哪些？
single-delete-nim-s-too-few = { $typed } 太少了。两堆时，每个 P 局面的模式都是 0, 0；三堆时，三堆的赋值相同。最多 { $max } 枚的一堆，赋值可能是哪些？
single-delete-nim-s-rule-odd-holds = 对于 { $rule }，搜索结果一致；在第 6 部分的范围内，2 到 8 堆也都一致
single-delete-nim-s-rule-twos-fails = 引擎：当有 { $list } 堆 2 时，轮到走的一方能赢
single-delete-nim-s-rule-twos-holds = 引擎：从 2 堆到 8 堆，轮到走的一方都会输
single-delete-nim-s-chips-label = 堆数 k：
single-delete-nim-s-chip =
    .title = { $k } 堆
single-delete-nim-s-range-whole = S 必须是不小于 2 的整数。
single-delete-nim-s-range-limit = 有 { $k } 堆时，本课求解的每堆最多到 { $max }（实验室可以算得更远）。
`;
