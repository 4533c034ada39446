// The catalogues of the lesson page www/lessons/single-delete-nim.html: its blocks of text by data-l10n-id (en.js is written from the
// page by scripts/lesson-l10n.mjs). The page is its own English, so English's file too loads
// only when a language is chosen (switching back to English after another).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('lesson-single-delete-nim', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
