// A language pack's text as its catalogue writes it. scripts/build/langpacks.mjs writes each pack
// in an alphabet of its own (packAlphabet) and core/i18n.js reads it back through these as the
// pack loads; the build refuses a pack that does not read back as its catalogue.

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
