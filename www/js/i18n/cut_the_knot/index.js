// The catalogues of the engine's Cut The Knot sentences: the hints and reasons of its three games (one file a language, loaded when it is chosen).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('cut_the_knot', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
