// The words of the lesson page single-delete-nim.html in Simplified Chinese (see en.js).
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

single-delete-nim-head-1 = 单删尼姆——Nim Lab 课程
single-delete-nim-page-1 = 跳到课程内容
single-delete-nim-head-2 = <a data-l10n-name="link1">课程</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = 语言
single-delete-nim-head-6 = 你的浏览器语言
single-delete-nim-head-3 = 单删尼姆
single-delete-nim-head-4 = 有若干堆筹码。每一步分两部分：先把一堆整个<strong>删去</strong>，再把另外某一堆<strong>分成</strong>两个非空的堆——所以堆数始终不变。无法走步的一方输。谁会赢？怎样判断？本课依据 <cite><a data-l10n-name="link1">Single-delete Nim</a></cite>，arXiv 2411.19453 (2024)。
single-delete-nim-play-1 = 1. 用两堆下几局
single-delete-nim-play-2 = 两堆筹码，分别有 6 枚和 9 枚。轮到你时，删去一堆，并把另一堆分成两堆，每堆至少 1 枚。然后对手对你留下的两堆做同样的事。当两堆都只剩 1 枚时，轮到走的一方什么也分不了，就输了。
single-delete-nim-play-3 = 下面的引擎按<strong>新手</strong>水平来下：它会犯错。和它下几局，记下哪些两堆的组合让轮到走的一方无路可逃。
single-delete-nim-play-4 = 两个术语很有用：<strong>P 局面</strong>是指如果对手下得好，轮到走的一方<em>必输</em>的局面（<em>上一位</em>玩家获胜，P 取自英文 <i>previous</i>）；<strong>N 局面</strong>是指轮到走的一方能赢的局面（<em>下一位</em>玩家获胜，N 取自英文 <i>next</i>）。
single-delete-nim-play-5 = 教师参考
single-delete-nim-play-6 = 目标
single-delete-nim-play-7 = 让学生学会这种走法（先删去，再分开），并发现小局面决定了整局的胜负。
single-delete-nim-play-8 = 提问
single-delete-nim-play-9 = “两堆是 1 和 1 时，轮到走的一方能做什么吗？1 和 2 呢？2 和 2 呢？”
single-delete-nim-play-10 = 术语
single-delete-nim-play-11 = <strong>P 局面</strong>是指在对方最佳应对下，轮到走的一方必输的局面（<em>上一位</em>玩家获胜）；<strong>N 局面</strong>是指轮到走的一方获胜的局面（<em>下一位</em>玩家获胜）。
single-delete-nim-play-12 = 引擎对小局面的判断
single-delete-nim-play-13 = 开局
single-delete-nim-predict-1 = 2. 预测：赢还是输？
single-delete-nim-predict-2 = 先别查资料，先预测。引擎知道所有小堆局面的结果，会检查你的答案。
single-delete-nim-predict-3 = 教师参考
single-delete-nim-predict-4 = 目标
single-delete-nim-predict-5 = 先预测，再验证：学生先确定自己的答案，再看引擎给出的理由。
single-delete-nim-predict-6 = 提问
single-delete-nim-predict-7 = “走完这一步后，你想给对手留下哪些局面？在第 1 部分里，你是从哪些局面输掉的？”
single-delete-nim-predict-8 = 答案
single-delete-nim-pattern-1 = 3. 哪些两堆组合是 P 局面？
single-delete-nim-pattern-2 = 引擎已经求解了所有两堆组合 <i>a</i>, <i>b</i>，直到 <span data-l10n-name="fact-two-range"></span>。图中每个格子代表一种组合：轮到走的一方必输处（P 局面）颜色较深。指向一个格子（或用方向键）可以看到原因；点“从……开始对局”会从那里开始第 1 部分的对局。
single-delete-nim-pattern-3 = 论文证明了：<em>两堆构成 P 局面，当且仅当两堆都是奇数</em>。引擎在它求解过的每种组合上都检验了这一点：<span data-l10n-name="fact-theorem-1-1"></span>
single-delete-nim-pattern-4 = 教师参考
single-delete-nim-pattern-5 = 学生常见的猜想
single-delete-nim-pattern-6 = “当且仅当两堆都是奇数时为 P。”
single-delete-nim-pattern-7 = “当且仅当 <i>a</i> + <i>b</i> 是偶数时为 P。”
single-delete-nim-pattern-8 = “两堆相等时，轮到走的一方输。”
single-delete-nim-pattern-9 = 为什么成立
single-delete-nim-pattern-10 = 偶数堆可以分成两个奇数堆；奇数堆只能分成一个奇数堆和一个偶数堆。所以从两个奇数堆出发，每一步都会留下一个偶数堆；而在有偶数堆的局面中，轮到走的一方删去另一堆，再把偶数堆分成两个奇数堆即可。
single-delete-nim-pattern-11 = 提问
single-delete-nim-pattern-12 = “你面对 8 和 5。你删去哪一堆？另一堆怎么分？”
single-delete-nim-three-1 = 4. 三堆：把最右边的 1 对齐
single-delete-nim-three-2 = 三堆时，只看奇偶还够吗？把每堆写成二进制，并左右移动各行，使它们<strong>最右边的 1</strong> 排在同一列（高亮）。数一数最右边的 1 之后有几个 0：这就是这一堆的<strong>赋值</strong>。它等于这堆可以连续除以 2 且结果仍是整数的次数；奇数堆的赋值为 0。
single-delete-nim-three-3 = 要画的堆
single-delete-nim-three-4 = 画出
single-delete-nim-three-5 = P 还是 N？问问引擎
single-delete-nim-three-6 = 论文证明了：<em>三堆构成 P 局面，当且仅当三堆的赋值相同</em>（它们最右边的 1 对齐）。引擎在它求解过的每个局面上都检验了这一点：<span data-l10n-name="fact-theorem-1-4"></span>
single-delete-nim-three-7 = 深入探索：论文里的名称
single-delete-nim-three-8 = 论文把这里的赋值称为这一堆的 <em>2-进赋值</em>：即 2 能整除它的次数。论文的定理 1.1 就是第 3 部分中两堆的规则，定理 1.4 是上面三堆的规则，而命题 4.1 和 4.2 讨论的是任意堆数（第 7 部分会检验它们）。
single-delete-nim-three-9 = <strong>你能从这里赢过引擎吗？</strong>三堆分别是 7、10 和 12，轮到你走。引擎现在按<strong>完美</strong>水平来下：<span data-l10n-name="fact-challenge-start"></span>
single-delete-nim-three-10 = 教师参考
single-delete-nim-three-11 = 学生常见的猜想
single-delete-nim-three-12 = “三堆：当且仅当三堆都是奇数时为 P。”
single-delete-nim-three-13 = “三堆：当且仅当 <i>a</i> XOR <i>b</i> XOR <i>c</i> = 0 时为 P，和普通尼姆一样。”
single-delete-nim-three-14 = “三堆：当且仅当最右边的 1 对齐时为 P。”
single-delete-nim-three-15 = 提问
single-delete-nim-three-16 = “把一个数加倍，就是在它的二进制末尾添一个 0。这会对最右边的 1 所在的那一列产生什么影响？”
single-delete-nim-three-17 = 挑战
single-delete-nim-four-1 = 5. 四堆：没有公式了，那就搜索
single-delete-nim-four-2 = 对于四堆，我们没有完整的规则可依，只有规则的一部分：<em>赋值相同的四堆构成 P 局面</em>。所以引擎进行搜索。它求解了每堆不超过 <span data-l10n-name="fact-four-range"></span> 的所有四堆局面，并把 P 局面按赋值分组，小的在前。
single-delete-nim-four-3 = 规则的这一部分，在每个局面上检验：<span data-l10n-name="fact-condition-1"></span>
single-delete-nim-four-4 = 深入探索：为什么只有规则的一部分？
single-delete-nim-four-5 = 论文给出了四堆的规则（其定理 1.5），但在提取文本时，它的条件丢失了，只有第一个条件保留了下来：2-进赋值相同的四堆构成 P 局面。在没有已知公式的地方，完全搜索就是证据。
single-delete-nim-four-6 = 教师参考
single-delete-nim-four-7 = 目标
single-delete-nim-four-8 = 没有已知公式时，完全搜索就是证据；这些分组显示了一个公式必须解释哪些赋值模式。
single-delete-nim-four-9 = 学生常见的猜想
single-delete-nim-four-10 = “赋值相同的四堆是 P。”
single-delete-nim-four-11 = “四堆：当且仅当四堆的赋值都相同时为 P。”
single-delete-nim-four-12 = “四堆：当且仅当赋值可以配成两对相等的数时为 P。”
single-delete-nim-four-13 = 提问
single-delete-nim-four-14 = “选一个没有任何命题能解释的组。它里面的局面有什么共同点？”
single-delete-nim-doubling-1 = 6. 一个观察：把每堆都加倍
single-delete-nim-doubling-2 = 把一堆加倍，就是在它的二进制末尾添一个 0，所以把每堆都加倍后，三堆最右边的 1 仍然对齐。由此可以得出一个诱人的观察：<em>把每堆都加倍，P 局面仍是 P，N 局面仍是 N</em>，不论有几堆。论文里并没有这个结论。在引擎检验之前，先自己检验一下。
single-delete-nim-doubling-3 = 对每一种堆数，引擎都在这样的局面上检验这个观察：加倍后的各堆它也已经求解过。
single-delete-nim-doubling-4 = 教师参考
single-delete-nim-doubling-5 = 目标
single-delete-nim-doubling-6 = 一个反例就足以推翻一个一般性的论断；在一种情形（三堆）中看到的规律，不一定能推广到其他情形。
single-delete-nim-doubling-7 = 学生常见的猜想
single-delete-nim-doubling-8 = “三堆时，加倍保持 P 和 N 不变。”
single-delete-nim-doubling-9 = “不论有几堆，加倍都保持 P 和 N 不变。”
single-delete-nim-doubling-10 = 提问
single-delete-nim-doubling-11 = “1 枚的堆不能分，2 枚的堆可以。为什么把小堆加倍可能会改变谁赢？”
single-delete-nim-rule-1 = 7. 改变规则：更多的堆，更大的堆
single-delete-nim-rule-2 = 选择堆数 <i>k</i> 和最大的堆 <i>S</i>。对局、问题、论文的命题以及下面的分组都会随你的选择而改变；引擎在单独的后台线程中求解所有由 <i>k</i> 堆、每堆 1 到 <i>S</i> 枚筹码构成的局面。
single-delete-nim-rule-3 =
    .aria-label = 堆数
