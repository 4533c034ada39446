// Tiny DOM helpers shared by the views.

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

export function byId(id) {
  return document.getElementById(id);
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

/** Sets an input's value unless the user is typing in it. */
export function syncInput(input, value) {
  if (document.activeElement !== input && input.value !== String(value)) input.value = String(value);
}

/** 1234567 -> "1 234 567" (thin spaces keep long numbers readable on a projector). */
export function fmtInt(value) {
  const s = String(value);
  if (!/^\d+$/.test(s) || s.length <= 4) return s;
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

export function errorText(err) {
  return String((err && err.message) || err);
}

/** The engine's plain-text maths ("c_3 = 2", "A_(k+1)") with the indices as subscripts. */
export function withSubscripts(text) {
  const parts = [];
  const s = String(text ?? '');
  let last = 0;
  for (const m of s.matchAll(/\b([A-Za-z])_(?:\(([^()]*)\)|([A-Za-z0-9]+))/g)) {
    parts.push(s.slice(last, m.index), m[1], el('sub', null, m[2] ?? m[3]));
    last = m.index + m[0].length;
  }
  parts.push(s.slice(last));
  return parts;
}
