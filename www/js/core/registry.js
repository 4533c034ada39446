// The families' registry. Each family (www/js/families/<family>/index.js) registers one plain
// declaration; families/index.js imports them in tab order, and whatever hosts families (the
// playground, the elements, the worker) imports families/index.js. The core reads what a family
// is from here and names none of them (tests/e2e/architecture.test.mjs checks).
//
// A family: {
//   name       its folder under families/ (= its Rust module under src/games/)
//   engine()   → a Promise of its engine module (families/<family>/engine.js: its wrappers, built
//              on core/engine.js's door; loaded on demand, and held by the worker)
//   sections   the playground's tabs: [{sec, load() → the section ({title, mount})}] (a tab's
//              words: the shell's catalogue, tab-<sec>, www/js/i18n/shell/)
//              (main.js; described in families/index.js)
//   games      the game kinds a course page embeds, by widget name: {packages, coreStyles?,
//              load() → the kind}
//   gameWords  the catalogue parts (www/js/i18n/<part>/) its games' own words come from: a game
//              element's language pack holds them with the words every element shares
//              (scripts/build/langpacks.mjs, game_<family>-<code>.js; tests/e2e/i18n.test.mjs
//              sees a game load that one file of a language)
//   views      the views, by widget name: {packages, load() → the view}
//              (`packages`: the wasm packages that show the widget with its defaults, smallest
//              first, the full one last, each holding the ones before it, as the engine lists
//              them (src/spec/packages.rs; a Rust test compares): a page loads the first its
//              elements share, and moves to a later one when the engine's elementSettings names
//              it (`package`: the smallest the settings need);
//              `coreStyles`: it looks right with the core CSS files alone, elements/styles.js)
//   jobs       the worker jobs, by kind: {size(request) → its cost in values (small ones run on
//              the page), start(engine, request) → a stepper (core/engine.js: steppedJob, oneStepJob)}
//   services   requests a worker answers and keeps state for, by name: (engine, request) → answer
//   packages   wasm packages of its own besides the full one, by name: () → the glue's module
//   lessonPackages  the packages its lesson pages may load (core/engine.js ready(): the one the
//              page's loader names, data-wasm, else the first), the full one last
//   lessonPackage   {lesson: package}: the one a lesson's page loads when it needs less than the
//              first of lessonPackages, which lists it (scripts/dist.mjs lessonPackage)
//   styles     its CSS files (in css/), after the core ones
// }

const families = [];

/** Adds a family (once); returns it. */
export function register(family) {
  if (!families.includes(family)) families.push(family);
  return family;
}

/** The families, in the order they registered (the playground's tab order). */
export function registered() {
  return families;
}

/** The playground's sections, in tab order, each with its family's name (`family`). */
export function sections() {
  return families.flatMap((f) => (f.sections || []).map((s) => ({ ...s, family: f.name })));
}

/** The game kinds (what = 'games') or views ('views') of every family, by widget name. */
export function widgets(what) {
  return Object.assign({}, ...families.map((f) => f[what] || {}));
}

/** The name of the family whose game `widget` is, or null (a view, an unknown name). */
export function gameFamily(widget) {
  return owner('games', widget)?.name ?? null;
}

/** The family that declares `key` in its `part` ('jobs', 'services', 'packages'), or null. */
function owner(part, key) {
  return families.find((f) => f[part] && Object.hasOwn(f[part], key)) || null;
}

/** A job kind's declaration with its family ({size, start, family}); throws for an unknown kind. */
export function jobKind(kind) {
  const family = owner('jobs', kind);
  if (!family) throw new Error(`no family computes a job of kind '${kind}'`);
  return { ...family.jobs[kind], family };
}

/** A service: (request) → a Promise of its answer (the family's engine module loaded first). */
export function service(name) {
  const family = owner('services', name);
  if (!family) throw new Error(`no family answers '${name}'`);
  return (request) => family.engine().then((engine) => family.services[name](engine, request));
}

/** The loader of a family's own wasm package, or null. */
export function packageLoader(name) {
  const family = owner('packages', name);
  return family ? family.packages[name] : null;
}

/** The names of the families' own packages, in registration order. */
export function packageNames() {
  return families.flatMap((f) => Object.keys(f.packages || {}));
}

/** Every family's CSS files, in registration order. */
export function styleFiles() {
  return families.flatMap((f) => f.styles || []);
}
