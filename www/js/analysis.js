// Runs Analysis(f, upto) without freezing the page: small ranges at once on the
// main thread, large ones in the module worker (worker.js), or — when no worker can
// be started (e.g. some file:// pages) — in time-sliced chunks on the main thread.
// One job at a time; starting a new one cancels the old one.

import { ready, newAnalysis, takeAnalysisResult, freeEngineObject } from './engine.js';

export const workerThreshold = 20000;

let analysisWorker = null;
let analysisWorkerBroken = false;
let activeJob = null;
let jobCounter = 0;

function makeAnalysisWorker() {
  const inlineSource = globalThis.NIMLAB_WORKER_SOURCE;
  if (inlineSource) {
    // dist/index.html: the worker's code and the wasm bytes come from the page itself
    const wasmLine = `globalThis.NIMLAB_WASM_BASE64 = ${JSON.stringify(globalThis.NIMLAB_WASM_BASE64)};\n`;
    const blobUrl = URL.createObjectURL(new Blob([wasmLine, inlineSource], { type: 'text/javascript' }));
    // a classic worker: Chromium refuses module workers from Blob URLs on file:// pages
    return new Worker(blobUrl);
  }
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

function finishJob(job, kind, payload) {
  if (job.closed) return;
  if (kind !== 'progress') {
    job.closed = true;
    if (activeJob === job) activeJob = null;
  }
  if (kind === 'progress') job.onProgress(payload);
  else if (kind === 'done') job.onDone(payload);
  else job.onError(payload);
}

function runAnalysisHere(job, sliced) {
  let analysis;
  try {
    analysis = newAnalysis(job.f, job.upto);
  } catch (err) {
    finishJob(job, 'error', String((err && err.message) || err));
    return;
  }
  let work = 20000;
  const sliceStep = () => {
    if (job.closed) { freeEngineObject(analysis); return; }
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
        finishJob(job, 'done', takeAnalysisResult(analysis));
      }
    } catch (err) {
      freeEngineObject(analysis);
      finishJob(job, 'error', String((err && err.message) || err));
    }
  };
  sliceStep();
}

function runAnalysisInWorker(job) {
  if (!analysisWorker) {
    analysisWorker = makeAnalysisWorker();
    analysisWorker.onmessage = (event) => {
      const msg = event.data;
      const job = activeJob;
      if (!job || msg.id !== job.id) return;
      if (msg.type === 'progress') finishJob(job, 'progress', msg.fraction);
      else if (msg.type === 'done') finishJob(job, 'done', msg.result);
      else finishJob(job, 'error', msg.message);
    };
    analysisWorker.onerror = (event) => {
      // The worker could not start (or crashed): compute on the main thread instead.
      event.preventDefault();
      analysisWorkerBroken = true;
      stopAnalysisWorker();
      const job = activeJob;
      if (job && !job.closed) {
        job.where = 'page';
        runAnalysisHere(job, true);
      }
    };
  }
  analysisWorker.postMessage({ type: 'run', id: job.id, f: job.f, upto: job.upto });
}

function stopAnalysisWorker() {
  if (analysisWorker) {
    analysisWorker.terminate();
    analysisWorker = null;
  }
}

/**
 * Starts analysing f on 1..upto. callbacks: onProgress(fraction), onDone(result),
 * onError(message). Returns the job ({id, where: 'sync' | 'worker' | 'page'}).
 */
export function startAnalysis(f, upto, callbacks) {
  cancelAnalysis();
  const job = {
    id: ++jobCounter, f, upto, closed: false, where: 'sync',
    onProgress: callbacks.onProgress, onDone: callbacks.onDone, onError: callbacks.onError,
  };
  activeJob = job;
  ready().then(() => {
    if (job.closed) return;
    if (upto <= workerThreshold) runAnalysisHere(job, false);
    else if (!analysisWorkerBroken && typeof Worker !== 'undefined') {
      job.where = 'worker';
      try {
        runAnalysisInWorker(job);
      } catch (_) {
        analysisWorkerBroken = true;
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

/** Stops the running job, if any (terminating the worker; a fresh one starts next time). */
export function cancelAnalysis() {
  const job = activeJob;
  if (!job) return false;
  job.closed = true;
  activeJob = null;
  if (job.where === 'worker') stopAnalysisWorker();
  return true;
}
