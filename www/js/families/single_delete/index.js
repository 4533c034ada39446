// Single-delete Nim (src/games/single_delete; arXiv 2411.19453): what the family is, for the
// registry (core/registry.js describes each part). Its solver and games live in a worker between
// requests (a service, answered by engine.js's deleteRequest; client.js is the page's end).

import { register } from '../../core/registry.js';

export const family = register({
  name: 'single_delete',
  engine: () => import('./engine.js'),
  // the wasm packages its lesson pages ask for (lessons/package.js; dist preloads the first)
  lessonPackages: ['nimlab_single_delete', 'nimlab'],
  sections: [
    { sec: 'single-delete', load: () => import('./section.js').then((m) => m.singleDeleteSection) },
  ],
  // (the catalogue parts its games' words come from: their language pack, core/registry.js)
  gameWords: ['single_delete', 'single_delete_play'],
  games: {
    'single-delete': { packages: ['nimlab_single_delete', 'nimlab'], load: () => import('./games.js').then((m) => m.singleDeleteGame) },
  },
  services: {
    'single-delete': (engine, request) => engine.deleteRequest(request),
  },
  packages: {
    // the family alone and the elements' vocabulary, built for size (src/spec/packages.rs)
    nimlab_single_delete: () => import('../../../pkg/nimlab_single_delete.js'),
  },
  styles: ['single_delete.css'],
});
