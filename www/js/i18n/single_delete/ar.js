// Single-delete Nim's sentences in Arabic (see en.js).
export const ftl = String.raw`
sd-name-theorem-1-1 = المبرهنة 1.1
sd-name-theorem-1-4 = المبرهنة 1.4
sd-name-prop-4-1 = القضية 4.1
sd-name-prop-4-2 = القضية 4.2
sd-name-condition-1 = الشرط (1) من المبرهنة 1.5
sd-search-found = البحث وجد هذه النقلة
sd-hint-why = { $why } (السبب: { $reason })
sd-hyp-theorem-1-1 = كومتان، كلتاهما فردية
sd-hyp-theorem-1-4 = ثلاث كومات لها التقييم 2-الأدّي نفسه
sd-hyp-prop-4-1 = كل كومة فردية
sd-hyp-condition-1 = أربع كومات لها التقييم 2-الأدّي نفسه
sd-hyp-prop-4-2 = كل كومة تساوي 2، وعدد الكومات ليس مضاعفًا للعدد 3 مضافًا إليه 2
sd-both-odd = الكومتان كلتاهما فردية
sd-both-odd-start = الكومتان كلتاهما فردية
sd-a-pile-even = إحدى الكومتين زوجية
sd-three-same = الكومات الثلاث لها التقييم 2-الأدّي { $v }
sd-three-same-start = الكومات الثلاث لها التقييم 2-الأدّي { $v }
sd-three-differ = التقييمات 2-الأدّية {"\u2066"}{ $vals }{"\u2069"} مختلفة
sd-all-odd = كل كومة فردية
sd-all-odd-start = كل كومة فردية
sd-four-same = الكومات الأربع لها التقييم 2-الأدّي { $v }
sd-four-same-start = الكومات الأربع لها التقييم 2-الأدّي { $v }
sd-twos = { $k ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتان
        [few] { $k } كومات
        [many] { $k } كومةً
       *[other] { $k } كومة
    } من 2، و{"\u2066"}{ $k } ≡ { $r } (mod 3){"\u2069"}
sd-twos-start = { $k ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتان
        [few] { $k } كومات
        [many] { $k } كومةً
       *[other] { $k } كومة
    } من 2، و{"\u2066"}{ $k } ≡ { $r } (mod 3){"\u2069"}
sd-head = احذف الكومة { $delete } ({ $deleted }) واقسم الكومة { $split } ({ $whole }) إلى {"\u2066"}{ $a } + { $b }{"\u2069"}: فيبقى {"\u2066"}{ $leaves }{"\u2069"}
sd-head-engine = أحذف الكومة { $delete } ({ $deleted }) وأقسم الكومة { $split } ({ $whole }) إلى {"\u2066"}{ $a } + { $b }{"\u2069"}، فأترك لك {"\u2066"}{ $leaves }{"\u2069"}
sd-reply = كل ردّ يترك وضع N، وتستطيع أن تجيب عن كل ردّ بوضع P من جديد
sd-reply-engine = مهما فعلت بعد ذلك، أستطيع أن أجيب بوضع P من جديد
sd-win = { $head }؛ { $because }، إذن هو وضع P بحسب { $name } — { $reply }.
sd-win-search = { $head }، وهو وضع P: البحث وجد هذه النقلة (لا تغطي أي عبارة في الورقة التقييمات 2-الأدّية {"\u2066"}{ $vals }{"\u2069"}) — { $reply }.
sd-because-win = {"\u2066"}{ $piles }{"\u2069"} وضع N: توجد نقلة تترك وضع P.
sd-structure-win = المهم هو التقييمات 2-الأدّية للكومات (كم مرة يقسم 2 كل كومة): {"\u2066"}{ $vals }{"\u2069"}. استهدف وضعًا تجعله { $name } وضع P: { $hyp }.
sd-structure-win-search = المهم هو التقييمات 2-الأدّية للكومات (كم مرة يقسم 2 كل كومة): {"\u2066"}{ $vals }{"\u2069"}. لا تُثبت أي عبارة في الورقة أن وضعًا تستطيع الانتقال إليه هو وضع P؛ والبحث يجد وضعًا كذلك.
sd-here-p = هذا وضع P بحسب { $name }: {"\u2066"}{ $piles }{"\u2069"}، { $because }
sd-here-p-search = هذا وضع P بحسب البحث: {"\u2066"}{ $piles }{"\u2069"}
sd-lose = { $here }. كل نقلة تترك وضع N، إذن تخسر أمام أفضل لعب. حذف الكومة { $delete } ({ $deleted }) وفصل 1 من الكومة { $split } ({ $whole }) يُبقي اللعبة مستمرة.
sd-lose-engine = { $here }. كل نقلة تترك لك وضع N، إذن أخسر أمام أفضل لعبك. أحذف الكومة { $delete } ({ $deleted }) وأفصل 1 من الكومة { $split } ({ $whole }) لتستمر اللعبة.
sd-because-lose = {"\u2066"}{ $piles }{"\u2069"} وضع P بحسب { $name }.
sd-because-lose-search = {"\u2066"}{ $piles }{"\u2069"} وضع P بحسب البحث.
sd-structure-lose = المهم هو التقييمات 2-الأدّية للكومات (كم مرة يقسم 2 كل كومة): {"\u2066"}{ $vals }{"\u2069"}. { $because }، إذن تجعل { $name } الوضع وضع P: كل نقلة تترك وضع N.
sd-structure-lose-search = المهم هو التقييمات 2-الأدّية للكومات (كم مرة يقسم 2 كل كومة): {"\u2066"}{ $vals }{"\u2069"}. لا تحسم أي عبارة في الورقة هذا الوضع؛ والبحث يُظهر أن كل نقلة تترك وضع N.
sd-name-careless = نقلة غير مدروسة
sd-name-search = البحث
`;
