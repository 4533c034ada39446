// The Cut-the-Knot section's words in Arabic, right to left (see en.js).
// Maths, sets and formulas stay left to right: the page isolates them (<i>, <span class="math"> and
// U+2066…U+2069 around placeables).
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

## القسم: عنوانه وألسنته

cks-doc-title = Nim Lab — ألعاب الكومة الواحدة في Cut The Knot: ‏Min/Max، والأخذ، وقيم غراندي
cks-tabs =
    .aria-label = ألعاب Cut-the-Knot
cks-tab-minmax = كومة واحدة ({"\u2066"}Min/Max{"\u2069"}) ومجموعات الطرح
cks-tab-takeaway = ألعاب الأخذ (Schwenk)
cks-tab-grundy = قيم غراندي والمجاميع
cks-play-title = العب ضد المحرّك
cks-cancelled = أُلغي.
cks-cancelled-kept = أُلغي. { $kept }
cks-share-game = اللعبة

## دالة النقلة f (الجزآن ب وج)

cks-f-title = ألعاب الأخذ: بعد أخذ <span class="math">x</span>، على الأكثر <span class="math">f(x)</span>
cks-f-intro = يجوز للنقلة الأولى أن تأخذ أي عدد إلا الكومة كلها؛ وبعد أخذ <i>x</i> قطعة يجوز للاعب التالي أن يأخذ
    <i>f</i>(<i>x</i>) على الأكثر. يفوز من يأخذ القطعة الأخيرة. ألعاب التطبيق الثلاث هي
    <i>f</i>(<i>x</i>) = <i>x</i> (لا أكثر من)، و<i>2x − 1</i> (أقل من الضعف)، و<i>2x</i> (الضعف على الأكثر:
    نيم فيبوناتشي).
cks-f-presets =
    .aria-label = أمثلة على دوال النقلة
cks-note-no-more-than = لا أكثر من
cks-note-less-than-twice = أقل من الضعف
cks-note-fibonacci = نيم فيبوناتشي
cks-note-not-non-decreasing = ليست غير متناقصة
cks-note-h-not-losing = {"\u2066"}H ≠{"\u2069"} بدايات الخسارة
cks-note-not-unique = ليس وحيدًا
cks-example-or = {"\u2066"}{ $a }{"\u2069"} أو {"\u2066"}{ $b }{"\u2069"}
cks-example-but = {"\u2066"}{ $a }{"\u2069"}، لكن {"\u2066"}{ $b }{"\u2069"}
cks-f-read-monotone = تُقرأ {"\u2066"}f(x) = { $f }{"\u2069"} — غير متناقصة (مُثبت من صيغتها)
cks-f-read = تُقرأ {"\u2066"}f(x) = { $f }{"\u2069"} — لا يمكن إثبات أنها غير متناقصة

## (أ) كومة واحدة مع Min/Max ومجموعات الطرح

cks-s-title = كومة واحدة: خذ بين <span class="math">Min</span> و<span class="math">Max</span> قطعة
cks-s-intro-rules = تزيل النقلة <i>Min</i> قطعة على الأقل و<i>Max</i> قطعة على الأكثر — أو، بوجه أعم، أي عدد من
    <strong>مجموعة طرح</strong> مثل {"\u2066"}{"{"}1, 3, 4{"}"}{"\u2069"}. يخسر اللاعب الذي لا يستطيع أن يتحرك.
    <strong>عدد غراندي</strong> لكومة من <i>S</i> قطعة هو أصغر عدد ليس عدد غراندي
    لكومة تبعد نقلة واحدة (قاعدة <em>mex</em>)؛ والكومات التي عدد غراندي لها 0 هي
    <strong>أوضاع P</strong>: من عليه أن يلعب منها يخسر.
cks-s-intro-typing = اكتب المجموعة أعدادًا ومجالات تفصل بينها فواصل، كلٌّ منها من 1 إلى 1000: مثلًا
    <span class="mono k-example">3..5</span> أو <span class="mono k-example">1, 3, 4</span> أو
    <span class="mono k-example">1, 4..6</span>.
cks-s-presets =
    .aria-label = أمثلة على مجموعات الطرح
cks-note-applet = التطبيق
cks-note-take-1-3 = خذ {"\u2066"}1–3{"\u2069"}
cks-s-table-title = أعداد غراندي بقاعدة mex
cks-results-for = لـ
cks-s-legend = وضع P (عدد غراندي 0): يخسر اللاعب الذي عليه الدور
cks-s-verdicts-title = القاعدة والصيغة المغلقة والدورة
cks-s-at-title = <span class="math">G(n)</span> لأي كومة، بالدورة
cks-s-at-label = الكومة <span class="math">n</span> (بأي حجم، مثل 10^18)
cks-s-at-quick =
    .aria-label = كومات أمثلة
