// The sentences the Blocking Nim lesson's script composes, in Arabic (see en.js).
// Right to left: each rule, term of a sequence and interval isolated left to right
// ({"\u2066"}…{"\u2069"}), and the engine's sentences (still English where they are not messages
// yet) and the section's phrases put in whole by their first letter ({"\u2068"}…{"\u2069"}).
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

## كلمات مشتركة: السلاسل، وأسباب المحرّك، والخيارات

blocking-nim-s-run = من { $from } إلى { $to }
blocking-nim-s-then = { $before }، ثم { $after }
blocking-nim-s-and-also = { $before }؛ { $after }
blocking-nim-s-game-over = {"\u2068"}{ $why }{"\u2069"}.
blocking-nim-s-engine-forbids = المحرّك في دور الخصم الذي يمنع هناك: «{"\u2068"}{ $why }{"\u2069"}»
blocking-nim-s-choice-safe = آمنة: اللاعب الذي عليه الدور يخسر
blocking-nim-s-choice-unsafe = غير آمنة: اللاعب الذي عليه الدور يربح
blocking-nim-s-none-up-to = لا شيء حتى { $upto }

## الخطوة 1: العب بضع مباريات

blocking-nim-s-move-3 = في النقلة { $move } مثلًا، يأخذ اللاعب الذي عليه الدور ما بين {"\u2066"}{ $least }{"\u2069"} و{"\u2066"}{ $most }{"\u2069"} قطعة، ويستطيع الخصم قبل ذلك أن يمنع حتى {"\u2066"}{ $blocks }{"\u2069"} من { $count ->
        [zero] هذه الخيارات، وعددها صفر
        [one] هذا الخيار الوحيد
        [two] هذين الخيارين
        [few] هذه الخيارات الـ{ $count }
        [many] هذه الخيارات الـ{ $count }
       *[other] هذه الخيارات الـ{ $count }
    }.
blocking-nim-s-play-start = من كومة { $pile ->
        [zero] لا قطع فيها
        [one] فيها قطعة واحدة
        [two] فيها قطعتان
        [few] فيها { $pile } قطع
        [many] فيها { $pile } قطعة
       *[other] فيها { $pile } قطعة
    } في النقلة { $move }، { $safe ->
        [safe] يخسر اللاعب الأول أمام أفضل لعب: الكومة آمنة
       *[unsafe] يفوز اللاعب الأول إذا لعب أفضل لعب: الكومة غير آمنة
    } (البحث الشامل).
blocking-nim-s-first-wins-false = لـ {"\u2066"}{ $rule }{"\u2069"}: الكومة { $pile } آمنة في النقلة { $move }، فاللاعب الأول يخسر منها
blocking-nim-s-first-wins-true = لـ {"\u2066"}{ $rule }{"\u2069"} لا توجد كومة من { $from } إلى { $upto } آمنة في النقلة { $move }

## الخطوة 2: الكومات الآمنة، نقلة بعد نقلة

blocking-nim-s-safe-list = { $runs } (جُرّبت كل كومة حتى { $upto }).
blocking-nim-s-safe-list-none = لا شيء (جُرّبت كل كومة حتى { $upto }).
blocking-nim-s-small-safe-false = الكومة { $pile } غير آمنة في النقلة { $move }، مع أنها أصغر من {"\u2066"}{ $bound }{"\u2069"}
blocking-nim-s-small-safe-true = لـ {"\u2066"}{ $rule }{"\u2069"}: في النقلات من 1 إلى { $moves } كل كومة أصغر من { $bounds } آمنة — فهناك يستطيع الخصم أن يمنع كل الخيارات
blocking-nim-s-same-every-move-false = الكومة { $pile } { $first ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } في النقلة 1 لكنها { $then ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } في النقلة { $move }
blocking-nim-s-same-every-move-true = لـ {"\u2066"}{ $rule }{"\u2069"} للنقلات من 1 إلى { $moves } الكومات الآمنة نفسها حتى { $upto }
blocking-nim-s-is-safe = هل الكومة التي { $pile ->
        [zero] لا قطع فيها
        [one] فيها قطعة واحدة
        [two] فيها قطعتان
        [few] فيها { $pile } قطع
        [many] فيها { $pile } قطعة
       *[other] فيها { $pile } قطعة
    } آمنة في النقلة { $move }؟
