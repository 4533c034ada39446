// The words of the lesson page blocking-nim.html in Simplified Chinese (see en.js).
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

blocking-nim-head-1 = 阻挡尼姆：对手禁止某些取法——Nim Lab 课程
blocking-nim-page-1 = 跳到课程正文
blocking-nim-head-2 = <a data-l10n-name="link1">课程</a> · <a data-l10n-name="link2">Nim Lab</a>
blocking-nim-head-5 = 语言
blocking-nim-head-6 = 浏览器语言
blocking-nim-head-3 = 阻挡尼姆：对手禁止某些取法
blocking-nim-head-4 = 一堆筹码。整局中的每一步依次编号为 1、2、3、…。第 <i>k</i> 步时，轮到的玩家必须取 <i>m<sub>k</sub></i> 到 <i>M<sub>k</sub></i> 枚筹码——但在此之前，<strong>对手</strong>可以禁止其中至多 <i>c<sub>k</sub></i> 种取法。没有任何允许取法的玩家输。谁会赢？怎样赢？本课依据 A. Flammenkamp、A. Holshouser 和 H. Reiter 的论文 <cite>Dynamic One-Pile Blocking Nim</cite>，Electronic Journal of Combinatorics 10 (2003) #N4。
blocking-nim-play-1 = 1. 先下几局
blocking-nim-play-2 = 三个数列决定规则：第 <i>k</i> 步时，你至少取 <i>m<sub>k</sub></i> 枚、至多取 <i>M<sub>k</sub></i> 枚筹码（不能超过堆中的数量），而对手可以先禁止其中至多 <i>c<sub>k</sub></i> 种取法。本课从论文中详细演算的例子开始；现在的数列是
blocking-nim-play-3 =
    .aria-label = 数列的前几项
