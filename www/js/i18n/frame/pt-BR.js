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
`;
