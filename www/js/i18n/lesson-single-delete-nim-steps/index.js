// The catalogues of the sentences the lesson "Single-delete Nim" composes in its script
// (families/single_delete/lessons/single-delete-nim/: questions, verdicts, live facts, the
// conjectures' evidence). English is static: the questions' prompts show at once.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('lesson-single-delete-nim-steps', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
