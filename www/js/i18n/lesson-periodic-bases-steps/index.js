// The catalogues of the sentences the lesson "Periodic rules and several bases" composes in its script
// (families/move_fn/lessons/periodic-bases/: questions, verdicts, live facts, the
// conjectures' evidence). English is static: the questions' prompts show at once.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('lesson-periodic-bases-steps', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
