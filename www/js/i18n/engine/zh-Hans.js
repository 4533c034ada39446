// The engine's shared sentences in Simplified Chinese (see en.js).
export const ftl = String.raw`
hint-win = 从这里你可以赢：{ $because }
hint-lose = 在这里，面对最佳应对，每一步都会输：{ $because }
careless = { $move }，没有多想。
careless-won = { $move }，没有多想（{ $better }本来可以赢）。
i-take = 我取 { $take } 枚
taking = 取 { $take } 枚
`;
