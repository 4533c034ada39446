// The player's DOM (widgets/player.js): built once by createView, drawn from the state by its draw() —
// the status line, what the engine said, the hint, the buttons, the move log and the record.

import { el, fill, setText, withSubscripts } from '../../core/dom.js';
import { t, l10n } from '../../core/i18n.js';
import { number, parts } from '../play-words.js';
import { renderMoveLog } from '../movelog.js';
import { say } from '../../core/words.js';
import { levels, me, view, movesMade, resultWords, hintSteps, hintWhy, act, showHint, undo, reset, setFirst, setLevel, toggleHelp } from './state.js';
import { keysHelp } from './keys.js';
import { logItems, recordText } from './record-text.js';

/** Builds the player's elements into host, and the game's board (p.board, the kind's); returns
 *  {root, log, draw(), relabel()}: draw() draws the state into them; relabel() has the next draw
 *  word again what it keeps (the log, what the engine said, the record) after a language change.
 *  Nodes built once name their message (l10n) and are filled again by core/i18n.js. */
export function createView(p, host) {
  const { kind, options } = p;
  const id = (name) => `${p.ids}${name}`;
  const status = el('div', { class: 'play-status', id: id('play-status') });
  const boardHost = el('div', { class: 'board' });
  const engineSaid = el('div', { class: 'engine-said', id: id('engine-said') });
  const hintView = el('div', { class: 'hint-view', id: id('hint-view') });
  const errorView = el('div', { class: 'field-error play-error', id: id('play-error'), role: 'alert' });
  const announcer = el('div', { class: 'visually-hidden', id: id('announce'), 'aria-live': 'polite', 'aria-atomic': 'true' });
  const hintButton = el('button', { type: 'button', class: 'btn', id: id('hint-button'), 'aria-keyshortcuts': 'H', onclick: () => showHint(p) }, t('play-hint'));
  const undoButton = el('button', { type: 'button', class: 'btn', id: id('undo-button'), 'aria-keyshortcuts': 'U', onclick: () => undo(p) });
  l10n(undoButton, 'play-undo');
  const newButton = el('button', { type: 'button', class: 'btn', id: id('new-game'), 'aria-keyshortcuts': 'N', onclick: () => reset(p) });
  l10n(newButton, 'play-new-game');
  const radios = firstRadios(p, options);
  const firstBox = el('fieldset', { class: 'first-mover' }, l10n(el('legend'), 'play-first'), radios.map((r) => r.label));
  const levelSelect = el('select', { id: id('level'), class: 'level-select' },
    Object.keys(levels).map((value) => l10n(el('option', { value }), `play-level-${value}`)));
  levelSelect.addEventListener('change', () => {
    setLevel(p, levelSelect.value);
    options.onLevelChange?.(levelSelect.value);
  });
  const levelBox = el('label', { class: 'level-menu', for: id('level') }, l10n(el('span'), 'play-level-menu'), ' ', levelSelect);
  const startField = options.startField ? createStartField(p, options.startField, id) : null;
  const helpButton = el('button', {
    type: 'button', class: 'btn btn-quiet keys-toggle', 'aria-expanded': 'false', 'aria-controls': id('keys-help'),
    'aria-keyshortcuts': 'Shift+?', onclick: () => toggleHelp(p),
  });
  l10n(helpButton, 'play-keys');
  // (a help's entry: text, or a message {id, args})
  const words = (tag, x) => (typeof x === 'string' ? el(tag, null, x) : l10n(el(tag), x.id, x.args));
  const helpPanel = el('div', { class: 'keys-help', id: id('keys-help'), hidden: true },
    l10n(el('p', { class: 'keys-title' }), 'play-keys-title'),
    el('dl', null, (kind.keysHelp || keysHelp).map(([k, what]) => [el('dt', null, words('kbd', k)), words('dd', what)])));
  // a scroll box once the game is long: in the tab order with a name, so the keyboard reaches
  // every move (the arrows scroll it)
  const log = el('ol', { class: 'move-log', id: id('move-log'), tabindex: '0' });
  followEnd(log);
  const root = el('div', { class: 'player', role: 'group', tabindex: '-1' },
    options.title ? el('h3', { class: 'player-title' }, options.title) : null,
    status,
    boardHost,
    engineSaid,
    el('div', { class: 'player-actions' }, hintButton, undoButton, newButton, startField, firstBox, levelBox, helpButton),
    hintView,
    errorView,
    helpPanel,
    announcer,
    // a label, not a heading: a course page's element sits under headings of any level
    l10n(el('p', { class: 'log-title' }), 'play-moves'),
    log);
  // (their names set, not named by data-l10n-id: these nodes hold the game and its moves, whose
  // text is not the message's)
  const name = () => {
    root.setAttribute('aria-label', options.title || t('play-game'));
    log.setAttribute('aria-label', t('play-log'));
    // (shown by the stylesheet while the log is empty: .move-log:empty::before)
    log.dataset.empty = t('play-log-empty');
  };
  name();
  host.append(root);
  p.board = kind.board(boardHost, { ids: p.ids, act: (action) => act(p, action), reset: () => reset(p), view: () => view(p) });
  let drawnLog = null;
  let drawnSaid = null;
  let recordView = null;   // the game record (record.js), built with the first finished game
  let recordLoad = null;
  let drawnOnce = false;   // a position has been drawn (root[data-setup] until then)

  function draw() {
    const pos = p.position;
    const v = view(p);
    for (const r of radios) if (r.input.checked !== (r.value === p.first)) r.input.checked = r.value === p.first;
    setText(errorView, p.error || '');
    const steps = p.hint ? hintSteps(p, p.hint).length : 0;
    hintButton.hidden = !p.hints;
    hintButton.disabled = !v.acting || (!!p.hint && p.hintStep >= steps);
    setText(hintButton, t(!p.hint || !p.hintStep ? 'play-hint' : p.hintStep < steps - 1 ? 'play-more-hint' : 'play-show-move'));
    if (levelSelect.value !== p.level) levelSelect.value = p.level;
    undoButton.disabled = !!p.thinking || !p.records.some((r) => r.by === 'you' && r.moved);
    helpPanel.hidden = !p.helpOpen;
    helpButton.setAttribute('aria-expanded', String(p.helpOpen));
    setText(announcer, p.announcement);
    root.dataset.turn = !pos ? 'none' : pos.over ? 'over' : v.myTurn ? 'you' : 'engine';
    root.dataset.moves = String(pos ? pos.moves.length : 0);
    // until the first game is set up, only the status line shows: the board, the buttons and the
    // log then appear together, in their final places (nothing below them is pushed down)
    if (pos) drawnOnce = true;
    root.dataset.setup = String(!drawnOnce && !p.error);

    status.className = 'play-status';
    if (!pos) {
      setText(status, p.thinking === 'loading' ? t('play-setting-up-game') : p.error ? t('play-no-game') : '');
      fill(engineSaid);
      fill(hintView);
      fill(log);
      drawnLog = null;
      if (recordView) recordView.box.hidden = true;
      p.board.render(v);
      return;
    }
    if (pos.over) {
      const won = pos.winner === me(p);
      status.classList.add(won ? 'won' : 'lost');
      fill(status, el('strong', { id: id('result') }, resultWords(won)),
        ' ', kind.overText ? kind.overText(pos, won) : t(won ? 'play-you-took-last' : 'play-engine-took-last'));
    } else {
      fill(status,
        kind.positionText ? kind.positionText(pos, v)
          : el('span', { class: 'pile-count' }, parts('play-pile', { pile: el('strong', { id: id('pile-number') }, number(pos.pile)) })),
        kind.status ? kind.status(pos, v) : null,
        el('span', { class: 'turn' }, ' · ', t(p.thinking || !v.myTurn ? 'play-turn-engine' : 'play-turn-you')));
    }
    p.board.render(v);
    // what the engine said and the log change with a move or a new game
    const key = `${p.epoch}|${p.records.length}`;
    if (key !== drawnSaid) {
      drawnSaid = key;
      renderSaid(p, engineSaid);
    }
    renderHint(p, pos, hintView);
    if (key !== drawnLog) {
      drawnLog = key;
      renderLog(p, log, pos, v);
    }
    if (recordView) recordView.render(pos);
    else if (pos.over) loadRecord();
  }

  /** Loads the game record and puts it last in the player; drawn at the next frame. */
  function loadRecord() {
    recordLoad ??= import('./record.js').then(({ createRecordView }) => {
      recordView = createRecordView(p, log, id, { view, movesMade, logItems, recordText });
      root.append(recordView.box);
      p.schedule();
    }, () => { recordLoad = null; }); // (offline: tried again at the next drawing)
  }

  /** After a language change: what the next draw keeps is worded again. */
  function relabel() {
    name();
    drawnLog = null;
    drawnSaid = null;
    recordView?.relabel();
    p.board.relabel?.();
  }

  return { root, log, draw, relabel };
}

