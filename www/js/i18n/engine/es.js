// The engine's shared sentences in Spanish (see en.js).
export const ftl = String.raw`
hint-win = Desde aquí puedes ganar: { $because }
hint-lose = Aquí toda jugada pierde contra un juego perfecto: { $because }
`;
