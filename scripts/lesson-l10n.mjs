// The lessons' words as catalogues. A lesson's page (www/lessons/<page>.html) is written in
// English, and its English is the source: every block of text in it (a heading, a paragraph, a
// teacher's note, a label, a summary) carries `data-l10n-id`, and this script reads those blocks
// into the English catalogue of the page's part, www/js/i18n/lesson-<page>/en.js. Translators
// write the other languages' files of that part with the same ids; core/i18n.js fills the blocks
// in the reader's language (English from the catalogue when switching back).
//
//   node scripts/lesson-l10n.mjs            writes each page's en.js from its HTML
//   node scripts/lesson-l10n.mjs --check    exits 1 if an en.js differs from its page (tests)
//   node scripts/lesson-l10n.mjs --annotate gives ids to blocks of text that have none (and names
//                                           to the elements inside them a translation keeps),
//                                           then writes en.js
//
// Inside a block, an element with attributes of its own (a link, a live fact's placeholder, a
// part shown later) is written in the message as <tag data-l10n-name="…">: the translation
// places it, and the page's own element (its href, its computed content) is kept (core/i18n.js
// overlay). An element with an aria-label (or title, placeholder, alt) and no text of its own
// gets an id whose message has only that attribute.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const lessonsDir = path.join(root, 'www', 'lessons');
const i18nDir = path.join(root, 'www', 'js', 'i18n');

