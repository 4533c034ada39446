// The catalogues of the engine's sentences about an analysis of f(x) (the main theorem, the
// condition, storage, growth) and of the check against brute force that the periodic analysis
// shares: the views that show them (families/move_fn/analysis-view.js, periodic/theorems.js) and
// the lessons register this part, a course page's game does not (one file a language, loaded when
// it is chosen; English is the engine's own words, which say() shows as they come).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('move_fn_analysis', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
