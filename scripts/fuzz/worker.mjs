// The fuzzer's worker: holds one instance of the package and runs the code the main thread sends
// (a function body with every export in scope and `S` for the instances a case keeps), timing
// the call and describing how it ended. The main thread's watchdog terminates it if it hangs.
import { parentPort, workerData } from 'node:worker_threads';

const pkg = await import(workerData.pkgUrl);
const wasm = pkg.initSync({ module: workerData.module });
const names = Object.keys(pkg).filter((k) => k !== 'default' && k !== 'initSync');
const values = names.map((k) => pkg[k]);
const S = {};

// A panic hook writes the panic message with console.error: keep it for the report.
let printed = [];
console.error = console.warn = (...args) => printed.push(args.map(String).join(' ').slice(0, 500));

const TRAP = /unreachable|memory access out of bounds|capacity overflow|panicked|call stack size exceeded/i;

parentPort.on('message', ({ id, code }) => {
  printed = [];
  let fn;
  try {
    fn = new Function(...names, 'S', code);
  } catch (e) {
    parentPort.postMessage({ id, ms: 0, harnessError: `the fuzzer wrote code that does not parse: ${e.message}\n${code}` });
    return;
  }
  const start = performance.now();
  let outcome;
  try {
    outcome = { threw: false, ret: describe(fn(...values, S)) };
  } catch (e) {
    outcome = { threw: true, ...describeThrow(e) };
  }
  const ms = performance.now() - start;
  parentPort.postMessage({ id, ms, memory: wasm.memory.buffer.byteLength, printed: printed.slice(0, 5), ...outcome });
});
parentPort.postMessage({ ready: true });

function describeThrow(e) {
  const isError = e instanceof Error;
  let message;
  try {
    message = isError ? String(e.message) : typeof e === 'symbol' ? e.toString() : String(e);
  } catch {
    message = Object.prototype.toString.call(e);
  }
  const name = isError ? (e.constructor?.name ?? e.name) : e === null ? 'null' : typeof e;
  // what the package sets on every Error it throws: kind, and for a limit what, limit, budget
  const fields = isError ? { kind: e.kind, what: e.what, limit: e.limit, budget: e.budget } : {};
  return { isError, name, message: message.slice(0, 2000), trap: e instanceof WebAssembly.RuntimeError || TRAP.test(message), ...fields };
}

// What came back, in a few words (results can be megabytes); `ok` for checkF's answer.
function describe(value) {
  if (value === null || typeof value !== 'object') return { type: typeof value };
  return { type: value.constructor?.name ?? 'object', ok: typeof value.ok === 'boolean' ? value.ok : undefined };
}
