// The registry of the playground's sections, in tab order (the games and views a course page
// embeds are in widgets.js, so that the elements never load the playground's sections or state).
// Adding a game family is one folder here (named as its Rust module under src/games/) and a line
// here and in widgets.js.
//
// A section (one per tab) is an object:
//   sec        the value of the URL key `sec` ('one', 'periodic', 'blocking', 'knot', 'delete')
//   name       its mount point is <div id="sec-{name}"> in index.html; body[data-section] = name
//   family     its folder (= the Rust module)
//   tab        the tab's label; title: the document title while shown;
//   tagline    the header's sentence: the rules and the paper (constant HTML, ours)
//   mount(host) → {start(), render(), share()}: builds the section's DOM into host (at boot, even
//              while hidden); start() computes what it shows (once, when first shown); render()
//              redraws after a change (once per frame, while shown); share() lists what the
//              Share / Embed dialog offers for the current settings: [{label, widget, attrs}].
//
// A game kind (what the player widget drives) and a view (what a view element draws) are
// described in widgets/player.js and families/move_fn/views.js.

import { fnSection } from './move_fn/section.js';
import { periodicSection } from './move_fn/periodic.js';
import { blockingSection } from './blocking/section.js';
import { knotSection } from './cut_the_knot/section.js';
import { deleteSection } from './single_delete/section.js';

export const sections = [fnSection, periodicSection, blockingSection, knotSection, deleteSection];
