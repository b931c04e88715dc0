#!/usr/bin/env python3
"""Prints the engine's speed beside its yard sticks, measured in one run on
one core (issue 23). Figures, never pass or fail.

- NTS: `mjscore` and the plain Python reference scorer
  (scripts/dutch_reference.py) on the same full-field NTS mix
  (scripts/nts-mix.py); first both answers are compared (valid, score,
  waits, items), then each is timed (lines/s, median of runs).
- MCR: PyMahjongGB's bare call (`MahjongFanCalculator` with the hand in
  its own terms, median of 5 passes) against the engine's bare call
  (core/examples/mcr_bare.rs: the hand check and the fans of a parsed
  hand) and against `mjscore` end to end (reading the JSON line, scoring,
  writing the answer), on the same random winning hands
  (scripts/mcr-compare.py's generator). Skipped, with how to install it,
  where PyMahjongGB is missing (`pip install PyMahjongGB`).

Usage: python3 scripts/speed-ratios.py [nts lines] [mcr hands]
"""
import importlib.util
import json
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
MJSCORE = ROOT / "target" / "release" / "mjscore"
ONE_CORE = ["taskset", "-c", "0"]


def timed(cmd, stdin_path, runs):
    """Median seconds of `runs` runs of cmd reading stdin_path, output dropped."""
    times = []
    for _ in range(runs):
        with open(stdin_path, "rb") as f:
            start = time.perf_counter()
            subprocess.run(ONE_CORE + cmd, stdin=f, stdout=subprocess.DEVNULL, check=True)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def answers(cmd, stdin_path):
    with open(stdin_path, "rb") as f:
        return subprocess.run(cmd, stdin=f, capture_output=True, check=True, text=True).stdout.splitlines()


def nts(lines, tmp):
    mix = tmp / "nts-mix.jsonl"
    with open(mix, "w") as f:
        subprocess.run([sys.executable, str(ROOT / "scripts" / "nts-mix.py"), str(lines), "23"], stdout=f, check=True)
    reference = [sys.executable, str(ROOT / "scripts" / "dutch_reference.py")]
    ours = answers([str(MJSCORE)], mix)
    theirs = answers(reference, mix)
    agree = 0
    for a, b in zip(ours, theirs):
        a, b = json.loads(a), json.loads(b)
        if a["valid"] != b["valid"]:
            continue
        if a["valid"] and (a["score"], a["waits"], sorted(i["id"] for i in a["items"])) != (b["score"], b["waits"], sorted(b["items"])):
            continue
        agree += 1
    print(f"NTS full-field mix, {lines:,} lines (scripts/nts-mix.py {lines} 23)")
    print(f"  answers agree (valid, score, waits, items): {agree:,} of {lines:,}")
    # Runs taken in turns, so a slower minute of the machine falls on both;
    # mjscore reads the mix ten times over (a run of a few tenths of a second).
    tenfold = tmp / "nts-mix-x10.jsonl"
    tenfold.write_bytes(mix.read_bytes() * 10)
    py_runs, rs_runs = [], []
    for _ in range(5):
        py_runs.append(lines / timed(reference, mix, 1))
        rs_runs.append(10 * lines / timed([str(MJSCORE)], tenfold, 1))
    py, rs = statistics.median(py_runs), statistics.median(rs_runs)
    print(f"  Python reference (scripts/dutch_reference.py): {py:,.0f} lines/s (median of 5)")
    print(f"  mjscore:                                     {rs:,.0f} lines/s (median of 5, the mix ten times over)")
    print(f"  mjscore / Python reference: {rs / py:.1f}x")


def mcr(hands, tmp):
    try:
        from MahjongGB import MahjongFanCalculator
    except ImportError:
        print("MCR: skipped, PyMahjongGB is not installed (pip install PyMahjongGB)")
        return
    spec = importlib.util.spec_from_file_location("mcr_compare", ROOT / "scripts" / "mcr-compare.py")
    mc = importlib.util.module_from_spec(spec)
    sys.modules["mcr_compare"] = mc
    spec.loader.exec_module(mc)
    rng = random.Random(5)
    cases = []
    while len(cases) < hands:
        h = mc.random_hand(rng)
        if h:
            groups, concealed, win, self_drawn = h
            circ = mc.circumstances(rng, groups, concealed, win, self_drawn)
            cases.append(((groups, concealed, win, circ), rng.randrange(4), rng.randrange(4)))
    path = tmp / "mcr-hands.jsonl"
    path.write_text("".join(json.dumps(mc.ours(*h, s, p), separators=(",", ":")) + "\n" for h, s, p in cases))
    # PyMahjongGB's arguments, built before the clock starts.
    calls = []
    for (groups, concealed, win, circ), seat, prevalent in cases:
        packs = []
        for kind, tiles, declared, open_ in groups:
            if declared:
                packs.append(("CHI", mc.gb(tiles[1]), 1) if kind == "chow" else
                             ("PENG", mc.gb(tiles[0]), 1) if kind == "pung" else ("GANG", mc.gb(tiles[0]), 1 if open_ else 0))
        hand = list(concealed)
        hand.remove(win)
        calls.append(dict(pack=tuple(packs), hand=tuple(mc.gb(t) for t in hand), winTile=mc.gb(win),
                          flowerCount=circ["flowers"], isSelfDrawn=circ["self_drawn"],
                          is4thTile=circ.get("last_of_its_kind", False),
                          isAboutKong=circ.get("replacement_tile", False) or circ.get("robbing_kong", False),
                          isWallLast=circ.get("last_tile_of_wall", False), seatWind=seat, prevalentWind=prevalent))
    passes = []
    for _ in range(5):
        start = time.perf_counter()
        for kwargs in calls:
            try:
                MahjongFanCalculator(**kwargs)
            except Exception:  # a hand it does not take as a win ("ERROR_NOT_WIN")
                pass
        passes.append((time.perf_counter() - start) * 1e6 / hands)
    gb = statistics.median(passes)
    bare_out = subprocess.run(ONE_CORE + ["cargo", "run", "-q", "--release", "-p", "mahjong-core", "--example", "mcr_bare", "--", str(path)],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout
    bare = float(bare_out.split()[0])
    e2e = timed([str(MJSCORE)], path, 5) * 1e6 / hands
    print(f"MCR, {hands:,} random winning hands (scripts/mcr-compare.py's generator, seed 5)")
    print(f"  PyMahjongGB bare call:      {gb:.2f} µs per hand (median of 5 passes)")
    print(f"  engine bare call:           {bare:.2f} µs per hand (core/examples/mcr_bare.rs)")
    print(f"  mjscore end to end:         {e2e:.2f} µs per line (JSON in and out, median of 5)")
    print(f"  PyMahjongGB bare / engine bare: {gb / bare:.1f}x; PyMahjongGB bare / mjscore end to end: {gb / e2e:.1f}x")


def main():
    lines = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    hands = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    subprocess.run(["cargo", "build", "-q", "--release", "-p", "mahjong-core", "--bin", "mjscore", "--example", "mcr_bare"], cwd=ROOT, check=True)
    with tempfile.TemporaryDirectory() as d:
        nts(lines, pathlib.Path(d))
        mcr(hands, pathlib.Path(d))


if __name__ == "__main__":
    main()
