// The playground's shell in Arabic, right to left (see en.js). Maths and paper titles stay left
// to right: the page isolates them (<em>, <cite> and Fluent's placeables).
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

## الترويسة

skip-link = انتقل إلى المحتوى
tagline-move-fn = كومة من <em>N</em> قطعة. تأخذ النقلة الأولى بين 1 وحدٍّ أقصى معطى؛
    وبعد نقلة من <em>k</em> قطعة يجوز للاعب التالي أن يأخذ <em>f</em>(<em>k</em>) قطعة على الأكثر.
    يفوز من يأخذ القطعة الأخيرة.
    <a data-l10n-name="paper"><bdi>Holshouser &amp; Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</bdi></a>.
tagline-periodic = كومة من <em>N</em> قطعة. بعد أن يأخذ خصمك <em>x</em> قطعة
    من كومة فيها <em>n</em>، يجوز لك أن تأخذ <em>f</em>(<em>n</em>, <em>x</em>) على الأكثر، حيث تتكرر <em>f</em> في
    <em>n</em> بدورة طولها <em>t</em>. يفوز من يأخذ القطعة الأخيرة.
    <a data-l10n-name="paper"><bdi>Holshouser &amp; Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</bdi></a>.
tagline-blocking = كومة من <em>N</em> قطعة. في النقلة <em>i</em> يأخذ اللاعب الذي عليه الدور
    بين <em>m<sub>i</sub></em> و<em>M<sub>i</sub></em> قطعة، لكن الخصم يستطيع أولًا أن يمنع حتى
    <em>c<sub>i</sub></em> من هذه الخيارات. يخسر من لا يستطيع اللعب.
    <a data-l10n-name="paper"><bdi>Flammenkamp, Holshouser &amp; Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</bdi></a>.
tagline-cut-the-knot = ألعاب الكومة الواحدة في تطبيقات موقع Cut The Knot: خذ بين <em>Min</em> و
    <em>Max</em> قطعة (أو أي عدد من مجموعة)، أو خذ أي عدد عدا الكومة كلها ثم <em>f</em>(ما أُخذ سابقًا)
    على الأكثر. أعداد غراندي بقاعدة mex، ومتتالية <em>H</em> لشفنك، ومجاميع الألعاب.
    <bdi>A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002)</bdi>؛ <bdi>A. J. Schwenk, <cite>Take-Away Games</cite>,
    Fibonacci Quarterly 8 (1970) 225–234</bdi>.
tagline-single-delete = <em>k</em> كومة من القطع. النقلة تحذف كومة كاملة وتقسم
    كومة أخرى إلى كومتين غير فارغتين، فيبقى دائمًا <em>k</em> كومة. يخسر من لا يستطيع اللعب.
    <a data-l10n-name="paper"><bdi><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</bdi></a>.
header-lessons = الدروس
header-theme = المظهر
theme-auto = تلقائي
theme-light = فاتح
theme-dark = داكن
theme-projector = جهاز العرض
header-language = اللغة
language-auto = لغة المتصفح
header-copy-link = انسخ الرابط
copy-done = نُسخ الرابط.
copy-manual = انسخ هذا الرابط: { $link }
families-nav =
    .aria-label = عائلات الألعاب
tab-move-fn = دالة النقلة <i>f</i>(<i>x</i>)
tab-periodic = الدورية <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = نيم مع المنع
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = نيم الحذف الواحد
loading-engine = جارٍ تحميل المحرّك…
loading-failed = تعذّر تحميل المحرّك: { $reason }
section-failed = تعذّر تحميل هذا القسم: { $reason }

## التذييل

footer-about = يحسب Nim Lab كل شيء بمحرّك دقيق مكتوب بلغة Rust ومترجم إلى WebAssembly؛ لا يُرسَل أي شيء إلى أي مكان.
    يمكن وضع كل لعبة وكل عرض في صفحة مقرر دراسي: انظر <em>مشاركة / تضمين</em> في كل قسم.
    المراجع الرياضية: <bdi>A. Holshouser and H. Reiter, “One Pile Nim with Arbitrary Move Function”,
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N7</bdi>؛ <bdi>A. Holshouser and H. Reiter,
    “Dynamic Single-Pile Nim Using Multiple Bases”, <cite>Electronic Journal of Combinatorics</cite> 13 (2006), #N7</bdi>؛
    <bdi>A. Flammenkamp, A. Holshouser and H. Reiter, “Dynamic One-Pile Blocking Nim”, <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N4</bdi>؛
    <bdi>A. Bogomolny, “Single Pile Games”, <cite>Cut The Knot</cite> (2002)</bdi>؛ <bdi>A. J. Schwenk, “Take-Away Games”,
    <cite>The Fibonacci Quarterly</cite> 8 (1970), 225–234</bdi>؛ <bdi>“Single-delete Nim”, arXiv 2411.19453 (2024)</bdi>.

link-unusable = تعذّر استخدام جزء من الرابط؛ استُخدمت القيم الافتراضية بدلًا منه:
link-repeated = { $key } مذكور { $count ->
        [two] مرتين
        [few] { $count } مرات
       *[other] { $count } مرة
    } في الرابط؛ القيمة المستخدمة هي { $value }.
`;
