// The catalogues of the move-function section's words: its cards, verdict banner, g-base facts,
// representation and views (www/js/families/move_fn/: section.js, analysis-view.js,
// representation.js, views.js, examples.js). English is static, shown at once (a view in an
// element, on a page that never chooses a language); another language's file loads when it is
// chosen. The engine's own sentences (hints, reasons) are the part move_fn.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('move_fn_section', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
