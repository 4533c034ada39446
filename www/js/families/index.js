// The registry of the playground's sections, in tab order (the games and views a course page
// embeds are in widgets.js, so that the elements never load the playground's sections or state).
// Adding a game family is one folder here (named as its Rust module under src/games/) and a line
// here and in widgets.js.
//
// A section (one per tab) is an object:
//   sec        the value of the URL key `sec`, the family's name in kebab-case ('move-fn',
//              'periodic' (a part of move_fn), 'blocking', 'cut-the-knot', 'single-delete'; the
//              old values 'one', 'knot' and 'delete' are aliases in the engine's spec); its mount
//              point is <div id="sec-{sec}"> in index.html, its tab #tab-{sec}; body[data-section] = sec
//   family     its folder (= the Rust module)
//   tab        the tab's label; title: the document title while shown;
//   tagline    the header's sentence: the rules and the paper (constant HTML, ours)
//   load()     → its module's {mount}, imported when the section is first shown (the page loads
//              only the shown section's code);
//   mount(host) → {start(), render(), share()}: builds the section's DOM into host (when first
//              shown); start() computes what it shows (once); render() redraws after a change
//              (once per frame, while shown); share() lists what the Share / Embed dialog offers
//              for the current settings: [{label, widget, attrs}].
//
// A game kind (what the player widget drives) and a view (what a view element draws) are
// described in widgets/player.js and families/move_fn/views.js.

export const sections = [
  {
    sec: 'move-fn',
    family: 'move_fn',
    tab: 'Move function <i>f</i>(<i>x</i>)',
    title: 'Nim Lab — one-pile take-away games',
    tagline: `A pile of <em>N</em> counters. The first move takes between 1 and a given maximum;
      after a move of <em>k</em> counters the next player may take at most <em>f</em>(<em>k</em>).
      Whoever takes the last counter wins.
      <a href="https://www.combinatorics.org/ojs/index.php/eljc/article/view/v10i1n7" rel="noopener">Holshouser &amp; Reiter,
      <cite>One Pile Nim with Arbitrary Move Function</cite>, EJC 10 (2003) #N7</a>.`,
    load: () => import('./move_fn/section.js').then((m) => m.moveFnSection),
  },
  {
    sec: 'periodic',
    family: 'move_fn',
    tab: 'Periodic <i>f</i>(<i>n</i>, <i>x</i>)',
    title: 'Nim Lab — periodic f(n, x): several games, several bases',
    tagline: `A pile of <em>N</em> counters. After your opponent takes <em>x</em> counters
      from a pile of <em>n</em>, you may take at most <em>f</em>(<em>n</em>, <em>x</em>), where <em>f</em> repeats in
      <em>n</em> with period <em>t</em>. Whoever takes the last counter wins.
      <a href="https://www.combinatorics.org/ojs/index.php/eljc/article/view/v13i1n7" rel="noopener">Holshouser &amp; Reiter,
      <cite>Dynamic Single-Pile Nim Using Multiple Bases</cite>, EJC 13 (2006) #N7</a>.`,
    load: () => import('./move_fn/periodic/section.js').then((m) => m.periodicSection),
  },
  {
    sec: 'blocking',
    family: 'blocking',
    tab: 'Blocking Nim',
    title: 'Nim Lab — blocking Nim: the opponent forbids some moves',
    tagline: `A pile of <em>N</em> counters. At move <em>i</em> the player to move takes
      between <em>m<sub>i</sub></em> and <em>M<sub>i</sub></em> counters, but first the opponent may forbid up to
      <em>c<sub>i</sub></em> of those choices. Whoever cannot move loses.
      <a href="https://www.combinatorics.org/ojs/index.php/eljc/article/view/v10i1n4" rel="noopener">Flammenkamp, Holshouser &amp; Reiter,
      <cite>Dynamic One-Pile Blocking Nim</cite>, EJC 10 (2003) #N4</a>.`,
    load: () => import('./blocking/section.js').then((m) => m.blockingSection),
  },
  {
    sec: 'cut-the-knot',
    family: 'cut_the_knot',
    tab: 'Cut-the-Knot',
    title: 'Nim Lab — Cut The Knot’s single-pile games: Min/Max, take-away, Grundy values',
    tagline: `The single-pile games of Cut The Knot’s applets: take between <em>Min</em> and
      <em>Max</em> counters (or any number from a set), or take anything but the whole pile and then at most
      <em>f</em>(previous take). Grundy numbers by the mex rule, Schwenk’s sequence <em>H</em>, and sums of games.
      A. Bogomolny, <cite>Single Pile Games</cite>, Cut The Knot (2002); A. J. Schwenk, <cite>Take-Away Games</cite>,
      Fibonacci Quarterly 8 (1970) 225–234.`,
    load: () => import('./cut_the_knot/section.js').then((m) => m.cutTheKnotSection),
  },
  {
    sec: 'single-delete',
    family: 'single_delete',
    tab: 'Single-delete Nim',
    title: 'Nim Lab — single-delete Nim: k piles, the theorems against search',
    tagline: `<em>k</em> piles of counters. A move deletes one pile entirely and splits
      one of the others into two non-empty piles, so there are always <em>k</em> piles. A player who cannot move loses.
      <a href="https://arxiv.org/abs/2411.19453" rel="noopener"><cite>Single-delete Nim</cite>, arXiv 2411.19453 (2024)</a>.`,
    load: () => import('./single_delete/section.js').then((m) => m.singleDeleteSection),
  },
];
