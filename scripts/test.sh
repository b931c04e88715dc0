#!/usr/bin/env bash
# Runs every test: formatting and lints, the engine (unit, table-driven,
# property and CLI tests), the app's state tests, its wasm smoke tests in headless Chromium, a
# release build with Trunk, and the end-to-end tests at 360x640.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "== cargo fmt --check and clippy with warnings as errors (native and wasm32)"
cargo fmt --all --check
(cd fuzz && cargo fmt --check)
cargo clippy -q --workspace --all-targets -- -D warnings
cargo clippy -q -p mahjong-web -p mahjong-api --target wasm32-unknown-unknown --all-targets -- -D warnings

echo "== cargo test (workspace)"
cargo test --workspace --release 2>&1 | tee "$log"

echo "== mahjong-core as a crate others use: cargo package, docs without a warning (missing_docs included)"
cargo package -q -p mahjong-core --allow-dirty
RUSTDOCFLAGS="-D warnings" cargo doc -q -p mahjong-core --no-deps

echo "== wasm-bindgen-test smoke tests (headless Chromium)"
cargo test -p mahjong-web --target wasm32-unknown-unknown 2>&1 | tee -a "$log"

echo "== trunk build --release"
trunk build --release
ls dist/*.wasm >/dev/null

echo "== end-to-end tests (Playwright, Debian Chromium, 360x640)"
node --test e2e/ 2>&1 | tee -a "$log"
# One closing line with the totals of every test runner above.
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     /^# pass / { p += $3 } /^# fail / { f += $3 }
     END { printf "tests: %d passed, %d failed\n", p, f }' "$log"
