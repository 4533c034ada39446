// The blocking-Nim section's words in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
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

## البطاقة الأولى: القواعد والمتتاليات

bns-doc-title = Nim Lab — نيم مع المنع: الخصم يمنع بعض النقلات
bns-title = نيم مع المنع: المتتاليات <span class="math">c<sub>i</sub></span> و<span class="math">m<sub>i</sub></span> و<span class="math">M<sub>i</sub></span>
bns-intro-rules = تُرقَّم النقلات 1، 2، 3، … على امتداد اللعبة كلها. في النقلة <i>i</i> يجب على اللاعب الذي عليه الدور أن يأخذ
    <i>x</i> قطعة بحيث {"\u2066"}<i>m<sub>i</sub></i> ≤ <i>x</i> ≤ <i>M<sub>i</sub></i>{"\u2069"} (وليس أكثر مما في الكومة).
    وقبل ذلك يستطيع الخصم أن <strong>يمنع</strong> حتى <i>c<sub>i</sub></i> من هذه الخيارات.
    يخسر اللاعب الذي لا يبقى له أي خيار مسموح. تكون الكومة <strong>آمنة</strong> إذا كان اللاعب الذي عليه الدور
    يخسر منها؛ و{"\u2066"}<i>u<sub>i</sub></i> = <i>M<sub>i</sub></i> − <i>m<sub>i</sub></i> − <i>c<sub>i</sub></i>{"\u2069"}
    هو عدد الخيارات، فوق خيار واحد، التي تنجو دائمًا من المنع.
bns-intro-typing = اكتب كل متتالية تعبيرًا بدلالة <i>i</i> (<span class="mono" dir="ltr">i + 2</span>، <span class="mono" dir="ltr">i/3</span>،
    <span class="mono" dir="ltr">min(i, 4)</span>، <span class="mono" dir="ltr">if i % 2 == 0 then 3 else 5</span>) أو قائمةً تتكرر
    قيمتها الأخيرة (<span class="mono" dir="ltr">1, 0, 0</span> تعني {"\u2066"}1, 0, 0, 0, …{"\u2069"}).
bns-read-list = تُقرأ {"\u2066"}{ $seq }, …{"\u2069"} (تتكرر القيمة الأخيرة)
bns-read-list-same = تُقرأ {"\u2066"}{ $seq }, …{"\u2069"} (تتكرر القيمة الأخيرة) — هي نفسها في كل نقلة
bns-read-list-from = تُقرأ {"\u2066"}{ $seq }, …{"\u2069"} (تتكرر القيمة الأخيرة) — ثابتة ابتداءً من {"\u2066"}i = { $from }{"\u2069"}
bns-read-expr = تُقرأ {"\u2066"}{ $seq }{"\u2069"}
bns-read-expr-same = تُقرأ {"\u2066"}{ $seq }{"\u2069"} — هي نفسها في كل نقلة
bns-read-expr-from = تُقرأ {"\u2066"}{ $seq }{"\u2069"} — ثابتة ابتداءً من {"\u2066"}i = { $from }{"\u2069"}
bns-link-unusable = تعذّر استخدام بعض إعدادات نيم مع المنع الواردة في الرابط:
bns-link-example-used = استُخدم مثال البحث بدلًا منها.
bns-presets-group = متتاليات أمثلة
bns-values-table = القيم الأولى للمتتاليات
bns-values-region = القيم الأولى للمتتاليات
bns-values-caption = القيم الأولى لـ c و m و M و {"\u2066"}u = M − m − c{"\u2069"}
bns-progress-label = حلّ اللعبة بالبحث الشامل
bns-progress = جارٍ حلّ كل كومة {"\u2066"}0 … { $upto }{"\u2069"} في النقلات {"\u2066"}1 … { $moves }{"\u2069"} بالبحث الشامل { $where ->
        [worker] في الخلفية
       *[page] في هذه الصفحة
    }…
bns-cancelled = أُلغي.
bns-cancelled-showing = أُلغي. ما زالت المعروضة الكومات {"\u2066"}0 … { $upto }{"\u2069"} والنقلات {"\u2066"}1 … { $moves }{"\u2069"}.
bns-share-game = اللعبة

## الأمثلة (الاسم والملاحظة والشرح)

