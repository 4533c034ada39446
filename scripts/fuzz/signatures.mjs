// The package's API as the fuzzer sees it: every function, class, constructor, static and method
// with its parameters (name and declared type), read from the generated nimlab.d.ts and checked
// against what the loaded package really exports. Anything the .d.ts does not describe, or
// describes in a way this reader does not understand, is an error: a new export is never skipped.

/** Reads `dts` (the text of nimlab.d.ts) into {functions: [Sig], classes: [Class]}.
 * Sig: {name, params: [{name, optional, rest, type}], returns}; a type is a list of union
 * members, each {kind, ...} (see `parseType`). Class: {name, ctor: Sig | null, ctorPrivate,
 * statics: [Sig], methods: [Sig], props: [{name, type}]}. Throws naming what it cannot read. */
export function readDts(dts) {
  const src = stripComments(dts);
  const functions = [];
  const classes = [];
  const re = /\bexport\s+(default\s+)?(declare\s+)?(function|class|type|interface|enum|const)\s+([A-Za-z_$][\w$]*)/g;
  let m;
  while ((m = re.exec(src))) {
    const [, isDefault, , what, name] = m;
    let at = re.lastIndex;
    if (what === 'function') {
      const open = src.indexOf('(', at);
      const close = matching(src, open);
      const semi = src.indexOf(';', close);
      if (!isDefault && name !== 'initSync') {
        const sig = readSig(name, src.slice(open + 1, close), src.slice(close + 1, semi));
        functions.push(sig);
      }
      re.lastIndex = semi + 1;
    } else if (what === 'class') {
      const open = src.indexOf('{', at);
      const close = matching(src, open);
      classes.push(readClass(name, src.slice(open + 1, close)));
      re.lastIndex = close + 1;
    } else if (what === 'interface' || what === 'enum') {
      const open = src.indexOf('{', at);
      re.lastIndex = matching(src, open) + 1;
    }
    // `type` and `const` declarations describe no callable; the runtime check below catches a
    // callable export that has no function or class declaration.
  }
  return { functions, classes };
}

/** Checks the declared API against the loaded package `pkg`: every callable export, static,
 * method and getter must be declared, with as many parameters as the JS glue takes. Throws a
 * list of every mismatch. */
export function checkAgainstPackage(api, pkg) {
  const problems = [];
  const fns = new Map(api.functions.map((f) => [f.name, f]));
  const classes = new Map(api.classes.map((c) => [c.name, c]));
  for (const key of Object.keys(pkg)) {
    // (__reinstantiate: added by scripts/build/glue-reinstantiate.mjs for core/engine.js, not part of the API)
    if (key === 'default' || key === 'initSync' || key.startsWith('__')) continue;
    const value = pkg[key];
    if (typeof value !== 'function') continue; // enums are plain objects
    if (isClass(value)) {
      const cls = classes.get(key);
      if (!cls) {
        problems.push(`class ${key} is exported but nimlab.d.ts declares no class ${key}`);
        continue;
      }
      if (cls.ctor && !cls.ctorPrivate) arity(problems, `new ${key}`, cls.ctor, value);
      for (const name of Object.getOwnPropertyNames(value)) {
        if (['length', 'name', 'prototype'].includes(name) || name.startsWith('__')) continue;
        const sig = cls.statics.find((s) => s.name === name);
        if (!sig) problems.push(`${key}.${name} is exported but not declared in nimlab.d.ts`);
        else arity(problems, `${key}.${name}`, sig, value[name]);
      }
      for (const name of Object.getOwnPropertyNames(value.prototype)) {
        if (name === 'constructor' || name.startsWith('__')) continue;
        const desc = Object.getOwnPropertyDescriptor(value.prototype, name);
        if (desc.get || desc.set) {
          if (!cls.props.some((p) => p.name === name)) {
            problems.push(`${key}.prototype.${name} (a property) is not declared in nimlab.d.ts`);
          }
          continue;
        }
        const sig = cls.methods.find((s) => s.name === name);
        if (!sig) problems.push(`${key}.prototype.${name} is exported but not declared in nimlab.d.ts`);
        else arity(problems, `${key}.prototype.${name}`, sig, desc.value);
      }
    } else {
      const sig = fns.get(key);
      if (!sig) problems.push(`function ${key} is exported but nimlab.d.ts declares no function ${key}`);
      else arity(problems, key, sig, value);
    }
  }
  for (const f of api.functions) {
    if (typeof pkg[f.name] !== 'function') problems.push(`nimlab.d.ts declares ${f.name}, the package has no such function`);
  }
  for (const c of api.classes) {
    if (!isClass(pkg[c.name])) problems.push(`nimlab.d.ts declares class ${c.name}, the package has no such class`);
  }
  if (problems.length) {
    throw new Error(`the package and its nimlab.d.ts disagree:\n  ${problems.join('\n  ')}`);
  }
}

export function isClass(value) {
  return typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));
}

// The JS glue's formal parameters are the declared ones, one for one.
function arity(problems, what, sig, fn) {
  const declared = sig.params.filter((p) => !p.rest).length;
  if (typeof fn === 'function' && fn.length !== declared) {
    problems.push(`${what}: nimlab.d.ts declares ${declared} parameter(s), the JS glue takes ${fn.length}`);
  }
}

