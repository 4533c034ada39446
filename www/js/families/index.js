// Every family, in the playground's tab order: each folder here is one family, named as its Rust
// module under src/games/, and declares itself in its index.js (registered in core/registry.js,
// which describes each part). Whatever hosts families imports this module: the playground
// (main.js), the elements (elements/index.js: course pages, embed.html, the lessons) and the
// worker (worker.js). Adding a family: the checklist in the README ("Adding a family"), which
// tests/e2e/architecture.test.mjs walks for every family.
//
// A section (one per tab) is declared as {sec, tab, load}:
//   sec        the value of the URL key `sec`, the family's name in kebab-case ('periodic' is a
//              part of move_fn; the old values are aliases in the engine's spec); its mount
//              point is <div id="sec-{sec}"> (main.js makes it), its tab #tab-{sec};
//              body[data-section] = sec
//   tab        the tab's label;
//   load()     → its module's section, imported when the section is first shown (the page loads
//              only the shown section's code; the elements' and the worker's bundles never hold
//              it: scripts/dist.mjs), an object {title, head?, mount}:
//   title      the document title while shown (the header's sentence, the rules and the paper,
//              is index.html's <p class="tagline" data-sec="{sec}">: it shows before the engine);
//   head       optional: the markup of the section's first card's heading and introduction, the
//              first children of that card in mount's DOM (the same string): static text, no
//              result of the engine. main.js draws it, while the engine loads, in index.html's
//              placeholder card, where the section's card will show it (the reader has the text,
//              and it stays where it is when the section replaces the placeholder);
//   mount(host) → {start(), render(), share()}: builds the section's DOM into host (when first
//              shown); start() computes what it shows (once); render() redraws after a change
//              (once per frame, while shown); share() lists what the Share / Embed dialog offers
//              for the current settings: [{label, widget, attrs}].
//
// A game kind (what the player widget drives) and a view (what a view element draws) are
// described in widgets/player.js and families/move_fn/views.js.

import './move_fn/index.js';
import './blocking/index.js';
import './cut_the_knot/index.js';
import './single_delete/index.js';
