#!/usr/bin/env bash
# Builds the JS API (api/) as an ES module into <dir>/api and copies the
# example pages into <dir>/examples. Called by scripts/pwa.mjs during
# `trunk build`; usage: scripts/build-api.sh <dir>
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: build-api.sh <dir>}
cargo build -q -p mahjong-api --target wasm32-unknown-unknown --profile web-release
# Where cargo put it: CARGO_TARGET_DIR, a config's build.target-dir, or target/.
target=$(cargo metadata --format-version 1 --no-deps \
  | node -e 'let s = ""; process.stdin.on("data", (d) => s += d).on("end", () => process.stdout.write(JSON.parse(s).target_directory))')
mkdir -p "$out/api" "$out/examples"
wasm-bindgen --target web --no-typescript --out-dir "$out/api" "$target/wasm32-unknown-unknown/web-release/mahjong_api.wasm"
if command -v wasm-opt >/dev/null 2>&1; then
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    -o "$out/api/mahjong_api_bg.wasm" "$out/api/mahjong_api_bg.wasm"
fi
cp examples/*.html examples/*.js examples/*.css "$out/examples/"
