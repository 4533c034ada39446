// The sentences the lesson "Single-delete Nim" composes in its script, in Arabic, right to left;
// maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
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

## أجزاء تشترك فيها عدة جمل

single-delete-nim-s-is-kind = { $kind ->
        [P] {"\u2066"}{ $position }{"\u2069"} وضع P
       *[N] {"\u2066"}{ $position }{"\u2069"} وضع N
    }
single-delete-nim-s-two-sentences = { $first } { $second }
single-delete-nim-s-both = { $first }؛ { $second }
single-delete-nim-s-list-semicolon = {"؛ "}
single-delete-nim-s-where = { $k ->
        [two] كومتان
        [few] { $k } كومات
       *[other] { $k } كومة
    }، في كل منها {"\u2066"}1 … { $max }{"\u2069"}
single-delete-nim-s-engine-finds = { $kind ->
        [P] يجد المحرّك أن {"\u2066"}{ $position }{"\u2069"} وضع P
       *[N] يجد المحرّك أن {"\u2066"}{ $position }{"\u2069"} وضع N
    }
single-delete-nim-s-range-pairs = { $max } ({ $countn ->
        [zero] لا أزواج
        [one] زوج واحد
        [two] زوجان
        [few] { $count } أزواج
        [many] { $count } زوجًا
       *[other] { $count } زوج
    })
single-delete-nim-s-range-positions = { $max } ({ $countn ->
        [zero] لا أوضاع
        [one] وضع واحد
        [two] وضعان
        [few] { $count } أوضاع
        [many] { $count } وضعًا
       *[other] { $count } وضع
    })

## فوز أم خسارة؟

single-delete-nim-s-choice-win = أفوز (وضع N)
single-delete-nim-s-choice-lose = أخسر (وضع P)
single-delete-nim-s-need-win = إن كنت ستفوز، فلا بد أن تترك إحدى نقلاتك لخصمك وضعًا يخسر فيه (وضع P). هل تجدها؟
single-delete-nim-s-need-lose = إن كنت ستخسر، فلا بد أن تترك كل نقلة من نقلاتك لخصمك وضعًا يفوز فيه (وضع N). هل توجد نقلة لا تفعل ذلك؟
single-delete-nim-s-pn-answer = { $kind ->
        [P] {"\u2066"}{ $position }{"\u2069"} وضع P: يخسر اللاعب الذي عليه الدور إذا لعب الطرفان أفضل لعب
       *[N] {"\u2066"}{ $position }{"\u2069"} وضع N: يفوز اللاعب الذي عليه الدور إذا لعب الطرفان أفضل لعب
    }

## نقلات المحرّك بالكلمات

single-delete-nim-s-move-by = بحذف الـ { $deleted } وقسمة الـ { $split } إلى { $x } و{ $y }
single-delete-nim-s-move-after = حذف الـ { $deleted } وقسمة الـ { $split } إلى { $x } و{ $y }
single-delete-nim-s-opponent-wins = عندها يفوز خصمك { $move }.
single-delete-nim-s-opponent-stuck = عندها لا يملك خصمك أي نقلة رابحة.
single-delete-nim-s-no-move = لا نقلة ممكنة من {"\u2066"}{ $position }{"\u2069"}: يخسر اللاعب الذي عليه الدور.
single-delete-nim-s-moves-win = من {"\u2066"}{ $position }{"\u2069"} يفوز اللاعب الذي عليه الدور { $move }: فيبقى {"\u2066"}{ $leaves }{"\u2069"}، و{ $reply }
single-delete-nim-s-moves-lose = من {"\u2066"}{ $position }{"\u2069"} لكل نقلة ردّ. مثلًا، بعد { $move } (يبقى {"\u2066"}{ $leaves }{"\u2069"})، يفوز اللاعب الآخر { $reply }.
single-delete-nim-s-own-move = بنقلة من عنده
single-delete-nim-s-reply-none = لا يستطيع اللاعب الآخر أن يتحرك إطلاقًا.
single-delete-nim-s-reply-of = مهما فعل اللاعب الآخر فهناك ردّ: بعد { $move } يكون الردّ { $reply }.
single-delete-nim-s-reply-last = مهما فعل اللاعب الآخر فهناك ردّ: بعد { $move } لا تبقى أي نقلة.

