#!/usr/bin/env bash
# Builds what the site serves beside the app's own module: the rules
# reference (reference/) as an ES module into <dir>/regels, which the app
# loads the first time the rules are opened; the score sheet's IndexedDB
# store (storage/) into <dir>/opslag, loaded right after the first screen;
# the JS API (api/) into
# <dir>/api; the example pages into <dir>/examples. Called by
# scripts/pwa.mjs during `trunk build`; usage: scripts/build-api.sh <dir>
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: build-api.sh <dir>}
cargo build -q -p mahjong-api -p mahjong-reference -p mahjong-storage --target wasm32-unknown-unknown --profile web-release
# Where cargo put it: CARGO_TARGET_DIR, a config's build.target-dir, or target/.
target=$(cargo metadata --format-version 1 --no-deps \
  | node -e 'let s = ""; process.stdin.on("data", (d) => s += d).on("end", () => process.stdout.write(JSON.parse(s).target_directory))')
mkdir -p "$out/api" "$out/regels" "$out/opslag" "$out/examples"
for module in api:mahjong_api regels:mahjong_reference opslag:mahjong_storage; do
  folder=${module%%:*} name=${module#*:}
  wasm-bindgen --target web --no-typescript --out-dir "$out/$folder" "$target/wasm32-unknown-unknown/web-release/$name.wasm"
  if command -v wasm-opt >/dev/null 2>&1; then
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
      -o "$out/$folder/${name}_bg.wasm" "$out/$folder/${name}_bg.wasm"
  fi
done
# The rules module uses no snippet of the app (wasm-bindgen copies them all).
rm -rf "$out/regels/snippets" "$out/opslag/snippets"
cp examples/*.html examples/*.js examples/*.css "$out/examples/"
