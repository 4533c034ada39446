// The catalogues of blocking Nim's analysis (the conditions checked and the paper's claims judged:
// src/games/blocking/messages.rs, ANALYSIS), one file a language, loaded when it is chosen; the
// section's verdicts and runs views register them (a course page's one game never loads them).
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('blocking_analysis', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
