// Blocking Nim's game's words in Arabic, right to left; maths isolated left to right {"\u2066"}…{"\u2069"} (see en.js).
export const ftl = String.raw`
## المسرد: المصطلحات الثابتة كما في فهرس الواجهة.

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

## العب ضد المحرّك: اللوحة

bns-board-again = العب مجددًا
bns-board-setting-up = جارٍ الإعداد…
bns-board-engine-forbidding = المحرّك يختار ما يمنعه…
bns-board-engine-thinking = المحرّك يفكّر…
bns-board-chip-forbidden = { $x }: منعه المحرّك
bns-board-forbidden-title = منعه المحرّك
bns-board-chip-take = خذ { $x }
bns-board-chip-take-winning = خذ { $x } (أخذة رابحة)
bns-board-take-chips = كم قطعة تأخذ
bns-board-take-input = القطع التي تأخذها، من { $from } إلى { $to }، وليست عددًا ممنوعًا
bns-board-take-label = خذ ({"\u2066"}{ $range }{"\u2069"}):
bns-board-take = خذ
bns-board-forbidden = الممنوع: {"\u2066"}{ $list }{"\u2069"}
bns-board-forbidden-none = لا شيء ممنوع.
bns-board-chip-forbid = امنع { $x }
bns-board-chip-forbid-advised = امنع { $x } (نصيحة التلميح)
bns-board-block-help = سيأخذ المحرّك {"\u2066"}{ $range }{"\u2069"}. اختر حتى { $c } من خياراته لتمنعها:
bns-board-block-chips = الخيارات التي تمنعها عن المحرّك
bns-board-block-count = استُخدم { $used } من { $c } من مرات المنع{ $count ->
       *[other] {""}
    }
bns-board-block-input = الخيارات التي تمنعها، حتى { $c }، مفصولة بفواصل
bns-board-block-label = امنع حتى { $c } من {"\u2066"}{ $range }{"\u2069"} (قائمة بفواصل):
bns-board-go = دع المحرّك يلعب
bns-board-take-error = اكتب عدد القطع التي تأخذها: عددًا صحيحًا.
bns-board-list-error = امنع قائمة من الأعداد الصحيحة، مثل {"\u2066"}5, 8, 9{"\u2069"}.

## قوائم الأخذات ومداها

bns-list-and = {"\u2066"}{ $rest }{"\u2069"} و{ $last }
bns-list-or = {"\u2066"}{ $rest }{"\u2069"} أو { $last }
bns-allowed-nothing = لا شيء
bns-allowed-range = من { $from } إلى { $to }
bns-allowed-except = من { $from } إلى { $to } ما عدا {"\u2066"}{ $list }{"\u2069"}
bns-range-nothing = لا شيء ممكن

## كلمات اللعبة (games.js)

bns-game-status = {" "}· النقلة { $move }: خذ {"\u2066"}{ $range }{"\u2069"}{ $blocks ->
        [none] ، لا منع في هذه النقلة
       *[some] ، ويجوز منع ما يصل إلى { $c }
    }
bns-game-hint-forbid = تلميح: امنع {"\u2066"}{ $list }{"\u2069"}.{" "}
bns-game-hint-forbid-nothing = تلميح: لا تمنع شيئًا.{" "}
bns-game-hint-lose = تلميح: كل أخذة مسموحة خاسرة.{" "}
bns-game-hint-take = تلميح: خذ { $take }.{" "}
bns-game-engine-forbids = المحرّك يمنع {"\u2066"}{ $list }{"\u2069"}.{" "}
bns-game-engine-forbids-nothing = المحرّك لا يمنع شيئًا.{" "}
bns-game-engine-took = أخذ المحرّك { $take }.{" "}
bns-game-you-forbid = أنت تمنع {"\u2066"}{ $list }{"\u2069"}.
bns-game-you-forbid-nothing = أنت لا تمنع شيئًا.
bns-game-i-forbid = أمنع {"\u2066"}{ $list }{"\u2069"}.
bns-game-i-forbid-nothing = لا أمنع شيئًا.
bns-game-you-may-take = يمكنك أن تأخذ {"\u2066"}{ $takes }{"\u2069"}.
bns-game-you-took = أخذتَ { $take }، فصارت الكومة { $pile }.
bns-game-i-took = أخذتُ { $take }، فصارت الكومة { $pile }.
bns-game-forbid-then = امنع حتى { $c } من خيارات المحرّك ({"\u2066"}{ $range }{"\u2069"})، ثم دعه يلعب.
bns-game-then = { $first } { $second }
bns-game-sentence = { $text }.
bns-game-log-move = النقلة { $move }:{" "}
bns-game-log-engine-forbade = {" "}· كان المحرّك قد منع {"\u2066"}{ $list }{"\u2069"}
bns-game-log-you-forbade = {" "}· كنتَ قد منعت {"\u2066"}{ $list }{"\u2069"}
bns-game-log-none = {" "}· لم يُمنع شيء
`;
