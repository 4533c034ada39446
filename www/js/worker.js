// Module worker: runs one Analysis(f, upto) in chunks, posts progress, and
// transfers g's buffer back. The page cancels by terminating the worker.
//   in:  {type: 'run', id, f, upto}
//   out: {type: 'progress', id, fraction} | {type: 'done', id, result} | {type: 'error', id, message}

import { ready, newAnalysis, takeAnalysisResult, freeEngineObject } from './engine.js';

const workerTargetMs = 60;

async function runAnalysisJob(job) {
  await ready();
  let analysis = null;
  try {
    analysis = newAnalysis(job.f, job.upto);
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
    const result = takeAnalysisResult(analysis);
    analysis = null;
    // the base can have as many members as upto (bounded g): send it as typed arrays too
    result.base = Uint32Array.from(result.base);
    result.g0 = Uint32Array.from(result.g0);
    self.postMessage({ type: 'done', id: job.id, result }, [result.g.buffer, result.base.buffer, result.g0.buffer]);
  } catch (err) {
    freeEngineObject(analysis);
    self.postMessage({ type: 'error', id: job.id, message: String((err && err.message) || err) });
  }
}

self.onmessage = (event) => {
  const job = event.data;
  if (job && job.type === 'run') runAnalysisJob(job);
};
