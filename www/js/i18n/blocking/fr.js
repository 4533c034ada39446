// The blocking-Nim engine's sentences in French (see en.js).
export const ftl = String.raw`
bn-list-none = rien
bn-list-one = { $a }
bn-list-and = { $rest } et { $last }
bn-list-or = { $rest } ou { $last }
bn-list-long-and = { $first }, … et { $last } ({ $count } en tout)
bn-list-long-or = { $first }, … ou { $last } ({ $count } en tout)
bn-end-small = le tas de { $pile } est plus petit que m_{ $i } = { $m } : aucun coup n’est possible
bn-end-all-forbidden = tous les choix du coup { $k } ont été interdits : le joueur qui a le trait ne peut pas jouer
bn-theorem-safe = théorème 1 : au coup { $k }, { $pile } est dans l’intervalle sûr { $interval }
bn-theorem-unsafe = théorème 1 : au coup { $k }, { $pile } est dans l’intervalle non sûr { $interval }
bn-theorem-off = la formule du théorème 1 dit autre chose ici : elle ne s’applique pas
bn-block-none = Au coup { $k }, aucune prise ne vous fait gagner : chaque choix laisse un tas qui n’est pas sûr au coup { $next } (une victoire pour moi).
bn-block-all = Prendre { $wins } vous ferait gagner ({ $n ->
        [one] cela laisse
       *[other] chacune de ces prises laisse
    } un tas sûr au coup { $next }). Je peux interdire c_{ $i } = { $c } choix, donc je { $n ->
        [one] l’interdis
       *[other] les interdis toutes
    } : quoi que vous preniez maintenant, vous perdez.
bn-block-few = Vous avez { $n ->
        [one] { $n } prise gagnante
       *[other] { $n } prises gagnantes
    } ({ $wins }) et je ne peux en interdire que c_{ $i } = { $c } : vous avez encore un coup gagnant.
bn-block-also = { $why } J’interdis aussi { $filler } (les plus petites prises) pour raccourcir la partie.
bn-forbid-verdict-free = D’ici, vous pouvez gagner : aucune prise que le moteur peut faire ne le fait gagner, donc vous pouvez interdire jusqu’à { $c } choix et gagner quand même.
bn-forbid-verdict-win = D’ici, vous pouvez gagner : le moteur n’a que { $n ->
        [one] { $n } prise gagnante
       *[other] { $n } prises gagnantes
    } et vous pouvez interdire jusqu’à { $c } choix.
bn-forbid-verdict-lose = Le moteur peut gagner d’ici quoi que vous interdisiez, s’il joue au mieux : il a { $n ->
        [one] { $n } prise gagnante
       *[other] { $n } prises gagnantes
    } et vous pouvez interdire jusqu’à { $c } choix.
bn-forbid-structure = Ce qui compte : un tas est sûr quand celui qui doit jouer à partir de ce tas perd face à un jeu parfait. Le moteur prendra de { $from } à { $to }, laissant de { $low } à { $high } ; au coup { $next }, où vous jouez, { $n ->
        [0] aucun de ces tas n’est sûr
        [one] seul { $safe } est sûr
       *[other] { $safe } sont sûrs
    }. Une prise qui laisse un tas sûr fait gagner le moteur : { $n ->
        [0] il n’y en a aucune
        [one] c’est { $wins }
       *[other] ce sont { $wins }
    }.
bn-forbid-any = Interdisez ce que vous voulez, ou rien : chaque prise vous laisse un tas à partir duquel vous pouvez gagner.
bn-forbid-all = Interdisez { $forbid } : alors chaque prise laissée au moteur vous laisse un tas à partir duquel vous pouvez gagner.
bn-forbid-some = Interdisez { $forbid } : le moteur a encore { $n ->
        [one] { $n } prise gagnante
       *[other] { $n } prises gagnantes
    } ({ $left }), mais il doit { $n ->
        [one] la trouver
       *[other] en trouver une
    }.
bn-because-win = une prise autorisée laisse un tas qui est sûr au coup { $next }, où le joueur qui a le trait perd.
bn-because-lose = aucune prise autorisée ne laisse un tas qui soit sûr au coup { $next }.
bn-reached-none = aucun de ces tas n’est sûr
bn-reached-one = parmi eux, { $safe } est sûr
bn-reached-some = parmi eux, { $safe } sont sûrs
bn-reached-many = parmi eux, { $n } sont sûrs ({ $first }, …)
bn-forbidden-nothing = Rien ne peut être interdit au coup { $k }.
bn-forbade-none = Votre adversaire pouvait interdire jusqu’à c_{ $i } = { $c ->
        [one] { $c } prise
       *[other] { $c } prises
    } et n’en a interdit aucune.
bn-forbade = Votre adversaire pouvait interdire jusqu’à c_{ $i } = { $c ->
        [one] { $c } prise
       *[other] { $c } prises
    } et a interdit { $blocked }.
bn-structure = Ce qui compte, ce sont les tas qui sont sûrs au coup { $next } : là, le joueur qui a le trait perd, parce qu’il ne peut pas jouer ou qu’il n’a pas plus de prises gagnantes que vous ne pourrez alors en interdire (c_{ $i } = { $c }). Prendre de { $from } à { $to } mène aux tas de { $low } à { $high }, et { $reached }. { $forbidden }
bn-after-stuck = le joueur qui a le trait ne peut pas y jouer (moins de m_{ $i } = { $m ->
        [one] { $m } jeton
       *[other] { $m } jetons
    })
bn-after-blocked = le joueur qui a le trait y a au plus c_{ $i } = { $c ->
        [one] { $c } prise gagnante
       *[other] { $c } prises gagnantes
    }, et son adversaire { $c ->
        [one] l’interdit
       *[other] les interdit toutes
    }
bn-take-win = Prenez { $x } : il reste { $pile }, un tas sûr au coup { $next } — { $after }.
bn-take-win-theorem = Prenez { $x } : il reste { $pile }, un tas sûr au coup { $next } ({ $theorem }) — { $after }.
bn-i-take-win = Je prends { $x } : il reste { $pile }, un tas sûr au coup { $next } — { $after }.
bn-i-take-win-theorem = Je prends { $x } : il reste { $pile }, un tas sûr au coup { $next } ({ $theorem }) — { $after }.
bn-take-lose = Aucune prise autorisée ne gagne : chacune de { $allowed } laisse un tas qui n’est pas sûr au coup { $next }. Prendre { $x } garde le plus de jetons en jeu.
bn-i-take-lose = Aucune prise autorisée ne gagne : chacune de { $allowed } laisse un tas qui n’est pas sûr au coup { $next }. Je prends { $x } pour garder le plus de jetons en jeu, en espérant une erreur.
bn-you-forbade = Vous avez interdit { $blocked }. { $why }
`;
