//! A hand at the table in one line of text: the calculator's link and
//! the `table` a hand on the score sheet keeps when it was entered with
//! tiles (issue 22). The engine reads it, writes it and scores it, so
//! competition ruling C21 ("a hand entered with tiles scores what its
//! tiles score") is the engine's to decide ([`tiles_disagree`]).
//!
//! Form (only characters a URL fragment may hold unescaped):
//! `v1;r=nts;o=E;w=1;c=s,l;a=1;p0=<player>;p1=...;p3=...`
//! - `r` rule set (`mcr` too), `k` a club's options on it (f flowers and
//!   seasons, t chips: scores to tens), `o` round wind, `w` winner seat,
//!   `a` the seat on the rack, `d` the discarder's seat, `c`
//!   circumstances: s self-drawn, l last tile, r replacement, k kong on
//!   kong, b robbing, h heaven, e earth, z last of its kind (MCR), t "van
//!   tafel" said (how the winning tile came was answered);
//! - a player is `t96` (typed score; `t` when empty) or a hand
//!   `g=<groups>!l=<loose>!x=<winning>!f=<flowers>`, each part optional,
//!   groups as `<kind><o|c><tile>` joined by `.` (kind C chow, P pung,
//!   K kong, D pair), e.g. `Po5p.Dc3s`; the loose tiles hold the winning
//!   tile; `*d` after a player marks a dead hand, `*s` that the player
//!   said no set lies open.

use std::fmt::{self, Write as _};
use std::str::FromStr;

use crate::arrange::{Group, GroupKind};
use crate::dutch::bounds::check_score;
use crate::dutch::own::{score_grouped, Grouped};
use crate::game::Position;
use crate::hand::{Circumstances, Hand, Setup};
use crate::json::game::{GameHand, GameLine};
use crate::mcr::check_fan;
use crate::rules::{RuleSet, Scoring, Variant};
use crate::tile::{format_tiles, parse_tiles, Tile, Wind};

/// The longest line read: far more than four full racks.
pub const MAX_TEXT: usize = 2000;

/// Why a line is no hand at the table.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("not a hand at the table: {0}")]
pub struct TableHandError(pub &'static str);

/// One group the player formed on the rack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RackGroup {
    /// Chow, pung, kong or pair.
    pub kind: GroupKind,
    /// Its first tile.
    pub tile: Tile,
    /// Laid open on the table.
    pub open: bool,
}

impl RackGroup {
    /// Its tiles.
    pub fn tiles(&self) -> Vec<Tile> {
        Group { kind: self.kind, tile: self.tile, concealed: !self.open, declared: false }.tiles()
    }
}

/// What a seat entered: a typed score, or tiles on the rack.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SeatEntry {
    /// A typed score (`None`: the field is empty).
    Typed(Option<u32>),
    /// The rack: groups formed, loose tiles (the winning tile among them),
    /// the winning tile, flowers and seasons.
    Rack {
        /// The groups the player formed.
        groups: Vec<RackGroup>,
        /// Every other tile.
        loose: Vec<Tile>,
        /// The winning tile, marked.
        winning: Option<Tile>,
        /// Flowers and seasons.
        flowers: Vec<Tile>,
    },
}

/// One seat at the table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    /// What was entered.
    pub entry: SeatEntry,
    /// A dead hand (dood spel: scores 0, still pays; ruling 19).
    pub dead: bool,
    /// The player said no set lies open.
    pub said: bool,
}

/// A hand at the table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableHand {
    /// The rule set and a club's options on it.
    pub scoring: Scoring,
    /// The round wind (the green dragon in a green-dragon round).
    pub round: Tile,
    /// The winner's seat (0 East).
    pub winner: Option<usize>,
    /// Who discarded the winning tile.
    pub discarder: Option<usize>,
    /// How the winning tile came.
    pub circumstances: Circumstances,
    /// MCR: the winning tile was the last of its kind.
    pub last_of_its_kind: bool,
    /// "Van tafel" said without a discarder.
    pub from_table: bool,
    /// The seat on the rack.
    pub active: usize,
    /// The seats, East first (none: nothing entered).
    pub seats: [Option<Seat>; 4],
}

const CIRCS: [char; 7] = ['s', 'l', 'r', 'k', 'b', 'h', 'e'];

