// A line to the single-delete engine (engine.js: deleteRequest, the family's service
// 'single-delete') in a worker of its own, so that a solve of millions of positions never
// freezes the page. call(request) returns a promise of the answer;
// stop() ends the worker (and whatever it was solving) and turns down what was waiting, with an
// error whose `cancelled` is true. Where no worker can start (some file:// pages), the requests
// are answered on the page, one at a time. The section's solve has one channel; each game of the
// player widget has another (games.js), so a game never waits for a solve.

import { engineWorker, engineError } from '../../core/jobs.js';
import { deleteRequest } from './engine.js';

function cancelledError() {
  const err = new Error('cancelled');
  err.cancelled = true;
  return err;
}

export function createDeleteChannel() {
  let worker = null;
  let broken = typeof Worker === 'undefined';
  let counter = 0;
  let localQueue = Promise.resolve();
  const pending = new Map();

  function answerHere(id) {
    localQueue = localQueue.then(() => new Promise((done) => {
      // a pause first, so that "solving…" is painted before the page is busy
      setTimeout(async () => {
        const p = pending.get(id);
        if (p) {
          try {
            const result = await deleteRequest(p.request);
            if (pending.get(id) === p) p.resolve(result);
          } catch (err) {
            if (pending.get(id) === p) p.reject(err instanceof Error ? err : new Error(String(err)));
          }
          pending.delete(id);
        }
        done();
      }, 30);
    }));
  }

  function startWorker() {
    worker = engineWorker();
    worker.onmessage = (event) => {
      const msg = event.data;
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.type === 'done') p.resolve(msg.result);
      else p.reject(engineError(msg.error));
    };
    worker.onerror = (event) => {
      // the worker could not start (or crashed): answer on the page instead
      event.preventDefault();
      broken = true;
      worker.terminate();
      worker = null;
      for (const id of pending.keys()) answerHere(id);
    };
  }

  return {
    call(request) {
      return new Promise((resolve, reject) => {
        const id = ++counter;
        pending.set(id, { resolve, reject, request });
        if (!broken && !worker) {
          try {
            startWorker();
          } catch (_) {
            broken = true;
          }
        }
        if (broken) answerHere(id);
        else worker.postMessage({ type: 'call', service: 'single-delete', id, request });
      });
    },
    stop() {
      if (worker) {
        worker.terminate();
        worker = null;
      }
      for (const p of pending.values()) p.reject(cancelledError());
      pending.clear();
    },
    /** Whether an answer is still awaited. */
    get busy() {
      return pending.size > 0;
    },
    /** 'worker', or 'page' when the answers come from the page itself. */
    get where() {
      return broken ? 'page' : 'worker';
    },
  };
}
