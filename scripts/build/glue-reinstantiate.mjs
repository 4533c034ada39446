// Adds to a wasm-bindgen `--target web` glue (www/pkg/NAME.js) what core/engine.js needs to
// recover from a trap: `__reinstantiate()`, a fresh instance of the module the glue already
// compiled, in place of the one that trapped, and a generation in the glue's finalisers, so that
// an object of a dropped instance is never freed into the new one.
//
// The glue keeps its instance in module variables (`wasm`, `wasmModule`) and init/initSync return
// early once one is set, so a package cannot be loaded twice. Every way a page loads the glue
// (init with a URL or a fetch, initSync with bytes, in a page, an esbuild chunk, an inlined bundle
// or a worker) ends in __wbg_finalize_init(instance, module), which records the compiled module:
// __reinstantiate instantiates that module again with fresh imports and finalises it the same way
// (which also forgets the cached memory views). Its objects of the old instance keep pointers into
// old memory: core/engine.js refuses calls on them, and each FinalizationRegistry callback here
// frees only what was registered in the current generation (the held value becomes [ptr,
// generation]; wasm-bindgen registers every class instance with its pointer, in its constructor
// and in __wrap).
//
// Usage: node scripts/build/glue-reinstantiate.mjs www/pkg/NAME.js   (build.sh runs it on each package)
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/build/glue-reinstantiate.mjs www/pkg/NAME.js');
  process.exit(2);
}
let glue = fs.readFileSync(file, 'utf8');
const problems = [];

/** Replaces every match of `pattern` (a global RegExp), which must match at least `min` times. */
function edit(pattern, replacement, what, min = 1) {
  const count = (glue.match(pattern) || []).length;
  if (count < min) problems.push(`${what}: found ${count} times, expected at least ${min}`);
  glue = glue.replace(pattern, replacement);
  return count;
}

if (glue.includes('__reinstantiate')) problems.push('already post-processed (run wasm-bindgen again first)');
edit(/^let wasmModule, wasmInstance, wasm;$/m, 'let wasmModule, wasmInstance, wasm, generation = 0;', 'the glue\'s instance variables');
const registries = edit(/new FinalizationRegistry\(ptr => wasm\.(__wbg_\w+_free)\(ptr >>> 0, 1\)\)|new FinalizationRegistry\(ptr => wasm\.(__wbg_\w+_free)\(ptr, 1\)\)/g,
  (_, a, b) => `new FinalizationRegistry(([ptr, g]) => g === generation && wasm.${a || b}(ptr, 1))`, 'a class finaliser', 0);
const registered = edit(/Finalization\.register\((this|obj), \1\.__wbg_ptr, \1\);/g,
  (_, who) => `Finalization.register(${who}, [${who}.__wbg_ptr, generation], ${who});`, 'a finaliser registration', 0);
// every finaliser and every registration must have been rewritten: none may be left in the old form
const left = (glue.match(/FinalizationRegistry\(ptr =>|\.register\((?!\w+, \[)/g) || []).length;
if (left) problems.push(`${left} finaliser(s) or registration(s) of a form this script does not know`);
if (registries && !registered) problems.push('classes with finalisers but no registration found');
for (const needed of ['function __wbg_finalize_init(instance, module)', 'function __wbg_get_imports(']) {
  if (!glue.includes(needed)) problems.push(`no ${needed}`);
}
if (problems.length) {
  console.error(`glue-reinstantiate: ${file} is not the wasm-bindgen glue this script knows:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
glue += `
/** Nim Lab (scripts/build/glue-reinstantiate.mjs): a fresh instance of the compiled module in place
 *  of one that trapped; objects of the old one must not be used again (core/engine.js). */
export function __reinstantiate() {
    generation++;
    return __wbg_finalize_init(new WebAssembly.Instance(wasmModule, __wbg_get_imports()), wasmModule);
}
`;
fs.writeFileSync(file, glue);
console.log(`glue-reinstantiate: ${file}: __reinstantiate added, ${registries} finaliser(s) and ${registered} registration(s) by generation`);
