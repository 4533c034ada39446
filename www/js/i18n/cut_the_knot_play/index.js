// The catalogues of Cut The Knot's games' words: the subtraction game's end, the boards of the
// take-away game and of a row of games, the row's moves (www/js/families/cut_the_knot/games.js and
// the boards). A course page's game loads this part alone; English is static, shown at once;
// another language's file loads when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('cut_the_knot_play', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
