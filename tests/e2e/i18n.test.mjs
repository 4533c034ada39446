// The page in the reader's language (www/js/core/i18n.js, catalogues in www/js/i18n/): every
// catalogue says the same messages with the same variables as English and opens with the same
// glossary; the languages are the engine's `lang` choices; the playground's shell shows each
// language (right to left in Arabic, without a sideways scroll), the pseudo-locale leaves no
// shell word in plain English, and the language menu switches in place, keeping the game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@fluent/syntax';
import { repoRoot, sharedBrowser, openPage, axeCheck, phone, showHintMove } from './harness.mjs';

const i18n = await import(new URL('../../www/js/core/i18n.js', import.meta.url).href);
const catalogueDir = path.join(repoRoot, 'www', 'js', 'i18n');

/** Every part's catalogues: {part: {code: FTL text}}. */
async function catalogues() {
  const out = {};
  for (const part of fs.readdirSync(catalogueDir)) {
    out[part] = {};
    for (const file of fs.readdirSync(path.join(catalogueDir, part)).filter((f) => f !== 'index.js')) {
      const code = file.replace(/\.js$/, '');
      out[part][code] = (await import(new URL(`../../www/js/i18n/${part}/${file}`, import.meta.url).href)).ftl;
    }
  }
  return out;
}

/** The variables a pattern element tree names ($x), the terms it uses (-x) and the
 *  data-l10n-name links of its text. */
function usesOf(node, found = { vars: new Set(), terms: new Set(), links: new Set() }) {
  if (!node || typeof node !== 'object') return found;
  if (node.type === 'VariableReference') found.vars.add(node.id.name);
  if (node.type === 'TermReference') found.terms.add(node.id.name);
  if (node.type === 'TextElement') for (const m of node.value.matchAll(/data-l10n-name="([^"]+)"/g)) found.links.add(m[1]);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => usesOf(v, found));
    else if (value && typeof value === 'object') usesOf(value, found);
  }
  return found;
}

/** A catalogue's entries: id ('-term' for a term) → {attrs, vars, terms, links}. */
function entries(source, where) {
  const resource = parse(source, { withSpans: false });
  const junk = resource.body.filter((e) => e.type === 'Junk');
  assert.deepEqual(junk.map((j) => j.content.slice(0, 80)), [], `${where}: text Fluent cannot read`);
  const out = new Map();
  for (const e of resource.body.filter((x) => x.type === 'Message' || x.type === 'Term')) {
    const id = (e.type === 'Term' ? '-' : '') + e.id.name;
    const uses = usesOf(e);
    out.set(id, { attrs: e.attributes.map((a) => a.id.name).sort(), vars: [...uses.vars].sort(), terms: [...uses.terms].sort(), links: [...uses.links].sort() });
  }
  return { resource, entries: out };
}

test('every catalogue has English\'s messages, attributes, variables and links, after the same glossary', async () => {
  const all = await catalogues();
  assert.ok(Object.keys(all).length > 0, 'no catalogues');
  const codes = i18n.LANGUAGES.map((l) => l.code);
  for (const [part, byCode] of Object.entries(all)) {
    assert.deepEqual(Object.keys(byCode).sort(), [...codes].sort(), `${part}: a file for each language of the menu, no other`);
    const english = entries(byCode.en, `${part}/en`);
    const glossary = english.resource.body.filter((e) => e.type === 'Term').map((e) => e.id.name);
    for (const [code, source] of Object.entries(byCode)) {
      const where = `${part}/${code}`;
      const own = entries(source, where);
      assert.deepEqual([...own.entries.keys()].sort(), [...english.entries.keys()].sort(), `${where}: the same ids as English`);
      for (const [id, en] of english.entries) {
        const mine = own.entries.get(id);
        assert.deepEqual(mine.attrs, en.attrs, `${where} ${id}: attributes`);
        assert.deepEqual(mine.vars, en.vars, `${where} ${id}: variables`);
        assert.deepEqual(mine.links, en.links, `${where} ${id}: links`);
        for (const term of mine.terms) assert.ok(own.entries.has(`-${term}`), `${where} ${id}: the term -${term} is defined`);
      }
      // the glossary first: the catalogue's first entries are its terms, in English's order
      const first = own.resource.body.filter((e) => e.type === 'Message' || e.type === 'Term').slice(0, glossary.length);
      assert.deepEqual(first.map((e) => (e.type === 'Term' ? e.id.name : `message ${e.id.name}`)), glossary, `${where}: opens with the glossary`);
      if (code !== 'en') {
        const same = [...own.entries.keys()].filter((id) => !id.startsWith('-') && textOf(own.resource, id) === textOf(english.resource, id) && /[a-z]{4}/i.test(textOf(english.resource, id).replace(/<[^>]*>|Cut-the-Knot|Nim/g, '')));
        assert.deepEqual(same, [], `${where}: messages left in English`);
      }
    }
  }
});

