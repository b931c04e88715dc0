//! `{"tournament": {...}}` (issue 36): a tournament day's draw of every
//! round (C13-C16), its standings by its reglement (C12's `mcr-toernooi`
//! for MCR; the sum of the table totals otherwise), the referee's
//! penalties, and the rows of the EMA's result file (MERS). The same
//! object is the organiser's tournament file, read back on another phone.
//!
//! ```json
//! {"tournament": {"name": "Toernooi", "rules": "mcr", "rounds": 5, "seed": 7,
//!   "players": ["Ans", {"name": "Bep de Vries", "ema": "08010045", "country": "NED", "until": 2}],
//!   "draw": [[["Ans", "Bep de Vries", "Cor", "Dirk"], ...], ...],
//!   "results": [{"round": 1, "tables": [{"table": 1, "players": [...], "totals": [...]}]}],
//!   "penalties": [{"player": "Cor", "round": 3, "points": 10, "reason": "te laat"}]}}
//! ```
//! `draw` holds the rounds drawn so far, kept as they are; the engine draws
//! the rest with `seed` and answers every round.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

pub use super::season::meta::{
    check_meta, minutes_left, Clock, EntrantFull, EntrantIn, PenaltyIn, Problem, RoundStart, TournamentMeta, MAX_PENALTIES, MAX_PLAYERS,
    MAX_REASON, ROUND_MINUTES,
};
use super::season::meta::{cut, entrants, penalties};
use super::season::{
    check_date, evening_out, read_table, two_decimals, DrawnIn, EveningIn, ReglementIn, SeasonIn, SeatOut, TableIn, MAX_NAME,
};
use super::Answer;
use crate::competition::date::{round_of, Round};
use crate::competition::draw::RoundTables;
use crate::competition::stats::Statistics;
use crate::competition::tournament::{self, Entrant, MersRow, Penalty, MAX_ROUNDS};
use crate::competition::{points_text, standings, Reglement};
use crate::rules::Variant;

/// The tournament: its players, rounds, draw, results and penalties.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct TournamentIn {
    /// The tournament's name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The day, `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// The rule set of its games.
    #[serde(default)]
    pub rules: Variant,
    /// A preset's id or a club's own reglement; default `mcr-toernooi`
    /// (C12) for MCR, else the sum of the table totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reglement: Option<ReglementIn>,
    /// How many rounds.
    pub rounds: usize,
    /// The players registered.
    pub players: Vec<EntrantIn>,
    /// The seed the rounds not yet drawn are drawn with (C15).
    #[serde(default)]
    pub seed: u64,
    /// The rounds drawn so far (each round's tables, East first), kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub draw: Vec<RoundTables>,
    /// The results, by round.
    #[serde(default, deserialize_with = "super::object::many", skip_serializing_if = "Vec::is_empty")]
    pub results: Vec<RoundIn>,
    /// The referee's penalties.
    #[serde(default, deserialize_with = "super::object::many", skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyIn>,
    /// The organiser's secret the tables' keys are made from (the app's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// What the EMA's file needs beyond name and day (issue 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ema: Option<super::ema::EmaInfo>,
    /// The round clock (issue 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
}

/// One round's results.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct RoundIn {
    /// The round, from 1.
    pub round: usize,
    /// Its tables' results, typed or as games, each with its table's number.
    #[serde(deserialize_with = "super::object::many")]
    pub tables: Vec<TableIn>,
}

/// The default reglement of a tournament: C12 (`mcr-toernooi`) for MCR,
/// else the sum of the table totals ("totalen"), as Dutch tournaments rank.
pub fn default_reglement(rules: Variant) -> ReglementIn {
    if rules == Variant::Mcr {
        ReglementIn::Preset("mcr-toernooi".into())
    } else {
        ReglementIn::Custom(Box::new(super::season::CustomIn { id: Some("totalen".into()), ..Default::default() }))
    }
}

/// A tournament as the organiser's season of rounds (issue 36): round `r`
/// is the evening `date-rNN` with its players, its draw and its results.
/// The draw is `draw`'s (every round); `date` is the day.
pub fn to_season(t: &TournamentIn, draw: &[RoundTables], date: crate::competition::date::Date) -> SeasonIn {
    let entrants: Vec<Entrant> = t.players.iter().map(EntrantIn::entrant).collect();
    let evenings = Round::upto(t.rounds)
        .map(|r| EveningIn {
            date: date.with_round(r).to_string(),
            id: None,
            present: tournament::players_of(&entrants, r),
            draw: draw.get(r.index()).map(|tables| DrawnIn { seed: t.seed, tables: tables.clone() }),
            cards_out: Vec::new(),
            tables: t.results.iter().filter(|x| x.round == r.number()).flat_map(|x| x.tables.clone()).collect(),
            waiting: Vec::new(),
            removed: Vec::new(),
        })
        .collect();
    SeasonIn {
        name: t.name.clone(),
        rules: t.rules,
        reglement: t.reglement.clone().unwrap_or_else(|| default_reglement(t.rules)),
        members: None,
        inactive: Vec::new(),
        secret: t.secret.clone(),
        evenings,
        tournament: Some(TournamentMeta {
            rounds: t.rounds,
            players: t.players.clone(),
            seed: t.seed,
            penalties: t.penalties.clone(),
            ema: t.ema.clone(),
            clock: t.clock.clone(),
        }),
        log: Vec::new(),
    }
}

