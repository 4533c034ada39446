// The engine's shared sentences in Arabic (see en.js).
export const ftl = String.raw`
hint-win = يمكنك الفوز من هنا: { $because }
hint-lose = هنا تخسر كل نقلة أمام أفضل لعب: { $because }
careless = { $move } دون تفكير طويل.
careless-won = { $move } دون تفكير طويل (كان { $better } سيمنحني الفوز).
i-take = آخذ { $take }
taking = أخذ { $take }
`;
