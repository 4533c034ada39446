// The sentences the Fibonacci Nim lesson's script composes, in Arabic (see en.js).
// Right to left: each formula, rule and function isolated left to right ({"\u2066"}…{"\u2069"}),
// the engine's reasons (still English) by their first letter ({"\u2068"}…), and a fact the page's
// sentence places inside its own isolate kept right to left ({"\u2067"}…).
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

## ما تفعله النقلة (الخطوتان 3 و4)

fibonacci-nim-s-not-a-move = من كومة عدد قطعها { $pile } يجوز لك أن تأخذ من 1 إلى { $max }، لذا فأخذ { $k } ليس نقلة ممكنة هنا.
fibonacci-nim-s-take-wins = أخذ { $k } يحقق الفوز.
fibonacci-nim-s-take-leaves = أخذ { $k } يترك { $left }؛ ثم يجوز للاعب الآخر أن يأخذ حتى { $limit }، فيفوز بأخذ { $reply }.
fibonacci-nim-s-wins-by-taking = من { $pile } يفوز اللاعب الأول بأخذ { $take }.
fibonacci-nim-s-for-rule = لـ {"\u2066"}{ $rule }{"\u2069"}: {"\u2068"}{ $why }{"\u2069"}

## الخطوة 2: من أي الكومات يخسر اللاعب الأول؟

fibonacci-nim-s-losing-starts = {"\u2067"}{"\u2066"}N ={"\u2069"} { $list } (لكل {"\u2066"}N ≤ { $upto }{"\u2069"}).{"\u2069"}
fibonacci-nim-s-list-more = { $list }، …
fibonacci-nim-s-even-false = لـ {"\u2066"}{ $rule }{"\u2069"} يفوز اللاعب الأول انطلاقًا من { $pile }، وهي كومة زوجية
fibonacci-nim-s-even-true = لـ {"\u2066"}{ $rule }{"\u2069"} كل كومة زوجية حتى { $upto } هي كومة بداية خاسرة
fibonacci-nim-s-fibonacci-true = لـ {"\u2066"}{ $rule }{"\u2069"} كومات البداية الخاسرة حتى { $upto } هي بالضبط { $list }
fibonacci-nim-s-fibonacci-false = لـ {"\u2066"}{ $rule }{"\u2069"} هي { $list }
fibonacci-nim-s-first-wins = اللاعب الأول يفوز
fibonacci-nim-s-first-loses = اللاعب الأول يخسر
fibonacci-nim-s-lose-8 = كومة عدد قطعها { $pile }؛ يجوز للنقلة الأولى أن تأخذ من 1 إلى { $max }. إذا لعب الطرفان أفضل لعب، فهل يفوز اللاعب الأول أم يخسر؟
fibonacci-nim-s-lose-8-answer = { $result ->
        [win] يفوز اللاعب الأول انطلاقًا من { $pile }
       *[lose] يخسر اللاعب الأول انطلاقًا من { $pile }
    }
fibonacci-nim-s-lose-8-clue-win = إذا كان اللاعب الأول يفوز، فلا بد أن تكون إحدى النقلات الأولى رابحة. جرّب على الورق النقلات الأولى 1، 2، 3 …: بعد كل واحدة منها، هل يستطيع اللاعب الآخر أن يرد بنقلة رابحة؟
fibonacci-nim-s-lose-8-clue-lose = إذا كان اللاعب الأول يخسر، فلا بد أن تكون كل نقلة أولى خاسرة. ابحث عن نقلة أولى لا يجد اللاعب الآخر بعدها مخرجًا.
fibonacci-nim-s-lose-range = اذكر كومة {"\u2066"}N{"\u2069"} بين { $lo } و{ $hi } تكون كومة بداية خاسرة: أي يخسر منها اللاعب الأول (الذي يجوز له أن يأخذ أي عدد ما عدا الكومة كلها).
fibonacci-nim-s-at-least-one = يجب أن تكون {"\u2066"}N{"\u2069"} كومة فيها قطعة واحدة على الأقل.
fibonacci-nim-s-at-least-two = تحتاج اللعبة إلى كومة فيها 2 من القطع على الأقل (لا يجوز للنقلة الأولى أن تأخذ الكومة كلها).
fibonacci-nim-s-losing-outside = { $n } كومة بداية خاسرة، لكنها خارج المدى من { $lo } إلى { $hi }.
fibonacci-nim-s-look-step-1 = انظر إلى الكومات التي لم تستطع أن تفوز منها في الخطوة 1، وإلى الطريقة التي تكبر بها.
fibonacci-nim-s-none-between = لا شيء بين { $lo } و{ $hi }

