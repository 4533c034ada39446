// Runs an engine analysis without freezing the page: small ranges on the main thread and
// large ones in the module worker (../worker.js, the loop in worker-loop.js), or on the main
// thread when no worker can be started (e.g. some file:// pages); on the main thread always in
// time slices of ~12 ms. A job is a request {kind, …}: its kind is a family's worker job
// (core/registry.js: the family declares its size estimate and how the engine starts it, a
// stepper: core/engine.js), its other fields what that job reads.
// Each section (and each element) has its own channel (its own worker and one job at a time);
// starting a job cancels the channel's old one.

import { ready, pagePackage } from './engine.js';
import { jobKind } from './registry.js';
import { say } from './words.js';

export const workerThreshold = 20000;

/** An engine error as a worker posts it: {message, kind, …} (`limit` and `what` of a 'limit',
 *  `l10n`, the message as data, where the engine has one, `reloaded` after a trap: see
 *  core/engine.js); engineError makes an Error of it again, or of an Error (one without a kind
 *  is 'internal'). */
export const errorFields = (err) => ({ ...err, message: String(err?.message ?? err), kind: err?.kind || 'internal' });
export const engineError = (err) => Object.assign(new Error(String(err?.message ?? err)), errorFields(err));

const channels = new Map();
let jobCounter = 0;

function channelFor(name) {
  if (!channels.has(name)) channels.set(name, { worker: null, broken: false, active: null });
  return channels.get(name);
}

/** How much work a job is, in values computed (the family's estimate). */
function jobSize(request) {
  return jobKind(request.kind).size(request);
}

/** The stepper of a job (core/engine.js: advance, result, free), its family's engine module
 *  loaded first. */
export async function openJob(request) {
  const kind = jobKind(request.kind);
  return kind.start(await kind.family.engine(), request);
}

/** The buffers of the typed arrays in a result, at any depth of its objects and arrays (a
 *  worker sends them without copying). */
export function transferables(value, found = new Set()) {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (value && typeof value === 'object') {
    for (const v of Array.isArray(value) ? value : Object.values(value)) transferables(v, found);
  }
  return [...found];
}

/** A worker running ../worker.js. dist's light pages start it through their loader's hook
 *  globalThis.NIMLAB_MAKE_WORKER (a classic worker from a Blob URL, given the engine's bytes:
 *  scripts/build/pages-loader.js); the bundled elements (dist/nimlab-elements.js) name its file in
 *  globalThis.NIMLAB_WORKER_URL. */
export function makeEngineWorker() {
  if (globalThis.NIMLAB_MAKE_WORKER) return globalThis.NIMLAB_MAKE_WORKER();
  const url = globalThis.NIMLAB_WORKER_URL || new URL('../worker.js', import.meta.url);
  return new Worker(url, { type: 'module' });
}

function finishJob(job, kind, payload) {
  if (job.closed) return;
  if (kind !== 'progress') {
    job.closed = true;
    const ch = channelFor(job.channel);
    if (ch.active === job) ch.active = null;
  }
  if (kind === 'progress') job.onProgress(payload);
  else if (kind === 'done') job.onDone(payload);
  else {
    // an Error here, or what the worker posted of one: the same Error with its kind either way
    const err = engineError(payload);
    job.onError(err.message, err);
  }
}

async function runAnalysisHere(job, sliced) {
  let analysis;
  try {
    analysis = await openJob(job.request);
  } catch (err) {
    finishJob(job, 'error', err);
    return;
  }
  let work = 20000;
  const sliceStep = () => {
    if (job.closed) { analysis.free(); return; }
    try {
      let fraction = 0;
      const t0 = performance.now();
      do {
        fraction = analysis.advance(work);
      } while (fraction < 1 && (!sliced || performance.now() - t0 < 12));
      if (performance.now() - t0 < 6) work = Math.min(work * 2, 1e8);
      if (fraction < 1) {
        finishJob(job, 'progress', fraction);
        setTimeout(sliceStep, 0);
      } else {
        finishJob(job, 'done', analysis.result());
      }
    } catch (err) {
      analysis.free();
      finishJob(job, 'error', err);
    }
  };
  sliceStep();
}

function runAnalysisInWorker(ch, job) {
  if (!ch.worker) {
    ch.worker = engineWorker();
    ch.worker.onmessage = (event) => {
      const msg = event.data;
      const active = ch.active;
      if (!active || msg.id !== active.id) return;
      if (msg.type === 'progress') finishJob(active, 'progress', msg.fraction);
      else if (msg.type === 'done') finishJob(active, 'done', msg.result);
      else finishJob(active, 'error', msg.error);
    };
    ch.worker.onerror = (event) => {
      // The worker could not start (or crashed): compute on the main thread instead.
      event.preventDefault();
      ch.broken = true;
      stopChannelWorker(ch);
      const active = ch.active;
      if (active && !active.closed) {
        active.where = 'page';
        runAnalysisHere(active, true);
      }
    };
  }
  ch.worker.postMessage({ type: 'run', id: job.id, request: job.request });
}

