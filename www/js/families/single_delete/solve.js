// The section's solve of every position of k piles up to S, in a worker of its own (client.js),
// and what is asked of the solved range afterwards without solving again: the P-map with other
// piles fixed, a position's explanation, more positions of a group. One solve at a time: a new
// one stops the old one's worker; a refused range ("too many positions") keeps the results shown.

import { createDeleteChannel } from './client.js';
import { errorText } from '../../core/dom.js';
import { t } from '../../core/i18n.js';
import '../../i18n/single_delete_section/index.js';

/** The elapsed time is redrawn this often while a solve runs. */
const tickMs = 500;
/** P-positions drawn per group at first ("Show more" asks for four times as many). */
const groupLimit = 4;

/**
 * changed(): the owner redraws. Returns {state, run(piles, max, rest), cancel(), map(rest),
 * explain(position), group(pattern, limit), where}. state: {status: 'idle' | 'running' | 'done'
 * | 'error', key ("k|S" being solved or shown), result (the solve's answer), resultKey (bumped by
 * each result), error, note, startedAt, map ({rest, pMap} or {rest, error}), mapKey}.
 */
export function createDeleteSolve({ changed }) {
  const channel = createDeleteChannel();
  const state = {
    status: 'idle', key: null, token: 0, result: null, resultKey: 0, error: null, note: null, startedAt: 0,
    map: null, mapKey: 0, mapToken: 0, mapAsked: null,
  };
  let ticker = null;

  /** After a solve that did not end: the map asked for is the one shown. */
  function backToShownMap() {
    state.mapAsked = state.map && state.map.rest ? Array.from(state.map.rest).join(',') : null;
  }

  function stopTicker() {
    clearInterval(ticker);
    ticker = null;
  }

  /** Solves k = piles up to S = max (unless that range is being solved or shown); rest: the map's
   *  fixed piles, or null for no map. */
  function run(piles, max, rest) {
    const key = `${piles}|${max}`;
    if (state.status === 'running' && state.key === key) return;
    if (state.status !== 'running' && state.result && state.key === key) return;
    if (state.status === 'running') channel.stop();
    const token = ++state.token;
    Object.assign(state, { status: 'running', key, error: null, note: null, noteId: null, startedAt: performance.now() });
    stopTicker();
    ticker = setInterval(changed, tickMs);
    state.mapAsked = rest ? rest.join(',') : null;
    channel.call({ op: 'solve', piles, max, rest, limit: groupLimit }).then((result) => {
      if (token !== state.token) return;
      Object.assign(state, { status: 'done', result, resultKey: state.resultKey + 1, map: result.map, mapKey: state.mapKey + 1 });
    }, (err) => {
      if (err.cancelled || token !== state.token) return;
      // the engine's refusal ("too many positions"): the worker keeps the solver of the range shown
      Object.assign(state, { status: 'error', error: errorText(err), key: null });
      backToShownMap();
    }).finally(() => {
      if (token !== state.token) return;
      stopTicker();
      changed();
    });
    changed();
  }

  /** Stops the solve under way; returns the range still shown ({piles, max}) or null. */
  function cancel() {
    if (state.status !== 'running') return null;
    channel.stop();
    state.token++;
    stopTicker();
    backToShownMap();
    const r = state.result;
    // (the note's id too, so that the section writes it again in another language)
    if (r) Object.assign(state, { status: 'done', key: `${r.piles}|${r.max}`, note: t('sds-cancelled'), noteId: 'sds-cancelled' });
    else Object.assign(state, { status: 'idle', key: null, note: t('sds-cancelled'), noteId: 'sds-cancelled' });
    changed();
    return r ? { piles: r.piles, max: r.max } : null;
  }

  /** Asks for the map of the range shown with the fixed piles `rest`, unless it is the one shown
   *  or asked for (so it may be called at every redraw). */
  function map(rest) {
    const r = state.result;
    // while a solve runs the worker is busy with it; the solve brings its own map
    if (!r || state.status === 'running' || state.mapAsked === rest.join(',')) return;
    state.mapAsked = rest.join(',');
    const token = ++state.mapToken;
    const done = (answer) => {
      if (token !== state.mapToken || state.result !== r) return;
      Object.assign(state, { map: answer, mapKey: state.mapKey + 1 });
      changed();
    };
    channel.call({ op: 'map', piles: r.piles, max: r.max, rest }).then(done, (err) => {
      if (!err.cancelled) done({ rest, error: errorText(err) });
    });
  }

  /** The engine's account of a position of the range shown: {p, reason, text}. */
  function explain(position) {
    const r = state.result;
    if (state.status === 'running') return Promise.resolve({ reason: '', text: t('sds-engine-busy') });
    return channel.call({ op: 'explain', piles: r.piles, max: r.max, position });
  }

  /** The first `limit` P-positions of a group of the range shown. */
  function group(pattern, limit) {
    const r = state.result;
    return channel.call({ op: 'group', piles: r.piles, max: r.max, pattern, limit }).then((answer) => answer.positions);
  }

  return {
    state, run, cancel, map, explain, group,
    /** 'worker', or 'page' when no worker could start. */
    get where() {
      return channel.where;
    },
  };
}
