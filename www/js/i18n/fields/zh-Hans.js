// The setting fields' labels in Simplified Chinese (see en.js).
export const ftl = String.raw`
field-f = 取子函数 $f(x) =$
field-upto = 表格至 $N =$
field-kupto = 表格至 $S =$
field-n = 数 $N$（任意大小，例如 10^18）
field-pile = 初始堆
field-max = 第一步：最多取
field-theme = 主题
field-lang = 语言
field-pf = 取子函数 $f(n, x) =$
field-t = 周期 $t$ [{ $min }–{ $max }]
field-pupto = 各表至 $n =$
field-pgame = 游戏
field-bc = 封锁数 $c_i =$
field-bmin = 至少取 $m_i =$
field-bmax = 至多取 $M_i =$
field-bupto = 堆至 $N$
field-bmoves = 步数至 $K$ [{ $min }–{ $max }]
field-kset = 或任意减法集
field-tupto = 比较至 $N =$
field-tn = 数 $N$（小于 2^53 的任意数，例如 10^15）
field-gupto = 堆至 $N =$ [{ $min }–{ $max }]
field-grow = 各堆（{ $min } 至 { $max } 堆，每堆 1–{ $pile }）
field-dpiles = 堆数 $k$ [{ $min }–{ $max }]
field-dmax = 最大堆 $S$
field-dfix = 其余各堆
field-dstart = 开局（{ $min } 至 { $max } 堆）
`;
