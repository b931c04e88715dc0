#!/usr/bin/env python3
"""A plain Python reference scorer for Dutch hand lines (issue 23): the
yard stick `mjscore`'s speed is measured against (on NTS lines), and a
second reading of the rules that must give the same scores.

Written from the rule books (NTS 2002, book 000; classic, books 001/002;
NMB, book 003) and the rulings of shared/rules/README.md, the way a club
member would write it: dicts, lists and a recursive search, no tricks.
It answers each line of stdin with one line: {"valid":true,"score":..,
"points":..,"doublings":..,"items":[ids],"waits":"..."} or
{"valid":false,"error":{"code":..}}. It reads the hand lines
`scripts/nts-mix.py` writes: the rule sets nts, classic and nmb with a
club's options (flowers, chips, limit, winding snake), every
circumstance, three, four or five players; an MCR line is answered
"unsupported".

    python3 scripts/nts-mix.py 20000 23 | python3 scripts/dutch_reference.py
"""
import json
import sys

SUITS = "mps"
HONOURS = "ESWNCFP"
WINDS = "ESWN"
MIN_DOUBLINGS = 2  # ruling 15

# The rule sets (rulings 7, 13, 16, 20-23): what differs from NTS.
NTS = {"twins_any_terminals": False, "last_tile_dead_wall": False, "only_valid_completion": False,
       "green_dragon_round": False,
       "flowers": False, "round_to_tens": False, "limit": 2000, "winding_snake": 1000}
PRESETS = {
    "nts": NTS,
    "classic": {**NTS, "twins_any_terminals": True, "last_tile_dead_wall": True, "green_dragon_round": True},
    "nmb": {**NTS, "only_valid_completion": True},
}
# Limit hands and their values (rulings 16, 18), in the engine's order,
# which settles equal values.
LIMITS = {"nine_gates": 2000, "thirteen_orphans": 2000, "honour_twins": 2000, "wind_snake": 1000, "dragon_snake": 1000,
          "court_of_peking": 1000, "pure_twins": 1000, "very_clean_twins": 1000, "clean_twins": 500, "seven_twins": 250,
          "four_winds": 2000, "three_dragons": 2000, "jade": 2000, "heaven": 2000, "four_concealed_kongs": 2000,
          "head_and_tail": 2000, "earth": 1000, "winding_snake": 1000}


def value(name, rules):
    """A limit hand's value under the rules: never above the limit (ruling 14)."""
    v = rules["winding_snake"] if name == "winding_snake" else LIMITS[name]
    return min(v, rules["limit"])


def rounded(score, rules):
    """Ruling 21's chips: to the nearest ten, halves up."""
    return (score + 5) // 10 * 10 if rules["round_to_tens"] else score


# Tiles are numbers 0-33: 1m-9m, 1p-9p, 1s-9s, E S W N, C F P.
def is_honour(t): return t >= 27
def is_wind(t): return 27 <= t <= 30
def is_dragon(t): return t >= 31
def is_terminal(t): return t < 27 and t % 9 in (0, 8)
def is_simple(t): return t < 27 and t % 9 not in (0, 8)
def suit(t): return None if t >= 27 else t // 9


class Bad(Exception):
    def __init__(self, code):
        self.code = code


def parse_tiles(text):
    out, digits = [], []
    for ch in text:
        if ch.isdigit() and ch != "0":
            digits.append(int(ch))
        elif ch in SUITS and digits:
            out += [SUITS.index(ch) * 9 + d - 1 for d in digits]
            digits = []
        elif ch == "f" and digits:
            # Flowers 1f-4f and seasons 5f-8f: 34 to 41.
            if max(digits) > 8:
                raise Bad("unknown_tile")
            out += [33 + d for d in digits]
            digits = []
        elif ch in HONOURS and not digits:
            out.append(27 + HONOURS.index(ch))
        elif ch == " " and not digits:
            pass
        else:
            raise Bad("unknown_tile")
    if digits:
        raise Bad("unknown_tile")
    return out


def meld_of(tiles, open_):
    """A declared meld: (kind, lowest tile, concealed, declared)."""
    s = sorted(tiles)
    if len(s) == 3 and s[0] == s[2]:
        return ("pung", s[0], not open_, True)
    if len(s) == 4 and s[0] == s[3]:
        return ("kong", s[0], not open_, True)
    if len(s) == 3 and s[0] < 27 and suit(s[0]) == suit(s[2]) and s[1] == s[0] + 1 and s[2] == s[0] + 2:
        return ("chow", s[0], not open_, True)
    raise Bad("invalid_meld")


