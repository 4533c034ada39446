// The engine worker's loop (its entry is ../worker.js, which registers the families first): runs
// jobs in chunks, posts progress, and transfers the result's typed arrays back; answers services,
// which keep state between requests. The page cancels a job by terminating the worker.
//   in:  {type: 'package', name} (first: the page's wasm package, loaded here too: core/jobs.js)
//        | {type: 'run', id, request: {kind, …}} (a family's worker job: core/jobs.js)
//        | {type: 'call', id, service, request} (a family's service: core/registry.js)
//   out: {type: 'progress', id, fraction} | {type: 'done', id, result}
//        | {type: 'error', id, error: {message, kind, …}} (jobs.js errorFields; after a trap the
//          worker's engine was rebuilt by its door, and the error says so: reloaded)
// A service's requests are answered one after another, in the order they came (a family's client
// gives them workers of their own, so that they never wait for a job).

import { ready } from './engine.js';
import { errorFields, openJob, transferables } from './jobs.js';
import { service } from './registry.js';

const workerTargetMs = 60;

/** Posts a finished job's or request's result, its typed arrays' buffers handed over (copied
 *  instead if one cannot be: a view of wasm memory, say). */
function postResult(id, result) {
  const message = { type: 'done', id, result };
  try {
    self.postMessage(message, transferables(result));
  } catch (_) {
    self.postMessage(message);
  }
}

async function runJob(job) {
  let analysis = null;
  try {
    await ready();
    analysis = await openJob(job.request);
    let work = 20000;
    let fraction = 0;
    while (fraction < 1) {
      const t0 = performance.now();
      fraction = analysis.advance(work);
      const ms = performance.now() - t0;
      // aim at ~60 ms per chunk so progress moves smoothly
      if (ms < workerTargetMs / 2) work = Math.min(work * 2, 1e8);
      else if (ms > workerTargetMs * 2) work = Math.max(Math.floor(work / 2), 1000);
      self.postMessage({ type: 'progress', id: job.id, fraction });
    }
    const stepper = analysis;
    analysis = null;
    postResult(job.id, stepper.result());
  } catch (err) {
    analysis?.free();
    self.postMessage({ type: 'error', id: job.id, error: errorFields(err) });
  }
}

async function answer(msg) {
  try {
    postResult(msg.id, await service(msg.service)(msg.request));
  } catch (err) {
    self.postMessage({ type: 'error', id: msg.id, error: errorFields(err) });
  }
}

let answers = Promise.resolve();

/** Starts answering the page's messages. */
export function serve() {
  self.onmessage = (event) => {
    const msg = event.data;
    // (first, from core/jobs.js: the page's wasm package, which this worker's door loads too)
    if (msg && msg.type === 'package') ready(msg.name || 'nimlab').catch(() => {});
    else if (msg && msg.type === 'run') runJob(msg);
    else if (msg && msg.type === 'call') answers = answers.then(() => answer(msg));
  };
}