blocking-nim-play-4 = 最后一行 <i>u</i> 表示禁止之后还剩多少选择余地。第 <i>i</i> 步共有 <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> + 1 种不同的取法；对手至多禁止其中 <i>c<sub>i</sub></i> 种，所以在很大的堆上至少还剩 <i>u<sub>i</sub></i> + 1 种取法，其中 <i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>。当 <i>u<sub>i</sub></i> 小于 0 时，对手可以禁止所有取法。
blocking-nim-play-5 = 每一步分为两半。在<em>你</em>取之前，引擎先禁止一些取法（它们会被划掉）；在<em>引擎</em>取之前，由你来禁止：点选它的至多 <i>c<sub>k</sub></i> 种取法，然后点“让引擎行动”。下面的引擎按<strong>新手</strong>水平下棋：它会犯错。和它多下几局，也从别的堆开始：在棋盘下方输入初始堆，再点“新的一局”。
blocking-nim-play-6 = 教师参考
blocking-nim-play-7 = 目标
blocking-nim-play-8 = 让学生体会一步的两半（先禁止，再取），并体会步数的编号如何随着对局的进行而改变规则。
blocking-nim-play-9 = 提问
blocking-nim-play-10 = “你禁止时，先禁止引擎的哪些取法？”（能让它获胜的那些。）“引擎什么时候能禁止你<em>所有</em>的取法？”
blocking-nim-play-11 = 学生常见的猜想
blocking-nim-play-12 = “先走总是有利的：先手从任何堆出发都能赢。”
blocking-nim-play-13 = 答案
blocking-nim-play-14 = 让学生试试
blocking-nim-play-15 = 引擎的难度可以在棋盘下方更改：“完美”从不犯错。
blocking-nim-safe-1 = 2. 安全的堆，一步一步看
blocking-nim-safe-2 = 如果轮到的玩家在第 <i>k</i> 步从这个堆出发，面对最佳应对必输（对手先禁止必胜的取法，再正确应对），这个堆在这一步就是<strong>安全</strong>的；否则就是<strong>不安全</strong>的。同一个堆可能在某一步安全、在另一步不安全，因为数列随步数而变。先预测，再检验：引擎从这个堆出发尝试所有可能的对局（<dfn>穷举</dfn>），并说明理由。
blocking-nim-safe-3 = 引擎得出的第 3 步的安全堆：<span data-l10n-name="fact-safe-list-3"></span>
blocking-nim-safe-4 = 引擎得出的第 2 步的安全堆：<span data-l10n-name="fact-safe-list-2"></span>
blocking-nim-safe-5 = 教师参考
blocking-nim-safe-6 = 目标
blocking-nim-safe-7 = 理解安全堆的概念，以及它与步数有关。
blocking-nim-safe-8 = 提问
blocking-nim-safe-9 = “只要你有一种取法能留下安全堆，这个堆就不安全。为什么在这里这还不够？”（对手可以禁止这种取法：你需要<em>多于</em> <i>c<sub>k</sub></i> 种必胜取法。）
blocking-nim-safe-10 = 学生常见的猜想
blocking-nim-safe-11 = “每个小于 <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> 的堆在第 <i>k</i> 步都是安全的。”
blocking-nim-safe-12 = “每一步的安全堆都相同。”
blocking-nim-next-1 = 3. 预测下一个安全堆
blocking-nim-next-2 = 安全的堆成段出现，形成由相邻的堆组成的<em>连续段</em>。在一个连续段的正上方，轮到的玩家拥有的、能在下一步留下安全堆的取法，多于对手可以禁止的数量；下一个安全堆就是第一个不再如此的堆。预测下一个连续段从哪里开始。
blocking-nim-next-3 = 教师参考
blocking-nim-next-4 = 提问
blocking-nim-next-5 = “从紧挨在一个连续段末尾上方的堆出发，轮到的玩家在下一步能到达哪些堆？这种情况一直持续到多高？”
blocking-nim-next-6 = 学生常见的猜想
blocking-nim-next-7 = “从第一段往后，第 1 步的安全连续段间隔相等。”
blocking-nim-next-8 = “第 1 步的所有安全连续段长度都相同。”
blocking-nim-theorem-1 = 4. 策略：安全连续段在哪里
blocking-nim-theorem-2 = Flammenkamp、Holshouser 和 Reiter 不用试下任何一局，就找出了第 1 步每个安全连续段的起点和终点。第一段从 0 开始。第二段从 (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) 开始：第 1 步最多能取的数减去该步的禁止数，加上第 2 步最少必须取的数，再加上该步的禁止数。之后的每一段都再多加两个这样的括号。他们的<dfn>定理</dfn>（定理 1）指出：只要满足两个条件，这些连续段就恰好是安全的堆：<strong>(1)</strong> 禁止数 <i>c</i> 从一步到下一步从不减少；<strong>(2)</strong> 禁止之后剩下的取法数（<i>u</i>，见第 1 部分）从不小于 0，且从不减少。
blocking-nim-theorem-3 = <strong>策略：</strong>从不安全的堆出发，取走适当的数量，使对手在下一步面对的堆落在某个安全连续段中——定理保证，这时你这样的取法总是多于对手可以禁止的数量。对当前选定的数列：<span data-l10n-name="fact-conditions-now"></span>
blocking-nim-theorem-4 = <span data-l10n-name="fact-theorem-check"></span> 所有尝试过的对局（实心方块）与定理 1 的连续段（括线）对照，每一步一行：
blocking-nim-theorem-5 = 进一步探索：每个连续段的公式
blocking-nim-theorem-6 = 论文把第 1 步的安全连续段写成区间 [<i>A<sub>k</sub></i>, <i>B<sub>k</sub></i> − 1]，<i>k</i> = 0, 1, 2, …，其中
blocking-nim-theorem-7 = <i>A<sub>k</sub></i> = (<i>M</i><sub>1</sub> − <i>c</i><sub>1</sub>) + (<i>m</i><sub>2</sub> + <i>c</i><sub>2</sub>) + (<i>M</i><sub>3</sub> − <i>c</i><sub>3</sub>) + (<i>m</i><sub>4</sub> + <i>c</i><sub>4</sub>) + … + (<i>M</i><sub>2<i>k</i>−1</sub> − <i>c</i><sub>2<i>k</i>−1</sub>) + (<i>m</i><sub>2<i>k</i></sub> + <i>c</i><sub>2<i>k</i></sub>),<br> <i>B<sub>k</sub></i> = (<i>m</i><sub>1</sub> + <i>c</i><sub>1</sub>) + (<i>M</i><sub>2</sub> − <i>c</i><sub>2</sub>) + (<i>m</i><sub>3</sub> + <i>c</i><sub>3</sub>) + … + (<i>M</i><sub>2<i>k</i></sub> − <i>c</i><sub>2<i>k</i></sub>) + (<i>m</i><sub>2<i>k</i>+1</sub> + <i>c</i><sub>2<i>k</i>+1</sub>)
blocking-nim-theorem-8 = （对于之后的某一步，就从那一步开始取数列。）条件 (1) 是 <i>c<sub>i</sub></i> ≤ <i>c<sub>i+1</sub></i>；条件 (2) 是 0 ≤ <i>u<sub>i</sub></i> ≤ <i>u<sub>i+1</sub></i>。
blocking-nim-theorem-9 = 对于大到无法尝试所有对局的堆，定理 1 同样能给出答案：
blocking-nim-theorem-10 = 进一步探索：把定理 1 用于任意堆，哪怕是极大的堆
blocking-nim-theorem-11 = 堆 <i>n</i>（至多 10^18）
blocking-nim-theorem-12 = 第 <i>k</i> 步
blocking-nim-theorem-13 =
    .aria-label = 示例堆
