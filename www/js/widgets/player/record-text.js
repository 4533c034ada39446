// The game as text (widgets/player.js): what the game record shows and saves (record.js), and
// what the controller's record() returns the moment a game is over (so it is not loaded lazily).

import { me, resultWords } from './state.js';
import { t } from '../../core/i18n.js';
import '../play-words.js';

/** The move log's lines as text, one a move. */
export const logItems = (log) => [...log.children].map((li) => li.textContent.replace(/\s+/g, ' ').trim());

/** The game as text: what was played, by whom, with the engine's reasons, and the result. */
export function recordText(p, items, pos) {
  const settings = Object.entries(p.options.settings() || {})
    .filter(([k, v]) => !['theme', 'hints', 'widget', 'first', 'level', 'lang', 'onStart'].includes(k) && typeof v !== 'function')
    .map(([k, v]) => `${k} = ${v}`).join(', ');
  const won = pos.winner === me(p);
  return [
    `Nim Lab — ${p.options.title || p.kind.name}${settings ? ` (${settings})` : ''}`,
    t(p.first === 'you' ? 'play-record-first-you' : 'play-record-first-engine', { level: p.level }),
    ...items.map((item, i) => `${i + 1}. ${item}`),
    resultWords(won),
  ].join('\n');
}