fn flag(c: &mut Circumstances, letter: char) -> &mut bool {
    match letter {
        's' => &mut c.self_drawn,
        'l' => &mut c.last_tile_of_wall,
        'r' => &mut c.replacement_tile,
        'k' => &mut c.kong_on_kong,
        'b' => &mut c.robbing_kong,
        'h' => &mut c.heaven,
        _ => &mut c.earth,
    }
}

fn kind_letter(k: GroupKind) -> char {
    match k {
        GroupKind::Chow => 'C',
        GroupKind::Pung => 'P',
        GroupKind::Kong => 'K',
        GroupKind::Pair => 'D',
    }
}

fn seat(v: &str) -> Option<usize> {
    v.parse::<usize>().ok().filter(|&i| i < 4)
}

impl FromStr for TableHand {
    type Err = TableHandError;

    /// Reads a line (a leading `#` is allowed). What it cannot be is an
    /// error; whether its tiles make hands is the scoring's.
    fn from_str(text: &str) -> Result<TableHand, TableHandError> {
        let err = TableHandError;
        let text = text.trim_start_matches('#');
        if text.len() > MAX_TEXT {
            return Err(err("too long"));
        }
        let mut fields = text.split(';');
        if fields.next() != Some("v1") {
            return Err(err("unknown version"));
        }
        let mut h = TableHand {
            scoring: Scoring::Dutch(RuleSet::NTS),
            round: Wind::East.tile(),
            winner: None,
            discarder: None,
            circumstances: Circumstances::default(),
            last_of_its_kind: false,
            from_table: false,
            active: 0,
            seats: Default::default(),
        };
        for f in fields {
            let (k, v) = f.split_once('=').ok_or(err("a field without '='"))?;
            match k {
                "r" => h.scoring = v.parse::<Variant>().map_err(|_| err("unknown rule set"))?.into(),
                "k" => {
                    let Scoring::Dutch(r) = &mut h.scoring else { return Err(err("options without Dutch rules")) };
                    for l in v.split(',') {
                        match l {
                            "f" => r.flowers = true,
                            "t" => r.round_to_tens = true,
                            _ => return Err(err("unknown option")),
                        }
                    }
                }
                "o" => {
                    let t: Tile = v.parse().map_err(|_| err("bad round wind"))?;
                    let green = t == Tile::const_parse("F") && h.scoring.dutch().is_some_and(|r| r.green_dragon_round);
                    if !(t.is_wind() || green) {
                        return Err(err("bad round wind"));
                    }
                    h.round = t;
                }
                "w" => h.winner = Some(seat(v).ok_or(err("bad winner"))?),
                "d" => h.discarder = Some(seat(v).ok_or(err("bad discarder"))?),
                "a" => h.active = seat(v).ok_or(err("bad seat"))?,
                "c" => {
                    for l in v.split(',') {
                        match l.chars().next().filter(|_| l.len() == 1) {
                            Some('t') => h.from_table = true,
                            Some('z') => h.last_of_its_kind = true,
                            Some(c) if CIRCS.contains(&c) => *flag(&mut h.circumstances, c) = true,
                            _ => return Err(err("bad circumstance")),
                        }
                    }
                }
                _ if k.len() == 2 && k.starts_with('p') => {
                    let i = seat(&k[1..]).ok_or(err("bad player"))?;
                    h.seats[i] = Some(read_seat(v)?);
                }
                _ => return Err(err("unknown field")),
            }
        }
        // Kong on kong is a replacement tile (ruling 23).
        if h.circumstances.kong_on_kong {
            h.circumstances.replacement_tile = true;
        }
        if h.scoring.is_mcr() {
            let c = &mut h.circumstances;
            (c.heaven, c.earth, c.kong_on_kong) = (false, false, false);
        }
        let self_drawn = h.circumstances.counts_as_self_drawn();
        if h.from_table && (h.winner.is_none() || self_drawn) {
            return Err(err("bad circumstance"));
        }
        if h.discarder.is_some() && (self_drawn || h.discarder == h.winner || h.winner.is_none()) {
            return Err(err("bad discarder"));
        }
        if h.winner.is_some_and(|w| h.seats[w].as_ref().is_some_and(|s| s.dead)) {
            return Err(err("the winner cannot be dead"));
        }
        Ok(h)
    }
}

