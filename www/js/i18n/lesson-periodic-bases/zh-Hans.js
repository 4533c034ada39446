// The words of the lesson page periodic-bases.html in Simplified Chinese (see en.js).
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

periodic-bases-head-1 = 周期规则与多个基 — Nim Lab 的一节课
periodic-bases-page-1 = 跳到本课内容
periodic-bases-head-2 = <a data-l10n-name="link1">课程</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = 语言
periodic-bases-head-6 = 浏览器语言
periodic-bases-head-3 = 周期规则与多个基
periodic-bases-head-4 = 一堆筹码。对手从 <i>n</i> 枚的堆中取走 <i>x</i> 枚之后，你最多可以取 <i>f</i>(<i>n</i>, <i>x</i>) 枚：这个上限既取决于对手刚走的一步，<em>也</em>取决于这一步是从多大的堆中取的；而且 <i>f</i> 关于 <i>n</i> 以 <i>t</i> 为周期重复。取走最后一枚筹码的人获胜。本课依据 A. Holshouser 与 H. Reiter 的论文 <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>，Electronic Journal of Combinatorics 13 (2006) #N7，及其中的例 2。
periodic-bases-play-1 = 1. 玩一玩论文中的游戏
periodic-bases-play-2 = 一堆 20 枚筹码。第一步可以取 1 到 19 枚。此后，如果对手刚从 <i>n</i> 枚的堆（即他这一步<em>之前</em>的堆）中取走 <i>x</i> 枚，你最多可以取 <i>f</i>(<i>n</i>, <i>x</i>) 枚。取走最后一枚筹码的人获胜。
periodic-bases-play-3 = 论文中的例 2 就是斐波那契尼姆（最多取对方刚才所取数量的两倍），只有一个例外：从<em>奇数</em>堆中取走 3 枚之后，上限是 4。所以这条规则要看堆是奇数还是偶数；它每两个堆重复一次，我们说它的<strong>周期</strong>是 <i>t</i> = 2。
periodic-bases-play-4 = 本页当前的规则：<span data-l10n-name="rule"></span>。例如，<span data-l10n-name="fact-limits"></span>
periodic-bases-play-5 = 下面的引擎以<strong>新手</strong>难度对弈：它会犯错。和它玩几局，并记下那些让轮到走的一方无路可逃的堆。
periodic-bases-play-6 = 给教师
periodic-bases-play-7 = 目标
periodic-bases-play-8 = 学生熟悉一种规则：它不仅看上一步，还要看堆的大小。
periodic-bases-play-9 = 提问
periodic-bases-play-10 = “对手刚从 15 枚的堆中取走 3 枚。你最多可以取几枚？如果那堆是 16 枚呢？”
periodic-bases-play-11 = 答案
periodic-bases-play-12 = 让学生自己试
periodic-bases-play-13 = 引擎的难度可以在棋盘下方更改：“完美”从不出错。
periodic-bases-games-1 = 2. 一个堆，两个游戏
periodic-bases-games-2 = 论文的窍门是同时看两个游戏。游戏 <i>G</i><sub>0</sub> 就是第 1 步中的游戏。游戏 <i>G</i><sub>1</sub> 是同一个游戏，只是规则把每个堆都当作多了一枚筹码来读：奇数堆算作偶数堆，偶数堆算作奇数堆。
periodic-bases-games-3 = 为什么需要第二个游戏？在一局游戏进行到中途时，剩下的堆就像两个游戏之一中的一个新堆那样进行——是哪一个，取决于已经取走了多少枚筹码（下面的“拓展探究”会确切说明）。
periodic-bases-games-4 = 下面是 <span data-l10n-name="fact-other-game-name"></span>，同样从 20 枚的堆开始：
periodic-bases-games-5 = 引擎对 <span data-l10n-name="rule"></span> 给出的答案：<span data-l10n-name="fact-losing-starts"></span>
periodic-bases-games-6 = 拓展探究：用论文的话来说游戏 <i>G<sub>i</sub></i>
periodic-bases-games-7 = 对于周期为 <i>t</i> 的规则，论文同时考察 <i>t</i> 个游戏。游戏 <i>G<sub>i</sub></i> 是同一个游戏，只是用 <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>) 代替 <i>f</i>(<i>n</i>, <i>x</i>)，其中 <i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>，即除以 <i>t</i> 的余数。
periodic-bases-games-8 = 在游戏 <i>G<sub>i</sub></i> 中取走 <i>b</i> 枚：剩下的堆就完全像游戏 <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> 中的一个新堆那样进行，因为取走的 <i>b</i> 枚仍计入 <i>i</i> ⊕ <i>n</i>。
periodic-bases-games-9 = 给教师
periodic-bases-games-10 = 目标
periodic-bases-games-11 = 同一个堆在一个游戏中可能必胜，在另一个游戏中却可能必败：规则对<em>之前</em>的堆做了什么很重要，所以只有一张必败堆列表是不够的。
periodic-bases-games-12 = 提问
periodic-bases-games-13 = “在 <i>G</i><sub>0</sub> 中，你从 20 枚的堆中取走 5 枚。剩下的 15 枚属于哪个游戏？”（<i>G</i><sub>0 ⊕ 5</sub>，即 <span data-l10n-name="fact-residue-5"></span>。）
periodic-bases-games-14 = 学生常提出的猜想
periodic-bases-games-15 = “在 <i>G</i><sub>0</sub> 中必败的堆，在 <i>G</i><sub>1</sub> 中也必败。”
periodic-bases-games-16 = “<i>G</i><sub>0</sub> 的必败堆就是斐波那契数 1, 2, 3, 5, 8, 13, …”
periodic-bases-predict-1 = 3. 预测每个游戏中的最小制胜取数
periodic-bases-predict-2 = 面对 <i>n</i> 枚的堆，有些取法能赢，有些会输。记 <i>g</i><sub>0</sub>(<i>n</i>) 为在游戏 <i>G</i><sub>0</sub> 中从 <i>n</i> 枚的堆出发<strong>能获胜的最少取子数</strong>，<i>g</i><sub>1</sub>(<i>n</i>) 为 <i>G</i><sub>1</sub> 中的同一个量。如果规则允许你至少取这么多，你就能赢；否则你会输。
periodic-bases-predict-3 = 现在与引擎对 <span data-l10n-name="rule"></span> 给出的表格对照（高亮的格子：<i>n</i> 是该游戏的基的成员，见第 4 步）：
periodic-bases-predict-4 = 拓展探究：论文中的算法 1
periodic-bases-predict-5 = 论文逐堆计算游戏 <i>G<sub>i</sub></i> 的最小制胜取数：<i>g<sub>i</sub></i>(<i>n</i>) 是满足 <i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>) 的最小 <i>k</i>，其中 <i>g<sub>i</sub></i>(0) = ∞：当对手无法取足够多的筹码、从剩下的堆中获胜时，取 <i>k</i> 枚这一步就能赢。
periodic-bases-predict-6 = 给教师
periodic-bases-predict-7 = 提问
periodic-bases-predict-8 = “哪些行里两列不同？在哪些地方 <i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i>？”
periodic-bases-predict-9 = 答案
periodic-bases-predict-10 = 学生常提出的猜想
periodic-bases-predict-11 = “<i>g</i><sub>0</sub>(<i>n</i>) 从不大于 <i>g</i><sub>1</sub>(<i>n</i>)。”
periodic-bases-bases-1 = 4. 策略：多个基
periodic-bases-bases-2 = 每个游戏都有自己的一列特殊的堆，即它的<strong>基</strong>：<i>G</i><sub>0</sub> 的基是 <i>B</i><sub>0</sub>，<i>G</i><sub>1</sub> 的基是 <i>B</i><sub>1</sub>。引擎构造出它们：
periodic-bases-bases-3 = 面对 <i>n</i> 枚的堆时这样走：从中分出该游戏的基里放得下的最大成员。剩下的部分就像某个游戏中的一个新堆：用<em>那个</em>游戏的基来表示它，依此类推。最后一部分告诉你制胜的一步。<span class="screen-only">试几个堆：</span>
periodic-bases-bases-4 = 拓展探究：基是怎样构造的
periodic-bases-bases-5 = 各个基是一起构造的：每个基都以 1, 2 开头，<i>B<sub>i</sub></i> 的下一个成员等于它的最后一个成员 <i>b</i>，加上游戏 <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub> 的基中对手无法应对的最小成员 <i>c</i>（即 <i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i>；一般情况下，由一个值 Θ 代替 <i>b</i>，这是论文的定理 2）。
periodic-bases-bases-6 = <strong>从这里开始，你能打败引擎吗？</strong>在游戏 <i>G</i><sub>0</sub> 中一堆 50 枚，第一步最多取 49 枚。现在引擎下得<strong>完美无缺</strong>：<span data-l10n-name="fact-challenge-50"></span>
periodic-bases-bases-7 = 给教师
periodic-bases-bases-8 = 为什么可行
periodic-bases-bases-9 = 取走最后一部分后，剩下的堆自己的最后一部分太大，对手无法取走（论文的定理 1 和定理 2）。引擎在它计算的每个堆上都用算法 1 检验这两个定理（第 7 步）。
periodic-bases-bases-10 = 提问
periodic-bases-bases-11 = “为什么表示剩余部分所用的基会随着每一部分而改变？”（每取走一部分，游戏就会平移：<i>G<sub>i</sub></i> 变成 <i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>。）
periodic-bases-bases-12 = 学生常提出的猜想
periodic-bases-bases-13 = “在 <i>G<sub>i</sub></i> 中先手必败的堆，恰好就是 <i>B<sub>i</sub></i> 的成员。”
periodic-bases-example2-1 = 5. 拓展探究：把例 2 与论文对照
periodic-bases-example2-2 = 论文没有列出例 2 的 <i>B</i><sub>0</sub> 和 <i>B</i><sub>1</sub>，而是用斐波那契数的公式给出它们，其中有一个六项一循环的模式。先自己算出一个成员，再看引擎把它算出的每个成员与论文的公式逐一对照。（无论你在第 6 步选择什么规则，这一步讨论的始终是论文中的规则。）
periodic-bases-example2-3 = 论文还指出，当 <i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>（此时 <i>t</i> = 1）时，基就是斐波那契数：这就是斐波那契尼姆。引擎：<span data-l10n-name="fact-fibonacci-nim"></span>
periodic-bases-example2-4 = 给教师
periodic-bases-example2-5 = 目标
periodic-bases-example2-6 = 逐行检验一个已发表的结果：论文中的公式是一个论断，计算可以（在它能算到的范围内）证实它，也可能发现印刷错误。
periodic-bases-example2-7 = 提问
periodic-bases-example2-8 = “例 2 的基在哪里第一次偏离斐波那契数？为什么恰好在那里？”（规则唯一的例外是取 3 枚的一步。）
periodic-bases-example2-9 = 引擎的发现
periodic-bases-example2-10 = 学生常提出的猜想
periodic-bases-example2-11 = “<i>B</i><sub>0</sub> 的成员像斐波那契数一样增长：每一个大约是前一个的 1.618 倍。”
periodic-bases-rule-1 = 6. 改变规则
periodic-bases-rule-2 = 选择另一个周期函数 <i>f</i>(<i>n</i>, <i>x</i>) 及其周期 <i>t</i>，或者自己输入一个（规则把 <i>n</i> 看作堆的大小除以 <i>t</i> 的余数，即 0, 1, …, <i>t</i> − 1 之一）。除了第 5 步中对例 2 的检验之外，本页的每一局游戏、每一张表格和每一句话都会按你选择的规则变化。
periodic-bases-rule-3 =
    .aria-label = 周期取子函数
