// The Content-Security-Policy of every page we ship (www/ and what ./build.sh dist writes): each
// file carries one CSP meta tag before anything it governs, with script-src 'self'
// 'wasm-unsafe-eval' and no 'unsafe-eval' or 'unsafe-inline'; dist's pages list the hash of each
// inline style they hold, and load their scripts from nimlab-pages/ (none inline but the
// language guard of the playground and the lessons, a few lines that must run before the first
// paint, hashed in www/ and in dist/). Then every page kind is opened (each
// section of the playground, every lesson with all its steps, embed.html for every widget, the
// course page with its plain and sandboxed iframes, dist/ from file://) and none may report a
// violation. The harness's violation probe is shown to work first: a page that breaks its policy
// is reported, so these checks cannot pass by hearing nothing.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, sharedBrowser, startServer, openPage } from './harness.mjs';

const shared = sharedBrowser();
const www = path.join(repoRoot, 'www');
const dist = path.join(repoRoot, 'dist');
const haveDist = fs.existsSync(path.join(dist, 'examples', 'course-page.html'));
const skipDist = haveDist ? false : 'dist/ is missing: run ./build.sh dist first';
let distServer;

before(async () => {
  if (haveDist) distServer = await startServer(dist);
});

after(() => distServer?.stop());

/** The HTML files under dir (recursively), relative to it. */
function htmlFiles(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.html') && !f.startsWith('pkg')).sort();
}

/** A policy as a Map of directive → sources. */
function parsePolicy(text) {
  return new Map(text.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...sources] = d.split(/\s+/);
    return [name.toLowerCase(), sources];
  }));
}

/** What every page's policy must say, whatever else it allows; returns the parsed policy. */
function checkPolicy(text, where) {
  const policy = parsePolicy(text);
  const script = policy.get('script-src') || [];
  assert.deepEqual(policy.get('default-src'), ["'self'"], `${where}: default-src 'self'`);
  assert.ok(script.includes("'self'") && script.includes("'wasm-unsafe-eval'"), `${where}: script-src 'self' 'wasm-unsafe-eval' (${script.join(' ')})`);
  for (const directive of ['script-src', 'style-src', 'default-src', 'worker-src']) {
    const sources = policy.get(directive) || [];
    assert.ok(!sources.includes("'unsafe-eval'"), `${where}: no 'unsafe-eval' in ${directive}`);
    assert.ok(!sources.includes("'unsafe-inline'"), `${where}: no 'unsafe-inline' in ${directive}`);
    assert.ok(!sources.some((s) => ['*', 'http:', 'https:', 'data:'].includes(s)), `${where}: no wildcard or data: in ${directive}`);
  }
  assert.deepEqual(policy.get('object-src'), ["'none'"], `${where}: object-src 'none'`);
  assert.deepEqual(policy.get('base-uri'), ["'none'"], `${where}: base-uri 'none'`);
  assert.deepEqual(policy.get('form-action'), ["'none'"], `${where}: form-action 'none'`);
  return policy;
}

const cspMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;
const inlineBlock = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g;

