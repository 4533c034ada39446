// The sentences the Blocking Nim lesson's script composes, in Simplified Chinese (see en.js).
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

## 共用的话：连续段、引擎的理由、选项

blocking-nim-s-run = { $from } 到 { $to }
blocking-nim-s-then = { $before }，然后是{ $after }
blocking-nim-s-and-also = { $before }；{ $after }
blocking-nim-s-game-over = { $why }。
blocking-nim-s-engine-forbids = 引擎在那里作为对手进行禁止，它的理由：“{ $why }”
blocking-nim-s-choice-safe = 安全：轮到的玩家必输
blocking-nim-s-choice-unsafe = 不安全：轮到的玩家必胜
blocking-nim-s-none-up-to = 到 { $upto } 为止没有

## 第 1 部分：下几局

blocking-nim-s-move-3 = 例如在第 { $move } 步，轮到的玩家要取 { $least } 到 { $most } 枚筹码，而对手可以先在这 { $count } 种取法中禁止至多 { $blocks } 种。
blocking-nim-s-play-start = 从第 { $move } 步、{ $pile } 枚筹码的堆出发，先手{ $safe ->
        [safe] 在对手的最佳应对下必输：这个堆是安全的
       *[unsafe] 只要下得最好就能赢：这个堆是不安全的
    }（穷举）。
blocking-nim-s-first-wins-false = 对 { $rule }：堆 { $pile } 在第 { $move } 步是安全的，所以先手从这里出发会输
blocking-nim-s-first-wins-true = 对 { $rule }，从 { $from } 到 { $upto } 没有一个堆在第 { $move } 步是安全的

## 第 2 部分：逐步看安全的堆

blocking-nim-s-safe-list = { $runs }（已尝试不超过 { $upto } 的每个堆）。
blocking-nim-s-safe-list-none = 没有（已尝试不超过 { $upto } 的每个堆）。
blocking-nim-s-small-safe-false = 堆 { $pile } 在第 { $move } 步不安全，尽管它小于 { $bound }
blocking-nim-s-small-safe-true = 对 { $rule }：在第 1 到第 { $moves } 步，小于 { $bounds } 的每个堆都是安全的——在那里对手可以禁止所有取法
blocking-nim-s-same-every-move-false = 堆 { $pile } 在第 1 步{ $first ->
        [safe] 安全
       *[unsafe] 不安全
    }，但在第 { $move } 步{ $then ->
        [safe] 安全
       *[unsafe] 不安全
    }
blocking-nim-s-same-every-move-true = 对 { $rule }，第 1 到第 { $moves } 步在 { $upto } 以内的安全堆完全相同
blocking-nim-s-is-safe = 在第 { $move } 步，有 { $pile } 枚筹码的堆是安全的吗？
blocking-nim-s-pile-is = 堆 { $pile } 在第 { $move } 步{ $safe ->
        [safe] 是安全的
       *[unsafe] 是不安全的
    }
blocking-nim-s-brute-pile-is = 穷举：堆 { $pile } 在第 { $move } 步{ $safe ->
        [safe] 是安全的
       *[unsafe] 是不安全的
    }。
blocking-nim-s-clue-safe-15-3 = 列出第 { $move } 步从 { $pile } 出发允许的取法。其中哪些会留下在第 { $next } 步安全的堆？对手又能禁止多少种？
blocking-nim-s-clue-safe-4-2 = 第 { $move } 步从 { $pile } 出发允许哪些取法？每种取法给第 { $next } 步留下什么？把必胜取法的个数与 { $c } 比较。

## 第 3 部分：预测下一个安全堆（以及第 5 部分，对选定的数列）

