// The catalogues of the periodic move-function section's words (f(n, x)): its cards, theorem
// checks, Example 2 panel, tables, bases and representation (www/js/families/move_fn/periodic/).
// English is static, shown at once (the section's head before the engine arrives; the
// representation in a lesson); another language's file loads when it is chosen. The engine's own
// sentences (hints, reasons) are the part move_fn; the example chips' "or" is move_fn_section's.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('move_fn_periodic_section', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
