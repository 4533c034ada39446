// The catalogues of the game-playing widgets' words (the player, its boards, the move log, the
// record, the value strip): English imported with the widgets, so that a game shows its words at
// once on any page (an element, a lesson, an LMS package) without Fluent; every other language a
// file loaded when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('play', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
