// The engine's shared sentences in Spanish (see en.js).
export const ftl = String.raw`
hint-win = Desde aquí puedes ganar: { $because }
hint-lose = Aquí toda jugada pierde contra un juego perfecto: { $because }
careless = { $move } sin pensarlo mucho.
careless-won = { $move } sin pensarlo mucho ({ $better } me habría dado la victoria).
i-take = Quito { $take }
taking = quitar { $take }
`;