## الخطوة 3: أصغر نقلة رابحة

fibonacci-nim-s-g-examples = {"\u2066"}{ $g18 }{"\u2069"} و{"\u2066"}{ $g42 }{"\u2069"} لـ {"\u2066"}{ $rule }{"\u2069"}: {"\u2068"}{ $why }{"\u2069"}
fibonacci-nim-s-predict-g = توقّع {"\u2066"}{ $g }{"\u2069"} لـ {"\u2066"}{ $rule }{"\u2069"}: أصغر عدد من القطع يحقق الفوز من كومة عدد قطعها { $n }.
fibonacci-nim-s-wins-too = أخذ { $k } يحقق الفوز أيضًا، لكن عددًا أصغر من القطع يحقق الفوز كذلك من { $n }.

## الخطوة 4: اكتب N مجموعًا

fibonacci-nim-s-example-20 = {"\u2067"}لـ {"\u2066"}{ $rule }{"\u2069"}: {"\u2066"}{ $sum }{"\u2069"}، وأصغر الأجزاء هو { $smallest }، وأصغر نقلة رابحة يجدها المحرّك من { $pile } هي { $take }.{"\u2069"}
fibonacci-nim-s-base-is-losing = {"\u2067"}وهو لـ {"\u2066"}{ $rule }{"\u2069"} حتى { $upto } قائمة كومات البداية الخاسرة بالضبط{"\u2069"}
fibonacci-nim-s-base-is-not-losing = {"\u2067"}وهو لـ {"\u2066"}{ $rule }{"\u2069"} حتى { $upto } ليس قائمة كومات البداية الخاسرة{"\u2069"}
fibonacci-nim-s-move-100 = كومة عدد قطعها { $pile }، والنقلة الأولى تأخذ حتى { $max }، والقاعدة {"\u2066"}{ $rule }{"\u2069"}. كم قطعة تأخذ لتفوز؟
fibonacci-nim-s-write-as-sum = اكتب { $pile } مجموعًا بمساعدة الرسم أعلاه، وانظر إلى أصغر أجزائه.
fibonacci-nim-s-take-smallest = خذ { $take } (أصغر نقلة رابحة)
fibonacci-nim-s-every-move-loses = كل نقلة هنا خاسرة

## الخطوة 5: غيّر القاعدة

fibonacci-nim-s-losing-starts-short = {"\u2067"}{"\u2066"}{ $rule }{"\u2069"}: يخسر اللاعب الأول انطلاقًا من { $list }، …{"\u2069"}
fibonacci-nim-s-base-start-finite = {"\u2067"}{ $list } (وهو منتهٍ).{"\u2069"}
fibonacci-nim-s-base-start = {"\u2067"}{ $list } ({ $count ->
        [zero] لا أعضاء
        [one] عضو واحد
        [two] عضوان
        [few] { $count } أعضاء
        [many] { $count } عضوًا
       *[other] { $count } عضو
    } حتى { $upto }).{"\u2069"}
fibonacci-nim-s-powers-true = المحرّك: { $list } حتى { $upto }
fibonacci-nim-s-powers-false = المحرّك: { $list }
fibonacci-nim-s-sparser-true = حتى { $upto }: { $fewer ->
        [zero] لا كومات خاسرة
        [one] كومة خاسرة واحدة
        [two] كومتان خاسرتان
        [few] { $fewer } كومات خاسرة
        [many] { $fewer } كومة خاسرة
       *[other] { $fewer } كومة خاسرة
    } لـ {"\u2066"}{ $f1 }{"\u2069"}، و{ $more } لـ {"\u2066"}{ $f2 }{"\u2069"}
fibonacci-nim-s-sparser-false = حتى { $upto } لكلتيهما { $count ->
        [zero] لا كومات خاسرة
        [one] كومة خاسرة واحدة
        [two] كومتان خاسرتان
        [few] { $count } كومات خاسرة
        [many] { $count } كومة خاسرة
       *[other] { $count } كومة خاسرة
    }
