// The elements' core stylesheet without what cannot match inside a shadow root (scripts/dist.mjs,
// dist/css/core.css). The core files also style the playground's and the lessons' pages, so they
// hold rules for the document: `:root`, `html`, `body` (the page's type, background, its hiding
// while another language loads). A shadow root's selectors match in its own tree alone, which has
// no document root and holds no <html> or <body> element (the elements build neither), so every
// selector that starts with one of those matches nothing there: a course page's element downloaded
// them for nothing (0.14 KB gzipped of its 3.5 KB of CSS). Selectors are dropped, never rewritten;
// a rule keeps the others of its list (`:root, :host` stays as `:host`), and a @keyframes stays
// while a kept rule names it.

/** The top-level blocks of minified CSS: [{prelude, body}] (esbuild's output: no comments, and a
 *  brace inside a string never occurs in ours, which the caller checks by the classes kept). */
function blocks(css) {
  const out = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let j = open + 1;
    for (; depth && j < css.length; j++) {
      if (css[j] === '{') depth++;
      else if (css[j] === '}') depth--;
    }
    if (depth) throw new Error(`unbalanced braces after ${css.slice(i, open)}`);
    out.push({ prelude: css.slice(i, open).trim(), body: css.slice(open + 1, j - 1) });
    i = j;
  }
  return out;
}

/** A selector list split at its top-level commas (not those in :is(), :host() or [attr="a,b"]). */
function selectors(list) {
  const out = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) { if (c === quote) quote = null; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && !depth) { out.push(list.slice(start, i)); start = i + 1; }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim());
}

/** Whether a selector can only match the document's own elements (see the top of this file). */
const documentOnly = (selector) => /^(:root|html|body)(?![\w-])/i.test(selector);

/** The class names a stylesheet's selectors name. */
export const classesOf = (css) => new Set([...blocksDeep(css)].flatMap((b) => b.prelude.match(/\.[A-Za-z_][\w-]*/g) || []));

/** The at-rules whose body holds rules (a @keyframes' or @font-face's does not). */
const nesting = (prelude) => /^@(media|supports|layer|container)\b/.test(prelude);

function* blocksDeep(css) {
  for (const b of blocks(css)) {
    if (nesting(b.prelude)) yield* blocksDeep(b.body);
    else if (!b.prelude.startsWith('@')) yield b;
  }
}

/** `css` (minified) for a shadow root: → {css, dropped: the selectors left out}. */
export function shadowOnly(css) {
  const dropped = [];
  const prune = (text) => blocks(text).map((b) => {
    if (nesting(b.prelude)) {
      const inner = prune(b.body);
      return inner ? `${b.prelude}{${inner}}` : '';
    }
    if (b.prelude.startsWith('@')) return `${b.prelude}{${b.body}}`;
    const all = selectors(b.prelude);
    const kept = all.filter((s) => !documentOnly(s));
    dropped.push(...all.filter((s) => documentOnly(s)));
    return kept.length ? `${kept.join(',')}{${b.body}}` : '';
  }).join('');
  let out = prune(css);
  // (an animation only a dropped rule ran)
  out = blocks(out).map((b) => {
    const name = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(b.prelude)?.[1];
    const rest = name && out.replace(`${b.prelude}{${b.body}}`, '');
    if (name && !new RegExp(`animation(-name)?:[^;}]*\\b${name}\\b`).test(rest)) {
      dropped.push(b.prelude);
      return '';
    }
    return `${b.prelude}{${b.body}}`;
  }).join('');
  return { css: out, dropped };
}
