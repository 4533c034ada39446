// Each widget's room before it is drawn, in px: [wide, phone (≤ 700 px)]. The elements keep it
// from the moment they are defined (element.js, their host sheet), and www/nimlab-elements.css —
// which a course page links, for the time before the script runs — says the same in CSS; a test
// (tests/e2e/css.test.mjs) reads both and fails when they differ. A key is `<tag>` or
// `<tag>=<game>` (nim-lab-<tag>, its game attribute).

export const rooms = {
  game: [450, 790], 'game=blocking': [466, 670], 'game=subtraction': [372, 550], 'game=take-away': [586, 910],
  'game=sum': [460, 630], 'game=single-delete': [498, 718], table: [684, 648], plot: [604, 436], base: [462, 620],
};
