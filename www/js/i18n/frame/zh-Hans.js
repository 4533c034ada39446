// The frame around every widget in Simplified Chinese (see en.js).
export const ftl = String.raw`
frame-loading = 正在加载 Nim Lab…
frame-attrs-unused = Nim Lab 无法使用某些属性，已改用它们的默认值：
frame-cannot-show = Nim Lab 无法显示此内容：
frame-failed = Nim Lab 无法在此启动：
frame-unknown-attrs = 不是此元素的属性：{ $names }（可用属性：{ $known }）
frame-link-unused = 链接中未使用的内容：
frame-not-a-setting = { $key } 不是此组件的设置。
frame-view-left-out = 已忽略 view={ $view }：game= 已指定组件。
frame-repeated = { $key } 出现了 { $count } 次；以最后一次为准。
frame-open-full = 在 Nim Lab 中打开
notice-dismiss = 关闭
    .aria-label = 关闭此提示

## 组件的标题

frame-title-move-fn = 取子函数游戏
frame-title-blocking = 阻挡尼姆
frame-title-subtraction = 减法游戏（一堆，Min/Max）
frame-title-take-away = 取子游戏
frame-title-sum = 取子游戏之和
frame-title-single-delete = 单删尼姆
frame-title-table = g(N) 表
frame-title-base = g 基与 N 的表示
frame-title-plot = g(N) 的图像
frame-against-engine = 对战引擎
`;
