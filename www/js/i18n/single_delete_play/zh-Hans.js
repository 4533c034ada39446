// Single-delete Nim's game's words in Simplified Chinese (see en.js).
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

## 各堆的二进制写法与一步的理由（digits.js）

sds-binary-aligned = { $piles } 的二进制，最右边的 1 对齐
sds-valuation-title = { $v ->
       *[other] 赋值 { $v }：最右边的 1 之后有 { $v } 个 0
    }
sds-reason-search = 这一步是搜索找到的

## 对局：棋盘

sds-board-region = 轮到你：删去一堆并分开另一堆
sds-board-caption = 各堆 { $piles }：先是筹码，然后是最右边的 1 对齐的二进制数字
sds-pile = 第 { $i } 堆
sds-pile-counters = { $n ->
       *[other] 第 { $i } 堆：{ $count } 个筹码
    }
sds-pile-counters-deleted = { $n ->
       *[other] 第 { $i } 堆：{ $count } 个筹码，将被删去
    }
sds-bar-counters = { $n ->
       *[other] { $count } 个筹码
    }
sds-split-input = 分开第 { $i } 堆（{ $count }）：第一部分
sds-split-after = 分开于第几个之后
sds-split-there = 在此处分开第 { $i } 堆
sds-split = 分开
sds-gap-title = 分成 { $c } + { $d }
sds-gap-label = 把第 { $i } 堆分成 { $c } + { $d }
sds-to-split = 这一堆将被分开
sds-delete = 删去
sds-deleting = 将删去
sds-delete-label = 删去第 { $i } 堆（{ $count }）
sds-deleting-label = 将删去第 { $i } 堆（{ $count }）
sds-choose = 在一堆上选择 { $delete }，并在另一堆两个筹码之间选一个空隙，从那里把它分开。
sds-choose-delete = 选择要删去的一堆
sds-choice-delete = 删去 { $count }（第 { $i } 堆）
sds-choice-split = 把 { $count } 分成 { $x } + { $y }
sds-choose-split = 选择在哪里分开另一堆
sds-your-move = 你的一步：{ $first }，然后{ $second }。
sds-play-again = 再来一局
sds-playing = 正在走你的这一步…
sds-setting-up = 准备中…
sds-thinking = 引擎正在思考…
sds-clear = 清除

## 对局中的文字（games.js）

sds-game-hint = 提示：
sds-game-hint-none = 没有必胜的一步：
sds-game-piles = 各堆：{ $piles }
sds-game-engine = 引擎：
sds-game-engine-moved = 我删去了第 { $i } 堆（{ $deleted }），并把 { $whole } 分成 { $a } + { $b }，剩下（{ $piles }）。
sds-game-your-move = 轮到你：删去一堆并分开另一堆。
sds-game-you-moved = 你删去了第 { $i } 堆（{ $deleted }），并把 { $whole } 分成 { $a } + { $b }，剩下（{ $piles }）。
sds-game-log-you = 删去了 { $deleted }，并把 { $whole } 分成 { $a } + { $b }：
sds-game-log-engine = 删去了 { $deleted }，并把 { $whole } 分成 { $a } + { $b }：
sds-game-engine-stuck = 引擎无法从 { $piles } 走下一步。
sds-game-you-stuck = 你无法从 { $piles } 走下一步。
sds-game-then = { $first }{ $second }
sds-keys-tab = 到达棋盘（所有堆只占一个停靠点），然后是各个按钮
sds-keys-digits = 转到第 1 … 8 堆（它的“删去”按钮；选定一堆后则是它的空隙）
sds-keys-arrows = 沿一堆移动：先是它的“删去”按钮，然后是它的空隙（Home、End：两端）
sds-keys-up-down = 转到上面或下面的一堆
sds-keys-enter = 删去有焦点的堆，或在有焦点的空隙处分开
sds-keys-esc = 清除选择
sds-keys-hint = 提示
`;