blocking-nim-s-next = 在第 { $move } 步，安全堆的开头是 { $runs }。在第 { $move } 步，{ $after } 之后的下一个安全堆是多少？
blocking-nim-s-next-rule = 对 { $rule }：在第 { $move } 步，安全堆的开头是 { $runs }。在第 { $move } 步，{ $after } 之后的下一个安全堆是多少？
blocking-nim-s-type-0 = （如果到 { $upto } 为止都没有，请输入 0。）
blocking-nim-s-next-why-none = 穷举：在第 { $move } 步，从 { $from } 到 { $upto } 的每个堆都不安全。
blocking-nim-s-next-why-gap = 穷举：在第 { $move } 步，堆 { $from } 到 { $to } 都不安全，而堆 { $pile } 是安全的。
blocking-nim-s-next-why = 穷举：堆 { $pile } 是安全的。
blocking-nim-s-clue-general = 从比 { $after } 稍大的堆出发，哪些取法会留下在第 { $next } 步安全的堆？这样的取法是否多于 { $c }，也就是对手最多能禁止的数量？
blocking-nim-s-clue-there-is = 在 { $after } 之后、不超过 { $upto } 的范围内有一个安全堆。
blocking-nim-s-clue-not-above = { $n } 不大于 { $after }：题目问的是 { $after } 之后的第一个安全堆。
blocking-nim-s-clue-beyond = { $n } 超出了引擎在这里尝试过的堆（到 { $upto } 为止）。
blocking-nim-s-clue-not-first = 堆 { $pile } 在第 { $move } 步是安全的——但它不是 { $after } 之后的第一个安全堆：还有更小的。
blocking-nim-s-clue-unsafe = 堆 { $pile } 在第 { $move } 步不安全。
blocking-nim-s-clue-too-few = 试试这样的堆：轮到的玩家在那里的必胜取法太少。
blocking-nim-s-too-few-runs = 到 { $upto } 为止的安全连续段太少，无法判断：{ $runs }
blocking-nim-s-even-runs-true = 到 { $upto } 为止，第一段之后的各段分别从 { $starts } 开始，每隔 { $gap } 个堆出现一段
blocking-nim-s-even-runs-false = 到 { $upto } 为止，第一段之后的各段分别从 { $starts } 开始
blocking-nim-s-same-length-true = 到 { $upto } 为止，每一段都有 { $length } 个堆
blocking-nim-s-same-length-false = 到 { $upto } 为止，各段是 { $runs }

## 第 4 部分：策略，安全连续段在哪里

blocking-nim-s-conditions-apply = { $one }；{ $two }。因此定理 1 适用。
blocking-nim-s-conditions-fail = { $one }；{ $two }。因此定理 1 在这里不作任何保证：请对照下文。
blocking-nim-s-challenge-safe = 引擎的结论（穷举）：这个堆在第 { $move } 步是安全的——面对最佳应对，先手赢不了。看看它是怎样禁止的。
blocking-nim-s-challenge-unsafe = 引擎的结论（穷举）：这个堆在第 { $move } 步是不安全的——先手能赢，但取法和禁止都必须完全准确。
blocking-nim-s-formula-exact-false = 对 { $rule }，公式出错：{ $diff }
blocking-nim-s-formula-exact-true = 对 { $rule }，两者在第 1 到第 { $moves } 步、不超过 { $upto } 的堆上完全一致
blocking-nim-s-shrunk-none = 对 { $rule }，不存在这样的游戏：{ $error }
blocking-nim-s-shrunk-false = 对 { $rule }，第 { $move } 步的堆 { $pile } 有禁止时{ $blocks ->
        [safe] 安全
       *[unsafe] 不安全
    }，没有禁止时却{ $without ->
        [safe] 安全
       *[unsafe] 不安全
    }
blocking-nim-s-shrunk-true = 对 { $rule }，两个游戏在第 1 到第 { $moves } 步、不超过 { $upto } 的堆上安全堆完全相同
blocking-nim-s-ordinal = { $index ->
        [0] 第一
        [1] 第二
        [2] 第三
        [3] 第四
       *[other] 第五
    }
blocking-nim-s-run-4 = 利用上面的规则：第 { $move } 步的{ $nth }个安全连续段从哪里开始？第二段从 { $second } 开始；之后每一段都再加上接下来的两个括号，即 { $next }，依此类推。
blocking-nim-s-interval = { $safe ->
        [safe] 安全
       *[unsafe] 不安全
    } { $run }
