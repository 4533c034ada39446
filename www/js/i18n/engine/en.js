// The engine's sentences every family's hints share, in English: exactly the templates of
// src/games/mod.rs (MESSAGES; a Rust test compares). See core/i18n.js.
export const ftl = String.raw`
hint-win = You can win from here: { $because }
hint-lose = Every move loses against best play here: { $because }
careless = { $move } without thinking hard.
careless-won = { $move } without thinking hard ({ $better } would have won).
i-take = I take { $take }
taking = taking { $take }
`;