blocking-nim-theorem-14 = <strong>你能从这里战胜引擎吗？</strong>你从 <span data-l10n-name="fact-challenge-pile"></span> 枚筹码的堆先走；现在引擎会<strong>完美地</strong>下棋和禁止。<span data-l10n-name="fact-challenge"></span>
blocking-nim-theorem-15 = 教师参考
blocking-nim-theorem-16 = 为什么成立
blocking-nim-theorem-17 = 从 [<i>B<sub>k</sub></i>, <i>A<sub>k+1</sub></i> − 1] 中的堆出发，轮到的玩家取至少 <i>m</i> + <i>c</i>、至多 <i>M</i> − <i>c</i> 枚筹码就能到达下方的安全区间，所以 <i>c</i> 次禁止无法阻止他；从安全区间出发，对手留下的每种取法都会落入下方的不安全区间（论文中的归纳法，关系式 (10) 和 (11)）。
blocking-nim-theorem-18 = 提问
blocking-nim-theorem-19 = “为什么在 <i>A<sub>k</sub></i> 中，奇数步对应的是 <i>M</i> − <i>c</i>，偶数步对应的是 <i>m</i> + <i>c</i>？”
blocking-nim-theorem-20 = 学生常见的猜想
blocking-nim-theorem-21 = “定理 1 的区间在每一步都恰好是安全的堆。”
blocking-nim-theorem-22 = “禁止 <i>c</i> 种取法，等同于一个没有禁止、每次必须取 <i>m<sub>k</sub></i> + <i>c<sub>k</sub></i> 到 <i>M<sub>k</sub></i> − <i>c<sub>k</sub></i> 枚的游戏。”
blocking-nim-rule-1 = 5. 改变规则
blocking-nim-rule-2 = 选择其他数列：一个示例，或你自己的数列（关于 <i>i</i> 的表达式，如 <span class="mono">i + 2</span> 或 <span class="mono">i/3</span>；或最后一个值不断重复的列表，如 <span class="mono">1, 0</span>）。本页的每一局、每张图和每句话都会随你选择的数列而变。
blocking-nim-rule-3 =
    .aria-label = 示例数列
blocking-nim-rule-4 =
    .aria-label = 你自己的数列
blocking-nim-rule-5 = 禁止数 <i>c<sub>i</sub></i> =
blocking-nim-rule-6 = 至少取 <i>m<sub>i</sub></i> =
blocking-nim-rule-7 = 至多取 <i>M<sub>i</sub></i> =
blocking-nim-rule-8 = 使用这些数列
blocking-nim-rule-9 =
    .aria-label = 数列的前几项
