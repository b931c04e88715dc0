#!/usr/bin/env python3
"""Random Dutch games scored by `mjscore` and by scripts/game_reference.py
(written from rulings 19-22 apart from the engine); prints every game
where they differ and exits 1 if any does.

Games under nts, classic (with and without the green-dragon round) and
nmb, of three, four and five players (ruling 22, competition ruling C17), any first East, chips at times; hands won
by East and by others, draws, dead hands; a classic or nmb game played to
its end and at times one hand past it (refused by both).

    cargo build --release && python3 scripts/game-compare.py [games] [seed] [mjscore]
"""
import json
import sys

import game_reference as reference
from compare_run import answers, arguments

# Scores some hand makes (rulings 4-18): a winner's, another player's.
WIN = [80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 512, 1000, 2000]
OTHER = [0, 0, 2, 4, 6, 8, 12, 16, 20, 24, 32, 48, 64, 96]


def game(rng):
    rules = rng.choice(["nts", "classic", "nmb"])
    # Ruling 22 and competition ruling C17: every Dutch table is 3, 4 or 5.
    players = rng.choice([3, 4, 5])
    g = {"rules": rules, "players": players, "east": rng.randrange(players), "hands": []}
    if rules == "classic" and rng.random() < 0.5:
        g["green_dragon_round"] = rng.random() < 0.5
    if rng.random() < 0.3:
        g["options"] = {"round_to_tens": True}
    length = rng.randint(1, 30) if rules == "nts" else 200
    for _ in range(length):
        state = reference.game({"game": g})
        nxt = state["next"] if state["hands"] else {"east": g["east"], "sitting_out": (g["east"] - 1) % players}
        if nxt is None:
            break
        sitting = nxt.get("sitting_out") if players == 5 else None
        playing = [p for p in range(players) if p != sitting]
        scores = [0] * players
        r = rng.random()
        if r < 0.12:
            g["hands"].append({"winner": None, "scores": scores})
            continue
        winner = nxt["east"] if r < 0.4 else rng.choice(playing)
        hand = {"winner": winner, "scores": scores}
        for p in playing:
            scores[p] = rng.choice(WIN) if p == winner else rng.choice(OTHER)
        if rng.random() < 0.15:
            dead = rng.choice([p for p in playing if p != winner])
            scores[dead] = 0
            hand["dead"] = [dead]
        g["hands"].append(hand)
    if rules != "nts" and rng.random() < 0.2:
        # One hand past the end.
        g["hands"].append({"winner": None, "scores": [0] * players})
    return {"game": g}


def engine_view(answer):
    if not answer.get("valid"):
        return {"error": answer["error"]["code"]}
    keys = ("east", "round_wind", "sitting_out", "net", "totals")
    return {"hands": [{k: h[k] for k in keys if k in h} for h in answer["hands"]], "next": answer["next"], "totals": answer["totals"]}


def main():
    count, rng, mjscore = arguments(500)
    lines = [game(rng) for _ in range(count)]
    differ = refused = 0
    for line, answer in zip(lines, answers(mjscore, lines)):
        ours, theirs = engine_view(json.loads(answer)), reference.game(line)
        refused += "error" in theirs
        if ours != theirs:
            differ += 1
            if differ <= 5:
                print(f"differ: {json.dumps(line)[:400]}\n  engine    {json.dumps(ours)[:600]}\n  reference {json.dumps(theirs)[:600]}")
    hands = sum(len(l["game"]["hands"]) for l in lines)
    print(f"{count} games ({hands} hands, {refused} refused): {count - differ} agree, {differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
