// The page state from the URL, fuzzed: random query strings (known and unknown keys, values near
// and far from the limits, very long ones, keys given twice, '+', unicode, malformed escapes such
// as %E0%A4%A, empty pairs, '&&&', '=', fragments) opened in the playground, embed.html and a
// lesson. Each page must show its content, list in its notice every key it did not use (each
// line's data-key) and nothing else, and log no console error, page error or CSP violation. Many
// more strings go straight through the engine's parseState and elementSettings in the page.
//
// Some links carry a value of about 2 MB (a shared link's worst case): the engine names its key
// by its length, unread, and the page shows with that notice. Python's http.server answers 414
// past 64 KB of URL, so each lane routes such a link to the page's file, as a host that takes
// long links would; Chromium itself refuses to open a URL of more than 2 MB (2^21 characters),
// and the page shown before stays as it was (tested once below).
//
// The seed is printed; NIMLAB_URL_SEED=<seed> replays a run, and NIMLAB_URL_SCALE=<n> opens n
// times as many links (a longer hunt by hand: the default run keeps to about 45 s of the CI's
// 25 minutes, a new seed each run).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { sharedBrowser, openPage, repoRoot } from './harness.mjs';

const shared = sharedBrowser();
const seed = Number(process.env.NIMLAB_URL_SEED ?? Math.floor(Math.random() * 2 ** 32));
const scale = Number(process.env.NIMLAB_URL_SCALE || 1);
const loads = { playground: 24 * scale, embed: 28 * scale, lesson: 8 * scale };
const engineStrings = 1000 * scale;

/** mulberry32: a small seeded generator; the helpers draw from it. */
function generator(start) {
  let a = start >>> 0;
  const float = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (n) => Math.floor(float() * n);
  return { float, int, pick: (list) => list[int(list.length)], chance: (p) => float() < p };
}

const oddText = ['é', 'ß', '中文', '😀', '\u202e', 'a\u0301', '\u0000', '\t', ' ', '<script>', '"', "'", '&', '=', '#', '%', '+', '?', '/', '\\', '\n', '\u2028', '\ufeff', '１２'];
const expressions = ['2x', 'x', 'x + 1', 'min(x, 3)', 'x^2', '2x - 1', 'x + n', 'if x == 3 and n % 2 == 1 then 4 else 2x', '3x', ')(', '2x+', 'x/0', '9999999999999999999x'];
const lists = ['1, 2, 3', '3..5', '4, 6, 9', '0, 1, 2', '1..', '5, 6, 9, 12', '1,,2', '-1, 2', '2^64, 1'];
const numbers = ['0', '1', '-1', '2', '20', '1e6', '10^18', '2^53', '9007199254740991', '9007199254740993', '18446744073709551616', '1.5', ' 12 ', '0x10', 'NaN', 'Infinity', '1 000', '٣'];
const malformed = ['%E0%A4%A', '%', '%G1', '%+1', '%2', '%%', '%C3', '%FF%FE', '%ED%A0%80', '%0', '%u0041'];

/** Random text: letters, odd characters, sometimes thousands of them. */
function text(r) {
  const kind = r.int(10);
  if (kind < 4) return Array.from({ length: 1 + r.int(8) }, () => String.fromCharCode(97 + r.int(26))).join('');
  if (kind < 7) return Array.from({ length: 1 + r.int(5) }, () => r.pick([...oddText, 'x', '1'])).join('');
  if (kind < 9) return r.pick([...expressions, ...lists, ...numbers]);
  return r.pick(['x', '9', 'ab%', '😀', 'é ']).repeat(200 + r.int(1500));
}

/** A value of about 2 MB as a link writes it (the URL stays under Chromium's 2^21 characters). */
function huge(r) {
  const unit = r.pick(['1..1000%2C', 'x', '%E4%B8%AD', 'x%2B', '9']);
  return unit.repeat(Math.floor(1_990_000 / unit.length));
}

