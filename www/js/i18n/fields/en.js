// The setting fields' labels in English: exactly the engine's table LABELS of src/spec/form.rs
// (a Rust test compares). $…$ is maths, […] a small note (widgets/setting-field.js draws
// them); the limits come as text (maths as written).
export const ftl = String.raw`
field-f = Move function $f(x) =$
field-upto = Table up to $N =$
field-kupto = Table up to $S =$
field-n = Number $N$ (any size, e.g. 10^18)
field-pile = Start pile
field-max = First move: at most
field-theme = Theme
field-lang = Language
field-pf = Move function $f(n, x) =$
field-t = Period $t$ [{ $min }–{ $max }]
field-pupto = Tables up to $n =$
field-pgame = Game
field-bc = Blocks $c_i =$
field-bmin = Take at least $m_i =$
field-bmax = Take at most $M_i =$
field-bupto = Piles up to $N$
field-bmoves = Moves up to $K$ [{ $min }–{ $max }]
field-kset = or any subtraction set
field-tupto = Compare up to $N =$
field-tn = Number $N$ (any size below 2^53, e.g. 10^15)
field-gupto = Piles up to $N =$ [{ $min }–{ $max }]
field-grow = Piles ({ $min } to { $max }, each 1–{ $pile })
field-dpiles = Piles $k$ [{ $min }–{ $max }]
field-dmax = Largest pile $S$
field-dfix = The other piles
field-dstart = Start ({ $min } to { $max } piles)
`;