/** Who moves first: a radio each for you and the engine ({value, input, label}). */
function firstRadios(p, options) {
  return ['you', 'engine'].map((value) => {
    const input = el('input', { type: 'radio', name: options.firstName || `${p.ids}first`, value });
    input.addEventListener('change', () => {
      if (!input.checked) return;
      setFirst(p, value);
      options.onFirstChange?.(value);
    });
    return { value, input, label: el('label', null, input, ' ', l10n(el('span'), value === 'you' ? 'play-first-you' : 'play-first-engine')) };
  });
}

/** The start of the next new game, as typed: checked at each edit (the message beside it),
 *  kept when good; Enter in it (or New game, N) starts that game. */
function createStartField(p, f, id) {
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
  if (f.prepare) input.addEventListener('focus', () => f.prepare(), { once: true });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && check()) reset(p);
  });
  return el('span', { class: 'start-field' }, el('label', { for: id('start-input') }, f.label, ' '), input, message);
}

/** The logs whose reader is at their newest move (or has not scrolled): kept by their scroll
 *  events, not read while drawing, where reading the scroll position forced a layout of the whole
 *  page in the middle of each draw (a page with five games paid five). */
const atEnd = new WeakMap();

function followEnd(log) {
  atEnd.set(log, true);
  log.addEventListener('scroll', () => atEnd.set(log, log.scrollTop + log.clientHeight >= log.scrollHeight - 8), { passive: true });
}

