// The blocking-Nim engine's sentences in Spanish (see en.js).
export const ftl = String.raw`
bn-list-none = nada
bn-list-one = { $a }
bn-list-and = { $rest } y { $last }
bn-list-or = { $rest } o { $last }
bn-list-long-and = { $first }, … y { $last } ({ $count } en total)
bn-list-long-or = { $first }, … o { $last } ({ $count } en total)
bn-end-small = el montón de { $pile } es menor que m_{ $i } = { $m }: no se puede hacer ninguna jugada
bn-end-all-forbidden = en la jugada { $k } se prohibieron todas las opciones: quien tiene el turno no puede jugar
bn-theorem-safe = Teorema 1: en la jugada { $k }, { $pile } está en el intervalo seguro { $interval }
bn-theorem-unsafe = Teorema 1: en la jugada { $k }, { $pile } está en el intervalo no seguro { $interval }
bn-theorem-off = la fórmula del Teorema 1 dice otra cosa aquí: no se aplica
bn-block-none = En la jugada { $k } no tienes ninguna opción ganadora: cada una deja un montón que no es seguro en la jugada { $next } (una victoria para mí).
bn-block-all = Quitar { $wins } te daría la victoria ({ $n ->
        [one] deja
       *[other] cada una deja
    } un montón seguro en la jugada { $next }). Puedo prohibir c_{ $i } = { $c ->
        [one] { $c } opción
       *[other] { $c } opciones
    }, así que { $n ->
        [one] la prohíbo
       *[other] las prohíbo todas
    }: quites lo que quites ahora, pierdes.
bn-block-few = Tienes { $n ->
        [one] { $n } jugada ganadora
       *[other] { $n } jugadas ganadoras
    } ({ $wins }) y solo puedo prohibir c_{ $i } = { $c }: todavía tienes una jugada ganadora.
bn-block-also = { $why } También prohíbo { $filler } (las jugadas más pequeñas) para acortar la partida.
bn-forbid-verdict-free = Desde aquí puedes ganar: ninguna jugada que pueda hacer el motor le da la victoria, así que puedes prohibir hasta { $c ->
        [one] { $c } opción
       *[other] { $c } opciones
    } y seguir ganando.
bn-forbid-verdict-win = Desde aquí puedes ganar: el motor solo tiene { $n ->
        [one] { $n } jugada ganadora
       *[other] { $n } jugadas ganadoras
    } y puedes prohibir hasta { $c ->
        [one] { $c } opción
       *[other] { $c } opciones
    }.
bn-forbid-verdict-lose = El motor puede ganar desde aquí prohíbas lo que prohíbas, si juega lo mejor posible: tiene { $n ->
        [one] { $n } jugada ganadora
       *[other] { $n } jugadas ganadoras
    } y puedes prohibir hasta { $c ->
        [one] { $c } opción
       *[other] { $c } opciones
    }.
bn-forbid-structure = Lo que importa: un montón es seguro cuando quien debe jugar desde él pierde contra un juego perfecto. El motor quitará de { $from } a { $to }, dejando de { $low } a { $high }; { $n ->
        [0] ninguno de esos montones es seguro
        [one] de ellos, solo { $safe } es seguro
       *[other] de ellos, { $safe } son seguros
    } en la jugada { $next }, en la que juegas tú. Una jugada que deja un montón seguro da la victoria al motor: { $n ->
        [0] no hay ninguna
        [one] la de quitar { $wins }
       *[other] las de quitar { $wins }
    }.
bn-forbid-any = Prohíbe lo que quieras, o nada: cada jugada te deja un montón desde el que puedes ganar.
bn-forbid-all = Prohíbe { $forbid }: así, cada jugada que le quede al motor te deja un montón desde el que puedes ganar.
bn-forbid-some = Prohíbe { $forbid }: al motor todavía le { $n ->
        [one] queda { $n } jugada ganadora
       *[other] quedan { $n } jugadas ganadoras
    } ({ $left }), pero tiene que { $n ->
        [one] encontrarla
       *[other] encontrar una
    }.
bn-because-win = una jugada permitida deja un montón que es seguro en la jugada { $next }, donde pierde quien tiene el turno.
bn-because-lose = ninguna jugada permitida deja un montón que sea seguro en la jugada { $next }.
bn-reached-none = ninguno de ellos es seguro
bn-reached-one = de ellos, { $safe } es seguro
bn-reached-some = de ellos, { $safe } son seguros
bn-reached-many = de ellos, { $n } son seguros ({ $first }, …)
bn-forbidden-nothing = En la jugada { $k } no se puede prohibir nada.
bn-forbade-none = Tu rival podía prohibir hasta c_{ $i } = { $c ->
        [one] { $c } jugada
       *[other] { $c } jugadas
    } y no prohibió ninguna.
bn-forbade = Tu rival podía prohibir hasta c_{ $i } = { $c ->
        [one] { $c } jugada
       *[other] { $c } jugadas
    } y prohibió { $blocked }.
bn-structure = Lo que importa son los montones que son seguros en la jugada { $next }: allí pierde quien tiene el turno, porque no puede jugar o no tiene más jugadas ganadoras que las que tú podrás prohibir entonces (c_{ $i } = { $c }). Quitar de { $from } a { $to } lleva a los montones de { $low } a { $high }, y { $reached }. { $forbidden }
bn-after-stuck = quien tiene el turno allí no puede jugar (menos de m_{ $i } = { $m ->
        [one] { $m } ficha
       *[other] { $m } fichas
    })
bn-after-blocked = quien tiene el turno allí tiene como mucho c_{ $i } = { $c ->
        [one] { $c } jugada ganadora
       *[other] { $c } jugadas ganadoras
    }, y su rival { $c ->
        [one] la prohíbe
       *[other] las prohíbe todas
    }
bn-take-win = Quita { $x }: quedan { $pile }, un montón seguro en la jugada { $next } — { $after }.
bn-take-win-theorem = Quita { $x }: quedan { $pile }, un montón seguro en la jugada { $next } ({ $theorem }) — { $after }.
bn-i-take-win = Quito { $x }: quedan { $pile }, un montón seguro en la jugada { $next } — { $after }.
bn-i-take-win-theorem = Quito { $x }: quedan { $pile }, un montón seguro en la jugada { $next } ({ $theorem }) — { $after }.
bn-take-lose = Ninguna jugada permitida gana: cada una de { $allowed } deja un montón que no es seguro en la jugada { $next }. Quitar { $x } mantiene en juego el mayor número de fichas.
bn-i-take-lose = Ninguna jugada permitida gana: cada una de { $allowed } deja un montón que no es seguro en la jugada { $next }. Quito { $x } para mantener en juego el mayor número de fichas, esperando un descuido.
bn-you-forbade = Prohibiste { $blocked }. { $why }
`;