/** `q` with a pair `key=<about 2 MB>` added (before any fragment). */
function withHuge(r, q, key) {
  const hash = q.indexOf('#');
  const [head, tail] = hash < 0 ? [q, ''] : [q.slice(0, hash), q.slice(hash)];
  return `${head}${head ? '&' : ''}${encodeURIComponent(key)}=${huge(r)}${tail}`;
}

/** The characters a link may have as a page's host serves it here (see the top). */
const LONG_LINK = 60000;

/** Random text of at most n characters (whole characters: a lone surrogate is no URL's). */
function short(r, n) {
  return [...text(r)].slice(0, n).join('');
}

/** A value for a field of the engine's vocabulary ({kind, min, max, choices}), mostly near it. */
function value(r, field) {
  if (!field || r.chance(0.2)) return text(r);
  if (field.kind === 'choice') return r.chance(0.8) ? r.pick(field.choices) : r.pick(field.choices).toUpperCase();
  if (field.kind === 'number') {
    const min = Number(field.min ?? 0);
    const max = BigInt(field.max ?? 1000);
    // mostly small values: the largest ones start long computations (stopped by the next load)
    return r.pick([String(min + r.int(40)), String(min + r.int(40)), String(min - 1), String(max + 1n), r.pick(numbers), r.chance(0.1) ? String(max) : '30']);
  }
  return r.pick([...expressions, ...lists, field.default === undefined ? 'x' : String(field.default)]);
}