def group_tiles(g):
    kind, t = g[0], g[1]
    if kind == "chow":
        return [t, t + 1, t + 2]
    return [t] * {"pair": 2, "pung": 3, "kong": 4}[kind]


def decompositions(counts, start=0, have_pair=False):
    """Every way to split the counts into sets and one pair."""
    i = start
    while i < 34 and counts[i] == 0:
        i += 1
    if i == 34:
        if have_pair:
            yield []
        return
    if counts[i] >= 3:
        counts[i] -= 3
        for rest in decompositions(counts, i, have_pair):
            yield [("pung", i, True, False)] + rest
        counts[i] += 3
    if not have_pair and counts[i] >= 2:
        counts[i] -= 2
        for rest in decompositions(counts, i, True):
            yield [("pair", i, True, False)] + rest
        counts[i] += 2
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for k in range(3):
            counts[i + k] -= 1
        for rest in decompositions(counts, i, have_pair):
            yield [("chow", i, True, False)] + rest
        for k in range(3):
            counts[i + k] += 1


def complete(counts):
    return next(decompositions(list(counts)), None) is not None


def waits(before, all_counts):
    """Ruling 7: the tiles that complete the hand; a kind held four times is none."""
    out = []
    for t in range(34):
        if all_counts[t] >= 4:
            continue
        c = list(before)
        c[t] += 1
        if sum(c) % 3 == 2 and complete(c):
            out.append(t)
    return out


def show(tiles):
    s = ""
    for i, t in enumerate(tiles):
        if t >= 27:
            s += HONOURS[t - 27]
        else:
            s += str(t % 9 + 1)
            if i + 1 == len(tiles) or tiles[i + 1] >= 27 or suit(tiles[i + 1]) != suit(t):
                s += SUITS[suit(t)]
    return s


# (id, points, doublings) of the scoring items (rulings 4-13).
POINTS = {
    ("pung", False, False): ("pung_simples_open", 2), ("pung", False, True): ("pung_simples_concealed", 4),
    ("pung", True, False): ("pung_terminals_honours_open", 4), ("pung", True, True): ("pung_terminals_honours_concealed", 8),
    ("kong", False, False): ("kong_simples_open", 8), ("kong", False, True): ("kong_simples_concealed", 16),
    ("kong", True, False): ("kong_terminals_honours_open", 16), ("kong", True, True): ("kong_terminals_honours_concealed", 32),
}
# Of each family only the highest counts (rulings 10, 11, 13).
FAMILIES = [
    ["three_concealed_pungs", "four_concealed_pungs", "three_concealed_kongs", "four_kongs"],
    ["clean", "very_clean", "pure"],
    ["last_tile", "last_tile_one_circle"],
    ["replacement_tile", "replacement_tile_five_circle", "kong_on_kong"],
]


def set_items(groups, seat, rnd):
    items = []
    for kind, t, concealed, _ in groups:
        if kind == "pair":
            if is_dragon(t):
                items.append(("pair_dragons", 2, 0))
            if t == seat:
                items.append(("pair_seat_wind", 2, 0))
            if t == rnd:
                items.append(("pair_round_wind", 2, 0))
        elif kind in ("pung", "kong"):
            name, pts = POINTS[(kind, not is_simple(t), concealed)]
            items.append((name, pts, 0))
            if is_dragon(t):
                items.append(("dragon_set", 0, 1))
            if t == seat:
                items.append(("seat_wind_set", 0, 1))
            if t == rnd:
                items.append(("round_wind_set", 0, 1))
    kongs = sum(1 for g in groups if g[0] == "kong")
    concealed_kongs = sum(1 for g in groups if g[0] == "kong" and g[2])
    concealed_pungs = kongs + sum(1 for g in groups if g[0] == "pung" and g[2])
    if concealed_pungs >= 3:
        items.append(("three_concealed_pungs", 0, 1))
    if concealed_pungs >= 4:
        items.append(("four_concealed_pungs", 0, 2))
    if concealed_kongs >= 3:
        items.append(("three_concealed_kongs", 0, 2))
    if kongs == 4:
        items.append(("four_kongs", 0, 3))
    return items


