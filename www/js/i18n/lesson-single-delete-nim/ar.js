// The words of the lesson page single-delete-nim.html in Arabic, right to left (see en.js).
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

single-delete-nim-head-1 = نيم الحذف الواحد — درس من Nim Lab
single-delete-nim-page-1 = انتقل إلى الدرس
single-delete-nim-head-2 = <a data-l10n-name="link1">الدروس</a> · <a data-l10n-name="link2">Nim Lab</a>
single-delete-nim-head-5 = اللغة
single-delete-nim-head-6 = لغة متصفّحك
single-delete-nim-head-3 = نيم الحذف الواحد
single-delete-nim-head-4 = بضع كومات من القطع. للنقلة جزآن: <strong>تحذف</strong> كومة كاملة، ثم <strong>تقسم</strong> كومة أخرى إلى كومتين غير فارغتين — فلا يتغيّر عدد الكومات أبدًا. يخسر اللاعب الذي لا يستطيع أن يتحرك. من يفوز، وكيف تعرف ذلك؟ استنادًا إلى <bdi><cite><a data-l10n-name="link1">Single-delete Nim</a></cite>, arXiv 2411.19453 (2024)</bdi>.
single-delete-nim-play-1 = 1. العب بضع جولات بكومتين
single-delete-nim-play-2 = كومتان، في إحداهما 6 قطع وفي الأخرى 9. في نقلتك، احذف إحدى الكومتين واقسم الأخرى إلى كومتين في كل منهما قطعة واحدة على الأقل. ثم يفعل خصمك الشيء نفسه بالكومتين اللتين تركتهما له. عندما لا يبقى في كل من الكومتين إلا قطعة واحدة، لا يستطيع اللاعب الذي عليه الدور أن يقسم شيئًا فيخسر.
single-delete-nim-play-3 = المحرّك أدناه يلعب بمستوى <strong>مبتدئ</strong>: إنه يخطئ. العب ضده بضع مرات، وسجّل أزواج الكومات التي لم يستطع اللاعب الذي عليه الدور النجاة منها.
single-delete-nim-play-4 = كلمتان تساعدانك: <strong>وضع P</strong> هو وضع <em>يخسر</em> فيه اللاعب الذي عليه الدور إذا أحسن خصمه اللعب (يفوز اللاعب <em>السابق</em>؛ P من الكلمة الإنجليزية <i>previous</i>)؛ و<strong>وضع N</strong> هو وضع يستطيع فيه اللاعب الذي عليه الدور أن يفوز (يفوز اللاعب <em>التالي</em>؛ N من <i>next</i>).
single-delete-nim-play-5 = للمعلّم
single-delete-nim-play-6 = الهدف
single-delete-nim-play-7 = يتعلّم الطلاب النقلة (الحذف ثم التقسيم)، ويلاحظون أن الأوضاع الصغيرة هي التي تحسم اللعبة.
single-delete-nim-play-8 = اسأل
single-delete-nim-play-9 = «إذا كانت الكومتان 1 و1، فهل يستطيع اللاعب الذي عليه الدور أن يفعل أي شيء؟ وماذا عن 1 و2؟ و2 و2؟»
single-delete-nim-play-10 = المفردات
single-delete-nim-play-11 = <strong>وضع P</strong> هو وضع يخسر فيه اللاعب الذي عليه الدور أمام أفضل لعب (يفوز اللاعب <em>السابق</em>)؛ و<strong>وضع N</strong> هو وضع يفوز فيه اللاعب الذي عليه الدور (اللاعب <em>التالي</em>).
single-delete-nim-play-12 = إجابات المحرّك عن الأوضاع الصغيرة
single-delete-nim-play-13 = بداية اللعبة
single-delete-nim-predict-1 = 2. توقّع: فوز أم خسارة؟
single-delete-nim-predict-2 = قبل أن تبحث عن أي شيء، توقّع. المحرّك يعرف كل وضع كوماته صغيرة، ويتحقق من إجابتك.
single-delete-nim-predict-3 = للمعلّم
single-delete-nim-predict-4 = الهدف
single-delete-nim-predict-5 = التوقّع أولًا ثم التحقق: يلتزم الطلاب بإجابة، ثم يطّلعون على تعليل المحرّك.
single-delete-nim-predict-6 = اسأل
single-delete-nim-predict-7 = «بعد نقلتك، ما الأوضاع التي تريد أن تتركها لخصمك؟ ومن أي الأوضاع خسرت في الخطوة 1؟»
single-delete-nim-predict-8 = الإجابات
single-delete-nim-pattern-1 = 3. أي الأزواج أوضاع P؟
single-delete-nim-pattern-2 = حلّ المحرّك كل زوج من الكومات {"\u2066"}<i>a</i>, <i>b</i>{"\u2069"} حتى {"\u2068"}<span data-l10n-name="fact-two-range"></span>{"\u2069"}. كل خانة في الخريطة زوج واحد: تكون داكنة حيث يخسر اللاعب الذي عليه الدور (وضع P). أشر إلى خانة (أو استخدم مفاتيح الأسهم) لترى السبب؛ وزر «العب من» يبدأ من هناك لعبة الخطوة 1.
single-delete-nim-pattern-3 = تبرهن الورقة ذلك: <em>تكون الكومتان وضع P تمامًا عندما تكون كلتاهما فردية</em>. وقد تحقق المحرّك من ذلك على كل زوج حلّه: {"\u2068"}<span data-l10n-name="fact-theorem-1-1"></span>{"\u2069"}
single-delete-nim-pattern-4 = للمعلّم
single-delete-nim-pattern-5 = تخمينات يطرحها الطلاب عادةً
single-delete-nim-pattern-6 = «P تمامًا عندما تكون الكومتان فرديتين.»
single-delete-nim-pattern-7 = «P تمامًا عندما يكون {"\u2066"}<i>a</i> + <i>b</i>{"\u2069"} زوجيًا.»
single-delete-nim-pattern-8 = «الكومتان المتساويتان خسارة للاعب الذي عليه الدور.»
single-delete-nim-pattern-9 = لماذا يصحّ ذلك
single-delete-nim-pattern-10 = يمكن تقسيم الكومة الزوجية إلى كومتين فرديتين؛ أما الكومة الفردية فلا يمكن تقسيمها إلا إلى كومة فردية وأخرى زوجية. لذا فمن كومتين فرديتين تترك كل نقلة كومة زوجية؛ ومن وضع فيه كومة زوجية، يحذف اللاعب الذي عليه الدور الكومة الأخرى ويقسم الزوجية إلى كومتين فرديتين.
single-delete-nim-pattern-11 = اسأل
single-delete-nim-pattern-12 = «أمامك 8 و5. أي كومة تحذف، وكيف تقسم الأخرى؟»
single-delete-nim-three-1 = 4. ثلاث كومات: حاذِ أقصى 1 إلى اليمين
single-delete-nim-three-2 = مع ثلاث كومات، هل ما زال الفردي والزوجي يحكيان القصة كلها؟ اكتب كل كومة بالنظام الثنائي وأزِح الصفوف بحيث يقع <strong>أقصى 1 إلى اليمين</strong> في كل منها في عمود واحد (مُبرَز). عُدّ الأصفار التي تلي أقصى 1 إلى اليمين: هذا العدد هو <strong>تقييم</strong> الكومة. وهو عدد المرات التي يمكنك فيها تنصيف الكومة مع بقاء الناتج عددًا صحيحًا؛ والكومة الفردية تقييمها 0.
single-delete-nim-three-3 = الكومات المراد رسمها
single-delete-nim-three-4 = ارسم
single-delete-nim-three-5 = اسأل المحرّك: P أم N؟
single-delete-nim-three-6 = تبرهن الورقة أن <em>ثلاث كومات تكون وضع P تمامًا عندما يكون للثلاث التقييم نفسه</em> (أي تتحاذى أقصى 1 إلى اليمين فيها). وقد تحقق المحرّك من ذلك على كل وضع حلّه: {"\u2068"}<span data-l10n-name="fact-theorem-1-4"></span>{"\u2069"}
single-delete-nim-three-7 = للاستزادة: الأسماء في الورقة
single-delete-nim-three-8 = تسمّي الورقة هذا التقييم <em>التقييم 2-الأدّي</em> للكومة: عدد المرات التي تقبل فيها القسمة على 2. والمبرهنة 1.1 فيها هي قاعدة الكومتين في الخطوة 3، والمبرهنة 1.4 هي قاعدة الكومات الثلاث أعلاه، أما القضيتان 4.1 و4.2 فتتناولان أي عدد من الكومات (وتتحقق منهما الخطوة 7).
single-delete-nim-three-9 = <strong>هل تستطيع هزيمة المحرّك من هنا؟</strong> كومات من 7 و10 و12 قطعة، والدور لك. المحرّك يلعب الآن بمستوى <strong>مثالي</strong>: {"\u2068"}<span data-l10n-name="fact-challenge-start"></span>{"\u2069"}
single-delete-nim-three-10 = للمعلّم
single-delete-nim-three-11 = تخمينات يطرحها الطلاب عادةً
single-delete-nim-three-12 = «ثلاث كومات: P تمامًا عندما تكون الثلاث فردية.»
single-delete-nim-three-13 = «ثلاث كومات: P تمامًا عندما {"\u2066"}<i>a</i> XOR <i>b</i> XOR <i>c</i> = 0{"\u2069"}، كما في نيم العادية.»
single-delete-nim-three-14 = «ثلاث كومات: P تمامًا عندما تتحاذى أقصى 1 إلى اليمين.»
single-delete-nim-three-15 = اسأل
single-delete-nim-three-16 = «مضاعفة العدد تضيف 0 في نهاية أرقامه الثنائية. فماذا يفعل ذلك بعمود أقصى 1 إلى اليمين؟»
single-delete-nim-three-17 = التحدّي
single-delete-nim-four-1 = 5. أربع كومات: لم تبقَ صيغة، فلنبحث
single-delete-nim-four-2 = مع أربع كومات ليست لدينا قاعدة كاملة نعتمد عليها، بل جزء من قاعدة فقط: <em>أربع كومات لها التقييم نفسه تكون وضع P</em>. لذا يبحث المحرّك: فهو يحلّ كل وضع من أربع كومات حتى {"\u2068"}<span data-l10n-name="fact-four-range"></span>{"\u2069"}، ويجمّع أوضاع P حسب تقييماتها، من الأصغر إلى الأكبر.
single-delete-nim-four-3 = هذا الجزء من القاعدة، متحقَّق منه على كل وضع: {"\u2068"}<span data-l10n-name="fact-condition-1"></span>{"\u2069"}
single-delete-nim-four-4 = للاستزادة: لماذا جزء من قاعدة فقط؟
single-delete-nim-four-5 = تنص الورقة على قاعدة للكومات الأربع (المبرهنة 1.5 فيها)، غير أن شروطها ضاعت عند استخراج النص؛ ولم يبقَ إلا شرطها الأول: أربع كومات لها التقييم 2-الأدّي نفسه تكون وضع P. وحيث لا تُعرف صيغة، يكون البحث الشامل دليلًا.
single-delete-nim-four-6 = للمعلّم
single-delete-nim-four-7 = الهدف
single-delete-nim-four-8 = حين لا تُعرف صيغة، يكون البحث الشامل دليلًا؛ وتُظهر المجموعات أنماط التقييمات التي يجب أن تفسّرها أي صيغة.
single-delete-nim-four-9 = تخمينات يطرحها الطلاب عادةً
single-delete-nim-four-10 = «أربع كومات لها التقييم نفسه هي P.»
single-delete-nim-four-11 = «أربع كومات: P تمامًا عندما يكون للأربع التقييم نفسه.»
single-delete-nim-four-12 = «أربع كومات: P تمامًا عندما تأتي التقييمات زوجين متساويين.»
single-delete-nim-four-13 = اسأل
single-delete-nim-four-14 = «اختر مجموعة لا تفسّرها أي عبارة. ما الذي تشترك فيه أوضاعها؟»
single-delete-nim-doubling-1 = 6. ملاحظة: مضاعفة كل كومة
single-delete-nim-doubling-2 = مضاعفة الكومة تضيف 0 بعد أرقامها الثنائية، لذا فمضاعفة كل الكومات تُبقي أقصى 1 إلى اليمين في ثلاث كومات متحاذيةً. ومن هنا تنشأ ملاحظة مغرية: <em>مضاعفة كل الكومات تُبقي أوضاع P أوضاعَ P وأوضاع N أوضاعَ N</em>، مهما كان عدد الكومات. هذه الملاحظة ليست في الورقة. اختبرها قبل أن يختبرها المحرّك.
single-delete-nim-doubling-3 = يختبر المحرّك الملاحظة على كل وضع حلّ أيضًا الوضعَ الناتج عن مضاعفة كوماته، وذلك لكل عدد من الكومات:
single-delete-nim-doubling-4 = للمعلّم
single-delete-nim-doubling-5 = الهدف
single-delete-nim-doubling-6 = مثال مضاد واحد يكفي لدحض ادعاء عام؛ والنمط الذي يُرى في حالة واحدة (ثلاث كومات) لا يلزم أن ينتقل إلى غيرها.
single-delete-nim-doubling-7 = تخمينات يطرحها الطلاب عادةً
single-delete-nim-doubling-8 = «المضاعفة تحافظ على P وN في حالة ثلاث كومات.»
single-delete-nim-doubling-9 = «المضاعفة تحافظ على P وN مهما كان عدد الكومات.»
single-delete-nim-doubling-10 = اسأل
single-delete-nim-doubling-11 = «الكومة ذات القطعة الواحدة لا يمكن تقسيمها، أما الكومة ذات القطعتين فيمكن. لماذا قد تغيّر مضاعفة الكومات الصغيرة مَن يفوز؟»
single-delete-nim-rule-1 = 7. غيّر القاعدة: كومات أكثر، وكومات أكبر
single-delete-nim-rule-2 = اختر عدد الكومات <i>k</i> وأكبر كومة <i>S</i>. اللعبة والأسئلة وعبارات الورقة والمجموعات أدناه كلها تتبع اختيارك؛ ويحلّ المحرّك كل وضع من <i>k</i> كومة، في كل منها من 1 إلى <i>S</i> قطعة، في عملية مستقلة خاصة به تعمل في الخلفية.
single-delete-nim-rule-3 =
    .aria-label = عدد الكومات