cks-s-read = تُقرأ {"\u2066"}{ $set }{"\u2069"}
cks-s-read-range = تُقرأ {"\u2066"}{ $set }{"\u2069"} — مجال واحد: {"\u2066"}Min { $min }، Max { $max }{"\u2069"}
cks-s-takes = { $n ->
    [zero] لا أخذات
    [one] أخذة واحدة
    [two] أخذتان
    [few] { $n } أخذات
    [many] { $n } أخذة
   *[other] { $n } أخذة
}
cks-s-whole-number = {"\u2066"}{ $end }{"\u2069"}: أدخل عددًا صحيحًا من فضلك.
cks-s-at-error = أدخل عددًا صحيحًا {"\u2066"}n ≥ 0{"\u2069"}.
cks-s-failure = تعذّر حساب أعداد غراندي لـ {"\u2066"}{ $set }{"\u2069"} حتى {"\u2066"}S = { $upto }{"\u2069"}: { $message }
cks-s-kept = ما زال المعروض {"\u2066"}{ $set }{"\u2069"} لـ {"\u2066"}S = 0 … { $upto }{"\u2069"}.
cks-s-progress-label = جارٍ حساب أعداد غراندي
cks-s-progress = جارٍ حساب {"\u2066"}G(0 … { $upto }){"\u2069"} { $where ->
        [worker] في الخلفية
       *[page] في هذه الصفحة
    }…
cks-s-still = المجموعة
cks-s-strip-top = حجم الكومة
cks-s-strip-bottom = عدد غراندي
cks-s-strip-p = {"\u2066"}{ $g }{"\u2069"} — وضع P
cks-s-ppositions = أوضاع P حتى {"\u2066"}S = { $upto }{"\u2069"} ({ $count ->
        [zero] لا شيء
        [one] واحد
        [two] اثنان
       *[other] { $count }
    } منها): {"\u2066"}{ $list }{"\u2069"}
cks-s-at-loses = — وضع P: يخسر اللاعب الذي عليه الدور.
cks-s-at-wins = — يفوز اللاعب الذي عليه الدور.

cks-s-rule-statement = {"\u2066"}S{"\u2069"} وضع P إذا وفقط إذا كان {"\u2066"}S mod (Min + Max) &lt; Min{"\u2069"}
cks-s-formula-statement = {"\u2066"}G(S) = ⌊(S mod (Min + Max)) / Min⌋{"\u2069"}
cks-s-rule-na = قاعدة المقال: لألعاب {"\u2066"}Min/Max{"\u2069"} فقط
cks-s-formula-na = الصيغة المغلقة المعروفة (ليست في المقال): لألعاب {"\u2066"}Min/Max{"\u2069"} فقط
cks-s-na-what = — وهي مصوغة للعبة تشكّل أعداد الأخذ فيها مدى واحدًا {"\u2066"}Min … Max{"\u2069"}؛ وهذه المجموعة ليست مدى واحدًا.
cks-s-rule-fails = قاعدة المقال لا تتحقق عند {"\u2066"}S = { $s }{"\u2069"}
cks-s-formula-fails = الصيغة المغلقة المعروفة (ليست في المقال) لا تتحقق عند {"\u2066"}S = { $s }{"\u2069"}
cks-s-rule-holds-all = قاعدة المقال تتحقق لكل S
cks-s-formula-holds-all = الصيغة المغلقة المعروفة (ليست في المقال) تتحقق لكل S
cks-s-rule-holds-upto = قاعدة المقال تتحقق (تم التحقق لـ {"\u2066"}S = 0 … { $upto }{"\u2069"})
cks-s-formula-holds-upto = الصيغة المغلقة المعروفة (ليست في المقال) تتحقق (تم التحقق لـ {"\u2066"}S = 0 … { $upto }{"\u2069"})
cks-s-here = — هنا {"\u2066"}Min = { $min }{"\u2069"}، {"\u2066"}Max = { $max }{"\u2069"}، {"\u2066"}Min + Max = { $sum }{"\u2069"}.
cks-s-counterexample = مثال مضاد: {"\u2066"}S = { $s }{"\u2069"} (تم التحقق لـ {"\u2066"}S = 0 … { $upto }{"\u2069"}).
cks-s-periodic = G دورية ابتداءً من {"\u2066"}S = { $from }{"\u2069"} بدورة طولها { $period }
cks-s-no-period = لم يُعثر على دورة
cks-s-period-what = ما قبل الدورة { $from }، والدورة { $period }: {"\u2066"}G(S + { $period }) = G(S){"\u2069"} لكل {"\u2066"}S ≥ { $from }{"\u2069"}.
cks-s-searched = جرى البحث حتى {"\u2066"}S = { $upto }{"\u2069"}.
cks-s-minmax-error = {"\u2066"}Min { $min }, Max { $max }{"\u2069"}: { $error }
cks-s-chip =
    .title = المجموعة {"\u2066"}{ $set }{"\u2069"}
