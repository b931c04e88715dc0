#!/usr/bin/env python3
"""Writes a mix of NTS hand lines with every field written out, as an
organiser's script writes them (issue 23): winners and non-winners, open
and concealed melds, kongs, every circumstance field, seeded.
With `circumstances`, the winners also come with a replacement tile, kong
on kong, robbing a kong, heaven or earth, at times contradictory; with
`rulesets`, besides, any Dutch rule set with a club's options (flowers
and seasons, chips, the limit, the winding snake), the green-dragon round
and three or five players. Those two are mixes for checking the scores
(tests, scripts/dutch_reference.py), not the speed yard stick.
Usage: scripts/nts-mix.py [count] [seed] [circumstances|rulesets] > mix.jsonl"""
import json
import re
import random
import sys

SUITS = "mps"
HONOURS = ["E", "S", "W", "N", "C", "F", "P"]
WINDS = ["E", "S", "W", "N"]


def tile(t):
    return t if isinstance(t, str) else f"{t[0]}{t[1]}"


def hand(rng, suits=SUITS, honours=HONOURS):
    counts = {}

    def take(ts):
        for t in set(ts):
            if counts.get(t, 0) + ts.count(t) > 4:
                return False
        for t in ts:
            counts[t] = counts.get(t, 0) + 1
        return True

    melds, concealed = [], []
    for _ in range(4):
        for _ in range(20):
            kind = rng.random()
            s = rng.choice(suits)
            if kind < 0.45:
                n = rng.randint(1, 7)
                ts = [f"{n + i}{s}" for i in range(3)]
            elif kind < 0.9:
                t = rng.choice([f"{rng.randint(1, 9)}{s}"] + honours)
                ts = [t] * 3
            else:
                t = rng.choice([f"{rng.randint(1, 9)}{s}"] + honours)
                ts = [t] * 4
            if take(ts):
                break
        else:
            continue
        if len(ts) == 4 or rng.random() < 0.4:
            melds.append({"tiles": "".join(ts), "open": len(ts) == 3 or rng.random() < 0.5})
        else:
            concealed += ts
    for _ in range(20):
        t = rng.choice([f"{rng.randint(1, 9)}{rng.choice(suits)}"] + honours)
        if take([t, t]):
            concealed += [t, t]
            break
    rng.shuffle(concealed)
    return melds, concealed


def circumstances(rng, out):
    """One more way the winning tile came, or none; any combination the
    rules refuse is kept, to be refused (ruling 23)."""
    way = rng.choice(["none", "replacement", "kong_on_kong", "robbing", "heaven", "earth", "two"])
    if way == "two":
        for k in rng.sample(["self_drawn", "replacement_tile", "kong_on_kong", "robbing_kong", "heaven", "earth"], 2):
            out[k] = True
    elif way == "replacement":
        out["replacement_tile"] = True
    elif way == "kong_on_kong":
        out["replacement_tile"] = out["kong_on_kong"] = True
    elif way == "robbing":
        out["robbing_kong"] = True
        out["self_drawn"] = False
    elif way == "heaven":
        out["heaven"] = True
        out["seat_wind"] = rng.choice(["E", "E", "E", "S"])
    elif way == "earth":
        out["earth"] = True
        out["self_drawn"] = False
        out["seat_wind"] = rng.choice(["S", "W", "N", "E"])
    if way in ("heaven", "earth") and rng.random() < 0.8:
        # Heaven and earth want a concealed hand: the chows and pungs go
        # back in (a kong stays declared, and is refused).
        size = lambda m: len(re.findall(r"[1-9][mps]|[ESWNCFP]", m["tiles"]))
        out["concealed"] += "".join(m["tiles"] for m in out["melds"] if size(m) == 3)
        out["melds"] = [m for m in out["melds"] if size(m) == 4]


def rule_set(rng):
    """A rule set with, at times, a club's options, the round and the
    players; now and then one the rules refuse."""
    rules = rng.choice(["nts", "classic", "nmb"])
    out = {"rules": rules, "round_wind": rng.choice(["E", "S", "W", "N", "F" if rules == "classic" else "E"])}
    if rng.random() < 0.6:
        limit = rng.choice([1000, 1500, 2000, 2000, 5000, 10000])
        out["options"] = {"flowers": rng.random() < 0.6, "round_to_tens": rng.random() < 0.4, "limit": limit,
                          "winding_snake": rng.choice([1000, 2000] if limit >= 2000 else [1000])}
    if rng.random() < 0.04:
        out["round_wind"] = "F"
    players = rng.choice([None, None, 4, 5, 3, 3] if rules == "classic" else [None, None, 4, 3])
    if players:
        out["players"] = players
    flowers = ""
    if out.get("options", {}).get("flowers") or rng.random() < 0.03:
        flowers = "".join(f"{n}f" for n in sorted(rng.sample(range(1, 9), rng.choice([0, 1, 1, 2, 3, 4, 4]))))
        if rng.random() < 0.15:
            flowers = rng.choice(["1f1f", "1m", "9f", "1f4f2f3f"])
    out["flowers"] = flowers
    return out


def line(rng, more=False, rulesets=False):
    setting = rule_set(rng) if rulesets else None
    three = setting is not None and setting.get("players") == 3 and rng.random() < 0.9
    # A three-player hand: no bamboo and no North (ruling 22), mostly.
    melds, concealed = hand(rng, "mp", [h for h in HONOURS if h != "N"]) if three else hand(rng)
    mahjong = rng.random() < 0.5
    winning = rng.choice(concealed) if mahjong and concealed else None
    if not mahjong and concealed:
        concealed = concealed[:-1]
    self_drawn = mahjong and rng.random() < 0.3
    out = {
        "rules": "nts",
        "seat_wind": rng.choice(WINDS),
        "round_wind": "E",
        "melds": melds,
        "concealed": "".join(concealed),
        "mahjong": bool(winning),
        "self_drawn": bool(self_drawn and winning),
        "last_tile_of_wall": bool(winning and rng.random() < 0.05),
        "replacement_tile": False,
        "kong_on_kong": False,
        "robbing_kong": False,
        "heaven": False,
        "earth": False,
        "flowers": "",
    }
    if setting:
        out.update(setting)
        if three and out["seat_wind"] == "N" and rng.random() < 0.9:
            out["seat_wind"] = rng.choice(["E", "S", "W"])
    if winning:
        out["winning_tile"] = winning
        if more:
            circumstances(rng, out)
    return json.dumps(out, separators=(",", ":"))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 23)
    mode = sys.argv[3] if len(sys.argv) > 3 else ""
    if mode not in ("", "circumstances", "rulesets"):
        sys.exit(f"unknown mix '{mode}': circumstances or rulesets")
    for _ in range(count):
        sys.stdout.write(line(rng, mode != "", mode == "rulesets") + "\n")


main()
