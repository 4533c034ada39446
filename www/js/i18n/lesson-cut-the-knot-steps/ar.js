// The sentences the lesson "Cut The Knot's single-pile games" composes in its script, in Arabic (see en.js):
// right to left, Western digits, each formula isolated left to right.
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

## أجزاء تشترك فيها عدة خطوات

cut-the-knot-s-two = { $first } { $second }
cut-the-knot-s-set-minmax = {"\u2066"}Min { $min }, Max { $max }{"\u2069"}
cut-the-knot-s-set-named = المجموعة {"\u2066"}{ $set }{"\u2069"}
cut-the-knot-s-moves-exactly = { $n ->
        [zero] { $n } قطعة بالضبط.
        [one] قطعة واحدة بالضبط.
        [two] قطعتان بالضبط.
        [few] { $n } قطع بالضبط.
        [many] { $n } قطعة بالضبط.
       *[other] { $n } قطعة بالضبط.
    }
cut-the-knot-s-moves-range = { $min } قطع على الأقل و{ $max } قطع على الأكثر.
cut-the-knot-s-moves-from = عدد من القطع من المجموعة {"\u2066"}{ $set }{"\u2069"}.
cut-the-knot-s-moves-set = { $takes } من القطع.
cut-the-knot-s-empty-pile = لا نقلة ممكنة من كومة فارغة: {"\u2066"}G(0) = { $g }{"\u2069"}.
cut-the-knot-s-no-move-from = لا نقلة ممكنة من { $n }: {"\u2066"}G({ $n }) = 0{"\u2069"}.
cut-the-knot-s-verdict-wins = حكم المحرّك: يفوز اللاعب الأول من { $n } بأخذ { $take }.
cut-the-knot-s-verdict-loses = حكم المحرّك: كل نقلة أولى من { $n } خاسرة.
cut-the-knot-s-choice-p = P: يخسر اللاعب الذي عليه الدور
cut-the-knot-s-choice-n = N: يفوز اللاعب الذي عليه الدور
cut-the-knot-s-is-kind = { $kind ->
        [P] { $n } وضع P
       *[N] { $n } وضع N
    }
cut-the-knot-s-engine-for = المحرّك، لـ {"\u2066"}{ $rule }{"\u2069"}: { $text }
cut-the-knot-s-for-rule = لـ {"\u2066"}{ $rule }{"\u2069"}: {"\u2066"}{ $text }{"\u2069"}
cut-the-knot-s-for-text = لـ { $set }: { $text }
cut-the-knot-s-none = لا شيء
cut-the-knot-s-not-above = { $n } ليس أكبر من { $bound }.
cut-the-knot-s-none-upto = لا شيء حتى { $upto }
cut-the-knot-s-pile-empty = الكومة: اكتب عدد القطع التي تبدأ بها.

## الخطوة 2: P أم N؟

cut-the-knot-s-p-positions = {"\u2066"}S = { $list }{"\u2069"} (لكل {"\u2066"}S ≤ { $upto }{"\u2069"}).
cut-the-knot-s-multiples-hold = لـ { $set } أوضاع P حتى { $upto } هي بالضبط مضاعفات { $sum }
cut-the-knot-s-multiples-p-not = لـ { $set }، العدد { $s } وضع P وليس من مضاعفات { $sum }
cut-the-knot-s-multiples-n = لـ { $set }، العدد { $s } من مضاعفات { $sum } لكنه وضع N
cut-the-knot-s-paper-rule-fails = لـ { $set } (أصغر أخذ { $min }، وأكبره { $max }): {"\u2066"}S = { $s }{"\u2069"} { $kind ->
        [P] وضع P
       *[N] وضع N
    }، {"\u2066"}G({ $s }) = { $g }{"\u2069"}
