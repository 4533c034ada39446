// The sentences the Fibonacci Nim lesson's script composes, in Simplified Chinese (see en.js).
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

## 一步的结果（第 3、4 步）

fibonacci-nim-s-not-a-move = 面对 { $pile } 枚的堆，你可以取 1 到 { $max } 枚，所以取 { $k } 枚在这里不是合法的一步。
fibonacci-nim-s-take-wins = 取 { $k } 枚就能赢。
fibonacci-nim-s-take-leaves = 取 { $k } 枚后还剩 { $left } 枚；接着对方最多可以取 { $limit } 枚，取 { $reply } 枚就能赢。
fibonacci-nim-s-wins-by-taking = 面对 { $pile } 枚，先手取 { $take } 枚就能赢。
fibonacci-nim-s-for-rule = 对于 { $rule }：{ $why }

## 第 2 步：先手从哪些堆开始会输？

fibonacci-nim-s-losing-starts = N = { $list }（考察了所有 N ≤ { $upto }）。
fibonacci-nim-s-list-more = { $list }……
fibonacci-nim-s-even-false = 对于 { $rule }，先手从偶数堆 { $pile } 开始能赢
fibonacci-nim-s-even-true = 对于 { $rule }，不超过 { $upto } 的每个偶数堆都是必败起始堆
fibonacci-nim-s-fibonacci-true = 对于 { $rule }，不超过 { $upto } 的必败起始堆恰好是 { $list }
fibonacci-nim-s-fibonacci-false = 对于 { $rule }，它们是 { $list }
fibonacci-nim-s-first-wins = 先手会赢
fibonacci-nim-s-first-loses = 先手会输
fibonacci-nim-s-lose-8 = 一堆 { $pile } 枚，第一步可以取 1 到 { $max } 枚。如果双方都下得最好，先手会赢还是会输？
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] 先手从 { $pile } 开始会赢
       *[lose] 先手从 { $pile } 开始会输
    }
fibonacci-nim-s-lose-8-clue-win = 如果先手会赢，那么一定有某个第一步能赢。在纸上试试第一步取 1、2、3……：每试一种，对方能不能用一步制胜的走法回应？
fibonacci-nim-s-lose-8-clue-lose = 如果先手会输，那么每一种第一步都会输。找一找这样的第一步：走完之后，对方无路可走。
fibonacci-nim-s-lose-range = 说出 { $lo } 到 { $hi } 之间的一个堆 N，使它是必败起始堆：先手（可以取除整堆以外的任意数量）会输。
fibonacci-nim-s-at-least-one = N 必须是至少有一枚筹码的堆。
fibonacci-nim-s-at-least-two = 一局游戏需要至少 2 枚筹码的堆（第一步不能取走整堆）。
fibonacci-nim-s-losing-outside = { $n } 是必败起始堆，但它不在 { $lo } 到 { $hi } 之间。
fibonacci-nim-s-look-step-1 = 看看第 1 步里你无法取胜的那些堆，再看看它们是怎样增长的。
fibonacci-nim-s-none-between = { $lo } 到 { $hi } 之间没有

## 第 3 步：最小制胜取数

fibonacci-nim-s-g-examples = 对于 { $rule }，{ $g18 }，{ $g42 }：{ $why }
fibonacci-nim-s-predict-g = 对于 { $rule }，预测 { $g }：面对 { $n } 枚的堆，能获胜的最少取子数。
fibonacci-nim-s-wins-too = 取 { $k } 枚也能赢，但面对 { $n } 枚，取更少的筹码同样能赢。

## 第 4 步：把 N 写成和

fibonacci-nim-s-example-20 = 对于 { $rule }：{ $sum }，最小的部分是 { $smallest }，而引擎面对 { $pile } 枚时的最小制胜取数是 { $take }。
fibonacci-nim-s-base-is-losing = 对于 { $rule }，在 { $upto } 以内它恰好就是必败起始堆的列表
fibonacci-nim-s-base-is-not-losing = 对于 { $rule }，在 { $upto } 以内它并不是必败起始堆的列表
fibonacci-nim-s-move-100 = 一堆 { $pile } 枚，第一步最多取 { $max } 枚，{ $rule }。你要取几枚才能赢？
fibonacci-nim-s-write-as-sum = 借助上面的图示把 { $pile } 写成和，再看它最小的那一部分。
fibonacci-nim-s-take-smallest = 取 { $take } 枚（最小制胜取数）
fibonacci-nim-s-every-move-loses = 这里每一步都会输

