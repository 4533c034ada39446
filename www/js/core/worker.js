// Module worker: runs one engine analysis in chunks, posts progress, and transfers
// the typed arrays back. The page cancels by terminating the worker.
//   in:  {type: 'run', id, request: {kind: 'fn', f, upto} | {kind: 'periodic', f, t, upto}
//                                  | {kind: 'blocking', c, m, M, upto, moves} | {kind: 'subtraction', set, upto}
//                                  | {kind: 'takeaway', f, upto} | {kind: 'grundy', f, upto, rowsUpto, heat}}
//   out: {type: 'progress', id, fraction} | {type: 'done', id, result}
//        | {type: 'error', id, error: {message, kind, …}} (jobs.js errorFields; after a trap the
//          worker's engine was rebuilt by its door, and the error says so: reloaded)
// It also answers single-delete requests, {type: 'delete', id, request}
// (families/single_delete/server.js), with {type: 'done', id, result} or {type: 'error', id,
// error}; these keep the solver and the game between messages, so that family's client gives
// them workers of their own.

import { ready, newAnalysisJob, takeJobResult, freeEngineObject } from './engine.js';
import { errorFields } from './jobs.js';
import { deleteRequest, deleteTransfers } from '../families/single_delete/server.js';

const workerTargetMs = 60;

/** The buffers of the result's typed arrays (sent without copying). */
function resultBuffers(request, result) {
  if (request.kind === 'blocking') return result.levels.flatMap((level) => [level.safe.buffer, level.runs.buffer, level.intervals.buffer]);
  if (request.kind === 'subtraction') return [result.grundy.buffer];
  if (request.kind === 'takeaway') return [];
  if (request.kind === 'grundy') {
    const heat = result.heat ? [result.heat.ns.buffer, result.heat.cells.buffer] : [];
    return [result.start.buffer, ...heat, ...(result.rows || []).map((row) => row.buffer)];
  }
  if (request.kind !== 'periodic') {
    // the base can have as many members as upto (bounded g): the engine gives typed arrays
    return [result.g.buffer, result.base.buffer, result.g0.buffer];
  }
  const buffers = result.g.map((g) => g.buffer);
  for (const part of [result.theorem2, result.theorem1]) {
    for (const b of (part && part.bases) || []) {
      buffers.push(b.base.buffer);
      if (b.theta) buffers.push(b.theta.buffer);
    }
  }
  return [...new Set(buffers)];
}

async function runAnalysisJob(job) {
  await ready();
  let analysis = null;
  try {
    analysis = newAnalysisJob(job.request);
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
    const result = takeJobResult(job.request, analysis);
    analysis = null;
    self.postMessage({ type: 'done', id: job.id, result }, resultBuffers(job.request, result));
  } catch (err) {
    freeEngineObject(analysis);
    self.postMessage({ type: 'error', id: job.id, error: errorFields(err) });
  }
}

async function runDeleteRequest(msg) {
  try {
    const result = await deleteRequest(msg.request);
    self.postMessage({ type: 'done', id: msg.id, result }, deleteTransfers(result));
  } catch (err) {
    self.postMessage({ type: 'error', id: msg.id, error: errorFields(err) });
  }
}

// single-delete requests are answered one after another, in the order they came
let deleteQueue = Promise.resolve();

self.onmessage = (event) => {
  const job = event.data;
  if (job && job.type === 'run') runAnalysisJob(job);
  else if (job && job.type === 'delete') deleteQueue = deleteQueue.then(() => runDeleteRequest(job));
};