/** How a value goes into the query: encoded, with '+' for spaces, raw, or with a malformed escape. */
function encode(r, s) {
  const way = r.int(10);
  if (way < 6) return encodeURIComponent(s);
  if (way < 7) return encodeURIComponent(s).replace(/%20/g, '+');
  if (way < 8) return s.replace(/[&#]/g, encodeURIComponent);
  const encoded = encodeURIComponent(s);
  const at = r.int(encoded.length + 1);
  return encoded.slice(0, at) + r.pick(malformed) + encoded.slice(at);
}

/** A value the field's own description allows (a choice, a small number, its default). */
function fitting(r, field) {
  if (!field) return 'x';
  if (field.kind === 'choice') return r.pick(field.choices);
  if (field.kind === 'number') return String(Number(field.min ?? 1) + r.int(5));
  return String(field.default);
}

/** A random query (no '?'): keys from `keys` (the page's vocabulary) and others; one in five is
 *  clean (known keys once each, fitting values, plain encoding) and usually needs no notice. */
function query(r, keys, fields) {
  if (r.chance(0.2)) {
    const chosen = [...new Set(Array.from({ length: 1 + r.int(3) }, () => r.pick(keys)))];
    return chosen.map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(fitting(r, fields.get(k)))}`).join('&');
  }
  const pairs = [];
  const count = r.int(9);
  for (let i = 0; i < count; i++) {
    let key;
    const roll = r.int(20);
    if (roll < 11) key = r.pick(keys);
    else if (roll < 14) key = short(r, 30);
    else if (roll < 17) key = r.pick(['', 'style', 'onclick', 'hidden', 'id', '__proto__', 'constructor', 'toString', 'sec', 'game', 'view', 'data-x', 'aria-label', 'F', 'f ']);
    else key = pairs.length ? r.pick(pairs)[0] : r.pick(keys);
    pairs.push([key, value(r, fields.get(key))]);
  }
  let q = pairs.map(([k, v]) => (r.chance(0.05) ? encode(r, k) : `${encode(r, k)}=${encode(r, v)}`)).join('&');
  const noise = r.int(20);
  if (noise === 0) q = `&&&${q}`;
  else if (noise === 1) q += '&=';
  else if (noise === 2) q = `?${q}`;
  else if (noise === 3) q += '&';
  if (r.chance(0.1)) q += `#${encode(r, text(r)).slice(0, 200)}`;
  return q.slice(0, 12000);
}

/** The keys and values the browser parsed from the URL it opened (before the page rewrote it). */
function openedPairs(page) {
  return page.evaluate(() => [...new URL(performance.getEntriesByType('navigation')[0].name).searchParams]);
}

/** The notice lines' data-keys under `selector` (and checks that the notice is announced). */
async function noticeKeys(page, selector) {
  return page.evaluate((sel) => {
    const items = [...document.querySelectorAll(`${sel} li`)];
    const notice = document.querySelector(`${sel} .notice`);
    return {
      keys: items.map((li) => li.dataset.key),
      texts: items.map((li) => li.textContent),
      shown: !!notice && notice.getBoundingClientRect().height > 0 && notice.getAttribute('role') === 'alert',
    };
  }, selector);
}

/** Opens `count` random links one after the other in one page (one context, one generator
 *  drawn from the seed): check(page, lane, i) opens one and checks it, returning where it was;
 *  after each, the page must have logged no error, page error or CSP violation. */
async function fuzzLoads(t, count, first, salt, check, options = {}) {
  const lane = { r: generator(seed ^ salt), noticed: 0, named: new Set(), ...(await openPage(shared.browser, `${shared.server.url}${first}`, options)) };
  const root = process.env.NIMLAB_E2E_ROOT || path.join(repoRoot, 'www');
  await lane.context.route((url) => url.search.length > LONG_LINK, (route) =>
    route.fulfill({ path: path.join(root, new URL(route.request().url()).pathname) }));
  for (let i = 0; i < count; i++) {
    const before = lane.errors.length;
    const where = await check(lane.page, lane, i);
    await lane.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.deepEqual(lane.errors.slice(before), [], where);
  }
  t.diagnostic(`seed ${seed}: ${count} links, ${lane.noticed} with a notice naming ${lane.named.size} different keys (NIMLAB_URL_SEED=${seed} replays it)`);
  await lane.context.close();
}

/** Keys present more than once. */
function repeated(pairs) {
  const seen = new Map();
  for (const [k] of pairs) seen.set(k, (seen.get(k) || 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}

/** Checks a notice against what the link held: it names every key in `must`, names only keys the
 *  link held, each line readable; no notice when there is nothing to say. */
function checkNotice(lane, notice, must, pairs, where) {
  if (notice.keys.length) lane.noticed += 1;
  for (const key of notice.keys) lane.named.add(key);
  const given = new Set(pairs.map(([k]) => k));
  for (const key of must) assert.ok(notice.keys.includes(key), `${where}: the notice names ${JSON.stringify(key)} (it lists ${JSON.stringify(notice.keys)})`);
  for (const key of notice.keys) assert.ok(given.has(key), `${where}: the notice names ${JSON.stringify(key)}, which the link does not hold`);
  assert.equal(notice.shown, notice.keys.length > 0, `${where}: a notice, announced (role=alert), exactly when something was not used`);
  for (const line of notice.texts) assert.ok(line.trim().length > 0 && line.length < 2000, `${where}: a readable line (${line.length} characters)`);
}

test(`URL fuzz through the engine in the page: parseState and elementSettings (seed ${seed})`, async (t) => {
  t.diagnostic(`seed ${seed} (NIMLAB_URL_SEED=${seed} replays it)`);
  const r = generator(seed ^ 0x5eed);
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}embed.html?game=move-fn`);
  await page.waitForSelector('nim-lab-game', { state: 'attached' });
  const { fields, spec } = await page.evaluate(async () => {
    // (the URL's fields are the full package's: a move-function embed loads the small one)
    await (await import('./js/core/engine.js')).ready('nimlab');
    const s = await import('./js/core/spec.js');
    return { fields: s.allFields(), spec: s.widgetSpec() };
  });
  const fieldMap = new Map(fields.map((f) => [f.key, f]));
  const keys = fields.map((f) => f.key);
  const queries = Array.from({ length: engineStrings }, () => {
    const q = query(r, keys, fieldMap);
    return r.chance(0.01) ? withHuge(r, q, r.chance(0.8) ? r.pick(keys) : short(r, 10)) : q;
  });
  const failures = await page.evaluate(async ([list, known]) => {
    const engine = await import('./js/core/engine.js');
    const bad = [];
    for (const q of list) {
      try {
        const canonical = new URLSearchParams(q).toString();
        const parsed = engine.parseState(canonical);
        const said = new Set(parsed.errors.map((e) => e.key));
        for (const [k] of new URLSearchParams(q)) if (!known.includes(k) && !said.has(k)) bad.push({ q, why: `unknown key ${JSON.stringify(k)} not reported` });
        for (const e of parsed.errors) if (typeof e.message !== 'string' || !e.message) bad.push({ q, why: `an error without a message for ${e.key}` });
        for (const k of known) if (!(k in parsed.state)) bad.push({ q, why: `state lacks ${k}` });
        const again = engine.parseState(engine.printState(parsed.state));
        if (again.errors.length || JSON.stringify(again.state) !== JSON.stringify(parsed.state)) bad.push({ q, why: `printState/parseState round trip: ${JSON.stringify(again.errors)}` });
        // a pair of megabytes is named by its key, by its length (unread)
        for (const pair of canonical.split('&')) {
          if (pair.length <= 100000) continue;
          const key = [...new URLSearchParams(pair).keys()][0];
          if (!parsed.errors.some((e) => e.key === key && /characters long as the link writes it: the limit is 100000$/.test(e.message))) bad.push({ q, why: `a pair of ${pair.length} characters not refused by its length under ${key}` });
        }
      } catch (err) {
        bad.push({ q, why: `threw ${err && err.name}: ${err && err.message}` });
      }
      if (bad.length > 5) break;
    }
    return bad;
  }, [queries, fields.map((f) => f.key)]);
  assert.deepEqual(failures.map((f) => `${f.why} — query ${JSON.stringify(f.q.slice(0, 300))}`), [], `seed ${seed}`);

  const common = spec.common.map((a) => a.name);
  const widgetCases = Array.from({ length: engineStrings }, () => {
    const w = r.chance(0.9) ? r.pick(spec.widgets) : { name: short(r, 20), attrs: [] };
    const names = [...w.attrs.map((a) => a.name), ...common];
    const attrs = {};
    for (let i = r.int(7); i > 0; i--) {
      const key = r.chance(0.75) ? r.pick(names) : r.pick(['zoom', 'style', 'onclick', short(r, 12), 'max', 'upto', 'pf']);
      attrs[key] = r.chance(0.002) ? decodeURIComponent(huge(r)) : value(r, fieldMap.get(key));
    }
    return { widget: w.name, attrs, known: spec.widgets.some((x) => x.name === w.name), names };
  });
  const widgetFailures = await page.evaluate(async (cases) => {
    const engine = await import('./js/core/engine.js');
    const bad = [];
    for (const c of cases) {
      try {
        const checked = engine.elementSettings(c.widget, c.attrs);
        if (!Array.isArray(checked.errors)) bad.push({ c, why: 'no errors list' });
        if (c.known) {
          const said = new Set(checked.errors.map((e) => e.attr));
          for (const k of Object.keys(c.attrs)) if (!c.names.includes(k) && !said.has(k)) bad.push({ c, why: `unknown attribute ${JSON.stringify(k)} not reported` });
          for (const k of c.names) if (!(k in checked.settings) && k !== 'i' && k !== 't') bad.push({ c, why: `settings lack ${k}` });
          if (checked.widget !== c.widget) bad.push({ c, why: `widget ${checked.widget}` });
          if (engine.parseState(checked.query).errors.length) bad.push({ c, why: `its playground link ${checked.query} is refused` });
          // an attribute of megabytes is named by its length, unread
          for (const [k, v] of Object.entries(c.attrs)) {
            if (v.length > 10000 && c.names.includes(k) && !checked.errors.some((e) => e.attr === k && /characters long: the limit is 10000$/.test(e.message))) bad.push({ c, why: `an attribute of ${v.length} characters not refused by its length` });
          }
        } else if (checked.widget !== null || !checked.errors.some((e) => e.attr === 'game')) bad.push({ c, why: 'an unknown widget accepted' });
      } catch (err) {
        bad.push({ c, why: `threw ${err && err.name}: ${err && err.message}` });
      }
      if (bad.length > 5) break;
    }
    return bad;
  }, widgetCases);
  assert.deepEqual(widgetFailures.map((f) => `${f.why} — ${JSON.stringify(f.c).slice(0, 300)}`), [], `seed ${seed}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link past Chromium\'s cap of 2^21 characters is not opened, and the page shown stays usable', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}index.html?f=x%2B1`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  const shown = page.url();
  await assert.rejects(page.goto(`${shared.server.url}index.html?f=${'x'.repeat(2 ** 21)}`), /net::ERR_/);
  assert.equal(page.url(), shown);
  const still = await page.evaluate(async () => (await import('./js/core/engine.js')).parseState('f=2x').state.f);
  assert.equal(still, '2x');
  assert.deepEqual(errors, []);
  await context.close();
});

test(`URL fuzz: the playground shows, names what it did not use, logs nothing (seed ${seed})`, async (t) => {
  await fuzzLoads(t, loads.playground, 'index.html', 0x9a9e, async (page, lane, i) => {
    const r = lane.r;
    if (!lane.fields) {
      await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
      // (the URL's fields are the full package's: a move-function embed loads the small one)
      lane.fields = await page.evaluate(async () => {
        await (await import('./js/core/engine.js')).ready('nimlab');
        return (await import('./js/core/spec.js')).allFields();
      });
    }
    const fieldMap = new Map(lane.fields.map((f) => [f.key, f]));
    const known = new Set(lane.fields.map((f) => f.key));
    const q = i === 1 ? withHuge(r, query(r, [...known], fieldMap), r.pick([...known])) : query(r, [...known], fieldMap);
    const where = `seed ${seed}, load ${i}, index.html?${q.slice(0, 300)}`;
    await page.goto(`${shared.server.url}index.html?${q}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    const pairs = await openedPairs(page);
    const engineSays = await page.evaluate(async (search) => (await import('./js/core/engine.js')).parseState(search), new URLSearchParams(pairs).toString());
    const shown = await page.evaluate(() => {
      const host = [...document.querySelectorAll('.section-body')].find((h) => !h.hidden);
      const tab = document.querySelector('#tabs a[aria-current="page"]');
      return { sec: tab?.dataset.sec, height: host ? host.getBoundingClientRect().height : 0, loading: !!document.getElementById('loading') };
    });
    assert.equal(shown.sec, engineSays.state.sec, `${where}: the section the link asks for (or the first)`);
    assert.ok(shown.height > 200 && !shown.loading, `${where}: the section shows`);
    const notice = await noticeKeys(page, '#notices');
    const repeatedKnown = repeated(pairs).filter((k) => known.has(k));
    const unknown = [...new Set(pairs.map(([k]) => k).filter((k) => !known.has(k)))];
    checkNotice(lane, notice, [...unknown, ...repeatedKnown, ...engineSays.errors.map((e) => e.key)], pairs, where);
    return where;
  });
});