cks-s-chip-minmax = {"\u2066"}Min { $min }, Max { $max }{"\u2069"}

## (ب) ألعاب الأخذ (Schwenk)

cks-t-h-title = متتالية Schwenk <span class="math">H</span>
cks-t-h-explain = <i>H</i><sub>1</sub> = 1 و<i>H</i><sub><i>k</i>+1</sub> = <i>H<sub>k</sub></i> + <i>H<sub>m</sub></i>،
    حيث <i>m</i> أصغر <i>j</i> يحقق <i>f</i>(<i>H<sub>j</sub></i>) ≥ <i>H<sub>k</sub></i>.
    ‏Schwenk: إذا كانت <i>f</i> غير متناقصة و<i>f</i>(<i>x</i>) ≥ <i>x</i>، فإن كومات البداية الخاسرة هي بالضبط
    حدود <i>H</i>.
cks-t-claims-title = فرضيات Schwenk وما يتحقق منها
cks-t-compare-title = <span class="math">H</span> بجانب بدايات الخسارة و<span class="math">B<sub>f</sub></span> و<span class="math">g(N) = N</span>
cks-t-repr-title = التمثيل الثنائي الخاص باللعبة للعدد <span class="math">N</span>
cks-t-repr-explain = اكتب <i>N</i> بطريقة جشعة بحدود من <i>H</i>، الأكبر أولًا: رقم لكل حد،
    <i>H<sub>k</sub></i> … <i>H</i><sub>1</sub> من اليسار إلى اليمين، و1 حيث يُستعمل الحد. من كومة ليست في
    <i>H</i>، النقلة الرابحة هي <strong>إزالة الـ 1 الأقصى يمينًا</strong>: خذ أصغر جزء.
cks-t-repr-quick =
    .aria-label = قيم أمثلة لـ N
cks-t-play-explain = تحت الكومة: الكومة مكتوبة بـ <i>H</i> قبل النقلة الأخيرة (مع تعليم ما أُخذ) والآن.
cks-t-n-error = أدخل عددًا صحيحًا {"\u2066"}N ≥ 1{"\u2069"}.
cks-t-failure = تعذّر تحليل {"\u2066"}f(x) = { $f }{"\u2069"} حتى {"\u2066"}N = { $upto }{"\u2069"}: { $message }
cks-t-kept = ما زال المعروض {"\u2066"}f(x) = { $f }{"\u2069"} لـ {"\u2066"}N ≤ { $upto }{"\u2069"}.
cks-t-progress-label = جارٍ حساب H وبدايات الخسارة
cks-t-progress = جارٍ حساب H وبدايات الخسارة و{"\u2066"}B_f{"\u2069"} حتى {"\u2066"}N = { $upto }{"\u2069"} { $where ->
        [worker] في الخلفية
       *[page] في هذه الصفحة
    }…
cks-t-share-move-fn = لعبة دالة النقلة بالدالة f نفسها

cks-t-step-why = {"\u2066"}m = { $m }{"\u2069"}: أصغر j يحقق {"\u2066"}f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>{ $k }</sub></span>{"\u2069"}
cks-t-members = — { $count ->
    [zero] لا حدود
    [one] حد واحد
    [two] حدّان
    [few] { $count } حدود
    [many] { $count } حدًا
   *[other] { $count } حد
    } {"\u2066"}≤ { $upto }{"\u2069"}
cks-t-h-stops = تتوقف H:
cks-t-steps-summary = كيف يُحصل على كل حد ({ $count ->
    [zero] لا خطوات
    [one] خطوة واحدة
    [two] خطوتان
    [few] { $count } خطوات
    [many] { $count } خطوةً
   *[other] { $count } خطوة
    })
