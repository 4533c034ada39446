// Small rooms (issue 26): no module of the front end over 500 lines, no function over 150. A long
// file or function is read by a newcomer as a whole before one line of it can be changed; split by
// role instead (as widgets/player/ is). Static: every .js/.mjs file under www/js (the wasm
// packages in www/pkg are generated and not ours), parsed by acorn, so strings, template
// literals, comments and regular expressions cannot fool the count. A function is any function
// declaration, function expression, method, getter/setter or arrow function with a block body;
// its span is from the line it starts on to the line of its closing brace.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { repoRoot } from './harness.mjs';

export const MAX_FILE_LINES = 500;
export const MAX_FUNCTION_LINES = 150;

const jsDir = path.join(repoRoot, 'www', 'js');

// Files let through while they wait to be split: none now (issue 26 split the last of them). An
// entry that keeps to the limits fails too, so that the list can only shrink.
const knownOver = new Set([]);

/** Every .js/.mjs file below dir (relative paths, '/'-separated, sorted), pkg/ folders left out. */
function sources(dir, prefix = '') {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'pkg' && entry.name !== 'node_modules') out.push(...sources(path.join(dir, entry.name), rel));
    } else if (/\.m?js$/.test(entry.name)) {
      out.push(rel);
    }
  }
  return out.sort();
}

/** The name a function is known by: its own, the variable, property or method it is bound to. */
function nameOf(node, parent) {
  if (node.id?.name) return node.id.name;
  const key = parent && (parent.type === 'VariableDeclarator' ? parent.id
    : parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition' ? parent.key
      : parent.type === 'AssignmentExpression' ? parent.left : null);
  if (!key) return '(anonymous)';
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  if (key.type === 'MemberExpression' && !key.computed) return key.property.name;
  return '(anonymous)';
}

/** The functions of source longer than maxLines: [{line, lines, name}], in source order. */
export function longFunctions(source, maxLines = MAX_FUNCTION_LINES) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const found = [];
  const visit = (node, parent) => {
    const isFunction = node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression'
      || (node.type === 'ArrowFunctionExpression' && node.body.type === 'BlockStatement');
    if (isFunction) {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > maxLines) found.push({ line: node.loc.start.line, lines, name: nameOf(node, parent) });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child.type === 'string') visit(child, node);
      }
    }
  };
  visit(ast, null);
  return found.sort((a, b) => a.line - b.line);
}

/** What is over the limits in one file: ['file:line: …'] (file lines first). */
export function overLimits(rel, source) {
  const problems = [];
  const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) problems.push(`${rel}:1: ${lines} lines (at most ${MAX_FILE_LINES} a file)`);
  for (const f of longFunctions(source)) {
    problems.push(`${rel}:${f.line}: function ${f.name} spans ${f.lines} lines (at most ${MAX_FUNCTION_LINES})`);
  }
  return problems;
}

test('the check finds a long function and a long file, whatever its strings, comments and regexps hold', () => {
  // braces in strings, templates (nested ${}), comments and regexps that would unbalance a naive count
  const noise = [
    "void '}}}{';",
    'void `${`${"}"}`}}`;',
    '// }',
    '/* } */',
    'void /[}{]+\\}/g.test("{");',
    'void (4 / 2 / 1);',
  ];
  const fn = (name, body) => [`function ${name}() {`, ...Array.from({ length: body }, (_, i) => noise[i % noise.length]), '}'];
  const arrow = (name, body) => [`const ${name} = () => {`, ...Array.from({ length: body }, (_, i) => noise[i % noise.length]), '};'];
  const method = (name, body) => ['const o = {', `  ${name}() {`, ...Array.from({ length: body }, (_, i) => noise[i % noise.length]), '  },', '};'];
  const source = [...fn('short', 148), ...fn('long', 149), ...arrow('arrowLong', 149), ...method('methodLong', 149),
    ...fn('outer', 10).slice(0, 1), ...fn('innerLong', 150), '}'].join('\n');
  const found = longFunctions(source).map((f) => `${f.name}:${f.lines}`);
  assert.deepEqual(found, ['long:151', 'arrowLong:151', 'methodLong:151', 'outer:154', 'innerLong:152']);
  const problems = overLimits('x.js', `${source}\n`);
  assert.match(problems[0], /^x\.js:1: 7\d\d lines/);
  assert.equal(problems.length, 6);
  assert.deepEqual(overLimits('y.js', fn('ok', 148).join('\n')), []);
});

test(`no file under www/js over ${MAX_FILE_LINES} lines, no function over ${MAX_FUNCTION_LINES} (small rooms, issue 26)`, () => {
  const files = sources(jsDir);
  assert.ok(files.length > 50 && files.includes('widgets/player.js'), `the front end's modules were found (${files.length})`);
  const problems = [];
  const stillOver = new Set();
  for (const rel of files) {
    const found = overLimits(rel, fs.readFileSync(path.join(jsDir, rel), 'utf8'));
    if (!found.length) continue;
    if (knownOver.has(rel)) stillOver.add(rel);
    else problems.push(...found.map((p) => `www/js/${p}`));
  }
  const stale = [...knownOver].filter((rel) => !stillOver.has(rel));
  assert.deepEqual(stale, [], 'files in knownOver that keep to the limits now: take them off the list');
  assert.deepEqual(problems, [], 'split these by role (a module a part, a function a step)');
});
