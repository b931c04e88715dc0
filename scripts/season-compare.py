#!/usr/bin/env python3
"""Random seasons scored by `mjscore` and by scripts/season_reference.py
(written from the competition rulings apart from the engine); prints every
season where they differ and exits 1 if any does.

Seasons of 1-16 evenings (some on the same club's quiet nights, below
Groene Hart's minimum of 8), 3 to 26 players an evening at tables of 3, 4
and 5 (ruling C13), totals from a small range so that places and season
totals tie often, mahjongs made and caused, unfinished tables, members and
guests, under the four presets.

    cargo build --release && python3 scripts/season-compare.py [seasons] [seed] [mjscore]
"""
import json
import sys

import season_reference as reference
from compare_run import answers, arguments

NAMES = [f"Speler {i:02}" for i in range(40)]


def sizes(n):
    """C13: tables of 4, the rest at 5-player tables, or 3-player ones
    where there are too few tables of 4."""
    fours, rest = divmod(n, 4)
    if rest <= fours:
        return [5] * rest + [4] * (fours - rest)
    threes = {1: 3, 2: 2, 3: 1}[rest] if n not in (6, 7, 11) else {6: 2, 7: 1, 11: 1}[n]
    return [3] * threes + [4] * ((n - 3 * threes) // 4)


def season(rng):
    preset = rng.choice(list(reference.PRESETS))
    pool = rng.sample(NAMES, rng.randint(6, 30))
    members = rng.sample(pool, len(pool) - rng.randint(0, 3)) if rng.random() < 0.4 else None
    evenings = []
    for day in sorted(rng.sample(range(1, 300), rng.randint(1, 16))):
        present = rng.sample(pool, rng.randint(3, min(len(pool), 26)))
        tables, at = [], 0
        for size in sizes(len(present)):
            players = present[at:at + size]
            at += size
            # C21: a Dutch table's totals sum to 0 (the last pays the rest).
            totals = [rng.choice(range(-40, 41, 8)) for _ in players[1:]]
            table = {"players": players, "totals": [-sum(totals)] + totals}
            if rng.random() < 0.8:
                # C2: each mahjong made is caused by another player or by
                # nobody (self-drawn).
                made = [rng.randint(0, 2) for _ in players]
                caused = [0] * len(players)
                for winner, count in enumerate(made):
                    for _ in range(count):
                        by = rng.randrange(len(players) + 1)
                        if by < len(players) and by != winner:
                            caused[by] += 1
                table["mahjongs"] = made
                table["caused"] = caused
            if rng.random() < 0.15:
                table["unfinished"] = True
            tables.append(table)
        month, mday = divmod(day, 28)
        evenings.append({"date": f"2026-{month + 1:02}-{mday + 1:02}", "tables": tables})
    rng.shuffle(evenings)
    line = {"reglement": preset, "evenings": evenings}
    if members is not None:
        line["members"] = members
    return {"season": line}


def engine_view(answer):
    """The engine's answer in the reference's shape."""
    view = lambda rows: {r["player"]: [r["rank"], r["total_text"], r["qualified"], len(r["counted"])] for r in rows}
    return {
        "standings": view(answer["standings"]),
        "guests": sorted(answer.get("guests", [])),
        "evenings": [{"date": e["date"], "counts": e["counts"], "winners": sorted(e.get("winners", [])),
                      "highest": sorted(e.get("highest", [])),
                      "seats": [[s["player"], s["place"], s["shared"], s["points_text"]] for t in e["tables"] for s in t["seats"]]}
                     for e in answer["evenings"]],
        "periods": [{r["player"]: [r["rank"], r["total_text"]] for r in p["standings"]} for p in answer.get("periods", [])],
    }


def main():
    count, rng, mjscore = arguments(200)
    lines = [season(rng) for _ in range(count)]
    differ = 0
    for line, answer in zip(lines, answers(mjscore, lines)):
        a = json.loads(answer)
        if not a.get("valid"):
            differ += 1
            print(f"refused: {answer[:300]}\n  {json.dumps(line)[:300]}")
            continue
        ours, theirs = engine_view(a), json.loads(json.dumps(reference.season(line), sort_keys=True))
        if ours != theirs:
            differ += 1
            if differ <= 5:
                for k in ours:
                    if ours[k] != theirs[k]:
                        print(f"{k} differ in {json.dumps(line)[:200]}...\n  engine    {json.dumps(ours[k])[:800]}\n  reference {json.dumps(theirs[k])[:800]}")
    counted = sum(1 for l in lines for e in l["season"]["evenings"])
    print(f"{count} seasons ({counted} evenings): {count - differ} agree, {differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
