//! What a season that is a tournament day keeps beside its evenings
//! (issue 36): the players as registered, the penalties, and every
//! problem a tournament's players or penalties can have (the tournament
//! line's too, `json::tournament`).

use serde::{Deserialize, Serialize};

use super::{check_name, TableProblem, MAX_NAME, MAX_TOTAL};
use crate::competition::tournament::{check_ema, EmaError, Entrant, Penalty, MAX_ROUNDS};

/// The most players a tournament takes (as a draw does).
pub const MAX_PLAYERS: usize = crate::json::draw::MAX_PLAYERS;
/// The most penalties a tournament holds.
pub const MAX_PENALTIES: usize = 1000;
/// The longest reason of a penalty.
pub const MAX_REASON: usize = 80;

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
        if e.ema.is_none() && e.country.is_none() && e.from == 1 && e.until.is_none() {
            return EntrantIn::Name(e.name.clone());
        }
        EntrantIn::Full(EntrantFull {
            name: e.name.clone(),
            ema: e.ema.clone(),
            country: e.country.clone(),
            from: (e.from != 1).then_some(e.from),
            until: e.until,
        })
    }

    /// The engine's entrant.
    pub fn entrant(&self) -> Entrant {
        match self {
            EntrantIn::Name(n) => Entrant::new(n),
            EntrantIn::Full(f) => {
                Entrant { name: f.name.clone(), ema: f.ema.clone(), country: f.country.clone(), from: f.from.unwrap_or(1), until: f.until }
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
        if !entrants.iter().any(|e| e.name == pen.player && e.plays(pen.round)) || pen.round > rounds {
            p.push(Problem::PenaltyWho { player: cut(&pen.player), round: pen.round });
        }
        out.push(Penalty { player: pen.player.clone(), round: pen.round, points: pen.points, reason: pen.reason.clone() });
    }
    out
}

/// Why a tournament line has no answer: every problem found.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum Problem {
    /// The number of rounds.
    #[error("rounds is 1 to {MAX_ROUNDS}, not {rounds}")]
    Rounds {
        /// Given.
        rounds: usize,
    },
    /// Too few or too many players.
    #[error("a tournament has 3 to {MAX_PLAYERS} players, not {players}")]
    Players {
        /// Given.
        players: usize,
    },
    /// A name no player can have.
    #[error("a name is 1 to {MAX_NAME} characters, not '{name}'")]
    Name {
        /// Cut to 40 characters.
        name: String,
    },
    /// A player registered twice.
    #[error("{name} is registered twice")]
    Twice {
        /// The name.
        name: String,
    },
    /// An EMA number of the wrong form.
    #[error("{name}: {source}")]
    Ema {
        /// The player.
        name: String,
        /// The form.
        source: EmaError,
    },
    /// A country that is no code.
    #[error("{name}: a country is 2 or 3 capital letters (\"NED\"), not '{country}'")]
    Country {
        /// The player.
        name: String,
        /// Given.
        country: String,
    },
    /// Rounds played out of the tournament's.
    #[error("{name}: from {from} until {until} is not a range of rounds 1 to {rounds}")]
    Range {
        /// The player.
        name: String,
        /// First round.
        from: usize,
        /// Last round.
        until: usize,
        /// The tournament's rounds.
        rounds: usize,
    },
    /// Fewer than 3 players in a round.
    #[error("round {round} has {players} players: a round needs at least 3 (ruling C13)")]
    RoundTooFew {
        /// The round.
        round: usize,
        /// Its players.
        players: usize,
    },
    /// The draw cannot be made.
    #[error("draw: {0}")]
    Draw(String),
    /// The date.
    #[error("date: {0}")]
    Date(#[from] crate::competition::date::DateError),
    /// The tournament's name.
    #[error("a tournament's name is at most {MAX_NAME} characters")]
    TournamentName,
    /// The reglement.
    #[error("reglement: {0}")]
    Reglement(String),
    /// More rounds drawn than played.
    #[error("{drawn} rounds drawn for a tournament of {rounds}")]
    DrawnRounds {
        /// Drawn.
        drawn: usize,
        /// The tournament's.
        rounds: usize,
    },
    /// A drawn round that does not seat its players once each.
    #[error("round {round}'s draw does not seat {player}, who plays it: draw the rounds from {round} again (drop them from draw)")]
    Unseated {
        /// The round.
        round: usize,
        /// Who is missing.
        player: String,
    },
    /// A drawn round that seats someone who does not play it.
    #[error("round {round}'s draw seats {player}, who does not play it (withdrawn, registered later, or twice): draw the rounds from {round} again (drop them from draw)")]
    Seated {
        /// The round.
        round: usize,
        /// Who.
        player: String,
    },
    /// A drawn table of a size no table has.
    #[error("round {round}: a drawn table of {players} players: a table has 3, 4 or 5 (ruling C3)")]
    DrawnSize {
        /// The round.
        round: usize,
        /// Its size.
        players: usize,
    },
    /// Results for a round that is not drawn.
    #[error("results for round {round}, which is not drawn")]
    NotDrawn {
        /// The round.
        round: usize,
    },
    /// A round's results given twice.
    #[error("round {round}'s results are listed twice")]
    RoundTwice {
        /// The round.
        round: usize,
    },
    /// A result that is not its drawn table's.
    #[error("round {round}, table {table}: the players are not the ones drawn at a table (C1)")]
    WrongTable {
        /// The round.
        round: usize,
        /// The result's table number, or its place in the list.
        table: usize,
    },
    /// A table's result twice.
    #[error("round {round}, table {table}: two results")]
    TableTwice {
        /// The round.
        round: usize,
        /// The table.
        table: usize,
    },
    /// A result the engine does not read.
    #[error("round {round}, table {table}: {problem}")]
    Table {
        /// The round.
        round: usize,
        /// The table.
        table: usize,
        /// What is wrong.
        problem: TableProblem,
    },
    /// A penalty for someone who does not play that round.
    #[error("a penalty for {player} in round {round}, which they do not play")]
    PenaltyWho {
        /// Who.
        player: String,
        /// The round.
        round: usize,
    },
    /// A penalty's points.
    #[error("a penalty is 1 to {} points, not {points}", MAX_TOTAL)]
    PenaltyPoints {
        /// Given.
        points: i64,
    },
    /// A penalty's reason.
    #[error("a penalty's reason is at most {MAX_REASON} characters")]
    PenaltyReason,
    /// Too many penalties.
    #[error("at most {MAX_PENALTIES} penalties")]
    Penalties,
}

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
    for e in &out {
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
        let until = e.until.unwrap_or(rounds);
        if e.from < 1 || until < e.from || until > rounds {
            problems.push(Problem::Range { name: e.name.clone(), from: e.from, until, rounds });
        }
    }
    out
}
