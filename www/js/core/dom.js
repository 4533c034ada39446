// Tiny DOM helpers shared by every widget, section and element. Nothing here looks anything up
// in `document` by id: widgets build their own DOM inside a host element (which may be inside a
// shadow root), so they keep references to the nodes they made.

import { say } from './words.js';

/** el('div', {class: 'x', onclick: fn}, child, 'text', ...) */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const [key, value] of Object.entries(attrs)) {
      if (value === null || value === undefined || value === false) continue;
      if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
      else if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key === 'style' && typeof value === 'object') Object.assign(node.style, value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  appendKids(node, children);
  return node;
}

function appendKids(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) appendKids(node, child);
    else node.append(child instanceof Node ? child : String(child));
  }
}

/** Replaces all children of node. */
export function fill(node, ...children) {
  node.replaceChildren();
  appendKids(node, children);
}

/** Sets textContent only when it changes. */
export function setText(node, text) {
  const value = String(text);
  if (node.textContent !== value) node.textContent = value;
}

let describedIds = 0;

/** Links `box` (a field's message) to `input` by aria-describedby, giving box an id if it has
 *  none: a screen reader reads the words with the field. Kept once; other ids stay. */
export function describedBy(input, box) {
  if (!box.id) box.id = `field-message-${++describedIds}`;
  const ids = (input.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
  if (!ids.includes(box.id)) input.setAttribute('aria-describedby', [...ids, box.id].join(' '));
}

/** The focused element of the document or shadow root that holds `node`. */
export function focusedIn(node) {
  const root = node.getRootNode ? node.getRootNode() : document;
  return root.activeElement || null;
}

/** Sets an input's value unless the user is typing in it. */
export function syncInput(input, value) {
  if (focusedIn(input) !== input && input.value !== String(value)) input.value = String(value);
}

/** Builds static markup (a section's form, written as HTML in its own module) into a fragment.
 *  Only our own constant templates go through here, never user text. */
export function fromHtml(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The descendant of root with this id (root: a section's host, a shadow root or the document). */
export function part(root, id) {
  const found = root.querySelector(`#${CSS.escape(id)}`);
  if (!found) throw new Error(`no element #${id} in this widget`);
  return found;
}

/** 1234567 -> "1 234 567" (thin spaces keep long numbers readable on a projector). */
export function fmtInt(value) {
  const s = String(value);
  if (!/^\d+$/.test(s) || s.length <= 4) return s;
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** A whole number typed with spaces, thin spaces, commas or underscores between digit groups. */
export function typedInt(text) {
  return Number(String(text).replace(/[\s\u202f,_]/g, ''));
}

/** A thrown error in words: an engine error's message (`l10n`, {id, args}) in the page's
 *  language, its English `message` where the page has no languages or the error no message. */
export function errorText(err) {
  return String(say(err?.l10n, (err && err.message) || err));
}

/** An Error with the engine's vocabulary of kinds ('input', 'limit', 'state', 'internal'), for the
 *  elements' own refusals (README, "Errors"). */
export function kindError(message, kind) {
  return Object.assign(new Error(message), { kind });
}

/** "6 and 10", "4, 7 and 9". */
export function andList(values) {
  const v = values.map((x) => fmtInt(x));
  if (v.length <= 1) return v.join('');
  return `${v.slice(0, -1).join(', ')} and ${v[v.length - 1]}`;
}

/** The engine's plain-text maths ("c_3 = 2", "A_(k+1)") with the indices as subscripts. */
export function withSubscripts(text) {
  const parts = [];
  const s = String(text ?? '');
  let last = 0;
  // (a Latin or Greek letter: B_f, g_i, Θ_i; not the end of a longer name)
  for (const m of s.matchAll(/(?<![A-Za-z0-9_Α-Ωα-ω])([A-Za-zΑ-Ωα-ω])_(?:\(([^()]*)\)|([A-Za-z0-9]+))/g)) {
    parts.push(s.slice(last, m.index), m[1], el('sub', null, m[2] ?? m[3]));
    last = m.index + m[0].length;
  }
  parts.push(s.slice(last));
  return parts;
}

/** "10^18" or "2^60" typed by hand -> the decimal string; anything else trimmed. */
export function expandPowerText(text) {
  const m = /^\s*(\d+)\s*\^\s*(\d+)\s*$/.exec(String(text));
  if (!m || Number(m[2]) > 400) return String(text).trim();
  return (BigInt(m[1]) ** BigInt(m[2])).toString();
}

/** Short label for a possibly huge decimal string: 1234567890 -> "1.23·10⁹". */
export function compactNumber(s) {
  const text = String(s);
  if (text.length <= 7) return fmtInt(text);
  const sup = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  const exp = String(text.length - 1).replace(/\d/g, (d) => sup[Number(d)]);
  const mant = `${text[0]}.${text.slice(1, 3)}`.replace(/\.?0+$/, '');
  return `${mant}·10${exp}`;
}

/** Calls fn once per animation frame at most, however often it is asked for. */
export function frameScheduler(fn) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      fn();
    });
  };
}

/** Resolves in a task of its own (after whatever the browser has queued: input, a frame), so
 *  that work split by `await nextTask()` never holds the main thread as one long task. */
export function nextTask() {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}

