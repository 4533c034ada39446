// The catalogues of the sentences the Fibonacci Nim lesson's script composes
// (www/js/families/move_fn/lessons/fibonacci-nim/): its questions' prompts and choices, its
// verdicts' answers and clues, its live facts and conjectures, the rule chips' notes. English is
// static: the prompts show at once, on a page that never chooses a language.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('lesson-fibonacci-nim-steps', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
