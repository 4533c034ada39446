// Blocking Nim (src/games/blocking; Flammenkamp, Holshouser & Reiter 2003): what the family is,
// for the registry (core/registry.js describes each part).

import { register } from '../../core/registry.js';

export const family = register({
  name: 'blocking',
  engine: () => import('./engine.js'),
  // the wasm packages its lesson pages ask for (lessons/package.js; dist preloads the first)
  lessonPackages: ['nimlab_blocking', 'nimlab'],
  sections: [
    { sec: 'blocking', load: () => import('./section.js').then((m) => m.blockingSection) },
  ],
  // (the catalogue parts its games' words come from: their language pack, core/registry.js)
  gameWords: ['blocking', 'blocking_play'],
  games: {
    blocking: { packages: ['nimlab_blocking', 'nimlab'], load: () => import('./games.js').then((m) => m.blockingGame) },
  },
  jobs: {
    // brute force: upto piles at each of `moves` moves
    blocking: { size: (job) => job.upto * job.moves, start: (engine, job) => engine.analysisJob(job) },
  },
  packages: {
    // the family alone and the elements' vocabulary, built for size (src/spec/packages.rs)
    nimlab_blocking: () => import('../../../pkg/nimlab_blocking.js'),
  },
  styles: ['blocking.css'],
});
