// Runs code in a worker holding the package, one call at a time, under a watchdog: a call that
// does not answer within `watchdogMs` gets its worker terminated (a fresh one starts on the next
// call).
import { Worker } from 'node:worker_threads';

export class Runner {
  /** `module`: the compiled WebAssembly.Module (each worker instantiates it, no recompiling). */
  constructor({ pkgUrl, module, watchdogMs }) {
    this.workerData = { pkgUrl, module };
    this.watchdogMs = watchdogMs;
    this.worker = null;
    this.pending = null;
    this.seq = 0;
    this.starts = 0;
  }

  /** Runs `code` (a function body, the exports in scope): {status: 'done', ms, threw, …} from
   * the worker, {status: 'timeout'} when the watchdog fired, {status: 'died', message}. */
  async run(code) {
    if (!this.worker) await this.start();
    const id = ++this.seq;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending = null;
        this.stop();
        resolve({ status: 'timeout', ms: this.watchdogMs });
      }, this.watchdogMs);
      this.pending = {
        id,
        resolve: (result) => {
          clearTimeout(timer);
          this.pending = null;
          resolve(result);
        },
      };
      this.worker.postMessage({ id, code });
    });
  }

  async start() {
    this.starts++;
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: this.workerData,
      resourceLimits: { maxOldGenerationSizeMb: 2048 },
      stderr: false,
    });
    await new Promise((resolve, reject) => {
      worker.once('message', (m) => (m.ready ? resolve() : reject(new Error('the fuzz worker did not start'))));
      worker.once('error', reject);
    });
    worker.on('message', (m) => {
      if (this.pending && m.id === this.pending.id) this.pending.resolve({ status: 'done', ...m });
    });
    const died = (message) => {
      if (this.worker === worker) this.worker = null;
      if (this.pending) this.pending.resolve({ status: 'died', message });
    };
    worker.on('error', (e) => died(`the worker died: ${e?.message ?? e}`));
    worker.on('exit', (code) => died(`the worker exited (code ${code})`));
    this.worker = worker;
  }

  /** Terminates the worker (after a failure: the next call gets a fresh module). */
  stop() {
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      worker.removeAllListeners('exit');
      worker.removeAllListeners('error');
      worker.on('error', () => {});
      worker.terminate();
    }
  }
}
