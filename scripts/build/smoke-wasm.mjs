// Smoke check of the built wasm package: load it in node the way a page does (initSync with the
// bytes) and call one export. Catches a wasm-opt that broke the module, e.g. a mis-pointed
// externref table, which fails at load with "WebAssembly.Table.set(): ...".
// Usage: node scripts/build/smoke-wasm.mjs [PKG_DIR=www/pkg] [NAME=nimlab]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2] ?? 'www/pkg');
const name = process.argv[3] ?? 'nimlab';
const pkg = await import(pathToFileURL(path.join(dir, `${name}.js`)).href);
pkg.initSync({ module: readFileSync(path.join(dir, `${name}_bg.wasm`)) });

const exports = Object.keys(pkg).filter((k) => k !== 'default' && k !== 'initSync');
let called = '';
// checkF never throws (see the wasm API); any object back means the module runs.
if (typeof pkg.checkF === 'function') {
  const result = pkg.checkF('2x');
  if (result === null || typeof result !== 'object') {
    throw new Error(`checkF('2x') returned ${String(result)}, expected an object`);
  }
  called = `, checkF('2x') -> ${JSON.stringify(result)}`;
}
console.log(`smoke: ${name}_bg.wasm loads in node (${exports.length} exports${called})`);
