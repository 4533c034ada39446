// The engine's shared sentences in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
hint-win = Daqui você pode vencer: { $because }
hint-lose = Aqui toda jogada perde contra o jogo perfeito: { $because }
careless = { $move } sem pensar muito.
careless-won = { $move } sem pensar muito ({ $better } teria me dado a vitória).
i-take = Tiro { $take }
taking = tirar { $take }
`;
