// Single-delete Nim's analysis in Simplified Chinese (see en.js).
export const ftl = String.raw`
sd-name-doubling = 关于加倍的观察
sd-statement-theorem-1-1 = 两堆：当且仅当两堆都是奇数时为 P
sd-statement-theorem-1-4 = 三堆：当且仅当三堆的 2-进赋值相同时为 P
sd-statement-prop-4-1 = 所有堆都是奇数 ⇒ P
sd-statement-prop-4-2 = k 堆 2：当且仅当 k ≡ 2 (mod 3) 时为 N
sd-statement-condition-1 = 四堆的 2-进赋值相等 ⇒ P（定理 1.5，条件 (1)）
sd-statement-doubling = 把每堆都加倍，P 与 N 保持不变（这是一个观察，不在论文中；在加倍后的堆仍在范围内的地方检验）
sd-check-other-piles = 针对 { $piles } 堆：不适用于 { $k } 堆。
sd-check-no-twos = 不适用：范围内没有等于 2 的堆。
sd-check-contradicted-p = 在 { $at } 处被推翻：搜索发现这是 P 局面。
sd-check-contradicted-n = 在 { $at } 处被推翻：搜索发现这是 N 局面。
sd-check-holds = 对每个 { $piles } 堆、每堆 ≤ { $max } 的局面都成立（搜索）。
sd-doubling-contradicted-p = 在 { $at } 处被推翻：它是 P 局面，但 { $doubled } 是 N 局面。
sd-doubling-contradicted-n = 在 { $at } 处被推翻：它是 N 局面，但 { $doubled } 是 P 局面。
sd-explain-agrees-p = { $piles } 是 P 局面：{ $because }，所以由{ $name }，它是 P 局面（搜索结果一致）。
sd-explain-agrees-n = { $piles } 是 N 局面：{ $because }，所以由{ $name }，它是 N 局面（搜索结果一致）。
sd-explain-contradicted-p = 搜索发现 { $piles } 是 P 局面，但{ $name }的结论相反（{ $because }）：该命题在这里被推翻。
sd-explain-contradicted-n = 搜索发现 { $piles } 是 N 局面，但{ $name }的结论相反（{ $because }）：该命题在这里被推翻。
sd-explain-search-p = 搜索表明 { $piles } 是 P 局面：每一步都会留下 N 局面。论文中没有命题涵盖赋值 { $vals }。
sd-explain-search-n = 搜索表明 { $piles } 是 N 局面：删去 { $delete }，把 { $split } 分成 { $a } + { $b }，就留下 P 局面。
`;