cut-the-knot-s-paper-rule-agrees = لـ { $set }، إذا اعتُبر Min وMax أصغرَ أخذ وأكبرَه، فالقاعدة توافق المحرّك على {"\u2066"}S ≤ { $upto }{"\u2069"}
cut-the-knot-s-pn-8-prompt = كومة من 8؛ في كل نقلة تُؤخذ { $moves } هل 8 وضع P أم وضع N؟
cut-the-knot-s-pn-8-clue = اصعد من 0: من أي الكومات الصغيرة لا توجد أي نقلة؟ ثم: هل يمكن لنقلة من 8 أن تصل إلى إحداها؟
cut-the-knot-s-p-window-prompt = سمِّ وضع P، أي S، بين { $lo } و{ $hi }: كومة يخسر منها اللاعب الذي عليه الدور.
cut-the-knot-s-p-window-general = انظر إلى أوضاع P التي وجدتها تحت { $lo }: هل تتكرر على مسافات منتظمة؟
cut-the-knot-s-p-window-negative = في الكومة 0 قطعة أو أكثر.
cut-the-knot-s-p-window-outside = { $n } وضع P — هذا صحيح، لكنه ليس بين { $lo } و{ $hi }: ابحث عن وضع في هذا المجال.
cut-the-knot-s-p-window-n = { $n } وضع N، ويفوز اللاعب الذي عليه الدور: { $why }
cut-the-knot-s-none-between = لا شيء بين { $lo } و{ $hi }
cut-the-knot-s-p-between = أوضاع P بين { $lo } و{ $hi }: { $list }.

## الخطوة 3: أعداد غراندي والدور وقاعدة المقال

cut-the-knot-s-strip-caption = {"\u2066"}G(S){"\u2069"} لـ { $set }، {"\u2066"}S = 0 … { $upto }{"\u2069"}:
cut-the-knot-s-strip-top = حجم الكومة
cut-the-knot-s-strip-bottom = عدد غراندي
cut-the-knot-s-strip-title-p = {"\u2066"}{ $g }{"\u2069"} — وضع P
cut-the-knot-s-period-found = يجد المحرّك الدور: { $text } إذن {"\u2066"}G(S + { $period }) = G(S){"\u2069"} لكل {"\u2066"}S ≥ { $from }{"\u2069"}.
cut-the-knot-s-period-none = لا يجد المحرّك دورًا: { $text }
cut-the-knot-s-rule-not-stated = غير مصوغة لـ { $set }
cut-the-knot-s-rule-not-range = يصوغ Bogomolny القاعدة لـ «كومة واحدة»، حيث تشكّل الأعداد المسموح بأخذها مجالًا واحدًا {"\u2066"}Min … Max{"\u2069"}؛ وهذه المجموعة ليست مجالًا واحدًا.
cut-the-knot-s-rule-fails-at = تفشل القاعدة عند {"\u2066"}S = { $s }{"\u2069"}
cut-the-knot-s-rule-holds-all = تصح القاعدة لكل S
cut-the-knot-s-rule-holds-upto = تصح القاعدة لـ {"\u2066"}S = 0 … { $upto }{"\u2069"}
cut-the-knot-s-rule-here = هنا {"\u2066"}Min = { $min }{"\u2069"}، {"\u2066"}Max = { $max }{"\u2069"}، {"\u2066"}Min + Max = { $sum }{"\u2069"}: تكون الكومة P بالضبط عندما {"\u2066"}S mod { $sum } < { $min }{"\u2069"}.
cut-the-knot-s-g-14-answer = لـ { $set }: {"\u2066"}G(14) = { $g }{"\u2069"}؛ وأكبر عدد غراندي حتى {"\u2066"}S = { $upto }{"\u2069"} هو { $largest }.
cut-the-knot-s-period-is-sum = لـ { $set } الدور هو {"\u2066"}{ $period } = { $min } + { $max }{"\u2069"}
cut-the-knot-s-period-is-not-sum = لـ { $set } الدور هو { $period }، و{"\u2066"}{ $min } + { $max } = { $sum }{"\u2069"}
cut-the-knot-s-g-small-holds = لـ { $set } كل {"\u2066"}G(S){"\u2069"} حتى { $upto } يساوي 0 أو 1 أو 2؛ وG لا يتجاوز عدد الأعداد المسموح بأخذها، { $count }
cut-the-knot-s-g-small-fails = لـ { $set }، {"\u2066"}{ $g }{"\u2069"}
cut-the-knot-s-g-14-prompt = توقّع {"\u2066"}G(14){"\u2069"} لـ { $set }: أصغر عدد ليس عدد غراندي لأي كومة تبعد نقلة واحدة عن 14.
cut-the-knot-s-g-14-general = اكتب الكومات التي تبعد نقلة واحدة عن 14 وأعداد غراندي لها (صعودًا من 0)، ثم خذ أصغر عدد غير موجود.
cut-the-knot-s-g-14-reached = { $k } هو عدد غراندي لكومة تبعد نقلة واحدة عن 14، فهو موجود في القائمة.
cut-the-knot-s-g-14-not-smallest = { $k } غير موجود في القائمة، لكنه ليس أصغر عدد غير موجود.
cut-the-knot-s-g-14-why = من 14 تصل نقلة إلى {"\u2066"}{ $below }{"\u2069"}؛ وأصغر عدد غير موجود بينها هو { $g }.
cut-the-knot-s-g-14-no-move = لا نقلة ممكنة من 14، إذن {"\u2066"}G(14) = { $g }{"\u2069"}.
cut-the-knot-s-pn-big-prompt = كومة من {"\u2066"}1 000 000{"\u2069"} لـ { $set }: P أم N؟ استعمل الدور.
cut-the-knot-s-pn-big-screen = (يجيب المحرّك عن هذا دون أن يلعب لعبة واحدة.)
cut-the-knot-s-pn-big-answer = {"\u2066"}1 000 000{"\u2069"} { $kind ->
        [P] وضع P
       *[N] وضع N
    } ({"\u2066"}G = { $g }{"\u2069"})
