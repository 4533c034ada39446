// The words of the lesson page cut-the-knot.html in Simplified Chinese (see en.js).
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

cut-the-knot-head-1 = Cut The Knot 的单堆游戏——Nim Lab 课程
cut-the-knot-page-1 = 跳到课程正文
cut-the-knot-head-2 = <a data-l10n-name="link1">课程</a> · <a data-l10n-name="link2">Nim Lab</a>
cut-the-knot-head-5 = 语言
cut-the-knot-head-6 = 浏览器语言
cut-the-knot-head-3 = Cut The Knot 的单堆游戏
cut-the-knot-head-4 = 一堆筹码，再加一条限制每一步的规则：取 <i>Min</i> 到 <i>Max</i> 枚，或者最多取 <i>f</i>(对手刚取的枚数) 枚。谁会赢？怎样在开局前就知道？同时玩好几堆时又会怎样？本课依据 A. Bogomolny，<cite>Single Pile Games</cite>，Cut The Knot (2002)，以及 A. J. Schwenk，<cite>Take-Away Games</cite>，Fibonacci Quarterly 8 (1970) 225–234。
cut-the-knot-play-1 = 1. 玩“一堆”：每次取 Min 到 Max 枚
cut-the-knot-play-2 = 一堆筹码。双方轮流行动；每一步取走 <span data-l10n-name="part1"></span> 无法行动的一方输（最后可能剩下几枚谁也取不走的筹码）。
cut-the-knot-play-3 = 下面的引擎按<strong>新手</strong>水平来玩：它会犯错。和它多玩几局，每次从不同的堆开始，记下哪些堆让轮到行动的一方无路可逃。
cut-the-knot-play-4 = 起始堆的枚数
cut-the-knot-play-5 = 教师参考
cut-the-knot-play-6 = 目标
cut-the-knot-play-7 = 让学生体会一个既有下限又有上限的游戏，并注意到：堆小到无法行动时，轮到行动的一方就输了。
cut-the-knot-play-8 = 提问
cut-the-knot-play-9 = “从哪些小堆出发，轮到行动的一方根本无法行动？这时谁赢？”
cut-the-knot-play-10 = 让学生试试
cut-the-knot-play-11 = 换不同的起始堆（棋盘上方的输入框），以及棋盘下方的引擎难度（“完美”从不出错）。
cut-the-knot-play-12 = 当前规则
cut-the-knot-predict-1 = 2. P 还是 N？预测谁会赢
cut-the-knot-predict-2 = 一堆是 <strong>P 局面</strong>，是指双方都走最佳时，上一位玩家（刚走完的一方；<strong>P</strong> 取自英文 <i>previous</i>）获胜：轮到从这堆行动的一方必输。一堆是 <strong>N 局面</strong>，是指下一位玩家（轮到行动的一方；<strong>N</strong> 取自英文 <i>next</i>）获胜。一堆是 N 局面，当且仅当有某一步能走到 P 局面。
cut-the-knot-predict-3 = 引擎算出的 P 局面（<span data-l10n-name="part1"></span>）：<span data-l10n-name="fact-p-positions"></span>
cut-the-knot-predict-4 = 教师参考
cut-the-knot-predict-5 = 目标
cut-the-knot-predict-6 = 从终局倒推：谁都无法行动的堆是 P；如果有一步能走到 P 局面，这堆就是 N；如果每一步都走到 N 局面，这堆就是 P。
cut-the-knot-predict-7 = 提问
cut-the-knot-predict-8 = “哪些堆因为根本无路可走而是 P？第一个虽然可以行动、却仍然是 P 的堆是哪一个？”
cut-the-knot-predict-9 = 学生常见的猜想
cut-the-knot-predict-10 = “P 局面就是 Min + Max 的倍数。”
cut-the-knot-predict-11 = “S 是 P 局面，当且仅当 S mod (Min + Max) &lt; Min。”（Bogomolny 的规则）
cut-the-knot-grundy-1 = 3. Grundy 数、周期与文章中的规则
cut-the-knot-grundy-2 = 有 <i>S</i> 枚筹码的一堆的 <strong>Grundy 数</strong> G(<i>S</i>) 要从小到大逐个算出。无法行动的堆 G = 0。否则，列出一步可达的各堆的 Grundy 数；在 0, 1, 2, … 中，这份列表里<em>没有出现</em>的最小的数就是 G(<i>S</i>)（即 <dfn>mex</dfn>，英文“minimum excluded”的缩写，意为“最小排除值”）。P 局面恰好就是 G = 0 的堆。
cut-the-knot-grundy-3 = 引擎算出的表，按 Cut The Knot 小程序的样式排列（P 局面已高亮）：
cut-the-knot-grundy-4 = Bogomolny 写道：<em>P 局面就是大小 S 满足 0 ≤ S mod (Min + Max) &lt; Min 的堆</em>。换句话说：用 <i>S</i> 除以 Min + Max，当<dfn>余数</dfn>（“<i>S</i> mod (Min + Max)”）小于 Min 时，这堆是 P。引擎用它的表来检验这条规则：
cut-the-knot-grundy-5 = 教师参考
cut-the-knot-grundy-6 = 为什么会有周期
cut-the-knot-grundy-7 = G(<i>S</i>) 只取决于紧挨在它下面的 Max 个堆的 Grundy 数，所以一旦某个由 Max 个值组成的窗口重复出现，整个数列就会重复下去。引擎找出第一次重复，并借此回答任意大小的堆。
cut-the-knot-grundy-8 = 提问
cut-the-knot-grundy-9 = “为什么 G(<i>S</i>) 永远不会大于不同走法的个数？”
cut-the-knot-grundy-10 = 学生常见的猜想
cut-the-knot-grundy-11 = “Grundy 数以 Min + Max 为周期重复。”
cut-the-knot-grundy-12 = “G(S) 总是 0、1 或 2。”
cut-the-knot-grundy-13 = 答案
cut-the-knot-takeaway-1 = 4. 取子游戏与 Schwenk 数列 <i>H</i>
cut-the-knot-takeaway-2 = 一种新的限制。第一步可以取走任意枚筹码，<strong>但不能取走整堆</strong>。此后，每位玩家最多可取 <i>f</i>(<i>k</i>) 枚，其中 <i>k</i> 是对手刚才取走的枚数。取走最后一枚筹码者获胜。这里 <span data-l10n-name="rule"></span>。
cut-the-knot-takeaway-3 = 起始堆的枚数
cut-the-knot-takeaway-4 = Schwenk 由 <i>f</i> 构造一个数列：<i>H</i><sub>1</sub> = 1，<i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>，其中 <i>m</i> 是满足 <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i> 的最小 <i>j</i>。他的定理：当 <i>f</i> 单调不减且 <i>f</i>(<i>x</i>) ≥ <i>x</i> 时，先手必败的起始堆恰好是 <i>H</i> 的各项。
cut-the-knot-takeaway-5 = 教师参考
cut-the-knot-takeaway-6 = 目标
cut-the-knot-takeaway-7 = 按一条规则一步一步地构造数列，并把它和游戏联系起来。
cut-the-knot-takeaway-8 = 提问
cut-the-knot-takeaway-9 = “为什么 1 枚的堆先手必败？”（第一步不能取走整堆：无路可走。）“那 2 枚的堆呢？”
cut-the-knot-takeaway-10 = 学生常见的猜想
cut-the-knot-takeaway-11 = “对于 f(x) = 2x（斐波那契尼姆），H 就是斐波那契数 1, 2, 3, 5, 8, 13, …”
cut-the-knot-takeaway-12 = “f(x) = x 和 f(x) = 2x − 1 是不同的规则，所以它们给出不同的数列 H。”
cut-the-knot-takeaway-13 = 答案
cut-the-knot-strategy-1 = 5. 策略：去掉最右边的 1
cut-the-knot-strategy-2 = 检验你的预测：引擎对 <span data-l10n-name="rule"></span> 算出的 <i>H</i>，以及每一项是怎样得到的。
cut-the-knot-strategy-3 = 把 <i>N</i> 写成 <i>H</i> 中若干项的和：先取放得下的最大项，再在剩下的部分里取放得下的最大项，依此类推。这样 <i>N</i> 就有了自己的一串数字，就像<dfn>二进制</dfn>一样：<i>H</i> 的每一项对应一位，用到的记 1，没用到的记 0。Schwenk 的制胜一步是<strong>去掉最右边的 1</strong>——取走最小的那一部分。
cut-the-knot-strategy-4 = 写出 <i>N</i> =
cut-the-knot-strategy-5 = <strong>你能从这里打败引擎吗？</strong>一堆 50 枚，第一步最多可取 49 枚。这次引擎会<strong>完美</strong>地下：<span data-l10n-name="fact-challenge-50"></span>
cut-the-knot-strategy-6 = 教师参考
cut-the-knot-strategy-7 = 为什么可行（在 Schwenk 的假设下）
cut-the-knot-strategy-8 = 你取走最小的部分 <i>t</i> 之后，对手最多只能取 <i>f</i>(<i>t</i>) 枚，而在表示中 <i>f</i>(<i>t</i>) 小于下一个部分：对手无法去掉一个 1，所以 1 的个数只会在你走的时候减少。游戏棋盘下方会显示每一步前后用 <i>H</i> 表示的堆。
cut-the-knot-strategy-9 = 提问
cut-the-knot-strategy-10 = “你去掉最右边的 1 之后，为什么对手永远无法去掉下一个 1？”
cut-the-knot-strategy-11 = 答案
cut-the-knot-sum-1 = 6. Grundy 值与一排堆
cut-the-knot-sum-2 = 现在有好几堆，每一堆都是一个独立的取子游戏，各有各的上限。每一步只能从<strong>一</strong>堆中取；取走最后一堆的最后一枚筹码者获胜。每一堆按 mex 规则得到一个 Grundy 数，而整排的胜负由<strong>尼姆和</strong>（⊕）决定：把各 Grundy 数写成二进制，每一列相加但不进位——一列中 1 的个数为偶数得 0，为奇数得 1。当且仅当尼姆和不为 0 时，轮到行动的一方获胜（Sprague–Grundy 定理）。
cut-the-knot-sum-3 = 对于 <span data-l10n-name="rule"></span>，引擎算出的各起始堆的 Grundy 数 G(<i>N</i>, <i>N</i> − 1)（第一步最多可取 <i>N</i> − 1 枚；必败起点已高亮）：
cut-the-knot-sum-4 = 所有局面 (<i>N</i>, <i>x</i>)：一堆 <i>N</i> 枚，最多可取 <i>x</i> 枚
cut-the-knot-sum-5 = 现在和引擎玩一排堆（引擎又是新手）。棋盘会显示每一堆的 Grundy 数和尼姆和。
cut-the-knot-sum-6 = 教师参考
cut-the-knot-sum-7 = 目标
cut-the-knot-sum-8 = 由几个游戏相加而成的游戏，要把每个游戏各自的一个数组合起来才能取胜；正确的组合方式是尼姆和，而不是普通的加法。
cut-the-knot-sum-9 = 提问
cut-the-knot-sum-10 = “你可以改变哪一堆，使它的 Grundy 数变成其余各堆的尼姆和？”
cut-the-knot-sum-11 = 学生常见的猜想
cut-the-knot-sum-12 = “当各 Grundy 数的普通和不为 0 时，轮到行动的一方获胜。”
cut-the-knot-sum-13 = “一排全是必败起点的堆，轮到行动的一方必输。”
cut-the-knot-sum-14 = 答案
cut-the-knot-rule-1 = 7. 改变规则
cut-the-knot-rule-2 = 为“一堆”换一个可取数的集合，为取子游戏换一个 <i>f</i>。本页的每个游戏、表格、句子和问题都会按你选择的规则改变。
cut-the-knot-rule-3 =
    .aria-label = “一堆”的可取数集合
