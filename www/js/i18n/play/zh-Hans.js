// The game-playing widgets' words in Simplified Chinese (see en.js).
export const ftl = String.raw`
## 术语表：固定术语，采用中小学数学的用语（与页面框架的目录一致）。

-pile = 堆
-counter = 筹码
-move = 一步
-engine = 引擎
-hint = 提示
-level = 难度

## 数字与列举

play-number = { $n }
play-list-comma = {"、"}
play-list-or = { $most }或{ $last }
play-takes-range = { $from } 到 { $to }

## 对弈区：按钮与菜单

play-game = 与引擎对弈
play-hint = 提示
play-more-hint = 更多提示
play-show-move = 显示这一步
play-undo = 悔棋
play-new-game = 新的一局
play-first = 谁先走
play-first-you = 你
play-first-engine = 引擎
play-level-menu = 引擎难度
play-level-perfect = 完美
play-level-good = 良好（偶尔出错）
play-level-beginner = 新手（大多随机）
play-keys = 按键
play-keys-title = 用键盘下棋（对局获得焦点时）：
play-key-tab = Tab
play-key-enter = Enter 或空格键
play-keys-tab = 先到各个走法（所有走法只占一个停靠点），再到按钮
play-keys-digits = 输入要取几枚（大堆可输入多位数），再按 Enter
play-keys-arrows = 在走法之间逐个移动（Home、End：第一个、最后一个）
play-keys-enter = 走出获得焦点的这一步
play-keys-hint = 提示（再按一次：更多提示）
play-keys-undo = 撤回你的上一步
play-keys-new = 新的一局
play-keys-help = 显示或隐藏这些按键
play-moves = 走法记录
play-log = 到目前为止的走法
play-log-empty = 还没有走法。

## 对弈区：状态栏

play-setting-up-game = 正在准备对局…
play-no-game = 没有对局：请修改设置。
play-pile = 堆：{ $pile } 枚
play-turn-engine = 轮到引擎
play-turn-you = 轮到你
play-you-win = 你赢了！
play-engine-wins = 引擎赢了。
play-you-took-last = 你取走了最后一枚筹码。
play-engine-took-last = 引擎取走了最后一枚筹码。
play-may-take = 可取 1 … { $max } 枚
play-may-take-capped = 可取 1 … { $max } 枚（上限 { $limit }，受堆的大小限制）
play-in-game = 游戏 { $game }

## 取子游戏：引擎的一步、提示、读屏软件读出的话

play-engine-took = 引擎取了 { $take } 枚。
play-hint-take = 提示：取 { $take } 枚。
play-said-engine-last = 我取了 { $take } 枚，取走了最后一枚筹码。
play-said-engine = 我取了 { $take } 枚，还剩 { $pile } 枚。你可以取 { $takes } 枚。
play-said-you-last = 你取了 { $take } 枚，取走了最后一枚筹码。
play-said-you = 你取了 { $take } 枚，还剩 { $pile } 枚。
play-undone = 你的上一步已撤回。

## 取子游戏的棋盘

play-again = 再来一局
play-setting-up = 正在准备…
play-engine-thinking = 引擎正在思考…
play-take-buttons =
    .aria-label = 要取几枚筹码
play-take-button =
    .aria-label = 取 { $take } 枚
play-take-field =
    .aria-label = 要取的筹码数，{ $from } 到 { $to }
play-take-label = 取（{ $from } … { $to }）：
play-take = 取
play-take-between = 请输入 { $from } 到 { $to } 之间的整数。
play-take-type = 请输入要取几枚筹码：一个整数。
play-counters = { $n } 枚筹码

## 走法记录

play-log-you = 你
play-log-engine = 引擎
play-log-you-took = 取了 { $take } 枚（堆 { $change }）
play-log-engine-took = 取了 { $take } 枚（堆 { $change }）
play-pile-change = { $before } → { $after }

## 对局记录

play-record = 对局记录：逐步回看
play-record-previous =
    .aria-label = 上一步
play-record-next =
    .aria-label = 下一步
play-record-at = 第 { $at } 步，共 { $moves } 步
play-record-after = 这一步之后：{ $position }
play-record-pile = 堆中剩 { $pile } 枚
play-record-copy = 复制为文本
play-record-save = 保存为文件
play-record-copied = 已复制。
play-record-copy-failed = 请选中文本后复制。
play-record-text =
    .aria-label = 对局的文本
play-record-first-you = 你先走；引擎的难度为“{ $level ->
        [perfect] 完美
        [good] 良好
        [beginner] 新手
       *[other] { $level }
    }”。
play-record-first-engine = 引擎先走；引擎的难度为“{ $level ->
        [perfect] 完美
        [good] 良好
        [beginner] 新手
       *[other] { $level }
    }”。

## 数值条（一个数列，逐页显示）

play-strip-previous =
    .aria-label = 上一页
play-strip-next =
    .aria-label = 下一页
play-strip-goto = 跳到
play-strip-goto-field =
    .aria-label = 跳到
play-strip-range = { $first } … { $last }（全部：{ $from } … { $to }）

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = 示例：
# The hidden button that makes Enter in a game's settings start that game.
play-start = 开始

## 耗时的计算与字段中的错误值

play-cancel = 取消
play-still-showing = 下面的结果仍是 { $what } 的结果。
play-start-pile = 起始堆
play-try = 试试：
`;
