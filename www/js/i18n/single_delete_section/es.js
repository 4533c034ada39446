// The single-delete Nim section's words in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, con las palabras de las matemáticas escolares.

-pile = montón
-move = jugada
-counter = ficha
-base = base
-g-base = base g
-grundy-value = valor de Grundy
-p-position = posición P
-n-position = posición N
-nim-sum = suma nim
-engine = motor
-hint = pista
-level = nivel

## La primera tarjeta: las reglas, el rango y su resolución

sds-doc-title = Nim Lab — Nim de un borrado: k montones, los teoremas frente a la búsqueda
sds-title = Nim de un borrado: los teoremas del artículo frente a una búsqueda completa
sds-intro-rules = Una posición es una lista de <i>k</i> montones, escritos de menor a mayor. Una jugada <strong>borra</strong> un montón y
    <strong>divide</strong> otro en dos montones no vacíos: desde 5, 6, 9, 12 un jugador puede borrar el 6 y dividir
    el 12 en 4 + 8, y queda 4, 5, 8, 9. Quien no puede jugar pierde. Una <strong>posición P</strong> es aquella en la que
    el jugador que mueve pierde si el rival juega bien.
sds-intro-engine = El motor resuelve cada posición de <i>k</i> montones de 1 a <i>S</i> fichas y luego comprueba cada enunciado
    del artículo en todas ellas. La <strong>valoración 2-ádica</strong> de un montón es cuántos 0 siguen al
    1 situado más a la derecha en sus cifras binarias (12 = 1100 tiene valoración 2).
sds-solve = Resolver
sds-presets-group = Rangos de ejemplo
sds-preset-chip = { $piles } montones ≤ { $max }
sds-preset-note = { $count } posiciones
sds-progress-label = Resolviendo todas las posiciones
sds-progress = Resolviendo todas las posiciones de { $piles } montones hasta { $max } { $where ->
        [page] en esta página
       *[worker] en segundo plano
    }… { $seconds } s
sds-ms = { $n } ms
sds-s = { $n } s
sds-solved = Resueltas { $positions } posiciones ({ $piles } montones, cada uno de 1 … { $max }) en { $time }; enunciados comprobados y posiciones P agrupadas en { $checkTime }.
sds-solved-still = Los resultados de abajo siguen siendo esos.
sds-cancelled = Cancelado.
sds-results-for = para
sds-results-range = { $piles } montones, cada uno de 1 … { $max }

## Los enunciados del artículo, comprobados

sds-checks-title = Los enunciados del artículo, comprobados en cada posición
sds-check-holds = { $name }: se cumple
sds-check-fails = { $name }: falla
sds-first-cx = Primer contraejemplo: { $cx }
sds-cx-binary = El contraejemplo { $piles } en binario
sds-check-count = { $n ->
        [one] { $count } posición.
       *[other] { $count } posiciones.
    }
sds-not-about = No tratan de { $piles } montones: { $list }.

## Las posiciones P, agrupadas por sus valoraciones

sds-groups-title = Las posiciones P, agrupadas por sus valoraciones
sds-groups-explain = Escribe cada montón en binario y alinea los montones de modo que sus <strong>1 de más a la derecha</strong> queden en
    una columna (resaltada). Los ceros a la derecha de esa columna son la valoración. El teorema 1.5 del artículo
    describe las posiciones P de 4 montones mediante estos patrones; sus condiciones se perdieron en la extracción, así que aquí se muestra
    cada posición P hallada por búsqueda, agrupada según el patrón ordenado de valoraciones.
sds-groups-found = { $pn ->
        [one] { $p } posición P
       *[other] { $p } posiciones P
    } en { $gn ->
        [one] { $groups } patrón de valoraciones.
       *[other] { $groups } patrones de valoraciones.
    }
sds-groups-all-explained = { $n ->
        [one] Un enunciado del artículo lo explica.
       *[other] Un enunciado del artículo explica cada uno de ellos.
    }
sds-groups-none-explained = Ningún enunciado del artículo explica un patrón entero: la búsqueda los encontró todos.
sds-groups-some-explained = Un enunciado del artículo explica { $cn ->
        [one] { $covered } patrón
       *[other] { $covered } patrones
    } ({ $positions } posiciones); los otros { $rest } los encontró la búsqueda.
sds-filter = Qué grupos
sds-filter-all = Todos los grupos
sds-filter-search = Solo los grupos que ningún enunciado explica
sds-group-valuations = valoraciones { $pattern }
sds-group-count = { $p } de { $tn ->
        [one] { $total } posición
       *[other] { $total } posiciones
    } con este patrón { $pn ->
        [one] es P
       *[other] son P
    }
sds-group-all = — todas
sds-search-only = solo búsqueda
sds-loading = Cargando…
sds-show-more = Mostrar más ({ $count } en total)
sds-groups-none-search = Todos los grupos los explica un enunciado.
sds-groups-none = No hay posiciones P.
sds-show-all-groups = Mostrar los { $count } grupos

## El mapa de las posiciones P

sds-map-title = Un mapa de las posiciones P
sds-map-big = El mapa tiene una casilla por cada par (a, b), así que se dibuja para S ≤ { $limit }.
sds-map-two = Cada posición de 2 montones (a, b): rellena donde el jugador que mueve pierde.
sds-map-third = Las posiciones (a, b, { $others }) con el tercer montón fijo: rellenas donde el jugador que mueve pierde.
sds-map-others = Las posiciones (a, b, { $others }) con los otros { $n } montones fijos: rellenas donde el jugador que mueve pierde.
sds-fix-third = El tercer montón c
sds-fix-others = Los otros montones { $others }
sds-fix-used = Usados: { $list }
sds-map-canvas =
    .aria-label = Posiciones P según a y b; las flechas mueven la casilla elegida, Intro juega desde ella
sds-key-p = P: el jugador que mueve pierde
sds-key-n = N: el jugador que mueve gana
sds-map-reason = { $name }:
sds-map-search = Búsqueda:
sds-pn-loses = el jugador que mueve pierde
sds-pn-wins = el jugador que mueve gana
sds-map-play = Jugar desde { $piles }
sds-map-point = Señala una casilla para ver la posición y por qué es P o N; haz clic para fijarla (o usa las flechas).
sds-engine-busy = El motor está resolviendo un rango nuevo…

## La partida

sds-play-title = Juega contra el motor
sds-random = Inicio al azar
sds-share-game = La partida
`;