fn read_seat(body: &str) -> Result<Seat, TableHandError> {
    let err = TableHandError;
    let (body, said) = body.strip_suffix("*s").map_or((body, false), |b| (b, true));
    let (body, dead) = body.strip_suffix("*d").map_or((body, false), |b| (b, true));
    if let Some(typed) = body.strip_prefix('t') {
        let score = if typed.is_empty() { None } else { Some(typed.parse::<u32>().map_err(|_| err("bad score"))?) };
        return Ok(Seat { entry: SeatEntry::Typed(score), dead, said });
    }
    let (mut groups, mut loose, mut winning, mut flowers) = (Vec::new(), Vec::new(), None, Vec::new());
    for part in body.split('!').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').ok_or(err("a part without '='"))?;
        match k {
            "g" => {
                for g in v.split('.') {
                    let mut chars = g.chars();
                    let kind = match chars.next() {
                        Some('C') => GroupKind::Chow,
                        Some('P') => GroupKind::Pung,
                        Some('K') => GroupKind::Kong,
                        Some('D') => GroupKind::Pair,
                        _ => return Err(err("bad group")),
                    };
                    let open = match chars.next() {
                        Some('o') => true,
                        Some('c') => false,
                        _ => return Err(err("bad group")),
                    };
                    let tile: Tile = chars.as_str().parse().map_err(|_| err("bad group tile"))?;
                    if kind == GroupKind::Chow && tile.next_in_suit().and_then(|b| b.next_in_suit()).is_none() {
                        return Err(err("bad chow"));
                    }
                    groups.push(RackGroup { kind, tile, open });
                }
            }
            "l" | "f" => {
                let tiles = parse_tiles(v).map_err(|_| err("bad tiles"))?;
                if tiles.iter().any(|t| (k == "f") != t.is_flower()) {
                    return Err(err("bad tiles"));
                }
                if k == "l" { &mut loose } else { &mut flowers }.extend(tiles);
            }
            "x" => {
                let t: Tile = v.parse().map_err(|_| err("bad winning tile"))?;
                winning = Some(t);
            }
            _ => return Err(err("unknown part")),
        }
    }
    if winning.is_some_and(|w| !loose.contains(&w)) {
        return Err(err("winning tile not on the rack"));
    }
    Ok(Seat { entry: SeatEntry::Rack { groups, loose, winning, flowers }, dead, said })
}

impl fmt::Display for TableHand {
    fn fmt(&self, o: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(o, "v1;r={}", self.scoring.variant())?;
        if let Some(r) = self.scoring.dutch() {
            let options: Vec<&str> = [(r.flowers, "f"), (r.round_to_tens, "t")].iter().filter(|(on, _)| *on).map(|(_, l)| *l).collect();
            if !options.is_empty() {
                write!(o, ";k={}", options.join(","))?;
            }
        }
        write!(o, ";o={}", self.round)?;
        if let Some(w) = self.winner {
            write!(o, ";w={w}")?;
        }
        if let Some(d) = self.discarder {
            write!(o, ";d={d}")?;
        }
        let mut c = self.circumstances;
        let mut circs: Vec<char> = CIRCS.iter().copied().filter(|&l| *flag(&mut c, l)).collect();
        if self.last_of_its_kind {
            circs.push('z');
        }
        if self.from_table {
            circs.push('t');
        }
        if !circs.is_empty() {
            let list: Vec<String> = circs.iter().map(char::to_string).collect();
            write!(o, ";c={}", list.join(","))?;
        }
        write!(o, ";a={}", self.active)?;
        for (i, s) in self.seats.iter().enumerate() {
            let Some(s) = s else { continue };
            let mut body = String::new();
            match &s.entry {
                SeatEntry::Typed(v) => {
                    let _ = write!(body, "t{}", v.map(|v| v.to_string()).unwrap_or_default());
                }
                SeatEntry::Rack { groups, loose, winning, flowers } => {
                    let mut parts = Vec::new();
                    if !groups.is_empty() {
                        let gs: Vec<String> =
                            groups.iter().map(|g| format!("{}{}{}", kind_letter(g.kind), if g.open { 'o' } else { 'c' }, g.tile)).collect();
                        parts.push(format!("g={}", gs.join(".")));
                    }
                    if !loose.is_empty() {
                        parts.push(format!("l={}", format_tiles(loose)));
                    }
                    if let Some(w) = winning {
                        parts.push(format!("x={w}"));
                    }
                    if !flowers.is_empty() {
                        parts.push(format!("f={}", format_tiles(flowers)));
                    }
                    body = parts.join("!");
                }
            }
            write!(o, ";p{i}={body}{}{}", if s.dead { "*d" } else { "" }, if s.said { "*s" } else { "" })?;
        }
        Ok(())
    }
}

