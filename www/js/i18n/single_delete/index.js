// The catalogues of the engine's single-delete Nim sentences: its hints and reasons (one file a language, loaded when it is chosen).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('single_delete', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
