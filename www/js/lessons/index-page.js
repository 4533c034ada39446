// The Lessons page (www/lessons/index.html): its words in the language of its link (`lang`, as a
// lesson's), a menu to switch, and its links to the lessons carrying the choice. The page is its
// own English: an English reader loads this module and nothing else.
import '../i18n/lesson-index/index.js';
import { languageMenu, startLanguage } from './language.js';

languageMenu();
startLanguage();
