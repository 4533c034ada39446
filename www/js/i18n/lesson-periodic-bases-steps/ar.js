// The sentences the lesson "Periodic rules and several bases" composes in its script, in Arabic, right to left
// (see en.js). Maths is isolated left to right {"\u2066"}…{"\u2069"}; a sentence of unknown direction
// (an engine's reason, still English, or the rule) first-strong {"\u2068"}…{"\u2069"}; a live fact that
// the page's catalogue puts inside a left-to-right isolate is itself isolated right to left
// {"\u2067"}…{"\u2069"}, so that its Arabic reads in order.
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

## أجزاء تتشاركها عدة جمل

periodic-bases-s-two-sentences = {"\u2068"}{ $first }{"\u2069"} {"\u2068"}{ $second }{"\u2069"}
periodic-bases-s-list-more = { $list }، …
periodic-bases-s-semicolon = {"؛ "}
periodic-bases-s-example2 = المثال 2
periodic-bases-s-rule-with = {"\u2067"}{"\u2066"}{ $f }{"\u2069"} مع {"\u2066"}t = { $t }{"\u2069"}{"\u2069"}
periodic-bases-s-rule-paper = {"\u2067"}{"\u2066"}{ $f }{"\u2069"} مع {"\u2066"}t = { $t }{"\u2069"} (المثال 2 في البحث){"\u2069"}
periodic-bases-s-not-a-move = من كومة فيها { $pile } يجوز لك أن تأخذ من 1 إلى { $max }، لذا فأخذ { $k } ليس نقلة ممكنة هنا.
periodic-bases-s-take-wins = أخذ { $k } يحقق الفوز.
periodic-bases-s-take-leaves = أخذ { $k } يترك { $left }؛ ثم يجوز للاعب الآخر أن يأخذ حتى { $limit }، فيفوز بأخذ { $reply }.
periodic-bases-s-for-rule = لـ {"\u2068"}{ $rule }{"\u2069"}: {"\u2068"}{ $text }{"\u2069"}
periodic-bases-s-analysis-error = تعذّر على المحرّك حساب الألعاب لـ {"\u2068"}{ $rule }{"\u2069"}: {"\u2068"}{ $error }{"\u2069"}

## الخطوة 1: العب لعبة البحث

periodic-bases-s-limits = {"\u2067"}بعد نقلة من { $x } من كومة فيها { $odd } يجوز للاعب التالي أن يأخذ على الأكثر {"\u2066"}{ $fodd }{"\u2069"}؛ ومن كومة فيها { $even }، على الأكثر {"\u2066"}{ $feven }{"\u2069"}.{"\u2069"}
periodic-bases-s-limits-answer = في {"\u2066"}{ $game }{"\u2069"}، لـ {"\u2068"}{ $rule }{"\u2069"}: {"\u2068"}{ $limits }{"\u2069"}

## الخطوة 2: كومة واحدة ولعبتان

