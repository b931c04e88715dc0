#!/usr/bin/env bash
# Fuzzing (issues 14, 32, 52): the eight cargo-fuzz targets on nightly, then the JS
# API's object entry points (e2e/api-fuzz.test.mjs, 1,000,000 calls), each for
# RUNS executions (default 2,000,000; 10 million in all), with a 2 GB
# memory limit and a 30 s hang limit. A tournament draw's search of
# several rounds is bounded work by design (C14: about 0.7 s natively for
# 15 players in 5 rounds); cargo-fuzz builds with `--cfg fuzzing`, which
# makes those searches 100 times shorter (core/src/competition/draw.rs),
# so every input is quick and a million fit in about 10 minutes; a real
# hang never ends. The committed seeds are in fuzz/corpus/<target>/
# (seed-*); what the fuzzer adds stays untracked.
# Resumable (issue 51, toward 10 million inputs per entry point): each run
# starts from the corpus the earlier runs grew, and adds its executions to
# the target's running total in fuzz/totals/<target> (untracked).
# Prints the executions, the running total, crashes and time per target;
# exits non-zero on a crash (the input is in fuzz/artifacts/<target>/).
#   cargo install cargo-fuzz && scripts/fuzz.sh [RUNS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
runs=${1:-2000000}
shift || true
targets=${*:-mjscore_line hand link store api season draw couch}
cargo +nightly fuzz build -O
mkdir -p totals
total=0
for t in $targets; do
  start=$(date +%s)
  log=$(mktemp)
  status=0
  cargo +nightly fuzz run -O "$t" -- -runs="$runs" -rss_limit_mb=2048 -timeout=30 -max_len=4096 -print_final_stats=1 >"$log" 2>&1 || status=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  peak=$(grep -o 'stat::peak_rss_mb: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  crashes=$(ls artifacts/"$t" 2>/dev/null | wc -l)
  secs=$(( $(date +%s) - start ))
  sofar=$(( $(cat totals/"$t" 2>/dev/null || echo 0) + execs ))
  echo "$sofar" > totals/"$t"
  echo "fuzz $t: $execs executions ($(( execs / (secs > 0 ? secs : 1) ))/s), $sofar in all runs, peak RSS $peak MB, $crashes crash/hang inputs, $secs s, exit $status"
  total=$(( total + execs ))
  if [ "$status" -ne 0 ]; then tail -30 "$log"; rm -f "$log"; exit "$status"; fi
  rm -f "$log"
done
echo "fuzz total: $total executions, 0 crashes, 0 hangs"
# The JS API's object entry points (getters and proxies that throw, cycles,
# BigInts, deep nesting) through the built module: a seeded JS harness.
cd ..
if [ -f dist/api/mahjong_api.js ]; then
  MJ_API_FUZZ_RUNS=${API_RUNS:-1000000} node --test e2e/api-fuzz.test.mjs 2>&1 | grep -E 'api fuzz|^# (pass|fail)'
else
  echo "api fuzz: skipped, build the app first (trunk build --release)"
fi
