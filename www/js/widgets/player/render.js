// The player's DOM (widgets/player.js): built once by buildDom, drawn from the state by draw —
// the status line, what the engine said, the hint, the buttons, the move log and the record.

import { el, fill, setText, fmtInt, withSubscripts } from '../../core/dom.js';
import { renderMoveLog } from '../movelog.js';
import { levels, me, view, hintSteps, showHint, undo, reset, setFirst, setLevel, toggleHelp } from './state.js';
import { keysHelp } from './keys.js';
import { createRecordView } from './record.js';

/** Builds the player's elements into host: p.dom, {root, status, boardHost, …}. */
export function buildDom(p, host) {
  const { kind, options } = p;
  const id = (name) => `${p.ids}${name}`;
  const d = {
    status: el('div', { class: 'play-status', id: id('play-status') }),
    boardHost: el('div', { class: 'board' }),
    engineSaid: el('div', { class: 'engine-said', id: id('engine-said') }),
    hintView: el('div', { class: 'hint-view', id: id('hint-view') }),
    errorView: el('div', { class: 'field-error play-error', id: id('play-error'), role: 'alert' }),
    announcer: el('div', { class: 'visually-hidden', id: id('announce'), 'aria-live': 'polite', 'aria-atomic': 'true' }),
    hintButton: el('button', { type: 'button', class: 'btn', id: id('hint-button'), 'aria-keyshortcuts': 'H', onclick: () => showHint(p) }, 'Hint'),
    undoButton: el('button', { type: 'button', class: 'btn', id: id('undo-button'), 'aria-keyshortcuts': 'U', onclick: () => undo(p) }, 'Undo'),
    radios: ['you', 'engine'].map((value) => {
      const input = el('input', { type: 'radio', name: p.firstName, value });
      input.addEventListener('change', () => {
        if (!input.checked) return;
        setFirst(p, value);
        options.onFirstChange?.(value);
      });
      return { value, input, label: el('label', null, input, value === 'you' ? ' You' : ' Engine') };
    }),
    levelSelect: el('select', { id: id('level'), class: 'level-select' },
      Object.entries(levels).map(([value, words]) => el('option', { value }, words))),
    helpButton: el('button', {
      type: 'button', class: 'btn btn-quiet keys-toggle', 'aria-expanded': 'false', 'aria-controls': id('keys-help'),
      'aria-keyshortcuts': 'Shift+?', onclick: () => toggleHelp(p),
    }, 'Keys'),
    helpPanel: el('div', { class: 'keys-help', id: id('keys-help'), hidden: true },
      el('p', { class: 'keys-title' }, 'Play with the keyboard (while the game has focus):'),
      el('dl', null, (kind.keysHelp || keysHelp).map(([k, what]) => [el('dt', null, el('kbd', null, k)), el('dd', null, what)]))),
    // a scroll box once the game is long: in the tab order with a name, so the keyboard reaches
    // every move (the arrows scroll it)
    log: el('ol', { class: 'move-log', id: id('move-log'), tabindex: '0', 'aria-label': 'Moves so far' }),
  };
  const newButton = el('button', { type: 'button', class: 'btn', id: id('new-game'), 'aria-keyshortcuts': 'N', onclick: () => reset(p) }, 'New game');
  const firstBox = el('fieldset', { class: 'first-mover' }, el('legend', null, 'Who moves first'), d.radios.map((r) => r.label));
  d.levelSelect.addEventListener('change', () => {
    setLevel(p, d.levelSelect.value);
    options.onLevelChange?.(d.levelSelect.value);
  });
  const levelBox = el('label', { class: 'level-menu', for: id('level') }, 'Engine ', d.levelSelect);
  const startField = options.startField ? createStartField(p, options.startField) : null;
  d.record = createRecordView(p, d.log);
  d.root = el('div', { class: 'player', role: 'group', tabindex: '-1', 'aria-label': options.title || 'Game against the engine' },
    options.title ? el('h3', { class: 'player-title' }, options.title) : null,
    d.status,
    d.boardHost,
    d.engineSaid,
    el('div', { class: 'player-actions' }, d.hintButton, d.undoButton, newButton, startField, firstBox, levelBox, d.helpButton),
    d.hintView,
    d.errorView,
    d.helpPanel,
    d.announcer,
    el('h3', { class: 'log-title' }, 'Moves'),
    d.log,
    d.record.box);
  host.append(d.root);
  return d;
}

/** The start of the next new game, as typed: checked at each edit (the message beside it),
 *  kept when good; Enter in it (or New game, N) starts that game. */
function createStartField(p, f) {
  const id = (name) => `${p.ids}${name}`;
  const input = el('input', {
    id: id('start-input'), class: 'mono small-input', type: 'text', inputmode: 'numeric', autocomplete: 'off',
    spellcheck: 'false', value: f.value, 'aria-describedby': id('start-message'),
  });
  const message = el('span', { class: 'field-error', id: id('start-message'), 'aria-live': 'polite' });
  const check = () => {
    const r = f.check(input.value);
    setText(message, r.error || '');
    input.classList.toggle('invalid', !!r.error);
    input.setAttribute('aria-invalid', r.error ? 'true' : 'false');
    if (!r.error) f.set(r.value);
    return !r.error;
  };
  input.addEventListener('input', check);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && check()) reset(p);
  });
  return el('span', { class: 'start-field' }, el('label', { for: id('start-input') }, f.label, ' '), input, message);
}