test(`URL fuzz: embed.html shows its widget, names what it did not use, logs nothing (seed ${seed})`, async (t) => {
  await fuzzLoads(t, loads.embed, 'embed.html?game=move-fn', 0xe3bed, async (page, lane, i) => {
    const r = lane.r;
    if (!lane.spec) {
      await page.waitForSelector('nim-lab-game', { state: 'attached' });
      Object.assign(lane, await page.evaluate(async () => {
        // (the URL's fields are the full package's: a move-function embed loads the small one)
        await (await import('./js/core/engine.js')).ready('nimlab');
        const s = await import('./js/core/spec.js');
        return { fields: s.allFields(), spec: s.widgetSpec() };
      }));
    }
    const { spec } = lane;
    const fieldMap = new Map(lane.fields.map((f) => [f.key, f]));
    const common = spec.common.map((a) => a.name);
    const reads = (name) => [...(spec.widgets.find((w) => w.name === name)?.attrs.map((a) => a.name) || []), ...common];
    const w = r.chance(0.9) ? r.pick(spec.widgets) : { name: short(r, 12), kind: 'game' };
    const head = `${w.kind === 'view' ? 'view' : 'game'}=${encodeURIComponent(w.name)}`;
    const rest = i === 1 ? withHuge(r, query(r, reads(w.name), fieldMap), r.pick(reads(w.name)))
      : query(r, [...reads(w.name), 'game', 'view'], fieldMap);
    const q = r.chance(0.1) ? rest : `${head}${rest ? '&' : ''}${rest}`;
    const where = `seed ${seed}, load ${i}, embed.html?${q.slice(0, 300)}`;
    await page.goto(`${shared.server.url}embed.html?${q}`);
    const pairs = await openedPairs(page);
    const last = (key) => pairs.filter(([k]) => k === key).map(([, v]) => v).at(-1) ?? null;
    const name = last('game') ?? last('view') ?? '';
    const handle = (await page.waitForFunction(() => [...document.getElementById('embed').children].find((n) => n.localName.startsWith('nim-lab-')), null, { timeout: 30000 })).asElement();
    const outcome = await handle.evaluate((node) => node.whenReady().then(() => 'ready', (err) => `refused: ${err.message}`));
    const view = await handle.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      notice: node.shadowRoot.querySelector('.notice')?.textContent || '',
      body: node.shadowRoot.querySelector('.nl-body')?.childElementCount || 0,
      attrs: node.getAttributeNames(),
    }));
    assert.ok(view.height > 30, `${where}: the widget shows (${outcome})`);
    if (outcome === 'ready') assert.ok(view.body > 0, `${where}: the widget is built`);
    else assert.ok(view.notice.length > 10, `${where}: the widget says why it cannot show (${outcome})`);
    const allowed = new Set([...reads(name), 'game']);
    for (const attr of view.attrs) assert.ok(allowed.has(attr), `${where}: the link set only the widget's own attributes, not ${attr}`);
    const notice = await noticeKeys(page, '#embed-notices');
    const unknown = [...new Set(pairs.map(([k]) => k).filter((k) => k !== 'game' && k !== 'view' && !reads(name).includes(k)))];
    const twice = repeated(pairs).filter((k) => k === 'game' || k === 'view' || reads(name).includes(k));
    const both = last('game') !== null && last('view') !== null ? ['view'] : [];
    checkNotice(lane, notice, [...unknown, ...twice, ...both], pairs, where);
    return where;
  }, { width: 600, height: 800 });
});