blocking-nim-s-pile-is = الكومة { $pile } { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } في النقلة { $move }
blocking-nim-s-brute-pile-is = البحث الشامل: الكومة { $pile } في النقلة { $move } { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }.
blocking-nim-s-clue-safe-15-3 = اكتب الأخذات المسموح بها في النقلة { $move } من { $pile }. أيها يترك كومة آمنة في النقلة { $next }؟ وكم منها يستطيع الخصم أن يمنع؟
blocking-nim-s-clue-safe-4-2 = ما الأخذات المسموح بها في النقلة { $move } من { $pile }، وماذا يترك كلٌّ منها للنقلة { $next }؟ قارن عدد الأخذات الرابحة بـ {"\u2066"}{ $c }{"\u2069"}.

## الخطوة 3: توقّع الكومة الآمنة التالية (والخطوة 5، للمتتاليات المختارة)

blocking-nim-s-next = في النقلة { $move } تبدأ الكومات الآمنة هكذا: { $runs }. ما الكومة الآمنة التالية في النقلة { $move } بعد { $after }؟
blocking-nim-s-next-rule = لـ {"\u2066"}{ $rule }{"\u2069"}: في النقلة { $move } تبدأ الكومات الآمنة هكذا: { $runs }. ما الكومة الآمنة التالية في النقلة { $move } بعد { $after }؟
blocking-nim-s-type-0 = (اكتب 0 إذا لم توجد أي كومة آمنة حتى { $upto }.)
blocking-nim-s-next-why-none = البحث الشامل: كل كومة من { $from } إلى { $upto } غير آمنة في النقلة { $move }.
blocking-nim-s-next-why-gap = البحث الشامل: الكومات من { $from } إلى { $to } غير آمنة في النقلة { $move }، والكومة { $pile } آمنة.
blocking-nim-s-next-why = البحث الشامل: الكومة { $pile } آمنة.
blocking-nim-s-clue-general = من كومة أكبر من { $after } بقليل، ما الأخذات التي تترك كومة آمنة في النقلة { $next }؟ هل عددها أكبر من {"\u2066"}{ $c }{"\u2069"}، أي أكثر ما يستطيع الخصم أن يمنعه؟
blocking-nim-s-clue-there-is = توجد كومة آمنة بعد { $after } وحتى { $upto }.
blocking-nim-s-clue-not-above = { $n } ليست أكبر من { $after }: السؤال عن أول كومة آمنة بعد { $after }.
blocking-nim-s-clue-beyond = { $n } أبعد من الكومات التي جرّبها المحرّك هنا (حتى { $upto }).
blocking-nim-s-clue-not-first = الكومة { $pile } آمنة في النقلة { $move } — لكنها ليست أول كومة آمنة بعد { $after }: هناك كومة أصغر.
blocking-nim-s-clue-unsafe = الكومة { $pile } غير آمنة في النقلة { $move }.
blocking-nim-s-clue-too-few = جرّب كومة يملك فيها اللاعب الذي عليه الدور أخذات رابحة أقل من اللازم.
blocking-nim-s-too-few-runs = السلاسل الآمنة حتى { $upto } أقل من أن نحكم بها: { $runs }
blocking-nim-s-even-runs-true = حتى { $upto } تبدأ السلاسل التي بعد الأولى عند { $starts }، { $gap ->
        [zero] دون مسافة بينها
        [one] عند كل كومة
        [two] كل كومتين
        [few] كل { $gap } كومات
        [many] كل { $gap } كومة
       *[other] كل { $gap } كومة
    }
blocking-nim-s-even-runs-false = حتى { $upto } تبدأ السلاسل التي بعد الأولى عند { $starts }
blocking-nim-s-same-length-true = حتى { $upto } في كل سلسلة { $length ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتان
        [few] { $length } كومات
        [many] { $length } كومة
       *[other] { $length } كومة
    }
blocking-nim-s-same-length-false = حتى { $upto } السلاسل هي { $runs }

## الخطوة 4: الاستراتيجية، أين تقع السلاسل الآمنة