fibonacci-nim-s-sparser-false-same = حتى { $upto } لكلتيهما { $count ->
        [zero] لا كومات خاسرة
        [one] كومة خاسرة واحدة
        [two] كومتان خاسرتان
        [few] { $count } كومات خاسرة
        [many] { $count } كومة خاسرة
       *[other] { $count } كومة خاسرة
    }، وهي نفسها
fibonacci-nim-s-lose-rule = توقّع لـ {"\u2066"}{ $rule }{"\u2069"}: ما أصغر كومة بداية خاسرة أكبر من { $above } (أي أصغر كومة أكبر من { $above } يخسر منها اللاعب الأول)؟
fibonacci-nim-s-losing-not-above = { $n } كومة بداية خاسرة، لكنها ليست أكبر من { $above }.
fibonacci-nim-s-losing-smaller = { $n } كومة بداية خاسرة، لكن توجد كومة بداية خاسرة أصغر منها وأكبر من { $above }.
fibonacci-nim-s-look-table = يُبرز جدول الخطوة 3 الكومات التي يكون فيها {"\u2066"}{ $formula }{"\u2069"}.
fibonacci-nim-s-look-table-losing = يُبرز جدول الخطوة 3 الكومات التي يكون فيها {"\u2066"}{ $formula }{"\u2069"}: تلك هي كومات البداية الخاسرة.
fibonacci-nim-s-none-up-to = لا شيء حتى { $upto }
fibonacci-nim-s-lose-rule-why = كومات البداية الخاسرة لـ {"\u2066"}{ $rule }{"\u2069"}: { $list }.
fibonacci-nim-s-chip-fibonacci = نيم فيبوناتشي
fibonacci-nim-s-chip-same = على الأكثر المقدار نفسه
fibonacci-nim-s-chip-conjecture = الحدسية
fibonacci-nim-s-or-type = أو اكتب دالة:
fibonacci-nim-s-own-rule =
    .aria-label = دالتك الخاصة {"\u2066"}f(x){"\u2069"}
    .placeholder = دالتك {"\u2066"}f(x){"\u2069"}

## الخطوة 6: حدسية منشورة تحت الاختبار

fibonacci-nim-s-few-members = ليس لأساس {"\u2066"}{ $rule }{"\u2069"} حتى { $upto } سوى { $count ->
        [zero] لا أعضاء
        [one] عضو واحد
        [two] عضوين
        [few] { $count } أعضاء
        [many] { $count } عضوًا
       *[other] { $count } عضو
    }.
fibonacci-nim-s-growth-caption = آخر أعضاء {"\u2066"}{ $set }{"\u2069"} لـ {"\u2066"}{ $rule }{"\u2069"}
fibonacci-nim-s-conjecture = هل {"\u2066"}{ $rule }{"\u2069"} مثال مضاد للحدسية: أي هل تكون {"\u2066"}g{"\u2069"} هناك غير محدودة، بينما لا تنمو كومات البداية الخاسرة نموًا أُسّيًا؟
fibonacci-nim-s-counterexample = نعم، إنها مثال مضاد
fibonacci-nim-s-agrees = لا، إنها تتفق مع الحدسية
fibonacci-nim-s-conjecture-yes = نعم: {"\u2066"}g{"\u2069"} غير محدودة، ومع ذلك ينمو {"\u2066"}{ $set }{"\u2069"} نموًا كثير الحدود
fibonacci-nim-s-conjecture-no = لا: يصنّف المحرّك النمو على أنه { $class ->
        [exponential] أُسّي
        [polynomial] كثير الحدود
        [bounded] محدود
        [unclear] غير واضح
       *[other] { $class }
    }
fibonacci-nim-s-conjecture-clue-yes = يحتاج المثال المضاد إلى كومات بداية خاسرة لا تنمو بعامل ثابت. اختر {"\u2066"}{ $rule }{"\u2069"} وانظر إلى العمود الأخير من الجدول: هل تبقى النسب فوق عدد ما أكبر من 1؟
fibonacci-nim-s-conjecture-clue-no = لو نمت كومات البداية الخاسرة نموًا أُسّيًا، لكانت كل واحدة منها أكبر من سابقتها بعامل ثابت على الأقل. اختر {"\u2066"}{ $rule }{"\u2069"} وانظر إلى العمود الأخير من الجدول: هل تبقى النسب فوق عدد ما أكبر من 1، أم تنزل شيئًا فشيئًا نحو 1؟
`;