function stopChannelWorker(ch) {
  if (ch.worker) {
    ch.worker.terminate();
    ch.worker = null;
  }
}

/**
 * Starts a job (see the top of this file) on a channel (a name: one job at a time on each).
 * callbacks: onProgress(fraction), onDone(result), onError(message, error) (error: the Error, with its
 * kind; after a trap `reloaded`, and the worker or the page has its engine rebuilt: a new job works).
 * Returns the job ({id, where: 'sync' | 'worker' | 'page'}).
 */
export function startAnalysis(request, callbacks, channel = 'default') {
  cancelAnalysis(channel);
  const ch = channelFor(channel);
  const job = {
    id: ++jobCounter, request, channel, closed: false, where: 'sync',
    onProgress: callbacks.onProgress, onDone: callbacks.onDone, onError: callbacks.onError,
  };
  ch.active = job;
  ready().then(() => {
    if (job.closed) return;
    if (jobSize(request) <= workerThreshold) runAnalysisHere(job, true);
    else if (!ch.broken && typeof Worker !== 'undefined') {
      job.where = 'worker';
      try {
        runAnalysisInWorker(ch, job);
      } catch (_) {
        ch.broken = true;
        job.where = 'page';
        runAnalysisHere(job, true);
      }
    } else {
      job.where = 'page';
      runAnalysisHere(job, true);
    }
  });
  return job;
}

/** Stops the channel's running job, if any (terminating its worker; a fresh one starts next time). */
export function cancelAnalysis(channel = 'default') {
  const ch = channelFor(channel);
  const job = ch.active;
  if (!job) return false;
  job.closed = true;
  ch.active = null;
  if (job.where === 'worker') stopChannelWorker(ch);
  return true;
}

/** A fresh slot for runIntoSlot. */
export function newSlot() {
  return {
    status: 'idle', progress: 0, where: 'sync', request: null, result: null, resultFor: null,
    resultKey: 0, error: null, note: null, job: null,
  };
}

/**
 * Runs an analysis into one section's slot (newSlot()), unless the same request is already
 * running or shown. `onDone(result)` adjusts the section's own view; `failure(message)` words an
 * error (the engine's message in the page's language: its `l10n`, else its English); `changed()`
 * asks the owner to redraw (after progress, the result or the error).
 */
export function runIntoSlot(slot, request, { onDone, failure, changed }, channel = 'default') {
  const invalidate = changed;
  const key = JSON.stringify(request);
  if (slot.status === 'running' && JSON.stringify(slot.request) === key) return;
  if (slot.status !== 'running' && slot.result && JSON.stringify(slot.resultFor) === key) return;
  Object.assign(slot, { status: 'running', progress: 0, request, error: null, note: null });
  slot.job = startAnalysis(request, {
    onProgress: (fraction) => {
      slot.progress = fraction;
      slot.where = slot.job.where;
      invalidate();
    },
    onDone: (result) => {
      Object.assign(slot, { status: 'done', result, resultFor: request, resultKey: slot.resultKey + 1 });
      onDone(result);
      invalidate();
    },
    onError: (message, err) => {
      slot.status = 'error';
      slot.error = failure(say(err?.l10n, message));
      invalidate();
    },
  }, channel);
  slot.where = slot.job.where;
  invalidate();
}

const jobResults = new Map();
let jobChannels = 0;

/** The result of one computation (a job as for startAnalysis), on a channel of its own, kept for
 *  the page's life: asking again for the same request gives the same Promise. Rejects with the
 *  engine's error; one that says the engine stopped (reloaded) is not kept, so asking again
 *  computes again. */
export function jobResult(request) {
  const key = JSON.stringify(request);
  if (!jobResults.has(key)) {
    jobChannels += 1;
    jobResults.set(key, new Promise((resolve, reject) => {
      const onError = (message, err) => {
        if (err.reloaded) jobResults.delete(key);
        reject(err);
      };
      startAnalysis(request, { onProgress: () => {}, onDone: resolve, onError }, `job-${jobChannels}`);
    }));
  }
  return jobResults.get(key);
}

/** makeEngineWorker(), told first which wasm package the page uses (core/engine.js, pagePackage):
 *  its door loads that one (the full one when the page has none yet). */
export function engineWorker() {
  const worker = makeEngineWorker();
  worker.postMessage({ type: 'package', name: pagePackage() });
  return worker;
}