cut-the-knot-s-pn-big-why = إذن {"\u2066"}{ $g }{"\u2069"}.
cut-the-knot-s-pn-big-clue = ابحث عن موقع {"\u2066"}1 000 000{"\u2069"} في الدور: باقي القسمة هو الذي يحسم.

## الخطوة 4: ألعاب الأخذ ومتتالية H عند Schwenk

cut-the-knot-s-fibonacci-upto = متتالية H عند المحرّك لـ {"\u2066"}2x{"\u2069"} حتى { $upto }: { $list }
cut-the-knot-s-fibonacci = متتالية H عند المحرّك لـ {"\u2066"}2x{"\u2069"}: {"\u2066"}{ $list }{"\u2069"}
cut-the-knot-s-same-h = يجد المحرّك متتالية H نفسها للقاعدتين حتى { $upto }: {"\u2066"}{ $list }{"\u2069"} — ويسمّيها Bogomolny مفاجأة
cut-the-knot-s-other-h = {"\u2066"}x{"\u2069"} تعطي {"\u2066"}{ $a }{"\u2069"}؛ و{"\u2066"}2x − 1{"\u2069"} تعطي {"\u2066"}{ $b }{"\u2069"}
cut-the-knot-s-h-prompt = لـ {"\u2066"}{ $rule }{"\u2069"} تبدأ H بـ {"\u2066"}{ $list }{"\u2069"}. توقّع الحدّ التالي، {"\u2066"}{ $member }{"\u2069"}.
cut-the-knot-s-h-step = {"\u2066"}{ $sum }{"\u2069"}: {"\u2066"}{ $m }{"\u2069"} هو أصغر j يحقق {"\u2066"}{ $bound }{"\u2069"}.
cut-the-knot-s-h-general = جد أصغر j يحقق {"\u2066"}{ $bound }{"\u2069"}، ثم أضف {"\u2066"}{ $add }{"\u2069"} إلى { $last }.
cut-the-knot-s-h-not-above = { $n } ليس أكبر من {"\u2066"}{ $last }{"\u2069"}: كل حدّ جديد أكبر من الذي قبله.
cut-the-knot-s-h-earlier = { $n } يساوي { $last } مضافًا إليه حدّ سابق، لكنه ليس الحدّ الذي تختاره القاعدة: أصغر j يحقق {"\u2066"}{ $bound }{"\u2069"}.

## الخطوة 5: إزالة الـ 1 الأقصى يمينًا

cut-the-knot-s-repr-empty = اكتب عددًا طبيعيًا {"\u2066"}N ≥ 1{"\u2069"}.
cut-the-knot-s-move-answer = من { $n } لـ {"\u2066"}{ $rule }{"\u2069"}:
cut-the-knot-s-move-prompt = كومة من { $n }، والنقلة الأولى تأخذ أي عدد حتى { $most }، {"\u2066"}{ $rule }{"\u2069"}. كم قطعة تأخذ لتفوز؟
cut-the-knot-s-first-move-range = النقلة الأولى تأخذ من 1 إلى { $most }.
cut-the-knot-s-move-clue = اكتب { $n } في الأعلى وانظر إلى الـ 1 الأقصى يمينًا.
cut-the-knot-s-first-move-not-all = النقلة الأولى تأخذ من 1 إلى { $most } (لا الكومة كلها).
cut-the-knot-s-taking-leaves = أخذ { $k } يترك { $left }، ومن هناك يفوز المحرّك.
cut-the-knot-s-move-take = خذ { $take } (أصغر نقلة رابحة)
cut-the-knot-s-every-move-loses = كل نقلة هنا خاسرة

