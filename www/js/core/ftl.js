// English without Fluent's library: a reader of the Fluent that our English catalogues use, so
// that a page shown in English (most readers, every LMS package so far) never downloads
// @fluent/bundle. It answers the two calls core/i18n.js makes of a FluentBundle — getMessage(id)
// and formatPattern(pattern, args) — for: messages and terms (`-x`), attributes (`.name =`),
// values over several lines (dedented and joined by a newline, as Fluent does), variables
// (`{ $x }`, a number formatted as English writes it), terms (`{ -x }`), string literals with
// `\uXXXX` escapes and selectors (`{ $n -> [one] … *[other] … }`: an exact key, then English's
// plural category, then the default). Anything else (a function call) shows as `{…}` — the slow
// twin of this fast path is @fluent/bundle itself, and tests/e2e/i18n.test.mjs formats every
// English message with both and compares.

const ENTRY = /^(-?[a-zA-Z][\w-]*) *= *(.*)$/;
const ATTRIBUTE = /^\s+\.([a-zA-Z][\w-]*) *= *(.*)$/;

// Intl's English rules only where a number is not a safe integer: the first Intl.NumberFormat a
// page makes costs 14-33 ms of its main thread (ICU's number formatting set up; Intl.PluralRules a
// few more), on every page and iframe in English, before its first drawing (measured in Chromium;
// ×4 on Lighthouse's phone). The integers, nearly every number our messages hold, are worded here
// as Intl words them (tests/e2e/i18n.test.mjs compares the two).
let plurals = null;
let numbers = null;

/** A number as Intl.NumberFormat('en') writes it: a safe integer with a comma every three digits. */
export function englishNumber(n) {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return (numbers ||= new Intl.NumberFormat('en')).format(n);
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += ',' + digits.slice(i, i + 3);
  return (n < 0 ? '-' : '') + out;
}

/** English's plural category of a number, as Intl.PluralRules('en') gives it: 'one' for an integer
 *  of absolute value 1, 'other' for every other integer. */
export function englishPlural(n) {
  if (!Number.isSafeInteger(n)) return (plurals ||= new Intl.PluralRules('en')).select(n);
  return Math.abs(n) === 1 ? 'one' : 'other';
}

/** One English catalogue, read from its FTL text. */
export class EnglishBundle {
  constructor(ftl) {
    /** id ('-x' for a term) → {value, attributes: {name: pattern}} (patterns as text). */
    this.entries = new Map();
    let entry = null;
    let lines = null; // the lines of the pattern being read
    const close = () => {
      if (!lines) return;
      const text = dedent(lines);
      if (lines.attribute) entry.attributes[lines.attribute] = text;
      else entry.value = text || null;
      lines = null;
    };
    for (const line of ftl.split('\n')) {
      const start = ENTRY.exec(line);
      const attribute = entry && ATTRIBUTE.exec(line);
      if (start) {
        close();
        entry = { value: null, attributes: {} };
        this.entries.set(start[1], entry);
        lines = Object.assign([start[2]], { attribute: null });
      } else if (attribute && !open(lines)) {
        close();
        lines = Object.assign([attribute[2]], { attribute: attribute[1] });
      } else if (lines && /^\s/.test(line)) {
        lines.push(line);
      } else if (!line.trim() && lines) {
        lines.push('');
      } else {
        close(); // a comment, or text outside an entry
        entry = line.trim() ? null : entry;
      }
    }
    close();
  }

  /** A message (not a term) by id, as FluentBundle.getMessage gives it. */
  getMessage(id) {
    return id.startsWith('-') ? undefined : this.entries.get(id);
  }

  /** A pattern with its placeables filled from `args`. */
  formatPattern(pattern, args = null) {
    return this.fill(pattern, args || {});
  }

  fill(pattern, args) {
    let out = '';
    let rest = pattern;
    for (let open = rest.indexOf('{'); open >= 0; open = rest.indexOf('{')) {
      out += rest.slice(0, open);
      const close = matching(rest, open);
      out += this.placeable(rest.slice(open + 1, close).trim(), args);
      rest = rest.slice(close + 1);
    }
    return out + rest;
  }

