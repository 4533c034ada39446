// The move-function section's words in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
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

## بطاقات القسم

mfs-doc-title = Nim Lab — ألعاب الأخذ من كومة واحدة
mfs-fn-title = دالة النقلة
mfs-presets-group =
    .aria-label = أمثلة على دوال النقلة
mfs-theorem-title = التحقق من المبرهنة الرئيسية
mfs-table-title = أصغر نقلة رابحة <span class="math">g(N)</span>
mfs-results-for = لـ
mfs-table-explain = من كومة فيها <i>N</i> قطعة تربح إذا وفقط إذا كان مسموحًا لك أن تأخذ {"\u2066"}<i>g</i>(<i>N</i>){"\u2069"} قطعة على الأقل:
    وعندئذ يكون أخذ {"\u2066"}<i>g</i>(<i>N</i>){"\u2069"} نقلة رابحة.
mfs-legend-base = <i>N</i> ينتمي إلى الأساس {"\u2066"}<i>B<sub>f</sub></i>{"\u2069"}
mfs-plot-title = منحنى {"\u2066"}<span class="math">g(N)</span>{"\u2069"}
mfs-base-title = أساس g {"\u2066"}<span class="math">B<sub>f</sub></span>{"\u2069"} و{"\u2066"}<span class="math">g<sub>0</sub></span>{"\u2069"}
mfs-repr-title = تمثيل <span class="math">N</span> في الأساس
mfs-repr-explain = اكتب <i>N</i> بطريقة جشعة مجموعًا لأعضاء من الأساس (الأكبر أولًا، كما في تمثيل زيكندورف
    بأعداد فيبوناتشي). أصغر الأجزاء هو النقلة الرابحة.
mfs-repr-quick =
    .aria-label = قيم مقترحة لـ N
mfs-try = جرّب:
mfs-repr-empty = أدخل عددًا صحيحًا {"\u2066"}N ≥ 1{"\u2069"}.
mfs-play-title = العب ضد المحرّك
mfs-start-pile = كومة البداية
mfs-first-move = النقلة الأولى
mfs-f-read = تُقرأ {"\u2066"}{ $f }{"\u2069"} — لا يمكن إثبات أنها غير متناقصة
mfs-f-read-monotone = تُقرأ {"\u2066"}{ $f }{"\u2069"} — غير متناقصة (مُثبت من صيغتها)
mfs-still-showing = النتائج أدناه لا تزال نتائج {"\u2066"}{ $f }{"\u2069"}.

## ملاحظات الأمثلة

mfs-note-fibonacci = نيم فيبوناتشي
mfs-note-powers = قوى العدد 2
mfs-note-not-monotone = غير رتيبة
mfs-note-g-bounded = g محدودة
mfs-note-bounded = محدودة
mfs-example-or = {"\u2066"}{ $a }{"\u2069"} أو {"\u2066"}{ $b }{"\u2069"}
mfs-example-but = {"\u2066"}{ $a }{"\u2069"}، لكن {"\u2066"}{ $b }{"\u2069"}

## التحليل: التقدّم والإلغاء والإخفاق

mfs-progress-label = جارٍ حساب {"\u2066"}g(N){"\u2069"}
mfs-progress = جارٍ حساب {"\u2066"}g(N){"\u2069"} لكل {"\u2066"}N ≤ { $upto }{"\u2069"} { $where ->
        [worker] في الخلفية
       *[page] في هذه الصفحة
    }: { $pct }٪
mfs-cancel = إلغاء
mfs-cancelled = أُلغي.
mfs-cancelled-showing = أُلغي. ما زالت المعروضة نتائج {"\u2066"}{ $f }{"\u2069"} لكل {"\u2066"}N ≤ { $upto }{"\u2069"}.
mfs-failure = تعذّر حساب g لـ {"\u2066"}{ $f }{"\u2069"} حتى { $upto }: { $message }

## لافتة الحكم

mfs-theorem-holds = المبرهنة الرئيسية صحيحة على {"\u2066"}1 … { $upto }{"\u2069"}: {"\u2066"}g(N) = g₀(N){"\u2069"} لكل N
mfs-theorem-fails-at = المبرهنة الرئيسية تخفق أول مرة عند {"\u2066"}N = { $n }{"\u2069"}
mfs-theorem-fails = المبرهنة الرئيسية تخفق
mfs-theorem-detail = {"\u2066"}{ $g }{"\u2069"} من اللعبة، لكن {"\u2066"}{ $g0 }{"\u2069"} من الأساس.

## معلومات أساس g

mfs-member-self = { $b } في الأساس و{"\u2066"}{ $g0 }{"\u2069"}
mfs-member = { $b } في الأساس، {"\u2066"}{ $g0 }{"\u2069"}
mfs-members-more = … { $count } أخرى …
mfs-base-finite = منتهٍ: {"\u2066"}{ $last }{"\u2069"}؛ كل N يساوي {"\u2066"}{ $theta } + {"\u2069"}(أعضاء أصغر)
mfs-base-infinite = لم تُعثر على نهاية حتى { $upto } (لا نهائي في حدود ما حُسب)
mfs-method-simple = <strong>الإنشاء البسيط</strong>: {"\u2066"}<span class="math">b<sub>k+1</sub></span> = <span class="math">b<sub>k</sub></span> +{"\u2069"} (أصغر <span class="math">b<sub>i</sub></span>
    يحقق {"\u2066"}f(<span class="math">b<sub>i</sub></span>) ≥ <span class="math">b<sub>k</sub></span>{"\u2069"})، و{"\u2066"}g<sub>0</sub>{"\u2069"} هي الدالة المحايدة على الأساس
