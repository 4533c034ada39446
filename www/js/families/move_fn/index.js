// The move-function family (src/games/move_fn): the game f(x) (Holshouser & Reiter 2003) and its
// periodic generalisation f(n, x) (2006). What the family is, for the registry (core/registry.js
// describes each part); light: plain declarations, and loaders of the modules that do the work.

import { register } from '../../core/registry.js';

const views = () => import('./views.js');

export const family = register({
  name: 'move_fn',
  engine: () => import('./engine.js'),
  // the wasm packages its lesson pages ask for (lessons/package.js; dist preloads the first, and
  // core/engine.js's ready() takes the one a page's loader names, data-wasm): a lesson's own in
  // an LMS package (`lessonPackage`, scripts/build/lms.mjs) when it asks less than the family's
  // whole — Fibonacci Nim shows the game f(x) and its views alone (no periodic f(n, x), no URL
  // fields), which the views' package holds: 38 KB less in each of its zips
  lessonPackages: ['nimlab_move_fn_all', 'nimlab_move_fn_views', 'nimlab'],
  lessonPackage: { 'fibonacci-nim': 'nimlab_move_fn_views' },
  sections: [
    { sec: 'move-fn', load: () => import('./section.js').then((m) => m.moveFnSection) },
    { sec: 'periodic', load: () => import('./periodic/section.js').then((m) => m.periodicSection) },
  ],
  // (the catalogue parts its games' words come from: their language pack, core/registry.js)
  gameWords: ['move_fn'],
  games: {
    // (elementSettings sends a periodic game, t ≥ 2, to the family's whole package; the game
    // looks as the core styles alone draw it: a page of these games loads no family's CSS)
    'move-fn': { packages: ['nimlab_move_fn', 'nimlab_move_fn_views', 'nimlab_move_fn_all', 'nimlab'], coreStyles: true, load: () => import('./games.js').then((m) => m.moveFnGame) },
  },
  views: {
    table: { packages: ['nimlab_move_fn_views', 'nimlab_move_fn_all', 'nimlab'], load: () => views().then((m) => m.tableView) },
    base: { packages: ['nimlab_move_fn_views', 'nimlab_move_fn_all', 'nimlab'], load: () => views().then((m) => m.baseView) },
    plot: { packages: ['nimlab_move_fn_views', 'nimlab_move_fn_all', 'nimlab'], load: () => views().then((m) => m.plotView) },
  },
  jobs: {
    // g(1..upto), and t games of upto values each
    fn: { size: (job) => job.upto, start: (engine, job) => engine.analysisJob(job) },
    periodic: { size: (job) => job.upto * job.t, start: (engine, job) => engine.periodicAnalysisJob(job) },
  },
  packages: {
    // the course-page package: the game f(x) and the elements' vocabulary, built for size
    nimlab_move_fn: () => import('../../../pkg/nimlab_move_fn.js'),
    // the game f(x) and its views (a table, the g-base, a plot), no periodic f(n, x), built for size
    nimlab_move_fn_views: () => import('../../../pkg/nimlab_move_fn_views.js'),
    // the whole family (its views, periodic games, analyses; the lessons'), built for size
    nimlab_move_fn_all: () => import('../../../pkg/nimlab_move_fn_all.js'),
  },
  styles: ['move_fn.css'],
});