bns-preset-paper = مثال البحث
bns-preset-paper-note = النقلة 3: {"\u2066"}[5, 10], c = 2{"\u2069"}
bns-preset-paper-caption = المثال المحلول في البحث: في النقلة 3 الخيارات {"\u2066"}[5, 10]{"\u2069"} مع {"\u2066"}c₃ = 2{"\u2069"}، فيستطيع الخصم أن يمنع اثنين من الأخذات الستة {"\u2066"}5 … 10{"\u2069"}. الكومة 15 في النقلة 3 آمنة: الأخذتان الرابحتان الوحيدتان، 9 و10، تُمنعان (جرّب ذلك في مربع الصيغة أدناه: الكومة 15، النقلة 3).
bns-preset-nim = خذ 1–3، بلا منع
bns-preset-nim-note = نيم
bns-preset-nim-caption = لا منع إطلاقًا ({"\u2066"}c = 0{"\u2069"}): لعبة الطرح الكلاسيكية. الكومات الآمنة هي مضاعفات 4.
bns-preset-block-one = خذ 1–4، امنع 1
bns-preset-block-one-caption = أربع أخذات يستطيع الخصم أن يمنع واحدة منها: الكومات الآمنة تأتي أزواجًا، كل 5 قطع.
bns-preset-growing = متزايدة
bns-preset-growing-note = خذ من 1 إلى {"\u2066"}i + 2{"\u2069"}، امنع {"\u2066"}i/3{"\u2069"}
bns-preset-growing-caption = مدى الأخذات وعدد مرات المنع يزدادان مع رقم النقلة؛ والشرطان (1) و(2) متحققان.
bns-preset-summary-holds = شرط الملخص متحقق، والصيغة خاطئة
bns-preset-summary-holds-caption = {"\u2066"}c = 1, 0, 0, …{"\u2069"}: مرات المنع تتناقص، فالشرط (1) غير متحقق. يقول الملخص إن شرطه الأضعف ({"\u2066"}u_i ≥ 0{"\u2069"} والتمهيدية 1) يكفي — وهو متحقق هنا، ومع ذلك يخالف البحث الشامل الصيغة.
bns-preset-summary-fails = الصيغة صحيحة، وشرط الملخص غير متحقق
bns-preset-summary-fails-caption = يصف الملخص شرطه بأنه لازم. هنا هو غير متحقق، ومع ذلك تعطي الصيغة الكومات الآمنة بالضبط.
bns-preset-all-blocked = كل شيء يمكن منعه
bns-preset-all-blocked-caption = خيار واحد في كل نقلة، ويستطيع الخصم أن يمنعه: {"\u2066"}u_i = −1{"\u2069"}، لا أحد يستطيع اللعب أبدًا، وكل كومة آمنة.

## الأحكام

bns-verdicts-title = ادعاءات البحث في مواجهة البحث الشامل
bns-results-for = لأجل
bns-results-range = {"\u2066"}c = { $c } | m = { $m } | M = { $M }{"\u2069"}؛ الكومات {"\u2066"}0 … { $upto }{"\u2069"}، النقلات {"\u2066"}1 … { $moves }{"\u2069"}
bns-diff = الكومة { $pile } في النقلة { $move }: البحث الشامل يقول { $brute ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }، والصيغة تقول { $formula ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }
bns-banner-holds = فترات المبرهنة 1 هي بالضبط الكومات الآمنة في كل نقلة {"\u2066"}1 … { $moves }{"\u2069"} (الكومات {"\u2066"}0 … { $upto }{"\u2069"}).
bns-banner-fails = الصيغة خاطئة هنا: البحث الشامل يخالف فترات المبرهنة 1 في { $count ->
        [one] النقلة
        [two] النقلتين
       *[other] النقلات
    } {"\u2066"}{ $moves }{"\u2069"}.
