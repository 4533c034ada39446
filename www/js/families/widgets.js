// The registry of what a course page embeds, by widget name (the names of the engine's
// elementSpec()): the game kinds the player widget drives and the views. The elements and
// embed.html load this, never the playground's sections (families/index.js) or its state.

import { moveFnGame } from './move_fn/games.js';
import { blockingGame } from './blocking/games.js';
import { subtractionGame, takeawayGame, sumGame } from './cut_the_knot/games.js';
import { deleteGame } from './single_delete/games.js';
import { tableView, baseView, plotView } from './move_fn/views.js';

/** Game kinds by widget name. */
export const games = {
  'move-fn': moveFnGame,
  blocking: blockingGame,
  subtraction: subtractionGame,
  'take-away': takeawayGame,
  sum: sumGame,
  'single-delete': deleteGame,
};

/** Views by widget name. */
export const views = {
  table: tableView,
  base: baseView,
  plot: plotView,
};
