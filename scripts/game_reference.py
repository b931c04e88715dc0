#!/usr/bin/env python3
"""A plain Python reference of a Dutch game line (the score sheet),
written from the settlement and session rulings 19-22 of
shared/rules/README.md apart from the engine, to check `mjscore`'s game
lines: who is East and the round wind of each hand, who sits out at five,
each hand's nets and the running totals, the next hand, and when the game
is over. Scores are taken as given (the engine also checks that each is a
score some hand can make; the mixes of scripts/game-compare.py only use
such scores).

Answers each line with {"hands":[{"east","round_wind","sitting_out","net",
"totals"}],"next":{...} or null,"totals":[...]} or {"error":"impossible_game"}.

    python3 scripts/game-compare.py 500 1
"""
import json
import sys

WIND_ROUNDS = {3: "ESW", 4: "ESWN", 5: "ESWN"}


def settle(scores, winner, east, dead, players, sitting_out, round_to_tens):
    """Ruling 19: the winner receives their score from each other player;
    the others pay each other the difference of their scores; every
    payment to or from East is doubled. A dead hand scores 0 and pays.
    Ruling 21's chips: scores rounded to tens first."""
    net = [0] * players
    if winner is None:
        return net
    playing = [p for p in range(players) if p != sitting_out]
    score = {p: 0 if p in dead else scores[p] for p in playing}
    if round_to_tens:
        score = {p: (s + 5) // 10 * 10 for p, s in score.items()}
    for i, a in enumerate(playing):
        for b in playing[i + 1:]:
            # What b pays a (negative: a pays b).
            if a == winner:
                pay = score[a]
            elif b == winner:
                pay = -score[b]
            else:
                pay = score[a] - score[b]
            if east in (a, b):
                pay *= 2
            net[a] += pay
            net[b] -= pay
    return net


def game(line):
    g = line["game"]
    rules = g.get("rules", "nts")
    players = g.get("players", 4)
    chips = (g.get("options") or {}).get("round_to_tens", False)
    green = g.get("green_dragon_round", players == 3)
    east = g.get("east", 0)
    rounds = WIND_ROUNDS[players] + ("F" if rules == "classic" and green else "")
    round_no, passes = 0, 0
    totals = [0] * players
    hands = []
    for hand in g["hands"]:
        if rules != "nts" and round_no >= len(rounds):
            return {"error": "impossible_game"}
        wind = "E" if rules == "nts" else rounds[round_no]
        # Five players: the player before East sits out (ruling 22).
        sitting_out = (east - 1) % players if players == 5 else None
        winner = hand.get("winner")
        net = settle(hand["scores"], winner, east, set(hand.get("dead", [])), players, sitting_out, chips)
        totals = [t + n for t, n in zip(totals, net)]
        out = {"east": east, "round_wind": wind, "net": net, "totals": totals}
        if sitting_out is not None:
            out["sitting_out"] = sitting_out
        hands.append(out)
        # Ruling 20: nts passes East after every hand; classic replays a
        # draw; nmb keeps East after an East win and after a draw.
        stays = (rules == "classic" and winner is None) or (rules == "nmb" and winner in (None, east))
        if not stays:
            east = (east + 1) % players
            passes += 1
            if passes == players:
                passes = 0
                round_no += 1
    if rules != "nts" and round_no >= len(rounds):
        nxt = None
    else:
        nxt = {"hand": len(hands) + 1, "east": east, "round_wind": "E" if rules == "nts" else rounds[round_no]}
        if players == 5:
            nxt["sitting_out"] = (east - 1) % players
    return {"hands": hands, "next": nxt, "totals": totals}


def main():
    for text in sys.stdin:
        sys.stdout.write(json.dumps(game(json.loads(text)), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