blocking-nim-s-conditions-apply = {"\u2068"}{ $one }{"\u2069"}؛ {"\u2068"}{ $two }{"\u2069"}. إذن تنطبق المبرهنة 1.
blocking-nim-s-conditions-fail = {"\u2068"}{ $one }{"\u2069"}؛ {"\u2068"}{ $two }{"\u2069"}. إذن لا تعد المبرهنة 1 بشيء هنا: قارن أدناه.
blocking-nim-s-challenge-safe = حكم المحرّك (البحث الشامل): الكومة آمنة في النقلة { $move } — لا يستطيع اللاعب الأول الفوز أمام أفضل لعب. لاحظ كيف يمنع.
blocking-nim-s-challenge-unsafe = حكم المحرّك (البحث الشامل): الكومة غير آمنة في النقلة { $move } — يستطيع اللاعب الأول الفوز، لكن فقط بأخذات دقيقة ومنعٍ دقيق.
blocking-nim-s-formula-exact-false = لـ {"\u2066"}{ $rule }{"\u2069"} الصيغة خاطئة: {"\u2068"}{ $diff }{"\u2069"}
blocking-nim-s-formula-exact-true = لـ {"\u2066"}{ $rule }{"\u2069"} يتفقان في النقلات من 1 إلى { $moves }، للكومات حتى { $upto }
blocking-nim-s-shrunk-none = لـ {"\u2066"}{ $rule }{"\u2069"} لا توجد لعبة كهذه: {"\u2068"}{ $error }{"\u2069"}
blocking-nim-s-shrunk-false = لـ {"\u2066"}{ $rule }{"\u2069"} الكومة { $pile } في النقلة { $move } { $blocks ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } مع المنع لكنها { $without ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } بدونه
blocking-nim-s-shrunk-true = لـ {"\u2066"}{ $rule }{"\u2069"} للعبتين الكومات الآمنة نفسها في النقلات من 1 إلى { $moves }، للكومات حتى { $upto }
blocking-nim-s-ordinal = { $index ->
        [0] الأولى
        [1] الثانية
        [2] الثالثة
        [3] الرابعة
       *[other] الخامسة
    }
blocking-nim-s-run-4 = استخدم القاعدة أعلاه: أين تبدأ السلسلة الآمنة { $nth } في النقلة { $move }؟ تبدأ الثانية عند {"\u2066"}{ $second }{"\u2069"}؛ وكل سلسلة لاحقة تضيف القوسين التاليين، {"\u2066"}{ $next }{"\u2069"}، وهكذا.
blocking-nim-s-interval = { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } { $run }
blocking-nim-s-run-4-clue = اقرأ {"\u2066"}{ $values }{"\u2069"} والقيم التالية في جدول الخطوة { $step }، واجمع الأقواس واحدًا بعد الآخر.
blocking-nim-s-run-4-before = عند { $n } تبدأ السلسلة الآمنة { $nth }، لا { $asked }: أضف القوسين التاليين.
blocking-nim-s-run-4-short = { $n } ينقصها واحد: السلسلة تبدأ عند مجموع الأقواس تمامًا.
blocking-nim-s-run-4-inside = { $n } تقع داخل تلك السلسلة الآمنة، لكنها ليست بدايتها.
blocking-nim-s-run-4-no-run = الصيغة لا تعطي سلسلة كهذه
blocking-nim-s-run-4-answer = السلسلة الآمنة { $nth } تبدأ عند { $start }
blocking-nim-s-run-4-why = المبرهنة 1 في النقلة { $move }، من الكومة { $pile } صعودًا: { $intervals }. السلسلة الآمنة { $nth } التي وُجدت بتجربة كل الألعاب: { $found }.
blocking-nim-s-huge = استخدم صيغة المبرهنة 1: هل الكومة التي فيها {"\u2066"}{ $pile }{"\u2069"} قطعة آمنة في النقلة { $move }؟ (البحث الشامل لا يصل إليها.)
blocking-nim-s-formula-says = الصيغة تقول { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }
blocking-nim-s-huge-why = المبرهنة 1: تقع {"\u2066"}{ $pile }{"\u2069"} في الفترة { $safe ->
        [safe] الآمنة
       *[unsafe] غير الآمنة
    } {"\u2066"}{ $interval }{"\u2069"} في النقلة { $move } (مرّ المحرّك على { $steps ->
        [zero] لا أزواج
        [one] زوج واحد
        [two] زوجين
        [few] { $steps } أزواج
        [many] { $steps } زوجًا
       *[other] { $steps } زوج
    } من الحدود، وقفز إلى الأمام حيث تكون المتتاليات ثابتة).