## سمِّ قسمة رابحة {"\u2066"}x{"\u2069"} للـ 12

single-delete-nim-s-split-none = لا توجد قيمة رابحة لـ {"\u2066"}x{"\u2069"}
single-delete-nim-s-split-wins = قسمة 12 إلى {"\u2066"}{ $x } + { $y }{"\u2069"} تربح.
single-delete-nim-s-split-all-n = كل قسمة تترك وضع N.
single-delete-nim-s-split-some = هناك قيمة رابحة لـ {"\u2066"}x{"\u2069"}. جرّب القسمات واحدة واحدة: بعد أيّها يخسر خصمك؟
single-delete-nim-s-split-try = جرّب القسمات واحدة واحدة.
single-delete-nim-s-split-range = يجب أن تحوي كل من الكومتين الجديدتين قطعة واحدة على الأقل: {"\u2066"}x{"\u2069"} من 1 إلى 11.
single-delete-nim-s-split-range-clue = يجب أن تحوي كل من الكومتين الجديدتين قطعة واحدة على الأقل، لذا {"\u2066"}x{"\u2069"} من 1 إلى 11 (و{ $typed } ليس منها).
single-delete-nim-s-leaves-reply = نقلتك تترك {"\u2066"}{ $leaves }{"\u2069"}: { $reply }
single-delete-nim-s-leaves-why = نقلتك تترك {"\u2066"}{ $leaves }{"\u2069"}. { $why }
single-delete-nim-s-split-leaves = قسمة 12 إلى { $x } و{ $y } تترك {"\u2066"}{ $leaves }{"\u2069"}: { $reply }

## الخطوة 1: العب

single-delete-nim-s-small-two = P: {"\u2066"}{ $p }{"\u2069"}. N: {"\u2066"}{ $n }{"\u2069"}.

## الخطوة 2: توقّع

single-delete-nim-s-pn-3-5 = كومتان من 3 و5 قطع، والدور لك. إذا لعب الطرفان أفضل لعب، هل تفوز أم تخسر؟
single-delete-nim-s-clue-3-5 = جرّب كل نقلة على الورق: احذف كومة واقسم الأخرى. ماذا يستطيع خصمك أن يفعل بعد ذلك؟
single-delete-nim-s-split-12 = كومتان من 12 و7 قطع، والدور لك. تحذف الـ 7 وتقسم الـ 12 إلى {"\u2066"}x{"\u2069"} و{"\u2066"}12 − x{"\u2069"}. سمِّ قيمة لـ {"\u2066"}x{"\u2069"} تربح.
single-delete-nim-s-split-12-note = (اكتب 0 إن لم تربح أي قيمة.)
single-delete-nim-s-answer-12 = من {"\u2066"}(12, 7){"\u2069"}، بحذف الـ 7: القسمات الرابحة هي {"\u2066"}x ={"\u2069"} { $list }.
single-delete-nim-s-answer-12-none = من {"\u2066"}(12, 7){"\u2069"}، بحذف الـ 7: لا توجد قسمة رابحة.

## الخطوة 3: أي الأزواج أوضاع P؟

single-delete-nim-s-pattern-2 = أي جملة تصف أوضاع P ذات الكومتين (الخانات الداكنة في الخريطة) — كلها، ولا شيء غيرها: الكومتان فرديتان، أم {"\u2066"}a + b{"\u2069"} زوجي، أم الكومتان متساويتان، أم كومة واحدة على الأقل فردية؟
single-delete-nim-s-pattern-odd = الكومتان فرديتان
single-delete-nim-s-pattern-odd-words = الكومتان فرديتان
single-delete-nim-s-pattern-sum = {"\u2066"}a + b{"\u2069"} زوجي
single-delete-nim-s-pattern-sum-words = {"\u2066"}a + b{"\u2069"} زوجي
single-delete-nim-s-pattern-equal = الكومتان متساويتان
single-delete-nim-s-pattern-equal-words = الكومتان متساويتان
single-delete-nim-s-pattern-one-odd = كومة واحدة على الأقل فردية
single-delete-nim-s-pattern-one-odd-words = كومة واحدة على الأقل فردية
single-delete-nim-s-pattern-none = لا شيء من هذه الجمل
single-delete-nim-s-pattern-agrees = «{ $words }» توافق المحرّك في { $countn ->
        [one] الزوج الوحيد
        [two] الزوجين كليهما
        [few] الأزواج الـ { $count } كلها
       *[other] الأزواج كلها، وعددها { $count }،
    } حتى { $max }.
