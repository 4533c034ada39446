// Blocking Nim's game's words in Simplified Chinese (see en.js).
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

## 与引擎对弈：棋盘

bns-board-again = 再玩一局
bns-board-setting-up = 正在准备…
bns-board-engine-forbidding = 引擎正在选择要禁止的取法…
bns-board-engine-thinking = 引擎正在思考…
bns-board-chip-forbidden = { $x }：已被引擎禁止
bns-board-forbidden-title = 已被引擎禁止
bns-board-chip-take = 取 { $x }
bns-board-chip-take-winning = 取 { $x }（必胜取法）
bns-board-take-chips = 取多少枚筹码
bns-board-take-input = 要取的筹码数，{ $from } 到 { $to }，不能是被禁止的数
bns-board-take-label = 取（{ $range }）：
bns-board-take = 取
bns-board-forbidden = 已禁止：{ $list }
bns-board-forbidden-none = 没有被禁止的取法。
bns-board-chip-forbid = 禁止 { $x }
bns-board-chip-forbid-advised = 禁止 { $x }（提示的建议）
bns-board-block-help = 引擎将取 { $range }。请从它的取法中选择至多 { $c } 种加以禁止：
bns-board-block-chips = 要禁止引擎的取法
bns-board-block-count = 已用 { $used } / { $c } 次禁止{ $count ->
       *[other] {""}
    }
bns-board-block-input = 要禁止的取法，至多 { $c } 种，用逗号分隔
bns-board-block-label = 在 { $range } 中禁止至多 { $c } 种（用逗号分隔）：
bns-board-go = 让引擎行动
bns-board-take-error = 请输入要取的筹码数：一个整数。
bns-board-list-error = 请输入要禁止的整数列表，例如 5, 8, 9。

## 取法的列表与范围

bns-list-and = { $rest } 和 { $last }
bns-list-or = { $rest } 或 { $last }
bns-allowed-nothing = 无
bns-allowed-range = { $from } 到 { $to }
bns-allowed-except = { $from } 到 { $to }，{ $list } 除外
bns-range-nothing = 无可取

## 对局中的文字（games.js）

bns-game-status = {" "}· 第 { $move } 步：取 { $range }{ $blocks ->
        [none] ，这一步没有禁止
       *[some] ，最多可禁止 { $c } 种
    }
bns-game-hint-forbid = 提示：禁止 { $list }。
bns-game-hint-forbid-nothing = 提示：什么都不禁止。
bns-game-hint-lose = 提示：每种允许的取法都会输。
bns-game-hint-take = 提示：取 { $take }。
bns-game-engine-forbids = 引擎禁止 { $list }。
bns-game-engine-forbids-nothing = 引擎什么都没禁止。
bns-game-engine-took = 引擎取了 { $take }。
bns-game-you-forbid = 你禁止 { $list }。
bns-game-you-forbid-nothing = 你什么都没禁止。
bns-game-i-forbid = 我禁止 { $list }。
bns-game-i-forbid-nothing = 我什么都不禁止。
bns-game-you-may-take = 你可以取 { $takes }。
bns-game-you-took = 你取了 { $take }，还剩 { $pile }。
bns-game-i-took = 我取了 { $take }，还剩 { $pile }。
bns-game-forbid-then = 请从引擎的取法（{ $range }）中禁止至多 { $c } 种，然后让它行动。
bns-game-then = { $first }{ $second }
bns-game-sentence = { $text }。
bns-game-log-move = 第 { $move } 步：
bns-game-log-engine-forbade = {" "}· 引擎此前禁止了 { $list }
bns-game-log-you-forbade = {" "}· 你此前禁止了 { $list }
bns-game-log-none = {" "}· 没有禁止任何取法
`;
