// The catalogues of blocking Nim's game's words: the board, the lists and ranges of takes, the
// status line, hints, announcements and move log (www/js/families/blocking/board.js, turn.js,
// games.js). A course page's game loads this part alone (the section loads it too); English is
// static, shown at once; another language's file loads when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('blocking_play', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
