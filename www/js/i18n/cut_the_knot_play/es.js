// Cut The Knot's games' words in Spanish (see en.js).
export const ftl = String.raw`
## Glosario: los términos fijos, como en el catálogo de la interfaz.

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

## (c) El tablero de una fila de juegos

cks-b-choose-pile = Elige un montón
cks-b-pile-label = Montón { $i }: { $pile } fichas, se pueden retirar como mucho { $max }, valor de Grundy { $g }
cks-b-pile-name = Montón { $i }
cks-b-pile-max = retirar 1 … { $max }
cks-b-pile-empty = vacío
cks-b-pile-no-move = sin jugada
cks-b-nim-sum = Suma nim:
cks-b-nim-sum-zero = — 0: el jugador al que le toca pierde si el rival juega bien.
cks-b-nim-sum-not-zero = — distinta de 0: el jugador al que le toca puede ganar.
cks-b-play-again = Jugar otra vez
cks-b-setting-up = Preparando…
cks-b-thinking = El motor está pensando…
cks-b-choose = Elige un montón y luego cuántas fichas retirar.
cks-b-take-button = Retirar { $k } del montón { $i }
cks-b-take-bar = Cuántas retirar del montón { $i }
cks-b-take-label = Del montón { $i } retirar:
cks-b-take-input = Fichas que retirar del montón { $i }, de 1 a { $max }
cks-b-take-input-label = Del montón { $i } retirar (1 … { $max }):
cks-b-take = Retirar

## Los juegos: el final del juego de sustracción, el tablero del juego de retirada, la fila de juegos

ckp-digits-label =
    .aria-label = { $n } en cifras { $digits }, H de mayor a menor
ckp-flag-take = quitar
ckp-flag-taken = quitado
ckp-took-rightmost = { $who ->
    [you] Quitaste { $take } de { $sum }: el 1 de más a la derecha.
   *[engine] El motor quitó { $take } de { $sum }: el 1 de más a la derecha.
}
ckp-took-other = { $who ->
    [you] Quitaste { $take } de { $sum }: no es el 1 de más a la derecha.
   *[engine] El motor quitó { $take } de { $sum }: no es el 1 de más a la derecha.
}
ckp-before-region = El montón antes de la última jugada, en cifras
ckp-now = Ahora { $sum }
ckp-now-region = El montón ahora, en cifras
ckp-may-take = puedes quitar { $takes }
ckp-no-move = no hay ninguna jugada posible
ckp-cannot-move = { $who ->
    [engine] El motor no puede jugar desde un montón de { $pile }.
   *[you] No puedes jugar desde un montón de { $pile }.
}
ckp-said-engine-stuck = Quité { $take } y quedan { $pile }: no puedes jugar.
ckp-said-you-stuck = Quitaste { $take } y quedan { $pile }: no puedo jugar.
ckp-hint = Pista: quita { $take } del montón { $i }.{" "}
ckp-piles = Montones: { $piles }
ckp-engine-took = El motor quitó { $take } del montón { $i }.{" "}
ckp-said-last = { $who ->
    [engine] Quité { $take } del montón { $i }, hasta la última ficha.
   *[you] Quitaste { $take } del montón { $i }, hasta la última ficha.
}
ckp-said-left = { $who ->
    [engine] Quité { $take } del montón { $i } y quedan { $left } en él. Suma nim { $sum }.
   *[you] Quitaste { $take } del montón { $i } y quedan { $left } en él. Suma nim { $sum }.
}
ckp-said-emptied = { $who ->
    [engine] Quité { $take } del montón { $i } y lo vacié. Suma nim { $sum }.
   *[you] Quitaste { $take } del montón { $i } y lo vaciaste. Suma nim { $sum }.
}
ckp-log-took = { $who ->
    [you] {" "}quitaste { $take } del montón { $i } ({ $change })
   *[engine] {" "}quitó { $take } del montón { $i } ({ $change })
}
`;
