// The registry of what a course page embeds, by widget name (the names of the engine's
// elementSpec()): the game kinds the player widget drives and the views. The elements and
// embed.html load this, never the playground's sections (families/index.js) or its state.
//
// Lazy: each entry names its module and the wasm package it needs, and load() fetches the module
// when an element first shows that widget, so that a page with one move-function game never
// fetches the other families' boards. The package is the engine's (elementSpec()'s `package`,
// compared with this table in tests/e2e/embed.test.mjs): 'nimlab_move_fn', the course-page package
// (the move-function game alone), or 'nimlab', the full one (see core/engine.js).

const moveFnGame = () => import('./move_fn/games.js');
const cutTheKnot = () => import('./cut_the_knot/games.js');
const moveFnViews = () => import('./move_fn/views.js');

/** An entry: the package it needs and load() → a Promise of the game kind or view. */
function entry(pkg, load, name) {
  return { package: pkg, load: () => load().then((module) => module[name]) };
}

/** Game kinds by widget name. */
export const games = {
  'move-fn': entry('nimlab_move_fn', moveFnGame, 'moveFnGame'),
  blocking: entry('nimlab', () => import('./blocking/games.js'), 'blockingGame'),
  subtraction: entry('nimlab', cutTheKnot, 'subtractionGame'),
  'take-away': entry('nimlab', cutTheKnot, 'takeawayGame'),
  sum: entry('nimlab', cutTheKnot, 'sumGame'),
  'single-delete': entry('nimlab', () => import('./single_delete/games.js'), 'singleDeleteGame'),
};

/** Views by widget name. */
export const views = {
  table: entry('nimlab', moveFnViews, 'tableView'),
  base: entry('nimlab', moveFnViews, 'baseView'),
  plot: entry('nimlab', moveFnViews, 'plotView'),
};

/** The package a widget needs; an unknown name needs none beyond the small one (either
 *  package checks the name and says what is wrong). `attr(name)` reads an attribute: a
 *  move-function game with a period t other than 1 is periodic, whose games the small package
 *  leaves out (the engine's elementSettings says so too, and the element then loads the full one). */
export function widgetPackage(name, attr = () => null) {
  const t = (attr('t') ?? '').trim();
  if (name === 'move-fn' && t !== '' && t !== '1') return 'nimlab';
  return (games[name] || views[name] || { package: 'nimlab_move_fn' }).package;
}
