// The move-function engine's sentences in Spanish (see en.js).
export const ftl = String.raw`
mf-look-multi = En G_{ $game }, escribe { $pile } como una cadena de miembros de las bases: { $pile } = { $sum }. Mira su última parte: su Θ es g({ $pile }), para compararlo con las { $x } que puedes quitar.
mf-look = Escribe { $pile } en la base B_f, primero el miembro más grande que quepa: { $pile } = { $sum }. Mira su parte más pequeña: { $smallest }
mf-smallest-is-g = ese es g({ $n }), la jugada ganadora más pequeña desde { $n }; compáralo con las { $x } que puedes quitar.
mf-smallest-via-g0 = g({ $n }) es g0({ $part }), la jugada ganadora más pequeña desde un montón de solo esa parte; compáralo con las { $x } que puedes quitar.
mf-because-win = g({ $pile }), la jugada ganadora más pequeña desde { $pile }, es como mucho { $x }, lo máximo que puedes quitar ahora.
mf-because-lose = la jugada ganadora más pequeña desde { $pile } es g({ $pile }) = { $g }, y puedes quitar como mucho { $x }.
mf-take-all = { $rep }, así que g({ $pile }) = { $pile }: quita las { $pile } y gana.
mf-take-g = { $rep }, así que g({ $pile }) = { $g } ≤ { $x }: quita { $g }. Quedan { $left }, de las que se podrán quitar como mucho { $fname } = { $fg }, pero { $left } necesita una jugada de al menos g({ $left }) = { $gleft } para ganar.
mf-lose = { $rep }, así que g({ $pile }) = { $g } > { $x }: toda jugada pierde contra un juego perfecto; { $last }.
mf-longest-loss = quitar { $take } hace que la partida dure lo más posible ({ $moves ->
        [one] { $moves } jugada más
       *[other] { $moves } jugadas más
    } con juego perfecto)
mf-longest-loss-huge = quitar 1 (los montones tan grandes no tienen tabla de supervivencia)
mf-digits = Escribe { $pile } con las cifras de B_f ({ $members }): { $pile } se escribe { $digits }. Mira el 1 de más a la derecha, la parte más pequeña: { $smallest }
mf-digits-schwenk = Escribe { $pile } con las cifras de B_f, que para esta f es la sucesión H de Schwenk ({ $members }): { $pile } se escribe { $digits }. Mira el 1 de más a la derecha, la parte más pequeña: { $smallest }
mf-rep = { $n } = { $sum } en B_f; su parte más pequeña es { $smallest }
mf-rep-g0 = { $n } = { $sum } en B_f; su parte más pequeña, { $smallest }, tiene g0({ $smallest }) = { $g0 }
mf-rep-multi = En G_{ $game }: { $n } = { $sum }; la última parte, { $part }, es un miembro de B_{ $base } con Θ = { $theta }
`;
