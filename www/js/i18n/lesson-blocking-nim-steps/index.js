// The catalogues of the sentences the Blocking Nim lesson's script composes
// (www/js/families/blocking/lessons/blocking-nim/): its questions' prompts and choices, its
// verdicts' answers and clues, its live facts and conjectures, the example chips' and buttons'
// words. English is static: the prompts show at once, on a page that never chooses a language.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('lesson-blocking-nim-steps', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
