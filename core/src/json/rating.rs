//! The ratings as lines (issue 53): `{"rating": {"seasons": [...]}}`, a
//! club's seasons in, each player's club rating out (C23); and
//! `{"mers": {"on": "YYYY-MM-DD", "tournaments": [...]}}`, tournaments'
//! results in, the MERS list with each player's calculation out (C24).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub mod input;
pub use input::{MersResultIn, MersTournamentIn};

use super::season::SeasonIn;
use super::Answer;
use crate::competition::date::Date;
use crate::competition::mers::{age_factor, base_rank, mers, weight, Tournament};
use crate::competition::rating::{club_ratings, PlayerRating};

/// A club's seasons to rate their players by.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct RatingIn {
    /// The seasons (as the season line takes them), in any order.
    #[serde(deserialize_with = "super::object::many")]
    pub seasons: Vec<SeasonIn>,
}

/// One player's club rating.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct RatingLine {
    /// The player.
    pub player: String,
    /// Place in the list, from 1 (equal shown ratings share it).
    pub rank: usize,
    /// What is shown: mu - 3 sigma, one decimal.
    pub rating: f64,
    /// The estimate of the player's strength.
    pub mu: f64,
    /// Its uncertainty.
    pub sigma: f64,
    /// "Voorlopig": sigma above 4.
    pub provisional: bool,
    /// Tables rated.
    pub tables: usize,
    /// The shown rating after each evening played.
    pub course: Vec<(String, f64)>,
}

/// The answer of a rating line.
#[derive(Serialize, Debug)]
pub struct RatingOut {
    /// Always true.
    pub valid: bool,
    /// Best first.
    pub players: Vec<RatingLine>,
}

fn one_decimal(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// The club ratings of `seasons` (C23), or the first season the engine
/// cannot read, named. A tournament's rounds are not club evenings (C23
/// rates the club's seasons; C24's MERS ranks tournaments): left out.
pub fn ratings(seasons: &[&SeasonIn]) -> Result<Vec<RatingLine>, String> {
    let mut all = Vec::with_capacity(seasons.len());
    for (k, s) in seasons.iter().enumerate().filter(|(_, s)| s.tournament.is_none()) {
        let name = if s.name.is_empty() { format!("season {}", k + 1) } else { format!("season '{}'", s.name) };
        all.push(super::season::standings_of(s).map_err(|e| format!("{name}: {e}"))?);
    }
    let rated = club_ratings(&all.iter().collect::<Vec<_>>());
    Ok(lines(&rated))
}

fn lines(rated: &[PlayerRating]) -> Vec<RatingLine> {
    let mut out: Vec<RatingLine> = Vec::with_capacity(rated.len());
    for p in rated {
        let rating = one_decimal(p.rating.ordinal());
        let rank = match out.last() {
            Some(last) if last.rating == rating => last.rank,
            _ => out.len() + 1,
        };
        out.push(RatingLine {
            player: p.player.clone(),
            rank,
            rating,
            mu: p.rating.mu,
            sigma: p.rating.sigma,
            provisional: p.rating.provisional(),
            tables: p.tables,
            course: p.course.iter().map(|(d, r)| (d.to_string(), one_decimal(r.ordinal()))).collect(),
        });
    }
    out
}

/// Answers a rating line.
pub fn answer(r: &RatingIn) -> Answer {
    match ratings(&r.seasons.iter().collect::<Vec<_>>()) {
        Ok(players) => Answer::Rating(Box::new(RatingOut { valid: true, players })),
        Err(m) => Answer::error("bad_input", m),
    }
}

/// Tournaments to reckon MERS from, on a day.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct MersIn {
    /// The reckoning day, `YYYY-MM-DD`.
    pub on: String,
    /// The tournaments of one rule set (MCR or riichi: MERS ranks them
    /// apart).
    #[serde(deserialize_with = "super::object::many")]
    pub tournaments: Vec<MersTournamentIn>,
}

