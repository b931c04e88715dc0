#!/usr/bin/env bash
# Every complete concealed hand (issue 14): the 11,498,658 hands of four sets
# and a pair plus the irregular shapes, scored under nts, classic, nmb and
# mcr with each distinct winning tile, from a discard and self-drawn, on all
# cores. Prints the counts, the invariant failures and the time. `cargo
# test` runs a fixed 1-in-1,000 sample of the same check.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p mahjong-core --tests
start=$(date +%s)
MJ_EXHAUSTIVE_STRIDE=1 cargo test --release -q -p mahjong-core --test exhaustive every_complete_hand -- --nocapture 2>&1 | grep -v '^$'
echo "wall time: $(( $(date +%s) - start )) s on $(nproc) cores"
