// Blocking Nim's analysis in Arabic, right to left; maths isolated left to right (see en.js).
export const ftl = String.raw`
bna-one-fails = الشرط (1) غير متحقق عند {"\u2066"}i = { $i }{"\u2069"}: {"\u2066"}c_{ $i } = { $a } > c_{ $next } = { $b }{"\u2069"}
bna-one-holds-whole = الشرط (1) {"\u2066"}c_i ≤ c_(i+1){"\u2069"} متحقق لكل i (المتتاليات ثابتة من هناك فصاعدًا)
bna-one-holds-upto = الشرط (1) {"\u2066"}c_i ≤ c_(i+1){"\u2069"} متحقق من أجل {"\u2066"}i ≤ { $n }{"\u2069"}
bna-two-negative = الشرط (2) غير متحقق عند {"\u2066"}i = { $i }{"\u2069"}: {"\u2066"}u_{ $i } = M_{ $i } − m_{ $i } − c_{ $i } = { $u } < 0{"\u2069"}
bna-two-fails = الشرط (2) غير متحقق عند {"\u2066"}i = { $i }{"\u2069"}: {"\u2066"}u_{ $i } = { $u } > u_{ $next } = { $v }{"\u2069"}
bna-two-holds-whole = الشرط (2) {"\u2066"}0 ≤ u_i ≤ u_(i+1){"\u2069"} متحقق لكل i (المتتاليات ثابتة من هناك فصاعدًا)
bna-two-holds-upto = الشرط (2) {"\u2066"}0 ≤ u_i ≤ u_(i+1){"\u2069"} متحقق من أجل {"\u2066"}i ≤ { $n }{"\u2069"}
bna-weak-negative = {"\u2066"}u_{ $i } = { $u } < 0{"\u2069"}: يستطيع الخصم أن يمنع كل الخيارات في النقلة { $move }
bna-weak-lemma = التمهيدية 1 غير متحققة عند {"\u2066"}k = { $k }{"\u2069"}: {"\u2066"}A = { $a }, B = { $b }, A_(k+1) = { $next }{"\u2069"} (المطلوب {"\u2066"}A < B < A_(k+1){"\u2069"})
bna-weak-holds-whole = {"\u2066"}u_i ≥ 0{"\u2069"} والتمهيدية 1 متحققتان لكل k (المتتاليات ثابتة من هناك فصاعدًا)
bna-weak-holds-upto = {"\u2066"}u_i ≥ 0{"\u2069"} والتمهيدية 1 متحققتان في الفترات حتى الكومة { $upto }
bna-diff = في النقلة { $move }، الكومة { $pile } { $brute ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } وفق البحث الشامل لكنها { $formula ->
        [safe] آمنة
       *[unsafe] غير آمنة
    } وفق الصيغة
bna-diff-none = في النقلة { $move } تتفق الصيغة مع البحث الشامل
bna-range = الكومات {"\u2066"}0..{ $upto }{"\u2069"} والنقلات {"\u2066"}1..{ $moves }{"\u2069"}
bna-title-theorem1 = المبرهنة 1
bna-statement-theorem1 = إذا تحقق (1) و(2)، فالكومات الآمنة هي اتحاد الفترات {"\u2066"}{ $intervals }{"\u2069"} (في كل نقلة، مع إزاحة المتتاليات).
bna-theorem1-holds = يتفق البحث الشامل مع الصيغة على { $range }.
bna-theorem1-contradicted = مثال مضاد: { $diff }.
bna-theorem1-na-agrees = فرضياتها غير متحققة ({ $why })؛ ومع ذلك تتفق الصيغة مع البحث الشامل على { $range }.
bna-theorem1-na-wrong = فرضياتها غير متحققة ({ $why })، والصيغة خاطئة فعلًا: { $diff }.
bna-title-lemma1 = التمهيدية 1
bna-statement-lemma1 = إذا تحقق (1) و(2)، فإن {"\u2066"}A_k < B_k < A_(k+1){"\u2069"} لكل k: أي أن الفترات موجودة.
bna-lemma1-na = فرضيتاها (1) و(2) غير متحققتين على هذا النطاق.
bna-lemma1-holds = الحدود متزايدة تمامًا على { $range }.
bna-lemma1-contradicted = في النقلة { $move }: { $why }.
bna-title-summary-sufficient = الملخص: الشرط الأضعف كافٍ
bna-statement-summary-sufficient = يكفي {"\u2066"}u_i ≥ 0{"\u2069"} لكل i مع التمهيدية 1 لتكون الفترات هي الكومات الآمنة (بدلًا من (1) و(2)).
bna-sufficient-na = الشرط الأضعف غير متحقق في أيٍّ من النقلات المعروضة.
bna-sufficient-holds = حيثما تحقق الشرط الأضعف (النقلات {"\u2066"}{ $moves }{"\u2069"})، تتفق الصيغة مع البحث الشامل على الكومات {"\u2066"}0..{ $upto }{"\u2069"}.
bna-sufficient-contradicted = مثال مضاد: الشرط الأضعف متحقق ابتداءً من النقلة { $move } ({ $why })، ومع ذلك { $diff }.
bna-title-summary-necessary = الملخص: الشرط الأضعف لازم
bna-statement-summary-necessary = حيثما لم يتحقق {"\u2066"}u_i ≥ 0{"\u2069"} أو التمهيدية 1، فالفترات ليست الكومات الآمنة.
bna-necessary-na = الشرط الأضعف متحقق في كل النقلات المعروضة.
bna-necessary-holds = حيثما لم يتحقق الشرط الأضعف (النقلات {"\u2066"}{ $moves }{"\u2069"})، فالصيغة خاطئة فعلًا على الكومات {"\u2066"}0..{ $upto }{"\u2069"}.
bna-necessary-contradicted = مثال مضاد على الكومات {"\u2066"}0..{ $upto }{"\u2069"}: ابتداءً من النقلة { $move } لا يتحقق الشرط الأضعف ({ $why })، ومع ذلك تتفق الصيغة مع البحث الشامل على كل كومة.
`;
