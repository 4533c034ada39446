// Single-delete Nim's game's words in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
export const ftl = String.raw`
## المسرد: المصطلحات الثابتة بألفاظ الرياضيات المدرسية.

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

## الكومات بالنظام الثنائي وسبب النقلة (digits.js)

sds-binary-aligned = {"\u2066"}{ $piles }{"\u2069"} بالنظام الثنائي، مع محاذاة أقصى 1 إلى اليمين
sds-valuation-title = التقييم {"\u2066"}{ $v }{"\u2069"}: { $v ->
        [zero] لا أصفار
        [one] صفر واحد
        [two] صفران
        [few] { $v } أصفار
       *[other] { $v } صفرًا
    } بعد أقصى 1 إلى اليمين
sds-reason-search = البحث وجد هذه النقلة

## اللعبة: اللوحة

sds-board-region = نقلتك: احذف كومة واقسم أخرى
sds-board-caption = الكومات {"\u2066"}{ $piles }{"\u2069"}: القطع، ثم الأرقام الثنائية مع محاذاة أقصى 1 إلى اليمين
sds-pile = الكومة { $i }
sds-pile-counters = الكومة { $i }: { $n ->
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
       *[other] { $count } قطعة
    }
sds-pile-counters-deleted = الكومة { $i }: { $n ->
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
       *[other] { $count } قطعة
    }، ستُحذف
sds-bar-counters = { $n ->
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
       *[other] { $count } قطعة
    }
sds-split-input = اقسم الكومة { $i } ذات الـ { $count }: الجزء الأول
sds-split-after = اقسم بعد
sds-split-there = اقسم الكومة { $i } هنا
sds-split = اقسم
sds-gap-title = اقسم إلى {"\u2066"}{ $c } + { $d }{"\u2069"}
sds-gap-label = اقسم الكومة { $i } إلى {"\u2066"}{ $c } + { $d }{"\u2069"}
sds-to-split = هذه الكومة ستُقسم
sds-delete = احذف
sds-deleting = ستُحذف
sds-delete-label = احذف الكومة { $i } ({ $count })
sds-deleting-label = الكومة { $i } ستُحذف ({ $count })
sds-choose = اختر { $delete } على كومة، وفجوة بين قطعتين من كومة أخرى لتقسمها هناك.
sds-choose-delete = اختر كومة لتحذفها
sds-choice-delete = احذف { $count } (الكومة { $i })
sds-choice-split = اقسم { $count } إلى {"\u2066"}{ $x } + { $y }{"\u2069"}
sds-choose-split = اختر أين تقسم كومة أخرى
sds-your-move = نقلتك: { $first }، ثم { $second }.
sds-play-again = العب مجددًا
sds-playing = جارٍ لعب نقلتك…
sds-setting-up = جارٍ الإعداد…
sds-thinking = المحرّك يفكّر…
sds-clear = امسح

## كلمات اللعبة (games.js)

sds-game-hint = تلميح:{" "}
sds-game-hint-none = لا نقلة رابحة:{" "}
sds-game-piles = الكومات: {"\u2066"}{ $piles }{"\u2069"}
sds-game-engine = المحرّك:{" "}
sds-game-engine-moved = حذفتُ الكومة { $i } ({ $deleted }) وقسمتُ { $whole } إلى {"\u2066"}{ $a } + { $b }{"\u2069"}، فبقي {"\u2066"}({ $piles }){"\u2069"}.
sds-game-your-move = نقلتك: احذف كومة واقسم أخرى.
sds-game-you-moved = حذفتَ الكومة { $i } ({ $deleted }) وقسمتَ { $whole } إلى {"\u2066"}{ $a } + { $b }{"\u2069"}، فبقي {"\u2066"}({ $piles }){"\u2069"}.
sds-game-log-you = {" "}حذفتَ { $deleted } وقسمتَ { $whole } إلى {"\u2066"}{ $a } + { $b }{"\u2069"}:{" "}
sds-game-log-engine = {" "}حذف { $deleted } وقسم { $whole } إلى {"\u2066"}{ $a } + { $b }{"\u2069"}:{" "}
sds-game-engine-stuck = لا يستطيع المحرّك أن يلعب من {"\u2066"}{ $piles }{"\u2069"}.
sds-game-you-stuck = لا تستطيع أن تلعب من {"\u2066"}{ $piles }{"\u2069"}.
sds-game-then = { $first } { $second }
sds-keys-tab = الوصول إلى اللوحة (محطة واحدة لكل الكومات)، ثم الأزرار
sds-keys-digits = الانتقال إلى الكومة 1 … 8 (زر الحذف فيها، أو فجواتها بعد اختيار كومة)
sds-keys-arrows = التنقل على طول الكومة: زر الحذف فيها، ثم فجواتها (Home وEnd: الطرفان)
sds-keys-up-down = الانتقال إلى الكومة التي فوقها أو تحتها
sds-keys-enter = حذف الكومة، أو القسمة عند الفجوة، التي عليها التركيز
sds-keys-esc = مسح الاختيار
sds-keys-hint = تلميح
`;
