// Cut The Knot's sentences in Simplified Chinese (see en.js).
export const ftl = String.raw`
ck-because-win = 从 { $pile } 出发能获胜的最小取数不超过 { $x }，也就是你现在最多能取的数目。
ck-because-lose = 从 { $pile } 出发能获胜的最小取数是 { $g }，而你最多只能取 { $x }。
ck-look-one = { $pile } 本身就是 Schwenk 数 H 之一，所以它唯一的部分就是 { $pile }：把它和你可以取的 { $x } 比较。
ck-look = 用 Schwenk 数 H 写出 { $pile }，先取放得下的最大的数：{ $pile } = { $sum }。看它最小的部分（数位中最右边的 1）：把它和你可以取的 { $x } 比较。
ck-look-digits = 用 Schwenk 数 H 写出 { $pile }，先取放得下的最大的数：{ $pile } = { $sum }（数位 { $digits }）。看它最小的部分（数位中最右边的 1）：把它和你可以取的 { $x } 比较。
ck-look-no-rule = Schwenk 规则（取最小的部分）只有在 f 从不减小且 f(x) ≥ x 时才一定有效，对这个 f 引擎不能依靠它：引擎从较小的堆算起，求出从 { $pile } 出发能获胜的最小取数。把它和你可以取的 { $x } 比较。
ck-head-one = { $pile } 是 Schwenk 数 H 之一，所以它最小的部分就是 { $pile } 本身
ck-head = 用 Schwenk 数 H 写出：{ $pile } = { $sum }；最小的部分是 { $g }
ck-head-no-rule = 从 { $pile } 出发能获胜的最小取数是 { $g }
ck-lose = { $head }，比你可以取的 { $x } 还多：面对最佳应对，每一步都会输；{ $last }。
ck-take-all = { $head }，而你可以把 { $pile } 枚全部取走：全部取走就赢了。
ck-take-leaves-h = { $head }，所以取 { $g }。剩下 { $left }，它是 Schwenk 数 H 之一，而对手最多只能取 f({ $g }) = { $fg }，少于 { $gleft }：对他来说这是必败的一堆。
ck-take-leaves = { $head }，所以取 { $g }。剩下 { $left } = { $sum }，它最小的部分是 { $gleft }，而对手最多只能取 f({ $g }) = { $fg }，少于 { $gleft }：对他来说这是必败的一堆。
ck-take-leaves-no-rule = { $head }，所以取 { $g }。剩下 { $left }，从那里能获胜的最小取数是 { $gleft }，而对手最多只能取 f({ $g }) = { $fg }，少于 { $gleft }：对他来说这是必败的一堆。
ck-sub-p = 一个 P 局面（{ $rule }）
ck-sub-win = G({ $n }) = { $g } ≠ 0，所以你能赢：取 { $take }，留下 { $left }，{ $why }。对手无论怎么应对都会留下 G ≠ 0，而你又能回到 G = 0。
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0，所以我能赢：我取 { $take }，给你留下 { $left }，{ $why }。你无论怎么走都会留下 G ≠ 0，而我又能回到 G = 0。
ck-sub-because-win = { $n } 是 N 局面（G({ $n }) ≠ 0）。
ck-sub-because-lose = { $n } 是 P 局面（{ $rule }）。
ck-sub-structure-win = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = { $g }。必胜的一步走到 G = 0 的堆。
ck-sub-structure-win-minmax = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = { $g }。必胜的一步走到 G = 0 的堆（这里：模 { $cycle } 的余数小于 { $min } 的堆）。
ck-sub-structure-lose = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = 0，所以每一步都走到 G ≠ 0 的堆，对手从那里又能走回 G = 0。
ck-sub-structure-lose-minmax = 关键是 Grundy 值 G，即一步所能到达的各堆的 G 的 mex：G({ $n }) = 0，所以每一步都走到 G ≠ 0 的堆，对手从那里又能走回 G = 0（这里：模 { $cycle } 的余数小于 { $min } 的堆）。
ck-sub-lost = G({ $n }) = 0：每一步都留下 G ≠ 0 的堆
ck-sub-lost-minmax = G({ $n }) = 0（{ $rule }）：每一步都留下 G ≠ 0 的堆
ck-sub-lose = { $lost }，所以面对最佳应对你会输；走最小的一步，取 { $take }，能让对局继续下去。
ck-sub-lose-engine = { $lost }，所以面对你的最佳应对我会输；我走最小的一步，取 { $take }，让对局继续下去。
ck-sum-because-win = 各堆 Grundy 值的尼姆和不是 0。
ck-sum-because-lose = 各堆 Grundy 值的尼姆和是 0。
ck-sum-structure-win = 关键是各堆 Grundy 值 G(堆, 现在最多能取的数) 的尼姆和：{ $sum }。必胜的一步把某一堆的 G 变成 G ⊕ { $s }，使尼姆和变为 0：找一堆，它的 G 能变成这个值。
ck-sum-structure-lose = 关键是各堆 Grundy 值 G(堆, 现在最多能取的数) 的尼姆和：{ $sum }。任何一步都会改变某一堆的 G，使尼姆和不为 0，而对手又能把它变回 0。
ck-sum-win = 尼姆和 { $sum } ≠ 0，所以你能赢。从第 { $pile } 堆（G = { $g }）取 { $take }：它变成（{ $left }，最多取 f({ $take }) = { $fk }），G = { $target } = { $g } ⊕ { $s }，尼姆和变为 0——对手无论怎么应对都会让它重新不为 0。
ck-sum-win-engine = 尼姆和 { $sum } ≠ 0，所以我能赢。我从第 { $pile } 堆（G = { $g }）取 { $take }：它变成（{ $left }，最多取 f({ $take }) = { $fk }），G = { $target } = { $g } ⊕ { $s }，尼姆和变为 0——你无论怎么走都会让它重新不为 0。
ck-sum-lose = 尼姆和 { $sum }：每一步都会改变一个 G，使尼姆和不为 0，所以面对最佳应对你会输；从第 { $pile } 堆取 1 能让对局继续下去。
ck-sum-lose-engine = 尼姆和 { $sum }：每一步都会改变一个 G，使尼姆和不为 0，所以面对你的最佳应对我会输；我从第 { $pile } 堆取 1，让对局继续下去。
`;
