// The catalogues of the engine's blocking-Nim sentences (one file a language, loaded when it is chosen).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('blocking', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
