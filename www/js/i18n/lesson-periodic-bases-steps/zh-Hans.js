// The sentences the lesson "Periodic rules and several bases" composes in its script, in Simplified Chinese (see en.js).
export const ftl = String.raw`
## 术语表：固定术语，与各目录一致。

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

## 多个句子共用的片段

periodic-bases-s-two-sentences = { $first }{ $second }
periodic-bases-s-list-more = { $list }……
periodic-bases-s-semicolon = {"；"}
periodic-bases-s-example2 = 例 2
periodic-bases-s-rule-with = { $f }，周期 t = { $t }
periodic-bases-s-rule-paper = { $f }，周期 t = { $t }（论文的例 2）
periodic-bases-s-not-a-move = 面对 { $pile } 枚的堆，你可以取 1 到 { $max } 枚，所以取 { $k } 枚在这里不是合法的一步。
periodic-bases-s-take-wins = 取 { $k } 枚就能赢。
periodic-bases-s-take-leaves = 取 { $k } 枚后还剩 { $left } 枚；接着对方最多可以取 { $limit } 枚，取 { $reply } 枚就能赢。
periodic-bases-s-for-rule = 对于 { $rule }：{ $text }
periodic-bases-s-analysis-error = 引擎无法为 { $rule } 计算这些游戏：{ $error }

## 第 1 步：玩论文中的游戏

periodic-bases-s-limits = 从 { $odd } 枚的堆中取走 { $x } 枚之后，下一位玩家最多可以取 { $fodd } 枚；如果堆是 { $even } 枚，最多取 { $feven } 枚。
periodic-bases-s-limits-answer = 在 { $game } 中，对于 { $rule }：{ $limits }

## 第 2 步：一个堆，两个游戏

periodic-bases-s-other-game = 对阵同一位新手的游戏 { $game }
periodic-bases-s-other-game-same = 游戏 { $game }，当 t = 1 时它就是 { $first } 本身（对每个 n 都有 1 ⊕ n = 0）
periodic-bases-s-losing-starts = 在 { $g0 } 中，先手从 N = { $list0 } 开始必败；在 { $g1 } 中，从 N = { $list1 } 开始必败（考察了所有 N ≤ { $upto }）。
periodic-bases-s-losing-differ = 不超过 { $upto } 的堆中，在一个游戏中必败、在另一个游戏中必胜的有：{ $list }。
periodic-bases-s-losing-differ-none = 对这条规则，不超过 { $upto } 的堆中，没有一个在 { $g0 }、{ $g1 } 之一中必败而在另一个中必胜。
periodic-bases-s-residue = t = { $t } 时的 { $game }
periodic-bases-s-same-losers-false = 对于 { $rule }，先手在 { $g0 } 中从 { $n } 开始必败，但在 { $g1 } 中从同一个堆开始却能赢
periodic-bases-s-same-losers-true = 对于 { $rule }，{ $g0 } 中不超过 { $upto } 的每个必败堆在 { $g1 } 中也必败
periodic-bases-s-fibonacci-true = 对于 { $rule }，它们恰好就是不超过 { $upto } 的斐波那契数
periodic-bases-s-fibonacci-false = 对于 { $rule }，它们是 { $list }
periodic-bases-s-pile-8 = 规则为 { $rule }：一堆 { $pile } 枚，第一步可以取 1 到 { $max } 枚。双方都走最佳着法时，先手在 { $g0 } 和 { $g1 } 中分别是赢还是输？
periodic-bases-s-wins-both = 两个游戏都赢
periodic-bases-s-wins-loses = 在 { $g0 } 中赢，在 { $g1 } 中输
periodic-bases-s-loses-wins = 在 { $g0 } 中输，在 { $g1 } 中赢
periodic-bases-s-loses-both = 两个游戏都输
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] 先手在 { $g0 } 和 { $g1 } 中都赢
        [win-lose] 先手在 { $g0 } 中赢，在 { $g1 } 中输
        [lose-win] 先手在 { $g0 } 中输，在 { $g1 } 中赢
       *[lose-lose] 先手在 { $g0 } 和 { $g1 } 中都输
    }
periodic-bases-s-look-again = 再看看 { $game }：在纸上试一试从 { $pile } 枚开始的每一种第一步——取 k 枚之后，对手最多可以取 { $limit } 枚。
periodic-bases-s-half-right = 你对 { $game } 的回答是对的；{ $look }
periodic-bases-s-both-wrong = 两部分都需要再看看。在纸上试一试从 { $pile } 枚开始的每一种第一步：取 k 枚之后，对手在 { $g0 } 中最多可以取 { $f0 } 枚，在 { $g1 } 中最多可以取 { $f1 } 枚。
periodic-bases-s-lose-other = 规则为 { $rule }：说出一个大于 { $above } 的堆 N，使先手（可以取除整堆以外的任意数量）在 { $game } 中从它开始必败。
periodic-bases-s-at-least-one = N 必须是至少有一枚筹码的堆。
periodic-bases-s-at-least-two = 一局游戏需要至少 { $count } 枚筹码的堆（第一步不能取走整堆）。
periodic-bases-s-losing-not-above = { $n } 是 { $game } 的必败堆，但它不大于 { $above }。
periodic-bases-s-losing-smaller = { $n } 是 { $game } 的必败堆，但还有一个更小的、同样大于 { $above } 的必败堆。
periodic-bases-s-losing-in-other = { $n } 是 { $g0 } 的必败堆，但在 { $g1 } 中，先手从它开始取 { $take } 枚就能赢。
periodic-bases-s-wins-by-taking = 在 { $game } 中面对 { $n } 枚，先手取 { $take } 枚就能赢。
periodic-bases-s-smaller-pile = 找一个更小的堆：不超过 { $upto } 的。
periodic-bases-s-for-example = 例如 { $list }
periodic-bases-s-none-up-to = 不超过 { $upto } 的范围内没有

## 第 3 步：每个游戏中最小的获胜取法

periodic-bases-s-g-examples = 对于 { $rule }，{ $g0 }，{ $g1 }。
periodic-bases-s-g-order-false = 对于 { $rule }：{ $a }，但 { $b }
periodic-bases-s-g-order-true = 对于 { $rule }，在每个 n ≤ { $upto } 上都成立
periodic-bases-s-predict-g = 对于 { $rule }，预测 { $g }：在 { $game } 中从 { $pile } 枚的堆出发能获胜的最少取子数。
periodic-bases-s-wins-too = 取 { $k } 枚也能赢，但在 { $game } 中从 { $pile } 枚出发，取更少的筹码同样能赢。
periodic-bases-s-in-game = 在 { $game } 中：{ $clue }

## 第 4 步：策略——多个基

periodic-bases-s-member-wins = 对于 { $rule }：{ $b } 属于 { $base }，但先手在 { $game } 中从它开始却能赢
periodic-bases-s-member-wins-theta = 对于 { $rule }：{ $b } 属于 { $base }，但先手在 { $game } 中从它开始却能赢，取 { $theta } 即可
periodic-bases-s-loser-not-member = 对于 { $rule }：先手在 { $game } 中从 { $n } 开始必败，而它不属于 { $base }
periodic-bases-s-losers-are-base = 对于 { $rule }，在每个游戏中、对不超过 { $upto } 的每个堆都成立
periodic-bases-s-example-piles =
    .aria-label = 示例堆
periodic-bases-s-try = 试试：
periodic-bases-s-game-label = 游戏
periodic-bases-s-pile-label = 堆
periodic-bases-s-repr-empty = 请输入整数 { $formula }。
periodic-bases-s-move-100 = 规则为 { $rule }，游戏 { $game }：一堆 { $pile } 枚，第一步最多取 { $max } 枚。你要取多少枚才能赢？
periodic-bases-s-write-pile = 用上面的工具在游戏 { $game } 中写出 { $pile }，看看它的最后一部分。
periodic-bases-s-take-smallest = 取 { $take } 枚（最小的获胜取法）
periodic-bases-s-every-move-loses = 这里每一步都会输

## 第 5 步：例 2 与论文对照

periodic-bases-s-fibonacci-nim = 对于 { $rule }，{ $base } = { $list }（不超过 { $upto } 的所有成员）。
periodic-bases-s-golden = 在例 2 中，{ $base } 不超过 { $upto } 的最后两个成员是 { $a } 和 { $b }：比值为 { $ratio }；黄金比为 { $phi }
periodic-bases-s-ex2-member = 论文把例 2 中 { $base } 的第 { $k } 号成员（从 0 开始数）写成 { $expression }，其中 { $fib }。这个数是多少？
periodic-bases-s-nothing = 没有（超出其范围）
periodic-bases-s-ex2-why = 引擎算出 { $base } 的第 { $k } 号成员是 { $computed }；论文的公式给出 { $formula }：{ $agree ->
        [yes] 两者一致
       *[no] 两者不同
    }。
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } 太大了。
       *[small] { $v } 太小了。
    }从 { $fib } 开始列出斐波那契数（每个数是前两个数之和），挑出公式里提到的那些，再按公式加或减。

## 第 6 步：改变规则

periodic-bases-s-base-begins = { $base } 以 { $list } 开头
periodic-bases-s-bases-start = { $parts }。
periodic-bases-s-losing-starts-short = 规则为 { $rule } 时，先手在 { $game } 中从 { $list } 开始必败
periodic-bases-s-starts-123-true = 对于 { $rule }，每个基都是这样开头
periodic-bases-s-starts-123-false = 对于 { $rule }，{ $base } 以 { $list } 开头
periodic-bases-s-t-bases = 对于 { $rule }：不超过 { $upto } 时，{ $games }共有 { $bases }
periodic-bases-s-bases-count = { $count } 个不同的基
periodic-bases-s-games-count = { $count } 个游戏
periodic-bases-s-lose-rule = 对于 { $rule } 作出预测：大于 { $above } 的堆中，先手在 { $game } 中必败的最小的堆是多少？
periodic-bases-s-look-table = 第 3 步的表格显示了 { $formula } 成立的位置。
periodic-bases-s-look-table-losing = 第 3 步的表格显示了 { $formula } 成立的堆：它们就是必败堆。
periodic-bases-s-lose-rule-why = 对于 { $rule }，{ $game } 的必败堆：{ $list }。
periodic-bases-s-example2-label = 例 2
periodic-bases-s-note-paper = 论文，{ $t }
periodic-bases-s-note-fibonacci = { $t }：斐波那契尼姆
periodic-bases-s-or-type = 或者自己输入：
periodic-bases-s-period = 周期
periodic-bases-s-use-rule = 使用这条规则

## 第 7 步：定理 1 的条件，以及它的结论在哪里不成立

periodic-bases-s-condition-survivor = 对于 { $rule }，条件 (2) 不成立，但在 1 … { $upto } 上每条结论都成立
periodic-bases-s-condition-needed = 本页中每条不满足条件 (2) 的规则（共 { $count } 条），都至少有一条结论不成立
periodic-bases-s-condition-never-fails = 本页没有不满足条件 (2) 的规则
periodic-bases-s-condition = 对于 { $rule }：条件 (2)，即 { $formula }，是否对所有 n 和 x 都成立？
periodic-bases-s-it-holds = 是，它成立
periodic-bases-s-it-fails = 不，它在某处不成立
periodic-bases-s-condition-holds = 是，它成立
periodic-bases-s-condition-fails = 不，它在 { $at } 处不成立
periodic-bases-s-condition-clue-yes = 找一找下降：对每个 { $range }，在 x 较小时比较 { $next } 和 { $now }。当 x 增加 1 时，上限有没有下降 2 或更多？
periodic-bases-s-condition-clue-no = 恰好下降 1 是允许的。对每个 { $range }，比较 { $next } 和 { $now }：有没有大于 1 的下降？
periodic-bases-s-theorem1-member = 对于 { $rule }，定理 1 的构造把 { $n } 放进 { $base }。在 { $game } 中面对 { $n } 枚的堆，第一步最多取 { $max } 枚，先手是赢还是输？
periodic-bases-s-first-wins = 先手会赢
periodic-bases-s-first-loses = 先手会输
periodic-bases-s-member-answer = { $result ->
        [win] 在 { $game } 中从 { $n } 开始，先手会赢
       *[lose] 在 { $game } 中从 { $n } 开始，先手会输
    }
periodic-bases-s-member-clue-lose = 定理 1 的结论 1 说，先手从基的每个成员开始都必败——但前提是条件 (2) 成立。这里它成立吗？在纸上试一试前几步。
periodic-bases-s-member-clue-win = 在纸上试一试每一种第一步：每一步之后，对手能不能用一步获胜的着法来回应？
`;
