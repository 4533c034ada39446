// The catalogues of the engine's sentences about an analysis of a periodic f(n, x) (Theorems 1
// and 2, condition (2), the conclusions and their counterexamples, Example 2): the periodic views
// that show them (families/move_fn/periodic/theorems.js) and the periodic lesson register this
// part, a course page's game does not (one file a language, loaded when it is chosen; English is
// the engine's own words, which say() shows as they come). The check against brute force is the
// part move_fn_analysis.
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('move_fn_periodic_analysis', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
