// Nim Lab's custom elements for a course page: one <script type="module" src=".../nimlab-elements.js">
// and then <nim-lab-game game="move-fn" f="2x" pile="20" max="19" first="you"></nim-lab-game>,
// <nim-lab-table f="2x" upto="100"></nim-lab-table>, … (see the README's "Embedding").
import './js/elements/index.js';
