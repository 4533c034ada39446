// The catalogues of the single-delete Nim section’s words: its cards, verdicts, groups and map
// (www/js/families/single_delete/; the game's words are single_delete_play). English is static,
// shown at once (the section's head before the engine arrives; the views in a lesson); another
// language's file loads when it is chosen.
import { registerCatalogues } from '../../core/i18n.js';
import { ftl as en } from './en.js';

registerCatalogues('single_delete_section', {
  en,
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  de: () => import('./de.js'),
  'pt-BR': () => import('./pt-BR.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
});
