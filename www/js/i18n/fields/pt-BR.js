// The setting fields' labels in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
field-f = Função de jogada $f(x) =$
field-upto = Tabela até $N =$
field-kupto = Tabela até $S =$
field-n = Número $N$ (de qualquer tamanho, p. ex. 10^18)
field-pile = Pilha inicial
field-max = Primeira jogada: no máximo
field-theme = Tema
field-lang = Idioma
field-pf = Função de jogada $f(n, x) =$
field-t = Período $t$ [{ $min }–{ $max }]
field-pupto = Tabelas até $n =$
field-pgame = Jogo
field-bc = Bloqueios $c_i =$
field-bmin = Tirar pelo menos $m_i =$
field-bmax = Tirar no máximo $M_i =$
field-bupto = Pilhas até $N$
field-bmoves = Jogadas até $K$ [{ $min }–{ $max }]
field-kset = ou qualquer conjunto de subtração
field-tupto = Comparar até $N =$
field-tn = Número $N$ (qualquer um abaixo de 2^53, p. ex. 10^15)
field-gupto = Pilhas até $N =$ [{ $min }–{ $max }]
field-grow = Pilhas (de { $min } a { $max }, cada uma de 1 a { $pile })
field-dpiles = Pilhas $k$ [{ $min }–{ $max }]
field-dmax = Maior pilha $S$
field-dfix = As outras pilhas
field-dstart = Início (de { $min } a { $max } pilhas)
`;
