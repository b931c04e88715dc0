//! A tournament day (issue 36): a season whose evenings are rounds, drawn
//! together (ruling C14: no repeat meeting where one can be avoided).
//! What a tournament adds to a season: who plays which rounds (late
//! registrations and withdrawals, C16's re-draw of the rounds not
//! started), the referee's penalties, and the EMA's result file for the
//! ranking (MERS). The standings are the season's ([`super::standings`])
//! by the tournament's reglement, C12's `mcr-toernooi` as a rule.

use std::collections::BTreeMap;

use super::date::Round;
use super::draw::{draw, DrawError, Remainder, Request, RoundTables};
use super::season::{Evening, Standings};

/// The most rounds a tournament has (a weekend of short rounds).
pub const MAX_ROUNDS: usize = 20;

/// A registered player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entrant {
    /// The name: the player's identity in the tournament (C1).
    pub name: String,
    /// The EMA number (8 digits), for MCR and riichi tournaments.
    pub ema: Option<String>,
    /// The country, as the EMA writes it ("NED").
    pub country: Option<String>,
    /// The first round played (a late registration: later).
    pub from: Round,
    /// The last round played, where the player withdrew (teruggetrokken).
    pub until: Option<Round>,
}

impl Entrant {
    /// A player of every round.
    pub fn new(name: &str) -> Entrant {
        Entrant { name: name.to_string(), ema: None, country: None, from: Round::FIRST, until: None }
    }

    /// Whether the player plays round `round`.
    pub fn plays(&self, round: Round) -> bool {
        round >= self.from && self.until.is_none_or(|u| round <= u)
    }
}

/// The players of round `round`, in the order registered.
pub fn players_of(entrants: &[Entrant], round: Round) -> Vec<String> {
    entrants.iter().filter(|e| e.plays(round)).map(|e| e.name.clone()).collect()
}

/// Why an EMA number is not one.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("EMA number {given:?}: an EMA number has 8 digits, the first two the country's (\"08\" for the Netherlands)")]
pub struct EmaError {
    /// What was typed.
    pub given: String,
}

/// The form of an EMA number: 8 digits, the country's two first (the EMA
/// numbers its members' players so; the Netherlands' are `08......`).
pub fn check_ema(id: &str) -> Result<(), EmaError> {
    if id.len() == 8 && id.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(EmaError { given: id.chars().take(20).collect() })
    }
}

/// A referee's penalty (MCR: penalty points; NTS: a correction): taken
/// from the player's total of that round, so it counts in the round's
/// places as the total does (ruling C1: MCR's total includes penalties).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Penalty {
    /// Who.
    pub player: String,
    /// The round.
    pub round: Round,
    /// The points taken (positive: taken off).
    pub points: i64,
    /// Why, as the referee wrote it.
    pub reason: String,
}

/// Takes each penalty from its player's total at the evening of its round
/// (`round_of` tells an evening's round), before places are given (ruling
/// C1: MCR's total includes penalties). Returns those whose player has no
/// result in that round yet: they wait for it.
pub fn apply_penalties(evenings: &mut [Evening], penalties: &[Penalty], round_of: impl Fn(&Evening) -> Option<Round>) -> Vec<Penalty> {
    let mut waiting = Vec::new();
    for p in penalties {
        let seat = evenings
            .iter_mut()
            .find(|e| round_of(e) == Some(p.round))
            .and_then(|e| e.tables.iter_mut().flat_map(|t| &mut t.results).find(|s| s.player == p.player));
        match seat {
            Some(s) => s.total = s.total.saturating_sub(p.points),
            None => waiting.push(p.clone()),
        }
    }
    waiting
}

/// A tournament's draw: the rounds kept as they are, the others drawn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentDraw {
    /// Every round's tables, East first.
    pub rounds: Vec<RoundTables>,
    /// The seed of the rounds drawn here (C15).
    pub seed: u64,
    /// How: `"affine plane"`, `"search"`, or `"kept"` when nothing was drawn.
    pub method: &'static str,
    /// Over all the rounds.
    pub meetings: Meetings,
    /// The most times a player sat in one wind (C22).
    pub winds_most: u32,
}

/// Repeat meetings over a tournament's rounds (C15's quality).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Meetings {
    /// Every meeting of a pair beyond its first.
    pub repeats: usize,
    /// The most times any pair met.
    pub most: u32,
}

