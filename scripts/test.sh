#!/usr/bin/env bash
# Runs every test: formatting and lints, the engine (unit, table-driven,
# property and CLI tests), the app's state tests, its wasm smoke tests in headless Chromium, a
# release build with Trunk, and the end-to-end tests at 360x640.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh || exit 1
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Tests whose input is absent (../shared, a program) say so here; under
# CI (CI=true) they fail instead (issue 48).
skipped=target/skipped-tests.txt
rm -f "$skipped"
# Every step runs even when one before it failed, so the closing line
# always counts everything; a failed step that counts no test (formatting,
# lints, the build) is one failure of its own.
steps_failed=0
step() { "$@" || { echo "FAILED: $*"; steps_failed=$((steps_failed + 1)); }; }
# A test runner that failed (its exit code) but counted no failed test
# (it did not build, or crashed) is one failure too.
runners_failed=0

echo "== cargo fmt --check and clippy with warnings as errors (native and wasm32)"
step cargo fmt --all --check
step bash -c 'cd fuzz && cargo fmt --check'
step cargo clippy -q --workspace --all-targets -- -D warnings
# Every feature combination of the engine builds (issue 33): with and
# without its JSON protocol.
step cargo clippy -q -p mahjong-core --no-default-features -- -D warnings
step cargo clippy -q -p mahjong-web -p mahjong-api --target wasm32-unknown-unknown --all-targets -- -D warnings
# The build's native pre-render of the first screen (issue 34).
step cargo clippy -q -p mahjong-web --features ssr --bin first-screen -- -D warnings
# No import cycle between modules or folders (issues 33, 48); the
# checker first finds the cycles of crates made for it.
step python3 scripts/import-cycles.py --self-test
step python3 scripts/import-cycles.py core/src web/src
# A second reader of the same graph, parsing with syn (tools/modcycles).
step cargo test -q -p modcycles
step cargo run -q -p modcycles -- core/src web/src api/src

echo "== cargo test (workspace)"
cargo test --workspace --release 2>&1 | tee "$log" || runners_failed=$((runners_failed + 1))

echo "== mahjong-core as a crate others use: cargo package, docs without a warning (missing_docs included)"
step cargo package -q -p mahjong-core --allow-dirty
step env RUSTDOCFLAGS="-D warnings" cargo doc -q -p mahjong-core --no-deps

echo "== wasm-bindgen-test smoke tests (headless Chromium)"
# A runner that hangs (a browser that never answers) is stopped and
# counted as failed, so CI always ends with the closing line.
timeout --kill-after=30s 20m cargo test -p mahjong-web --target wasm32-unknown-unknown 2>&1 | tee -a "$log" || runners_failed=$((runners_failed + 1))

echo "== trunk build --release"
step trunk build --release
step ls dist/*.wasm >/dev/null

echo "== the club's CouchDB for the tests: pouchdb-server on 127.0.0.1 (issue 52)"
# Started here and stopped at the end, whatever happens in between.
trap 'rm -f "$log"; scripts/test-server.sh stop 5990' EXIT
if CLUB_SERVER=$(scripts/test-server.sh start 5990); then
  export CLUB_SERVER CLUB_SERVER_ADMIN=admin:admin
  echo "test server at $CLUB_SERVER"
else
  # The tests that need it fail under CI, and say so elsewhere.
  steps_failed=$((steps_failed + 1))
fi

echo "== end-to-end tests (Playwright, Debian Chromium, 360x640)"
# --test-force-exit: a test file that failed with something still open
# (a browser, a Chromium process) ends anyway; timeout bounds the whole run.
timeout --kill-after=30s 50m node --test --test-force-exit e2e/ 2>&1 | tee -a "$log" || runners_failed=$((runners_failed + 1))
# One closing line with the totals of every test runner above.
read -r passed failed < <(awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     /^# pass / { p += $3 } /^# fail / { f += $3 }
     END { printf "%d %d\n", p, f }' "$log")
if [ "$failed" -eq 0 ]; then failed=$runners_failed; fi
failed=$((failed + steps_failed))
if [ -s "$skipped" ]; then
  echo "skipped, their input absent ($(wc -l < "$skipped")):"
  sed 's/^/  /' "$skipped"
fi
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
