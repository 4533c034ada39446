// Argument generators: a value for a parameter from its declared type and its name. A case is
// tame or wild. Tame cases (most) use values of the declared types that a page or a course author
// would pass, big ones included (huge constant move functions, piles at the limits), so that
// calls get deep into the engine. Wild cases add wrong types, edge numbers (NaN, -0, 2^53 + 2),
// broken text and values past every limit. Values are JS values, or `Code` for what only source
// text can say (a symbol, a function, "x".repeat(1e5)); `toSource` writes them out, so a failing
// call is printed exactly as it was made. Wild cases sometimes pass megabytes (a 2 MB text for a
// string, a URL value or an attribute, 2·10^6 numbers for an array): the package must refuse them
// by their length, as a 'limit' within the fuzzer's refusal bound, before it copies or expands
// them.

/** Source text standing for a value (evaluated in the worker). */
export class Code {
  constructor(src) {
    this.src = src;
  }
}
const code = (src) => new Code(src);

/** `value` as JS source (strings ASCII-only, -0 and NaN kept). */
export function toSource(value) {
  if (value instanceof Code) return value.src;
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'string':
      return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    case 'undefined':
      return 'undefined';
    case 'boolean':
      return String(value);
    default:
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map(toSource).join(', ')}]`;
      return `{${Object.entries(value)
        .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) && k !== '__proto__' ? k : `[${toSource(k)}]`}: ${toSource(v)}`)
        .join(', ')}}`;
  }
}

export const P_WILD = 0.3; // the share of wild cases
const P_WRONG = 0.15; // in a wild case: an argument of the wrong type
const P_EDGE = 0.15; // in a wild case: an edge number for a number parameter

/** Chooses by weight from the `tame` choices, and in a wild case from the `wild` ones too. */
function choose(r, ctx, tame, wild = []) {
  return r.weighted(ctx.wild ? [...tame, ...wild] : tame);
}

export const EDGE_NUMBERS = [0, 1, -1, 0.5, NaN, Infinity, -Infinity, -0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 32,
  2 ** 32 - 1, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, 2 ** 64, 1e300, -1e300, 1e-300];
const BIG_DECIMALS = ['100000', '1000000', '10000000', '1000000000', '1000000000000', '4611686018427387904',
  '9007199254740991', '9007199254740992', '9007199254740993', '9223372036854775807', '18446744073709551615'];
const EDGE_DECIMALS = ['0', '9223372036854775808', '18446744073709551616', '1000000000000000000000000000000', '-1',
  ' 12', '12 ', '1e3', '+5', '0x10', '1_000', '', '007', '1.5', '\u0661\u0662', '\uff11\uff12', '4294967296'];
const HUGE = ['1000000000', '10^9', '2^62', '2^63 - 1', '9223372036854775807', '10^18', '4611686018427387904', '1000000',
  '2^62*x', 'x + 10^18', '10^18*x'];
const OVERFLOWING = ['2^63', '2^64', '18446744073709551615', '10^30', 'x^x', 'x^100', '2^x', '2^62*x*x'];
const PRESETS_X = ['2x', 'x', '2x - 1', '3x', 'x + 1', 'min(x, 3)', '2', '1', 'x^2', 'if x % 3 == 0 then x/3 + 1 else 2x',
  'if x % 2 == 0 then x/2 else 3x', 'max(1, x - 2)', 'x/2 + 1', 'abs(x - 5) + 1', '3(x+1)', '(x+1)(x-1) + 1', '5',
  // as teachers type them (README, "The move-function language")
  'x\u00b2', 'f(x) = 2x', '2\u00b7x + 1', '(x+1)\u00b2 \u2212 x', '2\u00d7x\u00b3'];
const PRESETS_N = ['if x == 3 and n % 2 == 1 then 4 else 2x', 'x + n', 'if x % 3 == 0 then 1 else 2x + n', 'n + 1',
  '2x + n', 'max(n, x)', 'if n == 0 then 2x else x', 'f(n, x) = n + x', 'f(x)=2x'];