single-delete-nim-s-pattern-says = { $kind ->
        [P] عند {"\u2066"}{ $position }{"\u2069"} تقول الجملة «{ $words }» إنه N، لكن المحرّك يجده وضع P.
       *[N] عند {"\u2066"}{ $position }{"\u2069"} تقول الجملة «{ $words }» إنه P، لكن المحرّك يجده وضع N.
    }
single-delete-nim-s-pattern-covers = «{ $label }» صحيحة في كل خانة داكنة، لكنها صحيحة أيضًا عند {"\u2066"}{ $position }{"\u2069"}، وهي خانة فاتحة (وضع N). أي جملة تناسب الخانات الداكنة ولا شيء غيرها؟
single-delete-nim-s-pattern-only = كل زوج تصح فيه «{ $label }» خانة داكنة، لكن {"\u2066"}{ $position }{"\u2069"} داكنة أيضًا. أي جملة تناسب كل الخانات الداكنة؟
single-delete-nim-s-pattern-wrong = { $is }، و«{ $label }» تخطئ فيه. أشر إلى بعض الخانات الداكنة وبعض الفاتحة: ما الذي تشترك فيه كومات الخانات الداكنة؟
single-delete-nim-s-agrees-pairs = يوافق المحرّك في { $countn ->
        [one] الزوج الوحيد
        [two] الزوجين كليهما
        [few] الأزواج الـ { $count } كلها
       *[other] الأزواج كلها، وعددها { $count }،
    } حتى { $max }
single-delete-nim-s-equal-all-p = المحرّك: كل زوج من كومتين متساويتين حتى { $max } هو P

## الخطوة 4: ثلاث كومات

single-delete-nim-s-digits-beyond = يحلّ الدرس { $k ->
        [two] كومتين
        [few] { $k } كومات
       *[other] { $k } كومة
    } حتى { $max }؛ وقسم نيم الحذف الواحد في المختبر يذهب أبعد.
single-delete-nim-s-pn-6-10-12 = كومات من 6 و10 و12 قطعة، والدور لك. إذا لعب الطرفان أفضل لعب، هل تفوز أم تخسر؟
single-delete-nim-s-clue-6-10-12 = ارسم 6 و10 و12 أعلاه. هل يقع أقصى 1 إلى اليمين في كل منها في عمود واحد؟
single-delete-nim-s-split-three = من 6 و10 و12 تحذف الـ 6 وتقسم الـ 12 إلى {"\u2066"}x{"\u2069"} و{"\u2066"}12 − x{"\u2069"}، وتُبقي الـ 10. سمِّ قيمة لـ {"\u2066"}x{"\u2069"} تربح.
single-delete-nim-s-split-three-note = (اكتب 0 إن لم تربح أي قيمة؛ وارسم الكومات أعلاه لتقارن أقصى 1 إلى اليمين فيها.)
single-delete-nim-s-challenge-p = حكم المحرّك نفسه أن {"\u2066"}(7, 10, 12){"\u2069"} وضع P: لا يمكنك الفوز أمام لعب مثالي. راقب كيف يفلت.
single-delete-nim-s-challenge-n = حكم المحرّك نفسه أنك تستطيع الفوز من {"\u2066"}(7, 10, 12){"\u2069"}، لكن بلعب دقيق فقط.
single-delete-nim-s-three-nim = { $kind ->
        [P] {"\u2066"}{ $position }{"\u2069"}: {"\u2066"}{ $a } XOR { $b } XOR { $c } = { $value }{"\u2069"}، ويجد المحرّك أنه وضع P
       *[N] {"\u2066"}{ $position }{"\u2069"}: {"\u2066"}{ $a } XOR { $b } XOR { $c } = { $value }{"\u2069"}، ويجد المحرّك أنه وضع N
    }