impl TableHand {
    /// The engine's input for seat `i`'s rack at a table of `seats`
    /// ([`rack_setup`]); the winner's has the winning tile and how it came.
    pub fn setup(&self, i: usize, seats: usize) -> Option<Setup> {
        let Some(Seat { entry: SeatEntry::Rack { groups, loose, winning, flowers }, .. }) = &self.seats[i] else { return None };
        let win = (self.winner == Some(i)).then_some(self.circumstances);
        let mut setup = rack_setup(groups, loose, *winning, flowers, i, self.round, win);
        setup.three_players = seats == 3;
        Some(setup)
    }

    /// Seat `i`'s score at a table of `seats`, as the calculator counts
    /// it: a dead hand 0 (ruling 19); a typed score the engine takes
    /// (rulings 6, 14-17; MCR's fans); a rack scored as the player
    /// grouped it (ruling 2). MCR counts the winner's fans only. `None`:
    /// no score (nothing entered, or no hand the engine takes).
    pub fn seat_score(&self, i: usize, seats: usize) -> Option<u32> {
        let seat = self.seats[i].as_ref()?;
        let winner = self.winner == Some(i);
        if let Scoring::Mcr = self.scoring {
            if !winner {
                return None;
            }
            return match &seat.entry {
                SeatEntry::Typed(v) => v.filter(|&f| check_fan(f).is_ok()),
                SeatEntry::Rack { .. } => {
                    let setup = self.setup(i, seats)?;
                    crate::mcr::score::score_setup(&setup, self.last_of_its_kind, None).ok()?.winning_total()
                }
            };
        }
        let rules = self.scoring.dutch().copied().unwrap_or_default();
        if seat.dead {
            return Some(0);
        }
        match &seat.entry {
            SeatEntry::Typed(v) => v.filter(|&s| check_score(&rules, s, winner).is_ok()),
            SeatEntry::Rack { groups, loose, .. } => {
                let hand = Hand::new(&self.setup(i, seats)?, &rules).ok()?;
                match score_grouped(&hand, &rules, &own_groups(groups), loose.is_empty()) {
                    Grouped::Own(g) => g.invalid.is_none().then_some(g.own.score),
                    Grouped::Best { score, .. } => score.ok().map(|s| s.score),
                }
            }
        }
    }

    /// Every seat's score at a table of `seats`, once each has one. MCR:
    /// the winner's fans, the others 0.
    pub fn scores(&self, seats: usize) -> Option<Vec<u32>> {
        if self.scoring.is_mcr() {
            let w = self.winner?;
            return Some(crate::game::mcr_scores(seats, w, self.seat_score(w, seats)?));
        }
        (0..seats).map(|i| self.seat_score(i, seats)).collect()
    }

    /// The dead hands by seat.
    pub fn dead(&self, seats: usize) -> Vec<bool> {
        (0..seats).map(|i| self.seats[i].as_ref().is_some_and(|s| s.dead)).collect()
    }
}

/// The engine's input for a rack at seat `seat` (0 East): open groups
/// and kongs are declared melds, everything else is concealed (ruling 1);
/// `win`: the player won, and how the winning tile came.
pub fn rack_setup(
    groups: &[RackGroup],
    loose: &[Tile],
    winning: Option<Tile>,
    flowers: &[Tile],
    seat: usize,
    round: Tile,
    win: Option<Circumstances>,
) -> Setup {
    let mut setup = Setup::new(Vec::new(), Vec::new(), None);
    for g in groups {
        if g.open || g.kind == GroupKind::Kong {
            setup.melds.push((g.tiles(), g.open));
        } else {
            setup.concealed.extend(g.tiles());
        }
    }
    setup.concealed.extend(loose.iter().copied());
    setup.flowers = flowers.to_vec();
    setup.seat_wind = Wind::from_index(seat);
    setup.round_wind = round;
    if let Some(c) = win {
        setup.mahjong = true;
        setup.winning_tile = winning;
        setup.circumstances = c;
    }
    setup
}

