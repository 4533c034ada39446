// The playground's shell, rebuilt from the families' sections: every section mounts from its
// folder and passes axe-core; its Share / Embed dialog builds the link, the iframe and the element
// snippets for what it shows, with options and a live preview; the page's ids stay unique.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, sharedBrowser, openPage, axeCheck, axeCheckWidths, fontCheck, retype, tableValue } from './harness.mjs';

const shared = sharedBrowser();

const sections = [
  { sec: 'move-fn', widget: 'move-fn', tag: 'nim-lab-game' },
  { sec: 'periodic', widget: 'move-fn', tag: 'nim-lab-game' },
  { sec: 'blocking', widget: 'blocking', tag: 'nim-lab-game' },
  { sec: 'cut-the-knot', widget: 'subtraction', tag: 'nim-lab-game' },
  { sec: 'single-delete', widget: 'single-delete', tag: 'nim-lab-game' },
];

/** Labels that show a field's own limits, filled in from the engine's spec (no page types them). */
const limitLabels = {
  periodic: [['t-input', 'Period t 1–8']],
  blocking: [['bmoves-input', 'Moves up to K 1–12']],
  'cut-the-knot': [['gupto-input', 'Piles up to N = 1–8000'], ['grow-input', 'Piles (1 to 8, each 1–2000)']],
  'single-delete': [['dpiles-input', 'Piles k 2–8'], ['dstart-input', 'Start (2 to 8 piles)']],
};

async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await page.waitForFunction(() => ![...document.querySelectorAll('.player')].some((p) => p.offsetParent && p.dataset.turn === 'none'), null, { timeout: 30000 });
}