bns-banner-first = أول اختلاف: { $diff }.
bns-banner-explain = الكومات الآمنة أدناه هي كومات البحث الشامل؛ وفترات الصيغة مرسومة بجانبها للمقارنة.
bns-conditions-title = الشروط
bns-cond-one = عدد مرات المنع لا يتناقص أبدًا
bns-cond-two = يبقى خيار واحد على الأقل بعد المنع، ولا يقل ذلك مع تقدم اللعبة
bns-cond-weak-name = الملخص
bns-cond-weak-and = و
bns-cond-weak = الشرط الأضعف في الملخص (متباينات التمهيدية 1)
bns-cond-holds = متحقق
bns-cond-fails = غير متحقق
bns-cond-at = عند {"\u2066"}i = { $at }{"\u2069"}
bns-coverage-whole = كل متتالية ثابتة ابتداءً من قيمة ما لـ i، فهذه الفحوص تشمل كل النقلات.
bns-coverage-part = فُحص من أجل {"\u2066"}i = 1 … { $indices }{"\u2069"} (إحدى المتتاليات هنا لا تكف عن التغير، فلا فحص منتهٍ يشمل كل قيم i).
bns-claims-title = الادعاءات تحت الاختبار
bns-claims-list = ادعاءات البحث
bns-verdict-holds = متحقق
bns-verdict-contradicted = مدحوض
bns-verdict-not-applicable = لا ينطبق

## صورة الكومات الآمنة

bns-picture-title = الكومات الآمنة وغير الآمنة، نقلة بعد نقلة
bns-picture-explain = صف لكل نقلة <i>k</i>. مربع ممتلئ: الكومة <i>n</i> آمنة في النقلة <i>k</i> حسب البحث
    الشامل (اللاعب الذي عليه الدور يخسر). القوس تحت الصف: فترة المبرهنة 1 الآمنة {"\u2066"}[<i>A<sub>j</sub></i>, <i>B<sub>j</sub></i> − 1]{"\u2069"} للمتتاليات ابتداءً من النقلة <i>k</i>.
    الأحمر: البحث الشامل والصيغة مختلفان — وهناك تكون الصيغة خاطئة.
    اسحب عبر الصورة لتكبير بعض الكومات؛ وانقر نقرًا مزدوجًا لرؤيتها كلها.
bns-picture-label = الكومات الآمنة حسب النقلة
bns-legend-safe = آمنة (البحث الشامل)
bns-legend-unsafe = غير آمنة
bns-legend-interval = فترة المبرهنة 1 الآمنة
bns-legend-diff = البحث الشامل والمبرهنة 1 مختلفان
bns-readout = أشر إلى صف لقراءة كومة. اسحب عبر الصورة للتكبير.
bns-readout-zoomed = أشر إلى صف لقراءة كومة. اسحب عبر الصورة للتكبير؛ وانقر نقرًا مزدوجًا لرؤية كل الكومات من جديد.
bns-readout-pile = النقلة { $move }، الكومة { $pile }: { $brute ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } حسب البحث الشامل؛ المبرهنة 1: { $formula ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }.
bns-readout-pile-interval = النقلة { $move }، الكومة { $pile }: { $brute ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } حسب البحث الشامل؛ المبرهنة 1: { $formula ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } (الفترة {"\u2066"}{ $interval }{"\u2069"}).
bns-readout-pile-disagree = النقلة { $move }، الكومة { $pile }: { $brute ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } حسب البحث الشامل؛ المبرهنة 1: { $formula ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } — إنهما مختلفان: الصيغة خاطئة هنا.
bns-readout-pile-interval-disagree = النقلة { $move }، الكومة { $pile }: { $brute ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } حسب البحث الشامل؛ المبرهنة 1: { $formula ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } (الفترة {"\u2066"}{ $interval }{"\u2069"}) — إنهما مختلفان: الصيغة خاطئة هنا.
bns-canvas-axis = الكومة n →
bns-canvas-move = النقلة { $move }
bns-canvas-right = الصيغة صحيحة
bns-canvas-wrong = الصيغة خاطئة
bns-canvas-right-short = صحيحة
bns-canvas-wrong-short = خاطئة
bns-canvas-label = الكومات الآمنة من { $from } إلى { $to } في النقلات من 1 إلى { $rows }: البحث الشامل ممتلئ، وفترات المبرهنة 1 أقواس؛ { $mismatches ->
        [zero] لا كومة
        [one] كومة واحدة
        [two] كومتان
        [few] { $mismatches } كومات
        [many] { $mismatches } كومةً
       *[other] { $mismatches } كومة
    } يختلفان فيها
bns-scale-cells = مربع واحد لكل كومة.
bns-scale-columns = كل عمود من البكسلات يغطي نحو { $piles } كومة؛ ودرجة لونه هي نسبة الكومات الآمنة.