/// One result in a player's calculation.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct MersResultOut {
    /// The tournament; none for a result of 0 padding to five.
    pub tournament: Option<String>,
    /// Its base rank.
    pub base_rank: u32,
    /// The player's place there (none for padding).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<usize>,
    /// Its players (none for padding).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<usize>,
    /// The tournament's weight (days, players, countries, qualification).
    pub tournament_weight: f64,
    /// Its age factor on the reckoning day (1, 0.5).
    pub age: f64,
    /// Weight times age factor: what it counts with.
    pub weight: f64,
    /// Among part A's results.
    pub in_a: bool,
    /// Among part B's.
    pub in_b: bool,
}

/// One player of the MERS list.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct MersLine {
    /// Place in the list, from 1 (equal MERS share it).
    pub rank: usize,
    /// The player's name.
    pub player: String,
    /// Their EMA number, where given.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub ema: String,
    /// Two decimals, as the EMA shows it.
    pub mers: f64,
    /// Part A, two decimals.
    pub part_a: f64,
    /// Part B, two decimals.
    pub part_b: f64,
    /// Every result weighed, padding included, best first.
    pub results: Vec<MersResultOut>,
}

/// The answer of a mers line.
#[derive(Serialize, Debug)]
pub struct MersOut {
    /// Always true.
    pub valid: bool,
    /// Best first; players with fewer than 2 results are not listed.
    pub players: Vec<MersLine>,
}

/// A result as MERS weighs it: the tournament, base rank, weight × age.
type Weighed = (Option<String>, u32, f64);

/// What a result is made of, for its calculation: place, players,
/// tournament weight, age factor.
type Made = (usize, usize, f64, f64);

/// A tournament's weight in its four parts (C24): days, players,
/// countries, qualification (the tournament's own; `results` are its
/// players).
pub fn weight_parts(t: &MersTournamentIn) -> [f64; 4] {
    crate::competition::mers::weight_parts(t.days, t.results.len(), t.countries, t.qualification)
}

/// The age factor of a tournament ending on `date` reckoned on `on`
/// (C24: 1 within a year, 0.5 within two, else 0; 0 after `on`), or
/// `None` where a day is no `YYYY-MM-DD`.
pub fn age_on(date: &str, on: &str) -> Option<f64> {
    Some(age_factor(date.parse().ok()?, on.parse().ok()?))
}

