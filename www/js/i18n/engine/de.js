// The engine's shared sentences in German (see en.js).
export const ftl = String.raw`
hint-win = Von hier aus kannst du gewinnen: { $because }
hint-lose = Hier verliert jeder Zug gegen bestes Spiel: { $because }
careless = { $move }, ohne lange nachzudenken.
careless-won = { $move }, ohne lange nachzudenken ({ $better } hätte mir den Sieg gebracht).
i-take = Ich nehme { $take }
taking = { $take } zu nehmen
`;