/** Draws the state into p.dom. */
export function draw(p) {
  const { kind, dom: d } = p;
  const pos = p.position;
  const v = view(p);
  for (const r of d.radios) if (r.input.checked !== (r.value === p.first)) r.input.checked = r.value === p.first;
  setText(d.errorView, p.error || '');
  d.hintButton.hidden = !p.hints;
  d.hintButton.disabled = !v.acting || (!!p.hint && p.hintStep >= hintSteps(p, p.hint).length);
  setText(d.hintButton, !p.hint || !p.hintStep ? 'Hint' : p.hintStep < hintSteps(p, p.hint).length - 1 ? 'More hint' : 'Show the move');
  if (d.levelSelect.value !== p.level) d.levelSelect.value = p.level;
  d.undoButton.disabled = !!p.thinking || !p.records.some((r) => r.by === 'you' && r.moved);
  d.helpPanel.hidden = !p.helpOpen;
  d.helpButton.setAttribute('aria-expanded', String(p.helpOpen));
  setText(d.announcer, p.announcement);
  d.root.dataset.turn = !pos ? 'none' : pos.over ? 'over' : v.myTurn ? 'you' : 'engine';
  d.root.dataset.moves = String(pos ? pos.moves.length : 0);

  d.status.className = 'play-status';
  if (!pos) {
    setText(d.status, p.thinking === 'loading' ? 'Setting up the game…' : p.error ? 'No game: fix the settings.' : '');
    fill(d.engineSaid);
    fill(d.hintView);
    fill(d.log);
    d.drawnLog = null;
    d.record.box.hidden = true;
    p.board.render(v);
    return;
  }
  if (pos.over) {
    const won = pos.winner === me(p);
    d.status.classList.add(won ? 'won' : 'lost');
    fill(d.status, el('strong', { id: `${p.ids}result` }, won ? 'You win!' : 'The engine wins.'),
      ' ', kind.overText ? kind.overText(pos, won) : won ? 'You took the last counter.' : 'It took the last counter.');
  } else {
    fill(d.status,
      kind.positionText ? kind.positionText(pos, v)
        : el('span', { class: 'pile-count' }, 'Pile: ', el('strong', { id: `${p.ids}pile-number` }, fmtInt(pos.pile))),
      kind.status ? kind.status(pos, v) : null,
      el('span', { class: 'turn' }, p.thinking ? ' · engine’s move' : v.myTurn ? ' · your move' : ' · engine’s move'));
  }
  p.board.render(v);
  renderSaid(p);
  renderHint(p, pos);
  drawLog(p, pos, v);
  d.record.render(pos);
}

/** The move log, drawn again when a move was added or the game is another. */
function drawLog(p, pos, v) {
  const { kind, dom: d } = p;
  const logKey = `${p.epoch}|${p.records.length}`;
  if (logKey === d.drawnLog) return;
  d.drawnLog = logKey;
  // the newest move stays in view, unless the reader has scrolled up to an older one
  const { log } = d;
  const atEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
  renderMoveLog(log, pos.moves, me(p), kind.logOptions ? kind.logOptions(v) : {
    why: (i) => {
      const r = p.records.filter((x) => x.moved)[i];
      return r && r.by === 'engine' && r.why ? withSubscripts(r.why) : null;
    },
  });
  if (atEnd) log.scrollTop = log.scrollHeight;
}

/** The engine's actions since the player's last one. */
function renderSaid(p) {
  const { records, dom: d } = p;
  const since = [];
  for (let i = records.length - 1; i >= 0 && records[i].by !== 'you'; i--) {
    if (records[i].by === 'engine') since.unshift(records[i]);
  }
  const key = `${p.epoch}|${records.length}`;
  if (key === d.drawnSaid) return;
  d.drawnSaid = key;
  fill(d.engineSaid, since.map((r) => el('p', { class: 'engine-said-line' }, p.kind.said(r))));
}

function renderHint(p, pos) {
  const { kind, hint: h, dom: d } = p;
  if (!h || pos.over || !p.hintStep) {
    fill(d.hintView);
    return;
  }
  const steps = hintSteps(p, h);
  const shown = steps.slice(0, p.hintStep);
  const complete = p.hintStep >= steps.length;
  fill(d.hintView, el('div', {
    class: h.winning ? 'hint good' : 'hint', id: `${p.ids}hint-text`, 'data-step': p.hintStep, 'data-steps': steps.length,
    'data-take': complete ? h.take ?? '' : '', ...(complete && kind.hintAttrs ? kind.hintAttrs(h) : {}),
  }, shown.map((line, i) => el('p', { class: 'hint-step' },
    i === steps.length - 1 ? [el('strong', null, kind.hintText(h)), withSubscripts(h.why)] : withSubscripts(line)))));
}