/** A message's text as written (its value and attributes). */
function textOf(resource, id) {
  const e = resource.body.find((x) => x.type === 'Message' && x.id.name === id);
  const text = (p) => (p?.elements || []).map((el) => el.value ?? '').join('');
  return [text(e.value), ...e.attributes.map((a) => text(a.value))].join('|');
}

test('the languages are the engine\'s lang choices, and a reader\'s tags find theirs', async () => {
  const pkg = await import(new URL('../../www/pkg/nimlab.js', import.meta.url).href);
  pkg.initSync({ module: fs.readFileSync(path.join(repoRoot, 'www', 'pkg', 'nimlab_bg.wasm')) });
  const lang = Array.from(pkg.specFields()).find((f) => f.key === 'lang');
  assert.equal(lang.default, 'auto');
  assert.deepEqual(lang.choices, ['auto', ...i18n.CODES]);
  const cases = [
    [['de-AT', 'en'], 'de'], [['pt-PT'], 'pt-BR'], [['pt'], 'pt-BR'], [['zh-CN'], 'zh-Hans'], [['zh'], 'zh-Hans'],
    [['zh-TW', 'fr'], 'fr'], [['zh-Hant'], 'en'], [['ar-EG'], 'ar'], [['it', 'es-MX'], 'es'], [['x-bad!', 'fr-CA'], 'fr'],
    [[], 'en'], [['en-XA'], 'en-XA'],
  ];
  for (const [tags, code] of cases) assert.equal(i18n.negotiate(tags), code, tags.join(', '));
  assert.equal(i18n.dirOf('ar'), 'rtl');
  assert.equal(i18n.pseudo('Take <em>N</em> of <i>f</i>(x) <a data-l10n-name="p">Paper</a>'), 'Ţàķé <em>N</em> öƒ <i>f</i>(ẋ) <a data-l10n-name="p">Ƥàƥéŕ</a>');
});