periodic-bases-s-other-game = {"\u2067"}اللعبة {"\u2066"}{ $game }{"\u2069"} ضد المبتدئ نفسه{"\u2069"}
periodic-bases-s-other-game-same = {"\u2067"}اللعبة {"\u2066"}{ $game }{"\u2069"}، وهي عندما {"\u2066"}t = 1{"\u2069"} اللعبة {"\u2066"}{ $first }{"\u2069"} نفسها ({"\u2066"}1 ⊕ n = 0{"\u2069"} لكل n){"\u2069"}
periodic-bases-s-losing-starts = {"\u2067"}في {"\u2066"}{ $g0 }{"\u2069"} يخسر اللاعب الأول من {"\u2066"}N ={"\u2069"} { $list0 }؛ وفي {"\u2066"}{ $g1 }{"\u2069"} من {"\u2066"}N ={"\u2069"} { $list1 } (لكل {"\u2066"}N ≤ { $upto }{"\u2069"}).{"\u2069"}
periodic-bases-s-losing-differ = الكومات حتى { $upto } التي تخسر في إحدى اللعبتين وتربح في الأخرى: { $list }.
periodic-bases-s-losing-differ-none = مع هذه القاعدة، لا توجد كومة حتى { $upto } تخسر في إحدى اللعبتين {"\u2066"}{ $g0 }{"\u2069"} و{"\u2066"}{ $g1 }{"\u2069"} وتربح في الأخرى.
periodic-bases-s-residue = {"\u2067"}{"\u2066"}{ $game }{"\u2069"} عندما {"\u2066"}t = { $t }{"\u2069"}{"\u2069"}
periodic-bases-s-same-losers-false = لـ {"\u2068"}{ $rule }{"\u2069"} يخسر اللاعب الأول من { $n } في {"\u2066"}{ $g0 }{"\u2069"}، لكنه يفوز من الكومة نفسها في {"\u2066"}{ $g1 }{"\u2069"}
periodic-bases-s-same-losers-true = لـ {"\u2068"}{ $rule }{"\u2069"} كل كومة خاسرة في {"\u2066"}{ $g0 }{"\u2069"} حتى { $upto } تخسر في {"\u2066"}{ $g1 }{"\u2069"} أيضًا
periodic-bases-s-fibonacci-true = لـ {"\u2068"}{ $rule }{"\u2069"} هي بالضبط أعداد فيبوناتشي حتى { $upto }
periodic-bases-s-fibonacci-false = لـ {"\u2068"}{ $rule }{"\u2069"} هي { $list }
periodic-bases-s-pile-8 = مع {"\u2068"}{ $rule }{"\u2069"}: كومة فيها { $pile }، ويجوز للنقلة الأولى أن تأخذ من 1 إلى { $max }. إذا لعب الطرفان أفضل لعب، فهل يفوز اللاعب الأول أم يخسر في {"\u2066"}{ $g0 }{"\u2069"} وفي {"\u2066"}{ $g1 }{"\u2069"}؟
periodic-bases-s-wins-both = يفوز في اللعبتين كلتيهما
periodic-bases-s-wins-loses = يفوز في {"\u2066"}{ $g0 }{"\u2069"}، ويخسر في {"\u2066"}{ $g1 }{"\u2069"}
periodic-bases-s-loses-wins = يخسر في {"\u2066"}{ $g0 }{"\u2069"}، ويفوز في {"\u2066"}{ $g1 }{"\u2069"}
periodic-bases-s-loses-both = يخسر في اللعبتين كلتيهما
periodic-bases-s-pile-8-answer = { $result ->
        [win-win] يفوز اللاعب الأول في {"\u2066"}{ $g0 }{"\u2069"} وفي {"\u2066"}{ $g1 }{"\u2069"} أيضًا
        [win-lose] يفوز اللاعب الأول في {"\u2066"}{ $g0 }{"\u2069"} ويخسر في {"\u2066"}{ $g1 }{"\u2069"}
        [lose-win] يخسر اللاعب الأول في {"\u2066"}{ $g0 }{"\u2069"} ويفوز في {"\u2066"}{ $g1 }{"\u2069"}
       *[lose-lose] يخسر اللاعب الأول في {"\u2066"}{ $g0 }{"\u2069"} وفي {"\u2066"}{ $g1 }{"\u2069"} أيضًا
    }
periodic-bases-s-look-again = أعد النظر في {"\u2066"}{ $game }{"\u2069"}: جرّب على الورق كل نقلة أولى من { $pile } — بعد نقلة من k يجوز للخصم أن يأخذ حتى {"\u2066"}{ $limit }{"\u2069"}.
periodic-bases-s-half-right = إجابتك عن {"\u2066"}{ $game }{"\u2069"} صحيحة؛ {"\u2068"}{ $look }{"\u2069"}
periodic-bases-s-both-wrong = النصفان كلاهما يحتاجان إلى نظرة أخرى. جرّب على الورق كل نقلة أولى من { $pile }: بعد نقلة من k يجوز للخصم أن يأخذ حتى {"\u2066"}{ $f0 }{"\u2069"} في {"\u2066"}{ $g0 }{"\u2069"}، وحتى {"\u2066"}{ $f1 }{"\u2069"} في {"\u2066"}{ $g1 }{"\u2069"}.
periodic-bases-s-lose-other = مع {"\u2068"}{ $rule }{"\u2069"}: سمِّ كومة {"\u2066"}N{"\u2069"} أكبر من { $above } يخسر منها اللاعب الأول (الذي يجوز له أن يأخذ أي عدد إلا الكومة كلها) في {"\u2066"}{ $game }{"\u2069"}.
periodic-bases-s-at-least-one = يجب أن تكون {"\u2066"}N{"\u2069"} كومة فيها قطعة واحدة على الأقل.
periodic-bases-s-at-least-two = تحتاج اللعبة إلى كومة فيها { $count ->
        [zero] قطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
        [many] { $count } قطعة
       *[other] { $count } قطعة
    } على الأقل (فالنقلة الأولى لا يجوز أن تأخذ الكومة كلها).
