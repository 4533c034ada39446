// Cut The Knot's single-pile games (src/games/cut_the_knot; Bogomolny 2002, Schwenk 1970):
// subtraction games, take-away games, Grundy values of (N, x) and sums. What the family is, for
// the registry (core/registry.js describes each part).

import { register } from '../../core/registry.js';
import { engine } from '../../core/engine.js';

const games = () => import('./games.js');

export const family = register({
  name: 'cut_the_knot',
  engine: () => import('./engine.js'),
  // the wasm packages its lesson pages ask for (lessons/package.js; dist preloads the first): the
  // family's own (its lesson asks the take-away game, not the move-function family's exports)
  lessonPackages: ['nimlab_cut_the_knot', 'nimlab'],
  sections: [
    { sec: 'cut-the-knot', load: () => import('./section.js').then((m) => m.cutTheKnotSection) },
  ],
  // (the catalogue parts its games' words come from: their language pack, core/registry.js)
  gameWords: ['cut_the_knot', 'cut_the_knot_play'],
  games: {
    subtraction: { packages: ['nimlab_cut_the_knot', 'nimlab'], load: () => games().then((m) => m.subtractionGame) },
    'take-away': { packages: ['nimlab_cut_the_knot', 'nimlab'], load: () => games().then((m) => m.takeawayGame) },
    sum: { packages: ['nimlab_cut_the_knot', 'nimlab'], load: () => games().then((m) => m.sumGame) },
  },
  jobs: {
    subtraction: { size: (job) => job.upto * 4, start: (e, job) => e.subtractionJob(job) },
    // the brute force of the take-away analysis is the cost: its range (the engine's) squared
    takeaway: { size: (job) => Math.min(job.upto, engine.takeawayRanges().bruteUpto) ** 2 / 20, start: (e, job) => e.takeawayJob(job) },
    // a Grundy table over (N, x) has N²/2 values
    grundy: { size: (job) => (job.upto * job.upto) / 2, start: (e, job) => e.grundyJob(job) },
  },
  packages: {
    // the family alone and the elements' vocabulary, built for size (src/spec/packages.rs)
    nimlab_cut_the_knot: () => import('../../../pkg/nimlab_cut_the_knot.js'),
  },
  styles: ['cut_the_knot.css'],
});