test('the page names only messages the English catalogue has', async () => {
  const all = await catalogues();
  const known = new Set();
  for (const byCode of Object.values(all)) for (const id of entries(byCode.en, 'en').entries.keys()) known.add(id);
  const html = fs.readFileSync(path.join(repoRoot, 'www', 'index.html'), 'utf8');
  const named = [...html.matchAll(/data-l10n-id="([^"]+)"/g)].map((m) => m[1]);
  const js = fs.readFileSync(path.join(repoRoot, 'www', 'js', 'main.js'), 'utf8');
  named.push(...[...js.matchAll(/\b(?:t|l10n)\((?:[^()'`]*, )?'([a-z0-9-]+)'/g)].map((m) => m[1]));
  assert.ok(named.length > 15, `found ${named.length}`);
  for (const id of named) assert.ok(known.has(id), `${id} is in no English catalogue`);
});

const shared = sharedBrowser();

async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
}

/** The shell's words as shown: each localized node's text (maths, code and titles left out). */
function shownWords(page) {
  return page.evaluate(() => [...document.querySelectorAll('[data-l10n-id]')].map((node) => {
    const copy = node.cloneNode(true);
    for (const kept of copy.querySelectorAll('i, em, var, sub, sup, code, cite')) kept.remove();
    return [node.dataset.l10nId, copy.textContent.replace(/\s+/g, ' ').trim(), node.getAttribute('aria-label') || ''];
  }));
}

test('the shell shows each language, Arabic right to left, the pseudo-locale with no plain English', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    for (const { code, dir } of [...i18n.LANGUAGES, { code: 'en-XA', dir: 'ltr' }]) {
      await page.goto(`${shared.server.url}?sec=blocking&lang=${code}`);
      await ready(page);
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      assert.equal(await page.evaluate(() => document.documentElement.dir), dir, code);
      const words = await shownWords(page);
      for (const [id, text, label] of words) assert.ok(text || label, `${code} ${id}: empty`);
      if (code === 'en-XA') {
        // a run of plain letters is English the catalogue did not give (names of papers' authors
        // and the product are accented too; only maths, code and cited titles stay as written)
        const plain = words.filter(([, text, label]) => /[A-Za-z]{2,}/.test(text.replace(/https?:\S+|arXiv|EJC|WebAssembly|Rust/g, '') + label));
        assert.deepEqual(plain, [], 'plain English in the pseudo-locale');
      }
      const tab = await page.locator('#tabs a[aria-current="page"]').textContent();
      const english = { en: 'Blocking Nim', es: 'Nim con bloqueo', de: 'Blockier-Nim' }[code];
      if (english) assert.equal(tab, english, code);
    }
    // Arabic mirrors without a sideways scroll, on a desktop and a phone, and passes axe
    for (const size of [{ width: 1280, height: 900 }, phone]) {
      await page.setViewportSize(size);
      await page.goto(`${shared.server.url}?sec=blocking&lang=ar`);
      await ready(page);
      const { scroll, inner, start } = await page.evaluate(() => ({
        scroll: document.scrollingElement.scrollWidth,
        inner: document.documentElement.clientWidth,
        start: document.querySelector('.brand h1').getBoundingClientRect().right,
      }));
      assert.ok(scroll <= inner, `${size.width} px: the page scrolls sideways (${scroll} > ${inner})`);
      assert.ok(start > inner / 2, `${size.width} px: the title starts on the right`);
      await page.screenshot({ path: path.join(repoRoot, '.tmp', `i18n-ar-${size.width}.png`) });
    }
    await axeCheck(page, 'the blocking section in Arabic');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the language menu switches in place: the game, the section and the link stay', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  try {
    await page.goto(`${shared.server.url}?sec=blocking&bpile=33`);
    await ready(page);
    await page.evaluate(() => { window.stillHere = true; });
    await page.focus('#lang-select');
    await page.selectOption('#lang-select', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.waitForFunction(() => document.getElementById('copy-link').textContent === 'Link kopieren');
    assert.equal(await page.evaluate(() => window.stillHere), true, 'no reload');
    const query = new URLSearchParams(await page.evaluate(() => location.search));
    assert.equal(query.get('lang'), 'de');
    assert.equal(query.get('bpile'), '33');
    assert.equal(query.get('sec'), 'blocking');
    assert.equal(await page.locator('#tabs a[aria-current="page"]').textContent(), 'Blockier-Nim');
    assert.equal(await page.locator('nav.families').getAttribute('aria-label'), 'Spielfamilien');
    // back to the reader's own (Chromium here says en-US)
    await page.selectOption('#lang-select', 'auto');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal(await page.locator('#copy-link').textContent(), 'Copy link');
    assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get('lang'), null, 'auto is the default: not in the link');
    // a language the page does not have is reported by its key, in English
    await page.goto(`${shared.server.url}?lang=xx`);
    await ready(page);
    assert.match(await page.locator('#notices').textContent(), /lang/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the engine\'s hint speaks the page\'s language: its steps and reason are messages, worded from the catalogue', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  /** The hint's steps as shown, after asking until the move shows. */
  const hintLines = async () => {
    await showHintMove(page, '');
    return page.$$eval('#hint-text .hint-step', (steps) => steps.map((s) => s.textContent));
  };
  try {
    // 20 counters, at most 19 now, f = 2x: a winning position (its g-base representation: 20 = 13 + 5 + 2)
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&pile=20&max=19`);
    await ready(page);
    const english = await hintLines();
    assert.match(english[0], /^You can win from here: g\(20\), the smallest winning move from 20, is at most 19/);
    assert.match(english.at(-1), /so g\(20\) = 2 ≤ 19: take 2\./);
    // the same position in Spanish: the engine's sentence from the catalogue, its maths unchanged
    await page.selectOption('#lang-select', 'es');
    await page.waitForFunction(() => document.querySelector('#hint-text .hint-step')?.textContent.startsWith('Desde aquí'));
    const spanish = await page.$$eval('#hint-text .hint-step', (steps) => steps.map((s) => s.textContent.replace(/[\u2068\u2069]/g, '')));
    assert.match(spanish[0], /^Desde aquí puedes ganar: g\(20\), la jugada ganadora más pequeña desde 20, es como mucho 19/);
    assert.match(spanish.at(-1), /20 = 2 \+ 5 \+ 13 en Bf; su parte más pequeña es 2, así que g\(20\) = 2 ≤ 19: quita 2\./);
    // a lost position in German: the plural of the moves the longest loss leaves
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&pile=21&max=20&lang=de`);
    await ready(page);
    const german = (await hintLines()).map((line) => line.replace(/[\u2068\u2069]/g, ''));
    assert.match(german[0], /^Hier verliert jeder Zug gegen bestes Spiel: /);
    assert.match(german.at(-1), /lässt das Spiel am längsten dauern \(noch \d+ Züge? bei bestem Spiel\)\.$/);
    // the pseudo-locale: every step worded from the catalogue (accented), maths as written
    await page.goto(`${shared.server.url}?sec=move-fn&f=2x&pile=20&max=19&lang=en-XA`);
    await ready(page);
    const pseudo = await hintLines();
    assert.match(pseudo[0], /^Ýöû çàñ ŵîñ ƒŕöɱ ĥéŕé/);
    assert.ok(pseudo.slice(0, -1).every((line) => !/\b(the|you|move|from|smallest|part|write|look)\b/i.test(line)), pseudo.join(' | '));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
