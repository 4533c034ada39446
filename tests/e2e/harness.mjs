// Shared end-to-end harness: a static server for www/ (python3 -m http.server on a
// free port, stopped by its PID), headless Debian Chromium through playwright-core,
// and pages that record every console error, page error and Content-Security-Policy
// violation (in `errors`, so every test that asserts no errors also asserts no violation).
// axe-core runs after load and after interaction (axeCheckWidths and the helpers after it: a
// desktop and a 390 px phone, a hint step by step, the keys help, a finished game's scrolled
// move log and record).
//
// Environment: CHROMIUM (default /usr/bin/chromium), NIMLAB_E2E_ROOT (the folder to
// serve, default www/).
import { before, after } from 'node:test';

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** Serves dir (default www/) on a free port; returns {url, stop}. */
export async function startServer(dir = process.env.NIMLAB_E2E_ROOT || path.join(repoRoot, 'www')) {
  const port = await freePort();
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const deadline = Date.now() + 15000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`http.server exited: ${stderr}`);
    if (Date.now() > deadline) {
      process.kill(child.pid);
      throw new Error(`http.server did not start on port ${port}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    stop() {
      if (child.exitCode === null) process.kill(child.pid);
    },
  };
}

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

const cspMarker = '[nimlab-csp-violation]';
/** Chromium's own console words for a CSP problem (a blocked resource, an ignored directive). */
export const cspConsoleText = /Content[- ]Security[- ]Policy|Refused to/i;

/** Runs in every document and frame before its scripts: reports each securitypolicyviolation
 *  event on the console, where the page's listener below reads it. */
function cspProbe(marker) {
  window.addEventListener('securitypolicyviolation', (e) => {
    const { violatedDirective, effectiveDirective, blockedURI, sourceFile, lineNumber, disposition } = e;
    console.error(`${marker}${JSON.stringify({ violatedDirective, effectiveDirective, blockedURI, sourceFile, lineNumber, disposition, page: location.href.slice(0, 200) })}`);
  }, true);
}

/** Records page (and frame and worker) console errors, page errors and CSP violations. */
function watchPage(page, errors, violations) {
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.startsWith(cspMarker)) {
      const violation = JSON.parse(text.slice(cspMarker.length));
      violations.push(violation);
      errors.push(`CSP violation: ${violation.effectiveDirective} blocked ${violation.blockedURI || '(inline)'} at ${violation.sourceFile || violation.page}:${violation.lineNumber}`);
    } else if (cspConsoleText.test(text)) {
      errors.push(`console (CSP): ${text}`);
    } else if (msg.type() === 'error') {
      errors.push(`console: ${text}`);
    }
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('worker', (worker) => {
    worker.on('console', (msg) => {
      if (msg.type() === 'error' || cspConsoleText.test(msg.text())) errors.push(`worker console: ${msg.text()}`);
    });
  });
}

/**
 * A new page (own context) that collects console errors, page errors and CSP violations in
 * `errors`; `violations` holds each violation as {violatedDirective, effectiveDirective,
 * blockedURI, sourceFile, lineNumber, page}. Pages the test opens later in the same context are
 * watched too. Options: width, height, permissions.
 */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width || 1280, height: options.height || 900 },
    permissions: options.permissions || [],
    ...(options.locale ? { locale: options.locale } : {}),
  });
  const errors = [];
  const violations = [];
  await context.addInitScript(cspProbe, cspMarker);
  const watched = new WeakSet();
  const watch = (p) => {
    if (!watched.has(p)) watchPage(p, errors, violations);
    watched.add(p);
  };
  context.on('page', watch);
  const page = await context.newPage();
  watch(page);
  if (url) await page.goto(url);
  return { page, context, errors, violations };
}

/** embed.html's games as the tests open them, and as scripts/font-census.mjs lays them out: a
 *  name → the query after `embed.html?`. */
export const embedGames = {
  'move-fn': 'game=move-fn&f=2x&pile=20&max=19',
  'move-fn periodic': 'game=move-fn&f=x%20%2B%20n&t=3&pile=20&max=19',
  blocking: 'game=blocking&pile=40',
  subtraction: 'game=subtraction&set=1%2C%203%2C%204&pile=20',
  'take-away': 'game=take-away&f=2x&pile=20',
  sum: 'game=sum&f=2x&piles=4%2C%206%2C%209',
  'single-delete': 'game=single-delete&piles=5%2C%206%2C%209%2C%2012',
};

/**
 * Holds back from every worker of the page the messages whose fields match `pattern` (a partial
 * object, compared field by field), so that a test meets a computation still running however
 * fast the machine solves it. Returns `held()`, which waits until one has been held.
 */
export async function holdWorkerRequests(page, pattern) {
  await page.evaluate((want) => {
    const matches = (value, part) => (part && typeof part === 'object'
      ? value && typeof value === 'object' && Object.keys(part).every((k) => matches(value[k], part[k]))
      : value === part);
    const post = Worker.prototype.postMessage;
    window.__heldWorkerRequests = 0;
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (matches(msg, want)) {
        window.__heldWorkerRequests++;
        return undefined;
      }
      return post.call(this, msg, ...rest);
    };
  }, pattern);
  return () => page.waitForFunction(() => window.__heldWorkerRequests > 0);
}

/** Waits until the engine has loaded and the analysis for the current settings is done. */
export async function waitForAnalysis(page, timeout = 30000) {
  await page.waitForSelector('body[data-ready="true"]', { timeout });
  await page.waitForFunction(() => document.body.dataset.analysis === 'done', null, { timeout });
}

/** g(n) as shown in the table (navigating the table to n's page). */
export async function tableValue(page, n) {
  const cell = page.locator(`#g-table-body td[data-n="${n}"] .cell-g`);
  if (await cell.count() === 0) {
    await page.fill('#table-goto', String(n));
    await page.press('#table-goto', 'Enter');
    await cell.waitFor();
  }
  return Number((await cell.textContent()).replace(/\D/g, ''));
}

/** Types into an input the way a user does (select all, then type). */
export async function retype(page, selector, text) {
  await page.click(selector, { clickCount: 3 });
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

/** Registers a static server and a browser shared by every test of the calling file:
 *  `const shared = sharedBrowser();` then `shared.server.url`, `shared.browser`. */
export function sharedBrowser() {
  const shared = {};
  before(async () => {
    shared.server = await startServer();
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    shared.server?.stop();
  });
  return shared;
}

/** Waits until at least minMoves moves were played and it is the player's move (returns 'move')
 *  or the game is over ('over'); `controls` is the move-controls element's id. */
export async function waitTurn(page, minMoves, controls = 'move-controls') {
  const handle = await page.waitForFunction(([min, id]) => {
    const el = document.getElementById(id);
    if (Number(el.dataset.moves) < min) return false;
    if (el.dataset.turn === 'over') return 'over';
    if (el.dataset.turn === 'you') return 'move';
    return false;
  }, [minMoves, controls], { timeout: 20000 });
  return handle.jsonValue();
}

const axeSource = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js');

/** Runs axe-core on the page (open shadow roots included) and fails on any serious or critical
 *  violation, listing each with its nodes. axe is evaluated through the DevTools protocol: a
 *  <script> tag (page.addScriptTag) would be inline code, which the page's CSP rightly blocks.
 *  options: include (a selector: only that part of the page, where only it changed), rules (run
 *  only these, e.g. ['color-contrast'] for another theme of a page checked whole). */
export async function axeCheck(page, what, options = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(fs.readFileSync(axeSource, 'utf8'));
  const violations = await page.evaluate(async ({ include, rules }) => {
    const context = include ? { include: [include] } : document;
    // the default rules and WCAG 2.2 AA's (target-size: 24 × 24 CSS px), which axe leaves out by
    // default; a small target beside controls out of the tab order (a roving toolbar's) is only
    // "incomplete" for axe: counted as a violation
    const wcag22 = window.axe.getRules(['wcag22aa']).map((r) => r.ruleId);
    const result = await window.axe.run(context, {
      resultTypes: ['violations', 'incomplete'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : { rules: Object.fromEntries(wcag22.map((id) => [id, { enabled: true }])) }),
    });
    return [...result.violations, ...result.incomplete.filter((v) => wcag22.includes(v.id))]
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join('; ')}`);
  }, { include: options.include || null, rules: options.rules || null });
  if (violations.length) throw new Error(`axe-core on ${what}:\n  ${violations.join('\n  ')}`);
}

/** Polls `test` (async) every 25 ms until it is true; fails naming `what` after `ms`. Works where
 *  page.waitForFunction cannot look: inside an element's shadow root, through locators. */
export async function until(test, what, ms = 20000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** A phone's viewport: every check after interaction runs there too. */
export const phone = { width: 390, height: 844 };

/** Two animation frames: what a resize observer or a scheduled render needs to have run. */
export function frames(page) {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** axeCheck (with its options) at the page's width, then at a phone's (390 px), then back. */
export async function axeCheckWidths(page, what, options = {}) {
  await axeCheck(page, what, options);
  const size = page.viewportSize();
  if (size.width === phone.width) return;
  await page.setViewportSize(phone);
  await frames(page);
  await axeCheck(page, `${what} (390 px)`, options);
  await page.setViewportSize(size);
  await frames(page);
}

/** axe after each step of a hint (a player's Hint pressed until the move shows), at both widths.
 *  `game`: a Locator of the player (open shadow roots are pierced); options: axeCheck's (include:
 *  the player's host, on a page checked whole elsewhere). */
export async function axeHintSteps(page, game, what, options = {}) {
  const hint = game.locator('[id$="hint-text"]');
  for (let step = 1; step <= 5; step++) {
    await game.locator('[id$="hint-button"]').click();
    await game.locator(`[id$="hint-text"][data-step="${step}"]`).waitFor();
    await axeCheckWidths(page, `${what}, hint step ${step}`, options);
    if (await hint.getAttribute('data-step') === await hint.getAttribute('data-steps')) return;
  }
  throw new Error('the hint never showed its move');
}

/** axe with the keys help open, at both widths; closes it again. */
export async function axeKeysHelp(page, game, what, options = {}) {
  const toggle = game.locator('.keys-toggle');
  await toggle.click();
  await game.locator('.keys-help').waitFor();
  await axeCheckWidths(page, `${what}, keys help open`, options);
  await toggle.click();
}

/** After a long game: the move log scrolls and is reachable (axe at both widths), then the game
 *  record opened and stepped through to the last move (axe again). */
export async function axeFinishedGame(page, game, what, { long = true } = {}) {
  const log = game.locator('.move-log');
  const scrolls = await log.evaluate((l) => l.scrollHeight > l.clientHeight);
  if (long) assert.ok(scrolls, `${what}: the game is long enough for its move log to scroll`);
  assert.equal(await log.getAttribute('tabindex'), '0', 'the move log is in the tab order');
  await axeCheckWidths(page, `${what}, the game over, its move log scrolled`);
  await axeGameRecord(page, game, what);
}

/** The game record (of a finished game) opened and stepped through to its last move; axe there. */
export async function axeGameRecord(page, game, what) {
  const record = game.locator('.game-record');
  if (!(await record.evaluate((d) => d.open))) await record.locator('summary').click();
  const at = record.locator('.record-at');
  const where = async () => /^Move (\d+) of (\d+)$/.exec(await at.textContent() || '') || [null, 0, -1];
  await until(async () => (await where())[0], 'the record shows a move');
  // stepped with the keyboard, as a reader would: Enter on ▶ once per move
  const [, first, n] = await where();
  await record.locator('button[aria-label="Next move"]').focus();
  for (let i = Number(first); i < Number(n); i++) await page.keyboard.press('Enter');
  await until(async () => Number((await where())[1]) === Number(n), 'the record reaches its last move');
  assert.equal(await record.locator('button[aria-label="Next move"]').isDisabled(), true, 'the record is at its last move');
  await axeCheckWidths(page, `${what}, the game record at its last move`);
}

/** Plays the <nim-lab-game> of `selector` to its end through its JS API, following its hints
 *  (forbidding nothing in blocking Nim); returns its state. */
export function playByHints(page, selector) {
  return page.evaluate(async (sel) => {
    const game = document.querySelector(sel);
    for (let i = 0; i < 80 && !game.state.over; i++) {
      await game.whenReady();
      const s = game.state;
      if (s.toMove === 'engine' && s.acting) await game.play({ block: [] });
      else await game.play((await game.hint()).action);
    }
    return game.state;
  }, selector);
}

/** Asks for the hint until the move shows: hints come in steps (winning?, what matters, the
 *  move), one more per press. `ids` is the player's id prefix; `press` a key instead of a click. */
export async function showHintMove(page, ids = '', press = null) {
  for (let i = 0; i < 5; i++) {
    const done = await page.evaluate((prefix) => {
      const h = document.getElementById(`${prefix}hint-text`);
      return !!h && h.dataset.step === h.dataset.steps;
    }, ids);
    if (done) return;
    const before = await page.evaluate((prefix) => document.getElementById(`${prefix}hint-text`)?.dataset.step || '0', ids);
    if (press) await page.keyboard.press(press);
    else await page.click(`#${ids}hint-button`);
    await page.waitForFunction(([prefix, step]) => (document.getElementById(`${prefix}hint-text`)?.dataset.step || '0') !== step, [ids, before]);
  }
  throw new Error('the hint never showed its move');
}

/** The fonts a page lays out now, as core/fonts.js lists them: every element shown (open shadow
 *  roots included; of a menu's options the chosen one) as [font-family, font-size in root font sizes, weight, style], and every
 *  character outside ASCII in its text and fields. */
export async function fontCensus(page) {
  return page.evaluate(() => {
    const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const faces = new Set();
    const chars = new Set();
    const visit = (r) => {
      for (const e of r.querySelectorAll('*')) {
        if (e.shadowRoot) visit(e.shadowRoot);
        if (['SCRIPT', 'STYLE', 'TEMPLATE', 'HEAD', 'TITLE', 'META', 'LINK'].includes(e.tagName)) continue;
        const s = getComputedStyle(e);
        if (s.display === 'none') continue;
        if (e.tagName === 'OPTION' && !e.selected) continue; // a closed menu lays out its choice alone
        faces.add(JSON.stringify([s.fontFamily, Math.round((parseFloat(s.fontSize) / root) * 1e4) / 1e4,
          Number(s.fontWeight), s.fontStyle]));
        const own = [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')
          + (typeof e.value === 'string' ? e.value : '') + (e.getAttribute('placeholder') || '');
        for (const c of own) if (c.codePointAt(0) > 126) chars.add(c);
      }
    };
    visit(document);
    return { faces: [...faces].map((f) => JSON.parse(f)), chars: [...chars] };
  });
}

/** Fails when the page lays out a font that core/fonts.js does not warm for it (warmFonts(key)
 *  asks the system for each of the page's fonts, fontPages[key], while the engine loads; one
 *  missing is a lookup in a section's first frame): `node scripts/font-census.mjs` writes the
 *  lists again. */
export async function fontCheck(page, what, key) {
  const { fontFaces, fontText } = await import(pathToFileURL(path.join(repoRoot, 'www', 'js', 'core', 'fonts.js')).href);
  const { fontPages } = await import(pathToFileURL(path.join(repoRoot, 'www', 'js', 'font-pages.js')).href);
  assert.ok(Object.hasOwn(fontPages, key), `core/fonts.js has the fonts of ${key} (fontPages; run node scripts/font-census.mjs)`);
  const known = new Set(fontPages[key].map((i) => JSON.stringify(fontFaces[i])));
  const { faces, chars } = await fontCensus(page);
  const missing = faces.filter((f) => !known.has(JSON.stringify(f)));
  const missingChars = chars.filter((c) => !fontText.includes(c));
  assert.ok(missing.length === 0 && missingChars.length === 0,
    `${what} lays out fonts or characters core/fonts.js does not warm for ${key} (run node scripts/font-census.mjs): `
    + `${missing.map((f) => JSON.stringify(f)).join(' ')} ${missingChars.join('')}`);
}

/**
 * Runs in a page (an init script) or a worker (injected by engineTraps) before the wasm glue
 * loads: keeps every engine object the glue registers with its finaliser (the raw wasm-bindgen
 * objects, registered with [ptr, generation] since scripts/build/glue-reinstantiate.mjs), so that
 * a test can make the real engine trap: globalThis.nimlabTrap.now() points every live object at an
 * address past the end of wasm memory, so that its next call reads there (RuntimeError: memory
 * access out of bounds); .arm() does that to the next object made. In a worker the message
 * {type: 'nimlab-test-trap', arm} does the same.
 */
export function engineTrapHook() {
  const objects = [];
  const outside = 0xfffffff0;
  let armed = false;
  const Registry = globalThis.FinalizationRegistry;
  globalThis.FinalizationRegistry = class extends Registry {
    register(target, held, token) {
      if (Array.isArray(held)) {
        objects.push(new WeakRef(target));
        if (armed) {
          armed = false;
          target.__wbg_ptr = outside;
        }
      }
      return super.register(target, held, token);
    }
  };
  const trap = {
    now() {
      let count = 0;
      for (const ref of objects) {
        const obj = ref.deref();
        if (obj && obj.__wbg_ptr) {
          obj.__wbg_ptr = outside;
          count++;
        }
      }
      return count;
    },
    arm() {
      armed = true;
    },
  };
  globalThis.nimlabTrap = trap;
  if (typeof WorkerGlobalScope !== 'undefined') {
    self.addEventListener('message', (e) => {
      if (e.data && e.data.type === 'nimlab-test-trap') {
        if (e.data.arm) trap.arm();
        else trap.now();
      }
    });
  }
}

/** Installs engineTrapHook in every page of the context and in every worker started from
 *  js/worker.js or nimlab-worker.js (their script is prefixed with it on the way); the
 *  page keeps its engine's workers in window.nimlabWorkers, to send them {type: 'nimlab-test-trap'}
 *  (not core/warm-fonts.js's, named 'nimlab-fonts', which looks fonts up and ends). */
export async function engineTraps(context) {
  await context.addInitScript(engineTrapHook);
  await context.addInitScript(() => {
    window.nimlabWorkers = [];
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        if (args[1]?.name !== 'nimlab-fonts') window.nimlabWorkers.push(this);
      }
    };
  });
  await context.route(/\/(js\/worker|nimlab-worker)\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `(${engineTrapHook})();\n${await response.text()}` });
  });
}

