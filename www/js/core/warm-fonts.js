// Fonts laid out before they are needed. A fresh renderer asks the system for each font at each
// size (a strike) the first time it lays one out, synchronously, through the browser process:
// 0.2-4 ms a strike, slower while the browser is busy. Left to a section's first frame, the
// playground's 40-odd strikes made one long task of it (up to 127 ms measured). core/fonts.js
// lists every strike the pages use (written by scripts/font-census.mjs; the e2e tests check
// each page against it), and warmFonts lays them out a few per task while the engine loads.

import { fontFaces, fontPages, fontText } from './fonts.js';

/** Resolves in a task of its own. A message, not setTimeout: nested timeouts wait 4 ms each
 *  after the fifth, which over the 40 tasks here would hold a section back for nothing. */
function nextTask() {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => { port1.close(); resolve(); };
    port2.postMessage(0);
  });
}

/** Strikes laid out per task: a few milliseconds of lookups each. */
const PER_TASK = 2;

/** Resolves after the page's next frame (or 100 ms: a hidden page paints none). */
function afterFrame() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => nextTask().then(resolve));
    setTimeout(resolve, 100);
  });
}

/** Lays out `fontText` in the fonts of core/fonts.js that the page `key` uses when it loads
 *  (fontPages: 'sec=periodic', 'game=blocking', 'lesson=cut-the-knot'; every font for a key it
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
  for (let i = 0; i < faces.length; i += PER_TASK) {
    const box = document.createElement('div');
    box.setAttribute('aria-hidden', 'true');
    Object.assign(box.style, { position: 'absolute', left: '-9999px', top: '0', visibility: 'hidden' });
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