mfs-method-general = <strong>الإنشاء العام</strong>: {"\u2066"}g<sub>0</sub>{"\u2069"} والأساس مأخوذان من g المحسوبة
mfs-method-general-same = <strong>الإنشاء العام</strong>: {"\u2066"}g<sub>0</sub>{"\u2069"} والأساس مأخوذان من g المحسوبة
    (والإنشاء البسيط يعطي الأساس نفسه)
mfs-status-proved = مُثبت
mfs-status-checked = مُتحقَّق منه
mfs-status-fails = يخفق
mfs-size = الحجم
mfs-built-by = طريقة الإنشاء
mfs-size-members = { $count ->
        [zero] لا أعضاء
        [one] عضو واحد
        [two] عضوان
        [few] { $shown } أعضاء
        [many] { $shown } عضوًا
       *[other] { $shown } عضو
    } {"\u2066"}≤ { $upto }{"\u2069"}،
mfs-self-members = { $self } من { $count ->
        [zero] لا أعضاء
        [one] عضو واحد
        [two] عضوين
        [few] { $shown } أعضاء
        [many] { $shown } عضوًا
       *[other] { $shown } عضو
    }
mfs-members-region = أعضاء الأساس بترتيب تصاعدي
mfs-legend-other = {"\u2066"}g₀(b) < b{"\u2069"} (القيمة معروضة)
mfs-storage = التخزين
mfs-storage-of = { $count ->
        [one] عدد يخزّن
        [two] عددان يخزّنان
        [few] أعداد تخزّن
        [many] عددًا تخزّن
       *[other] عدد تخزّن
    } الاستراتيجية لكل {"\u2066"}N ≤ { $upto }{"\u2069"}
mfs-storage-meter = { $pct } بالمئة
mfs-growth = النمو
mfs-conjecture = <strong>حدسية</strong> (<bdi>Holshouser &amp; Reiter</bdi>): إذا كانت g غير محدودة فإن أعضاء {"\u2066"}B<sub>f</sub>{"\u2069"}
    تنمو نموًا أُسّيًا. غير مُثبتة — وهذا ما تُظهره هذه الدالة f:
mfs-ratios = {"\u2066"}<span class="math">b<sub>k+1</sub></span> / <span class="math">b<sub>k</sub></span>{"\u2069"} لآخر الأعضاء:
mfs-gmax = أكبر قيمة مشاهدة لـ {"\u2066"}g(N){"\u2069"}: { $gmax }.
mfs-losing = <strong>بداية Cut-the-Knot</strong> (يجوز للنقلة الأولى أخذ أي عدد ما عدا الكومة كلها): يخسر اللاعب الأول انطلاقًا من N =

## تمثيل N

mfs-block-used = { $value } — مُستخدم
mfs-block-smallest = { $value } — مُستخدم — أصغر الأجزاء
mfs-flag-take = خذ
mfs-flag-smallest = الأصغر
mfs-unused-members = { $count ->
        [one] عضو واحد غير مُستخدم
        [two] عضوان غير مُستخدمين
        [few] { $shown } أعضاء غير مُستخدمة
        [many] { $shown } عضوًا غير مُستخدم
       *[other] { $shown } عضو غير مُستخدم
    }
mfs-blocks-label = أعضاء الأساس من الأكبر إلى الأصغر؛ المُستخدمة منها مملوءة: {"\u2066"}{ $terms }{"\u2069"}
mfs-digits = الأرقام (الأكبر أولًا):
mfs-winning-smallest = أصغر نقلة رابحة من { $n }: خذ { $take } = أصغر الأجزاء (تربح حين يسمح بها الحد الأقصى الحالي)
mfs-winning-g0 = أصغر نقلة رابحة من { $n }: خذ { $take } = {"\u2066"}{ $g0 }{"\u2069"}، من أصغر الأجزاء (تربح حين يسمح بها الحد الأقصى الحالي)

## عروض صفحة المقرر وحوار المشاركة

mfs-view-table = جدول {"\u2066"}g(N){"\u2069"}
mfs-view-plot = منحنى {"\u2066"}g(N){"\u2069"}
mfs-view-base = أساس g وتمثيل N
mfs-number-label = العدد <span class="math">N</span> (بأي حجم، مثل {"\u2066"}10^18{"\u2069"})
mfs-share-game = اللعبة
mfs-share-base = الأساس و N

## جدول {"\u2066"}g(N){"\u2069"} والمنحنى

mfs-table-previous =
    .aria-label = الصفحة السابقة
mfs-table-next =
    .aria-label = الصفحة التالية
mfs-table-goto = انتقل إلى N
mfs-table-region = جدول القيم
mfs-table-range = {"\u2066"}N = { $from } … { $to }{"\u2069"} من { $upto }
mfs-table-in-base = — N في الأساس
mfs-table-caption = {"\u2066"}{ $gn }{"\u2069"} لقيم N من { $from } إلى { $to }؛ تعرض كل خانة N فوق {"\u2066"}{ $gn }{"\u2069"}
mfs-plot-label = منحنى {"\u2066"}g(N){"\u2069"} بدلالة N
mfs-plot-label-range = منحنى {"\u2066"}g(N){"\u2069"} لقيم N من { $from } إلى { $to }؛ أكبر قيمة معروضة لـ {"\u2066"}g(N){"\u2069"} هي { $gmax }
mfs-plot-log = مقياس لوغاريتمي لـ g
mfs-plot-hint = اسحب للتكبير، وانقر مرتين للاستعادة.
mfs-plot-readout = أشر إلى المنحنى لقراءة {"\u2066"}g(N){"\u2069"}.
mfs-plot-axis-log = g(N)  (مقياس لوغاريتمي)
`;
