#!/usr/bin/env bash
# Builds what the site serves beside the app: the JS API for club websites
# (api/) into <dir>/api and the example pages into <dir>/examples. Called by
# scripts/pwa.mjs during `trunk build`; usage: scripts/build-api.sh <dir>
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: build-api.sh <dir>}
cargo build -q -p mahjong-api --target wasm32-unknown-unknown --profile web-release
# Where cargo put it: CARGO_TARGET_DIR, a config's build.target-dir, or target/.
target=$(cargo metadata --format-version 1 --no-deps \
  | node -e 'let s = ""; process.stdin.on("data", (d) => s += d).on("end", () => process.stdout.write(JSON.parse(s).target_directory))')
mkdir -p "$out/api" "$out/examples"
for module in api:mahjong_api; do
  folder=${module%%:*} name=${module#*:}
  wasm-bindgen --target web --no-typescript --out-dir "$out/$folder" "$target/wasm32-unknown-unknown/web-release/$name.wasm"
  if command -v wasm-opt >/dev/null 2>&1; then
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
      -o "$out/$folder/${name}_bg.wasm" "$out/$folder/${name}_bg.wasm"
  fi
done
cp examples/*.html examples/*.js examples/*.css "$out/examples/"
