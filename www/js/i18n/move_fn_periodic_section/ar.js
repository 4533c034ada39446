// The periodic move-function section's words in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
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

## البطاقة الأولى: القواعد و f(n, x) و t

mfs-p-doc-title = Nim Lab — الدالة الدورية {"\u2066"}f(n, x){"\u2069"}: عدة ألعاب وعدة أسس
mfs-p-title = دالة النقلة الدورية {"\u2066"}<span class="math">f(n, x)</span>{"\u2069"}
mfs-p-intro-rule = بعد أن يأخذ خصمك <i>x</i> قطعة من كومة فيها <i>n</i> (حجم الكومة <em>قبل</em> تلك
    النقلة)، يجوز لك أن تأخذ {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>){"\u2069"} قطعة على الأكثر. تتكرر الدالة في <i>n</i> بدورة
    <i>t</i>: {"\u2066"}<i>f</i>(<i>n</i> + <i>t</i>, <i>x</i>) = <i>f</i>(<i>n</i>, <i>x</i>){"\u2069"}.
    <strong class="mod-note">تُقرأ n بالمقياس t:</strong> يحسب المحرّك <i>f</i> عند {"\u2066"}<i>n</i> mod <i>t</i>{"\u2069"}، لذا فإن
    <i>n</i> في التعبير هي دائمًا أحد الأعداد {"\u2066"}0, 1, …, <i>t</i> − 1{"\u2069"}. يجوز للنقلة الأولى أن تأخذ حدًّا أقصى معطًى على الأكثر.
mfs-p-intro-games = هناك <i>t</i> من الألعاب {"\u2066"}<i>G</i><sub>0</sub>, …, <i>G</i><sub><i>t</i>−1</sub>{"\u2069"}: تستخدم اللعبة <i>G<sub>i</sub></i>
    الدالة {"\u2066"}<i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>){"\u2069"}، حيث {"\u2066"}<i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>{"\u2069"}.
    <i>G</i><sub>0</sub> هي اللعبة نفسها؛ والأخرى لازمة لحلّها، لأنه بعد أخذ عضو من الأساس
    <i>b</i> في اللعبة <i>G<sub>i</sub></i> يتصرف باقي الكومة مثل اللعبة {"\u2066"}<i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>{"\u2069"}.
    لكل لعبة أساسها الخاص <i>B<sub>i</sub></i>.
    البحث: <a data-l10n-name="paper"><bdi>Holshouser &amp; Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</bdi></a>.
mfs-p-presets-group =
    .aria-label = أمثلة على دوال النقلة الدورية
mfs-p-example2 = المثال 2
mfs-p-note-paper = البحث، {"\u2066"}{ $t }{"\u2069"}
mfs-p-note-fibonacci = {"\u2066"}{ $t }{"\u2069"}: نيم فيبوناتشي
mfs-p-note-fails-2 = لا يحقق الشرط (2)
mfs-p-note-theorem1-fails = المبرهنة 1 تخفق
mfs-p-f-read = تُقرأ {"\u2066"}{ $f }{"\u2069"}، مع قراءة n بالمقياس { $t } (n أحد الأعداد {"\u2066"}{ $residues }{"\u2069"})
mfs-p-f-read-monotone = تُقرأ {"\u2066"}{ $f }{"\u2069"}، مع قراءة n بالمقياس { $t } (n أحد الأعداد {"\u2066"}{ $residues }{"\u2069"}) — غير متناقصة في x (مُثبت من صيغتها)
mfs-p-still-showing = النتائج أدناه لا تزال نتائج {"\u2066"}{ $rule }{"\u2069"}.
mfs-p-progress-label = جارٍ حساب الألعاب
mfs-p-progress = جارٍ حساب {"\u2066"}{ $gs }{"\u2069"} والأسس لكل {"\u2066"}n ≤ { $upto }{"\u2069"} { $where ->
        [worker] في الخلفية
       *[page] في هذه الصفحة
    }: { $pct }٪
