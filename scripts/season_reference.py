#!/usr/bin/env python3
"""A plain Python reference of a season's standings (klassement), written
from the competition rulings C1-C12 of shared/competition/README.md apart
from the engine, to check `mjscore`'s season lines (issue 23's second
scorer, for the competition).

It reads season lines with typed tables (`players`, `totals`, optionally
`mahjongs`, `caused`, `unfinished`) under the four presets, with or without
`members`, and answers each with one line of what the standings say:
{"standings":{player:[rank,total_text,qualified,counted]},"guests":[...],
"evenings":[{"date","counts","winners","highest","seats":[[player,place,shared,points_text],...]}],
"periods":[{player:[rank,total_text]}]}; `scripts/season-compare.py` puts
the engine's answer in the same shape. Points are exact (fractions).

    python3 scripts/season-mix.py 200 1 | python3 scripts/season_reference.py
"""
import json
import math
import sys
from fractions import Fraction as F

# The presets (C5-C12): table points by table size, the tie-break at a
# table and in the season, the bonus per counting evening, the attendance
# premium, the minimum members of a counting evening, the qualification
# fraction, the periods (length, best) and the deduction for an
# unfinished table.
PRESETS = {
    "groene-hart": {"points": {3: [4, 2, F(1, 2)], 4: [4, 2, 1, F(1, 2)], 5: [4, 2, 1, F(1, 2), 0]},
                    "table_ties": "mahjongs", "season_ties": "mahjongs", "bonus": 1, "premium": 0, "min": 8,
                    "qualification": F(3, 4), "periods": None, "deduction": 0},
    "keevel": {"points": None, "table_ties": "shared", "season_ties": "shared", "bonus": 0, "premium": 3000, "min": 0,
               "qualification": None, "periods": None, "deduction": 0},
    "bamboe-acht": {"points": None, "table_ties": "shared", "season_ties": "shared", "bonus": 0, "premium": 0, "min": 0,
                    "qualification": None, "periods": (7, 5), "deduction": 20},
    "mcr-toernooi": {"points": {3: [4, 2, 0], 4: [4, 2, 1, 0], 5: [4, 2, 1, 0, 0]},
                     "table_ties": "shared", "season_ties": "table-totals", "bonus": 0, "premium": 0, "min": 0,
                     "qualification": None, "periods": None, "deduction": 0},
}


def text(p):
    """At most two decimals, halves away from zero, a decimal comma."""
    hundredths = p * 100
    h = math.floor(abs(hundredths) + F(1, 2)) * (1 if hundredths >= 0 else -1)
    sign, h = ("-", -h) if h < 0 else ("", h)
    whole, cents = divmod(h, 100)
    if cents == 0:
        return f"{sign}{whole}"
    if cents % 10 == 0:
        return f"{sign}{whole},{cents // 10}"
    return f"{sign}{whole},{cents:02d}"


def ranked(rows, key):
    """Ranks from 1 by `key` (higher is better); equal keys share a rank (C9)."""
    rows = sorted(rows, key=key, reverse=True)
    return [(1 + sum(1 for other in rows if key(other) > key(r)), r) for r in rows]


def places(table, reglement):
    """C4: places by total, then (where the reglement says) more mahjongs
    made and fewer caused; equal players share the places' points."""
    n = len(table["players"])
    mahjongs = table.get("mahjongs") or [0] * n
    caused = table.get("caused") or [0] * n
    if reglement["table_ties"] == "mahjongs":
        key = lambda i: (table["totals"][i], mahjongs[i], -caused[i])
    else:
        key = lambda i: (table["totals"][i],)
    points = reglement["points"][n] if reglement["points"] else None
    seats = []
    for i in range(n):
        place = 1 + sum(1 for j in range(n) if key(j) > key(i))
        shared = sum(1 for j in range(n) if key(j) == key(i))
        table_points = sum((F(p) for p in points[place - 1:place - 1 + shared]), F(0)) / shared if points else None
        seats.append({"player": table["players"][i], "total": table["totals"][i], "mahjongs": mahjongs[i],
                      "caused": caused[i], "place": place, "shared": shared, "table_points": table_points})
    return seats


