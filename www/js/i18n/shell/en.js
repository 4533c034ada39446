// The playground's shell in English: the header, the family tabs, the menus, the footer
// (www/index.html, www/js/main.js). Project Fluent; core/i18n.js reads it.
export const ftl = String.raw`
## Glossary: the fixed terms, in the words school mathematics uses. Every catalogue defines the
## same terms (tests/e2e/i18n.test.mjs checks it); messages may use them where grammar allows.

-pile = pile
-move = move
-counter = counter
-base = base
-g-base = g-base
-grundy-value = Grundy value
-p-position = P-position
-n-position = N-position
-nim-sum = nim-sum
-engine = engine
-hint = hint
-level = level

## Header

skip-link = Skip to the content
tagline-move-fn = A pile of <em>N</em> counters. The first move takes between 1 and a given maximum;
    after a move of <em>k</em> counters the next player may take at most <em>f</em>(<em>k</em>).
    Whoever takes the last counter wins.
    <a data-l10n-name="paper">Holshouser &amp; Reiter, <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</a>.
tagline-periodic = A pile of <em>N</em> counters. After your opponent takes <em>x</em> counters
    from a pile of <em>n</em>, you may take at most <em>f</em>(<em>n</em>, <em>x</em>), where <em>f</em> repeats in
    <em>n</em> with period <em>t</em>. Whoever takes the last counter wins.
    <a data-l10n-name="paper">Holshouser &amp; Reiter, <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.
tagline-blocking = A pile of <em>N</em> counters. At move <em>i</em> the player to move takes
    between <em>m<sub>i</sub></em> and <em>M<sub>i</sub></em> counters, but first the opponent may forbid up to
    <em>c<sub>i</sub></em> of those choices. Whoever cannot move loses.
    <a data-l10n-name="paper">Flammenkamp, Holshouser &amp; Reiter, <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</a>.
tagline-cut-the-knot = The single-pile games of Cut The Knot’s applets: take between <em>Min</em> and
    <em>Max</em> counters (or any number from a set), or take anything but the whole pile and then at most
    <em>f</em>(previous take). Grundy numbers by the mex rule, Schwenk’s sequence <em>H</em>, and sums of games.
    A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002); A. J. Schwenk, <cite>Take-Away Games</cite>,
    Fibonacci Quarterly 8 (1970) 225–234.
tagline-single-delete = <em>k</em> piles of counters. A move deletes one pile entirely and splits
    one of the others into two non-empty piles, so there are always <em>k</em> piles. A player who cannot move loses.
    <a data-l10n-name="paper"><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</a>.
header-lessons = Lessons
header-theme = Theme
theme-auto = Automatic
theme-light = Light
theme-dark = Dark
theme-projector = Projector
header-language = Language
language-auto = The browser’s language
header-copy-link = Copy link
copy-done = Link copied.
copy-manual = Copy this link: { $link }
families-nav =
    .aria-label = Game families
tab-move-fn = Move function <i>f</i>(<i>x</i>)
tab-periodic = Periodic <i>f</i>(<i>n</i>, <i>x</i>)
tab-blocking = Blocking Nim
tab-cut-the-knot = Cut-the-Knot
tab-single-delete = Single-delete Nim
loading-engine = Loading the engine…
loading-failed = The engine could not be loaded: { $reason }
section-failed = This section could not be loaded: { $reason }

## Footer

footer-about = Nim Lab computes everything with an exact engine written in Rust and compiled to WebAssembly; nothing is sent anywhere.
    Every game and view can be put into a course page: see <em>Share / Embed</em> in each section.
    Maths: A. Holshouser and H. Reiter, “One Pile Nim with Arbitrary Move Function”,
    <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N7; A. Holshouser and H. Reiter,
    “Dynamic Single-Pile Nim Using Multiple Bases”, <cite>Electronic Journal of Combinatorics</cite> 13 (2006), #N7;
    A. Flammenkamp, A. Holshouser and H. Reiter, “Dynamic One-Pile Blocking Nim”, <cite>Electronic Journal of Combinatorics</cite> 10 (2003), #N4;
    A. Bogomolny, “Single Pile Games”, <cite>Cut The Knot</cite> (2002); A. J. Schwenk, “Take-Away Games”,
    <cite>The Fibonacci Quarterly</cite> 8 (1970), 225–234; “Single-delete Nim”, arXiv 2411.19453 (2024).

# The notice over what a link asked for that could not be used (each line: a key and why).
link-unusable = Some of the link could not be used; defaults were taken instead:
link-repeated = { $key } is given { $count } times in the link; the value used is { $value }.
`;