blocking-nim-rule-10 = 第 1 步时，不超过 <span data-l10n-name="fact-upto"></span> 的安全堆是 <span data-l10n-name="fact-safe-move-1"></span>
blocking-nim-rule-11 = 教师参考
blocking-nim-rule-12 = 学生常见的猜想
blocking-nim-rule-13 = “没有禁止、每次取 1 到 3 枚（<i>c</i> = 0，<i>m</i> = 1，<i>M</i> = 3）时，安全的堆是 4 的倍数。”
blocking-nim-rule-14 = “每次取 1 到 4 枚、可禁止一种（<i>c</i> = 1，<i>m</i> = 1，<i>M</i> = 4）时，安全的堆是 5 的倍数。”
blocking-nim-rule-15 = 答案
blocking-nim-rule-16 = 对当前选定的数列：<span data-l10n-name="fact-theorem-now"></span>
blocking-nim-summary-1 = 6. 检验论文的摘要
blocking-nim-summary-2 = 在证明之后，论文的摘要提出了一个更大胆的论断：一个比 (1) 和 (2) <em>更弱</em>的条件就<em>足以</em>保证连续段恰好是安全的堆，而且这个条件也是<em>必需</em>的——只要它不成立，连续段就是错的。这个更弱的条件是：<i>u</i> 从不小于 0，并且公式给出的连续段确实是一段一段分开的（每一段都在下一段开始之前结束）。摘要没有给出证明，所以这个论断只是一个<dfn>猜想</dfn>。引擎用当前选定的数列，对照所有对局检验这两部分：条件成立时，连续段是不是安全的堆？条件不成立时，连续段是不是错的？试试引擎找到<dfn>反例</dfn>的两个例子：
blocking-nim-summary-3 = 引擎对 <span data-l10n-name="rule"></span> 的结论：<span data-l10n-name="fact-summary-now"></span>
blocking-nim-summary-4 = 进一步探索：论文原本陈述的每个条件和论断
blocking-nim-summary-5 = 进一步探索：摘要的原话
blocking-nim-summary-6 = 摘要说，条件 (1) 和 (2) 可以换成“对每个 <i>i</i> 都有 <i>u<sub>i</sub></i> ≥ 0”，再加上引理 1 的不等式 <i>A<sub>k</sub></i> &lt; <i>B<sub>k</sub></i> &lt; <i>A<sub>k+1</sub></i>，并称这个条件是“区间恰好是安全的堆”的<em>充分必要条件</em>：“充分”是上面的前一半（足以），“必要”是后一半（必需）。
blocking-nim-summary-7 = 教师参考
blocking-nim-summary-8 = 目标
blocking-nim-summary-9 = 批判地阅读已发表的论断：一个附有证明的定理，以及摘要中一条没有证明的评注。引擎用同样的数列评判两者。
blocking-nim-summary-10 = 学生常见的猜想
blocking-nim-summary-11 = “定理 1 成立：只要 (1) 和 (2) 成立，区间就是安全的堆。”
blocking-nim-summary-12 = “摘要的条件是充分的：只要它成立，区间就是安全的堆。”
blocking-nim-summary-13 = “摘要的条件是必要的：只要它不成立，区间就不是安全的堆。”
blocking-nim-summary-14 = 提问
blocking-nim-summary-15 = “定理 1 的证明中哪一部分用到了条件 (1)？禁止数减少时会出什么问题？”
blocking-nim-page-2 =
    .aria-label = 学习单
blocking-nim-handout-1 = 阻挡尼姆——学习单
blocking-nim-handout-2 = <strong>规则。</strong>一堆筹码；整局中的每一步依次编号为 1、2、3、…。第 <i>k</i> 步时，轮到的玩家取 <i>m<sub>k</sub></i> 到 <i>M<sub>k</sub></i> 枚筹码（不超过堆中的数量），但在此之前，对手可以禁止其中至多 <i>c<sub>k</sub></i> 种取法。没有任何允许取法的玩家输。如果轮到的玩家在第 <i>k</i> 步从这个堆出发必输，这个堆在这一步就是<strong>安全</strong>的。数列：<span data-l10n-name="rule"></span>。
blocking-nim-handout-3 = 填表：堆 <i>n</i> 是安全的吗？
blocking-nim-handout-5 =
    .data-columns = 堆 n|第 1 步安全？|第 2 步安全？|第 1 步的一种必胜取法
blocking-nim-handout-4 = 问题
`;