blocking-nim-s-run-4-clue = 在第 { $step } 部分的表格中读出 { $values } 以及后面的值，再把括号逐个相加。
blocking-nim-s-run-4-before = { $n } 是{ $nth }个安全连续段的起点，而不是{ $asked }个的：再加上接下来的两个括号。
blocking-nim-s-run-4-short = { $n } 少了 1：这一段恰好从括号之和开始。
blocking-nim-s-run-4-inside = { $n } 在那个安全连续段之内，但不是它的起点。
blocking-nim-s-run-4-no-run = 公式没有给出这样的连续段
blocking-nim-s-run-4-answer = { $nth }个安全连续段从 { $start } 开始
blocking-nim-s-run-4-why = 第 { $move } 步的定理 1，从堆 { $pile } 往上：{ $intervals }。尝试所有对局得到的{ $nth }个安全连续段：{ $found }。
blocking-nim-s-huge = 用定理 1 的公式：有 { $pile } 枚筹码的堆在第 { $move } 步是安全的吗？（穷举算不到这么远。）
blocking-nim-s-formula-says = 公式说{ $safe ->
        [safe] 安全
       *[unsafe] 不安全
    }
blocking-nim-s-huge-why = 定理 1：在第 { $move } 步，{ $pile } 落在{ $safe ->
        [safe] 安全
       *[unsafe] 不安全
    }区间 { $interval } 中（引擎逐一走过了 { $steps } 对界限，并在数列为常数的地方直接向前跳）。
blocking-nim-s-huge-sure = 对这些数列，条件 (1) 和 (2) 成立，所以定理 1 保证了这一点。
blocking-nim-s-huge-unsure = 对这些数列，条件 (1) 和 (2) 不成立：这只是公式给出的结果，而不是定理。
blocking-nim-s-huge-clue = 在数列为常数的地方，区间以固定的周期重复：先找出周期，再做除法。

## 第 5 部分：改变规则

blocking-nim-s-safe-move-1 = { $runs }（穷举）。
blocking-nim-s-theorem-now-wrong = { $rule }：公式在这里出错，第一处是{ $diff }。
blocking-nim-s-theorem-now-right = { $rule }：在第 1 到第 { $moves } 步，定理 1 的区间恰好是安全的堆（堆不超过 { $upto }）。
blocking-nim-s-brute-safe-piles = 穷举：不超过 { $upto } 的安全堆是 { $runs }
blocking-nim-s-brute-pile = 穷举：堆 { $pile } { $safe ->
        [safe] 是安全的
       *[unsafe] 是不安全的
    }
blocking-nim-s-multiples = 穷举：不超过 { $upto } 的安全堆是 { $n } 的倍数
blocking-nim-s-not-multiples = 穷举：堆 { $pile } { $safe ->
        [safe] 是安全的
       *[unsafe] 是不安全的
    }；安全堆是 { $runs }，…
blocking-nim-s-example = 例 { $name }
blocking-nim-s-use-example = 使用例 { $name }：{ $rule }

## 第 6 部分：检验论文的摘要

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] 充分性
       *[necessity] 必要性
    } —— { $verdict ->
        [holds] 成立
        [contradicted] 被推翻
       *[not-applicable] 此处未检验
    }
blocking-nim-s-summary-now = { $verdicts }。
blocking-nim-s-claim-false = 对 { $rule }（堆不超过 { $upto }，第 1 到第 { $moves } 步）：{ $why }
blocking-nim-s-claim-true = 在它适用的 { $count } 组数列中都没有反例（各个例子和当前选定的数列；堆不超过 { $upto }，第 1 到第 { $moves } 步）
blocking-nim-s-summary-holds = 对 { $rule }：更弱的条件在每一步都成立。预测：在第 1 到第 { $moves } 步，公式给出的连续段是否恰好是安全的堆？
blocking-nim-s-summary-fails = 对 { $rule }：更弱的条件不成立（{ $why }）。预测：在第 1 到第 { $moves } 步，公式给出的连续段是否恰好是安全的堆？
blocking-nim-s-summary-yes = 是，连续段就是安全的堆
blocking-nim-s-summary-no = 否，尝试所有对局会找到别的安全堆
blocking-nim-s-yes = 是
blocking-nim-s-no = 否
blocking-nim-s-summary-wrong = 公式出错：{ $diff }。
blocking-nim-s-summary-right = 在第 1 到第 { $moves } 步、不超过 { $upto } 的堆上，穷举与这些区间一致。
blocking-nim-s-summary-clue = 在第 { $move } 步亲手试试最小的几个堆：对每个堆，把必胜取法的个数与 { $c } 比较。
`;
