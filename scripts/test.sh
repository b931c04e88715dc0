#!/usr/bin/env bash
# Runs every test: the engine (unit, table-driven, property and CLI tests),
# and a release build of the web app with Trunk.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

echo "== cargo test (workspace)"
cargo test --workspace --release

echo "== trunk build --release"
trunk build --release
ls dist/*.wasm >/dev/null
echo "== all tests passed"
