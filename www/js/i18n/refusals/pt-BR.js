// The refusals of an illegal move in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
err-game-over = a partida terminou: comece uma nova
err-over-no-move = a partida terminou: nenhuma jogada é válida, comece uma nova
err-over-no-pile = a partida terminou: nenhuma pilha tem jogada válida, comece uma nova
err-over-no-split = a partida terminou: toda pilha tem 1 ficha, então nenhuma pilha pode ser dividida; comece uma nova
err-no-numbered = não há jogada válida de número { $i }: há { $count }
err-not-finished = a análise não terminou: chame advance() até que retorne 1
err-take-max = jogada inválida: é preciso tirar entre 1 e { $max } (o máximo agora), não { $take }
err-take-range = jogada inválida: é preciso tirar entre { $from } e { $to }, não { $take }
err-take-set = jogada inválida: de { $pile } você pode tirar { $takes }, não { $take }
err-list-or = { $rest } ou { $last }
err-take-forbidden = jogada inválida: tirar { $take } foi proibido
err-blocks-set = as opções da jogada { $k } já foram proibidas: agora quem tem a vez tira
err-forbidden-twice = uma opção foi proibida duas vezes
err-forbid-many = na jogada { $k } é possível proibir no máximo c_{ $i } = { $c ->
        [one] { $c } opção
       *[other] { $c } opções
    }, não { $n }
err-not-option = { $x } não é uma opção: as opções são { $from }..{ $to }
err-block-first = primeiro o adversário proíbe até c_{ $i } opções (block, mesmo que não proíba nenhuma)
err-no-blocks = o adversário ainda não proibiu nada
err-no-pile-row = não há pilha { $i }: a fileira tem as pilhas 1..{ $count }
err-pile-stuck = a pilha { $i } não tem jogada válida (tem { $pile } com limite { $limit })
err-take-from-pile = jogada inválida: da pilha { $i } tire entre 1 e { $max }, não { $take }
err-no-pile-to = jogada inválida: não há pilha { $i } para { $what ->
        [delete] remover
       *[split] dividir
    }; as pilhas vão de 1 a { $count }
err-delete-split = jogada inválida: a pilha { $i } não pode ser removida e dividida ao mesmo tempo; divida outra pilha
err-split-one = jogada inválida: a pilha { $i } tem 1 ficha e não pode ser dividida
err-split-range = jogada inválida: a pilha { $i } de { $pile } se divide em x + { $pile } − x com x de 1 a { $max }, não { $x }
`;