def season(line):
    s = line["season"]
    reglement = PRESETS[s["reglement"]]
    members = set(s["members"]) if "members" in s else None
    evenings = sorted(s["evenings"], key=lambda e: e["date"])
    out_evenings = []
    # Per player: a list of (evening index, worth, table total, made, caused).
    played = {}
    counting = []
    for k, e in enumerate(evenings):
        present = [p for t in e["tables"] for p in t["players"]]
        # C7: the minimum counts members, where known.
        counts = sum(1 for p in present if members is None or p in members) >= reglement["min"]
        seats_out = []
        results = []
        for t in e["tables"]:
            for seat in places(t, reglement):
                # C5, C6, C10, C11: what the evening is worth to the player.
                if reglement["points"]:
                    worth = seat["table_points"] + reglement["bonus"]
                else:
                    worth = F(seat["total"] + reglement["premium"] - (reglement["deduction"] if t.get("unfinished") else 0))
                if not counts:
                    worth = F(0)
                seats_out.append([seat["player"], seat["place"], seat["shared"], text(worth)])
                results.append((seat["player"], worth, seat["total"]))
                if counts:
                    played.setdefault(seat["player"], []).append((k, worth, seat["total"], seat["mahjongs"], seat["caused"]))
        if counts:
            counting.append(k)
        # The evening winner (C18): the highest result, then the higher
        # table total; still equal, they share it. An evening that does not
        # count has none; its highest table total is shown apart.
        winners, highest = [], []
        if results:
            best = max((w, total) for _, w, total in results)
            top = sorted(p for p, w, total in results if (w, total) == best)
            if counts:
                winners = top
            else:
                highest = top
        out_evenings.append({"date": e["date"], "counts": counts, "winners": winners, "highest": highest,
                             "seats": seats_out})
    ranked_players = [p for p in played if members is None or p in members]
    guests = sorted(p for p in played if members is not None and p not in members)
    evening_count = len(counting)
    rows = []
    for p in ranked_players:
        games = played[p]
        qualified = True
        if reglement["periods"]:
            length, best = reglement["periods"]
            total, counted = F(0), 0
            for start in range(0, evening_count, length):
                period = set(counting[start:start + length])
                worths = sorted((g[1] for g in games if g[0] in period), reverse=True)[:best]
                total += sum(worths, F(0))
                counted += len(worths)
        elif reglement["qualification"] is not None:
            # C8: qualified with at least 75 % of the counting evenings; then
            # the best ceil(E x 3 / 4) count, else all (ranked below).
            q = reglement["qualification"]
            qualified = len(games) >= q * evening_count
            k = math.ceil(q * evening_count)
            worths = sorted((g[1] for g in games), reverse=True)
            chosen = worths[:k] if qualified else worths
            total, counted = sum(chosen, F(0)), len(chosen)
        else:
            total, counted = sum((g[1] for g in games), F(0)), len(games)
        made = sum(g[3] for g in games)
        caused = sum(g[4] for g in games)
        table_totals = sum(g[2] for g in games)
        rows.append({"player": p, "total": total, "qualified": qualified, "counted": counted,
                     "made": made, "caused": caused, "table_totals": table_totals})
    ties = reglement["season_ties"]

    def key(r):
        tie = {"mahjongs": (r["made"], -r["caused"]), "table-totals": (r["table_totals"],), "shared": ()}[ties]
        return (r["qualified"], r["total"]) + tie
    standings = {r["player"]: [rank, text(r["total"]), r["qualified"], r["counted"]] for rank, r in ranked(rows, key)}
    periods = []
    if reglement["periods"]:
        length, best = reglement["periods"]
        for start in range(0, evening_count, length):
            period = set(counting[start:start + length])
            prow = []
            for p in ranked_players:
                worths = sorted((g[1] for g in played[p] if g[0] in period), reverse=True)[:best]
                if worths:
                    prow.append({"player": p, "total": sum(worths, F(0))})
            periods.append({r["player"]: [rank, text(r["total"])] for rank, r in ranked(prow, lambda r: (r["total"],))})
    return {"standings": standings, "guests": guests, "evenings": out_evenings, "periods": periods}


def main():
    for line in sys.stdin:
        sys.stdout.write(json.dumps(season(json.loads(line)), separators=(",", ":"), sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
