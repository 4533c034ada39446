// The catalogues of single-delete Nim's analysis (the paper's statements checked, why a position is
// P or N: src/games/single_delete/messages.rs, ANALYSIS), one file a language, loaded when it is
// chosen; the section's checks and map and the lesson register them (a course page's one game
// never loads them). Their sentences name statements and valuations from the part single_delete.
import { registerCatalogues } from '../../core/i18n.js';

registerCatalogues('single_delete_analysis', {
  en: () => import('./en.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
