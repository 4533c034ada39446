// The refusals of an illegal move in Simplified Chinese (see en.js).
export const ftl = String.raw`
err-game-over = 对局已经结束：请开始新的一局
err-over-no-move = 对局已经结束：已没有合法的走法，请开始新的一局
err-over-no-pile = 对局已经结束：没有哪一堆还能合法地取，请开始新的一局
err-over-no-split = 对局已经结束：每堆都只有 1 枚筹码，没有哪一堆能再分开；请开始新的一局
err-no-numbered = 没有编号为 { $i } 的合法走法：一共只有 { $count } 种
err-not-finished = 分析尚未完成：请反复调用 advance()，直到它返回 1
err-take-max = 这一步不合法：只能取 1 到 { $max } 枚（现在的上限），不能取 { $take } 枚
err-take-range = 这一步不合法：只能取 { $from } 到 { $to } 枚，不能取 { $take } 枚
err-take-set = 这一步不合法：从 { $pile } 枚中可以取 { $takes } 枚，不能取 { $take } 枚
err-list-or = { $rest } 或 { $last }
err-take-forbidden = 这一步不合法：取 { $take } 枚已被禁止
err-blocks-set = 第 { $k } 步的取法已经禁止过了：现在由轮到的玩家来取
err-forbidden-twice = 同一种取法被禁止了两次
err-forbid-many = 第 { $k } 步最多只能禁止 c_{ $i } = { $c } 种取法，不能禁止 { $n } 种
err-not-option = { $x } 不是可选的取法：可选的是 { $from }..{ $to }
err-block-first = 先由对手禁止至多 c_{ $i } 种取法（调用 block，哪怕一种也不禁止）
err-no-blocks = 对手还没有禁止任何取法
err-no-pile-row = 没有第 { $i } 堆：这一行只有第 1..{ $count } 堆
err-pile-stuck = 第 { $i } 堆没有合法的取法（剩 { $pile } 枚，上限为 { $limit }）
err-take-from-pile = 这一步不合法：从第 { $i } 堆只能取 1 到 { $max } 枚，不能取 { $take } 枚
err-no-pile-to = 这一步不合法：没有第 { $i } 堆可以{ $what ->
        [delete] 删去
       *[split] 分开
    }；堆的编号是 1 到 { $count }
err-delete-split = 这一步不合法：第 { $i } 堆不能既删去又分开；请分开另一堆
err-split-one = 这一步不合法：第 { $i } 堆只有 1 枚筹码，不能分开
err-split-range = 这一步不合法：第 { $i } 堆（{ $pile } 枚）分成 x + { $pile } − x，其中 x 从 1 到 { $max }，不能是 { $x }
`;