/// The player's own grouping of the concealed tiles, which ruling 2
/// scores: the groups neither open nor a kong (those are melds).
pub fn own_groups(groups: &[RackGroup]) -> Vec<Group> {
    groups
        .iter()
        .filter(|g| !g.open && g.kind != GroupKind::Kong)
        .map(|g| Group { kind: g.kind, tile: g.tile, concealed: true, declared: false })
        .collect()
}

/// A hand of the game from the seats at the table: seat `k` (0 East) is
/// the player `pos.player_at(k)`; the player who sits out scores 0.
/// `winner`, `dead` and `discarder` are seats too. MCR hands keep the
/// winner's fans; the discarder is kept for the mahjongs caused (C2).
pub fn hand_from_seats(
    game: &GameLine,
    pos: &Position,
    scores: &[u32],
    winner: Option<usize>,
    dead: &[bool],
    discarder: Option<usize>,
) -> GameHand {
    let winner_player = winner.map(|k| pos.player_at(k));
    if game.rules.is_mcr() {
        return match (winner, winner_player) {
            (Some(k), Some(w)) => GameHand::mcr(w, scores.get(k).copied().unwrap_or(0), discarder.map(|d| pos.player_at(d))),
            _ => GameHand::default(),
        };
    }
    // The discarder does not change a Dutch settlement (ruling 19).
    let mut h = GameHand {
        scores: vec![0; game.players],
        winner: winner_player,
        discarder: discarder.filter(|_| winner.is_some()).map(|d| pos.player_at(d)),
        ..GameHand::default()
    };
    for k in 0..pos.table() {
        let p = pos.player_at(k);
        h.scores[p] = scores.get(k).copied().unwrap_or(0);
        if dead.get(k).copied().unwrap_or(false) {
            // In player order, as the sheet writes it.
            let at = h.dead.partition_point(|&d| d < p);
            h.dead.insert(at, p);
        }
    }
    h
}

/// A tile on the racks of one hand more often than the set holds it
/// (four of each kind, one of each flower: "de stenen"): the first hand
/// (from 1), the tile and how often it lies there. Such a rack is no hand
/// at all, so it is said as such rather than as another score (issue 49).
pub fn too_many_tiles(game: &GameLine) -> Option<(usize, Tile, usize)> {
    game.hands.iter().enumerate().find_map(|(i, h)| {
        let t: TableHand = h.table.as_deref()?.parse().ok()?;
        let mut counts = [0usize; 42];
        for seat in t.seats.iter().flatten() {
            if let SeatEntry::Rack { groups, loose, flowers, .. } = &seat.entry {
                for tile in groups.iter().flat_map(RackGroup::tiles).chain(loose.iter().copied()).chain(flowers.iter().copied()) {
                    counts[tile.index()] += 1;
                }
            }
        }
        let (k, n) = counts.iter().enumerate().find(|&(k, &n)| Tile::from_index(k as u8).is_some_and(|t| n > usize::from(t.copies())))?;
        Some((i + 1, Tile::from_index(k as u8)?, *n))
    })
}

