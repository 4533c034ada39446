// The single-delete Nim section's words in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
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

## البطاقة الأولى: القواعد والمدى وحلّه

sds-doc-title = Nim Lab — نيم الحذف الواحد: {"\u2066"}k{"\u2069"} كومة، المبرهنات مقابل البحث
sds-title = نيم الحذف الواحد: مبرهنات الورقة مقابل بحث شامل
sds-intro-rules = الوضع قائمة من <i>k</i> كومة، تُكتب من الأصغر إلى الأكبر. النقلة <strong>تحذف</strong> كومة
    <strong>وتقسم</strong> كومة أخرى إلى كومتين غير فارغتين: من {"\u2066"}5, 6, 9, 12{"\u2069"} يمكن للاعب أن يحذف الـ 6 وأن يقسم
    الـ 12 إلى {"\u2066"}4 + 8{"\u2069"}، فيبقى {"\u2066"}4, 5, 8, 9{"\u2069"}. من لا يستطيع أن يتحرك يخسر. <strong>وضع P</strong> هو وضع يخسر فيه
    اللاعب الذي عليه الدور أمام أفضل لعب.
sds-intro-engine = يحلّ المحرّك كل وضع من <i>k</i> كومة في كل منها من 1 إلى <i>S</i> قطعة، ثم يتحقق من كل عبارة
    في الورقة على جميع هذه الأوضاع. <strong>التقييم 2-الأدّي</strong> لكومة هو عدد الأصفار التي تلي
    أقصى 1 إلى اليمين في أرقامها الثنائية ({"\u2066"}12 = 1100{"\u2069"} تقييمها 2).
sds-solve = حُلّ
sds-presets-group = أمثلة على المدى
sds-preset-chip = {"\u2066"}{ $piles }{"\u2069"} كومات {"\u2066"}≤ { $max }{"\u2069"}
sds-preset-note = { $count } وضعًا
sds-progress-label = جارٍ حلّ كل الأوضاع
sds-progress = جارٍ حلّ كل أوضاع {"\u2066"}{ $piles }{"\u2069"} كومات حتى { $max } { $where ->
        [page] في هذه الصفحة
       *[worker] في الخلفية
    }… { $seconds } ث
sds-ms = { $n } مللي ث
sds-s = { $n } ث
sds-solved = حُلّ { $positions } وضعًا ({"\u2066"}{ $piles }{"\u2069"} كومات، كل منها {"\u2066"}1 … { $max }{"\u2069"}) في { $time }؛ وتُحقّق من العبارات وجُمّعت أوضاع P في { $checkTime }.
sds-solved-still = النتائج أدناه لا تزال تلك.
sds-cancelled = أُلغي.
sds-results-for = لـ
sds-results-range = {"\u2066"}{ $piles }{"\u2069"} كومات، كل منها {"\u2066"}1 … { $max }{"\u2069"}

## عبارات الورقة، متحقَّق منها

sds-checks-title = عبارات الورقة، متحقَّق منها على كل وضع
sds-check-holds = { $name }: صحيحة
sds-check-fails = { $name }: غير صحيحة
sds-first-cx = أول مثال مضاد: {"\u2066"}{ $cx }{"\u2069"}
sds-cx-binary = المثال المضاد {"\u2066"}{ $piles }{"\u2069"} بالنظام الثنائي
sds-check-count = { $n ->
        [one] وضع واحد.
        [two] وضعان.
        [few] { $count } أوضاع.
       *[other] { $count } وضعًا.
    }
sds-not-about = لا تخص {"\u2066"}{ $piles }{"\u2069"} كومات: { $list }.

## أوضاع P، مجمّعة حسب تقييماتها

sds-groups-title = أوضاع P، مجمّعة حسب تقييماتها
sds-groups-explain = اكتب كل كومة بالنظام الثنائي ورتّب الكومات بحيث تقع <strong>أقصى 1 إلى اليمين</strong> فيها في
    عمود واحد (مُبرَز). الأصفار على يمين ذلك العمود هي التقييم. تصف المبرهنة 1.5 في الورقة
    أوضاع P ذات الكومات الأربع بهذه الأنماط؛ غير أن شروطها ضاعت عند الاستخراج، لذا يُعرض هنا
    كل وضع P وجده البحث، مجمّعًا حسب نمط التقييمات المرتّب.