mfs-p-cancel = إلغاء
mfs-p-cancelled = أُلغي.
mfs-p-cancelled-showing = أُلغي. ما زالت المعروضة نتائج {"\u2066"}{ $rule }{"\u2069"} لكل {"\u2066"}n ≤ { $upto }{"\u2069"}.
mfs-p-failure = تعذّر حساب الألعاب لـ {"\u2066"}{ $rule }{"\u2069"} حتى { $upto }: { $message }

## عناوين البطاقات وشروحها

mfs-p-theorems-title = التحقق من المبرهنات
mfs-p-results-for = لـ
mfs-p-example2-title = المثال 2 من البحث، عضوًا عضوًا
mfs-p-table-title = أصغر النقلات الرابحة {"\u2066"}<span class="math">g<sub>i</sub>(n)</span>{"\u2069"}
mfs-p-table-explain = من كومة فيها <i>n</i> في اللعبة <i>G<sub>i</sub></i> تربح إذا وفقط إذا كان مسموحًا لك أن تأخذ
    {"\u2066"}<i>g<sub>i</sub></i>(<i>n</i>){"\u2069"} قطعة على الأقل (الخوارزمية 1 من البحث، محسوبة مباشرة).
mfs-p-legend-base = <i>n</i> عضو في الأساس <i>B<sub>i</sub></i> للعبة ذلك العمود
mfs-p-bases-title = الأسس {"\u2066"}<span class="math">B<sub>0</sub>, …, B<sub>t−1</sub></span>{"\u2069"} و<span class="math">Θ</span>
mfs-p-bases-explain = تُبنى معًا كما قبل المبرهنة 2: {"\u2066"}<i>b<sub>i,k+1</sub></i> = <i>b<sub>ik</sub></i> +{"\u2069"} أصغر
    عضو <i>b</i> من {"\u2066"}<i>B</i><sub><i>i</i> ⊕ <i>b<sub>ik</sub></i></sub>{"\u2069"} يحقق {"\u2066"}Θ(<i>b</i>) = <i>b</i>{"\u2069"} و
    {"\u2066"}<i>f</i>(<i>i</i> ⊕ <i>b<sub>ik</sub></i> ⊕ <i>b</i>, <i>b</i>) ≥ Θ<sub><i>i</i></sub>(<i>b<sub>ik</sub></i>){"\u2069"}.
    {"\u2066"}Θ<sub><i>i</i></sub>(<i>b</i>){"\u2069"} هي أصغر نقلة رابحة من كومة فيها <i>b</i> في <i>G<sub>i</sub></i>.
mfs-p-repr-title = كتابة <span class="math">n</span> بعدة أسس
mfs-p-repr-explain = في اللعبة <i>G<sub>i</sub></i>: خذ أكبر عضو <i>b</i> من <i>B<sub>i</sub></i> أصغر من
    <i>n</i>؛ يُكتب الباقي {"\u2066"}<i>n</i> − <i>b</i>{"\u2069"} في أساس اللعبة {"\u2066"}<i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>{"\u2069"}، وهكذا،
    حتى يصير الباقي نفسه عضوًا في أساس. المبرهنتان 1 و2: النقلة الرابحة هي Θ لذلك الجزء الأخير.
mfs-p-game-label = اللعبة
mfs-p-pile-label = الكومة <span class="math">n</span>
mfs-p-repr-quick =
    .aria-label = قيم مقترحة لـ n
mfs-p-try = جرّب:
mfs-p-repr-empty = أدخل عددًا صحيحًا {"\u2066"}n ≥ 1{"\u2069"}.
mfs-p-play-title = العب ضد المحرّك
mfs-p-start-pile = كومة البداية
mfs-p-first-move = النقلة الأولى
mfs-p-share-game = اللعبة { $game }

## التحقق من المبرهنات