cks-t-steps-explain = كل خطوة تضيف <span class="math">H<sub>m</sub></span>، حيث m أصغر j يحقق {"\u2066"}f(<span class="math">H<sub>j</sub></span>) ≥ <span class="math">H<sub>k</sub></span>{"\u2069"}.
cks-t-steps-region = كيف يُحصل على كل حد
cks-t-steps-more = … و{ $count ->
    [zero] لا خطوات أخرى
    [one] خطوة أخرى
    [two] خطوتان أخريان
    [few] { $count } خطوات أخرى
    [many] { $count } خطوةً أخرى
   *[other] { $count } خطوة أخرى
}.
cks-t-status-proved = مُثبتة
cks-t-status-checked = تم التحقق منها
cks-t-status-fails = لا تتحقق
cks-t-at = عند {"\u2066"}x = { $x }{"\u2069"}
cks-t-hyp-nondecreasing = f غير متناقصة
cks-t-hold = فرضيات شفنك تتحقق: مبرهنته تنطبق.
cks-t-hold-failing = ومع ذلك { $count ->
    [zero] لا ينقض الحساب أيًا من الادعاءات أدناه.
   *[other] ينقض الحساب { $count ->
        [one] واحدًا
        [two] اثنين
       *[other] { $count }
    } من الادعاءات أدناه — { $count ->
        [one] تراه
        [two] تراهما
       *[other] تراها
    } بالأحمر.
}
cks-t-hold-all = يؤكد الحساب كل ادعاء أدناه في المدى الذي جرى التحقق منه.
cks-t-fail = فرضيات شفنك لا تتحقق: مبرهنته لا تَعِد بشيء هنا.
cks-t-fail-some = ما يبقى صحيحًا وما لا يبقى، بالحساب: يتحقق { $holding } من أصل { $total } ادعاءات، { $failing ->
    [zero] ولا يُنقض أي منها
   *[other] ويُنقض { $failing ->
        [one] ادعاء واحد
        [two] ادعاءان
        [few] { $failing } ادعاءات
        [many] { $failing } ادعاءً
       *[other] { $failing } ادعاء
    }
}.
cks-t-fail-none = ومع ذلك يتحقق كل ادعاء أدناه في المدى الذي جرى التحقق منه: هنا لا حاجة إلى الفرضيات.
cks-t-hypotheses = الفرضيات
cks-t-claims = الادعاءات بعد التحقق
cks-t-verdict-holds = يتحقق
cks-t-verdict-contradicted = منقوض
cks-t-counterexample = مثال مضاد:
cks-t-col-losing = بداية خاسرة
cks-t-col-brute = بحث شامل، {"\u2066"}N ≤ { $upto }{"\u2069"}
cks-t-col-game = لعبة دالة النقلة
cks-t-compare-explain = كل صف عدد ينتمي إلى واحدة على الأقل من المجموعات الأربع؛ و● تدل على الانتماء. الصف الأحمر: المجموعات تختلف عنده. — : خارج المدى الذي يغطيه البحث الشامل.
cks-t-agree = المجموعات الأربع متفقة على {"\u2066"}N ≤ { $brute }{"\u2069"} (و{"\u2066"}H{"\u2069"} و{"\u2066"}B<sub>f</sub>{"\u2069"} و{"\u2066"}g(N) = N{"\u2069"} متفقة على {"\u2066"}N ≤ { $upto }{"\u2069"}).
cks-t-disagree = { $count ->
    [zero] لا تختلف المجموعات عند أي عدد.
   *[other] تختلف المجموعات عند { $count ->
        [one] عدد واحد
        [two] عددين
        [few] { $count } أعداد
        [many] { $count } عددًا
       *[other] { $count } عدد
    }.
}
cks-t-disagree-first = { $count ->
    [zero] لا تختلف المجموعات عند أي عدد.
   *[other] تختلف المجموعات عند { $count ->
        [one] عدد واحد
        [two] عددين
        [few] { $count } أعداد
        [many] { $count } عددًا
       *[other] { $count } عدد
    } (تظهر الصفوف الأولى).
}
cks-t-compare-region = المجموعات الأربع في مقارنة
cks-t-compare-more = … و{ $count ->
    [zero] لا أعداد أخرى
    [one] عدد آخر
    [two] عددان آخران
    [few] { $count } أعداد أخرى
    [many] { $count } عددًا آخر
   *[other] { $count } عدد آخر
} حتى {"\u2066"}{ $upto }{"\u2069"}.
cks-t-compare-counts = {"\u2066"}H{"\u2069"}: { $h } · بدايات الخسارة: { $losing } · {"\u2066"}B<sub>f</sub>{"\u2069"}: { $base } · {"\u2066"}g(N) = N{"\u2069"}: { $engine }
cks-t-digits-region = أرقام N
cks-t-digits = الأرقام:
cks-t-rightmost-wins = أزل الـ 1 الأقصى يمينًا: خذ <strong class="take-amount">{ $take }</strong>.
cks-t-rightmost-loses = نقلة شفنك، الـ 1 الأقصى يمينًا، هي أخذ <strong class="take-amount">{ $take }</strong> — لكنها هنا تخسر.
cks-t-single = رقم 1 وحيد: { $n } نفسه حد من حدود {"\u2066"}H{"\u2069"}.
cks-t-invalid = الشرط {"\u2066"}f(t<sub>i</sub>) &lt; t<sub>i+1</sub>{"\u2069"} لا يتحقق بين جزأين متتاليين: هذا المجموع الجشع ليس تمثيلًا بمعنى شفنك.

