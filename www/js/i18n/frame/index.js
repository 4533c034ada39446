// The catalogues of the frame around every widget (English at once, with the widget; another
// language's file when it is chosen).
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('frame', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