## الخطوة 6: قيم غراندي وصف من الكومات

cut-the-knot-s-start-caption = {"\u2066"}G(N, N − 1){"\u2069"} لـ {"\u2066"}{ $rule }{"\u2069"}، {"\u2066"}N = 1 … { $upto }{"\u2069"}:
cut-the-knot-s-start-title-losing = {"\u2066"}{ $g }{"\u2069"} — بداية خاسرة
cut-the-knot-s-rows-caption = {"\u2066"}G(N, x){"\u2069"} لـ {"\u2066"}{ $rule }{"\u2069"}، {"\u2066"}N ≤ { $upto }{"\u2069"}: الصفوف N، والأعمدة x (أكثر ما يجوز أخذه).
cut-the-knot-s-sum-answer = لـ {"\u2066"}{ $rule }{"\u2069"} والكومات { $piles }: { $why }
cut-the-knot-s-ordinary-sum = لـ {"\u2066"}{ $rule }{"\u2069"}، للكومتين { $a } و{ $b } القيمة {"\u2066"}G = { $g }{"\u2069"} لكل منهما: المجموع { $sum }، ومجموع نيم { $nimsum }، ويقول المحرّك إن اللاعب الذي عليه الدور { $wins ->
        [yes] يفوز
       *[no] يخسر
    }
cut-the-knot-s-no-two-share = لـ {"\u2066"}{ $rule }{"\u2069"} لا توجد بدايتان حتى { $upto } تشتركان في عدد غراندي غير 0
cut-the-knot-s-no-losing-start = لـ {"\u2066"}{ $rule }{"\u2069"} لا توجد بداية خاسرة أكبر من 1 لتجربتها
cut-the-knot-s-row-wins = لـ {"\u2066"}{ $rule }{"\u2069"} مجموع نيم للصف { $row } هو { $nimsum }، ويقول المحرّك إن اللاعب الذي عليه الدور يفوز
cut-the-knot-s-row-loses = لـ {"\u2066"}{ $rule }{"\u2069"} لكلٍّ من البدايات الخاسرة { $row } القيمة {"\u2066"}G = 0{"\u2069"}، فمجموع نيم هو { $nimsum }، ويقول المحرّك إن اللاعب الذي عليه الدور يخسر
cut-the-knot-s-pile-choice = الكومة { $i } ({ $n ->
        [zero] { $n } قطعة
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $n } قطع
        [many] { $n } قطعة
       *[other] { $n } قطعة
    })
cut-the-knot-s-nim-sum-prompt = الكومات { $piles }، كلٌّ منها لعبة أخذ مع {"\u2066"}{ $rule }{"\u2069"}. ما مجموع نيم {"\u2066"}G(4, 3) ⊕ G(6, 5) ⊕ G(9, 8){"\u2069"}؟
cut-the-knot-s-nim-sum-general = اقرأ أعداد غراندي الثلاثة في الشريط أعلاه، واكتبها بالنظام الثنائي، واجمع كل عمود دون حمل.
cut-the-knot-s-nim-sum-ordinary = { $n } هو المجموع العادي؛ أما مجموع نيم فيجمع بالنظام الثنائي دون حمل.
cut-the-knot-s-nim-sum-why = {"\u2066"}{ $gs }{"\u2069"}؛ وبالنظام الثنائي {"\u2066"}{ $binary }{"\u2069"}، أي { $nimsum }.
cut-the-knot-s-sum-pile-prompt = الدور دورك في هذا الصف. من أي كومة تأخذ لتفوز؟
cut-the-knot-s-sum-pile-none = لا كومة: كل نقلة خاسرة
cut-the-knot-s-sum-pile-answer = الكومة { $piles }
cut-the-knot-s-sum-pile-zero = لا كومة: مجموع نيم يساوي 0 أصلًا
cut-the-knot-s-sum-pile-clue = النقلة الرابحة تجعل مجموع نيم 0: أي كومة يمكن تغيير عدد غراندي لها ليصبح مجموع نيم للكومتين الأخريين؟
cut-the-knot-s-sum-take-prompt = وكم قطعة تأخذ من الكومة التي اخترتها؟
cut-the-knot-s-sum-take-best = خذ { $take } من الكومة { $pile }
cut-the-knot-s-no-move-wins = لا نقلة رابحة
cut-the-knot-s-sum-take-choose = اختر كومة في السؤال أعلاه أولًا.
cut-the-knot-s-sum-take-range = من الكومة { $pile } يجوز لك أن تأخذ من 1 إلى { $max }.
cut-the-knot-s-sum-take-zero = أخذ { $k } من الكومة { $pile } يترك أعداد غراندي {"\u2066"}{ $sum }{"\u2069"}: مجموع نيم 0، إذن يخسر الخصم.
cut-the-knot-s-sum-take-leaves = أخذ { $k } من الكومة { $pile } يترك أعداد غراندي {"\u2066"}{ $sum }{"\u2069"}.
cut-the-knot-s-sum-take-clue = أخذ { $k } يعطي الكومة { $pile } عدد غراندي { $g }، ويصبح مجموع نيم { $nimsum }. بعد نقلتك يجب أن يكون مجموع نيم 0: يجب أن يصير عدد غراندي للكومة { $pile } هو { $target } (مجموع نيم للكومات الأخرى).