## 第 5 步：改变规则

fibonacci-nim-s-losing-starts-short = { $rule }：先手从这些堆开始会输：{ $list }……
fibonacci-nim-s-base-start-finite = { $list }（它是有限的）。
fibonacci-nim-s-base-start = { $list }（{ $upto } 以内共 { $count } 个成员）。
fibonacci-nim-s-powers-true = 引擎给出：不超过 { $upto } 的是 { $list }
fibonacci-nim-s-powers-false = 引擎给出：{ $list }
fibonacci-nim-s-sparser-true = 不超过 { $upto } 时：{ $f1 } 有 { $fewer } 个必败堆，{ $f2 } 有 { $more } 个
fibonacci-nim-s-sparser-false = 不超过 { $upto } 时，两者都有 { $count } 个必败堆
fibonacci-nim-s-sparser-false-same = 不超过 { $upto } 时，两者都有 { $count } 个必败堆，而且完全相同
fibonacci-nim-s-lose-rule = 对于 { $rule } 做个预测：大于 { $above } 的最小必败起始堆是多少（也就是大于 { $above }、先手从它开始会输的最小的堆）？
fibonacci-nim-s-losing-not-above = { $n } 是必败起始堆，但它不大于 { $above }。
fibonacci-nim-s-losing-smaller = { $n } 是必败起始堆，但大于 { $above } 的必败起始堆里还有更小的。
fibonacci-nim-s-look-table = 第 3 步的表格高亮了满足 { $formula } 的堆。
fibonacci-nim-s-look-table-losing = 第 3 步的表格高亮了满足 { $formula } 的堆：它们就是必败起始堆。
fibonacci-nim-s-none-up-to = { $upto } 以内没有
fibonacci-nim-s-lose-rule-why = { $rule } 的必败起始堆：{ $list }。
fibonacci-nim-s-chip-fibonacci = 斐波那契尼姆
fibonacci-nim-s-chip-same = 至多取同样多
fibonacci-nim-s-chip-conjecture = 猜想
fibonacci-nim-s-or-type = 或者自己输入一个：
fibonacci-nim-s-own-rule =
    .aria-label = 你自己的 f(x)
    .placeholder = 自己的 f(x)

## 第 6 步：检验一个已发表的猜想

fibonacci-nim-s-few-members = { $rule } 的基在 { $upto } 以内只有 { $count } 个成员。
fibonacci-nim-s-growth-caption = { $rule } 时 { $set } 的最后几个成员
fibonacci-nim-s-conjecture = { $rule } 是这个猜想的反例吗？也就是说：g 在这里无界，而必败起始堆却不呈指数增长？
fibonacci-nim-s-counterexample = 是，它是一个反例
fibonacci-nim-s-agrees = 不是，它与猜想相符
fibonacci-nim-s-conjecture-yes = 是：g 无界，但 { $set } 只按多项式增长
fibonacci-nim-s-conjecture-no = 不是：引擎把这种增长归为{ $class ->
        [exponential] 指数增长
        [polynomial] 多项式增长
        [bounded] 有界
        [unclear] 不明确
       *[other] { $class }
    }
fibonacci-nim-s-conjecture-clue-yes = 反例要求必败起始堆不按固定倍数增长。设 { $rule }，看看表格的最后一列：这些比值是否一直大于某个比 1 大的数？
fibonacci-nim-s-conjecture-clue-no = 如果必败起始堆呈指数增长，那么每一个至少是前一个的某个固定倍数。设 { $rule }，看看表格的最后一列：这些比值是一直大于某个比 1 大的数，还是慢慢降向 1？
`;
