// The wasm package of this family's lesson page, asked for by the first import of its entry
// module, before its elements are drawn, so that the lesson and its elements share it: the
// family's own (src/spec/packages.rs), which holds checkF too; the lesson's take-away games (the
// move-function game of f from (n, n − 1), Fibonacci Nim's for 2x) are this family's
// TakeawayGame, so no move-function export is asked.

// (the families registered first: core/engine.js finds the package's loader there)
import '../../index.js';
import { family } from '../index.js';
import { ready } from '../../../core/engine.js';

ready(family.lessonPackages).catch(() => {}); // (lessonReady's ready() says why it did not load)
