// The blocking-Nim engine's sentences in Simplified Chinese (see en.js).
export const ftl = String.raw`
bn-list-none = 无
bn-list-one = { $a }
bn-list-and = { $rest } 和 { $last }
bn-list-or = { $rest } 或 { $last }
bn-list-long-and = { $first }, … 和 { $last }（共 { $count } 个）
bn-list-long-or = { $first }, … 或 { $last }（共 { $count } 个）
bn-end-small = 堆中只有 { $pile } 枚，少于 m_{ $i } = { $m }：无法行动
bn-end-all-forbidden = 第 { $k } 步的所有取法都被禁止了：轮到的玩家无法行动
bn-theorem-safe = 定理 1：第 { $k } 步时，{ $pile } 位于安全区间 { $interval } 内
bn-theorem-unsafe = 定理 1：第 { $k } 步时，{ $pile } 位于不安全区间 { $interval } 内
bn-theorem-off = 定理 1 的公式在这里给出不同的结论：它在这里不适用
bn-block-none = 第 { $k } 步你没有能获胜的取法：每种取法留下的堆在第 { $next } 步都不安全（我会赢）。
bn-block-all = 取 { $wins } 枚能让你获胜（留下的堆在第 { $next } 步是安全的）。我可以禁止 c_{ $i } = { $c } 种取法，所以{ $n ->
        [1] 我禁止了这种取法
       *[other] 这 { $n } 种取法我全部禁止
    }：你现在无论取多少都会输。
bn-block-few = 你有 { $n } 种必胜取法（{ $wins }），而我只能禁止 c_{ $i } = { $c } 种：你仍然有必胜的一步。
bn-block-also = { $why }我还禁止了 { $filler }（最小的几种取法），以缩短对局。
bn-forbid-verdict-free = 从这里你可以赢：引擎能走的每一步都无法获胜，所以你最多可以禁止 { $c } 种取法，照样能赢。
bn-forbid-verdict-win = 从这里你可以赢：引擎只有 { $n } 种必胜取法，而你最多可以禁止 { $c } 种。
bn-forbid-verdict-lose = 只要引擎走出最佳应对，无论你禁止什么，它都能从这里获胜：它有 { $n } 种必胜取法，而你最多只能禁止 { $c } 种。
bn-forbid-structure = 关键在于：如果必须从某个堆行动的一方在最佳应对下会输，这个堆就是安全的。引擎将取 { $from } 到 { $to } 枚，留下 { $low } 到 { $high } 枚；第 { $next } 步轮到你时，{ $n ->
        [0] 其中没有一个是安全的
        [1] 其中只有 { $safe } 是安全的
       *[other] 其中 { $safe } 是安全的
    }。留下安全堆的取法会让引擎获胜：{ $n ->
        [0] 没有这样的取法
       *[other] 即取 { $wins } 枚
    }。
bn-forbid-any = 禁止什么都行，也可以什么都不禁止：引擎的每种取法都会给你留下一个你能赢的堆。
bn-forbid-all = 禁止 { $forbid }：这样引擎剩下的每种取法都会给你留下一个你能赢的堆。
bn-forbid-some = 禁止 { $forbid }：引擎仍有 { $n } 种必胜取法（{ $left }），但它得{ $n ->
        [1] 找到这一种
       *[other] 找到其中一种
    }才行。
bn-because-win = 有一种允许的取法能留下第 { $next } 步时安全的堆，在那里轮到的玩家会输。
bn-because-lose = 没有任何允许的取法能留下第 { $next } 步时安全的堆。
bn-reached-none = 其中没有一个是安全的
bn-reached-one = 其中 { $safe } 是安全的
bn-reached-some = 其中 { $safe } 是安全的
bn-reached-many = 其中有 { $n } 个是安全的（{ $first }, …）
bn-forbidden-nothing = 第 { $k } 步不能禁止任何取法。
bn-forbade-none = 你的对手最多可以禁止 c_{ $i } = { $c } 种取法，但一种也没有禁止。
bn-forbade = 你的对手最多可以禁止 c_{ $i } = { $c } 种取法，他禁止了 { $blocked }。
bn-structure = 关键是第 { $next } 步时安全的堆：在那里轮到的玩家会输，因为他无法行动，或者他的必胜取法不多于你届时可以禁止的数目（c_{ $i } = { $c }）。取 { $from } 到 { $to } 枚会留下 { $low } 到 { $high } 枚，{ $reached }。{ $forbidden }
bn-after-stuck = 在那里轮到的玩家无法行动（不足 m_{ $i } = { $m } 枚）
bn-after-blocked = 在那里轮到的玩家最多有 c_{ $i } = { $c } 种必胜取法，而对手会把它们全部禁止
bn-take-win = 取 { $x } 枚：留下 { $pile } 枚，这个堆在第 { $next } 步是安全的——{ $after }。
bn-take-win-theorem = 取 { $x } 枚：留下 { $pile } 枚，这个堆在第 { $next } 步是安全的（{ $theorem }）——{ $after }。
bn-i-take-win = 我取 { $x } 枚：留下 { $pile } 枚，这个堆在第 { $next } 步是安全的——{ $after }。
bn-i-take-win-theorem = 我取 { $x } 枚：留下 { $pile } 枚，这个堆在第 { $next } 步是安全的（{ $theorem }）——{ $after }。
bn-take-lose = 没有能获胜的允许取法：{ $allowed } 中的每一种都会留下第 { $next } 步时不安全的堆。取 { $x } 枚能让最多的筹码留在局中。
bn-i-take-lose = 没有能获胜的允许取法：{ $allowed } 中的每一种都会留下第 { $next } 步时不安全的堆。我取 { $x } 枚，让最多的筹码留在局中，等待对手失误。
bn-you-forbade = 你禁止了 { $blocked }。{ $why }
`;