sds-groups-found = عدد أوضاع P: { $p } { $pn ->
       *[other] {""}
    }في { $gn ->
        [one] نمط تقييمات واحد.
        [two] نمطَي تقييمات.
        [few] { $groups } أنماط تقييمات.
       *[other] { $groups } نمط تقييمات.
    }
sds-groups-all-explained = { $n ->
        [one] تفسّره عبارة من الورقة.
       *[other] تفسّر عبارات الورقة كلًّا منها.
    }
sds-groups-none-explained = لا تفسّر أي عبارة في الورقة نمطًا كاملًا: البحث وجدها كلها.
sds-groups-some-explained = تفسّر عبارات الورقة { $cn ->
        [one] نمطًا واحدًا
        [two] نمطين
        [few] { $covered } أنماط
       *[other] { $covered } نمطًا
    } (عدد الأوضاع: { $positions })؛ والأنماط الأخرى (عددها { $rest }) وجدها البحث.
sds-filter = أي المجموعات
sds-filter-all = كل المجموعات
sds-filter-search = فقط المجموعات التي لا تفسّرها أي عبارة
sds-group-valuations = التقييمات {"\u2066"}{ $pattern }{"\u2069"}
sds-group-count = { $p } من { $tn ->
        [one] وضع واحد
        [two] وضعين
        [few] { $total } أوضاع
       *[other] { $total } وضعًا
    } بهذا النمط { $pn ->
        [one] هو وضع P
       *[other] أوضاع P
    }
sds-group-all = — كلها
sds-search-only = بالبحث فقط
sds-loading = جارٍ التحميل…
sds-show-more = اعرض المزيد (المجموع { $count })
sds-groups-none-search = كل مجموعة تفسّرها عبارة.
sds-groups-none = لا توجد أوضاع P.
sds-show-all-groups = اعرض كل المجموعات ({ $count })

## خريطة أوضاع P

sds-map-title = خريطة لأوضاع P
sds-map-big = للخريطة خانة لكل زوج {"\u2066"}(a, b){"\u2069"}، لذا لا تُرسم إلا عندما {"\u2066"}S ≤ { $limit }{"\u2069"}.
sds-map-two = كل وضع من كومتين {"\u2066"}(a, b){"\u2069"}: تُملأ الخانة حيث يخسر اللاعب الذي عليه الدور.
sds-map-third = الأوضاع {"\u2066"}(a, b, { $others }){"\u2069"} مع تثبيت الكومة الثالثة: تُملأ الخانة حيث يخسر اللاعب الذي عليه الدور.
sds-map-others = الأوضاع {"\u2066"}(a, b, { $others }){"\u2069"} مع تثبيت الكومات الأخرى (عددها { $n }): تُملأ الخانة حيث يخسر اللاعب الذي عليه الدور.
sds-fix-third = الكومة الثالثة {"\u2066"}c{"\u2069"}
sds-fix-others = الكومات الأخرى {"\u2066"}{ $others }{"\u2069"}
sds-fix-used = المستخدم: {"\u2066"}{ $list }{"\u2069"}
sds-map-canvas =
    .aria-label = أوضاع P حسب a وb؛ مفاتيح الأسهم تحرّك الخانة المختارة، وEnter يبدأ اللعب منها
sds-key-p = P: يخسر اللاعب الذي عليه الدور
sds-key-n = N: يربح اللاعب الذي عليه الدور
sds-map-reason = { $name }:
sds-map-search = البحث:
sds-pn-loses = يخسر اللاعب الذي عليه الدور
sds-pn-wins = يربح اللاعب الذي عليه الدور
sds-map-play = العب من {"\u2066"}{ $piles }{"\u2069"}
sds-map-point = أشر إلى خانة لترى الوضع ولماذا هو P أو N؛ انقر لتثبيته (أو استخدم مفاتيح الأسهم).
sds-engine-busy = المحرّك يحلّ مدى جديدًا…

## اللعبة

sds-play-title = العب ضد المحرّك
sds-random = بداية عشوائية
sds-share-game = اللعبة
`;
