//! What a season that is a tournament day keeps beside its evenings
//! (issue 36): the players as registered, the penalties, and every
//! problem a tournament's players or penalties can have (the tournament
//! line's too, `json::tournament`).

use serde::{Deserialize, Serialize};

use super::problem::check_name;
use crate::competition::date::Round;
use crate::competition::tournament::{check_ema, Entrant, Penalty, MAX_ROUNDS};
use crate::competition::typed::MAX_TOTAL;

/// The most players a tournament takes (as a draw does).
pub use crate::json::limits::MAX_PLAYERS;
pub use crate::json::limits::{MAX_PENALTIES, MAX_REASON};

/// A registered player: a name, or an object with the EMA's fields and
/// the rounds played (never an array, F13).
#[derive(Serialize, Clone, PartialEq, Debug)]
#[serde(untagged)]
pub enum EntrantIn {
    /// Just the name: every round.
    Name(String),
    /// With the details.
    Full(EntrantFull),
}

/// A registered player's details.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct EntrantFull {
    /// The name ("Jan van der Berg", or "Berg, Jan van der").
    pub name: String,
    /// The EMA number, 8 digits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ema: Option<String>,
    /// The country, 2 or 3 letters ("NED").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
    /// The first round played (a late registration).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<usize>,
    /// The last round played (withdrew after it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub until: Option<usize>,
}

impl<'de> Deserialize<'de> for EntrantIn {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = EntrantIn;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a player's name or an object {\"name\": ...}")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<EntrantIn, E> {
                Ok(EntrantIn::Name(s.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<EntrantIn, A::Error> {
                EntrantFull::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(EntrantIn::Full)
            }
        }
        d.deserialize_any(V)
    }
}

impl EntrantIn {
    /// As the file keeps it: just the name where nothing else is known.
    pub fn of(e: &Entrant) -> EntrantIn {
        if e.ema.is_none() && e.country.is_none() && e.from == Round::FIRST && e.until.is_none() {
            return EntrantIn::Name(e.name.clone());
        }
        EntrantIn::Full(EntrantFull {
            name: e.name.clone(),
            ema: e.ema.clone(),
            country: e.country.clone(),
            from: (e.from != Round::FIRST).then_some(e.from.number()),
            until: e.until.map(Round::number),
        })
    }

    /// The rounds as given: the first (1 when not given) and the last.
    fn rounds_given(&self) -> (usize, Option<usize>) {
        match self {
            EntrantIn::Name(_) => (1, None),
            EntrantIn::Full(f) => (f.from.unwrap_or(1), f.until),
        }
    }

    /// The engine's entrant. Rounds outside 1 to 99 are the tournament
    /// check's to report (`entrants()` reads the rounds as given); here
    /// they read as the nearest round.
    pub fn entrant(&self) -> Entrant {
        let round = |n: usize| Round::new(n).unwrap_or(if n == 0 { Round::FIRST } else { Round::LAST });
        let (from, until) = self.rounds_given();
        match self {
            EntrantIn::Name(n) => Entrant::new(n),
            EntrantIn::Full(f) => {
                Entrant { name: f.name.clone(), ema: f.ema.clone(), country: f.country.clone(), from: round(from), until: until.map(round) }
            }
        }
    }
}

/// A referee's penalty.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct PenaltyIn {
    /// Who.
    pub player: String,
    /// The round.
    pub round: usize,
    /// The points taken off (positive).
    pub points: i64,
    /// Why.
    #[serde(default)]
    pub reason: String,
}

/// What a season that is a tournament day keeps beside its evenings
/// (issue 36): the rounds, each an evening `YYYY-MM-DD-r01` with its draw;
/// the players as registered; the seed of the last draw; the penalties.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct TournamentMeta {
    /// How many rounds.
    pub rounds: usize,
    /// The players registered.
    pub players: Vec<EntrantIn>,
    /// The seed the rounds were last drawn with (C15).
    #[serde(default)]
    pub seed: u64,
    /// The referee's penalties.
    #[serde(default, deserialize_with = "crate::json::object::many", skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyIn>,
    /// What the EMA's file needs beyond name and day (issue 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ema: Option<crate::json::ema::EmaInfo>,
    /// The round clock (issue 50).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
}

/// The round clock as kept (issue 50).
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct Clock {
    /// A round's length in minutes (90 when not given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// When each round started.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub starts: Vec<RoundStart>,
}

/// The length of a round when none is set.
pub const ROUND_MINUTES: u32 = 90;

impl Clock {
    /// When `round` started, if it did.
    pub fn started(&self, round: usize) -> Option<u64> {
        self.starts.iter().find(|x| x.round == round).map(|x| x.at)
    }

