// Cut The Knot's games' words in Simplified Chinese (see en.js).
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

## (c) 一排游戏的棋盘

cks-b-choose-pile = 选择一堆
cks-b-pile-label = 第 { $i } 堆：{ $pile } 枚筹码，最多可取 { $max } 枚，Grundy 值 { $g }
cks-b-pile-name = 第 { $i } 堆
cks-b-pile-max = 取 1 … { $max }
cks-b-pile-empty = 空
cks-b-pile-no-move = 无法行动
cks-b-nim-sum = 尼姆和：
cks-b-nim-sum-zero = —— 为 0：双方都走最佳时，轮到行动的一方必输。
cks-b-nim-sum-not-zero = —— 不为 0：轮到行动的一方可以获胜。
cks-b-play-again = 再玩一局
cks-b-setting-up = 正在准备…
cks-b-thinking = 引擎正在思考…
cks-b-choose = 先选择一堆，再选择取多少。
cks-b-take-button = 从第 { $i } 堆取 { $k } 枚
cks-b-take-bar = 从第 { $i } 堆取多少
cks-b-take-label = 从第 { $i } 堆取：
cks-b-take-input = 从第 { $i } 堆取的筹码数，1 到 { $max }
cks-b-take-input-label = 从第 { $i } 堆取（1 … { $max }）：
cks-b-take = 取

## 游戏：减法游戏的结局、取子游戏的棋盘、一行游戏

ckp-digits-label =
    .aria-label = { $n } 的数位为 { $digits }，H 从大到小
ckp-flag-take = 取
ckp-flag-taken = 已取
ckp-took-rightmost = { $who ->
    [you] 你从 { $sum } 中取了 { $take }——正是最右边的 1。
   *[engine] 引擎从 { $sum } 中取了 { $take }——正是最右边的 1。
}
ckp-took-other = { $who ->
    [you] 你从 { $sum } 中取了 { $take }——不是最右边的 1。
   *[engine] 引擎从 { $sum } 中取了 { $take }——不是最右边的 1。
}
ckp-before-region = 上一步之前的堆，按数位显示
ckp-now = 现在 { $sum }
ckp-now-region = 现在的堆，按数位显示
ckp-may-take = 可取 { $takes } 枚
ckp-no-move = 无法再走
ckp-cannot-move = { $who ->
    [engine] 面对 { $pile } 枚的一堆，引擎无法再走。
   *[you] 面对 { $pile } 枚的一堆，你无法再走。
}
ckp-said-engine-stuck = 我取了 { $take } 枚，还剩 { $pile } 枚：你无法再走。
ckp-said-you-stuck = 你取了 { $take } 枚，还剩 { $pile } 枚：我无法再走。
ckp-hint = 提示：从第 { $i } 堆取 { $take } 枚。
ckp-piles = 各堆：{ $piles }
ckp-engine-took = 引擎从第 { $i } 堆取了 { $take } 枚。
ckp-said-last = { $who ->
    [engine] 我从第 { $i } 堆取了 { $take } 枚，取走了最后一枚筹码。
   *[you] 你从第 { $i } 堆取了 { $take } 枚，取走了最后一枚筹码。
}
ckp-said-left = { $who ->
    [engine] 我从第 { $i } 堆取了 { $take } 枚，那一堆还剩 { $left } 枚。尼姆和 { $sum }。
   *[you] 你从第 { $i } 堆取了 { $take } 枚，那一堆还剩 { $left } 枚。尼姆和 { $sum }。
}
ckp-said-emptied = { $who ->
    [engine] 我从第 { $i } 堆取了 { $take } 枚，把它取空了。尼姆和 { $sum }。
   *[you] 你从第 { $i } 堆取了 { $take } 枚，把它取空了。尼姆和 { $sum }。
}
ckp-log-took = { $who ->
    [you] 从第 { $i } 堆取了 { $take } 枚（{ $change }）
   *[engine] 从第 { $i } 堆取了 { $take } 枚（{ $change }）
}
`;
