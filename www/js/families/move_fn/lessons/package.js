// The wasm package of this family's lesson pages, asked for by the first import of each lesson's
// entry module, before its elements are drawn, so that the lesson and its elements share it:
// the family's own (src/spec/packages.rs: the family whole, with the fields its rule forms
// read), the smallest that holds everything the lesson asks (core/engine.js, ready()).

// (the families registered first: core/engine.js finds the package's loader there)
import '../../index.js';
import { family } from '../index.js';
import { ready } from '../../../core/engine.js';

ready(family.lessonPackages).catch(() => {}); // (lessonReady's ready() says why it did not load)
