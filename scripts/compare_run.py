"""What the compare scripts (game-, season-, draw-compare.py) share: their
arguments ([count] [seed] [mjscore]) and one run of `mjscore` over their
lines."""
import json
import pathlib
import random
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def arguments(default_count):
    """The count of cases, the seeded generator, and the mjscore to run."""
    count = int(sys.argv[1]) if len(sys.argv) > 1 else default_count
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    mjscore = sys.argv[3] if len(sys.argv) > 3 else str(ROOT / "target" / "release" / "mjscore")
    return count, rng, mjscore


def answers(mjscore, lines, times=1):
    """mjscore's answer lines to `lines` (objects), sent `times` over."""
    text = "".join(json.dumps(l, separators=(",", ":")) + "\n" for l in lines)
    return subprocess.run([mjscore], input=text * times, capture_output=True, text=True, check=True).stdout.splitlines()