/// Competition ruling C21, "a hand entered with tiles scores what its
/// tiles score": the first hand (from 1) whose tiles (its `table` line,
/// scored by the engine at its seats) do not give what the game says, or
/// `None` when every hand with tiles does. A line that is no hand at the
/// table disagrees.
pub fn tiles_disagree(game: &GameLine) -> Option<usize> {
    let replay = game.replay().ok()?;
    game.hands.iter().zip(&replay.hands).enumerate().find_map(|(i, (h, r))| {
        let line = h.table.as_deref()?;
        let agrees = line.parse::<TableHand>().ok().is_some_and(|t| {
            let seats = r.position.table();
            let (Some(scores), Some(winner)) = (t.scores(seats), t.winner) else { return false };
            let discarder = t.discarder.filter(|_| !t.circumstances.counts_as_self_drawn());
            let rebuilt = hand_from_seats(game, &r.position, &scores, Some(winner), &t.dead(seats), discarder);
            (rebuilt.winner, &rebuilt.scores, rebuilt.fan) == (h.winner, &h.scores, h.fan)
        });
        (!agrees).then_some(i + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// South's 123m 456m 789p 234s 5s-5s won self-drawn on 5s, the others
    /// typed 0 (NTS): 24 points and three doublings, 24 x 2^3 = 192 (the
    /// calculator's link test: "zelf gepakt, geheel verborgen").
    const SOUTH: &str = "v1;r=nts;o=E;w=1;c=s;a=1;p0=t0;p1=l=123456m789p23455s!x=5s;p2=t0;p3=t0";

    #[test]
    fn a_line_read_written_and_scored() {
        let t: TableHand = SOUTH.parse().unwrap();
        assert_eq!(t.to_string(), SOUTH, "written as read");
        assert_eq!(t.scores(4), Some(vec![0, 192, 0, 0]));
        // A score no hand makes is none (ruling 15: points are even, then
        // doubled: 81 is odd).
        let odd = SOUTH.replace("p0=t0", "p0=t81");
        assert_eq!(odd.parse::<TableHand>().unwrap().scores(4), None);
        // Bad lines say so, never panic.
        for bad in ["v2;r=nts", "v1;r=xx", "v1;w=9", "v1;c=q", "v1;p0=g=Xo5p", "v1;p0=l=1m!x=2m", "v1;w=0;p0=t0*d", "v1;c=s;w=1;d=0"] {
            assert!(bad.parse::<TableHand>().is_err(), "{bad}");
        }
    }

    /// An NTS game of one hand: South's 192 with `SOUTH`'s tiles.
    fn south_wins() -> GameLine {
        let mut game = GameLine::new(Variant::Nts, ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec());
        game.hands.push(GameHand { table: Some(SOUTH.into()), ..GameHand::won(vec![0, 192, 0, 0], 1) });
        game
    }

    /// C21 on a game: the hand's 192 for South is what its tiles score;
    /// 96 beside the same tiles is not (hand 1 disagrees); a hand without
    /// tiles has nothing to disagree with.
    #[test]
    fn a_game_whose_tiles_score_otherwise() {
        let mut game = south_wins();
        assert_eq!(tiles_disagree(&game), None);
        game.hands[0].scores[1] = 96;
        assert_eq!(tiles_disagree(&game), Some(1));
        game.hands[0].table = None;
        assert_eq!(tiles_disagree(&game), None);
        game.hands[0].table = Some("v1;r=nts;garbage".into());
        assert_eq!(tiles_disagree(&game), Some(1));
    }

    /// Issue 49: East's rack holds four 4 bamboo and South's winning hand
    /// a fifth (its 234s): no hand at all, said as five 4s, not as another
    /// score. South's own hand alone is four of nothing.
    #[test]
    fn a_fifth_tile_is_named() {
        let mut game = south_wins();
        assert_eq!(too_many_tiles(&game), None);
        game.hands[0].table = Some(SOUTH.replace("p0=t0", "p0=l=4444s"));
        assert_eq!(too_many_tiles(&game), Some((1, "4s".parse().unwrap(), 5)));
    }

    /// MCR: the winner's fans from the tiles. South's 123 456 789m 23p
    /// 55s won on 4p from West (the rules README's MCR example in the
    /// calculator's tests): the game's fan must be what the tiles give.
    #[test]
    fn an_mcr_hand_counts_the_winners_fans() {
        let line = "v1;r=mcr;o=E;w=1;d=2;a=1;p1=l=123456789m234p55s!x=4p";
        let t: TableHand = line.parse().unwrap();
        let fan = t.seat_score(1, 4).expect("a winning MCR hand");
        assert!(fan >= 8);
        let names: Vec<String> = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        let mut game = GameLine::new(Variant::Mcr, names);
        game.hands.push(GameHand { table: Some(line.into()), ..GameHand::mcr(1, fan, Some(2)) });
        assert_eq!(tiles_disagree(&game), None);
        game.hands[0].fan = Some(fan + 1);
        assert_eq!(tiles_disagree(&game), Some(1));
    }
}
