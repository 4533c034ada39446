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
err-not-whole = '{ $text }' 不是整数（例如：1000、10^18、1e6）
err-spaced-number = '{ $text }' 不是整数：请不带空格书写（如 10000 或 10_000）
err-past-u64 = { $text } 大于 2^64 − 1
err-bigint = 大于 2^64 − 1 的 bigint
err-not-count = { $what } 必须是 ≥ 0 的整数，不能是 { $value }
err-beyond-js = { $what } = { $value } 超过了 2^53 − 1；请改用十进制字符串传入
err-too-large = { $what } = { $value } 太大：{ $why }
err-spaced-item = '{ $item }' 中间有空格：请用逗号分隔{ $noun ->
        [piles] 各堆
        [moves] 各种取法
       *[numbers] 各个数
    }（{ $parts }），一个数要不带空格书写（{ $joined }）
err-pile-i = 第 { $i } 堆
err-not-pile = '{ $text }' 不是整数（请这样输入各堆：4, 6, 9）
err-set-empty = 集合是空的：请输入取法，如 1, 3, 4 或 3..5
err-want-move = ',' 前面缺少一个取数
err-not-move = '{ $text }' 不是取数（应为整数或区间 a..b）
err-move-range = 取数 { $move } 超出范围：取数应在 1..{ $max } 之内
err-range-backwards = 区间 { $lo }..{ $hi } 的终点小于起点
err-min-above-max = Min = { $min } 大于 Max = { $max }
err-set-work = { $moves } 种取法 × { $piles } 堆超出了本页一次能完成的计算量（上限 { $limit }）；请减少取法或缩小范围
err-out-of-reach = G({ $n }) 超出了计算范围：{ $why }
err-want-number = 逗号之间缺少一个数
err-not-whole-item = '{ $text }' 不是整数
err-at-column = { $problem }（第 { $column } 列）
err-seq-at = { $name }_{ $i }：{ $error }
err-c-negative = c_{ $i } = { $c } 是负数：c_i 表示可以禁止的取法个数（c_i ≥ 0）
err-m-small = m_{ $i } = { $m }：每一步至少要取走一枚筹码（m_i ≥ 1）
err-m-above-max = m_{ $i } = { $m } > M_{ $i } = { $max }：取法区间 [m_i, M_i] 不能为空（M_i ≥ m_i）
err-no-rep = { $n } 不能用 H 表示：{ $why }
err-h-stops = H 在 H_{ $k } = { $h } 处终止：没有 j 满足 f(H_j) ≥ { $h }（f({ $h }) = { $fh } < { $h }，所以 f(x) ≥ x 在这里不成立）
err-h-past = H_{ $next } 会超过 2^64（H_{ $k } = { $h }）
err-h-many = H 在 { $upto } 以下有超过 { $max } 项：f 增长得太快，几乎每个数都在 H 中；列表在 H_{ $max } = { $h } 处停止
err-h-short = H 太短
err-brute-zero = 即使 upto = 0，穷举也要求解超过 { $max } 个（堆，一步）状态：请让数列变成常数（列表会重复它的最后一个值）
err-formula-budget = 公式要用超过 { $max } 个区间才能到达堆 { $pile }：变成常数的数列（列表，或不含 i 的表达式）会立即求解
err-positions = { $k } 堆、每堆至多 { $max } 共有 { $count } 个局面，太多了，无法在这里求解；{ $k } 堆时，最大的堆至多为 { $fit }
err-solver-piles = 这个求解器用于 { $k } 堆，而不是 { $given } 堆
err-map-fixes = { $k } 堆的图固定其中 { $fixed } 堆，而不是 { $given } 堆
err-pile-zero = 第 { $i } 堆是 0：每堆至少有 1 枚筹码
err-count-work = 把表示法计数到 { $bound } 的工作量超出了一次允许的范围
err-no-value = 请输入一个值。
err-unknown-setting = 未知的设置 '{ $key }'（已知：{ $keys }）
err-not-choice = '{ $text }' 不是{ $what ->
        [first] 有效的先手设置
        [theme] 有效的主题
        [language] 有效的语言
        [level] 有效的级别
        [section] 有效的栏目
        [part] 有效的部分
       *[hints] 有效的提示设置
    }（{ $choices }）
err-not-state = 不是 Nim Lab 的状态：{ $what }
err-want-text = 这里应为文本或数字，而不是{ $what }
err-given-text = 文本 '{ $text }'
err-given-number = 数 { $n }
err-given-nothing = 空值
err-given-object = 对象
err-given-array = 数组
err-given-long = 长 { $len } 个字符的文本
err-given-entries = 含 { $count } 个条目的对象（至多读取 { $max } 个）
err-given-type = { $type } 类型的值
err-link-pairs = 链接中的“键=值”对超过 { $max } 个：其余的没有读取
err-elsewhere = 这个引擎包（只含一个游戏家族）不读取{ $what ->
        [f] 取子函数 f(x)
        [pf] 取子函数 f(n, x)
        [seq] 阻挡尼姆的数列
        [set] 减法集
       *[row] 一行堆
    }：含有此组件的页面会加载完整的包
err-unknown-attr = 未知属性 '{ $name }'：{ $kind ->
        [view] 视图
       *[game] 游戏
    } { $widget } 没有这个属性（已知属性：{ $known }）
err-not-widget = '{ $name }' 不是 Nim Lab 的组件（游戏：{ $games }；视图：{ $views }）
err-no-widget = 没有指定 Nim Lab 的组件（游戏：{ $games }；视图：{ $views }）
err-attrs-object = 属性必须是一个对象，而不是{ $what }
err-no-periodic = f 的周期是 { $t }：周期游戏需要编译选项 move-fn-periodic，而这个版本没有包含它
err-past-base = N = { $n } 超出了已计算的基（其元素只知道到 { $reach } 为止）
err-past-base-why = N = { $n } 超出了已计算的基（其元素只知道到 { $reach } 为止；{ $why }）
err-chain-reach = N = { $n }：B_{ $i } 只知道到 { $reach } 为止，而表示法需要 { $rest }
err-base-drawn = B_{ $i } 只列到 { $reach }：它从中取元素的 B_{ $j } 提前停止了
err-base-slow = B_{ $i }：只列出了前 { $count } 个元素，到 { $reach } 为止：它增长得很慢
err-base-failed = B_{ $i } 只列到 { $reach }，因为下一个元素需要的值无法计算：{ $error }
err-base-listed = 列出了前 { $count } 个元素，到 { $reach } 为止
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
why-js-exact = JS 整数在 2^53 − 1 以内是精确的
why-js-string = JS 整数在 2^53 − 1 以内是精确的：请传入字符串或 bigint
why-seed = 种子是不超过 2^53 的整数
why-table-size = 表的大小
why-count-cells = 表示法计数最多保存 4·10^7 个单元
why-tabulated = 无法证明 f 单调不减，所以 g 需要制表，而表格只到 2·10^7
`;