periodic-bases-s-losing-not-above = { $n } كومة خاسرة في {"\u2066"}{ $game }{"\u2069"}، لكنها ليست أكبر من { $above }.
periodic-bases-s-losing-smaller = { $n } كومة خاسرة في {"\u2066"}{ $game }{"\u2069"}، لكن توجد كومة خاسرة أصغر منها وأكبر أيضًا من { $above }.
periodic-bases-s-losing-in-other = { $n } كومة خاسرة في {"\u2066"}{ $g0 }{"\u2069"}، لكن اللاعب الأول في {"\u2066"}{ $g1 }{"\u2069"} يفوز منها بأخذ { $take }.
periodic-bases-s-wins-by-taking = من { $n } في {"\u2066"}{ $game }{"\u2069"} يفوز اللاعب الأول بأخذ { $take }.
periodic-bases-s-smaller-pile = ابحث عن كومة أصغر: كومة حتى { $upto }.
periodic-bases-s-for-example = مثلًا { $list }
periodic-bases-s-none-up-to = لا شيء حتى { $upto }

## الخطوة 3: أصغر نقلة رابحة في كل لعبة

periodic-bases-s-g-examples = {"\u2066"}{ $g0 }{"\u2069"} و{"\u2066"}{ $g1 }{"\u2069"} لـ {"\u2068"}{ $rule }{"\u2069"}.
periodic-bases-s-g-order-false = لـ {"\u2068"}{ $rule }{"\u2069"}: {"\u2066"}{ $a }{"\u2069"} لكن {"\u2066"}{ $b }{"\u2069"}
periodic-bases-s-g-order-true = لـ {"\u2068"}{ $rule }{"\u2069"} عند كل {"\u2066"}n ≤ { $upto }{"\u2069"}
periodic-bases-s-predict-g = توقّع {"\u2066"}{ $g }{"\u2069"} لـ {"\u2068"}{ $rule }{"\u2069"}: أصغر عدد من القطع يحقق الفوز من كومة فيها { $pile } في {"\u2066"}{ $game }{"\u2069"}.
periodic-bases-s-wins-too = أخذ { $k } يحقق الفوز أيضًا، لكن عددًا أصغر من القطع يحقق الفوز كذلك من { $pile } في {"\u2066"}{ $game }{"\u2069"}.
periodic-bases-s-in-game = في {"\u2066"}{ $game }{"\u2069"}: {"\u2068"}{ $clue }{"\u2069"}

## الخطوة 4: الاستراتيجية، عدة أسس

periodic-bases-s-member-wins = لـ {"\u2068"}{ $rule }{"\u2069"}: { $b } في {"\u2066"}{ $base }{"\u2069"}، ومع ذلك يفوز منها اللاعب الأول في {"\u2066"}{ $game }{"\u2069"}
periodic-bases-s-member-wins-theta = لـ {"\u2068"}{ $rule }{"\u2069"}: { $b } في {"\u2066"}{ $base }{"\u2069"}، ومع ذلك يفوز منها اللاعب الأول في {"\u2066"}{ $game }{"\u2069"} بأخذ {"\u2066"}{ $theta }{"\u2069"}
periodic-bases-s-loser-not-member = لـ {"\u2068"}{ $rule }{"\u2069"}: يخسر اللاعب الأول من { $n } في {"\u2066"}{ $game }{"\u2069"}، وهي ليست في {"\u2066"}{ $base }{"\u2069"}
periodic-bases-s-losers-are-base = لـ {"\u2068"}{ $rule }{"\u2069"} في كل لعبة، وعند كل كومة حتى { $upto }
periodic-bases-s-example-piles =
    .aria-label = كومات مقترحة
