#!/usr/bin/env python3
"""Random club-evening draws by `mjscore`, checked against the rulings
C13-C16 apart from the engine; prints every draw that fails and exits 1
if any does.

For each draw: every player present sits at exactly one table of each
round; the table sizes are C13's (tables of 4, the rest at 5-player
tables, or 3-player ones where there are too few tables of 4, or with
"prefer":3); a kept table stays as it was (C16); the same request gives
the same tables (C15); and the quality it reports (C15) is recomputed
here from the history and the tables: the pairs at a drawn table that
met before, the most meetings of any two players present, and the fewest and most
5-player seats and East starts of any player present (East is a table's
first player), history included.

    cargo build --release && python3 scripts/draw-compare.py [draws] [seed] [mjscore]
"""
import collections
import itertools
import json
import sys

from compare_run import answers, arguments
NAMES = [f"Speler {i:02}" for i in range(60)]


def sizes(n, prefer_three):
    """C13's table sizes for n players, largest first."""
    fours, rest = divmod(n, 4)
    if not prefer_three and rest <= fours:
        return sorted([5] * rest + [4] * (fours - rest), reverse=True)
    # 3-player tables take the rest, as few as possible.
    for threes in range(0, n // 3 + 1):
        if (n - 3 * threes) % 4 == 0 and n - 3 * threes >= 0:
            return sorted([4] * ((n - 3 * threes) // 4) + [3] * threes, reverse=True)
    # Only 5 has none (5 = 3 + 2): one table of 5.
    return [5] if n == 5 else None


def request(rng):
    pool = rng.sample(NAMES, rng.randint(6, 40))
    present = rng.sample(pool, rng.randint(3, len(pool)))
    history = []
    for _ in range(rng.randint(0, 12)):
        night = rng.sample(pool, rng.randint(3, len(pool)))
        tables, at = [], 0
        for size in sizes(len(night), False):
            tables.append(night[at:at + size])
            at += size
        history.append(tables)
    draw = {"players": present, "rounds": 1, "seed": rng.randrange(1000), "history": history}
    if rng.random() < 0.2:
        draw["prefer"] = 3
    if len(present) >= 11 and rng.random() < 0.2:
        draw["keep"] = [present[:4]]
    return {"draw": draw}


def check(req, answer, again):
    d = req["draw"]
    problems = []
    if not answer.get("valid"):
        return [f"refused: {answer}"]
    if answer != again:
        problems.append("the same request drew other tables (C15)")
    tables = answer["rounds"][0]
    seated = [p for t in tables for p in t]
    if sorted(seated) != sorted(d["players"]):
        problems.append("not every player present seated exactly once")
    kept = [t for t in d.get("keep", [])]
    for k in kept:
        if k not in tables:
            problems.append(f"kept table {k} not kept (C16)")
    free = len(d["players"]) - sum(len(k) for k in kept)
    drawn = [t for t in tables if t not in kept]
    if sorted((len(t) for t in drawn), reverse=True) != sizes(free, d.get("prefer") == 3):
        problems.append(f"table sizes {[len(t) for t in drawn]} for {free} players (C13)")
    # C15's quality, recomputed.
    met = collections.Counter()
    fives = collections.Counter()
    easts = collections.Counter()
    for night in d["history"] + [tables]:
        for t in night:
            easts[t[0]] += 1
            if len(t) == 5:
                for p in t:
                    fives[p] += 1
            for a, b in itertools.combinations(sorted(t), 2):
                met[(a, b)] += 1
    repeats = sum(1 for t in tables for a, b in itertools.combinations(sorted(t), 2) if met[(a, b)] > 1)
    here = set(d["players"])
    max_meetings = max((n for (a, b), n in met.items() if a in here and b in here), default=0)
    five = [min(fives[p] for p in d["players"]), max(fives[p] for p in d["players"])]
    east = [min(easts[p] for p in d["players"]), max(easts[p] for p in d["players"])]
    for name, ours, theirs in [("repeats", repeats, answer["repeats"]), ("max_meetings", max_meetings, answer["max_meetings"]),
                               ("five_seats", five, answer["five_seats"]), ("east_starts", east, answer["east_starts"])]:
        if ours != theirs:
            problems.append(f"{name}: engine {theirs}, recomputed {ours}")
    return problems


def main():
    count, rng, mjscore = arguments(300)
    reqs = [request(rng) for _ in range(count)]
    # Every request twice: the second answer must equal the first (C15).
    said = answers(mjscore, reqs, times=2)
    failed = 0
    for i, req in enumerate(reqs):
        problems = check(req, json.loads(said[i]), json.loads(said[count + i]))
        if problems:
            failed += 1
            if failed <= 5:
                print(f"{json.dumps(req)[:300]}\n  {said[i][:300]}\n  " + "\n  ".join(problems))
    print(f"{count} draws: {count - failed} pass, {failed} fail")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