single-delete-nim-rule-4 = أكبر كومة <i>S</i>
single-delete-nim-rule-5 = حُلّ
single-delete-nim-rule-6 = بالنسبة إلى {"\u2068"}<span data-l10n-name="rule"></span>{"\u2069"}: {"\u2068"}<span data-l10n-name="fact-rule-summary"></span>{"\u2069"}
single-delete-nim-rule-7 = عبارات الورقة، متحقَّق منها لـ {"\u2068"}<span data-l10n-name="rule"></span>{"\u2069"}
single-delete-nim-rule-8 = أوضاع P، مجمّعة حسب التقييمات (توقّع عدد الأنماط أولًا)
single-delete-nim-rule-9 = للمعلّم
single-delete-nim-rule-10 = الهدف
single-delete-nim-rule-11 = التمييز بين العبارات التي تتناول أي عدد من الكومات (القضيتان 4.1 و4.2) والعبارات التي تتناول عددًا واحدًا بعينه (المبرهنتان 1.1 و1.4)، ورؤية كم من اللعبة لا يُكتشف إلا بالبحث.
single-delete-nim-rule-12 = اسأل
single-delete-nim-rule-13 = «قبل أن تختار k: أي عبارات الورقة سيتحقق منها المحرّك، وأيها تتوقع أن تصحّ؟»
single-delete-nim-rule-14 = تخمينات يطرحها الطلاب عادةً
single-delete-nim-rule-15 = «مهما كان عدد الكومات، إذا كانت كل الكومات فردية فإن اللاعب الذي عليه الدور يخسر.»
single-delete-nim-rule-16 = «إذا كانت كل الكومات من قطعتين فقط، يخسر اللاعب الذي عليه الدور دائمًا.»
single-delete-nim-rule-17 = «P تمامًا عندما يكون لكل الكومات التقييم نفسه.»
single-delete-nim-rule-18 = الإجابة
single-delete-nim-page-2 =
    .aria-label = ورقة عمل
single-delete-nim-handout-1 = نيم الحذف الواحد — ورقة عمل
single-delete-nim-handout-2 = <strong>القواعد.</strong> بضع كومات من القطع. في نقلتك، احذف كومة كاملة، ثم اقسم كومة أخرى إلى كومتين في كل منهما قطعة واحدة على الأقل. يخسر اللاعب الذي لا يستطيع أن يتحرك. <strong>وضع P</strong> هو وضع يخسر فيه اللاعب الذي عليه الدور أمام أفضل لعب؛ و<strong>وضع N</strong> وضع يفوز فيه اللاعب الذي عليه الدور.
single-delete-nim-handout-3 = املأ: كومتان <i>a</i> و<i>b</i>، P أم N؟
single-delete-nim-handout-6 =
    .data-columns = a|b = 1|b = 2|b = 3|b = 4|b = 5|b = 6|b = 7|b = 8
single-delete-nim-handout-4 = املأ: الأرقام الثنائية والتقييم
single-delete-nim-handout-7 =
    .data-columns = n|n بالنظام الثنائي|الأصفار بعد أقصى 1 إلى اليمين (التقييم)
single-delete-nim-handout-5 = أسئلة
`;
