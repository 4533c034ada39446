// The frame around every widget in Arabic (see en.js).
export const ftl = String.raw`
frame-loading = جارٍ تحميل Nim Lab…
frame-attrs-unused = تعذّر على Nim Lab استخدام بعض السمات، فاستعمل قيمها الافتراضية:
frame-cannot-show = لا يستطيع Nim Lab عرض هذا:
frame-failed = تعذّر تشغيل Nim Lab هنا:
frame-unknown-attrs = ليست سمةً لهذا العنصر: {"\u2066"}{ $names }{"\u2069"} (السمات المعروفة: {"\u2066"}{ $known }{"\u2069"})
frame-link-unused = ما لم يُستخدم من الرابط:
frame-not-a-setting = {"\u2066"}{ $key }{"\u2069"} ليس إعدادًا لهذه الأداة.
frame-view-left-out = أُهمل {"\u2066"}view={ $view }{"\u2069"}: فالمعامل {"\u2066"}game={"\u2069"} يحدد الأداة.
frame-repeated = ورد {"\u2066"}{ $key }{"\u2069"} { $count ->
        [two] مرتين
        [few] { $count } مرات
       *[other] { $count } مرة
    }؛ وتُعتمد القيمة الأخيرة.
frame-open-full = افتح في Nim Lab
notice-dismiss = إغلاق
    .aria-label = أغلق هذا التنبيه

## عنوان العنصر

frame-title-move-fn = لعبة دالة النقلة
frame-title-blocking = نيم مع المنع
frame-title-subtraction = لعبة الطرح (كومة واحدة مع {"\u2066"}Min/Max{"\u2069"})
frame-title-take-away = لعبة الأخذ
frame-title-sum = مجموع ألعاب الأخذ
frame-title-single-delete = نيم الحذف الواحد
frame-title-table = جدول {"\u2066"}g(N){"\u2069"}
frame-title-base = الأساس g وتمثيل N
frame-title-plot = التمثيل البياني لـ {"\u2066"}g(N){"\u2069"}
frame-against-engine = ضد المحرّك
`;