## (ج) قيم غراندي والمجاميع

cks-g-table-title = قيم غراندي <span class="math">G(N, x)</span>
cks-g-table-explain = الوضع كومة من <i>N</i> قطعة يجوز للاعب الذي عليه الدور أن يأخذ منها <i>x</i> على الأكثر.
    {"\u2066"}<i>G</i>(0, <i>x</i>) = 0{"\u2069"} و{"\u2066"}<i>G</i>(<i>N</i>, <i>x</i>) = mex {"{"} <i>G</i>(<i>N</i> − <i>k</i>, <i>f</i>(<i>k</i>)) : 1 ≤ <i>k</i> ≤ min(<i>N</i>, <i>x</i>) {"}"}{"\u2069"}.
    تبدأ اللعبة عند {"\u2066"}(<i>N</i>, <i>N</i> − 1){"\u2069"}؛ وتكون خاسرة للاعب الذي عليه الدور عندما يكون {"\u2066"}<i>G</i> = 0{"\u2069"} فقط.
cks-g-canvas =
    .aria-label = قيم غراندي G(N, x) ألوانًا
cks-g-start-title = كل بداية: <span class="math">G(N, N − 1)</span>
cks-g-start-explain = قيمة غراندي للعبة تبدأ بـ <i>N</i> قطعة (يجوز للنقلة الأولى أن تأخذ أي عدد إلا
    الكومة كلها). الأصفار هي بدايات الخسارة — وهي <i>H</i> عند Schwenk حين تتحقق فرضياته.
cks-g-play-title = صف من الكومات: مجموع الألعاب
cks-g-play-explain = كل كومة لعبة أخذ مستقلة، تبدأ كما سبق؛ تأخذ النقلة من كومة واحدة، ضمن حد تلك
    الكومة الخاص. يفوز من يأخذ القطعة الأخيرة من الكومة الأخيرة. يفوز اللاعب الذي عليه الدور عندما يكون
    <strong>مجموع نيم</strong> (XOR الثنائي، ⊕) لقيم غراندي للكومات غير 0 فقط.
cks-g-caption = {"\u2066"}G(N, x){"\u2069"}: الصفوف N والأعمدة x
cks-g-region = جدول {"\u2066"}G(N, x){"\u2069"}
cks-g-cell-start = {"\u2066"}{ $cell }{"\u2069"} — بداية لعبة من { $n }
cks-g-readout = أشر إلى الصورة لقراءة {"\u2066"}G(N, x){"\u2069"}.
cks-g-axis-x = x (أكثر ما يجوز أخذه)
cks-g-axis-n = N (الكومة)
cks-g-heat-max = {"\u2066"}{ $g }{"\u2069"} (أكبر قيمة في العينة).
cks-g-heat-samples = كل خلية عينة واحدة: {"\u2066"}{ $size }{"\u2069"} قيمة {"\u2066"}(N, x){"\u2069"} من {"\u2066"}{ $all }{"\u2069"}.
cks-g-heat-cells = خلية واحدة لكل {"\u2066"}(N, x){"\u2069"}.
cks-g-legend-zero = {"\u2066"}G = 0{"\u2069"}: يخسر اللاعب الذي عليه الدور
cks-g-legend-start = البداية {"\u2066"}(N, N − 1){"\u2069"} للعبة من N
cks-g-failure = تعذّر حساب {"\u2066"}G(N, x){"\u2069"} لـ {"\u2066"}f(x) = { $f }{"\u2069"} حتى {"\u2066"}N = { $upto }{"\u2069"}: { $message }
cks-g-progress-label = جارٍ حساب قيم غراندي
cks-g-progress = جارٍ حساب {"\u2066"}G(N, x){"\u2069"} لكل {"\u2066"}N ≤ { $upto }{"\u2069"} { $where ->
        [worker] في الخلفية
       *[page] في هذه الصفحة
    }…
cks-g-strip-lose = {"\u2066"}{ $g }{"\u2069"} — بداية خاسرة
cks-g-share-row = صف الألعاب
`;