test(`URL fuzz: a lesson starts as written and names its link's keys as not used (seed ${seed})`, async (t) => {
  await fuzzLoads(t, loads.lesson, 'embed.html?game=move-fn', 0x1e55, async (page, lane, i) => {
    if (!lane.fields) {
      await page.waitForSelector('nim-lab-game', { state: 'attached' });
      // (the URL's fields are the full package's: a move-function embed loads the small one)
      lane.fields = await page.evaluate(async () => {
        await (await import('./js/core/engine.js')).ready('nimlab');
        return (await import('./js/core/spec.js')).allFields();
      });
    }
    // (every key but `lang`, which a lesson reads: i18n.test checks a lang it cannot use is named)
    const keys = lane.fields.map((f) => f.key).filter((k) => k !== 'lang');
    const q0 = query(lane.r, keys, new Map(lane.fields.map((f) => [f.key, f])));
    const q = i === 1 ? withHuge(lane.r, q0, lane.r.pick(keys)) : q0;
    const where = `seed ${seed}, load ${i}, lessons/fibonacci-nim.html?${q.slice(0, 300)}`;
    await page.goto(`${shared.server.url}lessons/fibonacci-nim.html?${q}`);
    await page.waitForSelector('#lesson-progress:has-text("Step 1 of")', { timeout: 30000 });
    assert.ok(await page.locator('.lesson-step[data-index="1"]').isVisible(), `${where}: the first step shows`);
    assert.equal(await page.getAttribute('#game-play', 'f'), '2x', `${where}: the lesson's own rule`);
    const pairs = await openedPairs(page);
    const notice = await noticeKeys(page, '#lesson-notices');
    assert.deepEqual(notice.keys, pairs.map(([k]) => k), `${where}: every pair named, in order`);
    checkNotice(lane, notice, pairs.map(([k]) => k), pairs, where);
    await page.evaluate(() => customElements.whenDefined('nim-lab-game').then(() => document.querySelector('#game-play').whenReady()));
    return where;
  });
});