    /// The round's length in minutes.
    pub fn minutes(&self) -> u32 {
        self.minutes.unwrap_or(ROUND_MINUTES)
    }

    /// Minutes left of `round` at `now` (ms), rounded up; 0 when over,
    /// `None` before it started.
    pub fn left(&self, round: usize, now: u64) -> Option<u64> {
        Some(minutes_left(self.started(round)?, self.minutes(), now))
    }
}

/// Minutes left of a round of `minutes` begun at `started` (ms), at `now`:
/// rounded up, 0 when over, never more than its length (a phone's clock
/// behind the one that started it). The one reckoning of the round clock.
pub fn minutes_left(started: u64, minutes: u32, now: u64) -> u64 {
    let end = started + u64::from(minutes) * 60_000;
    end.saturating_sub(now).div_ceil(60_000).min(u64::from(minutes))
}

/// A round's start.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(deny_unknown_fields)]
pub struct RoundStart {
    /// The round.
    pub round: usize,
    /// Ms since 1970.
    pub at: u64,
}

impl TournamentMeta {
    /// The engine's entrants.
    pub fn entrants(&self) -> Vec<Entrant> {
        self.players.iter().map(EntrantIn::entrant).collect()
    }
}

/// A tournament-season's players and penalties checked as a tournament
/// line's are; its penalties for the engine.
pub fn check_meta(m: &TournamentMeta) -> Result<Vec<Penalty>, Vec<Problem>> {
    if !(1..=MAX_ROUNDS).contains(&m.rounds) {
        return Err(vec![Problem::Rounds { rounds: m.rounds }]);
    }
    let mut p = Vec::new();
    let entrants = entrants(&m.players, m.rounds, &mut p);
    let penalties = penalties(&m.penalties, m.rounds, &entrants, &mut p);
    if p.is_empty() {
        Ok(penalties)
    } else {
        Err(p)
    }
}

/// The penalties checked: points, reason, and a player of that round.
pub(crate) fn penalties(list: &[PenaltyIn], rounds: usize, entrants: &[Entrant], p: &mut Vec<Problem>) -> Vec<Penalty> {
    if list.len() > MAX_PENALTIES {
        p.push(Problem::Penalties);
    }
    let mut out = Vec::new();
    for pen in list.iter().take(MAX_PENALTIES) {
        if !(1..=MAX_TOTAL).contains(&pen.points) {
            p.push(Problem::PenaltyPoints { points: pen.points });
        }
        if pen.reason.chars().count() > MAX_REASON {
            p.push(Problem::PenaltyReason);
        }
        let round = Round::new(pen.round).filter(|r| r.number() <= rounds);
        let Some(round) = round.filter(|&r| entrants.iter().any(|e| e.name == pen.player && e.plays(r))) else {
            p.push(Problem::PenaltyWho { player: cut(&pen.player), round: pen.round });
            continue;
        };
        out.push(Penalty { player: pen.player.clone(), round, points: pen.points, reason: pen.reason.clone() });
    }
    out
}

/// Why a tournament line has no answer: every problem found (the type
/// lives with the season's problems, which hold it).
pub use super::problem::TournamentProblem as Problem;

pub(crate) fn cut(s: &str) -> String {
    s.chars().take(40).collect()
}

/// The registered players, checked: every problem with them.
pub(crate) fn entrants(players: &[EntrantIn], rounds: usize, problems: &mut Vec<Problem>) -> Vec<Entrant> {
    if !(3..=MAX_PLAYERS).contains(&players.len()) {
        problems.push(Problem::Players { players: players.len() });
    }
    let mut seen = std::collections::BTreeSet::new();
    let out: Vec<Entrant> = players.iter().take(MAX_PLAYERS + 1).map(EntrantIn::entrant).collect();
    for (e, given) in out.iter().zip(players) {
        if check_name(&e.name).is_err() {
            problems.push(Problem::Name { name: cut(&e.name) });
        } else if !seen.insert(e.name.as_str()) {
            problems.push(Problem::Twice { name: e.name.clone() });
        }
        if let Some(source) = e.ema.as_deref().and_then(|id| check_ema(id).err()) {
            problems.push(Problem::Ema { name: e.name.clone(), source });
        }
        if let Some(c) = e.country.as_deref().filter(|c| !(2..=3).contains(&c.len()) || !c.bytes().all(|b| b.is_ascii_uppercase())) {
            problems.push(Problem::Country { name: e.name.clone(), country: cut(c) });
        }
        let (from, until) = given.rounds_given();
        let until = until.unwrap_or(rounds);
        if from < 1 || until < from || until > rounds {
            problems.push(Problem::Range { name: e.name.clone(), from, until, rounds });
        }
    }
    out
}