/// Counts the meetings of every pair at the rounds' tables.
pub fn meetings(rounds: &[RoundTables]) -> Meetings {
    let mut met: BTreeMap<(&str, &str), u32> = BTreeMap::new();
    for t in rounds.iter().flatten() {
        for (i, a) in t.iter().enumerate() {
            for b in &t[i + 1..] {
                let pair = if a < b { (a.as_str(), b.as_str()) } else { (b.as_str(), a.as_str()) };
                *met.entry(pair).or_default() += 1;
            }
        }
    }
    Meetings { repeats: met.values().map(|&m| m as usize - 1).sum(), most: met.values().copied().max().unwrap_or(0) }
}

/// Draws rounds `kept.len() + 1` to `rounds`, keeping the rounds before as
/// they are (C16: a round started stays; a withdrawal or a late
/// registration re-draws only the rounds after). Consecutive rounds with
/// the same players are drawn at once, with every round before them as
/// the history, so no pair meets twice where that can be avoided (C14).
/// The same entrants, kept rounds and seed give the same draw (C15).
pub fn draw_rounds(entrants: &[Entrant], kept: &[RoundTables], rounds: usize, seed: u64) -> Result<TournamentDraw, DrawError> {
    let mut out: Vec<RoundTables> = kept.to_vec();
    let mut method = "kept";
    // Past round 99 no day names a round: nobody plays it.
    let players_at = |n: usize| Round::new(n).map_or_else(Vec::new, |r| players_of(entrants, r));
    let mut round = out.len() + 1;
    while round <= rounds {
        let players = players_at(round);
        let mut last = round;
        while last < rounds && players_at(last + 1) == players {
            last += 1;
        }
        let d = draw(&Request { players: &players, history: &out, keep: &[], rounds: last - round + 1, seed, prefer: Remainder::Five })?;
        method = if method == "kept" || method == d.method { d.method } else { "search" };
        out.extend(d.rounds);
        round = last + 1;
    }
    spread_winds(&mut out, kept.len(), seed);
    let meetings = meetings(&out);
    let winds_most = winds_most(&out);
    Ok(TournamentDraw { rounds: out, seed, method, meetings, winds_most })
}

/// Passes over the tables (it settles in 2 to 4).
const PASSES: usize = 10;

/// The seat categories counted: East, South, West, North, and the fifth
/// seat of a 5-player table.
const SEATS: usize = 5;

/// Every player's seats so far, by category.
type SeatCounts<'a> = BTreeMap<&'a str, [u32; SEATS]>;

fn seat_counts<'a>(rounds: &'a [RoundTables], skip: Option<(usize, usize)>) -> SeatCounts<'a> {
    let mut counts: SeatCounts = BTreeMap::new();
    for (r, round) in rounds.iter().enumerate() {
        for (k, t) in round.iter().enumerate() {
            if skip == Some((r, k)) {
                continue;
            }
            for (seat, p) in t.iter().enumerate() {
                counts.entry(p.as_str()).or_default()[seat.min(SEATS - 1)] += 1;
            }
        }
    }
    counts
}

/// The cost of seating `order` by its counts: a seat had before costs more
/// each time (4, 16, 64: a third time in one wind weighs as much as four
/// second times), so the winds spread.
fn seat_cost(order: &[&str], counts: &BTreeMap<String, [u32; SEATS]>) -> u64 {
    order.iter().enumerate().map(|(seat, p)| 4u64.pow(counts.get(*p).map_or(0, |c| c[seat.min(SEATS - 1)]).min(20))).sum()
}

/// C22: the seats of the rounds from `from` on are chosen so that each
/// player's winds (East included, C14) are as even as the tables allow.
/// Only the order at a table changes, never who meets whom, so repeat
/// meetings stay as drawn. Each table in turn takes the order of its
/// players (of 24, or 120 at a 5-table) that costs least given every
/// other seat, pass after pass until none changes. Such a search can
/// settle with a player short of a wind, so it starts again from orders
/// shuffled by `seed` (up to 8 times) and keeps the best: the fewest
/// times in one wind, then the fewest players without a wind. The same
/// draw and seed give the same seats (C15).
fn spread_winds(rounds: &mut [RoundTables], from: usize, seed: u64) {
    if from >= rounds.len() {
        return;
    }
    let played = rounds.len();
    let ideal = (played.div_ceil(4) as u32, 0);
    let mut rng = fastrand::Rng::with_seed(seed ^ 0xC22);
    let mut best: Option<((u32, usize), Vec<RoundTables>)> = None;
    for attempt in 0..8 {
        let mut here = rounds.to_vec();
        if attempt > 0 {
            for t in here[from..].iter_mut().flatten() {
                rng.shuffle(t);
            }
        }
        settle_winds(&mut here, from);
        let w = winds(&here);
        let score = (winds_most(&here), if played >= 4 { w.values().filter(|c| c.contains(&0)).count() } else { 0 });
        if best.as_ref().is_none_or(|(b, _)| score < *b) {
            best = Some((score, here));
        }
        if score <= ideal {
            break;
        }
    }
    if let Some((_, b)) = best {
        rounds.clone_from_slice(&b);
    }
}