## جدول السلاسل

bns-runs-title = السلاسل الآمنة بالبحث الشامل بجانب فترات المبرهنة 1
bns-runs-move = النقلة
bns-runs-brute = الكومات الآمنة بالبحث الشامل
bns-runs-formula = فترات المبرهنة 1 الآمنة
bns-runs-verdict = الحكم
bns-runs-more = … و{ $more } أخرى
bns-runs-more-differ = … و{ $more } أخرى ({ $missing } منها مختلفة)
bns-runs-none = لا شيء
bns-runs-same = متطابقتان
bns-runs-wrong = الصيغة خاطئة هنا
bns-runs-first = أولًا عند { $diff }
bns-runs-weak-holds = شرط الملخص ابتداءً من النقلة { $move }: متحقق
bns-runs-weak-fails = شرط الملخص ابتداءً من النقلة { $move }: غير متحقق

## مربع الصيغة

bns-formula-title = صيغة المبرهنة 1 عند أي كومة
bns-formula-explain = الحدّان <i>A<sub>j</sub></i> و<i>B<sub>j</sub></i> مجموعان للمتتاليات، لذا تجيب
    الصيغة فورًا حتى من أجل 10<sup>18</sup> قطعة. وهي مبرهنة فقط حيث تتحقق شروطها؛
    وللكومات والنقلات التي حلّها البحث الشامل أعلاه، يُعرض جوابه بجانبها.
bns-formula-pile = الكومة <span class="math">n</span> (حتى 10^18)
bns-formula-move = في النقلة <span class="math">k</span>
bns-formula-quick =
    .aria-label = كومات أمثلة
bns-quick-try = جرّب:
bns-quick-paper = الكومة 15، النقلة 3
bns-formula-enter-pile = أدخل كومة: عددًا صحيحًا {"\u2066"}n ≥ 0{"\u2069"} (يصلح {"\u2066"}10^18{"\u2069"} أيضًا).
bns-formula-enter-move = أدخل رقم نقلة {"\u2066"}k ≥ 1{"\u2069"}.
bns-formula-answer = المبرهنة 1: الكومة <strong>{ $pile }</strong> في النقلة { $move } <strong class="b-formula-word">{ $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }</strong> (اللاعب الذي عليه الدور { $safe ->
        [safe] يخسر
       *[unsafe] يربح
    }).
bns-formula-interval = تقع في الفترة { $safe ->
        [safe] الآمنة
       *[unsafe] غير الآمنة
    } {"\u2066"}<strong class="mono">[{ $from }, { $to }]</strong>{ $bounds }{"\u2069"} للمتتاليات ابتداءً من النقلة { $move }.
bns-formula-steps = مرّ المحرّك على { $steps ->
        [zero] { $steps } زوج
        [one] زوج واحد
        [two] زوجين
        [few] { $steps } أزواج
        [many] { $steps } زوجًا
       *[other] { $steps } زوج
    } من الحدود {"\u2066"}(A_j, B_j){"\u2069"}، وحيث تكون المتتاليات ثابتة قفز إلى الأمام بالقسمة.
bns-formula-beyond = خارج الكومات والنقلات التي حلّها البحث الشامل أعلاه.
bns-formula-beyond-fails = خارج الكومات المحلولة أعلاه، والشرطان (1) و(2) غير متحققين هنا: المبرهنة لا تضمن هذا الجواب.
bns-formula-wrong = الصيغة خاطئة هنا:
bns-formula-wrong-brute = البحث الشامل يجد الكومة { $pile } في النقلة { $move } { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }.
bns-formula-agrees = البحث الشامل موافق: الكومة { $pile } في النقلة { $move } { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }.

## العب ضد المحرّك: البطاقة

bns-play-title = العب ضد المحرّك
bns-play-intro = لكل نقلة خطوتان: أولًا يمنع خصم اللاعب الذي عليه الدور حتى
    <i>c<sub>k</sub></i> من الخيارات، ثم يأخذ اللاعب واحدًا مما بقي. يمنع المحرّك قبل
    نقلاتك؛ وتمنع أنت قبل نقلاته.
bns-player = نيم مع المنع ضد المحرّك
bns-start-pile-error = كومة البداية: { $error }
`;
