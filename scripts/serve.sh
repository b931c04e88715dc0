#!/usr/bin/env bash
# Builds the app and serves it at http://127.0.0.1:8080 as a static host
# does, with the precompressed files (installs the tools on first use).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
trunk build --release
exec node scripts/serve.mjs dist "${PORT:-8080}"