cut-the-knot-rule-4 = 对于 <span data-l10n-name="part1"></span>：<span data-l10n-name="fact-set-summary"></span>
cut-the-knot-rule-5 =
    .aria-label = 取子游戏的取子函数 f
cut-the-knot-rule-6 = 对于 <span data-l10n-name="rule"></span>：<span data-l10n-name="fact-f-summary"></span>
cut-the-knot-rule-7 = 教师参考
cut-the-knot-rule-8 = 目标
cut-the-knot-rule-9 = 看看哪些结论在规则改变后依然成立，哪些只对某一个例子成立。
cut-the-knot-rule-10 = 提问
cut-the-knot-rule-11 = “对于集合 {"{"}1, 3, 4{"}"}，Bogomolny 的规则还成立吗？它还能表述出来吗？”（只有当可取数构成一个区间 Min … Max 时，这条规则才有表述。）
cut-the-knot-rule-12 = 学生常见的猜想
cut-the-knot-rule-13 = “f 增长得越快，必败起点就越少：f(x) = 3x 的必败起点比 f(x) = 2x 的少。”
cut-the-knot-rule-14 = 答案
cut-the-knot-schwenk-1 = 8. Schwenk 的论断在哪里失效
cut-the-knot-schwenk-2 = Schwenk 定理有前提假设：<i>f</i> 单调不减，且 <i>f</i>(<i>x</i>) ≥ <i>x</i>。Cut The Knot 的页面还声称：每个 <i>N</i> 都恰好有一种用 <i>H</i> 的表示，而且只有 <i>H</i> 具有这一性质。对任意 <i>f</i>，引擎都会尝试所有对局（穷举法）来检验每一条论断。试试一条只在一个点上与 2<i>x</i> 不同的规则：
cut-the-knot-schwenk-3 = 使用 f(x) = 2x，但 f(3) = 1
cut-the-knot-schwenk-4 = 用 <i>H</i> 表示这个起点，并由引擎检验：
cut-the-knot-schwenk-5 = 引擎对 <span data-l10n-name="rule"></span> 检验的每一条论断：
cut-the-knot-schwenk-6 = 进一步探索：<i>H</i> 与必败起点、取子函数游戏的基 <i>B<sub>f</sub></i> 对照
cut-the-knot-schwenk-7 = 教师参考
cut-the-knot-schwenk-8 = 目标
cut-the-knot-schwenk-9 = 定理有多可靠，取决于它的假设：在假设之外，一个结论可能仍然成立，也可能不成立，只有证明或反例才能下定论。
cut-the-knot-schwenk-10 = 提问
cut-the-knot-schwenk-11 = “对这个 f，哪条假设不成立？在哪里不成立？”“必败起点的集合还有简单的描述吗？”（对比 Holshouser 和 Reiter 的取子函数游戏中满足 <i>g</i>(<i>N</i>) = <i>N</i> 的 <i>N</i>：引擎也会检验这条论断，而且对 <i>f</i> 不作任何假设。）
cut-the-knot-schwenk-12 = 学生常见的猜想
cut-the-knot-schwenk-13 = “无论 f 是什么，必败起点都恰好是 H。”（用 f(x) = 2x、但 f(3) = 1 检验）
cut-the-knot-schwenk-14 = “从不在 H 中的起点出发，去掉最右边的 1 总能获胜。”（同一个 f）
cut-the-knot-schwenk-15 = “必败起点就是取子函数游戏中满足 g(N) = N 的 N。”（同一个 f）
cut-the-knot-page-2 =
    .aria-label = 学习单
cut-the-knot-handout-1 = Cut The Knot 的单堆游戏——学习单
cut-the-knot-handout-2 = <strong>一堆（<span data-l10n-name="part1"></span>）。</strong>一堆筹码。每一步取走 <span data-l10n-name="part2"></span> 无法行动的一方输。
cut-the-knot-handout-3 = <strong><span data-l10n-name="rule"></span> 的取子游戏。</strong>一堆筹码。第一步可以取走除整堆以外的任意枚数；一方取走 <i>k</i> 枚之后，另一方最多可取 <i>f</i>(<i>k</i>) 枚。取走最后一枚筹码者获胜。
cut-the-knot-handout-4 = 填表：一堆，<span data-l10n-name="part1"></span>
cut-the-knot-handout-7 =
    .data-columns = S|P 还是 N？|Grundy 数 G(S)
cut-the-knot-handout-5 = 填表：<span data-l10n-name="rule"></span> 的取子游戏，从 <i>N</i> 枚的堆开始
cut-the-knot-handout-8 =
    .data-columns = N|先手胜还是负？|先手的制胜第一步
cut-the-knot-handout-6 = 问题
`;