/// The tournament line of a season of rounds: its players and penalties,
/// each round's draw (the rounds drawn, in order) and results. `None` for
/// a season that is no tournament.
pub fn from_season(s: &SeasonIn) -> Option<TournamentIn> {
    let m = s.tournament.as_ref()?;
    let rounds: Vec<(Round, &EveningIn)> = s.evenings.iter().filter_map(|e| Some((round_of(&e.date)?, e))).collect();
    let evening = |r: Round| rounds.iter().find(|(n, _)| *n == r).map(|(_, e)| *e);
    let draw = Round::upto(m.rounds).map_while(|r| evening(r).and_then(|e| e.draw.as_ref()).map(|d| d.tables.clone())).collect();
    let results = Round::upto(m.rounds)
        .filter_map(|r| evening(r).filter(|e| !e.tables.is_empty()).map(|e| RoundIn { round: r.number(), tables: e.tables.clone() }))
        .collect();
    let date = rounds.iter().filter_map(|(_, e)| e.date.get(..10)).min().map(str::to_string);
    Some(TournamentIn {
        name: s.name.clone(),
        date,
        rules: s.rules,
        reglement: Some(s.reglement.clone()),
        rounds: m.rounds,
        players: m.players.clone(),
        seed: m.seed,
        draw,
        results,
        penalties: m.penalties.clone(),
        secret: None,
        ema: m.ema.clone(),
        clock: m.clock.clone(),
    })
}

/// Why a tournament-season's players cannot change so.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ChangeError {
    /// The season is no tournament.
    #[error("the season is no tournament")]
    NotTournament,
    /// No such player.
    #[error("{name} is not registered")]
    Unknown {
        /// The name.
        name: String,
    },
    /// A name that is registered already.
    #[error("{name} is registered already")]
    Taken {
        /// The name.
        name: String,
    },
    /// Withdrawn already.
    #[error("{name} has withdrawn already")]
    Withdrawn {
        /// The name.
        name: String,
    },
    /// Every round has started: nothing to draw again.
    #[error("every round has started (C16: a started round stays)")]
    AllStarted,
    /// A country ISO does not know (issue 50).
    #[error("{given:?} is no country (ISO 3166, e.g. NL)")]
    Country {
        /// As given.
        given: String,
    },
    /// Days out of range.
    #[error("a tournament has 1 to 7 days, not {days}")]
    Days {
        /// As given.
        days: usize,
    },
    /// Not withdrawn: nothing to take back.
    #[error("{name} has not withdrawn")]
    NotWithdrawn {
        /// The name.
        name: String,
    },
    /// A round after the withdrawal has started without the player.
    #[error("{name} withdrew after round {after}; round {started} has started without them")]
    PlayedWithout {
        /// The name.
        name: String,
        /// The last round played.
        after: usize,
        /// The last round started.
        started: usize,
    },
    /// A round that is not drawn (or not in the tournament).
    #[error("round {round} is not drawn")]
    NoRound {
        /// The round.
        round: usize,
    },
    /// A round's length out of range.
    #[error("a round lasts 10 to 300 minutes, not {minutes}")]
    Minutes {
        /// As given.
        minutes: u32,
    },
    /// The rounds left cannot be drawn.
    #[error(transparent)]
    Draw(#[from] crate::competition::draw::DrawError),
}

/// The rounds of a tournament-season that have started (C20: a card
/// handed out or a result in): 1 to the number returned (0: none). A
/// later round that started makes every round before it started too.
pub fn last_started(s: &SeasonIn) -> usize {
    s.evenings.iter().filter(|e| !e.started().is_empty()).filter_map(|e| round_of(&e.date)).map(Round::number).max().unwrap_or(0)
}

/// C16 for a tournament: the rounds started stay as they are; every round
/// after them is drawn again for its players (C14: no repeat meeting
/// where one can be avoided, the rounds before as history), with `seed`.
/// Returns the first round drawn again.
pub fn redraw_rest(s: &mut SeasonIn, seed: u64) -> Result<usize, ChangeError> {
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    let entrants = m.entrants();
    let rounds = m.rounds;
    m.seed = seed;
    let first = last_started(s) + 1;
    if first > rounds {
        return Err(ChangeError::AllStarted);
    }
    let round_date = |e: &EveningIn| round_of(&e.date);
    let mut kept: Vec<RoundTables> = Vec::new();
    for r in Round::upto(first - 1) {
        let e = s.evenings.iter().find(|e| round_date(e) == Some(r));
        kept.push(e.and_then(|e| e.draw.as_ref()).map(|d| d.tables.clone()).unwrap_or_default());
    }
    let drawn = tournament::draw_rounds(&entrants, &kept, rounds, seed)?;
    for e in &mut s.evenings {
        let Some(r) = round_date(e).filter(|r| (first..=rounds).contains(&r.number())) else { continue };
        e.present = tournament::players_of(&entrants, r);
        e.draw = Some(DrawnIn { seed, tables: drawn.rounds[r.index()].clone() });
        e.cards_out.clear();
    }
    Ok(first)
}

