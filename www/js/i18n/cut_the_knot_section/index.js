// The catalogues of the Cut-the-Knot section’s words: its tabs, the move function’s card and
// the three parts’ cards (www/js/families/cut_the_knot/). English is static, shown at
// once; another language's file loads when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('cut_the_knot_section', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
