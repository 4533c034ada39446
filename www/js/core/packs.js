// A language pack's text as its catalogue writes it. scripts/build/langpacks.mjs writes each pack
// in an alphabet of its own (packAlphabet), without the ids of messages that are the English
// catalogue's (unkeyed), and core/i18n.js reads it back through these as the pack loads (it
// imports this module with the first pack: a page in English never loads it); the build refuses
// a pack that does not read back as its catalogue.

/** The chars a pack's alphabet gives a word of its own (scripts/build/langpacks.mjs CODES). */
const CODE = '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]';

/** A pack's alphabet (char → the text it stands for) from its module's `words` (each of its code
 *  chars followed by the text it stands for) and `swaps` (pairs of letters that trade places). A
 *  pack is written in an alphabet of its own (scripts/build/langpacks.mjs packAlphabet): its
 *  language's most frequent words and letters on the chars UTF-8 writes in one byte — an Arabic
 *  letter is two bytes, a Chinese one three — so that gzip finds fewer, shorter literals. */
export function alphabetOf(words = '', swaps = '') {
  const table = {};
  for (const [, code, word] of words.matchAll(new RegExp(`(${CODE})((?:(?!${CODE})[^])*)`, 'g'))) table[code] = word;
  const pairs = [...swaps];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    table[pairs[i]] = pairs[i + 1];
    table[pairs[i + 1]] = pairs[i];
  }
  return table;
}

/** A pack's part as its catalogue writes it, from its text in `alphabet` (alphabetOf). */
export function unpack(text, alphabet) {
  const codes = Object.keys(alphabet);
  if (!codes.length) return text;
  const any = new RegExp(`[${codes.map((c) => `\\u{${c.codePointAt(0).toString(16)}}`).join('')}]`, 'gu');
  return text.replace(any, (c) => alphabet[c]);
}

/** A pack module's alphabet (alphabetOf), read once however many of its parts load. */
const alphabets = new WeakMap();
function alphabetFor(pack) {
  if (!alphabets.has(pack)) alphabets.set(pack, alphabetOf(pack.words, pack.swaps));
  return alphabets.get(pack);
}

/** The FTL text of `part` in a pack module (`{parts, words, swaps}`): unpacked, and with its
 *  messages' ids where the pack left them out (`= value` lines: its messages are the English
 *  catalogue's, in its order, and the page has that catalogue, its fallback: `english()` → a
 *  Promise of its text). */
export function partOf(pack, part, english) {
  const text = unpack(pack.parts[part], alphabetFor(pack));
  return /^=/m.test(text) ? english().then((ftl) => withIds(text, ftl)) : text;
}

/** The ids of an FTL text's messages in order: each line that starts with a letter opens a message
 *  (a term opens with `-`, a comment with `#`; a pattern's further lines and its attributes are
 *  indented). */
export const messageIds = (ftl) => [...ftl.matchAll(/^([A-Za-z][\w-]*) *=/gm)].map((m) => m[1]);

/** `text` (a pack's part without ids) with the nth `=` line given the nth message id of `english`;
 *  a bare `=` line (a message the pack leaves out: scripts/build/langpacks.mjs PACK_MESSAGES)
 *  takes its id and goes. */
export function withIds(text, english) {
  const ids = messageIds(english);
  let i = 0;
  // (a message's value may open on its next line, indented: a bare line is followed by none)
  return text.replace(/^=\n?/gm, (m, at) => (/^=(\n(?! )|$)/.test(text.slice(at, at + 3)) ? (i++, '') : `${ids[i++]} =${m.slice(1)}`));
}