blocking-nim-s-huge-sure = الشرطان (1) و(2) متحققان لهذه المتتاليات، فالمبرهنة 1 تضمن ذلك.
blocking-nim-s-huge-unsure = الشرطان (1) و(2) غير متحققين لهذه المتتاليات: هذا ما تقوله الصيغة فقط، وليس مبرهنة.
blocking-nim-s-huge-clue = حيث تكون المتتاليات ثابتة، تتكرر الفترات بدورة ثابتة: جِدها، ثم اقسم.

## الخطوة 5: غيّر القاعدة

blocking-nim-s-safe-move-1 = { $runs } (البحث الشامل).
blocking-nim-s-theorem-now-wrong = {"\u2066"}{ $rule }{"\u2069"}: الصيغة خاطئة هنا، وأول خطأ: {"\u2068"}{ $diff }{"\u2069"}.
blocking-nim-s-theorem-now-right = {"\u2066"}{ $rule }{"\u2069"}: فترات المبرهنة 1 هي بالضبط الكومات الآمنة في النقلات من 1 إلى { $moves } (الكومات حتى { $upto }).
blocking-nim-s-brute-safe-piles = البحث الشامل: الكومات الآمنة حتى { $upto } هي { $runs }
blocking-nim-s-brute-pile = البحث الشامل: الكومة { $pile } { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }
blocking-nim-s-multiples = البحث الشامل: الكومات الآمنة حتى { $upto } هي مضاعفات { $n }
blocking-nim-s-not-multiples = البحث الشامل: الكومة { $pile } { $safe ->
        [safe] آمنة
       *[unsafe] غير آمنة
    }؛ الكومات الآمنة هي { $runs }، …
blocking-nim-s-example = المثال { $name }
blocking-nim-s-use-example = استخدم المثال { $name }: {"\u2066"}{ $rule }{"\u2069"}

## الخطوة 6: ملخص البحث تحت الاختبار

blocking-nim-s-claim-verdict = { $claim ->
        [sufficiency] الكفاية
       *[necessity] اللزوم
    } — { $verdict ->
        [holds] متحقق
        [contradicted] مدحوض
       *[not-applicable] لم يُختبر هنا
    }
blocking-nim-s-summary-now = { $verdicts }.
blocking-nim-s-claim-false = لـ {"\u2066"}{ $rule }{"\u2069"} (الكومات حتى { $upto }، النقلات من 1 إلى { $moves }): {"\u2068"}{ $why }{"\u2069"}
blocking-nim-s-claim-true = لا مثال مضادًا في { $count ->
        [zero] أي مجموعة من المتتاليات
        [one] مجموعة المتتاليات الوحيدة
        [two] مجموعتَي المتتاليات
        [few] مجموعات المتتاليات الـ{ $count }
        [many] مجموعات المتتاليات الـ{ $count }
       *[other] مجموعات المتتاليات الـ{ $count }
    } التي ينطبق عليها (الأمثلة والمتتاليات المختارة الآن؛ الكومات حتى { $upto }، النقلات من 1 إلى { $moves })
blocking-nim-s-summary-holds = لـ {"\u2066"}{ $rule }{"\u2069"}: الشرط الأضعف متحقق في كل نقلة. توقّع: هل سلاسل الصيغة هي بالضبط الكومات الآمنة في النقلات من 1 إلى { $moves }؟
blocking-nim-s-summary-fails = لـ {"\u2066"}{ $rule }{"\u2069"}: الشرط الأضعف غير متحقق ({"\u2068"}{ $why }{"\u2069"}). توقّع: هل سلاسل الصيغة هي بالضبط الكومات الآمنة في النقلات من 1 إلى { $moves }؟
blocking-nim-s-summary-yes = نعم، السلاسل هي الكومات الآمنة
blocking-nim-s-summary-no = لا، تجربة كل الألعاب تجد كومات آمنة أخرى
blocking-nim-s-yes = نعم
blocking-nim-s-no = لا
blocking-nim-s-summary-wrong = الصيغة خاطئة: {"\u2068"}{ $diff }{"\u2069"}.
blocking-nim-s-summary-right = البحث الشامل يتفق مع الفترات في النقلات من 1 إلى { $moves }، للكومات حتى { $upto }.
blocking-nim-s-summary-clue = جرّب أصغر الكومات في النقلة { $move } بيدك: لكل منها، قارن عدد الأخذات الرابحة بـ {"\u2066"}{ $c }{"\u2069"}.
`;
