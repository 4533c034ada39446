// The words of the lesson page periodic-bases.html in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"}, the live facts (worded in Arabic) first-strong {"\u2068"}…{"\u2069"} (see en.js).
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

periodic-bases-head-1 = القواعد الدورية والأسس المتعددة — درس من Nim Lab
periodic-bases-page-1 = انتقل إلى الدرس
periodic-bases-head-2 = <a data-l10n-name="link1">الدروس</a> · <a data-l10n-name="link2">Nim Lab</a>
periodic-bases-head-5 = اللغة
periodic-bases-head-6 = لغة المتصفح
periodic-bases-head-3 = القواعد الدورية والأسس المتعددة
periodic-bases-head-4 = كومة واحدة من القطع. بعد أن يأخذ خصمك <i>x</i> قطعة من كومة فيها <i>n</i>، يجوز لك أن تأخذ {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>){"\u2069"} على الأكثر: فالحد يعتمد على النقلة التي لُعبت للتو <em>وأيضًا</em> على الكومة التي لُعبت منها، و<i>f</i> تتكرر في <i>n</i> بدورة <i>t</i>. يفوز من يأخذ القطعة الأخيرة. استنادًا إلى <bdi>A. Holshouser and H. Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, Electronic Journal of Combinatorics 13 (2006) #N7</bdi>، وإلى المثال 2 فيه.
periodic-bases-play-1 = 1. العب لعبة البحث
periodic-bases-play-2 = كومة من 20 قطعة. في النقلة الأولى يجوز لك أن تأخذ من 1 إلى 19. وبعد ذلك، عندما يكون خصمك قد أخذ للتو <i>x</i> قطعة من كومة فيها <i>n</i> (الكومة <em>قبل</em> نقلته)، يجوز لك أن تأخذ {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>){"\u2069"} على الأكثر. خذ القطعة الأخيرة لتفوز.
periodic-bases-play-3 = المثال 2 في البحث هو نيم فيبوناتشي (خذ على الأكثر ضعف ما أُخذ للتو) مع استثناء واحد: بعد نقلة من 3 من كومة <em>فردية</em> يكون الحد 4. فالقاعدة إذن تنظر إلى كون الكومة فردية أو زوجية؛ وهي تتكرر كل كومتين، ونقول إن لها <strong>دورة</strong> {"\u2066"}<i>t</i> = 2{"\u2069"}.
periodic-bases-play-4 = القاعدة في هذه الصفحة الآن: {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"}. مثلًا، {"\u2068"}<span data-l10n-name="fact-limits"></span>{"\u2069"}
periodic-bases-play-5 = المحرّك أدناه يلعب بمستوى <strong>مبتدئ</strong>: إنه يخطئ. العب بضع مباريات وسجّل الكومات التي لم يستطع فيها اللاعب الذي عليه الدور أن ينجو.
periodic-bases-play-6 = للمعلّم
periodic-bases-play-7 = الهدف
periodic-bases-play-8 = يتعرّف الطلاب على قاعدة تنظر إلى الكومة إلى جانب النقلة الأخيرة.
periodic-bases-play-9 = اسأل
periodic-bases-play-10 = «أخذ خصمك للتو 3 من كومة فيها 15. كم يجوز لك أن تأخذ؟ وماذا لو كانت الكومة 16؟»
periodic-bases-play-11 = الإجابة
periodic-bases-play-12 = دعهم يجرّبون
periodic-bases-play-13 = يمكن تغيير مستوى المحرّك تحت اللوحة: «مثالي» لا يخطئ أبدًا.
periodic-bases-games-1 = 2. كومة واحدة ولعبتان
periodic-bases-games-2 = حيلة البحث هي النظر إلى لعبتين في آن واحد. اللعبة <i>G</i><sub>0</sub> هي لعبة الخطوة 1. واللعبة <i>G</i><sub>1</sub> هي اللعبة نفسها، إلا أن القاعدة تقرأ كل كومة كأن فيها قطعة زائدة: فالكومة الفردية تُحسب زوجية، والزوجية تُحسب فردية.
periodic-bases-games-3 = لماذا لعبة ثانية؟ في منتصف المباراة، يُلعب باقي الكومة كأنه كومة جديدة في إحدى اللعبتين — وأيّهما يتوقف على عدد القطع التي أُخذت (يشرح «لمزيد من الاستكشاف» أدناه كيف بالضبط).
periodic-bases-games-4 = إليك {"\u2068"}<span data-l10n-name="fact-other-game-name"></span>{"\u2069"}، من الكومة نفسها ذات الـ 20 قطعة:
periodic-bases-games-5 = إجابة المحرّك لـ {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"}: {"\u2068"}<span data-l10n-name="fact-losing-starts"></span>{"\u2069"}
periodic-bases-games-6 = لمزيد من الاستكشاف: الألعاب <i>G<sub>i</sub></i> بكلمات البحث
periodic-bases-games-7 = لقاعدة دورتها <i>t</i> ينظر البحث إلى <i>t</i> من الألعاب في آن واحد. اللعبة <i>G<sub>i</sub></i> هي اللعبة نفسها مع {"\u2066"}<i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>x</i>){"\u2069"} بدلًا من {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>){"\u2069"}، حيث {"\u2066"}<i>i</i> ⊕ <i>n</i> = (<i>i</i> + <i>n</i>) mod <i>t</i>{"\u2069"}، أي باقي القسمة على <i>t</i>.
periodic-bases-games-8 = خذ <i>b</i> قطعة في اللعبة <i>G<sub>i</sub></i>: عندئذ يُلعب باقي الكومة تمامًا كأنه كومة جديدة في اللعبة {"\u2066"}<i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>{"\u2069"}، لأن القطع الـ <i>b</i> المأخوذة تظل محسوبة في {"\u2066"}<i>i</i> ⊕ <i>n</i>{"\u2069"}.
periodic-bases-games-9 = للمعلّم
periodic-bases-games-10 = الهدف
periodic-bases-games-11 = الكومة نفسها قد تكون رابحة في لعبة وخاسرة في أخرى: فما فعلته القاعدة بالكومات <em>السابقة</em> مهم، ولذلك لا تكفي قائمة واحدة للكومات الخاسرة.
periodic-bases-games-12 = اسأل
periodic-bases-games-13 = «تأخذ 5 من كومة فيها 20 في <i>G</i><sub>0</sub>. في أي لعبة تكون القطع الـ 15 الباقية؟» ({"\u2066"}<i>G</i><sub>0 ⊕ 5</sub>{"\u2069"}، أي {"\u2068"}<span data-l10n-name="fact-residue-5"></span>{"\u2069"}.)
periodic-bases-games-14 = حدسيات يطرحها الطلاب عادةً
periodic-bases-games-15 = «الكومة التي تخسر في <i>G</i><sub>0</sub> تخسر في <i>G</i><sub>1</sub> أيضًا.»
periodic-bases-games-16 = «الكومات الخاسرة في <i>G</i><sub>0</sub> هي أعداد فيبوناتشي 1، 2، 3، 5، 8، 13، …»
periodic-bases-predict-1 = 3. توقّع أصغر نقلة رابحة في كل لعبة
periodic-bases-predict-2 = من كومة فيها <i>n</i> قطعة، بعض النقلات يربح وبعضها يخسر. نكتب {"\u2066"}<i>g</i><sub>0</sub>(<i>n</i>){"\u2069"} للدلالة على <strong>أصغر عدد من القطع يحقق الفوز</strong> من كومة فيها <i>n</i> في اللعبة <i>G</i><sub>0</sub>، و{"\u2066"}<i>g</i><sub>1</sub>(<i>n</i>){"\u2069"} للشيء نفسه في <i>G</i><sub>1</sub>. إذا سمحت لك القواعد بأن تأخذ هذا العدد على الأقل فبإمكانك أن تفوز؛ وإلا فإنك تخسر.
periodic-bases-predict-3 = قارن الآن بجدول المحرّك لـ {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"} (الخلية المُبرَزة: <i>n</i> عضو في أساس تلك اللعبة، الخطوة 4):
periodic-bases-predict-4 = لمزيد من الاستكشاف: الخوارزمية 1 من البحث
periodic-bases-predict-5 = يحسب البحث أصغر نقلة رابحة في اللعبة <i>G<sub>i</sub></i> كومةً بعد كومة: {"\u2066"}<i>g<sub>i</sub></i>(<i>n</i>){"\u2069"} هي أصغر <i>k</i> يحقق {"\u2066"}<i>f</i>(<i>i</i> ⊕ <i>n</i>, <i>k</i>) &lt; <i>g<sub>i</sub></i>(<i>n</i> − <i>k</i>){"\u2069"}، حيث {"\u2066"}<i>g<sub>i</sub></i>(0) = ∞{"\u2069"}: فالنقلة من <i>k</i> قطعة تربح عندما لا يجوز للخصم أن يأخذ ما يكفي ليفوز مما تبقّى.
periodic-bases-predict-6 = للمعلّم
periodic-bases-predict-7 = اسأل
periodic-bases-predict-8 = «في أي الصفوف يختلف العمودان؟ أين يكون {"\u2066"}<i>g<sub>i</sub></i>(<i>n</i>) = <i>n</i>{"\u2069"}؟»
periodic-bases-predict-9 = الإجابة
periodic-bases-predict-10 = حدسيات يطرحها الطلاب عادةً
periodic-bases-predict-11 = «{"\u2066"}<i>g</i><sub>0</sub>(<i>n</i>){"\u2069"} لا تكون أبدًا أكبر من {"\u2066"}<i>g</i><sub>1</sub>(<i>n</i>){"\u2069"}.»
periodic-bases-bases-1 = 4. الاستراتيجية: عدة أسس
periodic-bases-bases-2 = لكل لعبة قائمتها الخاصة من الكومات المميّزة، أي <strong>أساسها</strong>: <i>B</i><sub>0</sub> للعبة <i>G</i><sub>0</sub> و<i>B</i><sub>1</sub> للعبة <i>G</i><sub>1</sub>. يبنيهما المحرّك:
periodic-bases-bases-3 = للّعب من كومة فيها <i>n</i>: افصل منها أكبر عضو من أساس اللعبة يتّسع له. يُلعب الباقي كأنه كومة جديدة في إحدى الألعاب: اكتبه في أساس <em>تلك</em> اللعبة، وهكذا. والجزء الأخير يدلّك على النقلة الرابحة. <span class="screen-only">جرّب بضع كومات:</span>
periodic-bases-bases-4 = لمزيد من الاستكشاف: كيف تُبنى الأسس
periodic-bases-bases-5 = تُبنى الأسس معًا: يبدأ كل منها بـ 1، 2، والعضو التالي في <i>B<sub>i</sub></i> هو عضوه الأخير <i>b</i> مضافًا إليه أصغر عضو <i>c</i> في أساس اللعبة {"\u2066"}<i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>{"\u2069"} لا يستطيع الخصم الرد عليه ({"\u2066"}<i>f</i>(<i>i</i> ⊕ <i>b</i> ⊕ <i>c</i>, <i>c</i>) ≥ <i>b</i>{"\u2069"}؛ وفي الحالة العامة تحلّ قيمة Θ محل <i>b</i>، وهذه هي المبرهنة 2 في البحث).
periodic-bases-bases-6 = <strong>هل تستطيع أن تهزم المحرّك من هنا؟</strong> كومة من 50 قطعة في اللعبة <i>G</i><sub>0</sub>، والنقلة الأولى تأخذ حتى 49. المحرّك الآن يلعب <strong>بإتقان تام</strong>: {"\u2068"}<span data-l10n-name="fact-challenge-50"></span>{"\u2069"}
periodic-bases-bases-7 = للمعلّم
periodic-bases-bases-8 = لماذا تنجح
periodic-bases-bases-9 = أخذ الجزء الأخير يترك كومةً جزؤها الأخير بدوره أكبر من أن يأخذه الخصم (المبرهنتان 1 و2 في البحث). ويتحقق المحرّك من المبرهنتين بمقارنتهما بالخوارزمية 1 على كل كومة يحسبها (الخطوة 7).
periodic-bases-bases-10 = اسأل
periodic-bases-bases-11 = «لماذا يتغيّر الأساس الذي تكتب فيه الباقي من جزء إلى آخر؟» (كل جزء يُؤخذ يُزيح اللعبة: <i>G<sub>i</sub></i> تصبح {"\u2066"}<i>G</i><sub><i>i</i> ⊕ <i>b</i></sub>{"\u2069"}.)
periodic-bases-bases-12 = حدسيات يطرحها الطلاب عادةً
periodic-bases-bases-13 = «الكومات التي يخسر منها اللاعب الأول في <i>G<sub>i</sub></i> هي بالضبط أعضاء <i>B<sub>i</sub></i>.»
periodic-bases-example2-1 = 5. لمزيد من الاستكشاف: المثال 2 مقارنةً بالبحث
periodic-bases-example2-2 = لا يسرد البحث <i>B</i><sub>0</sub> و<i>B</i><sub>1</sub> للمثال 2، بل يعطيهما بصيغ بدلالة أعداد فيبوناتشي، مع نمط من ستة حدود يتكرر. احسب أولًا عضوًا واحدًا بنفسك، ثم شاهد المحرّك يقارن كل عضو يحسبه بصيغة البحث. (تتناول هذه الخطوة دائمًا قاعدة البحث، أيًّا كانت القاعدة التي تختارها في الخطوة 6.)
periodic-bases-example2-3 = ويلاحظ البحث أيضًا أنه عندما {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>{"\u2069"} (وعندئذ {"\u2066"}<i>t</i> = 1{"\u2069"}) يكون الأساس هو أعداد فيبوناتشي: إنها نيم فيبوناتشي. المحرّك: {"\u2068"}<span data-l10n-name="fact-fibonacci-nim"></span>{"\u2069"}
periodic-bases-example2-4 = للمعلّم
periodic-bases-example2-5 = الهدف
periodic-bases-example2-6 = فحص نتيجة منشورة سطرًا سطرًا: الصيغة في بحثٍ ادعاء، والحساب يمكنه أن يؤكدها (في حدود ما يصل إليه) أو أن يكشف خطأً مطبعيًا.
periodic-bases-example2-7 = اسأل
periodic-bases-example2-8 = «أين تبتعد أسس المثال 2 عن أعداد فيبوناتشي أول مرة، ولماذا هناك بالذات؟» (الاستثناء الوحيد في القاعدة هو نقلة من 3.)
periodic-bases-example2-9 = ما يجده المحرّك
periodic-bases-example2-10 = حدسيات يطرحها الطلاب عادةً
periodic-bases-example2-11 = «أعضاء <i>B</i><sub>0</sub> تنمو مثل أعداد فيبوناتشي: كل عضو يساوي نحو 1.618 مرة العضو الذي قبله.»
periodic-bases-rule-1 = 6. غيّر القاعدة
periodic-bases-rule-2 = اختر دالة دورية أخرى {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>){"\u2069"} ودورتها <i>t</i>، أو اكتب دالتك الخاصة (ترى القاعدة <i>n</i> على أنها باقي قسمة الكومة على <i>t</i>، أي أحد الأعداد {"\u2066"}0, 1, …, <i>t</i> − 1{"\u2069"}). كل لعبة وكل جدول وكل جملة في هذه الصفحة تتبع القاعدة التي تختارها، ما عدا التحقق من المثال 2 في الخطوة 5.
periodic-bases-rule-3 =
    .aria-label = دوال النقلة الدورية
periodic-bases-rule-4 = لـ {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"}: {"\u2068"}<span data-l10n-name="fact-bases-start"></span>{"\u2069"}
periodic-bases-rule-5 = للمعلّم
periodic-bases-rule-6 = حدسيات يطرحها الطلاب عادةً
periodic-bases-rule-7 = «كل أساس يبدأ بـ 1، 2، 3.»
periodic-bases-rule-8 = «مع الدورة <i>t</i> توجد <i>t</i> من الأسس المختلفة.»
periodic-bases-rule-9 = الإجابة
periodic-bases-rule-10 = للقاعدة المختارة الآن: {"\u2068"}<span data-l10n-name="fact-losing-starts-short"></span>{"\u2069"}
periodic-bases-theorem-1 = 7. لمزيد من الاستكشاف: شرط المبرهنة 1، وأين تخفق نتائجها
periodic-bases-theorem-2 = تقول <strong>المبرهنة</strong>: <em>إذا</em> تحققت شروطها، <em>فإن</em> نتائجها تتحقق. فماذا يحدث لقاعدة تخرق أحد الشروط؟ يستطيع المحرّك أن يرى.
periodic-bases-theorem-3 = تفترض المبرهنة 1 في البحث، إضافةً إلى الدورة، الشرط (2): {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i> + 1) − <i>f</i>(<i>n</i>, <i>x</i>) ≥ −1{"\u2069"} (أخذ قطعة إضافية لا يُنقص الحد أبدًا بأكثر من واحد). ثم تستنتج: (1) {"\u2066"}<i>g<sub>i</sub></i>(<i>b</i>) = <i>b</i>{"\u2069"} عند كل عضو <i>b</i> من <i>B<sub>i</sub></i>؛ (2) {"\u2066"}<i>g<sub>i</sub></i>(<i>n</i>) &lt; <i>n</i>{"\u2069"} عند كل كومة أخرى؛ (3) بين عضوين، {"\u2066"}<i>g<sub>i</sub></i>(<i>n</i>) = <i>g</i><sub><i>i</i> ⊕ <i>b</i></sub>(<i>n</i> − <i>b</i>){"\u2069"}. أما المبرهنة 2 فتستغني عن الشرط (2) وتبني أسسها بقيم Θ بدلًا من ذلك. يبني المحرّك أسس المبرهنة 1 لأي قاعدة ويتحقق من كل نتيجة بمقارنتها بالخوارزمية 1.
periodic-bases-theorem-4 = جرّب قاعدة يخفق فيها الشرط (2)
periodic-bases-theorem-5 = العودة إلى المثال 2
periodic-bases-theorem-6 = توقّع أولًا، لـ {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"}:
periodic-bases-theorem-7 = والآن تحقُّق المحرّك من المبرهنتين بمقارنتهما بالخوارزمية 1:
periodic-bases-theorem-8 = للمعلّم
periodic-bases-theorem-9 = الهدف
periodic-bases-theorem-10 = ما فائدة الفرضية: بدونها ينهار البرهان، ويُظهر المحرّك أين تخفق النتائج أيضًا — أو أنها قد تصمد رغم ذلك.
periodic-bases-theorem-11 = اسأل
periodic-bases-theorem-12 = «هل يعني إخفاقُ شرطٍ إخفاقَ نتيجةٍ؟»
periodic-bases-theorem-13 = حدسيات يطرحها الطلاب عادةً
periodic-bases-theorem-14 = «عندما يخفق الشرط (2)، تخفق نتائج المبرهنة 1 أيضًا.»
periodic-bases-theorem-15 = «المبرهنة 2، بقيمها Θ، تصف <i>g<sub>i</sub></i> لكل قاعدة دورية.»
periodic-bases-theorem-16 = ما يجده المحرّك للقاعدة الحالية
periodic-bases-page-2 =
    .aria-label = ورقة العمل
periodic-bases-handout-1 = القواعد الدورية والأسس المتعددة — ورقة العمل
periodic-bases-handout-2 = <strong>القواعد.</strong> كومة واحدة من القطع. يجوز للاعب الأول أن يأخذ أي عدد ما عدا الكومة كلها. وبعد نقلة من <i>x</i> قطعة من كومة فيها <i>n</i>، يجوز للاعب الآخر أن يأخذ {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>){"\u2069"} على الأكثر. في المثال 2 من البحث {"\u2066"}<i>f</i>(<i>n</i>, <i>x</i>) = 2<i>x</i>{"\u2069"}، إلا أنه بعد نقلة من 3 من كومة فردية يكون الحد 4. تستخدم اللعبة <i>G</i><sub>0</sub> هذه القاعدة؛ وتقرأ اللعبة <i>G</i><sub>1</sub> كل كومة كأن فيها قطعة زائدة. يفوز من يأخذ القطعة الأخيرة.
periodic-bases-handout-3 = املأ الجدول: من يفوز عندما يبدأ اللاعب الأول من كومة فيها <i>N</i> قطعة؟
periodic-bases-handout-5 =
    .data-columns = N|في G₀: هل يفوز اللاعب الأول أم يخسر؟|في G₁: هل يفوز أم يخسر؟|نقلة أولى رابحة في G₀
periodic-bases-handout-4 = الأسئلة
`;