const BAD_EXPR = ['', ' ', '2x +', 'x x', '(((x', 'y', '2x)', 'if x then', 'x/0', 'x % 0', '0', '-1', 'x - x', 'x - 100',
  '0x', '1/(x-x)', 'x mod (x - x)', 'min()', 'max(,)', 'abs(x, x)', 'x ^ -1', '--x', 'x == 1', 'not x', 'i', 'n', 'x y z',
  'g(y) = 2y', 'f(y) = y', 'f(x) =', 'f(x, x) = x', 'x\u207b\u00b9', 'x \u00f7 2', 'x = 2', '\u00b2', 'x\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2\u00b2'];
const UNICODE = ['\u00e9', '\u00df', '\u5b57', '\ud83d\ude00', '\u0301', '\u200b', '\u202e', '\ud800', '\udfff', '\u0000',
  '\n', '\t', '\u0663', '\uff10', '\u00bd', '\u221e', '\u2212', '\u00d7', '\u2028', '\ufeff',
  '\u00b2', '\u00b3', '\u2079', '\u00b7', '\u22c5', '\u2013', '\u2009', '\u202f'];
const LEVELS = ['perfect', 'good', 'beginner'];
/** Texts of megabytes (the 2 MB shared link of the issue: 1..1000 repeated, each range once 1000
 * moves), as source. */
const MEGABYTES = ['"1..1000, ".repeat(250000)', '"x".repeat(2000000)', '"\\u{1F600}".repeat(1000000)',
  '"x+".repeat(1000000) + "x"', '"1, ".repeat(700000) + "1"', '"9".repeat(2000000)'];
const megabytes = (r) => code(r.pick(MEGABYTES));

/** An argument (JS value or Code) for `param` of the call `ctx` describes:
 * ctx = {target: 'Game.play', wild, periodic (the call has a period t), vocab} plus what earlier
 * arguments left there (t, the blocking sequences, the widget). */
export function argument(r, param, ctx) {
  if (ctx.wild && r.chance(P_WRONG)) return wrongType(r, param.type);
  const member = pickMember(r, ctx, param.type);
  return valueFor(r, member, param.name, ctx);
}

// A union member; undefined/null members (optional parameters) in wild cases only.
function pickMember(r, ctx, members) {
  const solid = members.filter((m) => m.kind !== 'undefined' && m.kind !== 'null');
  const m = !solid.length || (ctx.wild && r.chance(0.1)) ? r.pick(members) : r.pick(solid);
  return m.kind === 'union' ? pickMember(r, ctx, m.members) : m;
}

function valueFor(r, member, name, ctx) {
  switch (member.kind) {
    case 'literal':
      return ctx.wild && r.chance(0.3) ? levelLike(r) : member.value;
    case 'string':
      return (own(STRINGS, name) ?? anyText)(r, ctx);
    case 'number':
      if (ctx.wild && r.chance(P_EDGE)) return r.pick(EDGE_NUMBERS);
      return (own(OVERRIDES, `${ctx.target}.${name}`) ?? own(NUMBERS, name) ?? smallNumber)(r, ctx);
    case 'bigint':
      return bigintFrom(r, own(STRINGS, name) === decimal ? decimal(r, ctx) : String(smallNumber(r, ctx)));
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return piles(r, ctx, member.of);
    case 'typed':
      return code(`new ${member.name}(${toSource(piles(r, { ...ctx, wild: false }))})`);
    case 'object':
      return (own(OBJECTS, name) ?? randomObject)(r, ctx);
    case 'any':
      return (own(ANYS, name) ?? own(STRINGS, name) ?? own(NUMBERS, name) ?? anyValue)(r, ctx);
    case 'null':
      return null;
    case 'undefined':
      return undefined;
    case 'symbol':
      return code('Symbol("s")');
    case 'function':
      return code('() => 1');
    default: // another class's instance: the fuzzer has none to hand
      return anyValue(r);
  }
}

