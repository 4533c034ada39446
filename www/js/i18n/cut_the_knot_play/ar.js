// Cut The Knot's games' words in Arabic (see en.js).
// Maths stays left to right: each formula is isolated (U+2066…U+2069).
export const ftl = String.raw`
## المسرد: المصطلحات الثابتة كما في فهرس الواجهة.

-pile = كومة
-move = نقلة
-counter = قطعة
-base = أساس
-g-base = أساس g
-grundy-value = قيمة غراندي
-p-position = وضع P
-n-position = وضع N
-nim-sum = مجموع نيم
-engine = المحرّك
-hint = تلميح
-level = مستوى

## (ج) لوحة صف من الألعاب

cks-b-choose-pile = اختر كومة
cks-b-pile-label = الكومة { $i }: { $pile } قطعة، يجوز أخذ { $max } على الأكثر، قيمة غراندي { $g }
cks-b-pile-name = الكومة { $i }
cks-b-pile-max = خذ {"\u2066"}1 … { $max }{"\u2069"}
cks-b-pile-empty = فارغة
cks-b-pile-no-move = لا نقلة
cks-b-nim-sum = مجموع نيم:
cks-b-nim-sum-zero = — 0: يخسر اللاعب الذي عليه الدور أمام أفضل لعب.
cks-b-nim-sum-not-zero = — ليس 0: يستطيع اللاعب الذي عليه الدور أن يفوز.
cks-b-play-again = العب مجددًا
cks-b-setting-up = جارٍ الإعداد…
cks-b-thinking = المحرّك يفكّر…
cks-b-choose = اختر كومة، ثم كم تأخذ.
cks-b-take-button = خذ { $k } من الكومة { $i }
cks-b-take-bar = كم تأخذ من الكومة { $i }
cks-b-take-label = خذ من الكومة { $i }:
cks-b-take-input = عدد القطع المأخوذة من الكومة { $i }، من 1 إلى { $max }
cks-b-take-input-label = خذ من الكومة { $i } ({"\u2066"}1 … { $max }{"\u2069"}):
cks-b-take = خذ

## الألعاب: نهاية لعبة الطرح، ولوحة لعبة الأخذ، وصف الألعاب

ckp-digits-label =
    .aria-label = {"\u2066"}{ $n }{"\u2069"} بالأرقام {"\u2066"}{ $digits }{"\u2069"}، وH من الأكبر إلى الأصغر
ckp-flag-take = خذ
ckp-flag-taken = أُخذ
ckp-took-rightmost = { $who ->
    [you] أخذتَ
   *[engine] أخذ المحرّك
} { $take } من {"\u2066"}{ $sum }{"\u2069"} — وهو الـ 1 الأقصى يمينًا.
ckp-took-other = { $who ->
    [you] أخذتَ
   *[engine] أخذ المحرّك
} { $take } من {"\u2066"}{ $sum }{"\u2069"} — وليس الـ 1 الأقصى يمينًا.
ckp-before-region = الكومة قبل النقلة الأخيرة، بالأرقام
ckp-now = الآن {"\u2066"}{ $sum }{"\u2069"}
ckp-now-region = الكومة الآن، بالأرقام
ckp-may-take = يجوز أخذ { $takes }
ckp-no-move = لا نقلة ممكنة
ckp-cannot-move = { $who ->
    [engine] لا يستطيع المحرّك أن يلعب
   *[you] لا تستطيع أن تلعب
} من كومة فيها { $pile }.
ckp-said-engine-stuck = أخذتُ { $take }، ويبقى { $pile }: لا تستطيع أن تلعب.
ckp-said-you-stuck = أخذتَ { $take }، ويبقى { $pile }: لا أستطيع أن ألعب.
ckp-hint = تلميح: خذ { $take } من الكومة { $i }.{" "}
ckp-piles = الأكوام: { $piles }
ckp-engine-took = أخذ المحرّك { $take } من الكومة { $i }.{" "}
ckp-said-last = { $who ->
    [engine] أخذتُ
   *[you] أخذتَ
} { $take } من الكومة { $i }، وهي القطعة الأخيرة.
ckp-said-left = { $who ->
    [engine] أخذتُ
   *[you] أخذتَ
} { $take } من الكومة { $i }، ويبقى فيها { $left }. مجموع نيم {"\u2066"}{ $sum }{"\u2069"}.
ckp-said-emptied = { $who ->
    [engine] أخذتُ { $take } من الكومة { $i } فأفرغتُها.
   *[you] أخذتَ { $take } من الكومة { $i } فأفرغتَها.
} مجموع نيم {"\u2066"}{ $sum }{"\u2069"}.
ckp-log-took = {" "}{ $who ->
    [you] أخذتَ
   *[engine] أخذ
} { $take } من الكومة { $i } ({ $change })
`;
