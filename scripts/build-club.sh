#!/usr/bin/env bash
# Builds the organiser's page's module (issue 33: the `mahjong-club` bin of
# web/, a Yew app of its own) into <dir>/club-build/, the way Trunk builds
# the player's: wasm-bindgen for the web, wasm-opt -Oz. scripts/pwa.mjs
# names the files by their hash and writes competitie.html around them.
# Usage: scripts/build-club.sh <dir>
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: build-club.sh <dir>}
cargo build -q -p mahjong-web --bin mahjong-club --target wasm32-unknown-unknown --profile web-release
target=$(cargo metadata --format-version 1 --no-deps \
  | node -e 'let s = ""; process.stdin.on("data", (d) => s += d).on("end", () => process.stdout.write(JSON.parse(s).target_directory))')
mkdir -p "$out/club-build"
wasm-bindgen --target web --no-typescript --out-dir "$out/club-build" --out-name mahjong-club \
  "$target/wasm32-unknown-unknown/web-release/mahjong-club.wasm"
if command -v wasm-opt >/dev/null 2>&1; then
  wasm-opt -Oz --low-memory-unused --converge --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals -o "$out/club-build/mahjong-club_bg.wasm" "$out/club-build/mahjong-club_bg.wasm"
fi