// The generator a table has for a parameter name (never one inherited from Object.prototype).
function own(table, name) {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

// --- wrong types -------------------------------------------------------------------------------

function wrongType(r, members) {
  const kinds = new Set(members.map((m) => m.kind));
  const choices = [[4, () => r.pick([null, undefined, true, [], [1, 2], {}, 13n, NaN])],
    [2, () => code(r.pick(['Symbol("s")', '() => 1', '{toString() { return "2x"; }}', 'new Uint8Array(3)',
      'new Date(0)', 'Object.create(null)', '[[1], [2]]', '{valueOf() { return 3; }}', '"x".repeat(5)']))]];
  if (kinds.has('string') && !kinds.has('number')) choices.push([8, () => r.pick([2, 13, 0, 1, -1, 2 ** 53, 1.5])]);
  if (kinds.has('number') && !kinds.has('string')) choices.push([8, () => r.pick(['13', '2x', '', ' 1', '1e3', '0x10'])]);
  if (kinds.has('array') || kinds.has('typed')) choices.push([6, () => r.pick(['1, 2', 3, [1, 'a'], [[1]], { length: 2 }])]);
  if (kinds.has('object') || kinds.has('any')) choices.push([4, () => r.pick(['f=2x', 3, [1], null])]);
  return r.weighted(choices);
}

// --- numbers -----------------------------------------------------------------------------------

const smallNumber = (r, ctx) => choose(r, ctx, [[1, () => r.int(0, 100)]], [[1, () => r.pick(EDGE_NUMBERS)]]);
const smallIndex = (r, ctx) => choose(r, ctx, [[1, () => r.int(0, 10)]], [[1, () => r.pick([100, 1e6, 2 ** 32, -1, 1.5])]]);
const pileNumber = (r, ctx) =>
  choose(r, ctx, [
    [50, () => r.int(1, 60)],
    [20, () => r.int(60, 3000)],
    [20, () => r.pick([1e5, 1e6, 2e6])],
  ], [[15, () => r.pick([1e6 + 1, 1e7, 1e9, 2 ** 31, 2 ** 53 - 1, 2 ** 53, 1e15])]]);
const NUMBERS = {
  upto: (r, ctx) =>
    choose(r, ctx, [
      [40, () => r.int(1, 300)],
      [18, () => r.int(300, 5000)],
      [12, () => r.logInt(5000, 2e5)],
      [24, () => r.pick([8000, 1e5, 1e6, 2e6, 1e7, 2e7])],
    ], [[20, () => r.pick([8001, 1e6 + 1, 2e7 + 1, 1e8, 2 ** 31, 2 ** 32, 1e9])]]),
  t: (r, ctx) => (ctx.t = choose(r, ctx, [[1, () => r.int(1, 8)]], [[1, () => r.pick([0, 9, 16, 100, 2 ** 31])]])),
  game: (r, ctx) => choose(r, ctx, [[1, () => r.int(0, Math.min(ctx.t ?? 8, 64) - 1)]], [[1, () => r.pick([-1, 8, 100, 2 ** 31])]]),
  pile: pileNumber,
  max: (r, ctx) => choose(r, ctx, [[60, () => pileNumber(r, ctx)], [40, () => r.int(1, 40)]]),
  n: (r, ctx) => choose(r, ctx, [[60, () => r.int(0, 1000)], [40, () => pileNumber(r, ctx)]]),
  k: (r, ctx) => choose(r, ctx, [[1, () => r.int(2, 8)]], [[1, () => r.pick([0, 1, 9, 100, 2 ** 31])]]),
  seed: (r, ctx) =>
    choose(r, ctx, [[7, () => r.int(0, 2 ** 32)], [1, () => 2 ** 53 - 1]], [[2, () => r.pick([2 ** 53, -1, 0.5, 1e300])]]),
  moves: (r, ctx) => choose(r, ctx, [[1, () => r.int(1, 12)]], [[1, () => r.pick([0, 13, 100, 1e6, 2 ** 32])]]),
  work: (r) => r.pick([1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e9, 2 ** 32, 0]),
  take: smallIndex,
  x: smallIndex,
  split: smallIndex,
  delete: smallIndex,
  component: smallIndex,
  limit: smallIndex,
};
NUMBERS._delete = NUMBERS.delete;
NUMBERS.move_no = NUMBERS.move = NUMBERS.moves;
NUMBERS.piles = NUMBERS.k; // DeleteSolver's number of piles

// Where a name means something smaller for one export (single-delete Nim's largest pile, the
// Grundy table's N), keyed `Target.param`.
const smallMax = (r, ctx) =>
  choose(r, ctx, [[8, () => r.int(1, 30)], [2, () => r.int(30, 200)]], [[1, () => r.pick([1e4, 1e6, 2 ** 32])]]);
const OVERRIDES = {
  'DeleteSolver.constructor.max': smallMax,
  'DeleteGame.random.max': smallMax,
  'GrundyTable.constructor.upto': (r, ctx) => choose(r, ctx, [[8, () => r.int(1, 2000)], [2, () => r.pick([4000, 8000])]],
    [[1, () => r.pick([8001, 1e5, 2 ** 31])]]),
};

// --- strings -----------------------------------------------------------------------------------

/** A decimal string for a pile or n: mostly small, often large, sometimes not quite a number. */
function decimal(r, ctx) {
  return choose(r, ctx, [
    [35, () => String(r.int(1, 60))],
    [20, () => String(r.logInt(60, 1e6))],
    [30, () => r.pick(BIG_DECIMALS)],
  ], [
    [15, () => r.pick(EDGE_DECIMALS)],
    [5, () => Array.from({ length: r.int(1, 40) }, () => r.int(0, 9)).join('')],
    [1, () => code(r.pick(['"1".repeat(2000000)', '"0".repeat(200) + "7"']))],
  ]);
}

function bigintFrom(r, text) {
  return /^-?\d+$/.test(text) ? BigInt(text) : BigInt(r.int(0, 100));
}

/** A move function: presets, huge constants, grammar-made expressions; broken, overflowing and
 * very deep ones in wild cases. */
function moveFunction(r, ctx) {
  const vars = ctx.periodic ? ['x', 'x', 'n'] : ['x'];
  return choose(r, ctx, [
    [30, () => r.pick(ctx.periodic && r.chance(0.6) ? PRESETS_N : PRESETS_X)],
    [22, () => r.pick(HUGE)],
    [40, () => expression(r, r.int(1, 4), vars)],
  ], [
    [8, () => (r.chance(0.5) ? r.pick(BAD_EXPR) : mutate(r, expression(r, 2, vars)))],
    [6, () => r.pick(OVERFLOWING)],
    [5, () => deep(r)],
    [3, () => randomText(r, ctx)],
    [1, () => megabytes(r)],
  ]);
}

/** A grammar-made expression of the move-function language (README) in `vars`. */
export function expression(r, depth, vars) {
  if (depth <= 0 || r.chance(0.25)) return atom(r, vars);
  const sub = () => expression(r, depth - 1, vars);
  return r.weighted([
    [5, () => `${sub()} ${r.pick(['+', '-', '*', '/', '%', '^', 'mod', '+', '*'])} ${sub()}`],
    [1, () => `(${sub()})`],
    [2, () => (r.chance(0.5) ? `${r.int(2, 9)}${r.pick(vars)}` : `${r.int(2, 5)}(${sub()})`)],
    [2, () => `${r.pick(['min', 'max'])}(${Array.from({ length: r.int(1, 3) }, sub).join(', ')})`],
    [1, () => `abs(${sub()})`],
    [2, () => `if ${condition(r, depth - 1, vars)} then ${sub()} else ${sub()}`],
  ]);
}

function condition(r, depth, vars) {
  const sub = () => expression(r, depth, vars);
  return r.weighted([
    [6, () => `${sub()} ${r.pick(['==', '!=', '<', '<=', '>', '>='])} ${sub()}`],
    [2, () => `${r.pick(vars)} % ${r.int(2, 4)} == ${r.int(0, 1)}`],
    [1, () => `${condition(r, depth - 1, vars)} ${r.pick(['and', 'or', '&&', '||'])} ${condition(r, depth - 1, vars)}`],
    [1, () => `${r.pick(['not ', '!'])}(${condition(r, depth - 1, vars)})`],
  ]);
}

function atom(r, vars) {
  return r.weighted([
    [50, () => r.pick(vars)],
    [30, () => String(r.int(0, 10))],
    [10, () => String(r.int(11, 1000))],
    [10, () => r.pick([...HUGE, ...OVERFLOWING])],
  ]);
}

// Very deep or very long expressions (the parser must refuse or cope, not overflow the stack).
function deep(r) {
  const k = r.pick([100, 1000, 10000, 100000, 1000000]);
  return code(r.pick([
    `"(".repeat(${k}) + "x" + ")".repeat(${k})`,
    `"x+".repeat(${k}) + "x"`,
    `"-".repeat(${k}) + "x"`,
    `"min(".repeat(${k}) + "x" + ")".repeat(${k})`,
    `"if x > 1 then ".repeat(${k}) + "x" + " else 2".repeat(${k})`,
    `"2^".repeat(${k}) + "2"`,
    `"9".repeat(${k})`,
  ]));
}

// A typo: a character deleted, doubled or replaced.
function mutate(r, text) {
  if (!text.length) return r.pick(UNICODE);
  const i = r.int(0, text.length - 1);
  return r.weighted([
    [1, () => text.slice(0, i) + text.slice(i + 1)],
    [1, () => text.slice(0, i) + text[i] + text.slice(i)],
    [1, () => text.slice(0, i) + r.pick(['(', ')', ',', '^', '.', '?', '$', ...UNICODE]) + text.slice(i + 1)],
  ]);
}

/** A sequence of blocking Nim (an expression in i or a list whose last value repeats). */
function sequence(r, ctx) {
  return choose(r, ctx, [
    [40, () => Array.from({ length: r.int(1, 6) }, () => r.int(0, 10)).join(', ')],
    [25, () => expression(r, r.int(1, 3), ['i'])],
    [15, () => String(r.int(0, 12))],
    [8, () => r.pick(HUGE).replace(/x/g, 'i')],
  ], [
    [6, () => r.pick(['0', '-1', '', 'x', '1,,2', 'i - 3', '1, 2, a', '1..3', '0, 0', 'i/0', '1, 2,', '1, 0 0', 'f(i) = i'])],
    [2, () => r.pick(OVERFLOWING).replace(/x/g, 'i')],
    [4, () => randomText(r, ctx)],
    [1, () => megabytes(r)],
  ]);
}

// Sequences that satisfy c ≥ 0, 1 ≤ m ≤ M, so blocking Nim's calls get past the checks.
const TRIPLES = [['0, 1, 2', '1, 3, 5', '3, 6, 10'], ['1, 0', '1', '3, 1'], ['0', '1', '2'], ['i', 'i', '3i'],
  ['0', '1', 'i'], ['1', '1', '10'], ['2', '1', '5'], ['0', '2', '2'], ['1, 2', '1', '6, 9'], ['0', '1', '2^62']];
function blockingSeq(index) {
  return (r, ctx) => {
    if (ctx.triple === undefined) ctx.triple = r.chance(0.6) ? r.pick(TRIPLES) : null;
    return ctx.triple && r.chance(0.9) ? ctx.triple[index] : sequence(r, ctx);
  };
}

/** A subtraction set as typed (`1, 3, 4`, `3..5`). */
function subtractionSet(r, ctx) {
  return choose(r, ctx, [
    [40, () => [...new Set(Array.from({ length: r.int(1, 5) }, () => r.int(1, 12)))].join(', ')],
    [25, () => { const a = r.int(1, 6); return `${a}..${a + r.int(0, 6)}`; }],
    [15, () => r.pick(['1, 3, 4', '3..5', '1, 2', '2, 5, 7', '1..3', '1'])],
    [10, () => r.pick(['1..1000000', '1..18446744073709551615', '1000000000', '18446744073709551615',
      '1, 18446744073709551615', '999999..1000000', '1, 1000000', '2^62..2^63'])],
  ], [
    [7, () => r.pick(['', '0', '5..3', '1, 2, x', ',', '..', '-1', '1..', '1, 1', '1 ,, 2', '0..0', '1..2^64'])],
    [3, () => randomText(r, ctx)],
    [1, () => code('"1..1000, ".repeat(250000)')],
  ]);
}

/** Random text: ASCII, unicode (lone surrogates, NUL, RTL marks), empty, whitespace, very long. */
function randomText(r, ctx = { wild: true }) {
  return choose(r, ctx, [
    [35, () => Array.from({ length: r.int(0, 20) }, () => ascii(r)).join('')],
    [10, () => ''],
  ], [
    [25, () => Array.from({ length: r.int(1, 8) }, () => (r.chance(0.5) ? r.pick(UNICODE) : ascii(r))).join('')],
    [5, () => r.pick(['   ', '\n\t', '\u00a0', '\r\n'])],
    [10, () => r.pick(['\u0661\u0662', '\uff11\uff12', '12abc', '2\u00d7', '\u2212x', 'NaN', 'Infinity', 'null'])],
    [10, () => code(r.pick(['"a".repeat(100000)', '"9".repeat(10000)', '"\\u{1F600}".repeat(10000)', '"x+".repeat(50000) + "x"',
      '"1, ".repeat(20000) + "1"', '"\\u0000".repeat(1000)']))],
    [2, () => megabytes(r)],
  ]);
}

const ascii = (r) => String.fromCharCode(r.int(32, 126));

/** Text of any kind the engine reads: a move function, a set, a sequence or random text. */
function anyText(r, ctx) {
  return r.weighted([
    [3, () => moveFunction(r, { ...ctx, periodic: r.chance(0.3) })],
    [2, () => subtractionSet(r, ctx)],
    [2, () => sequence(r, ctx)],
    [2, () => randomText(r, ctx)],
  ]);
}

function levelLike(r) {
  return r.pick(['Perfect', 'PERFECT', '', 'expert', 'perfect ', 'good\u0000', 3, null, 'beginner'.repeat(3)]);
}

// A statement id of single-delete Nim, or not.
const statementId = (r, ctx) => r.weighted([[7, () => r.pick(['theorem-1.1', 'theorem-1.4', 'prop-4.1', 'prop-4.2',
  'condition-1', 'doubling', 'search', 'careless'])], [3, () => randomText(r, ctx)]]);

const STRINGS = {
  f: moveFunction,
  text: anyText,
  set: subtractionSet,
  c: blockingSeq(0),
  m: blockingSeq(1),
  M: blockingSeq(2),
  pile: decimal,
  max: decimal,
  n: decimal,
  id: statementId,
  level: (r, ctx) => (ctx.wild && r.chance(0.3) ? levelLike(r) : r.pick(LEVELS)),
  query: (r, ctx) => queryString(r, ctx),
  widget: (r, ctx) => widgetName(r, ctx),
};
STRINGS.big_m = STRINGS.M;

// --- arrays ------------------------------------------------------------------------------------

// Piles: a few small ones; in wild cases also empty, long, huge, negative, fractional, not numbers.
function piles(r, ctx, of) {
  const pile = () => choose(r, ctx, [[1, () => r.int(1, 30)]], [[1, () => r.pick([0, -1, 1.5, NaN, 2 ** 53, 1e6, 2 ** 32])]]);
  const stringy = of && of.some((m) => m.kind === 'string') && !of.some((m) => m.kind === 'number');
  return choose(r, ctx, [[1, () => Array.from({ length: r.int(1, 8) }, stringy ? () => String(pile()) : pile)]], [
    [1, () => Array.from({ length: r.int(0, 20) }, pile)],
    [1, () => code(`Array(${r.pick([1000, 100000, 2000000])}).fill(${r.int(1, 5)})`)],
    [0.3, () => code('new Uint32Array(2000000)')],
    [1, () => code(`new Float64Array(${toSource(Array.from({ length: r.int(0, 8) }, pile))})`)],
    [1, () => r.pick([['1', '2'], [null], [[1, 2]], [{}], ['2x']])],
  ]);
}

// --- objects: the URL state and a widget's attributes -------------------------------------------

function fieldValue(r, ctx, field) {
  if (!field) return randomText(r, ctx);
  if (field.kind === 'choice' && (!ctx.wild || r.chance(0.7))) return r.pick(field.choices);
  if (field.kind === 'number') {
    return choose(r, ctx, [[5, () => String(field.default)], [3, () => String(r.int(field.min ?? 0, 100))],
      [2, () => String(field.max ?? 1e9)]], [[2, () => decimal(r, ctx)], [1, () => String(r.pick(EDGE_NUMBERS))]]);
  }
  if (field.kind === 'text' && r.chance(0.5)) return String(field.default);
  return anyText(r, { ...ctx, periodic: /^p/.test(field.key ?? field.name ?? '') });
}

// Long values as real strings (the query is assembled from them), but not too long to print.
function plain(r, value) {
  return value instanceof Code ? 'x'.repeat(r.pick([300, 2000])) : value;
}

/** A URL query: spec keys with plausible values; in wild cases broken values and encodings. */
function queryString(r, ctx) {
  const fields = ctx.vocab.fields;
  const parts = [];
  for (let i = r.int(0, 7); i > 0; i--) {
    const field = fields.length && (!ctx.wild || r.chance(0.7)) ? r.pick(fields) : null;
    const key = field ? field.key : r.pick(['', 'FOO', '__proto__', 'constructor', 'f[]', 'a b', plain(r, randomText(r, ctx))]);
    const value = String(plain(r, fieldValue(r, ctx, field)) ?? '');
    const encoded = choose(r, ctx, [[1, () => encode(value)]], [[2, () => value],
      [1, () => `${value}%${r.pick(['', 'Z', 'ZZ', 'E2%82', 'C0%80', 'FF'])}`]]);
    parts.push(choose(r, ctx, [[1, () => `${encode(key)}=${encoded}`]], [[1, () => r.pick([key, '=', `${key}==${value}`, ''])]]));
  }
  const glue = choose(r, ctx, [[1, () => '&']], [[1, () => r.pick(['&&', ';', '&amp;'])]]);
  const query = choose(r, ctx, [[3, () => ''], [1, () => '?']], [[1, () => r.pick(['#', '&', '??'])]]) + parts.join(glue);
  // a shared link of megabytes: one long value, a long key, or very many pairs
  if (ctx.wild && r.chance(0.05)) {
    const long = r.pick(['"kset=" + "1..1000%2C".repeat(200000)', '"f=" + "x%2B".repeat(700000) + "x"',
      '"x".repeat(2000000) + "=1"', '"&".repeat(2000000)', '"upto=" + "9".repeat(2000000)']);
    return code(`${toSource(query ? `${query}&` : '')} + ${long}`);
  }
  return query;
}

// encodeURIComponent, which throws on a lone surrogate (left raw then).
function encode(text) {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A state object as parseState gives it, with numbers as numbers or strings, and odd keys. */
function stateObject(r, ctx) {
  const fields = ctx.vocab.fields;
  if (ctx.wild && r.chance(0.1)) return r.pick([null, [], 'f=2x', code('Object.create(null)')]);
  const state = {};
  for (let i = r.int(0, 8); i > 0; i--) {
    const field = fields.length && (!ctx.wild || r.chance(0.7)) ? r.pick(fields) : null;
    const key = field ? field.key : r.pick(['', 'foo', '__proto__', 'constructor', 'toString', plain(r, randomText(r, ctx))]);
    let value = plain(r, fieldValue(r, ctx, field));
    if (field?.kind === 'number' && r.chance(0.5) && /^-?\d+$/.test(value) && Math.abs(Number(value)) < 2 ** 53) value = Number(value);
    state[key] = ctx.wild && r.chance(0.1) ? r.pick([null, undefined, [], {}, true, NaN])
      : ctx.wild && r.chance(0.03) ? megabytes(r) : value;
  }
  return state;
}

function widgetName(r, ctx) {
  const names = ctx.vocab.widgets.map((w) => w.name);
  const name = choose(r, ctx, [[1, () => r.pick(names.length ? names : [''])]],
    [[1, () => r.pick(['', 'nim-lab-game', 'game', 'Move-Fn', plain(r, randomText(r, ctx))])]]);
  ctx.widget = name;
  return name;
}

/** A widget's attributes (strings, as an element has them), its own names mostly. */
function attributes(r, ctx) {
  if (ctx.wild && r.chance(0.1)) return r.pick([null, [], 'f=2x', 3]);
  const widget = ctx.vocab.widgets.find((w) => w.name === ctx.widget);
  const attrs = [...(widget?.attrs ?? []), ...ctx.vocab.common];
  const out = {};
  for (let i = r.int(0, 6); i > 0; i--) {
    const attr = attrs.length && (!ctx.wild || r.chance(0.7)) ? r.pick(attrs) : null;
    const key = attr ? attr.name : r.pick(['', 'foo', '__proto__', 'style', 'on-click', plain(r, randomText(r, ctx))]);
    const value = String(plain(r, fieldValue(r, ctx, attr)));
    out[key] = ctx.wild && r.chance(0.1) ? r.pick([null, undefined, 3, true, {}])
      : ctx.wild && r.chance(0.03) ? megabytes(r) : value;
  }
  return out;
}

function randomObject(r, ctx) {
  return r.weighted([[3, () => stateObject(r, ctx)], [1, () => ({})], [1, () => ({ a: randomText(r, ctx) })]]);
}

const OBJECTS = { state: stateObject, attrs: attributes };

// `any` parameters: their name says what they are.
const ANYS = {
  state: stateObject,
  attrs: attributes,
  widget: widgetName,
  level: STRINGS.level,
};

function anyValue(r) {
  return r.pick([null, undefined, 0, 1, '', '2x', [], {}, true, 13n]);
}
