// The engine's errors in Simplified Chinese (see en.js).
export const ftl = String.raw`
err-parse = 第 { $column } 列：{ $problem }
err-eval = f({ $k })：{ $problem }（第 { $column } 列）
err-div-zero = 除数为零
err-overflow = 数值超出了 64 位整数的范围
err-neg-exp = 指数为负
err-non-positive = f({ $k }) = { $value }，但取子函数必须允许至少取走一枚筹码
err-small = { $what } = { $value } 太小：至少应为 { $min }
err-large = { $what } = { $value } 太大：上限是 { $max }
err-because = { $error }（{ $why }）
err-long = { $what } 长 { $len } 个字符：上限是 { $max }
err-long-link = 按链接中的写法，{ $what } 长 { $len } 个字符：上限是 { $max }
err-long-list = { $what } 含 { $len } 个数：上限是 { $max }
err-the-text = 文本
err-long-expr = 表达式超过了 { $max } 个字符
err-empty = 表达式是空的
err-write-after = 请在 { $head } 后面写出取子函数，例如 { $example }
err-assign = 意外的字符 '='；比较请用 ==
err-unmatched = 多余的 ')'
err-unclosed = 这个 '(' 没有闭合
err-want-op = 这里应为运算符，却出现了 { $found }
err-want-op-or = 这里应为运算符或 { $or }，却出现了 { $found }
err-want-op-list = 这里应为运算符、',' 或 ')'，却出现了 { $found }
err-want-expr = 这里应为表达式，却出现了 { $found }
err-after = { $after } 后面缺少表达式
err-after-found = { $after } 后面应为表达式，却出现了 { $found }
err-the-end = 末尾
err-comparison = { $text } 是一个比较（真或假），但这里需要一个数；请用 if … then … else …
err-condition = { $text } 是一个条件（真或假），但这里需要一个数；请用 if … then … else …
err-number = { $text } 是一个数，但这里需要一个条件（真或假），例如 x > 2
err-nested = 表达式嵌套太深（超过 { $max } 层）
err-deep = 表达式太长或嵌套太深（超过 { $max } 层）
err-chained = 比较不能连写；请把 { $bad } 写成 { $good }
err-unknown-name = 未知的名称 { $name }；取子函数可以使用 { $vars }
err-vars = { $count ->
        [0] 这里没有变量
        [1] { $a }
        [2] { $a } 和 { $b }
       *[other] { $a }、{ $b } 和 { $c }
    }
err-not-listed = { $name } 不在 { $head } 的变量之中；要使用它，请写 { $want } = …
err-unavailable = { $name }（{ $var ->
        [x] 上一步取走的数目
        [n] 上一步之前堆的大小
       *[i] 步数的序号
    }）在这个游戏中不可用；取子函数可以使用 { $vars }
err-no-word = 这个 { $if } 缺少 { $word }；请写成 if … then … else …
err-call = { $name } 后面必须紧跟括号括起的参数，例如 { $example }
err-abs = abs 恰好需要 1 个数，例如 { $example }；这里有 { $found } 个
err-min-max = { $name } 至少需要 2 个用逗号分隔的数，例如 { $example }；这里有 { $found } 个
err-called-f = 取子函数名为 f：请写 { $want } = …，或只写 { $eq } 后面的表达式
err-not-var = { $name } 不是这个游戏的变量；请写 { $want } = …
err-twice = { $name } 出现了两次；请写 { $want } = …
err-big-number = 数 { $digits } 超出了 64 位整数的范围（最大为 { $max }）
err-decimal = 不支持小数；取子函数只处理整数
err-char = 意外的字符 '{ $char }'
err-char-hint = 意外的字符 '{ $char }'；{ $hint }
err-use-or = 请用 { $word }（或 { $symbol }）
err-use = 请用 { $symbol }
err-use-divide = 除法请用 /（结果向下取整）
err-use-minus = 请用 -（键盘上的减号）
err-use-parens = 分组请用 ( 和 )
err-no-decimals = 不支持小数
err-power = 指数是大于或等于 0 的整数：请写 x^2 或 x²
err-no-root = 没有平方根：取子函数只处理整数
err-named = { $name }：{ $error }
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
why-starts = 游戏开始时至多有 10^6 枚筹码
why-upto = 本页的表格只到 10^7
why-t = 本页一次至多求解 8 个游戏
why-pupto = 周期表格只到 10^6
why-brute = 穷举只覆盖到 10^6 的堆
why-bmoves = 本页至多显示 12 步
why-kupto = 本页的表格只到 10^5
why-tupto = 取子游戏的分析只到 10^6
why-tn = 本页绘制 N 至 2^53 − 1
why-gupto = Grundy 表只到 N = 8000
why-dpiles = 单删尼姆只对 2 到 8 堆求解
why-row = 一行有 1 到 8 堆
why-map = 这张图至多固定 6 堆
why-start-row = 单删尼姆用 2 到 8 堆来玩
why-period = 游戏 G_0 … G_(t−1) 一起求解
why-tables = 表格只到 2·10^7
why-i64 = f 按 64 位有符号整数计算
why-reach = 引擎对这个 f 的计算范围
why-plays = 本页可玩至多 2^53 − 1 枚的堆
why-tn-exact = 本页绘制 N 至 2^53 − 1，在此范围内各项都是精确的 JavaScript 数
why-steps = 为 f 制表至多 5·10^8 条指令步，而这个 f 很长
why-members = 表示法附带 B_f 中小于 N 的元素，至多 10^5 个
why-games = 游戏为 G_0 … G_(t−1)
why-first = 第一步必须留下至少一枚筹码
why-periodic-tables = 分析为每个游戏保留四张表，t 个游戏共用 8·10^6 个表项
why-row-piles = 一行中的堆只到 2000
why-chain = 它的链会超过 10^4 个部分：有限基中最大的元素会重复出现
why-condition = 未能证明 f 满足条件 (2)，所以基来自表格，而表格只到 2·10^7
why-index = 超出了这台机器能够索引的范围
why-simple = 超出了简单构造所能列出的基
why-split = 游戏需要一堆可以拆分
why-shared = 表格只到 2·10^7 个表项，由 t 个游戏共用
why-tabulated = 无法证明 f 单调不减，所以 g 需要制表，而表格只到 2·10^7
`;
