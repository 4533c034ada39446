// The lessons' own words in Simplified Chinese (see en.js).
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

## 课程工具栏

lesson-teacher-notes = 教师参考
lesson-show-all = 显示全部步骤
lesson-print = 打印学习单
lesson-progress = 第 { $shown } 步，共 { $steps } 步
lesson-progress-all = 共 { $steps } 步，已全部显示
lesson-next-step = 下一步 →
lesson-conjecture-true = 成立
lesson-conjecture-false = 不成立
lesson-link-unused = 课程不读取链接中的任何设置（演练场才会读取）；未使用：
lesson-link-empty-key = 空的键名{ $given }
lesson-link-bad-language = lang = { $value }：不是本课程提供的语言（{ $codes }）；页面仍使用 { $shown }

## 课程中对阵完美引擎的挑战，依引擎的判断

lesson-challenge-can-win = 按引擎自己的判断，先手从 { $pile } 开始能赢，但每一步都必须走对。
lesson-challenge-cannot-win = 按引擎自己的判断，在这条规则下，先手从 { $pile } 开始赢不了：看看引擎是怎样脱身的。

## 学习单

lesson-answer-key =
    .aria-label = 答案
lesson-answer-key-title = 答案（供教师使用）
lesson-key-error = 引擎无法作答：{ $error }
lesson-glossary-summary = 本课用到的术语
lesson-handout-glossary =
    .aria-label = 术语表
lesson-handout-glossary-title = 术语

## 问题

question-answer-label = 你的答案
question-check = 检查
question-show-answer = 显示答案
question-wait = 你的答案正确后（或者你按下“显示答案”后），页面上会显示引擎的更多答案。
question-need-number = 请先输入一个整数。
question-not-a-number = 请先输入一个整数（“{ $typed }”不是整数）。
question-need-choice = 请先选择一个答案。
question-right = 正确：{ $answer }。
question-shown = 答案：{ $answer }。
question-almost = 差一点。
question-not-quite = 不太对。
question-almost-again = 差一点（第 { $tries } 次尝试）。
question-not-quite-again = 不太对（第 { $tries } 次尝试）。
question-you-answered = 你的答案是 { $answer }。
question-try-again = 再试一次。
question-restored-shown = 上次访问时，答案已显示。
question-restored-right = 上次访问时，你的答案是 { $answer }（正确）。
question-restored-was-shown = 上次访问时，你的答案是 { $answer }（答案已显示）。
question-restored-wrong = 上次访问时，你的答案是 { $answer }（还不对：再试一次）。

## 术语解释：课程中用到的每个词，按十四岁学生的水平解释

glossary-p-position = P 局面
glossary-p-position-means = 只要对手走得好，轮到行动的一方无论怎样走都会输的局面：获胜的是刚走完的那一方，即“前一位”玩家（P 取自英文 previous）。
glossary-n-position = N 局面
glossary-n-position-means = 轮到行动的一方只要走得好就能赢的局面：获胜的是“下一位”玩家，即轮到行动的一方（N 取自英文 next）。
glossary-winning-move = 制胜一步
glossary-winning-move-means = 走完之后，对手无论怎样走都会输的一步（它给对手留下一个 P 局面）。
glossary-losing-start = 必败起点
glossary-losing-start-means = 这样的起始堆：从它开始，只要对方走得好，先走的一方就会输。
glossary-move-function = 取子函数 <i>f</i>
glossary-move-function-means = 一条规则：根据对手刚取走的枚数（在某些游戏中还要看堆的大小），规定玩家最多可以取几枚筹码。
glossary-base = 基（<i>B<sub>f</sub></i>）
glossary-base-means = 由规则 <i>f</i> 构造出的一列数，用来制定策略：把堆的枚数写成这列数中若干项的和（从最大的项写起），然后取走其中最小的那一部分。
glossary-fibonacci-numbers = 斐波那契数
glossary-fibonacci-numbers-means = 1, 2, 3, 5, 8, 13, 21, …：每个数都是它前面两个数的和。
glossary-zeckendorf = 齐肯多夫表示
glossary-zeckendorf-means = 把一个数写成若干斐波那契数的和，每次都取放得下的最大的那个（例如 20 = 13 + 5 + 2）；其中任意两个数在数列中都不相邻。
glossary-period = 周期
glossary-period-means = 如果堆每多 <i>t</i> 枚，一条规则就重复一次，就说它的周期是 <i>t</i>：它对 <i>n</i> 枚的堆和 <i>n</i> + <i>t</i> 枚的堆一视同仁（当 <i>t</i> = 2 时，它只看堆的枚数是奇数还是偶数）。
glossary-remainder = 余数（mod）
glossary-remainder-means = 做除法后剩下的部分：17 mod 5 = 2，因为 17 = 15 + 2，而 15 是 3 个 5。
glossary-mex = mex
glossary-mex-means = 英文“minimum excluded”（最小排除值）的缩写：在 0, 1, 2, … 中，不在某个列表里的最小的数。0, 1, 3 的 mex 是 2。
glossary-grundy-value = Grundy 值
glossary-grundy-value-means = 每个局面对应的一个数：无法行动的局面为 0；否则，它等于走一步能到达的各局面的值的 mex。值为 0 的局面就是 P 局面。
glossary-binary = 二进制
glossary-binary-means = 用 2 的幂 1, 2, 4, 8, 16, … 来写一个数，每个幂最多用一次：13 = 8 + 4 + 1，写成二进制就是 1101。
glossary-nim-sum = 尼姆和（⊕）
glossary-nim-sum-means = 把数写成二进制后相加，但不进位（也叫“异或”）：5 ⊕ 3 = 6，因为 101 ⊕ 011 = 110。在有好几堆的游戏中，各堆 Grundy 值的尼姆和决定谁获胜。
glossary-h = <i>H</i>（Schwenk 数列）
glossary-h-means = 由一条取子规则构造的一列数，构造方法类似斐波那契数：从 1 开始，每个新项等于最后一项加上由规则选出的某个更早的项。Schwenk 证明了：对许多规则来说，这些数恰好是先手必败的起始堆。
glossary-blocking = 阻挡
glossary-blocking-means = 在你行动之前，对手可以禁止你的某些走法；然后你在其余的走法中选择。
glossary-split = 拆分
glossary-split-means = 把一堆分成两个更小的堆，每堆至少有一枚筹码。
glossary-conjecture = 猜想
glossary-conjecture-means = 有人相信、但还没有证明的命题；只要一个反例就能说明它是错的。
glossary-theorem = 定理
glossary-theorem-means = 已经被证明的命题：在它所涉及的每一种情况下都成立。
glossary-counterexample = 反例
glossary-counterexample-means = 使一个命题不成立的一个例子。
glossary-safe-pile = 安全堆
glossary-safe-pile-means = 在阻挡尼姆中，如果对手会禁止走法并且走得好，轮到行动的一方无论怎样走都会输的堆；“不安全”表示轮到行动的一方能赢。
glossary-brute-force = 穷举法
glossary-brute-force-means = 不用公式，而是一步一步地尝试所有可能的对局，从而找出答案。
`;