single-delete-nim-s-agrees-three = يوافق المحرّك في كل وضع من 3 كومات حتى { $max }

## الخطوة 5: أربع كومات

single-delete-nim-s-pn-1-2-2-2 = كومات من 1 و2 و2 و2، والدور لك. تقييماتها {"\u2066"}0, 1, 1, 1{"\u2069"}: ليست كلها متساوية. هل تفوز أم تخسر؟
single-delete-nim-s-clue-1-2-2-2 = احذف كومة واقسم أخرى بكل طريقة ممكنة: هل يبقى وضع تحب أن تواجهه؟
single-delete-nim-s-with-valuations = { $kind ->
        [P] {"\u2066"}{ $position }{"\u2069"} وضع P، وتقييماته {"\u2066"}{ $valuations }{"\u2069"}
       *[N] {"\u2066"}{ $position }{"\u2069"} وضع N، وتقييماته {"\u2066"}{ $valuations }{"\u2069"}
    }
single-delete-nim-s-only-some-p = من { $totaln ->
        [one] الوضع الوحيد
        [two] الوضعين
        [few] الأوضاع الـ { $total }
       *[other] الأوضاع وعددها { $total }
    } ذات التقييمات {"\u2066"}{ $valuations }{"\u2069"} ليس P منها إلا { $p }
single-delete-nim-s-for-where = في { $where }: { $found }
single-delete-nim-s-agrees-where = يوافق المحرّك في كل وضع من { $where }

## الخطوة 6: مضاعفة كل كومة

single-delete-nim-s-double-2 = ضاعف الكومتين 1 و1: كومتان من 2 و2، والدور لك. هل تفوز أم تخسر؟
single-delete-nim-s-double-2-clue-n = من 2 و2 لا يوجد إلا نوع واحد من النقلات: احذف 2 واقسم الأخرى إلى 1 و1. من يعلق بعد ذلك؟
single-delete-nim-s-double-2-clue-p = من 2 و2 لا يوجد إلا نوع واحد من النقلات: احذف 2 واقسم الأخرى إلى 1 و1. هل يستطيع خصمك أن يتحرك بعد ذلك؟
single-delete-nim-s-double-5 = خمس كومات من 1 إذا ضوعفت صارت خمس كومات من 2. هل تحافظ المضاعفة هنا على الحكم (يبقى P ‏P، ويبقى N ‏N)؟
single-delete-nim-s-choice-same = نعم، الحكم نفسه
single-delete-nim-s-choice-changes = لا، يتغيّر الحكم
single-delete-nim-s-double-5-same = الحكم نفسه: كلاهما { $kind }
single-delete-nim-s-double-5-changes = يتغيّر: {"\u2066"}(1, 1, 1, 1, 1){"\u2069"} هو { $one }، و{"\u2066"}(2, 2, 2, 2, 2){"\u2069"} هو { $two }
single-delete-nim-s-double-5-clue-same = افحص الجانبين: خمس كومات من 1 — هل يستطيع اللاعب الذي عليه الدور أن يقسم شيئًا؟ خمس كومات من 2 — كم نقلة يمكن أن تدوم اللعبة، ومن يلعب النقلة الأخيرة؟
single-delete-nim-s-double-5-clue-changes = افحص الجانبين: خمس كومات من 1 — هل يستطيع اللاعب الذي عليه الدور أن يقسم شيئًا؟ خمس كومات من 2 — عُدّ النقلات: كل نقلة تحذف 2 وتقسم 2. من يلعب النقلة الأخيرة؟
single-delete-nim-s-doubling-k = { $k ->
        [two] كومتان
        [few] { $k } كومات
       *[other] { $k } كومة
    }