/** The move log (when a move was added or the game is another). */
function renderLog(p, log, pos, v) {
  renderMoveLog(log, pos.moves, me(p), p.kind.logOptions ? p.kind.logOptions(v) : {
    why: (i) => {
      const r = movesMade(p)[i];
      // (the engine's reason in the page's language where it is a message)
      return r && r.by === 'engine' && r.why ? withSubscripts(say(r.answer?.message, r.why)) : null;
    },
  });
  // the newest move stays in view, unless the reader has scrolled up to an older one (scrolled in
  // the next frame, whose layout the scroll then reads instead of forcing one of its own)
  if (atEnd.get(log)) requestAnimationFrame(() => { log.scrollTop = log.scrollHeight; });
}

/** The engine's actions since the player's last one. */
function renderSaid(p, engineSaid) {
  const { records } = p;
  const since = [];
  for (let i = records.length - 1; i >= 0 && records[i].by !== 'you'; i--) {
    if (records[i].by === 'engine') since.unshift(records[i]);
  }
  fill(engineSaid, since.map((r) => el('p', { class: 'engine-said-line' }, p.kind.said(r))));
}

function renderHint(p, pos, hintView) {
  const { kind, hint: h } = p;
  if (!h || pos.over || !p.hintStep) {
    fill(hintView);
    return;
  }
  const steps = hintSteps(p, h);
  const shown = steps.slice(0, p.hintStep);
  const complete = p.hintStep >= steps.length;
  fill(hintView, el('div', {
    class: h.winning ? 'hint good' : 'hint', id: `${p.ids}hint-text`, 'data-step': p.hintStep, 'data-steps': steps.length,
    'data-take': complete ? h.take ?? '' : '', ...(complete && kind.hintAttrs ? kind.hintAttrs(h) : {}),
  }, shown.map((line, i) => el('p', { class: 'hint-step' },
    i === steps.length - 1 ? [el('strong', null, kind.hintText(h)), withSubscripts(hintWhy(h))] : withSubscripts(line)))));
}