function readClass(name, body) {
  const cls = { name, ctor: null, ctorPrivate: false, statics: [], methods: [], props: [] };
  for (const raw of splitTop(body, ';')) {
    const member = raw.trim();
    if (!member) continue;
    if (member.startsWith('[')) continue; // [Symbol.dispose](): void — the same function as free()
    let m = /^(private\s+|public\s+)?constructor\s*\(/.exec(member);
    if (m) {
      const open = member.indexOf('(');
      cls.ctor = readSig('constructor', member.slice(open + 1, matching(member, open)), '');
      cls.ctorPrivate = Boolean(m[1] && m[1].startsWith('private'));
      continue;
    }
    m = /^(static\s+)?([A-Za-z_$][\w$]*)\s*\(/.exec(member);
    if (m) {
      const open = member.indexOf('(');
      const close = matching(member, open);
      const sig = readSig(m[2], member.slice(open + 1, close), member.slice(close + 1));
      (m[1] ? cls.statics : cls.methods).push(sig);
      continue;
    }
    m = /^(readonly\s+)?(get\s+|set\s+)?([A-Za-z_$][\w$]*)\s*(\(\s*\))?\s*:\s*([\s\S]+)$/.exec(member);
    if (m) {
      if (!cls.props.some((p) => p.name === m[3])) cls.props.push({ name: m[3], type: parseType(m[5], `${name}.${m[3]}`) });
      continue;
    }
    throw new Error(`nimlab.d.ts: cannot read this member of class ${name}: ${member}`);
  }
  return cls;
}

function readSig(name, paramText, after) {
  const params = [];
  for (const raw of splitTop(paramText, ',')) {
    const text = raw.trim();
    if (!text) continue;
    const m = /^(\.\.\.)?([A-Za-z_$][\w$]*)(\?)?\s*:\s*([\s\S]+)$/.exec(text);
    if (!m) throw new Error(`nimlab.d.ts: cannot read parameter \`${text}\` of ${name}`);
    params.push({ name: m[2], rest: Boolean(m[1]), optional: Boolean(m[3]), type: parseType(m[4], `${name}(${m[2]})`) });
  }
  const ret = /^\s*:\s*([\s\S]*)$/.exec(after);
  return { name, params, returns: ret ? ret[1].trim() : '' };
}

/** A declared type as its union members: {kind: 'string'|'number'|'bigint'|'boolean'|'null'|
 * 'undefined'|'any'|'object'|'function'|'symbol'} , {kind: 'literal', value}, {kind: 'array',
 * of: member list}, {kind: 'typed', name: 'Float64Array'…}, {kind: 'class', name}. Throws for
 * a member it does not know, naming where. */
export function parseType(text, where) {
  return splitTop(text.trim(), '|').map((raw) => parseMember(raw.trim(), where));
}

function parseMember(t, where) {
  if (t.startsWith('(') && matching(t, 0) === t.length - 1) {
    const inner = parseType(t.slice(1, -1), where);
    return inner.length === 1 ? inner[0] : { kind: 'union', members: inner };
  }
  if (/^(string|number|bigint|boolean|null|undefined|any|unknown|object|symbol|void)$/.test(t)) {
    const kind = { unknown: 'any', void: 'undefined' }[t] ?? t;
    return { kind };
  }
  if (t === 'true' || t === 'false') return { kind: 'literal', value: t === 'true' };
  if (/^'[^']*'$|^"[^"]*"$/.test(t)) return { kind: 'literal', value: t.slice(1, -1) };
  if (/^-?\d+(\.\d+)?$/.test(t)) return { kind: 'literal', value: Number(t) };
  if (t.endsWith('[]')) return { kind: 'array', of: parseType(t.slice(0, -2), where) };
  let m = /^(?:Readonly)?Array<([\s\S]+)>$/.exec(t);
  if (m) return { kind: 'array', of: parseType(m[1], where) };
  if (/^(Float64|Float32|Int8|Int16|Int32|Uint8|Uint8Clamped|Uint16|Uint32|BigInt64|BigUint64)Array$/.test(t)) {
    return { kind: 'typed', name: t };
  }
  if (t.startsWith('{') || /^(Record|Partial|Map)<[\s\S]*>$/.test(t) || t === 'Object') return { kind: 'object', text: t };
  if (/^\([\s\S]*\)\s*=>/.test(t) || t === 'Function') return { kind: 'function' };
  if (/^[A-Z][\w$]*$/.test(t)) return { kind: 'class', name: t }; // another exported class (checked by the caller)
  throw new Error(`nimlab.d.ts: cannot read the type \`${t}\` of ${where}`);
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/^\s*\/\/.*$/gm, '');
}

// The index of the bracket closing the one at `open` ((, [, {, <), skipping string literals.
function matching(text, open) {
  const pairs = { '(': ')', '[': ']', '{': '}', '<': '>' };
  const stack = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (pairs[c]) {
      stack.push(pairs[c]);
    } else if (c === '>' && text[i - 1] === '=') {
      // the arrow of a function type
    } else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (!stack.length) return i;
    }
  }
  throw new Error(`nimlab.d.ts: unbalanced '${text[open]}' in: ${text.slice(open, open + 80)}`);
}

// `text` split at `sep` outside brackets and string literals.
function splitTop(text, sep) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = text.indexOf(c, i + 1);
      if (i < 0) break;
    } else if ('([{<'.includes(c)) depth++;
    else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