/** The file's one policy, checked to come before the first script, style or stylesheet. */
function filePolicy(html, where) {
  const metas = [...html.matchAll(cspMeta)];
  assert.equal(metas.length, 1, `${where}: one CSP meta tag`);
  const first = html.search(/<script|<style|<link rel="stylesheet"/);
  assert.ok(first === -1 || metas[0].index < first, `${where}: the CSP comes before the first script or style`);
  assert.ok(metas[0].index < html.indexOf('</head>'), `${where}: the CSP is in <head>`);
  return checkPolicy(metas[0][1].replace(/&#39;|&apos;/g, "'"), where);
}

/** Markup the policy would block: inline handlers, style attributes, javascript: URLs. */
function blockedMarkup(html) {
  return html.replace(inlineBlock, '').match(/\son[a-z]+\s*=|\sstyle\s*=|javascript:/gi) || [];
}

test('every page in www/ has the policy and nothing inline it would block', () => {
  const files = htmlFiles(www);
  assert.ok(files.includes('index.html') && files.includes('embed.html') && files.some((f) => f.startsWith('lessons')), files.join(', '));
  for (const file of files) {
    const html = fs.readFileSync(path.join(www, file), 'utf8');
    const policy = filePolicy(html, `www/${file}`);
    assert.deepEqual(blockedMarkup(html), [], `www/${file}: no inline handler, style attribute or javascript: URL`);
    const inline = [...html.matchAll(inlineBlock)].filter(([, tag, attrs]) => tag === 'style' || !/\ssrc=/.test(attrs));
    // (but the language guard: a page's few lines that hold it hidden while another language
    // than English is coming, which must run before the first paint, allowed by its hash)
    const guard = ([, tag, , body]) => tag === 'script' && policy.get('script-src').includes(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`) && /data-l10n-pending/.test(body);
    assert.deepEqual(inline.filter((m) => !guard(m)).map((m) => m[0].slice(0, 40)), [], `www/${file}: scripts and styles come from files`);
  }
});

test('every page dist/ holds has the policy, with a hash for each inline script and style', { skip: skipDist }, () => {
  const files = htmlFiles(dist);
  assert.ok(files.includes('index.html') && files.includes('embed.html') && files.includes(path.join('examples', 'course-page.html')), files.join(', '));
  for (const file of files) {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const policy = filePolicy(html, `dist/${file}`);
    assert.deepEqual(blockedMarkup(html), [], `dist/${file}: no inline handler, style attribute or javascript: URL`);
    const inline = [...html.matchAll(inlineBlock)].filter(([, tag, attrs]) => tag === 'style' || !/\ssrc=/.test(attrs));
    for (const [, tag, , body] of inline) {
      const hash = `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
      assert.ok(policy.get(`${tag}-src`).includes(hash), `dist/${file}: the inline ${tag} starting ${JSON.stringify(body.slice(0, 40))} is hashed`);
    }
    if (inline.some(([, tag]) => tag === 'script')) assert.ok(policy.get('worker-src').includes('blob:'), `dist/${file}: its worker starts from a Blob URL`);
    if (/src="(\.\.\/)?nimlab-pages\//.test(html)) {
      assert.deepEqual(inline.filter(([, tag, , body]) => tag === 'script' && !/data-l10n-pending/.test(body)).map((m) => m[0].slice(0, 40)), [], `dist/${file}: its scripts are files of nimlab-pages/ (but the language guard)`);
      assert.ok(policy.get('worker-src').includes('blob:'), `dist/${file}: its worker starts from a Blob URL`);
    }
  }
  assert.match(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), /'sha256-[A-Za-z0-9+/]{43}='/, 'the self-contained playground is hashed');
});

/** The policy the page (or frame) was given, checked as above. */
async function livePolicy(frame, where) {
  const text = await frame.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '');
  assert.notEqual(text, '', `${where}: a CSP meta tag`);
  return checkPolicy(text, where);
}

test('the probe hears a violation: inline script, inline style, eval and a style attribute, on the page and in a sandboxed frame', { skip: skipDist }, async () => {
  const { page, context, errors, violations } = await openPage(shared.browser, `${shared.server.url}embed.html?game=move-fn`);
  await page.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  assert.deepEqual(violations, [], 'nothing before the page breaks its policy');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red; }';
    document.head.append(style);
    document.body.setAttribute('style', 'outline: 3px solid red');
    try { window.evalRan = setTimeout('1'); } catch (_) { /* refused */ }
  });
  const deadline = Date.now() + 5000;
  while (violations.length < 4 && Date.now() < deadline) await page.waitForTimeout(50);
  assert.deepEqual(violations.map((v) => v.effectiveDirective).sort(), ['script-src', 'script-src-elem', 'style-src-attr', 'style-src-elem']);
  assert.equal(await page.evaluate(() => window.inlineRan), undefined, 'the inline script did not run');
  assert.equal(errors.filter((e) => e.startsWith('CSP violation')).length, 4, 'each violation is an error the tests see');
  await context.close();

  // the course page's sandboxed iframe (origin 'null') reports too
  const course = await openPage(shared.browser, `${distServer.url}examples/course-page.html`);
  await course.page.locator('#frame-sandboxed').scrollIntoViewIfNeeded();
  const frame = await (await course.page.waitForSelector('#frame-sandboxed')).contentFrame();
  await frame.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  assert.equal(await frame.evaluate(() => origin), 'null', 'a sandboxed frame');
  await frame.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
  });
  const frameDeadline = Date.now() + 5000;
  while (course.violations.length < 1 && Date.now() < frameDeadline) await course.page.waitForTimeout(50);
  assert.deepEqual(course.violations.map((v) => v.effectiveDirective), ['script-src-elem']);
  await course.context.close();
});

/** The Share dialog's preview frame once its game is ready. It is scrolled into view first, as a
 *  teacher scrolling down to it does: it loads lazily (loading=lazy), and below the fold a file://
 *  frame is another origin whose animation frames Chromium throttles (waitForFunction polls on
 *  them). If it never gets ready, the failure says what the frame holds. */
async function sharePreview(page, where) {
  const iframe = await page.waitForSelector('dialog.share-dialog iframe.share-preview');
  await iframe.scrollIntoViewIfNeeded();
  const preview = await iframe.contentFrame();
  try {
    await preview.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  } catch (err) {
    const src = await iframe.getAttribute('src');
    const inside = await preview.evaluate(() => ({
      url: location.href, readyState: document.readyState, state: document.querySelector('nim-lab-game')?.state ?? null,
    })).catch((e) => String(e));
    throw new Error(`${where}: the Share preview (src ${src}) never got ready: ${JSON.stringify(inside)} (${err.message})`);
  }
  return preview;
}

