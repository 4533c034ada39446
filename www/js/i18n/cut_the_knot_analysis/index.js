// The catalogues of Cut The Knot's sentences that only its analyses show: the subtraction
// analysis' period and rule checks, the take-away analysis' hypotheses and claims, and the
// representation of a pile by Schwenk's H (the playground's section and the lesson import it; a
// course page's game does not). One file a language, loaded when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('cut_the_knot_analysis', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