/// A player withdraws (teruggetrokken) after the last round started; the
/// rounds after are drawn again without them (C16).
pub fn withdraw(s: &mut SeasonIn, name: &str, seed: u64) -> Result<usize, ChangeError> {
    let after = last_started(s);
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    let entry = m.players.iter_mut().find(|p| p.entrant().name == name).ok_or_else(|| ChangeError::Unknown { name: name.into() })?;
    let mut e = entry.entrant();
    if e.until.is_some_and(|u| u.number() <= after) || after >= m.rounds {
        return Err(if after >= m.rounds { ChangeError::AllStarted } else { ChangeError::Withdrawn { name: name.into() } });
    }
    if after == 0 {
        // Before the first round: off the list.
        m.players.retain(|p| p.entrant().name != name);
    } else {
        e.until = Round::new(after);
        *entry = EntrantIn::of(&e);
    }
    redraw_rest(s, seed)
}

/// A late registration plays from the first round not started; those
/// rounds are drawn again with them (C16).
pub fn late_entry(s: &mut SeasonIn, mut entrant: Entrant, seed: u64) -> Result<usize, ChangeError> {
    let from = last_started(s) + 1;
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    if from > m.rounds {
        return Err(ChangeError::AllStarted);
    }
    if m.players.iter().any(|p| p.entrant().name == entrant.name) {
        return Err(ChangeError::Taken { name: entrant.name });
    }
    entrant.from = Round::new(from).ok_or(ChangeError::AllStarted)?;
    entrant.country = nationality(entrant.country)?;
    m.players.push(EntrantIn::of(&entrant));
    redraw_rest(s, seed)
}

/// A nationality as the EMA's file takes it: ISO alpha-2 (issue 50).
fn nationality(given: Option<String>) -> Result<Option<String>, ChangeError> {
    match given.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        None => Ok(None),
        Some(c) => super::country::alpha2(c).map(|a| Some(a.to_string())).ok_or_else(|| ChangeError::Country { given: cut(c) }),
    }
}

/// A player's EMA number and nationality, as the director corrects them
/// (issue 50); the rounds played stay.
pub fn register(s: &mut SeasonIn, name: &str, ema: Option<String>, country: Option<String>) -> Result<(), ChangeError> {
    let country = nationality(country)?;
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    let entry = m.players.iter_mut().find(|p| p.entrant().name == name).ok_or_else(|| ChangeError::Unknown { name: name.into() })?;
    let ema = ema.map(|e| e.trim().to_string()).filter(|e| !e.is_empty());
    *entry = EntrantIn::of(&Entrant { ema, country, ..entry.entrant() });
    Ok(())
}

/// Where and how long the tournament is, for the EMA (issue 50).
pub fn set_ema_info(s: &mut SeasonIn, mut info: super::ema::EmaInfo) -> Result<(), ChangeError> {
    info.country = nationality(info.country)?;
    info.city = info.city.trim().chars().take(MAX_NAME).collect();
    if let Some(days) = info.days.filter(|d| !(1..=super::ema::MAX_DAYS).contains(d)) {
        return Err(ChangeError::Days { days });
    }
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    m.ema = (info != super::ema::EmaInfo::default()).then_some(info);
    Ok(())
}

/// A withdrawal taken back (issue 50) while no round after it has
/// started: the player plays the rounds not started, drawn again (C16).
pub fn reinstate(s: &mut SeasonIn, name: &str, seed: u64) -> Result<usize, ChangeError> {
    let started = last_started(s);
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    let entry = m.players.iter_mut().find(|p| p.entrant().name == name).ok_or_else(|| ChangeError::Unknown { name: name.into() })?;
    let e = entry.entrant();
    let Some(after) = e.until.map(Round::number) else { return Err(ChangeError::NotWithdrawn { name: name.into() }) };
    if started > after {
        return Err(ChangeError::PlayedWithout { name: name.into(), after, started });
    }
    *entry = EntrantIn::of(&Entrant { until: None, ..e });
    redraw_rest(s, seed)
}

/// The round clock (issue 50): a round starts at `at` (ms since 1970, the
/// director's phone), which hands out its cards (C20: it has started).
/// A start time, not a timer, so a reload shows the same time left.
pub fn start_round(s: &mut SeasonIn, round: usize, at: u64) -> Result<(), ChangeError> {
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    let e = s.evenings.iter_mut().find(|e| round_of(&e.date).map(Round::number) == Some(round));
    let Some(e) = e.filter(|e| e.draw.is_some()) else { return Err(ChangeError::NoRound { round }) };
    let drawn = e.draw.as_ref().map_or(0, |d| d.tables.len() as u32);
    e.cards_out = (1..=drawn).collect();
    let clock = m.clock.get_or_insert_with(Clock::default);
    clock.starts.retain(|x| x.round != round);
    clock.starts.push(RoundStart { round, at });
    clock.starts.sort_by_key(|x| x.round);
    Ok(())
}

/// How long a round lasts, in minutes (issue 50).
pub fn round_length(s: &mut SeasonIn, minutes: u32) -> Result<(), ChangeError> {
    if !(10..=300).contains(&minutes) {
        return Err(ChangeError::Minutes { minutes });
    }
    let m = s.tournament.as_mut().ok_or(ChangeError::NotTournament)?;
    m.clock.get_or_insert_with(Clock::default).minutes = Some(minutes);
    Ok(())
}

