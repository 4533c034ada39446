// The setting fields' labels in Arabic (see en.js).
export const ftl = String.raw`
field-f = دالة النقلة $f(x) =$
field-upto = الجدول حتى $N =$
field-kupto = الجدول حتى $S =$
field-n = العدد $N$ (بأي حجم، مثل {"\u2066"}10^18{"\u2069"})
field-pile = الكومة الأولى
field-max = النقلة الأولى: على الأكثر
field-theme = المظهر
field-lang = اللغة
field-pf = دالة النقلة $f(n, x) =$
field-t = الدورة $t$ [{"\u2066"}{ $min }–{ $max }{"\u2069"}]
field-pupto = الجداول حتى $n =$
field-pgame = اللعبة
field-bc = الحظر $c_i =$
field-bmin = خذ على الأقل $m_i =$
field-bmax = خذ على الأكثر $M_i =$
field-bupto = الكومات حتى $N$
field-bmoves = النقلات حتى $K$ [{"\u2066"}{ $min }–{ $max }{"\u2069"}]
field-kset = أو أي مجموعة طرح
field-tupto = قارن حتى $N =$
field-tn = العدد $N$ (أي عدد أقل من {"\u2066"}2^53{"\u2069"}، مثل {"\u2066"}10^15{"\u2069"})
field-gupto = الكومات حتى $N =$ [{"\u2066"}{ $min }–{ $max }{"\u2069"}]
field-grow = الكومات (من { $min } إلى { $max }، كل منها {"\u2066"}1–{ $pile }{"\u2069"})
field-dpiles = الكومات $k$ [{"\u2066"}{ $min }–{ $max }{"\u2069"}]
field-dmax = أكبر كومة $S$
field-dfix = الكومات الأخرى
field-dstart = البداية (من { $min } إلى { $max } كومات)
`;
