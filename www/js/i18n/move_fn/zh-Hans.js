// The move-function engine's sentences in Simplified Chinese (see en.js).
export const ftl = String.raw`
mf-look-multi = 在 G_{ $game } 中，把 { $pile } 写成跨越各个基的成员链：{ $pile } = { $sum }。看它的最后一部分：它的 Θ 就是 g({ $pile })，拿来和你可以取的 { $x } 比较。
mf-look = 把 { $pile } 写成基 B_f 中的表示，先取能放下的最大成员：{ $pile } = { $sum }。看它最小的部分：{ $smallest }
mf-smallest-is-g = 这就是 g({ $n })，即从 { $n } 出发最小的必胜取法；把它和你可以取的 { $x } 比较。
mf-smallest-via-g0 = g({ $n }) 等于 g0({ $part })，即只由这一部分组成的一堆的最小必胜取法；把它和你可以取的 { $x } 比较。
mf-because-win = g({ $pile })，即从 { $pile } 出发最小的必胜取法，不超过 { $x }，也就是你现在最多能取的数目。
mf-because-lose = 从 { $pile } 出发最小的必胜取法是 g({ $pile }) = { $g }，而你最多只能取 { $x }。
mf-take-all = { $rep }，所以 g({ $pile }) = { $pile }：把 { $pile } 枚全部取走就赢了。
mf-take-g = { $rep }，所以 g({ $pile }) = { $g } ≤ { $x }：取 { $g } 枚。剩下 { $left } 枚，接下来最多只能取 { $fname } = { $fg } 枚，但从 { $left } 获胜至少要取 g({ $left }) = { $gleft } 枚。
mf-lose = { $rep }，所以 g({ $pile }) = { $g } > { $x }：面对最佳应对，每一步都会输；{ $last }。
mf-longest-loss = 取 { $take } 枚能让对局拖得最久（在最佳应对下还要走 { $moves ->
       *[other] { $moves } 步
    }）
mf-longest-loss-huge = 取 1 枚（这么大的堆没有存活表）
mf-digits = 用 B_f 的数位写出 { $pile }（{ $members }）：{ $pile } 写作 { $digits }。看最右边的 1，即最小的部分：{ $smallest }
mf-digits-schwenk = 用 B_f 的数位写出 { $pile }，对这个 f 而言 B_f 就是 Schwenk 数列 H（{ $members }）：{ $pile } 写作 { $digits }。看最右边的 1，即最小的部分：{ $smallest }
mf-rep = 在 B_f 中 { $n } = { $sum }；它最小的部分是 { $smallest }
mf-rep-g0 = 在 B_f 中 { $n } = { $sum }；它最小的部分 { $smallest } 满足 g0({ $smallest }) = { $g0 }
mf-rep-multi = 在 G_{ $game } 中：{ $n } = { $sum }；最后一部分 { $part } 是 B_{ $base } 的成员，其 Θ = { $theta }
`;
