// The engine's shared sentences in French (see en.js).
export const ftl = String.raw`
hint-win = D’ici, vous pouvez gagner : { $because }
hint-lose = Ici, tout coup perd face à un jeu parfait : { $because }
careless = { $move } sans trop réfléchir.
careless-won = { $move } sans trop réfléchir ({ $better } m’aurait fait gagner).
i-take = Je prends { $take }
taking = prendre { $take }
`;
