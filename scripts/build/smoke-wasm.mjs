// Smoke check of the built wasm package: load it in node the way a page does (initSync with the
// bytes) and call one export, then once more on a fresh instance (__reinstantiate, the trap
// recovery scripts/build/glue-reinstantiate.mjs adds). Catches a wasm-opt that broke the module,
// e.g. a mis-pointed externref table, which fails at load with "WebAssembly.Table.set(): ...".
// Usage: node scripts/build/smoke-wasm.mjs [PKG_DIR=www/pkg] [NAME=nimlab]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2] ?? 'www/pkg');
const name = process.argv[3] ?? 'nimlab';
const pkg = await import(pathToFileURL(path.join(dir, `${name}.js`)).href);
pkg.initSync({ module: readFileSync(path.join(dir, `${name}_bg.wasm`)) });

const exports = Object.keys(pkg).filter((k) => k !== 'default' && k !== 'initSync');
/** checkF('2x') as JSON, or '' for a package without checkF. checkF never throws (see the wasm
 *  API); any object back means the module runs. */
function checked() {
  if (typeof pkg.checkF !== 'function') return '';
  const result = pkg.checkF('2x');
  if (result === null || typeof result !== 'object') {
    throw new Error(`checkF('2x') returned ${String(result)}, expected an object`);
  }
  return JSON.stringify(result);
}
const first = checked();
if (typeof pkg.__reinstantiate !== 'function') throw new Error(`${name}.js has no __reinstantiate (scripts/build/glue-reinstantiate.mjs)`);
pkg.__reinstantiate();
if (checked() !== first) throw new Error('checkF(\'2x\') answers differently after __reinstantiate()');
const called = first ? `, checkF('2x') -> ${first}` : '';
console.log(`smoke: ${name}_bg.wasm loads in node (${exports.length} exports${called}, the same after __reinstantiate)`);