/// The answer.
#[derive(Serialize, Debug)]
pub struct TournamentOut {
    /// Always true.
    pub valid: bool,
    /// The reglement's id.
    pub reglement: String,
    /// Every round's tables, the kept ones and those drawn now.
    pub draw: DrawOut,
    /// Ranked, best first.
    pub standings: Vec<StandingOut>,
    /// Every round: its tables' results, and those still playing.
    pub rounds: Vec<RoundOut>,
    /// Penalties of rounds whose player's result is not in yet.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub waiting_penalties: Vec<PenaltyIn>,
    /// Every penalty with its reason, in the order given (issue 50).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyIn>,
    /// The round being played: the first not complete (the last when
    /// all are).
    pub current: usize,
    /// A round's length in minutes (the clock, issue 50).
    pub minutes: u32,
    /// The EMA's result file's rows (MERS), in the standings' order.
    pub mers: Vec<MersOut>,
    /// The EMA's files, where every row is ready (issue 50).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ema: Option<super::ema::EmaFile>,
    /// Else what is missing, each naming its row.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ema_problems: Vec<String>,
    /// The same, for the app to word.
    #[serde(skip)]
    pub ema_check: Vec<super::ema::EmaProblem>,
}

/// The tournament's draw.
#[derive(Serialize, Debug)]
pub struct DrawOut {
    /// The seed of the rounds drawn now (C15).
    pub seed: u64,
    /// `"affine plane"`, `"search"`, or `"kept"`.
    pub method: &'static str,
    /// Every meeting of a pair beyond its first, over all rounds.
    pub repeats: usize,
    /// The most times any pair meets.
    pub max_meetings: u32,
    /// The most times a player sits in one wind (C22).
    pub max_winds: u32,
    /// Each round's tables, East first; numbered from 1 in this order.
    pub rounds: Vec<RoundTables>,
}

/// A player's line of the standings.
#[derive(Serialize, Debug)]
pub struct StandingOut {
    /// The player.
    pub player: String,
    /// From 1; equal players share it.
    pub rank: usize,
    /// The tournament's points (table points, or the sum of the totals).
    pub points: f64,
    /// The same as clubs write them ("8,5").
    pub points_text: String,
    /// The sum of the table totals, penalties taken off (C12's tie-break).
    pub score: i64,
    /// Rounds with a result.
    pub rounds: usize,
    /// Penalty points taken off.
    pub penalties: i64,
    /// Withdrew before the last round.
    pub withdrawn: bool,
}

/// One table of a round.
#[derive(Serialize, Debug)]
pub struct TableOut {
    /// Its number in the round's draw.
    pub table: usize,
    /// Did not finish.
    pub unfinished: bool,
    /// The seats, placed.
    pub seats: Vec<SeatOut>,
}

/// One round.
#[derive(Serialize, Debug)]
pub struct RoundOut {
    /// From 1.
    pub round: usize,
    /// Every drawn table has its result.
    pub complete: bool,
    /// The drawn tables without a result yet.
    pub playing: Vec<usize>,
    /// The results in.
    pub tables: Vec<TableOut>,
    /// When its clock started (ms since 1970), if it did (issue 50).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started_at: Option<u64>,
    /// Its clock started or a result is in: its tables are playing.
    pub started: bool,
}

/// A row of the EMA's result file.
#[derive(Serialize, Debug)]
pub struct MersOut {
    /// Place.
    pub place: usize,
    /// EMA number.
    pub ema: String,
    /// Last name.
    pub last_name: String,
    /// First name.
    pub first_name: String,
    /// Country.
    pub country: String,
    /// Table points (the tournament's points).
    pub table_points: f64,
    /// Score: the sum of the table totals.
    pub score: i64,
}

impl From<&MersRow> for MersOut {
    fn from(r: &MersRow) -> MersOut {
        MersOut {
            place: r.place,
            ema: r.ema.clone(),
            last_name: r.last_name.clone(),
            first_name: r.first_name.clone(),
            // ISO alpha-2 where the registration names a country (issue 50).
            country: super::country::alpha2(&r.country).map_or_else(|| r.country.clone(), str::to_string),
            table_points: two_decimals(r.points),
            score: r.score,
        }
    }
}