## الخطوة 7: غيّر القاعدة

cut-the-knot-s-set-summary = أوضاع P هي {"\u2066"}S = { $list }{"\u2069"}؛ { $period }
cut-the-knot-s-summary-rule-holds = قاعدة Bogomolny (تكون الكومة P بالضبط عندما {"\u2066"}S mod { $cycle } < { $min }{"\u2069"}) صحيحة.
cut-the-knot-s-summary-rule-fails = قاعدة Bogomolny (تكون الكومة P بالضبط عندما {"\u2066"}S mod { $cycle } < { $min }{"\u2069"}) تفشل عند {"\u2066"}S = { $s }{"\u2069"}.
cut-the-knot-s-summary-rule-not-stated = قاعدة Bogomolny غير مصوغة لهذه المجموعة (ليست مجالًا واحدًا).
cut-the-knot-s-f-summary = {"\u2066"}{ $h }{"\u2069"}؛ البدايات الخاسرة (بالبحث الشامل) هي {"\u2066"}{ $losing }{"\u2069"}؛ فرضيات Schwenk { $hold ->
        [yes] متحققة
       *[no] غير متحققة
    }؛ { $agree }.
cut-the-knot-s-h-equals-losing = H تساوي البدايات الخاسرة حتى { $upto }
cut-the-knot-s-h-not-losing = H ليست مجموعة البدايات الخاسرة: { $why }
cut-the-knot-s-rule-answer-set = لـ { $set }: أصغر وضع P أكبر من 10 هو { $p }.
cut-the-knot-s-rule-answer-f = لـ {"\u2066"}{ $rule }{"\u2069"}: أصغر بداية خاسرة أكبر من 20 هي { $start }.
cut-the-knot-s-beyond-table = خارج الجدول
cut-the-knot-s-beyond = بعد { $upto }
cut-the-knot-s-faster-fewer = حتى { $upto }: { $three } من البدايات الخاسرة لـ {"\u2066"}3x{"\u2069"}، و{ $two } لـ {"\u2066"}2x{"\u2069"}
cut-the-knot-s-p-rule-prompt = لـ { $set }: ما أصغر وضع P أكبر من 10؟
cut-the-knot-s-p-rule-general = اصعد من 0 بقاعدة mex، أو ابحث عن الدور.
cut-the-knot-s-p-rule-smaller = { $n } وضع P — لكن يوجد وضع أصغر منه أكبر من 10.
cut-the-knot-s-p-rule-n = { $n } وضع N: { $why }
cut-the-knot-s-p-rule-why = أوضاع P لـ { $set }: {"\u2066"}{ $list }{"\u2069"}.
cut-the-knot-s-lose-rule-prompt = لـ {"\u2066"}{ $rule }{"\u2069"}: ما أصغر كومة بداية أكبر من 20 يخسر منها اللاعب الأول؟
cut-the-knot-s-lose-rule-general = ابنِ H لهذه الدالة f، ثم قارنها باللعبة — فقد لا تتحقق فرضيات Schwenk.
cut-the-knot-s-lose-rule-smaller = يخسر اللاعب الأول من { $n } — لكن توجد بداية كهذه أصغر منها وأكبر من 20.
cut-the-knot-s-lose-rule-wins = من { $n } يفوز اللاعب الأول (نقلة المحرّك الأولى الرابحة: خذ { $take }).
cut-the-knot-s-lose-rule-why = البدايات الخاسرة لـ {"\u2066"}{ $rule }{"\u2069"} (بتجربة كل الألعاب): {"\u2066"}{ $list }{"\u2069"}.
cut-the-knot-s-type-one = أو اكتب واحدة:{" "}
cut-the-knot-s-set-input =
    .aria-label = مجموعتك الخاصة من الأعداد المسموح بأخذها
    .placeholder = مثلًا 2..6 أو 1, 4
