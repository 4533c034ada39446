#!/usr/bin/env node
// Writes www/js/core/fonts.js: every font (family, size, weight, style) and every character
// outside ASCII that the playground's sections, the embeds and the lessons lay out when they
// load, at the widths the tests use, measured in headless Chromium (tests/e2e/harness.mjs
// fontCensus), and which of them each page uses (fontPages). warmFonts(key) lays out a page's own
// while the engine loads, so that its first frame asks the system for no font; the e2e tests fail
// (fontCheck) when a page lays out one its list lacks. Needs ./build.sh build first:
// node scripts/font-census.mjs

import fs from 'node:fs';
import path from 'node:path';
import { startServer, launchBrowser, repoRoot, fontCensus, embedGames } from '../tests/e2e/harness.mjs';

const sections = ['move-fn', 'periodic', 'blocking', 'cut-the-knot', 'single-delete'];
const lessons = fs.readdirSync(path.join(repoRoot, 'www', 'lessons')).filter((f) => f.endsWith('.html'));
// [url, width, what shows it is built, the page's key in fontPages (warmFonts(key))]
const visits = [
  ...sections.flatMap((s) => [1280, 390].map((w) => [`index.html?sec=${s}`, w, 'body[data-ready="true"]', `sec=${s}`])),
  ...Object.values(embedGames).map((q) => [`embed.html?${q}`, 700, 'nim-lab-game', `game=${new URLSearchParams(q).get('game')}`]),
  ...lessons.flatMap((l) => [1280, 390].map((w) => [`lessons/${l}`, w, 'body', `lesson=${l.replace(/\.html$/, '')}`])),
];

const faces = new Map();
const chars = new Set();
const pages = new Map(); // key → Set of JSON faces
const server = await startServer(path.join(repoRoot, 'www'));
const browser = await launchBrowser();
try {
  for (const [url, width, selector, key] of visits) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.url + url);
    await page.waitForSelector(selector, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const found = await fontCensus(page);
    if (!pages.has(key)) pages.set(key, new Set());
    for (const f of found.faces) {
      faces.set(JSON.stringify(f), f);
      pages.get(key).add(JSON.stringify(f));
    }
    for (const c of found.chars) chars.add(c);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const list = [...faces.values()].sort((a, b) => String(a).localeCompare(String(b)));
const text = [...chars].sort().join('');
const index = new Map(list.map((f, i) => [JSON.stringify(f), i]));
const byPage = [...pages].sort((a, b) => a[0].localeCompare(b[0]))
  .map(([key, set]) => `  ${JSON.stringify(key)}: [${[...set].map((f) => index.get(f)).sort((a, b) => a - b).join(', ')}],`);
const out = `// Written by scripts/font-census.mjs from the pages as Chromium lays them out; do not edit.
// Every font (font-family, font-size in root font sizes, weight, style) that the playground's
// sections, the embeds and the lessons use when they load, and the characters outside ASCII
// they show. warmFonts(key) lays out a page's own in small tasks while the engine loads: a fresh renderer
// asks the system for each font at each size the first time it lays one out, synchronously,
// which in a section's first frame made a long task.

/** [font-family, size in rem, weight, style]. */
export const fontFaces = [
${list.map((f) => `  ${JSON.stringify(f)},`).join('\n')}
];

/** Letters, digits and every character outside ASCII the pages show. */
export const fontText = ${JSON.stringify(`Nim Lab 0123456789 ${text}`)};
`;
fs.writeFileSync(path.join(repoRoot, 'www', 'js', 'core', 'fonts.js'), out);
// (each page's list by its link, which names families: outside core/, which names none)
const pagesOut = `// Written by scripts/font-census.mjs from the pages as Chromium lays them out; do not edit.

/** The fonts each page lays out when it loads (indices into core/fonts.js's fontFaces), at 1280 and 390 px (an
 *  embed at 700): a playground section by its \`sec=\`, an embed by its \`game=\`, a lesson by
 *  \`lesson=\` and its file's name. warmFonts(key) lays out these alone: each font at each size
 *  is a lookup of several milliseconds (the system's font configuration, through the browser
 *  process), and a page uses 13-51 of them. */
export const fontPages = {
${byPage.join('\n')}
};

`;
fs.writeFileSync(path.join(repoRoot, 'www', 'js', 'font-pages.js'), pagesOut);
console.log(`www/js/core/fonts.js: ${list.length} fonts (${[...pages].map(([k, v]) => `${k} ${v.size}`).join(', ')}), ${text.length} characters outside ASCII`);