test('every section passes axe-core, has unique ids, and names no source-folder numbering', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  for (const s of sections) {
    await page.goto(`${shared.server.url}?sec=${s.sec}`);
    await ready(page);
    await page.waitForTimeout(300);
    assert.equal(await page.locator(`#sec-${s.sec}`).isVisible(), true, `${s.sec} is shown`);
    await axeCheck(page, `the ${s.sec} section`);
    await fontCheck(page, `the ${s.sec} section`, `sec=${s.sec}`);
    const dupes = await page.evaluate(() => {
      const seen = new Map();
      for (const node of document.querySelectorAll('[id]')) seen.set(node.id, (seen.get(node.id) || 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    assert.deepEqual(dupes, [], 'ids are unique on the page');
    for (const [id, words] of limitLabels[s.sec] || []) {
      assert.equal((await page.textContent(`label[for="${id}"]`)).replace(/\s+/g, ' ').trim(), words, `${id}: its label`);
    }
    assert.doesNotMatch(await page.evaluate(() => document.body.innerText), /seed\s*0\d\d/i);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('Share / Embed: the link, the iframe and the element snippets, options, a live preview', async () => {
  const { page, context, errors } = await openPage(shared.browser, null);
  for (const s of sections) {
    await page.goto(`${shared.server.url}?sec=${s.sec}`);
    await ready(page);
    // the strength chosen at the section's game is the dialog's first choice
    await page.locator('.level-select:visible').first().selectOption('good');
    await page.click(`#share-${s.sec}`);
    const dialog = page.locator('dialog.share-dialog');
    await dialog.waitFor();
    assert.equal(await page.inputValue('#share-level'), 'good', `${s.sec}: the section's engine strength`);
    assert.match(await page.inputValue('#share-element'), /level="good"/);
    const link = await page.inputValue('#share-link');
    if (s.sec === 'move-fn') assert.doesNotMatch(link, /sec=/, 'the first section is the default');
    else assert.match(link, new RegExp(`sec=${s.sec}(&|$)`));
    let element = await page.inputValue('#share-element');
    assert.match(element, /<script type="module" src="[^"]*nimlab-elements\.js"><\/script>/);
    assert.match(element, new RegExp(`<${s.tag} game="${s.widget}"`));
    let iframe = await page.inputValue('#share-iframe');
    assert.match(iframe, new RegExp(`<iframe src="[^"]*embed\\.html\\?game=${s.widget}&amp;`));
    // options: the engine first, no hints, the dark theme
    await page.check('input[name="share-first"][value="engine"]');
    await page.check('input[name="share-hints"][value="off"]');
    await page.check('input[name="share-theme"][value="dark"]');
    await page.selectOption('#share-level', 'beginner');
    element = await page.inputValue('#share-element');
    assert.match(element, /level="beginner"/);
    assert.match(await page.inputValue('#share-iframe'), /level=beginner/);
    assert.match(element, /first="engine"/);
    assert.match(element, /hints="off"/);
    assert.match(element, /theme="dark"/);
    iframe = await page.inputValue('#share-iframe');
    assert.match(iframe, /first=engine/);
    // the preview is the embed itself, with these options
    const preview = page.frameLocator('dialog.share-dialog iframe.share-preview');
    await preview.locator('nim-lab-game .player').waitFor({ timeout: 30000 });
    await page.waitForFunction(() => {
      const frame = document.querySelector('dialog.share-dialog iframe.share-preview');
      const game = frame.contentDocument?.querySelector('nim-lab-game');
      return game && game.state.ready && game.state.first === 'engine';
    }, null, { timeout: 30000 });
    assert.equal(await preview.locator('nim-lab-game [id$="hint-button"]').isHidden(), true, 'no hint button with hints off');
    await axeCheckWidths(page, `the Share / Embed dialog of the ${s.sec} section`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate((id) => document.activeElement.id, `share-${s.sec}`), `share-${s.sec}`, 'focus goes back to the button');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('the f(x) section offers every view of the move-function game, and the snippets work as written', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?f=3x&upto=500&n=77`);
  await ready(page);
  await page.click('#share-move-fn');
  const labels = await page.locator('input[name="share-choice"]').evaluateAll((inputs) => inputs.map((i) => i.parentElement.textContent.trim()));
  assert.ok(labels.length >= 4, labels.join(', '));
  await page.locator('input[name="share-choice"]').nth(3).check();
  const element = await page.inputValue('#share-element');
  assert.match(element, /<nim-lab-base f="3x" n="77"/);
  assert.match(element, /^<script type="module" src="nimlab\/nimlab-elements\.js"><\/script>/, 'the element loads from dist/ uploaded beside the page');
  // the form that loads from the playground's own site, pasted into a blank page next to it (same
  // origin: no CORS needed) works as written (tests/e2e/embed.test.mjs pastes both snippets into a
  // page on another origin)
  await page.click('.share-alternative summary >> text=Without uploading');
  const snippet = await page.inputValue('#share-element-absolute');
  assert.match(snippet, /<nim-lab-base f="3x" n="77"/);
  const host = await context.newPage();
  await host.goto(`${shared.server.url}embed.html?view=table&f=2x`);
  await host.evaluate((html) => {
    document.body.innerHTML = '';
    const range = document.createRange();
    document.body.append(range.createContextualFragment(html));
  }, snippet);
  await host.waitForSelector('nim-lab-base [id$="repr-take"]', { timeout: 30000 });
  assert.match(await host.locator('nim-lab-base .equation').textContent(), /^77 = /);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the theme menu: a URL key, the page colour scheme, and the canvases drawn again in its colours', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?theme=dark`);
  await ready(page);
  await page.waitForFunction(() => document.body.dataset.analysis === 'done');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.inputValue('#theme-select'), 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // the plot's frame (its left edge) is drawn in the theme's muted ink: light on dark, dark on light
  const frameInk = () => page.evaluate(() => {
    const canvas = document.getElementById('plot-canvas');
    const [r, g, b] = canvas.getContext('2d').getImageData(86, 40, 1, 1).data;
    return r + g + b;
  });
  const dark = { background: await background(), ink: await frameInk() };
  await page.selectOption('#theme-select', 'light');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  assert.match(page.url(), /theme=light/);
  assert.notEqual(await background(), dark.background);
  await page.waitForFunction((before) => {
    const canvas = document.getElementById('plot-canvas');
    const [r, g, b] = canvas.getContext('2d').getImageData(86, 40, 1, 1).data;
    return r + g + b < before;
  }, dark.ink);
  await page.selectOption('#theme-select', 'auto');
  await page.waitForFunction(() => !document.documentElement.dataset.theme);
  assert.doesNotMatch(page.url(), /theme=/, 'the default is left out of the link');
  await page.selectOption('#theme-select', 'projector');
  assert.match(page.url(), /theme=projector/);
  const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  assert.ok(size > 20, 'the projector theme has larger type');
  assert.deepEqual(errors, []);
  await context.close();
});

test('before the engine: a section\'s heading and introduction (its head) are drawn where its card draws them, and do not move when it arrives', async () => {
  const { page, context, errors } = await openPage(shared.browser, null, { width: 390, height: 844 });
  for (const sec of ['periodic', 'blocking', 'single-delete']) {
    // the engine held back: the page shows what it can without it
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await page.route(/\/pkg\//, async (route) => { await held; await route.continue(); });
    await page.goto(`${shared.server.url}?sec=${sec}`);
    await page.waitForSelector('#loading .loading-head .section-intro p', { timeout: 30000 });
    // (the head's blocks, where each is on the page, and its words)
    const head = (root) => page.evaluate((selector) => {
      const card = document.querySelector(selector);
      const blocks = [...card.querySelectorAll('h2, .section-intro p')];
      return {
        rects: blocks.map((b) => { const r = b.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10); }),
        text: blocks.map((b) => b.textContent.replace(/\s+/g, ' ').trim()),
      };
    }, root);
    const before = await head('#loading .loading-head');
    assert.equal(await page.evaluate(() => document.body.dataset.ready), undefined, `${sec}: the engine is held back`);
    assert.ok(before.text.length >= 2 && before.text.every((t) => t.length > 0), `${sec}: a heading and an introduction before the engine: ${JSON.stringify(before.text)}`);
    release();
    await ready(page);
    const card = await page.evaluate((s) => `#${document.querySelector(`#sec-${s} .section-main > .card`).id}`, sec);
    const after = await head(card);
    assert.deepEqual(after.text, before.text, `${sec}: the section's card says what was drawn before it`);
    assert.deepEqual(after.rects, before.rects, `${sec}: nothing of it moved when the section arrived`);
    await page.unrouteAll();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('fields take what teachers type (x², f(x) = 2x, 2·x, 1, 2, 3,), and a bad value says what is wrong next to its field', async () => {
  const { page, context, errors } = await openPage(shared.browser, `${shared.server.url}?upto=60`);
  await ready(page);
  const resultsFor = (f) => page.waitForFunction((want) => document.getElementById('results-for').textContent.startsWith(`f(x) = ${want},`)
    && document.body.dataset.analysis === 'done', f, { timeout: 30000 });
  // what a teacher types, what the results say it is, and a keyboard form the engine reads the same
  const cases = [['x²', 'x²', 'x^2'], ['f(x) = 2x', '2x', '2 * x'], ['2·x + 1', '2·x + 1', '2x + 1'], ['x − 1 + 2×x', 'x − 1 + 2×x', '3x - 1']];
  for (const [typed, shown, keyboard] of cases) {
    await retype(page, '#f-input', keyboard);
    await resultsFor(keyboard);
    const want = [await tableValue(page, 20), await tableValue(page, 37)];
    await retype(page, '#f-input', typed);
    await resultsFor(shown);
    assert.equal(await page.getAttribute('#f-input', 'aria-invalid'), 'false', typed);
    assert.equal(await page.textContent('#f-message'), '', typed);
    assert.deepEqual([await tableValue(page, 20), await tableValue(page, 37)], want, `${typed} is ${keyboard}`);
    assert.equal(new URL(page.url()).searchParams.get('f'), shown, 'the link keeps it as typed, without f(x) =');
  }
  // a wrong head: the engine's words and the caret next to the field, linked to it
  await retype(page, '#f-input', 'g(y) = 2y');
  await page.waitForSelector('#f-message.shown .caret-message');
  assert.match(await page.textContent('#f-message .caret-message'), /column 1: the move function is called f: write f\(x\) = … or only the expression after `=`/);
  assert.equal(await page.getAttribute('#f-input', 'aria-invalid'), 'true');
  assert.match(await page.getAttribute('#f-input', 'aria-describedby'), /\bf-message\b/);
  // a number with a space inside that is not a thousands group: words next to the field
  await retype(page, '#upto-input', '12 34');
  await page.waitForFunction(() => /without spaces/.test(document.getElementById('upto-message').textContent));
  assert.equal(await page.getAttribute('#upto-input', 'aria-invalid'), 'true');
  assert.match(await page.getAttribute('#upto-input', 'aria-describedby'), /\bupto-message\b/);
  assert.equal(await page.locator('#upto-message').isVisible(), true);
  await axeCheck(page, 'the f(x) section with two fields in error');
  await retype(page, '#upto-input', '1 000');
  await page.waitForFunction(() => document.getElementById('upto-message').textContent === '');
  assert.equal(await page.getAttribute('#upto-input', 'aria-invalid'), 'false');
  assert.equal(new URL(page.url()).searchParams.get('upto'), '1000');
  // a list with a trailing comma, in the subtraction game
  await page.goto(`${shared.server.url}?sec=cut-the-knot`);
  await ready(page);
  await retype(page, '#kset-input', '1, 2, 3,');
  await page.waitForFunction(() => document.getElementById('ks-results-for').textContent.startsWith('{1..3}')
    && document.body.dataset.subtraction === 'done', null, { timeout: 30000 });
  assert.equal(await page.getAttribute('#kset-input', 'aria-invalid'), 'false');
  assert.equal(await page.locator('#kset-message.shown').count(), 0);
  // a space inside a number of the list: how to write it, next to the field
  await retype(page, '#kset-input', '1, 10 0');
  await page.waitForFunction(() => /has a space inside: separate moves with commas \(10, 0\)/.test(document.querySelector('#kset-message .caret-message')?.textContent || ''));
  assert.match(await page.getAttribute('#kset-input', 'aria-describedby'), /\bkset-message\b/);
  await axeCheck(page, 'the subtraction game with a set in error');
  assert.deepEqual(errors, []);
  await context.close();
});

test('no section or sub-part types a setting field: every <input> is built from the engine\'s spec, with its typing delay', () => {
  const root = path.join(repoRoot, 'www', 'js', 'families');
  const files = fs.readdirSync(root, { recursive: true }).filter((f) => f.endsWith('.js') && !f.includes('lessons'));
  assert.ok(files.length > 20, files.join(', '));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    assert.doesNotMatch(text, /<input\b/, `${file} types an <input>: write a data-setting placeholder (widgets/setting-field.js)`);
    assert.doesNotMatch(text, /typingDelayMs|setTimeout\([^)]*,\s*\d{3}\)/, `${file} types a typing delay: it is the field's (specFields' delay)`);
  }
});