cut-the-knot-s-rule-input =
    .aria-label = دالتك الخاصة f(x)
    .placeholder = دالتك الخاصة f(x)
cut-the-knot-s-set-chip =
    .title = يؤخذ {"\u2066"}{ $set }{"\u2069"}
cut-the-knot-s-note-applet = التطبيق
cut-the-knot-s-note-not-range = ليست مجالًا
cut-the-knot-s-note-fibonacci = نيم فيبوناتشي
cut-the-knot-s-note-no-more-than = لا أكثر من
cut-the-knot-s-note-less-than-twice = أقل من الضعف

## الخطوة 8: أين تفشل ادعاءات Schwenk

cut-the-knot-s-counter-in-h = لـ {"\u2066"}{ $rule }{"\u2069"}، العدد { $pile } في H، ومع ذلك يجد المحرّك بالبحث الشامل أن اللاعب الأول يفوز من { $pile }. في الأسفل كومة من { $pile } ضد المحرّك المثالي: تقول H عند Schwenk إنك تخسر — جد طريق الفوز.
cut-the-knot-s-counter-not-in-h = لـ {"\u2066"}{ $rule }{"\u2069"}، العدد { $pile } ليس في H، ومع ذلك يجد المحرّك بالبحث الشامل أن اللاعب الأول يخسر من { $pile }. في الأسفل كومة من { $pile } ضد المحرّك المثالي: تقول H عند Schwenk إنك تفوز — جرّب.
cut-the-knot-s-counter-agree = لـ {"\u2066"}{ $rule }{"\u2069"}، تتفق H والبدايات الخاسرة على كل {"\u2066"}N ≤ { $upto }{"\u2069"}. في الأسفل كومة من { $pile }، وهو حدّ من H، ضد المحرّك المثالي.
cut-the-knot-s-contradicted = منقوض: { $why }
cut-the-knot-s-h-losing-prompt = لـ {"\u2066"}{ $rule }{"\u2069"}: هل H هي بالضبط مجموعة كومات البداية التي يخسر منها اللاعب الأول؟
cut-the-knot-s-yes = نعم
cut-the-knot-s-no = لا
cut-the-knot-s-tried-wins = جرّب المحرّك كل الألعاب من { $n }: يفوز اللاعب الأول بأخذ { $take }، مع أن { $n } في H.
cut-the-knot-s-tried-loses = جرّب المحرّك كل الألعاب من { $n }: كل نقلة أولى خاسرة، مع أن { $n } ليس في H.
cut-the-knot-s-yes-upto = نعم، لكل {"\u2066"}N ≤ { $upto }{"\u2069"}
cut-the-knot-s-no-because = لا: { $why }
cut-the-knot-s-h-losing-clue = قارن H بالكومات التي لا تستطيع الفوز منها: ابنِ H لهذه الدالة f، ثم جرّب أصغر حدودها في اللعبة.
cut-the-knot-s-rightmost-prompt = لـ {"\u2066"}{ $rule }{"\u2069"}: من بداية {"\u2066"}{ $start }{"\u2069"}، هل إزالة الـ 1 الأقصى يمينًا رابحة؟
cut-the-knot-s-yes-wins = نعم، رابحة
cut-the-knot-s-no-loses = لا، خاسرة
cut-the-knot-s-no-rightmost = لا يوجد هنا 1 أقصى يمينًا
cut-the-knot-s-write-with-h = اكتب الكومة بحدود H أولًا.
cut-the-knot-s-yes-take = نعم: خذ { $take }
cut-the-knot-s-no-taking = لا: أخذ { $take } خاسر
cut-the-knot-s-rightmost-clue = بعد أخذ أصغر جزء، كم يجوز للخصم أن يأخذ، وماذا يقول المحرّك عن الكومة الباقية؟
`;
