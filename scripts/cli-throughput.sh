#!/usr/bin/env bash
# Prints mjscore's end-to-end throughput (lines/s) on one core over the
# mixed lines of core/benches/lines.jsonl, repeated. Usage: scripts/cli-throughput.sh [repeats]
set -euo pipefail
cd "$(dirname "$0")/.."
repeats=${1:-20000}
cargo build --release -q -p mahjong-core --bin mjscore
input=$(mktemp); output=$(mktemp)
trap 'rm -f "$input" "$output"' EXIT
for _ in $(seq "$repeats"); do cat core/benches/lines.jsonl; done > "$input"
lines=$(wc -l < "$input")
# Five runs; this machine is shared, so the median is the figure to quote.
rates=()
for run in 1 2 3 4 5; do
  start=$(date +%s.%N)
  taskset -c 0 target/release/mjscore < "$input" > "$output"
  end=$(date +%s.%N)
  out_lines=$(wc -l < "$output")
  [ "$lines" -eq "$out_lines" ] || { echo "line count mismatch: $lines in, $out_lines out" >&2; exit 1; }
  rate=$(awk -v n="$lines" -v s="$start" -v e="$end" 'BEGIN { printf "%.0f", n / (e - s) }')
  echo "run $run: $lines lines, $rate lines/s"
  rates+=("$rate")
done
median=$(printf '%s\n' "${rates[@]}" | sort -n | sed -n 3p)
echo "mjscore median: $median lines/s on one core"
