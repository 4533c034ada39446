// The game-playing widgets' words in Arabic (see en.js).
export const ftl = String.raw`
## المسرد: المصطلحات الثابتة بألفاظ الرياضيات المدرسية (كما في كتالوج الإطار).

-pile = كومة
-counter = قطعة
-move = نقلة
-engine = المحرّك
-hint = تلميح
-level = مستوى

## الأعداد والقوائم

play-number = { $n }
play-list-comma = {"، "}
play-list-or = { $most } أو { $last }
play-takes-range = من { $from } إلى { $to }

## اللاعب: الأزرار والقوائم

play-game = لعبة ضد المحرّك
play-hint = تلميح
play-more-hint = مزيد من التلميح
play-show-move = أظهر النقلة
play-undo = تراجع
play-new-game = لعبة جديدة
play-first = من يبدأ
play-first-you = أنت
play-first-engine = المحرّك
play-level-menu = مستوى المحرّك
play-level-perfect = مثالي
play-level-good = جيد (يخطئ أحيانًا)
play-level-beginner = مبتدئ (عشوائي في الغالب)
play-keys = المفاتيح
play-keys-title = العب بلوحة المفاتيح (ما دامت اللعبة في موضع التركيز):
play-key-tab = Tab
play-key-enter = Enter أو مفتاح المسافة
play-keys-tab = الوصول إلى النقلات (محطة واحدة لها كلها)، ثم إلى الأزرار
play-keys-digits = اكتب عدد القطع التي تأخذها (عدة أرقام للكومات الكبيرة)، ثم Enter
play-keys-arrows = الانتقال من نقلة إلى التي تليها (Home وEnd: الأولى والأخيرة)
play-keys-enter = العب النقلة التي في موضع التركيز
play-keys-hint = تلميح (مرة أخرى: المزيد منه)
play-keys-undo = تراجع عن نقلتك الأخيرة
play-keys-new = لعبة جديدة
play-keys-help = أظهر هذه المفاتيح أو أخفها
play-moves = النقلات
play-log = النقلات حتى الآن
play-log-empty = لا نقلات بعد.

## اللاعب: سطر الحالة

play-setting-up-game = جارٍ إعداد اللعبة…
play-no-game = لا توجد لعبة: صحّح الإعدادات.
play-pile = الكومة: { $pile }
play-turn-engine = دور المحرّك
play-turn-you = دورك
play-you-win = فزت!
play-engine-wins = فاز المحرّك.
play-you-took-last = أخذتَ القطعة الأخيرة.
play-engine-took-last = أخذ المحرّك القطعة الأخيرة.
play-may-take = يجوز أخذ 1 … { $max }
play-may-take-capped = يجوز أخذ 1 … { $max } (الحد { $limit }، وقد قيّده حجم الكومة)
play-in-game = اللعبة {"\u2066"}{ $game }{"\u2069"}

## ألعاب الأخذ: نقلة المحرّك، والتلميح، وما يسمعه قارئ الشاشة

play-engine-took = أخذ المحرّك { $take }.{" "}
play-hint-take = تلميح: خذ { $take }.{" "}
play-said-engine-last = أخذتُ { $take }، حتى القطعة الأخيرة.
play-said-engine = أخذتُ { $take }، { $pile ->
        [zero] فلم يبقَ شيء
        [one] فبقيت قطعة واحدة
        [two] فبقيت قطعتان
        [few] فبقيت { $pile } قطع
        [many] فبقيت { $pile } قطعة
       *[other] فبقيت { $pile } قطعة
    }. يجوز لك أن تأخذ { $takes }.
play-said-you-last = أخذتَ { $take }، حتى القطعة الأخيرة.
play-said-you = أخذتَ { $take }، { $pile ->
        [zero] فلم يبقَ شيء
        [one] فبقيت قطعة واحدة
        [two] فبقيت قطعتان
        [few] فبقيت { $pile } قطع
        [many] فبقيت { $pile } قطعة
       *[other] فبقيت { $pile } قطعة
    }.
play-undone = تم التراجع عن نقلتك الأخيرة.

## لوحة ألعاب الأخذ

play-again = العب مرة أخرى
play-setting-up = جارٍ الإعداد…
play-engine-thinking = المحرّك يفكّر…
play-take-buttons =
    .aria-label = كم قطعة تأخذ
play-take-button =
    .aria-label = خذ { $take }
play-take-field =
    .aria-label = عدد القطع التي تأخذها، من { $from } إلى { $to }
play-take-label = خذ ({ $from } … { $to }):
play-take = خذ
play-take-between = خذ عددًا صحيحًا من { $from } إلى { $to }.
play-take-type = اكتب عدد القطع التي تأخذها: عددًا صحيحًا.
play-counters = { $n ->
        [zero] لا قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $n } قطع
        [many] { $n } قطعة
       *[other] { $n } قطعة
    }

## سجل النقلات

play-log-you = أنت
play-log-engine = المحرّك
play-log-you-took = {" "}أخذتَ { $take } (الكومة { $change })
play-log-engine-took = {" "}أخذ { $take } (الكومة { $change })
play-pile-change = {"\u2066"}{ $before } → { $after }{"\u2069"}

## سجل اللعبة

play-record = سجل اللعبة: تصفّح النقلات واحدة واحدة
play-record-previous =
    .aria-label = النقلة السابقة
play-record-next =
    .aria-label = النقلة التالية
play-record-at = النقلة { $at } من { $moves }
play-record-after = بعدها: { $position }
play-record-pile = الكومة { $pile }
play-record-copy = انسخ نصًّا
play-record-save = احفظ في ملف
play-record-copied = تم النسخ.
play-record-copy-failed = حدّد النص وانسخه.
play-record-text =
    .aria-label = اللعبة نصًّا
play-record-first-you = بدأتَ أنت؛ ولعب المحرّك بمستوى «{ $level ->
        [perfect] مثالي
        [good] جيد
        [beginner] مبتدئ
       *[other] { $level }
    }».
play-record-first-engine = بدأ المحرّك؛ ولعب بمستوى «{ $level ->
        [perfect] مثالي
        [good] جيد
        [beginner] مبتدئ
       *[other] { $level }
    }».

## شريط القيم (متتالية، صفحة بعد صفحة)

play-strip-previous =
    .aria-label = الصفحة السابقة
play-strip-next =
    .aria-label = الصفحة التالية
play-strip-goto = انتقل إلى
play-strip-goto-field =
    .aria-label = انتقل إلى
play-strip-range = {"\u2066"}{ $first } … { $last }{"\u2069"} من {"\u2066"}{ $from } … { $to }{"\u2069"}

## A section's example chips and play card (widgets/setting-field.js's presetsGroup and playSection)

play-examples = أمثلة:
# The hidden button that makes Enter in a game's settings start that game.
play-start = ابدأ

## حساب طويل وقيمة خاطئة في حقل

play-cancel = إلغاء
play-still-showing = النتائج أدناه ما زالت نتائج { $what }.
play-start-pile = الكومة الابتدائية
play-try = جرّب:
`;
