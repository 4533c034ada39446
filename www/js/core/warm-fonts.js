// Fonts laid out before they are needed. A fresh renderer asks the system for each font at each
// size (a strike) the first time it lays one out, synchronously, through the browser process:
// 2-16 ms a strike on Linux (measured unthrottled), slower while the browser is busy. Left to a
// section's first frame, the playground's 40-odd strikes made one long task of it (up to 127 ms
// measured). core/fonts.js lists every strike the pages use, and each page's (written by
// scripts/font-census.mjs; the e2e tests check each page against its list), and warmFonts has a
// worker look the page's up first, off the main thread (an OffscreenCanvas measuring text in each:
// what the system answers is kept for the whole renderer, and the page's own lookups then cost
// about a third: 80 strikes laid out 437-593 ms cold, 149-190 ms after the worker's), then lays
// them out one per task while the engine loads.

import { fontFaces, fontText } from './fonts.js';
import { fontPages } from '../font-pages.js';

/** Resolves in a task of its own. A message, not setTimeout: nested timeouts wait 4 ms each
 *  after the fifth, which over the 40 tasks here would hold a section back for nothing. */
function nextTask() {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => { port1.close(); resolve(); };
    port2.postMessage(0);
  });
}

/** Strikes laid out per task: one. A lookup takes 2-16 ms here, and Lighthouse counts a task's
 *  time four times past 50 ms: two in a task count past 12.5 ms together, where each alone counts
 *  only past 12.5 ms of its own (never more, 50 ms less when both are slow). */
const PER_TASK = 1;

/** Resolves after the page's next frame (or 100 ms: a hidden page paints none). */
function afterFrame() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => nextTask().then(resolve));
    setTimeout(resolve, 100);
  });
}

/** Lays out `fontText` in the fonts of core/fonts.js that the page `key` uses when it loads
 *  (font-pages.js: a key per section, embedded game and lesson; every font for a key it
 *  lacks), off-screen and hidden, PER_TASK fonts per task (call it while the engine loads, when
 *  the main thread is idle). Resolves when done. Only the page's own: each font at each size is a
 *  lookup of 2-16 ms on Linux (measured unthrottled; Lighthouse's 4× counts it four times), and a
 *  page uses 13-51 of the 80 the pages use together. It starts after the page's first frame: each
 *  probe's layout is then its own box's alone, where the first one, run in the task of the page's
 *  scripts, laid out the whole page there (0.1 s of a lesson page's first task at 4× CPU
 *  throttling). */
export async function warmFonts(key, parent = document.body) {
  const faces = Object.hasOwn(fontPages, key) ? fontPages[key].map((i) => fontFaces[i]) : fontFaces;
  await afterFrame();
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  await lookUpInWorker(faces, root);
  for (let i = 0; i < faces.length; i += PER_TASK) {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    // a 1 px box that clips its text: no overflow to scroll to, in either writing direction
    Object.assign(box.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', overflow: 'hidden', whiteSpace: 'nowrap', visibility: 'hidden' });
    for (const [family, size, weight, style] of faces.slice(i, i + PER_TASK)) {
      const probe = document.createElement('span');
      Object.assign(probe.style, { fontFamily: family, fontSize: `${size * root}px`, fontWeight: String(weight), fontStyle: style });
      probe.textContent = fontText;
      box.append(probe);
    }
    parent.append(box);
    void box.offsetWidth; // the layout that looks the fonts up
    box.remove();
    await nextTask();
  }
}

/** The worker's code: measures the text in each font (its CSS font shorthand) and answers. */
const WORKER = 'onmessage = (e) => { const c = new OffscreenCanvas(1, 1).getContext("2d"); '
  + 'for (const font of e.data.fonts) { c.font = font; c.measureText(e.data.text); } postMessage(0); };';

/** Has a worker look `faces` up (resolves when it has, or could not: no OffscreenCanvas, a policy
 *  without blob: workers, an error; after 3 s at the latest). Off the main thread: the lookups
 *  that follow on the page find most of the system's answers kept. */
function lookUpInWorker(faces, root) {
  if (typeof OffscreenCanvas === 'undefined' || typeof Worker === 'undefined' || !faces.length) return Promise.resolve();
  const fonts = faces.map(([family, size, weight, style]) => `${style} ${weight} ${size * root}px ${family}`);
  return new Promise((resolve) => {
    let worker = null;
    let url = null;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve();
    };
    const timer = setTimeout(done, 3000);
    try {
      url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
      worker = new Worker(url, { name: 'nimlab-fonts' });
      worker.onmessage = done;
      worker.onerror = (e) => { e.preventDefault?.(); done(); };
      worker.postMessage({ fonts, text: fontText });
    } catch {
      done();
    }
  });
}
