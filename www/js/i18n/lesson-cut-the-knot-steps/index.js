// The catalogues of the sentences the lesson "Cut The Knot's single-pile games" composes in its
// script (families/cut_the_knot/lessons/cut-the-knot/: questions, verdicts, live facts, captions,
// the conjectures' evidence). English is static: the questions' prompts show at once.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('lesson-cut-the-knot-steps', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