mfs-p-t2-holds = المبرهنة 2 صحيحة على {"\u2066"}1 … { $upto }{"\u2069"} في كل لعبة {"\u2066"}{ $games }{"\u2069"}
mfs-p-t2-fails-at = المبرهنة 2 تخفق أول مرة في { $game } عند {"\u2066"}n = { $n }{"\u2069"}
mfs-p-t2-fails = المبرهنة 2 تخفق
mfs-p-t2-what = أي دالة دورية f. الادعاء: عند كل عضو b من B<sub>i</sub>، {"\u2066"}g<sub>i</sub>(b) = Θ<sub>i</sub>(b){"\u2069"}؛ وبين الأعضاء
    {"\u2066"}g<sub>i</sub>(n) = g<sub>i ⊕ b</sub>(n − b){"\u2069"} لأكبر عضو b أصغر من n.
mfs-p-t2-detail = تعطي الخوارزمية 1 {"\u2066"}{ $g }{"\u2069"}، لكن الأسس تتنبأ بـ { $predicted }.
mfs-p-condition = الشرط (2):
mfs-p-status-proved = مُثبت
mfs-p-status-checked = مُتحقَّق منه
mfs-p-status-fails = يخفق
mfs-p-status-fails-at = يخفق عند {"\u2066"}n = { $n }, x = { $x }{"\u2069"}
mfs-p-not-promised = (الشرط (2) يخفق، لذا لا تعد المبرهنة بهذا)
mfs-p-nothing-to-check = لا شيء للتحقق منه على {"\u2066"}1 … { $upto }{"\u2069"} (لا حالة تحقق «إذا» الخاصة بها)
mfs-p-holds-on = صحيحة على {"\u2066"}1 … { $upto }{"\u2069"} ({ $count ->
        [zero] لم تُفحص أي حالة
        [one] فُحصت حالة واحدة
        [two] فُحصت حالتان
        [few] فُحصت { $shown } حالات
        [many] فُحصت { $shown } حالة
       *[other] فُحصت { $shown } حالة
    })
mfs-p-outcome-fails = تخفق:
mfs-p-counterexample-found = وُجد مثال مضاد
mfs-p-conclusion = النتيجة { $name }.
mfs-p-t1-not-apply = المبرهنة 1 لا تنطبق: الشرط (2) يخفق
mfs-p-t1-holds = المبرهنة 1 تنطبق، ونتائجها صحيحة على {"\u2066"}1 … { $upto }{"\u2069"}
mfs-p-t1-fails = نتائج المبرهنة 1 تخفق رغم أن الشرط (2) صحيح
mfs-p-t1-what = تحتاج إلى الشرط (2). أسسها لا تستخدم Θ: {"\u2066"}b<sub>i,k+1</sub> = b<sub>ik</sub> +{"\u2069"} أصغر عضو b من
    {"\u2066"}B<sub>i ⊕ b_ik</sub>{"\u2069"} يحقق {"\u2066"}f(i ⊕ b<sub>ik</sub> ⊕ b, b) ≥ b<sub>ik</sub>{"\u2069"}.
mfs-p-t1-same = هنا هي الأسس نفسها التي للمبرهنة 2.
mfs-p-t1-differ = هنا تختلف عن أسس المبرهنة 2.
mfs-p-applied-anyway = طُبّقت المبرهنة 1 مع ذلك على الأسس المبنية كما تقول —
    <strong>الشرط (2) يخفق، لذا لا تعد المبرهنة بشيء من هذا:</strong>
mfs-p-conclusions = نتائج المبرهنة 1

## المثال 2 من البحث

