// The catalogues of the refusals of an illegal move (one file a language, loaded when it is
// chosen: an English page words them from the engine's own English).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('refusals', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