/** What the engine door says after a trap (core/engine.js), and the player widgets show. */
export const reloadedMessage = 'the engine stopped; reloaded';

/**
 * The words on the page not given by a catalogue, for a check in the pseudo-locale (en-XA, whose
 * every catalogue word is accented): each run of two or more plain ASCII letters in a rendered text
 * node (shadow roots included) or in a rendered element's aria-label, title, placeholder or alt,
 * with where it is ("tag#id.class: text"). Maths, code and cited titles stay as written in every
 * language, so the text inside i, em, var, sub, sup, code, cite, kbd and math (and any element
 * of class math or translate="no") is left out, as are URLs, a rule as written in the rule language
 * (`f(x) = if x == 2 then 1 else 2x`: its keywords are the language's code) and the names the
 * catalogues keep (`kept`, RegExp sources).
 */
export function plainEnglish(page, root = 'body', kept = []) {
  return page.evaluate(([selector, keptSources]) => {
    // a rule as written: only the rule language's tokens (so that no prose after it hides)
    const token = '\\d+(?:[xnit]\\b)?|\\b(?:[xnit]|if|then|else|and|or|not|min|max|mod|abs)\\b|[-+*/%^<>=!≤≥−·²³. ]';
    const rule = `f\\((?:n, )?x\\) = (?:${token}|\\((?:${token}|,|\\((?:${token}|,)*\\))*\\))*`;
    const keep = new RegExp(['https?:\\S+', 'Nim Lab', 'arXiv', 'WebAssembly', rule, ...keptSources].join('|'), 'g');
    const found = [];
    const where = (node) => `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${typeof node.className === 'string' && node.className ? `.${node.className.split(/\s+/)[0]}` : ''}`;
    const plain = (text, node, what = '') => {
      const rest = text.replace(keep, '');
      if (/[A-Za-z]{2,}/.test(rest)) found.push(`${where(node)}${what}: ${text.replace(/\s+/g, ' ').trim().slice(0, 120)}`);
    };
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.nodeValue.trim()) plain(node.nodeValue, node.parentElement);
        return;
      }
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (/^(SCRIPT|STYLE|TEMPLATE|I|EM|VAR|SUB|SUP|CODE|CITE|KBD|MATH|TEXTAREA)$/.test(node.tagName)) return;
        // (hidden; in a language of its own, as each language's name in the menu; maths or code
        // marked as such: class math, translate="no")
        if (node.hidden || (node.lang && node.lang !== document.documentElement.lang)) return;
        if (node.classList.contains('math') || node.getAttribute('translate') === 'no') return;
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) if (node.getAttribute(attr)) plain(node.getAttribute(attr), node, `[${attr}]`);
        if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) walk(child);
      } else if (node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) {
        return;
      }
      for (const child of node.childNodes) walk(child);
    };
    for (const root of document.querySelectorAll(selector)) walk(root);
    return found;
  }, [root, kept.map((k) => (k instanceof RegExp ? k.source : k))]);
}
