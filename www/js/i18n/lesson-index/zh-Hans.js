// The words of the lesson page index.html in Simplified Chinese (see en.js).
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

index-head-1 = 课程 — Nim Lab
index-page-1 = 跳到课程列表
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = 语言
index-head-6 = 浏览器语言
index-head-3 = 课程
index-head-4 = 每节课都是一个简短的页面，可以全班一起学，也可以独自完成：先玩，观察谁会赢，做出预测，让引擎检验预测并解释原因，找出策略，然后改变规则，看看哪些结论依然成立。每节课都附有教师提示和可打印的学习单，可以通过链接分享，也可以整页嵌入课程网页（用一个指向其地址的 <code>&lt;iframe&gt;</code>）。每张卡片都注明本课适合的年龄、所需时间，以及学生需要预先掌握的知识。
index-page-2 = <a data-l10n-name="link1">斐波那契尼姆与取子函数游戏</a>
index-page-3 = 必败的堆、最小制胜取数、把堆写成斐波那契数之和的策略、其他规则，以及由引擎检验的一个已发表的猜想。（Holshouser &amp; Reiter 2003）
index-page-4 = 年龄
index-page-5 = 12–14 岁及以上（第 1–5 步）；第 6 步适合年龄较大或特别感兴趣的学生
index-page-6 = 时间
index-page-7 = 一节 45 分钟的课（第 1–4 步），加上第 5、6 步则需两节
index-page-8 = 预备知识
index-page-9 = 整数的加法和乘以 2；不需要博弈论——用到的术语页面上都有解释
index-page-10 = <a data-l10n-name="link1">周期规则与多个基</a>
index-page-11 = 当允许的取法还取决于堆的大小时：多个游戏，各有一个基，以及论文中的例 2。（Holshouser &amp; Reiter 2006）
index-page-12 = 年龄
index-page-13 = 15–18 岁
index-page-14 = 时间
index-page-15 = 两节 45 分钟的课
index-page-16 = 预备知识
index-page-17 = 先学完斐波那契尼姆一课；奇数与偶数，以及余数（“17 除以 5 余 2”）；会读表格
index-page-18 = <a data-l10n-name="link1">阻挡尼姆</a>
index-page-19 = 对手可以禁止你的某些取法：逐步找出安全的堆、安全连续段所在的位置（论文的定理 1），以及论文摘要中一个被引擎发现不成立的论断。（Flammenkamp, Holshouser &amp; Reiter 2003）
index-page-20 = 年龄
index-page-21 = 13–16 岁（第 1–3 步）；第 4–6 步适合 15 岁及以上
index-page-22 = 时间
index-page-23 = 第 1–3 步用一节 45 分钟的课，定理和论文的论断再用一节
index-page-24 = 预备知识
index-page-25 = 加法和减法；会读简单的数表；能一步一步仔细地玩游戏
index-page-26 = <a data-l10n-name="link1">Cut The Knot 的单堆游戏</a>
index-page-27 = 带 Min 和 Max 的单堆游戏、Schwenk 序列与“去掉最右边的 1”、Grundy 值，以及用尼姆和来玩的多堆之和。（Bogomolny 2002；Schwenk 1970）
index-page-28 = 年龄
index-page-29 = 14–17 岁
index-page-30 = 时间
index-page-31 = 两节 45 分钟的课
index-page-32 = 预备知识
index-page-33 = 余数（“17 除以 5 余 2”）；第 6 步需要用二进制写数（2 的幂）——其余内容页面会讲解
index-page-34 = <a data-l10n-name="link1">单删尼姆</a>
index-page-35 = 删去一堆，分开另一堆：两堆、三堆、用搜索处理四堆，以及一个不成立的观察。（arXiv 2411.19453）
index-page-36 = 年龄
index-page-37 = 13–16 岁（第 1–3 步）；第 4–7 步适合 15 岁及以上
index-page-38 = 时间
index-page-39 = 两堆用一节 45 分钟的课，三堆及以上再加一节
index-page-40 = 预备知识
index-page-41 = 奇数与偶数；三堆时需要用二进制写数
index-page-42 = 教师专用：把课程放进你的课程成绩册（Moodle、Canvas、Blackboard、Brightspace、cmi5）
index-page-43 = 每节课还提供可供学习平台导入的课件包。从平台启动时，课程会向成绩册报告结果；以其他方式打开时，它和在本网站上一样运行，不发送任何数据。
index-page-44 = 选择哪个文件
index-page-45 = <strong>SCORM 1.2</strong>——兼容性最广：除非需要更多功能，就选它。
index-page-46 = <strong>SCORM 2004</strong>——报告完成情况，并单独报告通过或未通过。
index-page-47 = <strong>cmi5</strong>——适用于带有 xAPI 学习记录存储（cmi5 播放器）的平台。
index-page-48 = 下载
index-page-49 = 文件按课程页面命名，位于构建好的网站中本 <code>lessons/</code> 文件夹旁边的 <code>lms/</code> 文件夹里（运行 <code>./build.sh dist</code> 后为 <code>dist/lms/</code>；它们不在 <code>nimlab-dist.zip</code> 中）。请原样上传 zip 文件，不要解压。
index-page-66 = 每个课程包只有一种语言：下面的链接给出的是本页当前显示语言的课程包（可在顶部的“语言”菜单中另选）。英文课程包位于 <code>lms/scorm12/</code>、<code>lms/scorm2004/</code> 和 <code>lms/cmi5/</code>；其他语言的课程包分别位于其中以语言代码命名的文件夹里，例如西班牙语的 <code>lms/scorm12/es/fibonacci-nim.zip</code>。
index-page-50 = 斐波那契尼姆与取子函数游戏（<code>fibonacci-nim.zip</code>）：<a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = 周期规则与多个基（<code>periodic-bases.zip</code>）：<a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = 阻挡尼姆（<code>blocking-nim.zip</code>）：<a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = Cut The Knot 的单堆游戏（<code>cut-the-knot.zip</code>）：<a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = 单删尼姆（<code>single-delete-nim.zip</code>）：<a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = 全部五节课合为一门课程，含五个活动（<code>nim-lab-lessons.zip</code>）：<a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = 添加方法
index-page-57 = <strong>Moodle</strong>：<em>添加活动或资源</em> → <em>SCORM 课件</em>，并把 zip 文件作为课件包文件。在<em>成绩</em>下，评分方法选<em>最高分</em>即得到本课的分数（对于五节课的 zip，选<em>平均分</em>或<em>学习对象</em>，即完成或通过的课数）。在<em>尝试管理</em>下，把<em>强制新尝试</em>保持为“否”：学生离开后再回来，会回到同一次尝试的同一步。
index-page-58 = <strong>Canvas、Blackboard、Brightspace</strong>：把 zip 作为 SCORM 包导入（Canvas：使用其 SCORM 工具，需学校先启用；Blackboard：<em>内容包（SCORM）</em>；Brightspace：“内容”中的 SCORM 对象）。导入后它会成为成绩册中单独一列的项目。
index-page-59 = <strong>cmi5 播放器</strong>：上传 cmi5 的 zip（内含 <code>cmi5.xml</code>）；播放器会带着其学习记录存储的地址启动课程。
index-page-60 = 成绩册收到的内容
index-page-61 = <strong>状态</strong>：首次启动时为未完成；所有步骤都显示过后为已完成；按 80 分的掌握分数判定通过或未通过（SCORM 1.2 只有一个状态：所有步骤显示过后，它显示通过或未通过；SCORM 2004 和 cmi5 分别报告完成情况与是否成功）。
index-page-62 = <strong>分数</strong>，0–100：第一次点“检查”就答对的题目所占的比例；不用提示战胜引擎的挑战也算作一题。
index-page-63 = <strong>每个答案</strong>，作为一次交互记录：题目名称（<code>lose-8</code>，…）、所给答案、对或错（点“显示答案”之后给出的答案不算对）、时间；挑战记为 <code>won</code>、<code>lost</code> 或 <code>won-with-hints</code>。
index-page-64 = <strong>继续学习</strong>：已到达的步骤和已给出的答案，下次启动时会再次显示。
index-page-65 = 每种标准写入的数据元素列在 Nim Lab 的 README 中的“Lessons in a gradebook (SCORM, cmi5)”一节，并附有 SCORM 运行环境在一节课后读回内容的截图（<code>docs/lms-gradebook-scorm12.png</code>，<code>docs/lms-gradebook-scorm2004.png</code>）。
`;
