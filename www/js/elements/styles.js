// The styles of every element's shadow root: the site's CSS files (tokens, base, widgets, views
// and the families' own, core/registry.js), loaded once per page and shared by all elements
// through one constructable stylesheet. Lengths in rem become em, so that an element sizes itself
// from its own font size (--font-size, 18px) and not from whatever root font size the course page
// has. A page whose elements all use a family's small package (element.js) loads the core files
// alone. dist's light pages, which cannot fetch, give the files' text through their loader's
// hook globalThis.NIMLAB_CSS_TEXT(files) → a Promise of it; dist/nimlab-elements.js (split into
// chunks) names the folder that holds css/ in globalThis.NIMLAB_BASE_URL.

import { styleFiles as familyStyles } from '../core/registry.js';

/** The CSS files every element needs, in order: all a page of the small package's games loads
 *  (views.css and the families' files style the views and the other games, which only the
 *  full package's pages show). */
export const coreFiles = ['tokens.css', 'base.css', 'widgets.css', 'elements.css'];

/** The CSS files of an element, in order (also read by scripts/dist.mjs, the families registered). */
export const styleFiles = () => [...coreFiles, 'views.css', ...familyStyles()];

const sheets = new Map();

async function cssText(files) {
  if (globalThis.NIMLAB_CSS_TEXT) return globalThis.NIMLAB_CSS_TEXT(files);
  const texts = await Promise.all(files.map(async (file) => {
    const response = await fetch(new URL(`css/${file}`, globalThis.NIMLAB_BASE_URL || new URL('../../', import.meta.url)));
    if (!response.ok) throw new Error(`css/${file}: HTTP ${response.status}`);
    return response.text();
  }));
  return texts.join('\n');
}

/** The shared stylesheet (a Promise of a CSSStyleSheet): of the core files alone when `small`
 *  (a page of the small package's games), else of every family. */
export function elementSheet(small = false) {
  const files = small ? coreFiles : styleFiles();
  const key = small ? 'small' : 'full';
  if (!sheets.has(key)) {
    sheets.set(key, cssText(files).then((text) => {
      const s = new CSSStyleSheet();
      s.replaceSync(text.replace(/(\d*\.?\d+)rem\b/g, '$1em'));
      return s;
    }));
  }
  return sheets.get(key);
}
