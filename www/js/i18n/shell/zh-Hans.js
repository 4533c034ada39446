// The playground's shell in Simplified Chinese (see en.js).
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

## 页头

skip-link = 跳到正文
tagline-move-fn = 一堆 <em>N</em> 枚筹码。第一步取 1 到给定最大值之间的枚数；
    对手取走 <em>k</em> 枚之后，下一位玩家最多可取 <em>f</em>(<em>k</em>) 枚。
    取走最后一枚筹码者获胜。
    <a data-l10n-name="paper">Holshouser、Reiter，<cite>One Pile Nim with Arbitrary Move Function</cite>，EJC 10 (2003) #N7</a>。
tagline-periodic = 一堆 <em>N</em> 枚筹码。对手从 <em>n</em> 枚的堆中取走 <em>x</em> 枚之后，
    你最多可取 <em>f</em>(<em>n</em>, <em>x</em>) 枚，其中 <em>f</em> 关于
    <em>n</em> 以 <em>t</em> 为周期重复。取走最后一枚筹码者获胜。
    <a data-l10n-name="paper">Holshouser、Reiter，<cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>，EJC 13 (2006) #N7</a>。
tagline-blocking = 一堆 <em>N</em> 枚筹码。第 <em>i</em> 步时，轮到的玩家取
    <em>m<sub>i</sub></em> 到 <em>M<sub>i</sub></em> 枚，但对手可以先禁止其中至多
    <em>c<sub>i</sub></em> 种取法。无法行动者输。
    <a data-l10n-name="paper">Flammenkamp、Holshouser、Reiter，<cite>Dynamic One-Pile Blocking Nim</cite>，EJC 10 (2003) #N4</a>。
tagline-cut-the-knot = Cut The Knot 小程序中的单堆游戏：取 <em>Min</em> 到
    <em>Max</em> 枚（或取一个集合中的任意数目），或者取除整堆以外的任意枚数，之后每步最多取
    <em>f</em>(上一步所取)。用 mex 规则求 Grundy 数、Schwenk 数列 <em>H</em>，以及游戏的和。
    A. Bogomolny，<cite>Single Pile Games</cite>，Cut The Knot (2002)；A. J. Schwenk，<cite>Take-Away Games</cite>，
    Fibonacci Quarterly 8 (1970) 225–234。
tagline-single-delete = <em>k</em> 堆筹码。每一步删去一整堆，并把
    另外一堆分成两个非空的堆，所以始终有 <em>k</em> 堆。无法行动者输。
    <a data-l10n-name="paper"><cite>Single-delete Nim</cite>，arXiv 2411.19453 (2024)</a>。
header-lessons = 课程
header-theme = 主题
theme-auto = 自动
theme-light = 浅色
theme-dark = 深色
theme-projector = 投影仪
header-language = 语言
language-auto = 浏览器语言
header-copy-link = 复制链接
copy-done = 链接已复制。
copy-manual = 请复制此链接：{ $link }
families-nav =
    .aria-label = 游戏类别
tab-move-fn = 取子函数 <i>f</i>(<i>x</i>)
tab-periodic = 周期函数 <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = 阻挡尼姆
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = 单删尼姆
loading-engine = 正在加载引擎…
loading-failed = 引擎无法加载：{ $reason }
section-failed = 此栏目无法加载：{ $reason }

## 页脚

footer-about = Nim Lab 的一切结果都由一个精确的引擎算出；它用 Rust 编写并编译为 WebAssembly，不会向任何地方发送数据。
    每个游戏和视图都可以放进课程网页：请看各部分中的<em>分享 / 嵌入</em>。
    数学文献：A. Holshouser、H. Reiter，“One Pile Nim with Arbitrary Move Function”，
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003)，#N7；A. Holshouser、H. Reiter，
    “Dynamic Single-Pile Nim Using Multiple Bases”，<cite>Electronic Journal of Combinatorics</cite> 13 (2006)，#N7；
    A. Flammenkamp、A. Holshouser、H. Reiter，“Dynamic One-Pile Blocking Nim”，<cite>Electronic Journal of Combinatorics</cite> 10 (2003)，#N4；
    A. Bogomolny，“Single Pile Games”，<cite>Cut The Knot</cite> (2002)；A. J. Schwenk，“Take-Away Games”，
    <cite>The Fibonacci Quarterly</cite> 8 (1970)，225–234；“Single-delete Nim”，arXiv 2411.19453 (2024)。

link-unusable = 链接中有部分内容无法使用，已改用默认值：
link-repeated = { $key } 在链接中出现了 { $count } 次；使用的值是 { $value }。
`;