/// The tournament's reglement: as given, else C12 for MCR and the table
/// totals for the Dutch rule sets (what their tournaments rank by).
pub fn reglement(t: &TournamentIn) -> Result<Reglement, Problem> {
    let given = t.reglement.clone().unwrap_or_else(|| default_reglement(t.rules));
    given.resolve().map_err(|p| Problem::Reglement(p.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")))
}

/// The kept rounds, checked: each seats exactly the round's players once,
/// at tables of 3 to 5.
fn check_draw(t: &TournamentIn, entrants: &[Entrant], problems: &mut Vec<Problem>) {
    if t.draw.len() > t.rounds {
        problems.push(Problem::DrawnRounds { drawn: t.draw.len(), rounds: t.rounds });
        return;
    }
    for (r, tables) in Round::upto(t.draw.len()).zip(&t.draw) {
        let round = r.number();
        if let Some(bad) = tables.iter().find(|t| !(3..=5).contains(&t.len())) {
            problems.push(Problem::DrawnSize { round, players: bad.len() });
        }
        let mut seated = BTreeSet::new();
        let plays: BTreeSet<String> = tournament::players_of(entrants, r).into_iter().collect();
        for p in tables.iter().flatten() {
            if !plays.contains(p) || !seated.insert(p.as_str()) {
                problems.push(Problem::Seated { round, player: cut(p) });
            }
        }
        if let Some(p) = plays.iter().find(|p| !seated.contains(p.as_str())) {
            problems.push(Problem::Unseated { round, player: p.clone() });
        }
    }
}

/// The tournament read: its entrants, all rounds drawn, each round's
/// tables with their numbers, and the penalties; or every problem.
pub struct Read {
    /// The reglement.
    pub reglement: Reglement,
    /// The players.
    pub entrants: Vec<Entrant>,
    /// Every round drawn.
    pub draw: tournament::TournamentDraw,
    /// Each round's results, every table with its number (from 1; a
    /// table given without one is the drawn table of its players), in
    /// table order; rounds without a result are left out.
    pub results: Vec<RoundIn>,
    /// The penalties.
    pub penalties: Vec<Penalty>,
}

/// Reads and checks a tournament, drawing the rounds not drawn yet.
pub fn read(t: &TournamentIn) -> Result<Read, Vec<Problem>> {
    let mut p = Vec::new();
    if !(1..=MAX_ROUNDS).contains(&t.rounds) {
        return Err(vec![Problem::Rounds { rounds: t.rounds }]);
    }
    if t.name.chars().count() > MAX_NAME {
        p.push(Problem::TournamentName);
    }
    if let Some(Err(e)) = t.date.as_deref().map(check_date) {
        p.push(e.into());
    }
    let reglement = reglement(t).map_err(|e| p.push(e)).ok();
    let entrants = entrants(&t.players, t.rounds, &mut p);
    if !p.is_empty() {
        return Err(p);
    }
    for round in Round::upto(t.rounds) {
        let players = tournament::players_of(&entrants, round).len();
        if players < 3 {
            p.push(Problem::RoundTooFew { round: round.number(), players });
        }
    }
    check_draw(t, &entrants, &mut p);
    if !p.is_empty() {
        return Err(p);
    }
    let draw = tournament::draw_rounds(&entrants, &t.draw, t.rounds, t.seed).map_err(|e| vec![Problem::Draw(e.to_string())])?;
    let mut results: Vec<Vec<(usize, TableIn)>> = vec![Vec::new(); t.rounds];
    let mut given = BTreeSet::new();
    let mut stats = Statistics::default();
    for r in &t.results {
        if !(1..=t.rounds).contains(&r.round) {
            p.push(Problem::NotDrawn { round: r.round });
            continue;
        }
        if !given.insert(r.round) {
            p.push(Problem::RoundTwice { round: r.round });
            continue;
        }
        let drawn = &draw.rounds[r.round - 1];
        for (k, tin) in r.tables.iter().enumerate() {
            let mut names = tin.names();
            crate::order::sort(&mut names);
            let number = match tin.table {
                Some(n) => n as usize,
                None => drawn.iter().position(|d| d.contains(names.first().unwrap_or(&String::new()))).map_or(k + 1, |i| i + 1),
            };
            let same = drawn.get(number.wrapping_sub(1)).is_some_and(|d| {
                let mut d = d.clone();
                crate::order::sort(&mut d);
                d == names
            });
            if !same {
                p.push(Problem::WrongTable { round: r.round, table: number });
                continue;
            }
            if results[r.round - 1].iter().any(|(n, _)| *n == number) {
                p.push(Problem::TableTwice { round: r.round, table: number });
                continue;
            }
            match read_table(tin, t.rules, &mut stats) {
                Ok(_) => results[r.round - 1].push((number, TableIn { table: Some(number as u32), ..tin.clone() })),
                Err(problem) => p.push(Problem::Table { round: r.round, table: number, problem }),
            }
        }
    }
    let penalties = penalties(&t.penalties, t.rounds, &entrants, &mut p);
    if !p.is_empty() {
        return Err(p);
    }
    let results = results
        .into_iter()
        .zip(1..)
        .filter(|(tables, _)| !tables.is_empty())
        .map(|(mut tables, round)| {
            crate::order::sort_by_key(&mut tables, |(n, _)| *n);
            RoundIn { round, tables: tables.into_iter().map(|(_, t)| t).collect() }
        })
        .collect();
    Ok(Read { reglement: reglement.expect("no problem, so a reglement"), entrants, draw, results, penalties })
}

/// The day of a tournament without a date: its rounds are still the
/// evenings of one day, in order (no date is shown for a round).
const UNDATED: &str = "2000-01-01";

/// Answers a tournament line. One route (issue 48): the tournament is
/// the season of its rounds ([`to_season`]), read and ranked as the
/// organiser's season is ([`super::season`]), so the standings screen,
/// the big screen and this line agree.
pub fn answer(t: &TournamentIn) -> Answer {
    let read = match read(t) {
        Ok(r) => r,
        Err(problems) => return every_problem(&problems),
    };
    let day = t.date.as_deref().unwrap_or(UNDATED).parse().unwrap_or_else(|_| UNDATED.parse().expect("a day"));
    let numbered = TournamentIn { results: read.results.clone(), ..t.clone() };
    let s = to_season(&numbered, &read.draw.rounds, day);
    let (season, waiting) = match super::season::read_season(&s, &mut Statistics::default()) {
        Ok(x) => x,
        Err(e) => return Answer::error("bad_input", e.to_string()),
    };
    let st = match standings(&season, &read.reglement) {
        Ok(st) => st,
        Err(e) => return Answer::error("bad_input", e.to_string()),
    };
    let mut taken: BTreeMap<&str, i64> = BTreeMap::new();
    for pen in read.penalties.iter().filter(|p| !waiting.contains(p)) {
        *taken.entry(pen.player.as_str()).or_default() += pen.points;
    }
    let standings: Vec<StandingOut> = st
        .standings
        .iter()
        .map(|l| StandingOut {
            player: l.player.clone(),
            rank: l.rank,
            points: two_decimals(l.total),
            points_text: points_text(l.total),
            score: l.table_totals,
            rounds: l.played.len(),
            penalties: taken.get(l.player.as_str()).copied().unwrap_or(0),
            withdrawn: read.entrants.iter().any(|e| e.name == l.player && e.until.is_some_and(|u| u.number() < t.rounds)),
        })
        .collect();
    let rounds: Vec<RoundOut> = Round::upto(t.rounds)
        .map(|r| {
            // The round's evening, its tables in table order (as read).
            let numbers: Vec<usize> = read
                .results
                .iter()
                .filter(|x| x.round == r.number())
                .flat_map(|x| &x.tables)
                .filter_map(|x| x.table)
                .map(|n| n as usize)
                .collect();
            let evening = st.evenings.iter().find(|e| e.date.round() == Some(r)).map(|e| evening_out(e, false));
            let tables: Vec<TableOut> = evening
                .map(|e| {
                    e.tables
                        .into_iter()
                        .zip(&numbers)
                        .map(|(x, &n)| TableOut { table: n, unfinished: x.unfinished, seats: x.seats })
                        .collect()
                })
                .unwrap_or_default();
            let playing: Vec<usize> = (1..=read.draw.rounds[r.index()].len()).filter(|n| !numbers.contains(n)).collect();
            let started_at = t.clock.as_ref().and_then(|c| c.started(r.number()));
            let started = started_at.is_some() || !tables.is_empty();
            RoundOut { round: r.number(), complete: playing.is_empty(), playing, tables, started_at, started }
        })
        .collect();
    let mers = tournament::mers_rows(&st, &read.entrants).iter().map(MersOut::from).collect();
    let playing: Vec<(usize, usize)> = rounds.iter().map(|r| (r.round, r.playing.len())).collect();
    let current = rounds.iter().find(|r| !r.complete).map_or(t.rounds, |r| r.round);
    let input = super::ema::EmaInput {
        name: &t.name,
        date: t.date.as_deref(),
        rules: t.rules,
        info: t.ema.as_ref(),
        entrants: &read.entrants,
        standings: standings.iter().map(|s| (s.rank, s.player.as_str(), s.points, s.score)).collect(),
        playing,
    };
    let (ema, ema_check) = match super::ema::ema_file(&input) {
        Ok(f) => (Some(f), Vec::new()),
        Err(p) => (None, p),
    };
    Answer::Tournament(Box::new(TournamentOut {
        valid: true,
        reglement: read.reglement.id.to_string(),
        draw: DrawOut {
            seed: read.draw.seed,
            method: read.draw.method,
            repeats: read.draw.meetings.repeats,
            max_meetings: read.draw.meetings.most,
            max_winds: read.draw.winds_most,
            rounds: read.draw.rounds,
        },
        standings,
        rounds,
        penalties: t.penalties.clone(),
        current,
        minutes: t.clock.as_ref().map_or(ROUND_MINUTES, Clock::minutes),
        waiting_penalties: waiting
            .into_iter()
            .map(|p| PenaltyIn { player: p.player, round: p.round.number(), points: p.points, reason: p.reason })
            .collect(),
        mers,
        ema,
        ema_problems: ema_check.iter().map(ToString::to_string).collect(),
        ema_check,
    }))
}

/// Every problem: the first in the message, each in `errors`.
fn every_problem(problems: &[Problem]) -> Answer {
    let items = problems.iter().map(|m| super::ErrorItem { code: "bad_input", message: super::bounded(m.to_string()) }).collect();
    let mut answer = Answer::error("bad_input", problems.first().map(ToString::to_string).unwrap_or_default());
    if let Answer::Invalid(i) = &mut answer {
        i.error.errors = items;
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::super::process_line;
    use serde_json::Value;

    fn line(extra: &str) -> Value {
        let players = r#"["A","B","C","D",{"name":"Eva van Dam","ema":"08010045","country":"NED"},"F","G","H"]"#;
        let draw = r#"[[["A","B","C","D"],["Eva van Dam","F","G","H"]],[["A","Eva van Dam","C","G"],["B","F","D","H"]]]"#;
        let text = format!(r#"{{"tournament":{{"rules":"mcr","rounds":2,"players":{players},"draw":{draw}{extra}}}}}"#);
        serde_json::from_str(&process_line(&text)).unwrap()
    }

    const RESULTS: &str = r#","results":[
        {"round":1,"tables":[{"table":1,"players":["A","B","C","D"],"totals":[40,10,-20,-30]},
                             {"table":2,"players":["Eva van Dam","F","G","H"],"totals":[25,25,-10,-40]}]},
        {"round":2,"tables":[{"table":1,"players":["A","Eva van Dam","C","G"],"totals":[-10,30,0,-20]},
                             {"table":2,"players":["B","F","D","H"],"totals":[50,-30,-10,-10]}]}],
        "penalties":[{"player":"Eva van Dam","round":2,"points":10,"reason":"te laat"}]"#;

    /// C12 (`mcr-toernooi`, MCR's default) over two rounds, with a penalty
    /// (C1: MCR's total includes it). Round 1: A 40, B 10, C -20, D -30
    /// gives 4, 2, 1, 0; Eva and F share places 1-2 at 25: (4 + 2) / 2 = 3
    /// each, G 1, H 0. Round 2: Eva 30 - 10 = 20 is first: 4, C 0: 2,
    /// A -10: 1, G -20: 0; B 50: 4, D and H share 2-3 at -10: 1.5 each, F 0.
    /// Points (score): Eva 7 (25 + 20 = 45), B 6 (60), A 5 (30), F 3 (-5)
    /// above C 3 (-20) by the score, D 1.5 (-40) above H 1.5 (-50), G 1 (-30).
    #[test]
    fn standings_by_table_points_with_a_penalty() {
        let v = line(RESULTS);
        assert_eq!(v["valid"], true, "{v}");
        let got: Vec<(String, f64, i64, u64)> = v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["player"].as_str().unwrap().into(),
                    s["points"].as_f64().unwrap(),
                    s["score"].as_i64().unwrap(),
                    s["rank"].as_u64().unwrap(),
                )
            })
            .collect();
        let want = [
            ("Eva van Dam", 7.0, 45, 1),
            ("B", 6.0, 60, 2),
            ("A", 5.0, 30, 3),
            ("F", 3.0, -5, 4),
            ("C", 3.0, -20, 5),
            ("D", 1.5, -40, 6),
            ("H", 1.5, -50, 7),
            ("G", 1.0, -30, 8),
        ];
        assert_eq!(got, want.map(|(p, x, s, r)| (p.to_string(), x, s, r)));
        assert_eq!(v["standings"][0]["penalties"], 10);
        assert_eq!(v["standings"][5]["points_text"], "1,5");
        // The EMA's row: place, number, last name, first name, country
        // (registered "NED": ISO alpha-2 "NL", issue 50),
        // table points, score.
        let row = &v["mers"][0];
        assert_eq!(
            (&row["place"], &row["ema"], &row["last_name"], &row["first_name"], &row["country"], &row["table_points"], &row["score"]),
            (&1.into(), &"08010045".into(), &"van Dam".into(), &"Eva".into(), &"NL".into(), &7.0.into(), &45.into())
        );
        assert_eq!(v["rounds"][1]["complete"], true);
        assert_eq!(v["draw"]["method"], "kept");
    }

    /// Issue 36: a tournament is a season whose evenings are its rounds
    /// (`2026-12-05-r01`, ...): the season of the same results, penalty
    /// included, ranks as the tournament line does, and gives the line back.
    #[test]
    fn the_season_of_rounds_ranks_as_the_tournament_line() {
        let players = r#"["A","B","C","D",{"name":"Eva van Dam","ema":"08010045","country":"NED"},"F","G","H"]"#;
        let draw = r#"[[["A","B","C","D"],["Eva van Dam","F","G","H"]],[["A","Eva van Dam","C","G"],["B","F","D","H"]]]"#;
        let text = format!(r#"{{"rules":"mcr","rounds":2,"players":{players},"draw":{draw}{RESULTS}}}"#);
        let t: super::TournamentIn = serde_json::from_str(&text).unwrap();
        let season = super::to_season(&t, &t.draw, "2026-12-05".parse().unwrap());
        assert_eq!(season.evenings[1].date, "2026-12-05-r02");
        let a = serde_json::to_value(super::super::season::answer(&season)).unwrap();
        let b = serde_json::to_value(super::answer(&t)).unwrap();
        let rank = |v: &Value| -> Vec<(Value, Value, Value)> {
            v["standings"].as_array().unwrap().iter().map(|s| (s["player"].clone(), s["rank"].clone(), s["table_totals"].clone())).collect()
        };
        let points = |v: &Value, key: &str| -> Vec<Value> { v["standings"].as_array().unwrap().iter().map(|s| s[key].clone()).collect() };
        assert_eq!(points(&a, "total"), points(&b, "points"));
        assert_eq!(points(&a, "table_totals"), points(&b, "score"));
        assert_eq!(rank(&a).iter().map(|r| r.1.clone()).collect::<Vec<_>>(), points(&b, "rank"));
        let back = super::from_season(&season).unwrap();
        assert_eq!((back.draw, back.results, back.penalties), (t.draw, t.results, t.penalties));
    }

    /// Issue 48, one route: tables given out of order, one without its
    /// number (the drawn table of its players), keep their numbers in the
    /// round; a round not played yet lists every table as playing. Round 1
    /// under C12: table 1 A 40, B 10, C -20, D -30 gives 4, 2, 1, 0.
    #[test]
    fn a_round_keeps_its_table_numbers() {
        let v = line(
            r#","results":[{"round":1,"tables":[
                {"table":2,"players":["Eva van Dam","F","G","H"],"totals":[25,25,-10,-40]},
                {"players":["A","B","C","D"],"totals":[40,10,-20,-30]}]}]"#,
        );
        assert_eq!(v["valid"], true, "{v}");
        let r1 = &v["rounds"][0];
        assert_eq!((&r1["tables"][0]["table"], &r1["tables"][1]["table"], &r1["complete"]), (&1.into(), &2.into(), &true.into()));
        assert_eq!(r1["tables"][0]["seats"][0]["player"], "A");
        assert_eq!(r1["tables"][0]["seats"][0]["points"], 4.0);
        assert_eq!((&v["rounds"][1]["playing"], &v["rounds"][1]["tables"]), (&serde_json::json!([1, 2]), &serde_json::json!([])));
    }

    /// C16 and C20 on a tournament-season: with round 1's card handed out,
    /// H's withdrawal keeps round 1 and draws round 2 again for the 7
    /// left (4 + 3, C13); a late entry then plays round 2 (8: 4 + 4).
    #[test]
    fn withdraw_and_late_entry_redraw_the_rounds_not_started() {
        use crate::competition::tournament::Entrant;
        let t: super::TournamentIn = serde_json::from_str(r#"{"rounds":2,"players":["A","B","C","D","E","F","G","H"]}"#).unwrap();
        let d =
            crate::competition::tournament::draw_rounds(&t.players.iter().map(super::EntrantIn::entrant).collect::<Vec<_>>(), &[], 2, 1)
                .unwrap();
        let mut s = super::to_season(&t, &d.rounds, "2026-12-05".parse().unwrap());
        assert_eq!(super::last_started(&s), 0);
        s.evenings[0].cards_out.push(1);
        let round1 = s.evenings[0].draw.clone();
        assert_eq!(super::withdraw(&mut s, "H", 5), Ok(2));
        assert_eq!(s.evenings[0].draw, round1, "round 1 started: kept");
        let sizes = |s: &super::SeasonIn| {
            let mut v: Vec<usize> = s.evenings[1].draw.as_ref().unwrap().tables.iter().map(Vec::len).collect();
            v.sort_unstable();
            v
        };
        assert_eq!(sizes(&s), [3, 4]);
        assert!(!s.evenings[1].present.contains(&"H".to_string()));
        assert_eq!(super::withdraw(&mut s, "H", 6), Err(super::ChangeError::Withdrawn { name: "H".into() }));
        assert_eq!(super::late_entry(&mut s, Entrant::new("Ina"), 7), Ok(2));
        assert_eq!(sizes(&s), [4, 4]);
        assert!(super::super::season::check(&s).is_ok());
        let line = super::from_season(&s).unwrap();
        assert!(super::read(&line).is_ok(), "the tournament line of it reads");
    }

    /// A round still playing: round 2 has table 1 in, table 2 playing; a
    /// penalty of a player whose result is not in waits for it.
    #[test]
    fn a_round_in_progress_shows_what_is_playing() {
        let v = line(
            r#","results":[{"round":2,"tables":[{"table":1,"players":["A","Eva van Dam","C","G"],"totals":[-10,30,0,-20]}]}],
            "penalties":[{"player":"B","round":2,"points":5}]"#,
        );
        assert_eq!(v["rounds"][1]["playing"], serde_json::json!([2]));
        assert_eq!(v["rounds"][0]["playing"], serde_json::json!([1, 2]));
        assert_eq!(v["waiting_penalties"][0]["player"], "B");
        assert_eq!(v["standings"][0]["player"], "Eva van Dam");
    }

    /// C16: H withdraws after round 1; round 2 is drawn again for the 7
    /// left, at a 4- and a 3-table (C13: 7 = 4 + 3). A kept round 2 that
    /// still seats H is refused, naming the fix.
    #[test]
    fn a_withdrawal_redraws_and_a_stale_draw_is_refused() {
        let players = r#"["A","B","C","D","E","F","G",{"name":"H","until":1}]"#;
        let text =
            format!(r#"{{"tournament":{{"rounds":2,"seed":3,"players":{players},"draw":[[["A","B","C","D"],["E","F","G","H"]]]}}}}"#);
        let v: Value = serde_json::from_str(&process_line(&text)).unwrap();
        let round2 = v["draw"]["rounds"][1].as_array().unwrap();
        let mut sizes: Vec<usize> = round2.iter().map(|t| t.as_array().unwrap().len()).collect();
        sizes.sort_unstable();
        assert_eq!(sizes, [3, 4]);
        assert!(!round2.iter().flat_map(|t| t.as_array().unwrap()).any(|p| p == "H"));
        assert_eq!(v["reglement"], "totalen", "NTS: the sum of the totals");
        let stale = line(r#","players":[]"#);
        assert_eq!(stale["valid"], false);
        let text = format!(
            r#"{{"tournament":{{"rounds":2,"players":{players},"draw":[[["A","B","C","D"],["E","F","G","H"]],[["A","E","C","G"],["B","F","D","H"]]]}}}}"#
        );
        let out = process_line(&text);
        assert!(out.contains("round 2's draw seats H, who does not play it"), "{out}");
    }

    /// Every problem with the players at once; a result at the wrong table.
    #[test]
    fn bad_input_is_named() {
        let text = r#"{"tournament":{"rounds":2,"players":["A","B",{"name":"C","ema":"8010045"},{"name":"D","country":"nl"},"A"]}}"#;
        let out = process_line(text);
        for says in ["C: EMA number", "an EMA number has 8 digits", "a country is 2 or 3 capital letters", "A is registered twice"] {
            assert!(out.contains(says), "{says}: {out}");
        }
        for (extra, says) in [
            (
                r#","results":[{"round":1,"tables":[{"table":1,"players":["A","B","C","H"],"totals":[0,0,0,0]}]}]"#,
                "round 1, table 1: the players are not",
            ),
            (r#","results":[{"round":3,"tables":[]}]"#, "results for round 3, which is not drawn"),
            (r#","penalties":[{"player":"Z","round":1,"points":5}]"#, "a penalty for Z in round 1"),
            (r#","penalties":[{"player":"A","round":1,"points":0}]"#, "a penalty is 1 to"),
        ] {
            let v = line(extra);
            assert!(v["error"]["message"].as_str().unwrap().contains(says), "{extra}: {v}");
        }
        assert!(process_line(r#"{"tournament":{"rounds":0,"players":[]}}"#).contains("rounds is 1 to 20, not 0"));
    }
}