mfs-p-ex2-heading = { $base } (اللعبة { $game })
mfs-p-ex2-region = { $base } مقارنةً بالبحث
mfs-p-ex2-computed = المحسوب
mfs-p-ex2-paper = البحث
mfs-p-ex2-value = القيمة
mfs-p-ex2-agrees = يتفق
mfs-p-ex2-differs = يختلف
mfs-p-ex2-explain = يذكر البحث B<sub>0</sub> وB<sub>1</sub> للدالة {"\u2066"}f(n, 3) = 4{"\u2069"} عندما تكون n فردية، و{"\u2066"}f(n, x) = 2x{"\u2069"} في غير ذلك ({"\u2066"}t = 2{"\u2069"})،
    بواسطة أعداد فيبوناتشي {"\u2066"}F<sub>0</sub> = 1, F<sub>1</sub> = 2, F<sub>2</sub> = 3, F<sub>3</sub> = 5, …{"\u2069"} (يبدأ البحث العد
    من {"\u2066"}F<sub>0</sub> = 1{"\u2069"}). يُقارَن كل عضو محسوب بالصيغة.
mfs-p-ex2-all-agree = كل الأعضاء الـ { $shown } تتفق مع البحث.
mfs-p-ex2-some-differ = { $differ } من { $shown } عضوًا تختلف عن البحث.

## جدول {"\u2066"}g_i(n){"\u2069"} والأسس

mfs-p-previous = الصفحة السابقة
mfs-p-next = الصفحة التالية
mfs-p-goto = انتقل إلى n
mfs-p-table-region = جدول القيم
mfs-p-table-range = {"\u2066"}n = { $from } … { $to }{"\u2069"} من { $upto }
mfs-p-cell = {"\u2066"}{ $g }{"\u2069"} في اللعبة { $game }
mfs-p-cell-base = {"\u2066"}{ $g }{"\u2069"} في اللعبة { $game } — { $n } في { $base }
mfs-p-cell-in-base = (في { $base })
mfs-p-table-caption = {"\u2066"}g_i(n){"\u2069"} لقيم n من { $from } إلى { $to }، عمود لكل لعبة {"\u2066"}{ $games }{"\u2069"}
mfs-p-member-self = { $b } في { $base } و{"\u2066"}{ $theta }{"\u2069"}
mfs-p-member = { $b } في { $base }، {"\u2066"}{ $theta }{"\u2069"}
mfs-p-members-more = … { $count } أخرى …
mfs-p-base-game = للعبة { $game }
mfs-p-base-size = { $count ->
        [zero] لا أعضاء
        [one] عضو واحد
        [two] عضوان
        [few] { $shown } أعضاء
        [many] { $shown } عضوًا
       *[other] { $shown } عضو
    } {"\u2066"}≤ { $upto }{"\u2069"}
mfs-p-base-finite = منتهٍ (ينتهي هنا)
mfs-p-base-other-theta = { $shown } منها {"\u2066"}Θ ≠ b{"\u2069"}
mfs-p-members-region = أعضاء { $base } بترتيب تصاعدي
mfs-p-legend-self = {"\u2066"}Θ(b) = b{"\u2069"}: أخذ القطع الـ b كلها يربح
mfs-p-legend-other = {"\u2066"}Θ(b) < b{"\u2069"} (القيمة معروضة): خذ {"\u2066"}Θ(b){"\u2069"}

## تمثيل n

mfs-p-block = { $member } عضو في { $base } (اللعبة { $game })
mfs-p-block-in = في { $base }
mfs-p-flag-take = خذ { $take }
mfs-p-chain-label = الأجزاء، كلٌّ في أساس لعبته: { $parts }
mfs-p-chain-part = { $member } في { $base }
mfs-p-chain-then = ، ثم
mfs-p-step-start = البداية في اللعبة { $game }
mfs-p-step-next = ، ثم {"\u2066"}{ $step }{"\u2069"}
mfs-p-winning = أصغر نقلة رابحة: خذ { $take } (تربح حين يسمح بها الحد الأقصى الحالي)
mfs-p-winning-theta = أصغر نقلة رابحة: خذ { $take } = { $theta }، من الجزء الأخير (تربح حين يسمح بها الحد الأقصى الحالي)
`;
