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
if ! have_version trunk "0.21.14"; then
  echo "setup: installing trunk 0.21.14 (about 7 minutes)"
  cargo install --locked trunk --version 0.21.14
fi
if ! have_version wasm-bindgen "0.2.130"; then
  # Without --locked: the locked webpki-roots is not on the registry.
  echo "setup: installing wasm-bindgen-cli 0.2.130 (about 2 minutes)"
  cargo install wasm-bindgen-cli --version 0.2.130
fi
if [ ! -x node_modules/.bin/wasm-opt ] || ! node_modules/.bin/wasm-opt --version | grep -q "version 132"; then
  echo "setup: installing npm tools (binaryen 132 for wasm-opt)"
  npm ci --no-audit --no-fund
fi
