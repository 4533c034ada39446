// The playground's shell in Brazilian Portuguese (see en.js).
export const ftl = String.raw`
## Glossário: os termos fixos, com as palavras da matemática escolar.

-pile = pilha
-move = jogada
-counter = ficha
-base = base
-g-base = base g
-grundy-value = valor de Grundy
-p-position = posição P
-n-position = posição N
-nim-sum = soma nim
-engine = motor
-hint = dica
-level = nível

## Cabeçalho

skip-link = Pular para o conteúdo
tagline-move-fn = Uma pilha de <em>N</em> fichas. A primeira jogada tira entre 1 e um máximo dado;
    depois de uma jogada de <em>k</em> fichas, o próximo jogador pode tirar no máximo <em>f</em>(<em>k</em>).
    Quem tirar a última ficha vence.
    <a data-l10n-name="paper">Holshouser e Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</a>.
tagline-periodic = Uma pilha de <em>N</em> fichas. Depois que seu adversário tira <em>x</em> fichas
    de uma pilha de <em>n</em>, você pode tirar no máximo <em>f</em>(<em>n</em>, <em>x</em>), onde <em>f</em> se repete em
    <em>n</em> com período <em>t</em>. Quem tirar a última ficha vence.
    <a data-l10n-name="paper">Holshouser e Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
tagline-blocking = Uma pilha de <em>N</em> fichas. Na jogada <em>i</em>, quem joga tira
    entre <em>m<sub>i</sub></em> e <em>M<sub>i</sub></em> fichas, mas antes o adversário pode proibir até
    <em>c<sub>i</sub></em> dessas opções. Quem não puder jogar perde.
    <a data-l10n-name="paper">Flammenkamp, Holshouser e Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</a>.
tagline-cut-the-knot = Os jogos de uma só pilha dos applets do Cut The Knot: tirar entre <em>Min</em> e
    <em>Max</em> fichas (ou qualquer quantidade de um conjunto), ou tirar qualquer quantidade menos a pilha inteira e depois no máximo
    <em>f</em>(a retirada anterior). Números de Grundy pela regra do mex, a sequência <em>H</em> de Schwenk e somas de jogos.
    A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002); A. J. Schwenk, <cite>Take-Away Games</cite>,
    Fibonacci Quarterly 8 (1970) 225–234.
tagline-single-delete = <em>k</em> pilhas de fichas. Uma jogada apaga uma pilha inteira e divide
    outra em duas pilhas não vazias, então sempre há <em>k</em> pilhas. Quem não puder jogar perde.
    <a data-l10n-name="paper"><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</a>.
header-lessons = Lições
header-theme = Tema
theme-auto = Automático
theme-light = Claro
theme-dark = Escuro
theme-projector = Projetor
header-language = Idioma
language-auto = Idioma do navegador
header-copy-link = Copiar link
copy-done = Link copiado.
copy-manual = Copie este link: { $link }
families-nav =
    .aria-label = Famílias de jogos
tab-move-fn = Função de jogada <i>f</i>(<i>x</i>)
tab-periodic = Periódica <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = Nim com bloqueio
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = Nim de uma remoção
loading-engine = Carregando o motor…
loading-failed = Não foi possível carregar o motor: { $reason }
section-failed = Não foi possível carregar esta seção: { $reason }

## Rodapé

footer-about = O Nim Lab calcula tudo com um motor exato escrito em Rust e compilado para WebAssembly; nada é enviado a lugar nenhum.
    Cada jogo e cada visualização podem ser colocados na página de um curso: veja <em>Compartilhar / Incorporar</em> em cada seção.
    Matemática: A. Holshouser e H. Reiter, “One Pile Nim with Arbitrary Move Function”,
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N7; A. Holshouser e H. Reiter,
    “Dynamic Single-Pile Nim Using Multiple Bases”, <cite>Electronic Journal of Combinatorics</cite> 13 (2006), #N7;
    A. Flammenkamp, A. Holshouser e H. Reiter, “Dynamic One-Pile Blocking Nim”, <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N4;
    A. Bogomolny, “Single Pile Games”, <cite>Cut The Knot</cite> (2002); A. J. Schwenk, “Take-Away Games”,
    <cite>The Fibonacci Quarterly</cite> 8 (1970), 225–234; “Single-delete Nim”, arXiv 2411.19453 (2024).

link-unusable = Parte do link não pôde ser usada; foram usados os valores padrão:
link-repeated = { $key } aparece { $count } vezes no link; o valor usado é { $value }.
`;