def purity_items(all_counts):
    suits = sum(1 for s in range(3) if any(all_counts[s * 9:s * 9 + 9]))
    honours = any(all_counts[27:])
    ends = all(all_counts[i] == 0 or i % 9 in (0, 8) for i in range(27))
    items = []
    if (suits == 1 and not honours) or (suits == 0 and honours):
        items.append(("pure", 0, 3))
    if suits == 1 and honours and ends:
        items.append(("very_clean", 0, 2))
    if (suits == 1 and honours) or ends:
        items.append(("clean", 0, 1))
    return items


def total(items, rules):
    for family in FAMILIES:
        found = [it for it in items if it[0] in family]
        if len(found) > 1:
            keep = max(found, key=lambda it: it[2])  # the first of equals
            items = [it for it in items if it[0] not in family or it is keep]
    points = sum(it[1] for it in items)
    doublings = sum(it[2] for it in items)
    # Ruling 14: capped at the limit; ruling 21: rounded first.
    score = min(rounded(min(points * 2 ** doublings, 2 ** 32 - 1), rules), rules["limit"])
    return {"score": score, "points": points, "doublings": doublings, "items": items, "limit": False}


def limit(name, points, rules):
    return {"score": rounded(points, rules), "points": points, "doublings": 0, "items": [(name, points, 0)], "limit": True}


def flower_items(flowers, seat):
    """Ruling 21: 4 points each; own flower or season 1 doubling; all four
    flowers, all four seasons 1 doubling each."""
    own = seat - 27 + 1
    items = []
    for f in flowers:
        n = f - 33
        items.append(("flower", 4, 0))
        if n == own:
            items.append(("own_flower", 0, 1))
        elif n == own + 4:
            items.append(("own_season", 0, 1))
    if sum(1 for f in flowers if f - 33 <= 4) == 4:
        items.append(("all_flowers", 0, 1))
    if sum(1 for f in flowers if f - 33 >= 5) == 4:
        items.append(("all_seasons", 0, 1))
    return items


def regular_limit(groups, all_counts, rules):
    """Ruling 18: four winds, three dragons, jade, four concealed kongs, heads and tails, winding snake."""
    sets = [g for g in groups if g[0] != "pair"]
    pair = [g for g in groups if g[0] == "pair"][0]
    pungs = [g for g in sets if g[0] in ("pung", "kong")]
    found = []
    if sum(1 for g in pungs if is_wind(g[1])) == 4:
        found.append(("four_winds", 2000))
    if sum(1 for g in pungs if is_dragon(g[1])) == 3:
        found.append(("three_dragons", 2000))
    if all(n == 0 or i in (19, 20, 21, 23, 25, 32) for i, n in enumerate(all_counts)):
        found.append(("jade", 2000))
    if sum(1 for g in sets if g[0] == "kong" and g[3] and g[2]) == 4:
        found.append(("four_concealed_kongs", 2000))
    if len(pungs) == 4 and all(is_terminal(g[1]) for g in pungs) and is_terminal(pair[1]):
        found.append(("head_and_tail", 2000))
    s = suit(groups[0][1])
    if s is not None and all(suit(g[1]) == s for g in groups):
        def has(kind, n):
            return any(g[1] % 9 + 1 == n and (g[0] == kind or (kind == "pung" and g[0] == "kong")) for g in groups)
        if has("pung", 1) and has("pung", 9) and any(
                has("pair", p) and has("chow", a) and has("chow", b) for p, a, b in [(2, 3, 6), (5, 2, 6), (8, 2, 5)]):
            found.append(("winding_snake", 1000))
    found = [(name, value(name, rules)) for name, _ in found]
    return max(found, key=lambda f: f[1]) if found else None  # the first of equals