fn two_decimals(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// The MERS list (C24), or every problem of the input at once.
pub fn mers_list(m: &MersIn) -> Result<Vec<MersLine>, Vec<String>> {
    let mut problems = Vec::new();
    let on: Option<Date> = m.on.parse().ok();
    if on.is_none() {
        problems.push(format!("the reckoning day '{}' is not YYYY-MM-DD", m.on));
    }
    // By EMA number, else by name: (name, ema, results, what each is made of).
    let mut players: BTreeMap<String, (String, String, Vec<Weighed>, Vec<Made>)> = BTreeMap::new();
    for t in &m.tournaments {
        let Ok(date) = t.date.parse::<Date>() else {
            problems.push(format!("tournament '{}': its date '{}' is not YYYY-MM-DD", t.name, t.date));
            continue;
        };
        let n = t.results.len();
        let tournament =
            Tournament { name: t.name.clone(), date, players: n, days: t.days, countries: t.countries, qualification: t.qualification };
        let (full, age) = (weight(&tournament), on.map_or(0.0, |on| age_factor(date, on)));
        let w = full * age;
        for r in &t.results {
            if r.place == 0 || r.place > n {
                problems.push(format!("tournament '{}': {} has place {} of {n}", t.name, r.player, r.place));
                continue;
            }
            let key = if r.ema.is_empty() { format!("name:{}", r.player) } else { format!("ema:{}", r.ema) };
            let entry = players.entry(key).or_insert_with(|| (r.player.clone(), r.ema.clone(), Vec::new(), Vec::new()));
            entry.2.push((Some(t.name.clone()), base_rank(r.place, n), w));
            entry.3.push((r.place, n, full, age));
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let mut list: Vec<MersLine> = players
        .into_values()
        .filter_map(|(player, ema, results, made)| {
            let m = mers(&results)?;
            // Each counted result back to what it was made of: the first
            // not yet taken with its tournament, base rank and weight.
            let mut taken = vec![false; results.len()];
            let mut made_of = |c: &crate::competition::mers::Counted| {
                let k = (0..results.len()).find(|&k| {
                    !taken[k]
                        && c.tournament.is_some()
                        && results[k].0 == c.tournament
                        && results[k].1 == c.rank
                        && results[k].2 == c.weight
                })?;
                taken[k] = true;
                Some(made[k])
            };
            Some(MersLine {
                rank: 0,
                player,
                ema,
                mers: two_decimals(m.mers),
                part_a: two_decimals(m.a),
                part_b: two_decimals(m.b),
                results: m
                    .results
                    .into_iter()
                    .map(|c| {
                        let m = made_of(&c);
                        MersResultOut {
                            place: m.map(|m| m.0),
                            players: m.map(|m| m.1),
                            // Padding counts at 1, of no age.
                            tournament_weight: m.map_or(1.0, |m| m.2),
                            age: m.map_or(1.0, |m| m.3),
                            tournament: c.tournament,
                            base_rank: c.rank,
                            weight: c.weight,
                            in_a: c.in_a,
                            in_b: c.in_b,
                        }
                    })
                    .collect(),
            })
        })
        .collect();
    list.sort_by(|a, b| b.mers.total_cmp(&a.mers));
    for k in 0..list.len() {
        list[k].rank = if k > 0 && list[k - 1].mers == list[k].mers { list[k - 1].rank } else { k + 1 };
    }
    Ok(list)
}

/// Why this app's tournament cannot be weighed for MERS yet.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum OwnTournamentProblem {
    /// A club season, not a tournament.
    #[error("'{0}' is no tournament")]
    NotTournament(String),
    /// No day: MERS ages a result by it.
    #[error("the tournament has no date")]
    NoDate,
    /// Tables still without a result: MERS takes final places.
    #[error("round {round}: {tables} table(s) without a result")]
    Unfinished {
        /// The first such round.
        round: usize,
        /// How many tables.
        tables: usize,
    },
    /// The engine cannot read it (its message).
    #[error("{0}")]
    Unreadable(String),
}

/// This app's own tournament (a season of rounds) as MERS weighs it
/// (C24): every player's final place, the last day (first day + days - 1,
/// as the EMA's tournament file says it), the EMA's days and
/// qualification, and the countries of its players (their nationalities,
/// counted once each; players without one count none).
pub fn mers_tournament(s: &SeasonIn) -> Result<MersTournamentIn, OwnTournamentProblem> {
    let t = super::tournament::from_season(s).ok_or_else(|| OwnTournamentProblem::NotTournament(s.name.clone()))?;
    let out = match super::tournament::answer(&t) {
        Answer::Tournament(out) => out,
        Answer::Invalid(i) => return Err(OwnTournamentProblem::Unreadable(i.error.message)),
        _ => return Err(OwnTournamentProblem::Unreadable(String::new())),
    };
    if let Some(r) = out.rounds.iter().find(|r| !r.complete) {
        return Err(OwnTournamentProblem::Unfinished { round: r.round, tables: r.playing.len() });
    }
    let info = t.ema.clone().unwrap_or_default();
    let days = info.days.unwrap_or(1).max(1);
    let mut last: Date = t.date.as_deref().and_then(|d| d.parse().ok()).ok_or(OwnTournamentProblem::NoDate)?;
    for _ in 1..days {
        last = last.next_day();
    }
    let mut countries: Vec<&str> = out.mers.iter().map(|r| r.country.as_str()).filter(|c| !c.is_empty()).collect();
    countries.sort_unstable();
    countries.dedup();
    let results = out
        .standings
        .iter()
        .zip(&out.mers)
        .map(|(st, row)| MersResultIn { player: st.player.clone(), ema: row.ema.clone(), place: row.place })
        .collect();
    Ok(MersTournamentIn {
        name: t.name.clone(),
        date: last.to_string(),
        days,
        countries: countries.len(),
        qualification: info.qualification,
        results,
    })
}

/// Answers a mers line.
pub fn mers_answer(m: &MersIn) -> Answer {
    match mers_list(m) {
        Ok(players) => Answer::Mers(Box::new(MersOut { valid: true, players })),
        Err(problems) => Answer::error("bad_input", problems.join("; ")),
    }
}

#[cfg(test)]
mod tests;
