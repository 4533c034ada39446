// The catalogues of the Share / Embed dialog (English at once, with the dialog; another
// language's file when it is chosen).
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('share', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
