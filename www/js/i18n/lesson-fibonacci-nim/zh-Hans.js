// The words of the lesson page fibonacci-nim.html in Simplified Chinese (see en.js).
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

fibonacci-nim-head-1 = 斐波那契尼姆与取子函数游戏 — Nim Lab 的一节课
fibonacci-nim-page-1 = 跳到本课内容
fibonacci-nim-head-2 = <a data-l10n-name="link1">课程</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = 语言
fibonacci-nim-head-6 = 浏览器语言
fibonacci-nim-head-3 = 斐波那契尼姆与取子函数游戏
fibonacci-nim-head-4 = 一堆筹码。先手第一步最多可以取给定的数量；此后，每位玩家最多只能取对手上一步所取数量的<strong>两倍</strong>。取走最后一枚筹码的人获胜。谁会赢？怎样才能赢？本课依据 A. Holshouser 与 H. Reiter 的论文 <cite>One Pile Nim with Arbitrary Move Function</cite>，Electronic Journal of Combinatorics 10 (2003) #N7。
fibonacci-nim-play-1 = 1. 先玩几局
fibonacci-nim-play-2 = 一堆 20 枚筹码。第一步可以取 1 到 19 枚。一方取走 <i>k</i> 枚之后，另一方最多可以取 2<i>k</i> 枚。取走最后一枚筹码的人获胜。
fibonacci-nim-play-3 = 下面的引擎以<strong>新手</strong>难度对弈：它会犯错。和它多玩几局，并记下那些让轮到走的一方无路可逃的堆。
fibonacci-nim-play-4 = 给教师
fibonacci-nim-play-5 = 目标
fibonacci-nim-play-6 = 学生熟悉这个游戏，并注意到决定胜负的是小堆。
fibonacci-nim-play-7 = 提问
fibonacci-nim-play-8 = “一堆 3 枚，可以取 2 枚，谁会赢？如果一堆 3 枚，只能取 1 枚呢？”
fibonacci-nim-play-9 = 让学生自己试
fibonacci-nim-play-10 = 引擎的难度可以在棋盘下方更改：“完美”从不出错。
fibonacci-nim-lose-1 = 2. 从哪些堆开始，先手会输？
fibonacci-nim-lose-2 = 设想一局新的游戏：一堆 <i>N</i> 枚筹码，第一步可以取除整堆以外的任意数量。从某些堆开始，先手总能获胜；从另一些堆开始，只要对方不犯错，先手就会输：我们把这些堆叫作<strong>必败起始堆</strong>。先在纸上算一算小堆的情况。
fibonacci-nim-lose-3 = 引擎给出的必败起始堆列表
fibonacci-nim-lose-4 = 对于 <span data-l10n-name="rule"></span>，先手从以下的堆开始必败：<span data-l10n-name="fact-losing-starts"></span>
fibonacci-nim-lose-5 = 给教师
fibonacci-nim-lose-6 = 学生常提出的猜想
fibonacci-nim-lose-7 = “先手从任何偶数堆开始都会输。”
fibonacci-nim-lose-8 = “必败的堆就是斐波那契数 1, 2, 3, 5, 8, 13, …”
fibonacci-nim-lose-9 = 答案
fibonacci-nim-lose-10 = 必败的堆恰好是 Holshouser 与 Reiter 的基 <i>B<sub>f</sub></i> 的成员（对 2x 而言，就是斐波那契数）：也就是上面引擎给出的列表。
fibonacci-nim-predict-1 = 3. 预测最小制胜取数
fibonacci-nim-predict-2 = 面对 <i>N</i> 枚筹码的堆，有些取法能赢，有些会输。记 <i>g</i>(<i>N</i>) 为<strong>能获胜的最少取子数</strong>。如果规则允许你取至少 <i>g</i>(<i>N</i>) 枚，你就能赢；否则你会输。在引擎告诉你之前，先预测 <i>g</i>(<i>N</i>)。
fibonacci-nim-predict-3 = 与引擎的表格对照
fibonacci-nim-predict-4 = 高亮的堆就是第 2 步中的必败起始堆。
fibonacci-nim-predict-5 = 给教师
fibonacci-nim-predict-6 = 提问
fibonacci-nim-predict-7 = “在哪些地方 <i>g</i>(<i>N</i>) = <i>N</i>？”（在高亮的堆：那里任何小于整堆的取法都不能获胜。）
fibonacci-nim-predict-8 = 答案
fibonacci-nim-zeckendorf-1 = 4. 策略：把 <i>N</i> 写成和
fibonacci-nim-zeckendorf-2 = 下面是获胜的秘诀。引擎根据规则构造出一列数，称为它的<strong>基</strong>（<span data-l10n-name="fact-base-is-losing"></span>）。把堆 <i>N</i> 写成基中各数之和：先取放得下的最大数，再在剩下的部分里取放得下的最大数，依此类推。然后<strong>取走最小的那一部分</strong>。<span data-l10n-name="shown-later">例如，<span data-l10n-name="fact-example-20"></span></span><span class="screen-only">图示可以对任意堆这样做：输入一个数即可。</span>
fibonacci-nim-zeckendorf-3 = 拓展探究：数学家使用的名称
fibonacci-nim-zeckendorf-4 = 秘诀所用的列表叫作规则 <i>f</i> 的<em>基</em> <i>B<sub>f</sub></i>；对 2<i>x</i> 而言，它就是斐波那契数，而这个和就是 <i>N</i> 的<em>齐肯多夫表示</em>。Holshouser 与 Reiter 的主定理由最小的部分算出最小制胜取数 <i>g</i>(<i>N</i>)；引擎在它计算的每个范围上都会检验这个定理。
fibonacci-nim-zeckendorf-5 = <strong>从这里开始，你能打败引擎吗？</strong>一堆 50 枚，第一步最多取 49 枚。现在引擎下得<strong>完美无缺</strong>：<span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = 给教师
fibonacci-nim-zeckendorf-7 = 为什么可行
fibonacci-nim-zeckendorf-8 = 取走最小的部分后，剩下的堆的最小部分太大，对手无法取走（Holshouser 与 Reiter 的主定理：<i>g</i> 等于由基算出的 <i>g</i><sub>0</sub>）。引擎在它计算的每个范围上都会检验这个定理。
fibonacci-nim-zeckendorf-9 = 提问
fibonacci-nim-zeckendorf-10 = “你取走最小的部分之后，为什么对手永远无法取走次小的部分？”
fibonacci-nim-rule-1 = 5. 改变规则
fibonacci-nim-rule-2 = 把“最多取对方刚才所取数量的两倍”换成另一个取子函数 <i>f</i>。本页的每一局游戏、每一张表格和每一句话都会按你选择的规则变化。
fibonacci-nim-rule-3 =
    .aria-label = 取子函数
