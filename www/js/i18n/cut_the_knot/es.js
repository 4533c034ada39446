// Cut The Knot's sentences in Spanish (see en.js).
export const ftl = String.raw`
ck-because-win = la menor cantidad que gana desde { $pile } es como mucho { $x }, lo máximo que puedes quitar ahora.
ck-because-lose = la menor cantidad que gana desde { $pile } es { $g }, y puedes quitar como mucho { $x }.
ck-look-one = { $pile } es uno de los números H de Schwenk, así que su única parte es { $pile }: compárala con las { $x } que puedes quitar.
ck-look = Escribe { $pile } con los números H de Schwenk, empezando por el mayor que quepa: { $pile } = { $sum }. Mira su parte más pequeña (el 1 más a la derecha de sus cifras): compárala con las { $x } que puedes quitar.
ck-look-digits = Escribe { $pile } con los números H de Schwenk, empezando por el mayor que quepa: { $pile } = { $sum } (cifras { $digits }). Mira su parte más pequeña (el 1 más a la derecha de sus cifras): compárala con las { $x } que puedes quitar.
ck-look-no-rule = La regla de Schwenk (quitar la parte más pequeña) solo funciona con seguridad cuando f nunca decrece y f(x) ≥ x, y el motor no puede confiar en ella para esta f: calcula, a partir de los montones más pequeños, la menor cantidad que gana desde { $pile }. Compárala con las { $x } que puedes quitar.
ck-head-one = { $pile } es uno de los números H de Schwenk, así que su parte más pequeña es el propio { $pile }
ck-head = Escrito con los números H de Schwenk, { $pile } = { $sum }; la parte más pequeña es { $g }
ck-head-no-rule = La menor cantidad que gana desde { $pile } es { $g }
ck-lose = { $head }, más que las { $x } que puedes quitar: toda jugada pierde contra el mejor juego; { $last }.
ck-take-all = { $head }, y puedes quitar las { $pile }: quítalas todas y gana.
ck-take-leaves-h = { $head }, así que quita { $g }. Quedan { $left }, uno de los números H de Schwenk, y tu rival puede quitar como mucho f({ $g }) = { $fg }, menos de { $gleft }: un montón perdedor para él.
ck-take-leaves = { $head }, así que quita { $g }. Quedan { $left } = { $sum }, cuya parte más pequeña es { $gleft }, y tu rival puede quitar como mucho f({ $g }) = { $fg }, menos de { $gleft }: un montón perdedor para él.
ck-take-leaves-no-rule = { $head }, así que quita { $g }. Quedan { $left }, desde donde la menor cantidad que gana es { $gleft }, y tu rival puede quitar como mucho f({ $g }) = { $fg }, menos de { $gleft }: un montón perdedor para él.
ck-sub-p = una posición P ({ $rule })
ck-sub-win = G({ $n }) = { $g } ≠ 0, así que ganas: quita { $take } y deja { $left }, { $why }. Cualquier respuesta deja G ≠ 0, y tú puedes volver a G = 0.
ck-sub-win-engine = G({ $n }) = { $g } ≠ 0, así que gano yo: quito { $take } y te dejo { $left }, { $why }. Cualquier jugada tuya deja G ≠ 0, y yo puedo volver a G = 0.
ck-sub-because-win = { $n } es una posición N (G({ $n }) ≠ 0).
ck-sub-because-lose = { $n } es una posición P ({ $rule }).
ck-sub-structure-win = Lo que importa es el valor de Grundy G, el mex de G sobre los montones a los que lleva una jugada: G({ $n }) = { $g }. Una jugada ganadora lleva a un montón con G = 0.
ck-sub-structure-win-minmax = Lo que importa es el valor de Grundy G, el mex de G sobre los montones a los que lleva una jugada: G({ $n }) = { $g }. Una jugada ganadora lleva a un montón con G = 0 (aquí: un montón cuyo resto módulo { $cycle } es menor que { $min }).
ck-sub-structure-lose = Lo que importa es el valor de Grundy G, el mex de G sobre los montones a los que lleva una jugada: G({ $n }) = 0, así que toda jugada lleva a un montón con G ≠ 0, desde el que tu rival puede volver a G = 0.
ck-sub-structure-lose-minmax = Lo que importa es el valor de Grundy G, el mex de G sobre los montones a los que lleva una jugada: G({ $n }) = 0, así que toda jugada lleva a un montón con G ≠ 0, desde el que tu rival puede volver a G = 0 (aquí: un montón cuyo resto módulo { $cycle } es menor que { $min }).
ck-sub-lost = G({ $n }) = 0: toda jugada deja un montón con G ≠ 0
ck-sub-lost-minmax = G({ $n }) = 0 ({ $rule }): toda jugada deja un montón con G ≠ 0
ck-sub-lose = { $lost }, así que contra el mejor juego pierdes; con la jugada más pequeña, quitar { $take }, la partida sigue.
ck-sub-lose-engine = { $lost }, así que contra tu mejor juego pierdo; hago la jugada más pequeña, quito { $take }, para que la partida siga.
ck-sum-because-win = la suma nim de los valores de Grundy de los montones no es 0.
ck-sum-because-lose = la suma nim de los valores de Grundy de los montones es 0.
ck-sum-structure-win = Lo que importa es la suma nim de los valores de Grundy de los montones, G(montón, lo máximo que permite ahora): { $sum }. Una jugada ganadora cambia el G de un montón a G ⊕ { $s }, lo que hace 0 la suma nim: busca un montón cuyo G pueda pasar a ese valor.
ck-sum-structure-lose = Lo que importa es la suma nim de los valores de Grundy de los montones, G(montón, lo máximo que permite ahora): { $sum }. Cualquier jugada cambia el G de un montón y hace la suma nim distinta de 0, y tu rival puede volver a hacerla 0.
ck-sum-win = Suma nim { $sum } ≠ 0, así que ganas. Quita { $take } del montón { $pile } (G = { $g }): pasa a ser ({ $left }, como mucho f({ $take }) = { $fk }) con G = { $target } = { $g } ⊕ { $s }, y la suma nim pasa a ser 0; cualquier respuesta la vuelve distinta de 0.
ck-sum-win-engine = Suma nim { $sum } ≠ 0, así que gano yo. Quito { $take } del montón { $pile } (G = { $g }): pasa a ser ({ $left }, como mucho f({ $take }) = { $fk }) con G = { $target } = { $g } ⊕ { $s }, y la suma nim pasa a ser 0; cualquier jugada tuya la vuelve distinta de 0.
ck-sum-lose = Suma nim { $sum }: toda jugada cambia un G y hace la suma nim distinta de 0, así que contra el mejor juego pierdes; quitar 1 del montón { $pile } hace que la partida siga.
ck-sum-lose-engine = Suma nim { $sum }: toda jugada cambia un G y hace la suma nim distinta de 0, así que contra tu mejor juego pierdo; quito 1 del montón { $pile } para que la partida siga.
`;