fn settle_winds(rounds: &mut [RoundTables], from: usize) {
    let mut counts: BTreeMap<String, [u32; SEATS]> = seat_counts(rounds, None).into_iter().map(|(p, c)| (p.to_string(), c)).collect();
    let add = |counts: &mut BTreeMap<String, [u32; SEATS]>, table: &[String], sign: bool| {
        for (seat, p) in table.iter().enumerate() {
            let c = &mut counts.entry(p.clone()).or_default()[seat.min(SEATS - 1)];
            *c = if sign { *c + 1 } else { c.saturating_sub(1) };
        }
    };
    for _ in 0..PASSES {
        let mut changed = false;
        for t in rounds[from..].iter_mut().flatten() {
            add(&mut counts, t, false);
            let table: Vec<&str> = t.iter().map(String::as_str).collect();
            let mut best = (seat_cost(&table, &counts), table.clone());
            permutations(&table, &mut |order| {
                let cost = seat_cost(order, &counts);
                if cost < best.0 {
                    best = (cost, order.to_vec());
                }
            });
            if best.1 != table {
                let order: Vec<String> = best.1.iter().map(|s| s.to_string()).collect();
                *t = order;
                changed = true;
            }
            add(&mut counts, t, true);
        }
        if !changed {
            break;
        }
    }
}

