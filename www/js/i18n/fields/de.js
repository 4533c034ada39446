// The setting fields' labels in German (see en.js).
export const ftl = String.raw`
field-f = Zugfunktion $f(x) =$
field-upto = Tabelle bis $N =$
field-kupto = Tabelle bis $S =$
field-n = Zahl $N$ (beliebig groß, z. B. 10^18)
field-pile = Starthaufen
field-max = Erster Zug: höchstens
field-theme = Farbschema
field-lang = Sprache
field-pf = Zugfunktion $f(n, x) =$
field-t = Periode $t$ [{ $min }–{ $max }]
field-pupto = Tabellen bis $n =$
field-pgame = Spiel
field-bc = Sperren $c_i =$
field-bmin = Mindestens nehmen $m_i =$
field-bmax = Höchstens nehmen $M_i =$
field-bupto = Haufen bis $N$
field-bmoves = Züge bis $K$ [{ $min }–{ $max }]
field-kset = oder eine beliebige Subtraktionsmenge
field-tupto = Vergleichen bis $N =$
field-tn = Zahl $N$ (beliebig unter 2^53, z. B. 10^15)
field-gupto = Haufen bis $N =$ [{ $min }–{ $max }]
field-grow = Haufen ({ $min } bis { $max }, je 1–{ $pile })
field-dpiles = Haufen $k$ [{ $min }–{ $max }]
field-dmax = Größter Haufen $S$
field-dfix = Die übrigen Haufen
field-dstart = Start ({ $min } bis { $max } Haufen)
`;
