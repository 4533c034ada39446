// The words of the lesson page index.html in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
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

index-head-1 = الدروس — Nim Lab
index-page-1 = انتقل إلى الدروس
index-head-2 = <a data-l10n-name="link1">Nim Lab</a>
index-head-5 = اللغة
index-head-6 = لغة المتصفح
index-head-3 = الدروس
index-head-4 = كل درس صفحة قصيرة يُعمل عليها مع الصف أو على انفراد: العب أولًا، ولاحظ من يفوز، وتوقّع، ودع المحرّك يتحقق من توقعك ويشرح السبب، واكتشف الاستراتيجية، ثم غيّر القاعدة وانظر ما الذي يبقى صحيحًا. لكل درس ملاحظات للمعلّم وورقة عمل للطباعة، ويمكن وضع رابط له أو تضمينه كاملًا في صفحة مقرر دراسي (عبر <code>&lt;iframe&gt;</code> يشير إلى عنوانه). تذكر كل بطاقة الأعمار التي كُتب لها الدرس، والمدة التي يستغرقها، وما يحتاج الطلاب إلى معرفته مسبقًا.
index-page-2 = <a data-l10n-name="link1">نيم فيبوناتشي ولعبة دالة النقلة</a>
index-page-3 = الكومات الخاسرة، وأصغر نقلة رابحة، واستراتيجية تكتب الكومة مجموعًا لأعداد فيبوناتشي، وقواعد أخرى، وحدسية منشورة يختبرها المحرّك. (<bdi>Holshouser &amp; Reiter 2003</bdi>)
index-page-4 = العمر
index-page-5 = من سن 12 إلى 14 فما فوق (الخطوات من 1 إلى 5)؛ والخطوة 6 للطلاب الأكبر سنًا أو الأكثر شغفًا
index-page-6 = المدة
index-page-7 = حصة واحدة مدتها 45 دقيقة (الخطوات من 1 إلى 4)، وحصتان مع الخطوتين 5 و6
index-page-8 = ما يحتاجه الطلاب
index-page-9 = جمع الأعداد الصحيحة ومضاعفتها؛ لا حاجة إلى نظرية الألعاب — الصفحة تشرح المصطلحات
index-page-10 = <a data-l10n-name="link1">القواعد الدورية والأسس المتعددة</a>
index-page-11 = عندما تعتمد النقلة المسموحة على الكومة أيضًا: عدة ألعاب، لكل منها أساس، والمثال 2 من البحث. (<bdi>Holshouser &amp; Reiter 2006</bdi>)
index-page-12 = العمر
index-page-13 = من 15 إلى 18 سنة
index-page-14 = المدة
index-page-15 = حصتان مدة كل منهما 45 دقيقة
index-page-16 = ما يحتاجه الطلاب
index-page-17 = درس نيم فيبوناتشي أولًا؛ الأعداد الزوجية والفردية وباقي القسمة («17 مقسومًا على 5 يبقى 2»)؛ قراءة جدول
index-page-18 = <a data-l10n-name="link1">نيم مع المنع</a>
index-page-19 = يجوز للخصم أن يمنع بعض نقلاتك: الكومات الآمنة نقلة بعد نقلة، وأين تقع السلاسل الآمنة (المبرهنة 1 في البحث)، وادعاء في ملخص البحث يجده المحرّك خاطئًا. (<bdi>Flammenkamp, Holshouser &amp; Reiter 2003</bdi>)
index-page-20 = العمر
index-page-21 = من 13 إلى 16 سنة (الخطوات من 1 إلى 3)؛ ومن 15 سنة فما فوق للخطوات من 4 إلى 6
index-page-22 = المدة
index-page-23 = حصة مدتها 45 دقيقة للخطوات من 1 إلى 3، وحصة ثانية للمبرهنة ولادعاء البحث
index-page-24 = ما يحتاجه الطلاب
index-page-25 = الجمع والطرح؛ قراءة جدول صغير من الأعداد؛ لعب مباراة بعناية نقلة بعد نقلة
index-page-26 = <a data-l10n-name="link1">ألعاب الكومة الواحدة في موقع <bdi>Cut The Knot</bdi></a>
index-page-27 = كومة واحدة مع Min وMax، ومتتالية <bdi>Schwenk</bdi> و«إزالة الـ 1 الأقصى يمينًا»، وقيم غراندي، ومجموع كومات يُلعب بمجموع نيم. (<bdi>Bogomolny 2002</bdi>؛ <bdi>Schwenk 1970</bdi>)
index-page-28 = العمر
index-page-29 = من 14 إلى 17 سنة
index-page-30 = المدة
index-page-31 = حصتان مدة كل منهما 45 دقيقة
index-page-32 = ما يحتاجه الطلاب
index-page-33 = باقي القسمة («17 مقسومًا على 5 يبقى 2»)؛ وللخطوة 6 كتابة الأعداد بالنظام الثنائي (قوى العدد 2) — والصفحة تشرح كل ما عدا ذلك
index-page-34 = <a data-l10n-name="link1">نيم الحذف الواحد</a>
index-page-35 = احذف كومة واقسم أخرى: كومتان، ثم ثلاث كومات، ثم أربع بالبحث، وملاحظة لا تصمد. (<bdi>arXiv 2411.19453</bdi>)
index-page-36 = العمر
index-page-37 = من 13 إلى 16 سنة (الخطوات من 1 إلى 3)؛ ومن 15 سنة فما فوق للخطوات من 4 إلى 7
index-page-38 = المدة
index-page-39 = حصة مدتها 45 دقيقة لكومتين، وحصتان مع ثلاث كومات أو أكثر
index-page-40 = ما يحتاجه الطلاب
index-page-41 = الأعداد الزوجية والفردية؛ ولثلاث كومات، كتابة الأعداد بالنظام الثنائي
index-page-42 = للمعلّمين: درس في سجل درجات مقررك (<bdi>Moodle, Canvas, Blackboard, Brightspace, cmi5</bdi>)
index-page-43 = يأتي كل درس أيضًا في صورة حزمة تستوردها منصة تعلّم. عند تشغيله من المنصة يرسل الدرس نتائجه إلى سجل الدرجات؛ وإذا فُتح بأي طريقة أخرى فإنه يعمل كما في هذا الموقع ولا يرسل شيئًا.
index-page-44 = أي ملف تختار
index-page-45 = <strong>SCORM 1.2</strong> — الأوسع قبولًا: اختره ما لم تحتج إلى أكثر من ذلك.
index-page-46 = <strong>SCORM 2004</strong> — الإكمال، مع إبلاغ النجاح أو الرسوب بشكل منفصل عنه.
index-page-47 = <strong>cmi5</strong> — لمنصة فيها مخزن سجلات تعلّم <bdi>xAPI</bdi> (مشغّل cmi5).
index-page-48 = التنزيل
index-page-49 = تحمل الملفات أسماء صفحات الدروس، وتوجد في المجلد <code>lms/</code> بجانب هذا المجلد <code>lessons/</code> في الموقع المبني (<code>dist/lms/</code> بعد <code>./build.sh dist</code>؛ وهي ليست داخل <code>nimlab-dist.zip</code>). ارفع ملف zip كما هو: لا تفكّ ضغطه.
index-page-66 = كل حزمة بلغة واحدة: تعطي الروابط أدناه الحزمة باللغة التي تُعرض بها هذه الصفحة الآن (اختر لغة أخرى من قائمة «اللغة» في الأعلى). الحزم الإنجليزية في <code>lms/scorm12/</code> و<code>lms/scorm2004/</code> و<code>lms/cmi5/</code>، وحزم كل لغة أخرى في مجلد يحمل رمزها داخل كلٍّ منها، مثل <code>lms/scorm12/es/fibonacci-nim.zip</code> بالإسبانية.
index-page-50 = نيم فيبوناتشي ولعبة دالة النقلة (<code>fibonacci-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-51 = القواعد الدورية والأسس المتعددة (<code>periodic-bases.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-52 = نيم مع المنع (<code>blocking-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-53 = ألعاب الكومة الواحدة في موقع <bdi>Cut The Knot</bdi> (<code>cut-the-knot.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-54 = نيم الحذف الواحد (<code>single-delete-nim.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-55 = الدروس الخمسة في مقرر واحد من خمسة أنشطة (<code>nim-lab-lessons.zip</code>): <a data-l10n-name="link1">SCORM 1.2</a> · <a data-l10n-name="link2">SCORM 2004</a> · <a data-l10n-name="link3">cmi5</a>
index-page-56 = طريقة الإضافة
index-page-57 = <strong>Moodle</strong>: <em>إضافة نشاط أو مورد</em> ← <em>حزمة SCORM</em>، مع ملف zip بوصفه ملف الحزمة. تحت <em>الدرجة</em>، تعطي طريقة التقييم <em>أعلى درجة</em> درجةَ الدرس (ولملف zip الدروس الخمسة: <em>متوسط الدرجات</em> أو <em>كائنات التعلم</em>، أي عدد الدروس المكتملة أو المجتازة). وتحت <em>إدارة المحاولات</em>، اترك <em>فرض محاولة جديدة</em> على «لا»: فالطالب الذي يغادر يعود إلى المحاولة نفسها، عند الخطوة نفسها.
index-page-58 = <strong>Canvas وBlackboard وBrightspace</strong>: استورد ملف zip بوصفه حزمة SCORM (في Canvas: أداة SCORM الخاصة به، بعد أن تفعّلها المؤسسة؛ في Blackboard: <em>حزمة المحتوى (SCORM)</em>؛ في Brightspace: كائن SCORM ضمن المحتوى). فيصبح عنصرًا له عمود في سجل الدرجات.
index-page-59 = <strong>مشغّل cmi5</strong>: ارفع ملف zip الخاص بـ cmi5 (وفي داخله <code>cmi5.xml</code>)؛ فيشغّل المشغّل الدرس مع عنوان مخزن سجلات التعلّم الخاص به.
index-page-60 = ما يتلقاه سجل الدرجات
index-page-61 = <strong>الحالة</strong>: غير مكتمل عند التشغيل الأول؛ مكتمل بعد عرض جميع الخطوات؛ ناجح أو راسب مقارنةً بدرجة إتقان قدرها 80 (لـ SCORM 1.2 حالة واحدة فقط: بعد عرض جميع الخطوات تصبح ناجحًا أو راسبًا؛ أما SCORM 2004 وcmi5 فيبلّغان عن الإكمال والنجاح كلًّا على حدة).
index-page-62 = <strong>الدرجة</strong>، من 0 إلى 100: نسبة أسئلة الدرس التي أُجيب عنها إجابة صحيحة عند أول ضغطة على «تحقّق»، ويُحسب التحدي الذي رُبح ضد المحرّك دون تلميحات سؤالًا إضافيًا.
index-page-63 = <strong>كل إجابة</strong>، بوصفها تفاعلًا: اسم السؤال (<code>lose-8</code>، …)، والإجابة المعطاة، وهل هي صحيحة أم لا (الإجابة المعطاة بعد «أظهر الإجابة» لا تُعد صحيحة)، والوقت؛ والتحدي بوصفه <code>won</code> أو <code>lost</code> أو <code>won-with-hints</code>.
index-page-64 = <strong>الاستئناف</strong>: الخطوة التي بلغها الطالب والإجابات المعطاة، تُعرض مجددًا عند التشغيل التالي.
index-page-65 = عناصر البيانات التي يكتبها كل معيار مذكورة في ملف README الخاص بـ Nim Lab، في القسم <bdi>“Lessons in a gradebook (SCORM, cmi5)”</bdi>، مع صور لما تقرؤه بيئة تشغيل SCORM بعد درس (<code>docs/lms-gradebook-scorm12.png</code>، <code>docs/lms-gradebook-scorm2004.png</code>).
`;
