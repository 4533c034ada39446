// The words of the lesson page fibonacci-nim.html in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"}, the live facts (worded in Arabic) first-strong {"\u2068"}…{"\u2069"} (see en.js).
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

fibonacci-nim-head-1 = نيم فيبوناتشي ولعبة دالة النقلة — درس من Nim Lab
fibonacci-nim-page-1 = انتقل إلى الدرس
fibonacci-nim-head-2 = <a data-l10n-name="link1">الدروس</a> · <a data-l10n-name="link2">Nim Lab</a>
fibonacci-nim-head-5 = اللغة
fibonacci-nim-head-6 = لغة المتصفح
fibonacci-nim-head-3 = نيم فيبوناتشي ولعبة دالة النقلة
fibonacci-nim-head-4 = كومة واحدة من القطع. يجوز للاعب الأول أن يأخذ حتى عدد معطى؛ وبعد ذلك يجوز لكل لاعب أن يأخذ على الأكثر <strong>ضعف</strong> ما أخذه خصمه للتو. يفوز من يأخذ القطعة الأخيرة. من يفوز، وكيف؟ استنادًا إلى <bdi>A. Holshouser and H. Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, Electronic Journal of Combinatorics 10 (2003) #N7</bdi>.
fibonacci-nim-play-1 = 1. العب بضع مباريات
fibonacci-nim-play-2 = كومة من 20 قطعة. في النقلة الأولى يجوز لك أن تأخذ من 1 إلى 19 قطعة. وبعد نقلة من <i>k</i> قطعة يجوز للاعب الآخر أن يأخذ {"\u2066"}2<i>k</i>{"\u2069"} على الأكثر. خذ القطعة الأخيرة لتفوز.
fibonacci-nim-play-3 = المحرّك أدناه يلعب بمستوى <strong>مبتدئ</strong>: إنه يخطئ. العب ضده بضع مرات وسجّل الكومات التي لم يستطع فيها اللاعب الذي عليه الدور أن ينجو.
fibonacci-nim-play-4 = للمعلّم
fibonacci-nim-play-5 = الهدف
fibonacci-nim-play-6 = يتعرّف الطلاب على اللعبة ويلاحظون أن الكومات الصغيرة هي التي تحسمها.
fibonacci-nim-play-7 = اسأل
fibonacci-nim-play-8 = «مع كومة من 3 والحق في أخذ 2، من يفوز؟ ومع كومة من 3 والحق في أخذ 1؟»
fibonacci-nim-play-9 = دعهم يجرّبون
fibonacci-nim-play-10 = يمكن تغيير مستوى المحرّك تحت اللوحة: «مثالي» لا يخطئ أبدًا.
fibonacci-nim-lose-1 = 2. من أي الكومات يخسر اللاعب الأول؟
fibonacci-nim-lose-2 = تخيّل لعبة جديدة تبدأ بكومة من <i>N</i> قطعة، يجوز فيها للنقلة الأولى أن تأخذ أي عدد ما عدا الكومة كلها. من بعض الكومات يستطيع اللاعب الأول أن يفوز دائمًا. ومن غيرها يخسر اللاعب الأول إذا لم يخطئ اللاعب الآخر: لنسمِّ هذه <strong>كومات البداية الخاسرة</strong>. احسب ذلك أولًا على الورق للكومات الصغيرة.
fibonacci-nim-lose-3 = قائمة كومات البداية الخاسرة عند المحرّك
fibonacci-nim-lose-4 = لـ {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"} يخسر اللاعب الأول انطلاقًا من {"\u2068"}<span data-l10n-name="fact-losing-starts"></span>{"\u2069"}
fibonacci-nim-lose-5 = للمعلّم
fibonacci-nim-lose-6 = حدسيات يطرحها الطلاب عادةً
fibonacci-nim-lose-7 = «يخسر اللاعب الأول من كل كومة زوجية.»
fibonacci-nim-lose-8 = «الكومات الخاسرة هي أعداد فيبوناتشي 1، 2، 3، 5، 8، 13، …»
fibonacci-nim-lose-9 = الإجابة
fibonacci-nim-lose-10 = الكومات الخاسرة هي بالضبط أعضاء الأساس {"\u2066"}<i>B<sub>f</sub></i>{"\u2069"} عند <bdi>Holshouser &amp; Reiter</bdi> (وهي لـ {"\u2066"}2x{"\u2069"} أعداد فيبوناتشي): أي قائمة المحرّك أعلاه.
fibonacci-nim-predict-1 = 3. توقّع أصغر نقلة رابحة
fibonacci-nim-predict-2 = من كومة فيها <i>N</i> قطعة، بعض النقلات يربح وبعضها يخسر. نكتب {"\u2066"}<i>g</i>(<i>N</i>){"\u2069"} للدلالة على <strong>أصغر عدد من القطع يحقق الفوز</strong>. إذا سمحت لك القواعد بأن تأخذ {"\u2066"}<i>g</i>(<i>N</i>){"\u2069"} على الأقل فبإمكانك أن تفوز؛ وإلا فإنك تخسر. توقّع {"\u2066"}<i>g</i>(<i>N</i>){"\u2069"} قبل أن يخبرك به المحرّك.
fibonacci-nim-predict-3 = قارن بجدول المحرّك
fibonacci-nim-predict-4 = الكومات المُبرَزة هي كومات البداية الخاسرة من الخطوة 2.
fibonacci-nim-predict-5 = للمعلّم
fibonacci-nim-predict-6 = اسأل
fibonacci-nim-predict-7 = «أين يكون {"\u2066"}<i>g</i>(<i>N</i>) = <i>N</i>{"\u2069"}؟» (عند الكومات المُبرَزة: هناك لا تربح أي نقلة أصغر من الكومة كلها.)
fibonacci-nim-predict-8 = الإجابة
fibonacci-nim-zeckendorf-1 = 4. الاستراتيجية: اكتب <i>N</i> مجموعًا
fibonacci-nim-zeckendorf-2 = إليك وصفة الفوز. يبني المحرّك من القاعدة قائمة من الأعداد تُسمّى <strong>الأساس</strong> (<span data-l10n-name="fact-base-is-losing"></span>). اكتب الكومة <i>N</i> مجموعًا لأعداد من الأساس: خذ أكبر عدد يتّسع له، ثم أكبر عدد يتّسع له الباقي، وهكذا. ثم <strong>خذ أصغر الأجزاء</strong>. <span data-l10n-name="shown-later">مثلًا، <span data-l10n-name="fact-example-20"></span></span> <span class="screen-only">الرسم يفعل ذلك لأي كومة: اكتب عددًا.</span>
fibonacci-nim-zeckendorf-3 = لمزيد من الاستكشاف: الأسماء التي يستخدمها الرياضيون
fibonacci-nim-zeckendorf-4 = القائمة التي تستخدمها الوصفة تُسمّى <em>أساس</em> القاعدة <i>f</i>، ويُرمز إليه {"\u2066"}<i>B<sub>f</sub></i>{"\u2069"}؛ وهو لـ {"\u2066"}2<i>x</i>{"\u2069"} أعداد فيبوناتشي، والمجموع هو <em>تمثيل زيكندورف</em> للعدد <i>N</i>. تحسب المبرهنة الرئيسية عند <bdi>Holshouser &amp; Reiter</bdi> أصغر نقلة رابحة {"\u2066"}<i>g</i>(<i>N</i>){"\u2069"} من أصغر الأجزاء؛ ويتحقق المحرّك من هذه المبرهنة على كل مدى يحسبه.
fibonacci-nim-zeckendorf-5 = <strong>هل تستطيع أن تهزم المحرّك من هنا؟</strong> كومة من 50 قطعة، والنقلة الأولى تأخذ حتى 49. المحرّك الآن يلعب <strong>بإتقان تام</strong>: <span data-l10n-name="fact-challenge-50"></span>
fibonacci-nim-zeckendorf-6 = للمعلّم
fibonacci-nim-zeckendorf-7 = لماذا تنجح
fibonacci-nim-zeckendorf-8 = أخذ أصغر الأجزاء يترك كومة أصغر أجزائها أكبر من أن يأخذه الخصم (المبرهنة الرئيسية عند <bdi>Holshouser &amp; Reiter</bdi>: <i>g</i> تساوي {"\u2066"}<i>g</i><sub>0</sub>{"\u2069"} المحسوبة من الأساس). ويتحقق المحرّك من هذه المبرهنة على كل مدى يحسبه.
fibonacci-nim-zeckendorf-9 = اسأل
fibonacci-nim-zeckendorf-10 = «بعد أن تأخذ أصغر الأجزاء، لماذا لا يستطيع الخصم أبدًا أن يأخذ الجزء الأصغر التالي؟»
fibonacci-nim-rule-1 = 5. غيّر القاعدة
fibonacci-nim-rule-2 = ضع مكان «على الأكثر ضعف ما أُخذ للتو» دالة نقلة أخرى <i>f</i>. كل لعبة وكل جدول وكل جملة في هذه الصفحة تتبع القاعدة التي تختارها.
fibonacci-nim-rule-3 =
    .aria-label = دوال النقلة
fibonacci-nim-rule-4 = لـ {"\u2066"}<span data-l10n-name="rule"></span>{"\u2069"} يبدأ الأساس هكذا: {"\u2068"}<span data-l10n-name="fact-base-start"></span>{"\u2069"}
fibonacci-nim-rule-5 = للمعلّم
fibonacci-nim-rule-6 = حدسيات يطرحها الطلاب عادةً
fibonacci-nim-rule-7 = «مع {"\u2066"}f(x) = x{"\u2069"} (لا أكثر أبدًا مما أخذه الخصم) تكون الكومات الخاسرة هي قوى العدد 2.»
fibonacci-nim-rule-8 = «الدالة f الأسرع نموًا تجعل الأساس أكثر تباعدًا دائمًا: {"\u2066"}2x − 1{"\u2069"} تعطي كومات خاسرة أقل مما تعطيه x.»
fibonacci-nim-rule-9 = الإجابة
fibonacci-nim-rule-10 = للقاعدة المختارة الآن: <span data-l10n-name="fact-losing-starts-short"></span>
fibonacci-nim-conjecture-1 = 6. لمزيد من الاستكشاف: حدسية منشورة تحت الاختبار
fibonacci-nim-conjecture-2 = <strong>الحدسية</strong> عبارة يعتقد أحدهم صحتها لكنه لم يبرهنها. يحدس <bdi>Holshouser &amp; Reiter</bdi> بما يلي: <em>إذا أمكن أن تصبح أصغر نقلة رابحة {"\u2066"}g(N){"\u2069"} كبيرة بقدر ما نشاء، فإن كومات البداية الخاسرة تنمو نموًا أُسّيًا</em> — أي إن كل واحدة منها أكبر من سابقتها بعدد ثابت من المرات على الأقل. ويكفي مثال مضاد واحد لإثبات خطئها؛ ويستطيع المحرّك أن يبحث عن شواهد. <span class="screen-only">اختر <strong>x²</strong> أعلاه، أو استخدم الزر:</span>
fibonacci-nim-conjecture-3 = استخدم {"\u2066"}f(x) = x²{"\u2069"}
fibonacci-nim-conjecture-4 = يعرض الجدول آخر كومات البداية الخاسرة {"\u2066"}<i>b<sub>k</sub></i>{"\u2069"} التي وجدها المحرّك، وفي العمود الأخير كم مرة تكبر كل واحدة منها سابقتها.
fibonacci-nim-conjecture-5 = للمعلّم
fibonacci-nim-conjecture-6 = الهدف
fibonacci-nim-conjecture-7 = التمييز بين الحدسية والمبرهنة، وبين الشاهد والبرهان.
fibonacci-nim-conjecture-8 = لماذا {"\u2066"}x²{"\u2069"}
fibonacci-nim-conjecture-9 = عندما تكون f غير متناقصة، يكون العضو التالي في الأساس هو العضو الأخير مضافًا إليه أصغر عضو <i>b</i> تكون فيه {"\u2066"}f(<i>b</i>){"\u2069"} أكبر من العضو الأخير أو تساويه؛ ومع {"\u2066"}f(x) = x²{"\u2069"} يكون هذا قرابة جذره التربيعي، فتزحف الأعضاء صعودًا مثل مضاعف لـ {"\u2066"}<i>k</i>²{"\u2069"} (يعرض الجدول {"\u2066"}<i>b<sub>k</sub></i>{"\u2069"} بجانب {"\u2066"}<i>k</i>²/4{"\u2069"}) بدلًا من أن تتضاعف.
fibonacci-nim-conjecture-10 = ما يجده المحرّك لـ {"\u2066"}x²{"\u2069"}
fibonacci-nim-page-2 =
    .aria-label = ورقة العمل
fibonacci-nim-handout-1 = نيم فيبوناتشي — ورقة العمل
fibonacci-nim-handout-2 = <strong>القواعد.</strong> كومة واحدة من القطع. يجوز للاعب الأول أن يأخذ أي عدد ما عدا الكومة كلها. وبعد نقلة من <i>k</i> قطعة يجوز للاعب الآخر أن يأخذ {"\u2066"}2<i>k</i>{"\u2069"} على الأكثر. يفوز من يأخذ القطعة الأخيرة.
fibonacci-nim-handout-3 = املأ الجدول: من يفوز عندما يبدأ اللاعب الأول من كومة فيها <i>N</i> قطعة؟
fibonacci-nim-handout-5 =
    .data-columns = N|هل يفوز اللاعب الأول أم يخسر؟|نقلة أولى رابحة
fibonacci-nim-handout-4 = الأسئلة
`;
