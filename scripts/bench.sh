#!/usr/bin/env bash
# Prints the engine's speed (issue 23): every line kind answered in
# process (criterion: a Dutch hand with every field, an MCR hand, a
# settlement, a game, a season, a draw), the Dutch mix by phase (read,
# score, write), a tap's engine work in the app, and `mjscore` end to end
# on the full-field NTS mix (scripts/nts-mix.py, 200,000 lines, one core,
# median of 5). Figures, never pass or fail. Usage: scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== in process (criterion: the median time per iteration, and per line)"
cargo bench -q -p mahjong-core --bench lines -- --warm-up-time 1 --measurement-time 3 > /dev/null 2>&1
python3 - <<'PY'
import json, pathlib
# Lines per iteration of each benchmark (core/benches/lines.rs).
per = {"line/hand_nts_full_fields": 128, "line/hand_mcr": 6, "nts_phase/read": 128, "nts_phase/read_and_score": 128, "nts_phase/write": 128}
root = pathlib.Path("target/criterion")
for group in ["line", "nts_phase", "app"]:
    for est in sorted((root / group).glob("*/new/estimates.json")):
        name = f"{group}/{est.parent.parent.name}"
        ns = json.loads(est.read_text())["median"]["point_estimate"]
        n = per.get(name, 1)
        print(f"  {name}: {ns / 1000:.2f} µs per iteration, {ns / n / 1000:.3f} µs per line, {n * 1e9 / ns:,.0f} lines/s")
PY
echo "== mjscore end to end, full-field NTS mix"
cargo build --release -q -p mahjong-core --bin mjscore
input=$(mktemp); output=$(mktemp)
trap 'rm -f "$input" "$output"' EXIT
python3 scripts/nts-mix.py 200000 23 > "$input"
rates=()
for run in 1 2 3 4 5; do
  start=$(date +%s%N)
  taskset -c 0 target/release/mjscore < "$input" > "$output"
  end=$(date +%s%N)
  rates+=($((200000 * 1000000000 / (end - start))))
done
echo "  mjscore: median $(printf '%s\n' "${rates[@]}" | sort -n | sed -n 3p) lines/s [${rates[*]}] on one core"