def irregular_limit(c, rules, twins_only=False):
    """Ruling 16: the irregular limit hands of a concealed hand (only the
    seven pairs for pe-ling's reading, ruling 25)."""
    suits_used = [s for s in range(3) if any(c[s * 9:s * 9 + 9])]
    honours = sum(c[27:])
    best = None

    def consider(name, _):
        nonlocal best
        if best is None or value(name, rules) > best[1]:
            best = (name, value(name, rules))
    if sum(c) == 14 and all(n % 2 == 0 for n in c):
        ends = all(c[i] == 0 or i % 9 in (0, 8) for i in range(27))
        if not suits_used:
            consider("honour_twins", 2000)
        elif len(suits_used) == 1 and honours == 0:
            consider("pure_twins", 1000)
        elif ends and (len(suits_used) == 1 or rules["twins_any_terminals"]):
            consider("very_clean_twins", 1000)
        elif len(suits_used) == 1:
            consider("clean_twins", 500)
        else:
            consider("seven_twins", 250)
    if twins_only:
        return best
    for s in range(3):
        x = c[s * 9:s * 9 + 9]
        if sum(x) == 14 and x[0] >= 3 and x[8] >= 3 and all(x[1:8]):
            consider("nine_gates", 2000)
    orphans = [i for i in range(34) if i >= 27 or i % 9 in (0, 8)]
    if all(c[i] for i in orphans) and sum(c[i] for i in orphans) == 14:
        consider("thirteen_orphans", 2000)
    if len(suits_used) == 1:
        x = c[suits_used[0] * 9:suits_used[0] * 9 + 9]
        winds, dragons = c[27:31], c[31:]
        if not any(dragons) and all(x) and all(winds) and sum(x) + sum(winds) == 14:
            consider("wind_snake", 1000)
        elif all(n == 1 for n in x) and all(n == 1 for n in dragons) and sum(winds) == 2 and 2 in winds:
            consider("dragon_snake", 1000)
        elif all(n == 1 for n in x[:7]) and not any(x[7:]) and all(n == 1 for n in winds) and all(n == 1 for n in dragons):
            consider("court_of_peking", 1000)
    return best


def readings(h, concealed, all_counts, w, only, peling):
    """Each way to read a winner's hand (ruling 2): every split of the
    concealed tiles with each group the winning tile can complete, scored;
    the irregular limits beside them (ruling 16)."""
    seat, rnd, declared, self_drawn, rules = h["seat"], h["round"], h["melds"], h["self_drawn"], h["rules"]
    out = []
    for decomposition in decompositions(list(concealed)):
        if len(decomposition) != 5 - len(declared):
            continue
        seen = set()
        for j, g in enumerate(decomposition):
            # Equal groups are one reading.
            if w not in group_tiles(g) or (g[0], g[1]) in seen:
                continue
            seen.add((g[0], g[1]))
            # Pe-ling eats cake (rulings 8, 25): the 1s must complete the pair.
            if peling and g[0] != "pair":
                continue
            # Ruling 3: a set completed by a discard is open.
            groups = declared + decomposition[:j] + [(g[0], g[1], self_drawn, False)] + decomposition[j + 1:]
            items = set_items(groups, seat, rnd) + purity_items(all_counts) + flower_items(h["flowers"], seat)
            items.append(("mahjong", 20, 0))
            if g[0] == "pair":
                items.append(("winning_tile_pair", 2, 0))
            if only:
                items.append(("only_possible_tile", 2, 0))
            if self_drawn:
                items.append(("self_drawn", 2, 0))
            if peling:
                items.append(("peling_eats_cake", 10, 0))
            if self_drawn and all(meld[2] for meld in declared):
                items.append(("fully_concealed", 0, 2))
            pair = [x[1] for x in groups if x[0] == "pair"][0]
            pungs = [x[1] for x in groups if x[0] in ("pung", "kong")]
            if sum(1 for t in pungs if is_wind(t)) == 3 and is_wind(pair):
                items.append(("little_four_winds", 0, 1))
            if sum(1 for t in pungs if is_dragon(t)) == 2 and is_dragon(pair):
                items.append(("little_three_dragons", 0, 1))
            if sum(1 for x in groups if x[0] == "chow") == 4:
                items.append(("four_chows", 0, 1))
            if len(pungs) == 4:
                items.append(("four_pungs", 0, 1))
            if all(n == 0 or is_simple(i) for i, n in enumerate(all_counts)):
                items.append(("all_simples", 0, 1))
            # Ruling 23: in NTS the replacement tile comes from the dead wall,
            # so it is never the last tile of the wall.
            if h["last_tile"] and (not h["replacement"] or rules["last_tile_dead_wall"]):
                items.append(("last_tile", 0, 1))
                if w == 9:
                    items.append(("last_tile_one_circle", 0, 3))
            # Ruling 13: 1 for a replacement tile, 2 for kong on kong, 3 on a 5p.
            if h["replacement"]:
                items.append(("replacement_tile", 0, 1))
                if h["kong_on_kong"]:
                    items.append(("kong_on_kong", 0, 2))
                if w == 13:
                    items.append(("replacement_tile_five_circle", 0, 3))
            if h["robbing"]:
                items.append(("robbing_kong", 0, 1))
            s = total(items, rules)
            reg = regular_limit(groups, all_counts, rules)
            if reg and reg[1] >= s["score"]:
                s = limit(*reg, rules)
            out.append(heaven_or_earth(s, h))
    if not declared:
        irr = irregular_limit(concealed, rules, twins_only=peling)
        if irr:
            out.append(heaven_or_earth(limit(*irr, rules), h))
    return out


