// The lessons' own words in Arabic, right to left (see en.js). Maths stays left to right: the
// page isolates <i> and the placeables marked with U+2066…U+2069 (U+2068 for an answer or a
// text of unknown direction).
export const ftl = String.raw`
## المسرد: المصطلحات الثابتة كما يسمّيها كل كتالوج.

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

## شريط الدرس

lesson-teacher-notes = ملاحظات للمعلّم
lesson-show-all = أظهر كل الخطوات
lesson-print = اطبع ورقة العمل
lesson-progress = الخطوة { $shown } من { $steps }
lesson-progress-all = { $steps ->
    [zero] لا خطوات
    [one] الخطوة الوحيدة معروضة
    [two] الخطوتان معروضتان
    [few] الخطوات كلها معروضة ({ $steps } خطوات)
    [many] الخطوات كلها معروضة ({ $steps } خطوة)
   *[other] الخطوات كلها معروضة ({ $steps } خطوة)
    }
lesson-next-step = الخطوة التالية ←
lesson-conjecture-true = صحيحة
lesson-conjecture-false = خاطئة
lesson-link-unused = لا يقرأ الدرس شيئًا من رابطه (بخلاف الساحة)؛ لم يُستعمل:
lesson-link-empty-key = مفتاح فارغ{ $given }
lesson-link-bad-language = {"\u2066"}lang = { $value }{"\u2069"}: ليست من لغات الدرس ({"\u2066"}{ $codes }{"\u2069"})؛ تبقى الصفحة باللغة {"\u2066"}{ $shown }{"\u2069"}

## تحدّي الدرس ضد المحرّك المثالي، بحسب حكم المحرّك

lesson-challenge-can-win = يحكم المحرّك نفسه بأن اللاعب الأول يستطيع الفوز من { $pile }، لكن بلعب دقيق لا خطأ فيه.
lesson-challenge-cannot-win = يحكم المحرّك نفسه بأن اللاعب الأول لا يستطيع الفوز من { $pile } بهذه القاعدة: راقب كيف يفلت المحرّك.

## ورقة العمل

lesson-answer-key =
    .aria-label = مفتاح الإجابات
lesson-answer-key-title = مفتاح الإجابات (للمعلّم)
lesson-key-error = تعذّر على المحرّك أن يجيب: {"\u2068"}{ $error }{"\u2069"}
lesson-glossary-summary = الكلمات المستعملة في هذا الدرس
lesson-handout-glossary =
    .aria-label = المسرد
lesson-handout-glossary-title = الكلمات المستعملة

## سؤال

question-answer-label = إجابتك
question-check = تحقّق
question-show-answer = أظهر الإجابة
question-wait = تظهر على الصفحة إجابات أخرى للمحرّك حين تصبح إجابتك صحيحة (أو حين تضغط «أظهر الإجابة»).
question-need-number = اكتب عددًا صحيحًا أولًا.
question-not-a-number = اكتب عددًا صحيحًا أولًا («{"\u2068"}{ $typed }{"\u2069"}» ليس عددًا صحيحًا).
question-need-choice = اختر إجابة أولًا.
question-right = صحيح: {"\u2068"}{ $answer }{"\u2069"}.
question-shown = الإجابة: {"\u2068"}{ $answer }{"\u2069"}.
question-almost = اقتربت.
question-not-quite = ليس تمامًا.
question-almost-again = اقتربت (المحاولة { $tries ->
    [2] الثانية
    [3] الثالثة
    [4] الرابعة
    [5] الخامسة
    [6] السادسة
    [7] السابعة
    [8] الثامنة
    [9] التاسعة
    [10] العاشرة
   *[other] رقم { $tries }
    }).
question-not-quite-again = ليس تمامًا (المحاولة { $tries ->
    [2] الثانية
    [3] الثالثة
    [4] الرابعة
    [5] الخامسة
    [6] السادسة
    [7] السابعة
    [8] الثامنة
    [9] التاسعة
    [10] العاشرة
   *[other] رقم { $tries }
    }).
question-you-answered = أجبتَ {"\u2068"}{ $answer }{"\u2069"}.
question-try-again = حاول مرة أخرى.
question-restored-shown = في زيارتك السابقة: عُرضت الإجابة.
question-restored-right = في زيارتك السابقة: أجبتَ {"\u2068"}{ $answer }{"\u2069"} (إجابة صحيحة).
question-restored-was-shown = في زيارتك السابقة: أجبتَ {"\u2068"}{ $answer }{"\u2069"} (وقد عُرضت الإجابة).
question-restored-wrong = في زيارتك السابقة: أجبتَ {"\u2068"}{ $answer }{"\u2069"} (ليست صحيحة بعد: حاول مرة أخرى).

## المسرد: كل كلمة تستعملها الدروس، مشروحة لطلاب في الرابعة عشرة

glossary-p-position = وضع P
glossary-p-position-means = وضع يخسر فيه اللاعب الذي عليه الدور مهما أحسن اللعب، إذا أحسن خصمه اللعب: يفوز اللاعب السابق، أي الذي لعب للتو (الحرف P من الكلمة الإنجليزية previous، أي «السابق»).
glossary-n-position = وضع N
glossary-n-position-means = وضع يستطيع فيه اللاعب الذي عليه الدور أن يفوز إذا أحسن اللعب: يفوز اللاعب التالي (الحرف N من الكلمة الإنجليزية next، أي «التالي»).
glossary-winning-move = نقلة رابحة
glossary-winning-move-means = نقلة يخسر بعدها الخصم مهما أحسن اللعب (فهي تترك له وضع P).
glossary-losing-start = بداية خاسرة
glossary-losing-start-means = كومة يخسر منها اللاعب الأول إذا أحسن الآخر اللعب.
glossary-move-function = دالة النقلة <i>f</i>
glossary-move-function-means = القاعدة التي تحدد أكبر عدد من القطع يجوز للاعب أن يأخذه، بحسب ما أخذه الخصم للتو (وبحسب حجم الكومة أيضًا في بعض الألعاب).
glossary-base = أساس (<i>B<sub>f</sub></i>)
glossary-base-means = قائمة أعداد تُبنى من القاعدة <i>f</i> وتُستعمل في الاستراتيجية: اكتب الكومة مجموعًا لأعضاء من القائمة، الأكبر أولًا، ثم خذ أصغر جزء.
glossary-fibonacci-numbers = أعداد فيبوناتشي
glossary-fibonacci-numbers-means = 1، 2، 3، 5، 8، 13، 21، …: كل عدد هو مجموع العددين اللذين قبله.
glossary-zeckendorf = تمثيل زيكندورف
glossary-zeckendorf-means = كتابة عدد مجموعًا لأعداد فيبوناتشي، بأخذ أكبر عدد منها يتسع في كل مرة (مثلًا {"\u2066"}20 = 13 + 5 + 2{"\u2069"})؛ ولا يكون أيّ اثنين منها متجاورين في القائمة.
glossary-period = دورة
glossary-period-means = تكون للقاعدة دورة طولها <i>t</i> حين تتكرر كلما زادت الكومة <i>t</i> قطعة: فهي تعامل كومة من <i>n</i> قطعة وكومة من {"\u2066"}<i>n</i> + <i>t</i>{"\u2069"} قطعة المعاملة نفسها (ومع {"\u2066"}<i>t</i> = 2{"\u2069"} لا تنظر إلا إلى كون الكومة فردية أو زوجية).
glossary-remainder = باقي القسمة (mod)
glossary-remainder-means = ما يتبقى بعد القسمة: {"\u2066"}17 mod 5 = 2{"\u2069"}، لأن {"\u2066"}17 = 15 + 2{"\u2069"} و15 هي ثلاث خمسات.
glossary-mex = mex
glossary-mex-means = اختصار للعبارة الإنجليزية «minimum excluded» (أصغر مستبعَد): أصغر عدد صحيح من 0، 1، 2، … لا يوجد في قائمة. قيمة mex للأعداد 0، 1، 3 هي 2.
glossary-grundy-value = قيمة غراندي
glossary-grundy-value-means = عدد لكل وضع: 0 لوضع لا نقلة منه، وإلا فهو mex قيم الأوضاع التي تبعد عنه نقلة واحدة. الأوضاع التي قيمتها 0 هي أوضاع P.
glossary-binary = النظام الثنائي
glossary-binary-means = كتابة عدد بقوى العدد 2، أي 1، 2، 4، 8، 16، …، كلٌّ منها مرة واحدة على الأكثر: {"\u2066"}13 = 8 + 4 + 1{"\u2069"} يُكتب 1101 في النظام الثنائي.
glossary-nim-sum = مجموع نيم (⊕)
glossary-nim-sum-means = جمع أعداد بالنظام الثنائي دون حمل (ويسمى أيضًا «أو الحصري»): {"\u2066"}5 ⊕ 3 = 6{"\u2069"}، لأن {"\u2066"}101 ⊕ 011 = 110{"\u2069"}. في لعبة من عدة كومات، يحدد مجموع نيم لقيم غراندي من يفوز.
glossary-h = <i>H</i> (متتالية شفنك)
glossary-h-means = قائمة أعداد تُبنى من قاعدة أخذ كما تُبنى أعداد فيبوناتشي: تبدأ بالعدد 1، وكل عضو جديد هو العضو الأخير زائد عضو سابق تختاره القاعدة. أثبت شفنك أن هذه الأعداد، في قواعد كثيرة، هي الكومات التي يخسر منها اللاعب الأول.
glossary-blocking = المنع
glossary-blocking-means = قبل أن تلعب، يجوز لخصمك أن يمنع بعض النقلات التي يمكنك أن تلعبها؛ ثم تختار أنت من بين النقلات الباقية.
glossary-split = التقسيم
glossary-split-means = أن تقسم كومة واحدة إلى كومتين أصغر، في كلٍّ منهما قطعة واحدة على الأقل.
glossary-conjecture = تخمين
glossary-conjecture-means = عبارة يعتقد أحدٌ أنها صحيحة لكنه لم يبرهنها؛ ويكفي مثال مضاد واحد لبيان أنها خاطئة.
glossary-theorem = مبرهنة
glossary-theorem-means = عبارة تمّت برهنتها: فهي صحيحة في كل حالة تتحدث عنها.
glossary-counterexample = مثال مضاد
glossary-counterexample-means = حالة واحدة لا تصحّ فيها العبارة.
glossary-safe-pile = كومة آمنة
glossary-safe-pile-means = في نيم مع المنع، كومة يخسر منها اللاعب الذي عليه الدور مهما أحسن اللعب، إذا منع خصمه بعض النقلات وأحسن اللعب؛ و«غير آمنة» تعني أن اللاعب الذي عليه الدور يستطيع الفوز.
glossary-brute-force = البحث الشامل
glossary-brute-force-means = إيجاد الإجابة بتجربة كل لعبة ممكنة، نقلةً بعد نقلة، بدلًا من استعمال صيغة.
`;