test('the playground: every section, and the Share dialog\'s preview frame, without a violation', async () => {
  const { page, context, errors, violations } = await openPage(shared.browser, shared.server.url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await livePolicy(page, 'index.html');
  const tabs = await page.locator('#tabs a').evaluateAll((links) => links.map((a) => a.dataset.sec));
  assert.ok(tabs.length >= 5, tabs.join(', '));
  for (const sec of tabs) {
    await page.click(`#tabs a[data-sec="${sec}"]`);
    await page.waitForFunction((s) => {
      const host = [...document.querySelectorAll('.section-body')].find((h) => !h.hidden);
      return host && document.querySelector(`#tabs a[data-sec="${s}"]`).getAttribute('aria-current') === 'page'
        && host.querySelector('.player, .take-board, canvas');
    }, sec);
  }
  await page.click('.section-body:not([hidden]) .share-button');
  const preview = await sharePreview(page, 'index.html');
  await livePolicy(preview, 'the Share preview (embed.html)');
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('embed.html for every game and view, without a violation', async () => {
  const { page, context, errors, violations } = await openPage(shared.browser, `${shared.server.url}embed.html?game=move-fn`);
  const widgets = await page.evaluate(async () => {
    await (await import('./js/core/engine.js')).ready(); // the package is imported on demand
    return (await import('./js/core/spec.js')).widgetSpec().widgets.map((w) => ({ name: w.name, kind: w.kind }));
  });
  assert.ok(widgets.length >= 8, JSON.stringify(widgets));
  for (const w of widgets) {
    const tag = w.kind === 'view' ? `nim-lab-${w.name}` : 'nim-lab-game';
    await page.goto(`${shared.server.url}embed.html?${w.kind === 'view' ? 'view' : 'game'}=${w.name}`);
    await page.waitForSelector(tag, { state: 'attached' });
    await page.evaluate((t) => document.querySelector(t).whenReady(), tag);
    await livePolicy(page, `embed.html ${w.name}`);
  }
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every lesson, all steps and the teacher\'s notes shown, without a violation', async () => {
  const lessons = fs.readdirSync(path.join(www, 'lessons')).filter((f) => f.endsWith('.html')).sort();
  const { page, context, errors, violations } = await openPage(shared.browser, null);
  for (const lesson of lessons) {
    await page.goto(`${shared.server.url}lessons/${lesson}`);
    await livePolicy(page, `lessons/${lesson}`);
    if (lesson === 'index.html') continue;
    await page.waitForSelector('#lesson-progress');
    await page.click('#teacher-toggle');
    await page.waitForFunction(() => [...document.querySelectorAll('nim-lab-game, nim-lab-table, nim-lab-base, nim-lab-plot')].every((e) => e.built)
      && document.querySelectorAll('.fact.computing').length === 0, null, { timeout: 30000 });
  }
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dist/: the course page with its iframes, the self-contained pages from file:// and served', { skip: skipDist }, async () => {
  const { page, context, errors, violations } = await openPage(shared.browser, `${distServer.url}examples/course-page.html`);
  await livePolicy(page, 'dist/examples/course-page.html');
  await page.waitForFunction(() => [...document.querySelectorAll('nim-lab-game, nim-lab-table, nim-lab-base')].every((e) => e.built), null, { timeout: 30000 });
  for (const id of ['frame-blocking', 'frame-sandboxed']) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    const frame = await (await page.waitForSelector(`#${id}`)).contentFrame();
    await frame.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
    await livePolicy(frame, `the course page's #${id}`);
  }
  const fileUrl = (file) => pathToFileURL(path.join(dist, file)).href;
  // the playground from file://, a large range so that its worker starts from a Blob URL
  await page.goto(`${fileUrl('index.html')}?upto=60000`);
  await page.waitForFunction(() => document.body.dataset.analysis === 'done', null, { timeout: 60000 });
  await livePolicy(page, 'dist/index.html from file://');
  await page.click('#share-move-fn');
  await sharePreview(page, 'dist/index.html from file://');
  await page.goto(`${fileUrl('embed.html')}?game=blocking`);
  await page.waitForFunction(() => document.querySelector('nim-lab-game')?.state?.ready === true, null, { timeout: 30000 });
  await livePolicy(page, 'dist/embed.html from file://');
  await page.goto(`${distServer.url}lessons/fibonacci-nim.html`);
  await page.waitForSelector('#lesson-progress');
  await livePolicy(page, 'dist/lessons/fibonacci-nim.html');
  await page.click('#teacher-toggle');
  await page.waitForFunction(() => document.querySelectorAll('.fact.computing').length === 0, null, { timeout: 30000 });
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
  await context.close();
});