def heaven_or_earth(s, h):
    """Rulings 18, 24: heaven 2000 and earth 1000 on any complete hand,
    if higher than its score."""
    for on, name in ((h["heaven"], "heaven"), (h["earth"], "earth")):
        if on and value(name, h["rules"]) >= s["score"]:
            return limit(name, value(name, h["rules"]), h["rules"])
    return s


def score_winner(h):
    w = h["win"]
    before = list(h["concealed"])
    before[w] -= 1
    all_before = list(h["all"])
    all_before[w] -= 1
    wait_list = waits(before, all_before)
    # Ruling 7, nmb: a completion below the minimum doublings is no possibility.
    possible = wait_list
    if h["rules"]["only_valid_completion"]:
        possible = [t for t in wait_list if t == w or valid_with(h, t)]
    candidates = readings(h, h["concealed"], h["all"], w, possible == [w], False)
    # Rulings 8, 25: a winning 1p may be read as a 1s completing a pair of 1s.
    one_s = 18
    if w == 9 and h["all"][one_s] < 4:
        concealed, all_counts = list(h["concealed"]), list(h["all"])
        for c in (concealed, all_counts):
            c[9] -= 1
            c[one_s] += 1
        candidates += readings(h, concealed, all_counts, one_s, possible == [one_s], True)
    valid = [s for s in candidates if s["limit"] or s["doublings"] >= MIN_DOUBLINGS]
    if valid:
        best = valid[0]
        for s in valid[1:]:
            if (s["score"], s["limit"]) > (best["score"], best["limit"]):
                best = s
        best["waits"] = wait_list
        return best
    if candidates:
        return {"error": "no_valid_mahjong"}
    return {"error": "not_complete"}


def valid_with(h, t):
    """Whether the hand, won on `t` instead, is a valid mahjong."""
    concealed, all_counts = list(h["concealed"]), list(h["all"])
    for c in (concealed, all_counts):
        c[h["win"]] -= 1
        c[t] += 1
    return any(s["limit"] or s["doublings"] >= MIN_DOUBLINGS for s in readings(h, concealed, all_counts, t, False, False))


