// embed.html: one game or view of Nim Lab in a course page's iframe. The query names the widget
// (game=move-fn, or view=table) and gives its attributes with the element's names; the widget is
// the custom element itself, so the checks, messages and API are the element's. The page tells
// its parent (window.parent.postMessage, any origin: nothing private is sent):
//   {type: 'nimlab:ready', widget}             once the widget is drawn
//   {type: 'nimlab:resize', height}            whenever the page's height changes
//   {type: 'nimlab:move', who, take, pile, why, …} and {type: 'nimlab:gameover', winner}
// It never writes the parent's URL or storage.

import './elements/index.js';
import { el } from './core/dom.js';

const params = new URLSearchParams(location.search);
const main = document.getElementById('embed');
const ignored = [];

function post(message) {
  if (window.parent === window) return;
  try { window.parent.postMessage(message, '*'); } catch (_) { /* a closed parent */ }
}

function widgetElement() {
  const view = params.get('view');
  const game = params.get('game');
  const node = view !== null && game === null
    ? document.createElement(/^[a-z][a-z0-9-]*$/.test(view) && customElements.get(`nim-lab-${view}`) ? `nim-lab-${view}` : 'nim-lab-game')
    : document.createElement('nim-lab-game');
  if (node.localName === 'nim-lab-game') node.setAttribute('game', game ?? view ?? '');
  for (const [key, value] of params) {
    if (key === 'game' || key === 'view') continue;
    try {
      node.setAttribute(key, value);
    } catch (_) {
      ignored.push(key);
    }
  }
  return node;
}

const widget = widgetElement();
if (widget.getAttribute('theme')) document.documentElement.dataset.theme = widget.getAttribute('theme');
if (ignored.length) {
  main.append(el('p', { class: 'notice', role: 'alert' }, `Ignored in the link: ${ignored.join(', ')} (not attribute names).`));
}
main.append(widget);

widget.addEventListener('nimlab-ready', (e) => {
  if (widget.query) document.getElementById('open-full').href = `index.html?${widget.query}`;
  post({ type: 'nimlab:ready', widget: e.detail.widget });
});
widget.addEventListener('nimlab-move', (e) => post({ type: 'nimlab:move', ...e.detail }));
widget.addEventListener('nimlab-gameover', (e) => post({ type: 'nimlab:gameover', ...e.detail }));

let lastHeight = 0;
const sendHeight = () => {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== lastHeight) {
    lastHeight = height;
    post({ type: 'nimlab:resize', height });
  }
};
new ResizeObserver(sendHeight).observe(document.documentElement);
