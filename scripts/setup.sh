#!/usr/bin/env bash
# Installs what building and testing need, skipping what is already there.
# Versions and pitfalls: ../shared/TOOLCHAIN.md. Nothing here downloads
# from GitHub: only crates.io, npm and rustup.
set -euo pipefail
cd "$(dirname "$0")/.."

have_version() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -q "$2"; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "setup: adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi
for component in clippy rustfmt; do
  if ! rustup component list --installed | grep -q "^$component"; then
    echo "setup: adding the $component component"
    rustup component add "$component"
  fi
done
if ! have_version trunk "0.21.14"; then
  echo "setup: installing trunk 0.21.14 (about 7 minutes)"
  cargo install --locked trunk --version 0.21.14
fi
if ! have_version wasm-bindgen "0.2.130"; then
  # Without --locked: the locked webpki-roots is not on the registry.
  echo "setup: installing wasm-bindgen-cli 0.2.130 (about 2 minutes)"
  cargo install wasm-bindgen-cli --version 0.2.130
fi
if [ ! -x node_modules/.bin/wasm-opt ] || ! node_modules/.bin/wasm-opt --version | grep -q "version 132" \
   || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/jsqr ] || [ ! -d node_modules/pngjs ] \
   || [ ! -d node_modules/axe-core ] || [ ! -d node_modules/@gfx/zopfli ] || [ ! -d node_modules/esbuild ] \
   || [ ! -d node_modules/pouchdb-server ]; then
  echo "setup: installing npm tools (binaryen 132 for wasm-opt, esbuild, zopfli, playwright-core, jsqr and pngjs, axe-core, pouchdb-server)"
  npm ci --no-audit --no-fund
fi
# Debian's Chromium and its driver for the browser tests, and a font with
# the Chinese characters of the tile faces (phones have one; this machine not).
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
fc-list 2>/dev/null | grep -qi "wenquanyi micro hei" || missing+=(fonts-wqy-microhei)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} (Debian)"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