fibonacci-nim-rule-4 = 对于 <span data-l10n-name="rule"></span>，基的开头是：<span data-l10n-name="fact-base-start"></span>
fibonacci-nim-rule-5 = 给教师
fibonacci-nim-rule-6 = 学生常提出的猜想
fibonacci-nim-rule-7 = “当 f(x) = x（从不超过对手所取的数量）时，必败的堆就是 2 的幂。”
fibonacci-nim-rule-8 = “增长更快的 f 总会让基更稀疏：2x − 1 的必败堆比 x 的更少。”
fibonacci-nim-rule-9 = 答案
fibonacci-nim-rule-10 = 对于当前选择的规则：<span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. 拓展探究：检验一个已发表的猜想
fibonacci-nim-conjecture-2 = <strong>猜想</strong>是有人相信但尚未证明的命题。Holshouser 与 Reiter 猜想：<em>如果最小制胜取数 g(N) 可以任意大，那么必败起始堆呈指数增长</em>——每一个至少是前一个的某个固定倍数（这个倍数大于 1）。只要一个反例就能说明它不成立；引擎可以寻找证据。<span class="screen-only">在上面选择 <strong>x²</strong>，或使用这个按钮：</span>
fibonacci-nim-conjecture-3 = 使用 f(x) = x²
fibonacci-nim-conjecture-4 = 表格列出引擎找到的最后几个必败起始堆 <i>b<sub>k</sub></i>，并在最后一列给出每一个是前一个的多少倍。
fibonacci-nim-conjecture-5 = 给教师
fibonacci-nim-conjecture-6 = 目标
fibonacci-nim-conjecture-7 = 区分猜想与定理，区分证据与证明。
fibonacci-nim-conjecture-8 = 为什么用 x²
fibonacci-nim-conjecture-9 = 当 f 单调不减时，基的下一个成员等于最后一个成员，加上满足 f(<i>b</i>) 不小于最后一个成员的最小成员 <i>b</i>；当 f(x) = x² 时，这大约是最后一个成员的平方根，所以成员增长缓慢，大致是 <i>k</i>² 的某个倍数（表格把 <i>b<sub>k</sub></i> 与 <i>k</i>²/4 并排列出），而不是成倍增长。
fibonacci-nim-conjecture-10 = 引擎对 x² 的发现
fibonacci-nim-page-2 =
    .aria-label = 学习单
fibonacci-nim-handout-1 = 斐波那契尼姆 — 学习单
fibonacci-nim-handout-2 = <strong>规则。</strong>一堆筹码。先手可以取除整堆以外的任意数量。一方取走 <i>k</i> 枚后，另一方最多可以取 2<i>k</i> 枚。取走最后一枚筹码的人获胜。
fibonacci-nim-handout-3 = 填一填：先手从 <i>N</i> 枚的堆开始时，谁会赢？
fibonacci-nim-handout-5 =
    .data-columns = N|先手胜还是负？|一个制胜的第一步
fibonacci-nim-handout-4 = 问题
`;