def score_non_winner(h):
    """Rulings 1, 27: the declared melds, every concealed pung and pair."""
    groups = list(h["melds"])
    for t in range(34):
        n = h["concealed"][t]
        if n >= 3:
            groups.append(("pung", t, True, False))
        elif n == 2:
            groups.append(("pair", t, True, False))
    rules = h["rules"]
    s = total(set_items(groups, h["seat"], h["round"]) + purity_items(h["all"]) + flower_items(h["flowers"], h["seat"]), rules)
    # Ruling 17: half an irregular limit waited on, if higher.
    if not h["melds"]:
        best = None
        for t in range(34):
            if h["all"][t] >= 4:
                continue
            c = list(h["concealed"])
            c[t] += 1
            irr = irregular_limit(c, rules)
            if irr and (best is None or irr[1] > best[1]):
                best = irr
        if best and best[1] // 2 > s["score"]:
            s = limit("waiting_" + best[0], best[1] // 2, rules)
    s["waits"] = waits(h["concealed"], h["all"])
    return s


def rules_of(line):
    """The rule set with a club's options: flowers, chips, the limit (1000
    to 10000 in hundreds, ruling 14) and the winding snake (1000 or 2000,
    not above the limit, ruling 18)."""
    name = line.get("rules", "nts")
    if name == "mcr":
        raise Bad("unsupported")
    if name not in PRESETS:
        raise Bad("bad_input")
    rules = dict(PRESETS[name])
    options = line.get("options")
    if options is not None:
        if not isinstance(options, dict) or set(options) - {"flowers", "round_to_tens", "limit", "winding_snake"}:
            raise Bad("bad_input")
        for k, v in options.items():
            if v is not None:
                rules[k] = v
        if not 1000 <= rules["limit"] <= 10000 or rules["limit"] % 100:
            raise Bad("bad_input")
        if rules["winding_snake"] not in (1000, 2000) or rules["winding_snake"] > rules["limit"]:
            raise Bad("bad_input")
    return rules


def hand_of(line):
    rules = rules_of(line)
    seat = line.get("seat_wind")
    round_wind = line.get("round_wind", "E")
    if seat not in WINDS or round_wind not in WINDS + "F":
        raise Bad("bad_input")
    players = line.get("players")
    if players not in (None, 3, 4, 5):
        raise Bad("bad_input")
    flowers = line.get("flowers") or ""
    if not isinstance(flowers, str):
        raise Bad("bad_input")
    flowers = parse_tiles(flowers)
    melds = [meld_of(parse_tiles(m["tiles"]), m.get("open", True)) for m in line.get("melds", [])]
    concealed_tiles = parse_tiles(line.get("concealed", ""))
    concealed = [0] * 34
    for t in concealed_tiles:
        concealed[t] += 1
    all_counts = list(concealed)
    for m in melds:
        for t in group_tiles(m):
            all_counts[t] += 1
    mahjong = line.get("mahjong", False)
    kongs = sum(1 for m in melds if m[0] == "kong")
    # Ruling 1: 14 tiles for a winner, 13 otherwise, one more per kong.
    if len(melds) > 4 or sum(all_counts) != (14 if mahjong else 13) + kongs or max(all_counts) > 4:
        raise Bad("invalid_hand")
    # Ruling 21: flowers and seasons only where they are played, each once.
    if flowers and (not rules["flowers"] or min(flowers) < 34 or len(set(flowers)) < len(flowers)):
        raise Bad("invalid_hand")
    # Ruling 22: the green-dragon round is classic's; three players (as
    # classic's three under every Dutch rule set, competition ruling C17)
    # play without bamboo and North and make no open chows.
    if round_wind == "F" and not rules["green_dragon_round"]:
        raise Bad("invalid_hand")
    if players == 3:
        bamboo_or_north = any(all_counts[18:27]) or all_counts[30]
        open_chow = any(m[0] == "chow" and not m[2] for m in melds)
        if bamboo_or_north or open_chow or "N" in (seat, round_wind):
            raise Bad("invalid_hand")
    win = line.get("winning_tile")
    drawn, last_tile, replacement, kong_on_kong, robbing, heaven, earth = (line.get(k, False) for k in (
        "self_drawn", "last_tile_of_wall", "replacement_tile", "kong_on_kong", "robbing_kong", "heaven", "earth"))
    # Ruling 23: a replacement tile (kong on kong implies one) and heaven
    # count as self-drawn.
    replacement = replacement or kong_on_kong
    self_drawn = drawn or replacement or heaven
    if mahjong:
        if win is None:
            raise Bad("invalid_hand")
        win = parse_tiles(win)[0]
        if concealed[win] == 0:
            raise Bad("invalid_hand")
        # Ruling 23: contradictory circumstances are an input error.
        if robbing and (drawn or replacement or heaven or all_counts[win] > 1):
            raise Bad("invalid_hand")
        if (replacement and kongs == 0) or (kong_on_kong and kongs < 2):
            raise Bad("invalid_hand")
        if last_tile and not self_drawn:
            raise Bad("invalid_hand")
        if (heaven and seat != "E") or (earth and (seat == "E" or self_drawn)):
            raise Bad("invalid_hand")
        if (heaven or earth) and (melds or (heaven and earth)):
            raise Bad("invalid_hand")
    elif win is not None or any((drawn, last_tile, replacement, robbing, heaven, earth)):
        raise Bad("invalid_hand")
    return {"rules": rules, "melds": melds, "concealed": concealed, "all": all_counts, "win": win,
            "self_drawn": self_drawn, "last_tile": last_tile, "replacement": replacement, "kong_on_kong": kong_on_kong,
            "robbing": robbing, "heaven": heaven, "earth": earth, "flowers": sorted(flowers),
            "seat": 27 + WINDS.index(seat), "round": 27 + HONOURS.index(round_wind)}


def answer(text):
    try:
        h = hand_of(json.loads(text))
    except Bad as e:
        return {"valid": False, "error": {"code": e.code}}
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        return {"valid": False, "error": {"code": "bad_input"}}
    s = score_winner(h) if h["win"] is not None else score_non_winner(h)
    if "error" in s:
        return {"valid": False, "error": {"code": s["error"]}}
    return {"valid": True, "score": s["score"], "points": s["points"], "doublings": s["doublings"],
            "items": [it[0] for it in s["items"]], "waits": show(s["waits"])}


def main():
    out = sys.stdout
    for text in sys.stdin:
        out.write(json.dumps(answer(text), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
