// The frame around every widget in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
frame-loading = Carregando o Nim Lab…
frame-attrs-unused = O Nim Lab não pôde usar alguns atributos; no lugar deles, usa os valores padrão:
frame-cannot-show = O Nim Lab não pode mostrar isto:
frame-failed = O Nim Lab não conseguiu iniciar aqui:
frame-unknown-attrs = não é um atributo deste elemento: { $names } (conhecidos: { $known })
frame-link-unused = Não usado do link:
frame-not-a-setting = { $key } não é uma configuração deste widget.
frame-view-left-out = view={ $view } foi ignorado: game= já indica o widget.
frame-repeated = { $key } aparece { $count } vezes; vale o último.
frame-open-full = Abrir no Nim Lab
notice-dismiss = Fechar
    .aria-label = Fechar este aviso

## O título de um widget

frame-title-move-fn = O jogo da função de jogada
frame-title-blocking = Nim com bloqueio
frame-title-subtraction = Jogo de subtração (uma pilha com Min/Max)
frame-title-take-away = Jogo de retirada
frame-title-sum = Soma de jogos de retirada
frame-title-single-delete = Nim de uma remoção
frame-title-table = Tabela de g(N)
frame-title-base = A base g e a representação de N
frame-title-plot = Gráfico de g(N)
frame-against-engine = contra o motor
`;