periodic-bases-s-try = جرّب:
periodic-bases-s-game-label = اللعبة
periodic-bases-s-pile-label = الكومة
periodic-bases-s-repr-empty = أدخل عددًا صحيحًا {"\u2066"}{ $formula }{"\u2069"}.
periodic-bases-s-move-100 = مع {"\u2068"}{ $rule }{"\u2069"}، في اللعبة {"\u2066"}{ $game }{"\u2069"}: كومة فيها { $pile }، والنقلة الأولى تأخذ حتى { $max }. كم قطعة تأخذ لتفوز؟
periodic-bases-s-write-pile = اكتب { $pile } في اللعبة {"\u2066"}{ $game }{"\u2069"} بالأداة أعلاه، وانظر إلى جزئه الأخير.
periodic-bases-s-take-smallest = خذ { $take } (أصغر نقلة رابحة)
periodic-bases-s-every-move-loses = كل نقلة تخسر هنا

## الخطوة 5: المثال 2 مقارنةً بالبحث

periodic-bases-s-fibonacci-nim = {"\u2067"}لـ {"\u2068"}{ $rule }{"\u2069"}: {"\u2066"}{ $base } ={"\u2069"} { $list } (كل الأعضاء حتى { $upto }).{"\u2069"}
periodic-bases-s-golden = في المثال 2، آخر عضوين في {"\u2066"}{ $base }{"\u2069"} حتى { $upto } هما { $a } و{ $b }: نسبتهما { $ratio }؛ والنسبة الذهبية { $phi }
periodic-bases-s-ex2-member = يكتب البحث العضو رقم { $k } من {"\u2066"}{ $base }{"\u2069"} في المثال 2 (بالعدّ من 0) على الصورة {"\u2066"}{ $expression }{"\u2069"}، حيث {"\u2066"}{ $fib }{"\u2069"}. ما هذا العدد؟
periodic-bases-s-nothing = لا شيء (خارج مداه)
periodic-bases-s-ex2-why = حسب المحرّك العضو { $k } من {"\u2066"}{ $base }{"\u2069"} فوجده { $computed }؛ وصيغة البحث تعطي { $formula }: { $agree ->
        [yes] إنهما متفقان
       *[no] إنهما مختلفان
    }.
periodic-bases-s-ex2-clue = { $size ->
        [large] { $v } كبير جدًا.
       *[small] { $v } صغير جدًا.
    } اكتب أعداد فيبوناتشي بدءًا من {"\u2066"}{ $fib }{"\u2069"} (كل عدد مجموع العددين السابقين)، واختر ما تذكره الصيغة، ثم اجمع أو اطرح كما تقول.

## الخطوة 6: غيّر القاعدة

periodic-bases-s-base-begins = يبدأ {"\u2066"}{ $base }{"\u2069"} بـ { $list }
periodic-bases-s-bases-start = {"\u2067"}{ $parts }.{"\u2069"}
periodic-bases-s-losing-starts-short = {"\u2067"}مع {"\u2068"}{ $rule }{"\u2069"} يخسر اللاعب الأول في {"\u2066"}{ $game }{"\u2069"} من { $list }{"\u2069"}
periodic-bases-s-starts-123-true = لـ {"\u2068"}{ $rule }{"\u2069"} كل أساس يبدأ هكذا
periodic-bases-s-starts-123-false = لـ {"\u2068"}{ $rule }{"\u2069"} يبدأ {"\u2066"}{ $base }{"\u2069"} بـ { $list }
periodic-bases-s-t-bases = لـ {"\u2068"}{ $rule }{"\u2069"}: { $bases } حتى { $upto } في { $games }
periodic-bases-s-bases-count = { $count ->
        [zero] لا أسس مختلفة
        [one] أساس واحد
        [two] أساسان مختلفان
        [few] { $count } أسس مختلفة
        [many] { $count } أساسًا مختلفًا
       *[other] { $count } أساس مختلف
    }
periodic-bases-s-games-count = { $count ->
        [zero] لا ألعاب
        [one] لعبة واحدة
        [two] لعبتين
        [few] { $count } ألعاب
        [many] { $count } لعبة
       *[other] { $count } لعبة
    }
