// The styles of every element's shadow root: the site's CSS files (tokens, base, widgets and the
// families'), loaded once per page and shared by all elements through one constructable
// stylesheet. Lengths in rem become em, so that an element sizes itself from its own font size
// (--font-size, 18px) and not from whatever root font size the course page has. A page whose
// elements are all move-function games (the small package's page, see element.js) loads the
// core files alone. The self-contained builds put the CSS text of every file in
// globalThis.NIMLAB_CSS instead of files; dist/nimlab-elements.js (split into chunks) names the
// folder that holds css/ in globalThis.NIMLAB_BASE_URL.

/** The CSS files every element needs, in order: all a page of move-function games loads
 *  (move_fn.css styles the periodic section and the family's views, which only the full
 *  package's pages show). */
const coreFiles = ['tokens.css', 'base.css', 'widgets.css', 'elements.css'];

/** The CSS files of an element, in order (also read by scripts/dist.mjs). */
export const styleFiles = [...coreFiles, 'move_fn.css', 'views.css', 'blocking.css', 'cut_the_knot.css', 'single_delete.css'];

const sheets = new Map();

async function cssText(files) {
  if (globalThis.NIMLAB_CSS) return globalThis.NIMLAB_CSS;
  const texts = await Promise.all(files.map(async (file) => {
    const response = await fetch(new URL(`css/${file}`, globalThis.NIMLAB_BASE_URL || new URL('../../', import.meta.url)));
    if (!response.ok) throw new Error(`css/${file}: HTTP ${response.status}`);
    return response.text();
  }));
  return texts.join('\n');
}

/** The shared stylesheet (a Promise of a CSSStyleSheet): of the move-function family alone when
 *  `moveFnOnly`, else of every family. */
export function elementSheet(moveFnOnly = false) {
  const files = moveFnOnly ? coreFiles : styleFiles;
  if (!sheets.has(files)) {
    sheets.set(files, cssText(files).then((text) => {
      const s = new CSSStyleSheet();
      s.replaceSync(text.replace(/(\d*\.?\d+)rem\b/g, '$1em'));
      return s;
    }));
  }
  return sheets.get(files);
}