/** Elements whose content may sit inside a message (core/i18n.js's INLINE, DFN too). */
const INLINE = new Set(['i', 'em', 'strong', 'sub', 'sup', 'cite', 'code', 'var', 'bdi', 'br', 'span', 'a', 'dfn', 'b', 'small']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** The attributes a message may set (core/i18n.js's ATTRIBUTES). */
const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'data-columns'];
/** Attributes an inline element may carry without being named (the overlay keeps them). */
const PLAIN_ATTRS = new Set(['class', 'lang', 'dir']);
/** Never read: scripts, styles, the head's metadata but its title. */
const SKIP = new Set(['script', 'style', 'meta', 'link', 'template', 'svg']);

/** The page's elements as a tree: {tag, attrs: [[name, value]], start, openEnd, end, children} with
 *  text nodes {text, start, end}; offsets into the source. Our pages are well-formed HTML. */
export function parse(source) {
  const top = { tag: '#root', attrs: [], children: [], start: 0, openEnd: 0 };
  const stack = [top];
  const re = /<!--[\s\S]*?-->|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/gi;
  let at = 0;
  let m;
  const text = (from, to) => {
    if (to > from) stack[stack.length - 1].children.push({ text: source.slice(from, to), start: from, end: to });
  };
  while ((m = re.exec(source))) {
    const parent = stack[stack.length - 1];
    if (parent.raw) { // a script's or style's text: up to its end tag
      if (!(m[1] && m[2].toLowerCase() === parent.tag)) continue;
    } else text(at, m.index);
    at = re.lastIndex;
    if (!m[2]) continue; // a comment or the doctype
    const tag = m[2].toLowerCase();
    if (m[1]) {
      let i = stack.length - 1;
      while (i > 0 && stack[i].tag !== tag) i -= 1;
      if (i === 0) throw new Error(`a stray </${tag}> at ${m.index}`);
      for (let j = stack.length - 1; j >= i; j -= 1) stack[j].end = re.lastIndex, stack[j].closeStart = m.index;
      stack.length = i;
      continue;
    }
    const attrs = [...m[3].matchAll(/([^\s=>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((a) => [a[1].toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '']);
    const node = { tag, attrs, start: m.index, openEnd: re.lastIndex, children: [], raw: tag === 'script' || tag === 'style' };
    parent.children.push(node);
    if (VOID.has(tag) || m[4]) node.end = re.lastIndex;
    else stack.push(node);
  }
  text(at, source.length);
  return top;
}

const attr = (node, name) => node.attrs?.find(([n]) => n === name)?.[1];
const isText = (node) => 'text' in node;
const decode = (s) => s.replace(/&nbsp;/g, '\u00a0');

/** Whether a node's content can be one message: text and inline elements only. */
function inlineOnly(node) {
  return node.children.every((c) => isText(c) || (INLINE.has(c.tag) && inlineOnly(c)));
}

/** Whether an inline element is kept from the page rather than made from the message. */
function named(node) {
  return node.attrs.some(([n]) => !PLAIN_ATTRS.has(n) && n !== 'data-l10n-name');
}

/** The text a block shows of its own (not inside a kept element that is empty, a live value). */
function ownText(node) {
  return node.children.map((c) => (isText(c) ? c.text : ownText(c))).join('').replace(/\s+/g, '');
}

/** The blocks of a page that hold text, in order: [{node, kind: 'text'|'attrs'}]. */
function blocks(tree) {
  const out = [];
  const walk = (node) => {
    for (const child of node.children) {
      if (isText(child) || SKIP.has(child.tag)) continue;
      const text = !child.tag.includes('-') && child.children.length && inlineOnly(child) && ownText(child);
      const attrs = ATTRIBUTES.some((a) => attr(child, a));
      if (text) out.push({ node: child, kind: 'text' });
      else if (attrs) out.push({ node: child, kind: 'attrs' });
      if (!text) walk(child);
    }
  };
  walk(tree);
  return out;
}

/** FTL's escapes in a message's text: braces as string literals. */
const ftlText = (s) => s.replace(/[{}]/g, (b) => `{"${b}"}`);

/** A block's content as a message's text: whitespace folded, elements kept by name. */
function messageText(node) {
  const out = [];
  for (const child of node.children) {
    if (isText(child)) { out.push(ftlText(decode(child.text))); continue; }
    const name = attr(child, 'data-l10n-name');
    const kept = name ? ` data-l10n-name="${name}"` : child.attrs.filter(([n]) => PLAIN_ATTRS.has(n)).map(([n, v]) => ` ${n}="${v}"`).join('');
    if (child.tag === 'br') out.push('<br>');
    else out.push(`<${child.tag}${kept}>${messageText(child)}</${child.tag}>`);
  }
  return out.join('').replace(/\s+/g, ' ');
}

/** One page's English catalogue. */
function englishOf(page, source) {
  const tree = parse(source);
  const lines = [
    `// The words of the lesson page ${page}.html, in English: written by scripts/lesson-l10n.mjs from`,
    '// the page (its blocks of text, by data-l10n-id), which is their source; translate the other',
    '// languages\' files of this folder, and run the script again after changing the page.',
    'export const ftl = String.raw`',
    '## Glossary: the fixed terms, as every catalogue names them.',
    '',
    ...glossary(),
    '',
  ];
  const seen = new Set();
  for (const { node } of blocks(tree)) {
    const id = attr(node, 'data-l10n-id');
    if (!id) continue;
    if (seen.has(id)) throw new Error(`${page}.html: the id ${id} twice`);
    seen.add(id);
    const value = inlineOnly(node) && ownText(node) ? messageText(node).trim() : '';
    const own = ATTRIBUTES.filter((a) => attr(node, a)).map((a) => `    .${a} = ${ftlText(decode(attr(node, a)))}`);
    lines.push(`${id} =${value ? ` ${value}` : ''}`, ...own);
  }
  lines.push('`;', '');
  return lines.join('\n');
}

/** The glossary block of the shell's English catalogue (the same terms in every part). */
function glossary() {
  const shell = fs.readFileSync(path.join(i18nDir, 'shell', 'en.js'), 'utf8');
  return shell.split('\n').filter((l) => /^-[a-z-]+ = /.test(l));
}

/** Gives ids to blocks without one and names to the elements inside them the overlay keeps. */
function annotate(page, source) {
  const tree = parse(source);
  const edits = []; // [offset, text]
  const used = new Set(blocks(tree).map(({ node }) => attr(node, 'data-l10n-id')).filter(Boolean));
  const counters = new Map();
  const sectionOf = (node, trail) => {
    for (let i = trail.length - 1; i >= 0; i -= 1) {
      const n = trail[i];
      const id = attr(n, 'id');
      if (n.tag === 'section' && id) return id.replace(/^step-/, '');
      if (n.tag === 'section' && attr(n, 'class')?.includes('handout')) return 'handout';
      if (n.tag === 'header') return 'head';
      if (n.tag === 'head') return 'head';
    }
    return 'page';
  };
  const insertAt = (node) => source.lastIndexOf('>', node.openEnd - 1) - (source[node.openEnd - 2] === '/' ? 1 : 0);
  const nameInside = (node) => {
    let k = 0;
    const walk = (n) => {
      for (const c of n.children) {
        if (isText(c)) continue;
        if (named(c) && !attr(c, 'data-l10n-name')) {
          const fact = attr(c, 'data-fact');
          const name = fact ? `fact-${fact}` : attr(c, 'data-rule-words') !== undefined ? 'rule'
            : attr(c, 'data-reveal-by') ? 'shown-later' : c.tag === 'a' ? `link${++k}` : `part${++k}`;
          edits.push([insertAt(c), ` data-l10n-name="${name}"`]);
        }
        walk(c);
      }
    };
    walk(node);
  };
  const walk = (node, trail) => {
    for (const child of node.children) {
      if (isText(child) || SKIP.has(child.tag)) continue;
      const text = !child.tag.includes('-') && child.children.length && inlineOnly(child) && ownText(child);
      const attrs = ATTRIBUTES.some((a) => attr(child, a));
      if ((text || attrs) && !attr(child, 'data-l10n-id')) {
        const section = sectionOf(child, [...trail, node]);
        const key = `${page}-${section}`;
        let id;
        do {
          counters.set(key, (counters.get(key) || 0) + 1);
          id = `${key}-${counters.get(key)}`;
        } while (used.has(id));
        used.add(id);
        edits.push([insertAt(child), ` data-l10n-id="${id}"`]);
      }
      if (text) nameInside(child);
      else walk(child, [...trail, node]);
    }
  };
  walk(tree, []);
  edits.sort((a, b) => b[0] - a[0]);
  let out = source;
  for (const [at, text] of edits) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The lesson pages: every .html of www/lessons. */
export function lessonPages() {
  return fs.readdirSync(lessonsDir).filter((f) => f.endsWith('.html')).map((f) => f.replace(/\.html$/, '')).sort();
}

/** The part (catalogue folder) of a lesson page. */
export const partOf = (page) => `lesson-${page}`;

/** Each page's English catalogue as this script writes it: [[page, file, text]]. */
export function englishCatalogues() {
  return lessonPages().map((page) => {
    const source = fs.readFileSync(path.join(lessonsDir, `${page}.html`), 'utf8');
    return [page, path.join(i18nDir, partOf(page), 'en.js'), englishOf(page, source)];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2] || '';
  if (mode === '--annotate') {
    for (const page of lessonPages()) {
      const file = path.join(lessonsDir, `${page}.html`);
      const before = fs.readFileSync(file, 'utf8');
      const after = annotate(page, before);
      if (after !== before) fs.writeFileSync(file, after);
    }
  }
  let stale = 0;
  for (const [page, file, text] of englishCatalogues()) {
    const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (now === text) continue;
    if (mode === '--check') {
      console.error(`${path.relative(root, file)} is not what ${page}.html says: run node scripts/lesson-l10n.mjs`);
      stale += 1;
    } else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