  /** One placeable's text. */
  placeable(inner, args) {
    const arrow = topLevel(inner, '->');
    if (arrow >= 0) return this.select(this.value(inner.slice(0, arrow).trim(), args), inner.slice(arrow + 2), args);
    const value = this.value(inner, args);
    return typeof value === 'number' ? englishNumber(value) : String(value);
  }

  /** The value of an expression: a variable's argument, a term's text, a string literal. */
  value(expr, args) {
    if (expr.startsWith('$')) {
      const name = expr.slice(1);
      return name in args ? args[name] : `{${expr}}`;
    }
    if (expr.startsWith('-')) {
      const term = this.entries.get(expr);
      return term?.value != null ? this.fill(term.value, {}) : `{${expr}}`;
    }
    if (/^"(?:[^"\\]|\\.)*"$/.test(expr)) {
      return expr.slice(1, -1).replace(/\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{6})|\\(.)/g, (_, u4, u6, ch) => (u4 || u6 ? String.fromCodePoint(parseInt(u4 || u6, 16)) : ch));
    }
    if (/^-?\d+(\.\d+)?$/.test(expr)) return Number(expr);
    return `{${expr}}`;
  }

  /** A selector's variant: the key equal to the value, then (a number) its plural category, then
   *  the default (`*[…]`). */
  select(value, text, args) {
    const variants = [];
    let rest = text;
    for (let key = /(\*?)\[\s*([^\]\s]+)\s*\]/.exec(rest); key; key = /(\*?)\[\s*([^\]\s]+)\s*\]/.exec(rest)) {
      rest = rest.slice(key.index + key[0].length);
      const end = nextVariant(rest);
      variants.push({ default: key[1] === '*', key: key[2], pattern: dedent(rest.slice(0, end).split('\n')) });
      rest = rest.slice(end);
    }
    const number = typeof value === 'number' ? value : null;
    const chosen = variants.find((v) => (number !== null && /^-?\d/.test(v.key) ? Number(v.key) === number : v.key === String(value)))
      || (number !== null && variants.find((v) => v.key === englishPlural(number)))
      || variants.find((v) => v.default);
    return chosen ? this.fill(chosen.pattern, args) : '';
  }
}

/** Whether a pattern's lines so far leave a placeable open (an attribute-like line inside a
 *  selector is a variant's text, not an attribute). */
function open(lines) {
  if (!lines) return false;
  let depth = 0;
  for (const ch of lines.join('\n')) depth += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  return depth > 0;
}

/** A pattern's lines joined as Fluent joins them: the first line's text, then the continuation
 *  lines less their common indent, by newlines; blank lines at either end dropped. */
function dedent(lines) {
  const [first, ...more] = lines;
  const indent = Math.min(...more.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  const body = more.map((l) => l.slice(Number.isFinite(indent) ? indent : 0));
  const all = [first.trim() ? first.trimStart() : '', ...body];
  while (all.length && !all[0].trim()) all.shift();
  while (all.length && !all[all.length - 1].trim()) all.pop();
  return all.join('\n').replace(/[ \t]+$/, '');
}

/** The index of the `}` closing the `{` at `open`. */
function matching(text, open) {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The first index of `needle` outside braces and quotes, or −1. */
function topLevel(text, needle) {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (ch === '"') i = matchingQuote(text, i);
    else if (!depth && text.startsWith(needle, i)) return i;
  }
  return -1;
}

function matchingQuote(text, at) {
  for (let i = at + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

/** Where the variant text starting `text` ends: at the next variant key outside braces, or at
 *  the end. */
function nextVariant(text) {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    else if (ch === '"') i = matchingQuote(text, i);
    else if (!depth && ch === '\n' && /^\s*\*?\[/.test(text.slice(i + 1))) return i;
  }
  return text.length;
}