/// Calls `f` with every order of `items` (Heap's algorithm).
fn permutations<'a>(items: &[&'a str], f: &mut impl FnMut(&[&'a str])) {
    let mut a = items.to_vec();
    let n = a.len();
    let mut c = vec![0; n];
    f(&a);
    let mut i = 0;
    while i < n {
        if c[i] < i {
            a.swap(if i % 2 == 0 { 0 } else { c[i] }, i);
            f(&a);
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
}

/// The most times any player sat in one wind (East to North) over the
/// rounds (C22's quality).
pub fn winds_most(rounds: &[RoundTables]) -> u32 {
    seat_counts(rounds, None).values().flat_map(|c| c[..4].iter().copied()).max().unwrap_or(0)
}

/// Each player's winds over the rounds: East, South, West, North.
pub fn winds(rounds: &[RoundTables]) -> BTreeMap<String, [u32; 4]> {
    seat_counts(rounds, None).into_iter().map(|(p, c)| (p.to_string(), [c[0], c[1], c[2], c[3]])).collect()
}

/// One row of the EMA's result file for the ranking (MERS): the place,
/// the player as the EMA knows them, the table points (the tournament's
/// points) and the score (the sum of the table totals).
#[derive(Clone, PartialEq, Debug)]
pub struct MersRow {
    /// The place, from 1 (equal players share it).
    pub place: usize,
    /// The EMA number, empty where the player has none.
    pub ema: String,
    /// The last name.
    pub last_name: String,
    /// The first name.
    pub first_name: String,
    /// The country, ISO alpha-2 where it names one (issue 50), else as
    /// registered.
    pub country: String,
    /// The tournament's points, two decimals at most.
    pub points: super::Points,
    /// The sum of the table totals, penalties taken off.
    pub score: i64,
}

/// Name particles (tussenvoegsels): part of the last name, written small
/// after a first name ("Jan van der Berg", "Ingrid de Groot").
const PARTICLES: &[&str] = &[
    "de", "den", "der", "des", "du", "d'", "het", "'t", "te", "ten", "ter", "van", "von", "vom", "zu", "la", "le", "di", "da", "dos",
    "das", "del", "della", "in", "op", "aan", "bij", "uit", "onder", "over", "voor", "'s",
];

fn particle(word: &str) -> bool {
    PARTICLES.contains(&word.to_lowercase().as_str())
}

/// A name as the EMA's file wants it, `(first, last)`, the tussenvoegsel
/// with the last name (issue 50): "Ingrid de Groot" and "Groot, Ingrid
/// de" are both ("Ingrid", "de Groot"). Without a comma the last name
/// starts at the first particle after the first word, else it is the last
/// word ("Jan Willem Smit": "Jan Willem", "Smit").
pub fn split_name(name: &str) -> (String, String) {
    let name = name.trim();
    if let Some((last, first)) = name.split_once(',') {
        let words: Vec<&str> = first.split_whitespace().collect();
        // Trailing particles of the first part belong to the last name.
        let cut = words.iter().rposition(|w| !particle(w)).map_or(0, |i| i + 1);
        let particles = words[cut..].join(" ");
        let last = if particles.is_empty() { last.trim().to_string() } else { format!("{particles} {}", last.trim()) };
        return (words[..cut].join(" "), last);
    }
    let words: Vec<&str> = name.split_whitespace().collect();
    if words.len() < 2 {
        return (String::new(), name.to_string());
    }
    let at = words.iter().skip(1).position(|w| particle(w)).map_or(words.len() - 1, |i| i + 1);
    (words[..at].join(" "), words[at..].join(" "))
}

/// The EMA's result file's rows, in the standings' order.
pub fn mers_rows(standings: &Standings, entrants: &[Entrant]) -> Vec<MersRow> {
    standings
        .standings
        .iter()
        .map(|s| {
            let e = entrants.iter().find(|e| e.name == s.player);
            let (first_name, last_name) = split_name(&s.player);
            MersRow {
                place: s.rank,
                ema: e.and_then(|e| e.ema.clone()).unwrap_or_default(),
                last_name,
                first_name,
                country: e.and_then(|e| e.country.clone()).unwrap_or_default(),
                points: s.total,
                score: s.table_totals,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::{standings, Points, Reglement, Season, Table, TableResult};
    use super::*;

    fn names(n: usize) -> Vec<Entrant> {
        (1..=n).map(|i| Entrant::new(&format!("P{i:02}"))).collect()
    }

    fn table(rows: &[(&str, i64)]) -> Table {
        Table {
            results: rows.iter().map(|&(p, total)| TableResult { player: p.to_string(), total, made: 0, caused: 0 }).collect(),
            unfinished: false,
        }
    }

    /// C14: the social golfer problem's known solutions. 16 players in 5
    /// rounds of tables of 4 meet everyone exactly once (an affine plane
    /// of order 4: 5 x 4 tables x 6 pairs = 120 = 16 x 15 / 2 pairs), and
    /// 20 players in 5 rounds without a repeat, as the engine found before.
    #[test]
    fn a_tournament_is_drawn_without_repeats_where_they_exist() {
        for (n, rounds) in [(16, 5), (20, 5)] {
            let d = draw_rounds(&names(n), &[], rounds, 7).unwrap();
            assert_eq!(d.rounds.len(), rounds);
            assert_eq!(d.meetings, Meetings { repeats: 0, most: 1 }, "{n} x {rounds}");
            for r in &d.rounds {
                let mut seated: Vec<&String> = r.iter().flatten().collect();
                seated.sort();
                seated.dedup();
                assert_eq!(seated.len(), n, "everyone once a round");
            }
        }
    }

    /// C22: 20 players in 5 rounds (no repeat meeting) and 24 in 6 (the
    /// draw's search leaves 1 repeat there, wind spreading keeps it), no
    /// one more than ceil(rounds / 4) + 1 times in a wind (3 both): here
    /// at most 2, as even as 5 or 6 rounds over 4 winds can be (5 = 2 +
    /// 1 + 1 + 1). Seeds 1 to 5 each.
    #[test]
    fn winds_spread_over_a_tournament() {
        for (n, rounds) in [(20, 5), (24, 6)] {
            for seed in 1..=5 {
                let d = draw_rounds(&names(n), &[], rounds, seed).unwrap();
                // Before C22 these draws had a player 3 to 5 times in one wind.
                assert!(d.winds_most <= 2, "{n} x {rounds}, seed {seed}: {}", d.winds_most);
                // Every player had every wind at least once in 5+ rounds
                // of tables of 4 (20 and 24 players: no 5-tables).
                let w = winds(&d.rounds);
                let missing = w.values().filter(|w| w.contains(&0)).count();
                assert_eq!(missing, 0, "{n} x {rounds}, seed {seed}: {w:?}");
            }
        }
        // Kept rounds keep their seats: only the rounds after change.
        let d = draw_rounds(&names(20), &[], 5, 1).unwrap();
        let again = draw_rounds(&names(20), &d.rounds[..2], 5, 2).unwrap();
        assert_eq!(again.rounds[..2], d.rounds[..2]);
    }

    /// C16: a withdrawal after round 2 keeps rounds 1 and 2 and re-draws
    /// 3 to 5 without the player; 19 players sit 5+5+5+4 (C13).
    #[test]
    fn a_withdrawal_redraws_only_the_rounds_after() {
        let mut e = names(20);
        let first = draw_rounds(&e, &[], 5, 3).unwrap();
        e[4].until = Round::new(2);
        let again = draw_rounds(&e, &first.rounds[..2], 5, 4).unwrap();
        assert_eq!(again.rounds[..2], first.rounds[..2]);
        for r in &again.rounds[2..] {
            assert!(r.iter().flatten().all(|p| p != "P05"));
            let mut sizes: Vec<usize> = r.iter().map(Vec::len).collect();
            sizes.sort_unstable();
            assert_eq!(sizes, [4, 5, 5, 5]);
        }
        // A late registration for round 4: in rounds 4 and 5 only.
        e.push(Entrant { from: Round::new(4).unwrap(), ..Entrant::new("Laat") });
        let late = draw_rounds(&e, &again.rounds[..3], 5, 5).unwrap();
        let seated = |r: usize| late.rounds[r].iter().flatten().any(|p| p == "Laat");
        assert_eq!((seated(2), seated(3), seated(4)), (false, true, true));
    }

    /// C1 and C12 with a penalty: a 4-table 100, 50, 0, -150 under
    /// `mcr-toernooi` gives 4, 2, 1, 0; a penalty of 60 on the second
    /// (50 - 60 = -10) drops them below the third (0): 4, 1, 2, 0.
    #[test]
    fn a_penalty_counts_in_the_places_of_its_round() {
        let round_1 = || {
            vec![Evening { date: "2026-12-05-r01".parse().unwrap(), tables: vec![table(&[("A", 100), ("B", 50), ("C", 0), ("D", -150)])] }]
        };
        let round_of = |e: &Evening| e.date.round();
        let pen = [Penalty { player: "B".into(), round: Round::FIRST, points: 60, reason: "te laat".into() }];
        let mut evenings = round_1();
        assert!(apply_penalties(&mut evenings, &pen, round_of).is_empty());
        let st = standings(&Season { members: None, evenings }, &Reglement::MCR_TOERNOOI).unwrap();
        let got: Vec<(&str, Points, i64)> = st.standings.iter().map(|l| (l.player.as_str(), l.total, l.table_totals)).collect();
        let p = Points::from_integer;
        assert_eq!(got, [("A", p(4), 100), ("C", p(2), 0), ("B", p(1), -10), ("D", p(0), -150)]);
        // A penalty for a round without results waits for them.
        let later = [Penalty { round: Round::new(2).unwrap(), ..pen[0].clone() }];
        assert_eq!(apply_penalties(&mut round_1(), &later, round_of), later);
    }

    #[test]
    fn ema_numbers_and_names_as_the_ema_file_wants_them() {
        assert!(check_ema("08010045").is_ok());
        for bad in ["0801004", "080100456", "08O10045", ""] {
            assert!(check_ema(bad).is_err(), "{bad}");
        }
        // Issue 50: the tussenvoegsel goes with the last name, typed
        // either way; without one the last word is the last name.
        let split = |n: &str| split_name(n);
        let pair = |f: &str, l: &str| (f.to_string(), l.to_string());
        assert_eq!(split("Jan van der Berg"), pair("Jan", "van der Berg"));
        assert_eq!(split("Berg, Jan van der"), pair("Jan", "van der Berg"));
        assert_eq!(split("Ingrid de Groot"), pair("Ingrid", "de Groot"));
        assert_eq!(split("Groot, Ingrid de"), pair("Ingrid", "de Groot"));
        assert_eq!(split("Jan Willem Smit"), pair("Jan Willem", "Smit"));
        assert_eq!(split("Anna Maria in 't Veld"), pair("Anna Maria", "in 't Veld"));
        assert_eq!(split("Vries, Bep"), pair("Bep", "Vries"));
        assert_eq!(split("Ans"), pair("", "Ans"));
    }
}
