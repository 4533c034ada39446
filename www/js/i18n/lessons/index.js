// The catalogues of the lessons' own words (www/js/lessons/ and the questions' frame). English is
// static: the lesson bar, the glossary and the questions are drawn by the page's script, in
// English at once on a page that never chooses a language.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('lessons', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