periodic-bases-rule-4 = 对于 <span data-l10n-name="rule"></span>：<span data-l10n-name="fact-bases-start"></span>
periodic-bases-rule-5 = 给教师
periodic-bases-rule-6 = 学生常提出的猜想
periodic-bases-rule-7 = “每个基都以 1, 2, 3 开头。”
periodic-bases-rule-8 = “周期为 <i>t</i> 时，就有 <i>t</i> 个不同的基。”
periodic-bases-rule-9 = 答案
periodic-bases-rule-10 = 对于当前选择的规则：<span data-l10n-name="fact-losing-starts-short"></span>
periodic-bases-theorem-1 = 7. 拓展探究：定理 1 的条件，以及它的结论在哪里不成立
periodic-bases-theorem-2 = 一个<strong>定理</strong>说的是：<em>如果</em>它的条件成立，<em>那么</em>它的结论成立。不满足某个条件的规则会怎样？引擎可以去看一看。
periodic-bases-theorem-3 = 论文的定理 1 除了周期之外，还假设了条件 (2)：<i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1（多取一枚筹码，上限最多只降低 1）。由此它得出结论：(1) 对 <i>B<sub>i</sub></i> 的每个成员 <i>b</i>，<i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i>；(2) 对其他每个堆，<i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i>；(3) 在两个成员之间，<i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>)。定理 2 去掉了条件 (2)，改用 Θ 值来构造它的基。引擎对任意规则都按定理 1 构造基，并用算法 1 检验每一条结论。
periodic-bases-theorem-4 = 试一条不满足条件 (2) 的规则
periodic-bases-theorem-5 = 回到例 2
periodic-bases-theorem-6 = 先预测一下，对于 <span data-l10n-name="rule"></span>：
periodic-bases-theorem-7 = 现在看引擎用算法 1 对两个定理所做的检验：
periodic-bases-theorem-8 = 给教师
periodic-bases-theorem-9 = 目标
periodic-bases-theorem-10 = 理解假设的作用：没有它，证明就不成立；引擎会显示结论在哪里也随之不成立——或者结论仍可能照样成立。
periodic-bases-theorem-11 = 提问
periodic-bases-theorem-12 = “条件不成立，是否意味着结论也不成立？”
periodic-bases-theorem-13 = 学生常提出的猜想
periodic-bases-theorem-14 = “当条件 (2) 不成立时，定理 1 的结论也不成立。”
periodic-bases-theorem-15 = “定理 2 借助它的 Θ 值，能描述任何周期规则的 <i>g<sub>i</sub></i>。”
periodic-bases-theorem-16 = 引擎对当前规则的发现
periodic-bases-page-2 =
    .aria-label = 学习单
periodic-bases-handout-1 = 周期规则与多个基 — 学习单
periodic-bases-handout-2 = <strong>规则。</strong>一堆筹码。先手可以取除整堆以外的任意数量。一方从 <i>n</i> 枚的堆中取走 <i>x</i> 枚后，另一方最多可以取 <i>f</i>(<i>n</i>, <i>x</i>) 枚。在论文的例 2 中，<i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>，但从奇数堆中取走 3 枚之后，上限是 4。游戏 <i>G</i><sub>0</sub> 使用这条规则；游戏 <i>G</i><sub>1</sub> 把每个堆都当作多了一枚筹码来读。取走最后一枚筹码的人获胜。
periodic-bases-handout-3 = 填一填：先手从 <i>N</i> 枚的堆开始时，谁会赢？
periodic-bases-handout-5 =
    .data-columns = N|在 G₀ 中：先手胜还是负？|在 G₁ 中：胜还是负？|G₀ 中一个制胜的第一步
periodic-bases-handout-4 = 问题
`;
