// The styles of every element's shadow root: the site's CSS files (tokens, base, widgets and the
// families'), loaded once per page and shared by all elements through one constructable
// stylesheet. Lengths in rem become em, so that an element sizes itself from its own font size
// (--font-size, 18px) and not from whatever root font size the course page has. The
// self-contained builds put the CSS text in globalThis.NIMLAB_CSS instead of files.

/** The CSS files of an element, in order (also read by scripts/dist.mjs). */
export const styleFiles = ['tokens.css', 'base.css', 'widgets.css', 'elements.css', 'move_fn.css', 'blocking.css', 'cut_the_knot.css', 'single_delete.css'];

let sheet = null;

async function cssText() {
  if (globalThis.NIMLAB_CSS) return globalThis.NIMLAB_CSS;
  const texts = await Promise.all(styleFiles.map(async (file) => {
    const response = await fetch(new URL(`../../css/${file}`, import.meta.url));
    if (!response.ok) throw new Error(`css/${file}: HTTP ${response.status}`);
    return response.text();
  }));
  return texts.join('\n');
}

/** The shared stylesheet (a Promise of a CSSStyleSheet). */
export function elementSheet() {
  if (!sheet) {
    sheet = cssText().then((text) => {
      const s = new CSSStyleSheet();
      s.replaceSync(text.replace(/(\d*\.?\d+)rem\b/g, '$1em'));
      return s;
    });
  }
  return sheet;
}
