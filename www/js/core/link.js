// What a page's link (its query string) holds, read as a browser reads it, and the words for
// what a page did not use of it. The playground's own keys are read by the engine (parseState);
// this module only sees what the engine's reading does not say: a key given twice, a key a page
// does not read at all (the embed's non-attributes, anything given to a lesson).

const longest = 120;

/** The query's [key, value] pairs in order, decoded like URLSearchParams ('+' is a space,
 *  malformed escapes kept as typed). */
export function linkPairs(search = location.search) {
  return [...new URLSearchParams(search)];
}

/** The query with each key and value encoded again from linkPairs(): what the playground gives
 *  the engine's parseState, so that it decodes its link exactly as the browser, the embed and
 *  the lessons do (a malformed escape such as '%+1' or '%E0%A4%A' stays text for all of them). */
export function linkQuery(search = location.search) {
  return new URLSearchParams(search).toString();
}

/** Keys given more than once: Map key → count. */
export function repeatedKeys(pairs) {
  const counts = new Map();
  for (const [key] of pairs) counts.set(key, (counts.get(key) || 0) + 1);
  return new Map([...counts].filter(([, n]) => n > 1));
}

/** A key or value as a notice quotes it: at most 120 characters, control characters shown. */
export function quoted(text) {
  return `'${shortened(text, longest)}'`;
}

/** A key or value as a notice shows it: control characters as \uXXXX and at most max characters
 *  (a longer one says how long it was). */
export function shortened(text, max = longest) {
  const s = String(text).replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const chars = [...s];
  return chars.length <= max ? s : `${chars.slice(0, max).join('')}… (${chars.length} characters)`;
}

/** A notice's line made readable: the engine's messages quote what they were given, which in a
 *  link can be thousands of characters; a long run without spaces keeps its start and end, and
 *  so does a line still too long (the key comes first in a message, the reason last). */
export function readable(line) {
  const elide = (chars, head, tail) => `${chars.slice(0, head).join('')}…${chars.slice(-tail).join('')} (${chars.length} characters)`;
  const text = String(line).replace(/\S{81,}/gu, (run) => elide([...run], 50, 12));
  const chars = [...text];
  return chars.length <= 600 ? text : elide(chars, 360, 160);
}
