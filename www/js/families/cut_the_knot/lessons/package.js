// The wasm package of this family's lesson page, asked for by the first import of its entry
// module, before its elements are drawn, so that the lesson and its elements share it: the full
// one, since the lesson plays the move-function family's games too (Fibonacci Nim's take-away
// game beside the subtraction games), which no family's own package holds with this one's.

// (the families registered first: core/engine.js finds the package's loader there)
import '../../index.js';
import { family } from '../index.js';
import { ready } from '../../../core/engine.js';

ready(family.lessonPackages).catch(() => {}); // (lessonReady's ready() says why it did not load)
