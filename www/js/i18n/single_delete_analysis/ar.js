// Single-delete Nim's analysis in Arabic, right to left; maths isolated left to right (see en.js).
export const ftl = String.raw`
sd-name-doubling = ملاحظة المضاعفة
sd-statement-theorem-1-1 = كومتان: يكون الوضع P تمامًا عندما تكون كلتاهما فردية
sd-statement-theorem-1-4 = ثلاث كومات: يكون الوضع P تمامًا عندما يكون للكومات الثلاث التقييم 2-الأدّي نفسه
sd-statement-prop-4-1 = إذا كانت كل الكومات فردية فالوضع P
sd-statement-prop-4-2 = {"\u2066"}k{"\u2069"} كومة من 2: يكون الوضع N تمامًا عندما {"\u2066"}k ≡ 2 (mod 3){"\u2069"}
sd-statement-condition-1 = إذا تساوت التقييمات 2-الأدّية لأربع كومات فالوضع P (المبرهنة 1.5، الشرط (1))
sd-statement-doubling = مضاعفة كل كومة تحافظ على P وN (ملاحظة ليست في البحث؛ فُحصت حيث تبقى الكومات المضاعفة ضمن المدى)
sd-check-other-piles = تخص { $piles ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $piles } كومات
        [many] { $piles } كومةً
       *[other] { $piles } كومة
    }: لا تنطبق على { $k ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $k } كومات
        [many] { $k } كومةً
       *[other] { $k } كومة
    }.
sd-check-no-twos = لا تنطبق: لا توجد كومة من 2 في المدى.
sd-check-contradicted-p = تُنقض عند {"\u2066"}{ $at }{"\u2069"}: البحث يجد وضع P.
sd-check-contradicted-n = تُنقض عند {"\u2066"}{ $at }{"\u2069"}: البحث يجد وضع N.
sd-check-holds = تصح في كل وضع من { $piles ->
        [zero] لا كومات
        [one] كومة واحدة
        [two] كومتين
        [few] { $piles } كومات
        [many] { $piles } كومةً
       *[other] { $piles } كومة
    }، كل منها {"\u2066"}≤ { $max }{"\u2069"} (بحث).
sd-doubling-contradicted-p = تُنقض عند {"\u2066"}{ $at }{"\u2069"}: هو وضع P، لكن {"\u2066"}{ $doubled }{"\u2069"} وضع N.
sd-doubling-contradicted-n = تُنقض عند {"\u2066"}{ $at }{"\u2069"}: هو وضع N، لكن {"\u2066"}{ $doubled }{"\u2069"} وضع P.
sd-explain-agrees-p = {"\u2066"}{ $piles }{"\u2069"} وضع P: { $because }، إذن هو وضع P بحسب { $name } (والبحث يوافق).
sd-explain-agrees-n = {"\u2066"}{ $piles }{"\u2069"} وضع N: { $because }، إذن هو وضع N بحسب { $name } (والبحث يوافق).
sd-explain-contradicted-p = البحث يجد {"\u2066"}{ $piles }{"\u2069"} وضع P، لكن { $name } تقول خلاف ذلك ({ $because }): العبارة منقوضة هنا.
sd-explain-contradicted-n = البحث يجد {"\u2066"}{ $piles }{"\u2069"} وضع N، لكن { $name } تقول خلاف ذلك ({ $because }): العبارة منقوضة هنا.
sd-explain-search-p = {"\u2066"}{ $piles }{"\u2069"} وضع P بحسب البحث: كل نقلة تترك وضع N. لا تغطي أي عبارة في الورقة التقييمات {"\u2066"}{ $vals }{"\u2069"}.
sd-explain-search-n = {"\u2066"}{ $piles }{"\u2069"} وضع N بحسب البحث: احذف { $delete }، واقسم { $split } إلى {"\u2066"}{ $a } + { $b }{"\u2069"}، فيبقى وضع P.
`;