periodic-bases-s-lose-rule = توقّع لـ {"\u2068"}{ $rule }{"\u2069"}: ما أصغر كومة أكبر من { $above } يخسر منها اللاعب الأول في {"\u2066"}{ $game }{"\u2069"}؟
periodic-bases-s-look-table = يبيّن جدول الخطوة 3 أين يتحقق {"\u2066"}{ $formula }{"\u2069"}.
periodic-bases-s-look-table-losing = يبيّن جدول الخطوة 3 الكومات التي يتحقق فيها {"\u2066"}{ $formula }{"\u2069"}: تلك هي الكومات الخاسرة.
periodic-bases-s-lose-rule-why = الكومات الخاسرة في {"\u2066"}{ $game }{"\u2069"} لـ {"\u2068"}{ $rule }{"\u2069"}: { $list }.
periodic-bases-s-example2-label = المثال 2
periodic-bases-s-note-paper = البحث، {"\u2066"}{ $t }{"\u2069"}
periodic-bases-s-note-fibonacci = {"\u2066"}{ $t }{"\u2069"}: نيم فيبوناتشي
periodic-bases-s-or-type = أو اكتب قاعدة:
periodic-bases-s-period = الدورة
periodic-bases-s-use-rule = استخدم هذه القاعدة

## الخطوة 7: شرط المبرهنة 1، وأين تخفق نتائجها

periodic-bases-s-condition-survivor = لـ {"\u2068"}{ $rule }{"\u2069"} يخفق الشرط (2)، ومع ذلك تتحقق كل النتائج على {"\u2066"}1 … { $upto }{"\u2069"}
periodic-bases-s-condition-needed = كل قاعدة في هذه الصفحة يخفق فيها الشرط (2) (وعددها { $count }) تخفق فيها نتيجة أيضًا
periodic-bases-s-condition-never-fails = لا توجد في هذه الصفحة قاعدة يخفق فيها الشرط (2)
periodic-bases-s-condition = لـ {"\u2068"}{ $rule }{"\u2069"}: هل يتحقق الشرط (2)، {"\u2066"}{ $formula }{"\u2069"}، لكل n و x؟
periodic-bases-s-it-holds = نعم، إنه يتحقق
periodic-bases-s-it-fails = لا، إنه يخفق في مكان ما
periodic-bases-s-condition-holds = نعم، إنه يتحقق
periodic-bases-s-condition-fails = لا، إنه يخفق عند {"\u2066"}{ $at }{"\u2069"}
periodic-bases-s-condition-clue-yes = ابحث عن هبوط: لكل {"\u2066"}{ $range }{"\u2069"}، قارن {"\u2066"}{ $next }{"\u2069"} بـ {"\u2066"}{ $now }{"\u2069"} عند قيم x الصغيرة. هل يهبط الحد يومًا بمقدار 2 أو أكثر عندما تزيد x بمقدار 1؟
periodic-bases-s-condition-clue-no = الهبوط بمقدار 1 بالضبط مسموح. لكل {"\u2066"}{ $range }{"\u2069"}، قارن {"\u2066"}{ $next }{"\u2069"} بـ {"\u2066"}{ $now }{"\u2069"}: هل يوجد هبوط أكبر من 1؟
periodic-bases-s-theorem1-member = لـ {"\u2068"}{ $rule }{"\u2069"}، يضع بناء المبرهنة 1 العدد { $n } في {"\u2066"}{ $base }{"\u2069"}. من كومة فيها { $n } في {"\u2066"}{ $game }{"\u2069"}، والنقلة الأولى تأخذ حتى { $max }، هل يفوز اللاعب الأول أم يخسر؟
periodic-bases-s-first-wins = اللاعب الأول يفوز
periodic-bases-s-first-loses = اللاعب الأول يخسر
periodic-bases-s-member-answer = { $result ->
        [win] يفوز اللاعب الأول من { $n } في {"\u2066"}{ $game }{"\u2069"}
       *[lose] يخسر اللاعب الأول من { $n } في {"\u2066"}{ $game }{"\u2069"}
    }
periodic-bases-s-member-clue-lose = تقول النتيجة 1 من المبرهنة 1 إن اللاعب الأول يخسر من كل عضو في الأساس — لكن فقط عندما يتحقق الشرط (2). هل يتحقق هنا؟ جرّب النقلات الأولى على الورق.
periodic-bases-s-member-clue-win = جرّب على الورق كل نقلة أولى: بعد كل واحدة، هل يستطيع الخصم أن يرد بنقلة رابحة؟
`;
