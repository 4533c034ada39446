// The catalogues of single-delete Nim's game's words: the piles in binary, the board, the hints,
// announcements, move log and keys (www/js/families/single_delete/digits.js, board.js, games.js).
// A course page's game loads this part alone (the section loads it too); English is static,
// shown at once; another language's file loads when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('single_delete_play', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