single-delete-nim-rule-4 = 最大的堆 <i>S</i>
single-delete-nim-rule-5 = 求解
single-delete-nim-rule-6 = 对于 <span data-l10n-name="rule"></span>：<span data-l10n-name="fact-rule-summary"></span>
single-delete-nim-rule-7 = 论文的命题，针对 <span data-l10n-name="rule"></span> 检验
single-delete-nim-rule-8 = P 局面，按赋值分组（先预测模式的个数）
single-delete-nim-rule-9 = 教师参考
single-delete-nim-rule-10 = 目标
single-delete-nim-rule-11 = 区分适用于任意堆数的命题（命题 4.1 和 4.2）与只针对某一堆数的命题（定理 1.1 和 1.4），并体会这个游戏有多少内容只能靠搜索发现。
single-delete-nim-rule-12 = 提问
single-delete-nim-rule-13 = “在选择 k 之前：引擎会检验论文的哪些命题？你预计哪些会成立？”
single-delete-nim-rule-14 = 学生常见的猜想
single-delete-nim-rule-15 = “不论有几堆，只要每堆都是奇数，轮到走的一方就输。”
single-delete-nim-rule-16 = “每堆都是 2 枚：轮到走的一方总是输。”
single-delete-nim-rule-17 = “当且仅当所有堆的赋值都相同时为 P。”
single-delete-nim-rule-18 = 答案
single-delete-nim-page-2 =
    .aria-label = 学习单
single-delete-nim-handout-1 = 单删尼姆——学习单
single-delete-nim-handout-2 = <strong>规则。</strong>有若干堆筹码。轮到你时，先把一堆整个删去，再把另外某一堆分成两堆，每堆至少 1 枚。无法走步的一方输。<strong>P 局面</strong>是指在对方最佳应对下，轮到走的一方必输的局面；<strong>N 局面</strong>是指轮到走的一方获胜的局面。
single-delete-nim-handout-3 = 填表：两堆 <i>a</i> 和 <i>b</i>，P 还是 N？
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = 填表：二进制表示与赋值
single-delete-nim-handout-7 =
    .data-columns = n|n 的二进制|最右边的 1 之后 0 的个数（赋值）
single-delete-nim-handout-5 = 问题
`;
