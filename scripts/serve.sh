#!/usr/bin/env bash
# Serves the app at http://127.0.0.1:8080 (installs the tools on first use).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
exec trunk serve --release "$@"