single-delete-nim-s-doubling-range = (في كل منها {"\u2066"}1 … { $max }{"\u2069"}):
single-delete-nim-s-in-binary = {"\u2066"}{ $piles }{"\u2069"} بالنظام الثنائي
single-delete-nim-s-double-all = يجد المحرّك أمثلة مضادة عندما يكون عدد الكومات { $list }؛ وأولها: { $first }
single-delete-nim-s-double-all-holds = لا يجد المحرّك أي مثال مضاد من 2 إلى 8 كومات في نطاقاته

## الخطوة 7: غيّر القاعدة

single-delete-nim-s-rule-summary = حلّ المحرّك { $countn ->
        [one] وضعًا واحدًا
        [two] وضعين
        [few] { $count } أوضاع
        [many] { $count } وضعًا
       *[other] { $count } وضع
    }؛ عدد أوضاع P بينها: { $p }، موزّعة على { $groupsn ->
        [one] نمط تقييمات واحد.
        [two] نمطَي تقييمات.
        [few] { $groups } أنماط تقييمات.
        [many] { $groups } نمطًا من التقييمات.
       *[other] { $groups } نمط تقييمات.
    }
single-delete-nim-s-on-this-range = { $name } على هذا النطاق: { $why }.
single-delete-nim-s-rule-twos = { $k ->
        [two] كومتان
        [few] { $k } كومات
       *[other] { $k } كومة
    } في كل منها 2 {"\u2066"}({ $piles }){"\u2069"}، والدور لك. هل تفوز أم تخسر؟
single-delete-nim-s-clue-twos = كل نقلة تحذف 2 وتقسم 2 إلى {"\u2066"}1 + 1{"\u2069"}. عُدّ كم نقلة يمكن أن تدوم اللعبة.
single-delete-nim-s-rule-patterns = في { $rule }: على كم نمطًا مختلفًا من التقييمات تتوزّع أوضاع P؟
single-delete-nim-s-rule-patterns-why = في { $rule }: عدد أوضاع P ‏{ $p }، في { $groups ->
        [one] نمط واحد
        [two] نمطين
        [few] { $groups } أنماط
        [many] { $groups } نمطًا
       *[other] { $groups } نمط
    }؛ تفسّر عبارةٌ من الورقة { $covered } منها، ووجد البحث البقية.
single-delete-nim-s-too-many = { $typed } أكثر مما ينبغي. مع كومتين، نمط كل وضع P هو {"\u2066"}0, 0{"\u2069"}؛ ومع ثلاث، تشترك الكومات في تقييم واحد. ما التقييمات الممكنة لكومة فيها { $max } قطعة على الأكثر؟
single-delete-nim-s-too-few = { $typed } أقل مما ينبغي. مع كومتين، نمط كل وضع P هو {"\u2066"}0, 0{"\u2069"}؛ ومع ثلاث، تشترك الكومات في تقييم واحد. ما التقييمات الممكنة لكومة فيها { $max } قطعة على الأكثر؟
single-delete-nim-s-rule-odd-holds = يوافق البحث في { $rule }، ومن 2 إلى 8 كومات في نطاقات الخطوة 6
single-delete-nim-s-rule-twos-fails = المحرّك: يفوز اللاعب الذي عليه الدور في كومات من 2 عندما يكون عددها { $list }
single-delete-nim-s-rule-twos-holds = المحرّك: يخسر اللاعب الذي عليه الدور مهما كان عدد الكومات من 2 إلى 8
single-delete-nim-s-chips-label = عدد الكومات {"\u2066"}k{"\u2069"}:
single-delete-nim-s-chip =
    .title = { $k ->
        [two] كومتان
        [few] { $k } كومات
       *[other] { $k } كومة
    }
single-delete-nim-s-range-whole = {"\u2066"}S{"\u2069"} عدد صحيح لا يقل عن 2.
single-delete-nim-s-range-limit = مع { $k ->
        [two] كومتين
        [few] { $k } كومات
       *[other] { $k } كومة
    } يحلّ الدرس كومات حتى { $max } (والمختبر يذهب أبعد).
`;
