//! The club rating (issue 53, competition ruling C23): how strong a player
//! is across a club's seasons, beside the standings and never replacing
//! them. Every table of every counting evening, in date order, rates its
//! players by their places at that table as the reglement orders them
//! (shared places are ties), with Weng-Lin's Bradley-Terry model, full
//! pairing (the model behind OpenSkill; `skillratings`), each player a
//! team of one: start mu 25, sigma 25/3, beta 25/6. Between evenings every
//! player's sigma grows by tau = 25/300, `sigma' = sqrt(sigma² + tau²)`; a
//! player absent keeps mu. Shown as mu - 3 sigma ("ordinal", one decimal),
//! "voorlopig" (provisional) while sigma > 4. A table that did not finish
//! (C11) is rated as played.
//!
//! Invariant: derived from the seasons' standings, never stored; the same
//! seasons always give bit-identical ratings (plain f64 arithmetic in a
//! fixed order: evenings by date, tables as given, players by name).

use std::collections::BTreeMap;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use super::date::Date;
use super::season::Standings;

/// A new player's mean (C23).
pub const MU: f64 = 25.0;
/// A new player's uncertainty (C23).
pub const SIGMA: f64 = 25.0 / 3.0;
/// The model's scale: a skill difference of beta is a clear favourite (C23).
pub const BETA: f64 = 25.0 / 6.0;
/// How much uncertainty an evening away adds (C23).
pub const TAU: f64 = 25.0 / 300.0;
/// Above this sigma the rating is "voorlopig" (C23).
pub const PROVISIONAL_SIGMA: f64 = 4.0;

/// A player's rating: the estimate of their strength and its uncertainty.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Rating {
    /// The estimated strength.
    pub mu: f64,
    /// How uncertain it is.
    pub sigma: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating { mu: MU, sigma: SIGMA }
    }
}

impl Rating {
    /// What is shown: mu - 3 sigma, a strength the player very likely has
    /// at least (C23).
    pub fn ordinal(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    /// "Voorlopig": too few tables yet to say (C23: sigma > 4).
    pub fn provisional(&self) -> bool {
        self.sigma > PROVISIONAL_SIGMA
    }

    /// An evening passes: the uncertainty grows by tau (C23).
    fn aged(self) -> Rating {
        Rating { mu: self.mu, sigma: self.sigma.hypot(TAU) }
    }
}

impl From<Rating> for WengLinRating {
    fn from(r: Rating) -> WengLinRating {
        WengLinRating { rating: r.mu, uncertainty: r.sigma }
    }
}

impl From<WengLinRating> for Rating {
    fn from(r: WengLinRating) -> Rating {
        Rating { mu: r.rating, sigma: r.uncertainty }
    }
}

/// One table rated: each player's rating before it and their place (from
/// 1; equal places are ties). The ratings after, in the same order.
pub fn rate_table(players: &[(Rating, usize)]) -> Vec<Rating> {
    let config = WengLinConfig { beta: BETA, ..WengLinConfig::new() };
    let teams: Vec<[WengLinRating; 1]> = players.iter().map(|(r, _)| [WengLinRating::from(*r)]).collect();
    let table: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(players).map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(*place))).collect();
    weng_lin_multi_team(&table, &config).into_iter().map(|t| t.first().copied().map_or_else(Rating::default, Rating::from)).collect()
}

/// A player's club rating after the last evening, and its course.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerRating {
    /// The player's name.
    pub player: String,
    /// The rating now.
    pub rating: Rating,
    /// The tables rated (one per evening played).
    pub tables: usize,
    /// The rating after each evening the player played, by date.
    pub course: Vec<(Date, Rating)>,
}

/// The club's ratings from its seasons' standings (C23): every counting
/// evening of every season, in date order (evenings of one date in the
/// order given), each table by its places. Best ordinal first, then by
/// name.
pub fn club_ratings(seasons: &[&Standings]) -> Vec<PlayerRating> {
    let mut evenings: Vec<_> = seasons.iter().flat_map(|s| &s.evenings).filter(|e| e.not_counted.is_none()).collect();
    // Stable: one date's evenings keep their order.
    evenings.sort_by_key(|e| e.date);
    let mut now: BTreeMap<String, PlayerRating> = BTreeMap::new();
    for (k, evening) in evenings.iter().enumerate() {
        // Between evenings, everyone's uncertainty grows; absent players
        // keep their mean.
        if k > 0 {
            for p in now.values_mut() {
                p.rating = p.rating.aged();
            }
        }
        for (seats, _unfinished) in &evening.tables {
            let before: Vec<(Rating, usize)> =
                seats.iter().map(|s| (now.get(&s.result.player).map_or_else(Rating::default, |p| p.rating), s.place)).collect();
            for (seat, after) in seats.iter().zip(rate_table(&before)) {
                let p = now.entry(seat.result.player.clone()).or_insert_with(|| PlayerRating {
                    player: seat.result.player.clone(),
                    rating: Rating::default(),
                    tables: 0,
                    course: Vec::new(),
                });
                p.rating = after;
                p.tables += 1;
                p.course.push((evening.date, after));
            }
        }
    }
    let mut out: Vec<PlayerRating> = now.into_values().collect();
    // By name first (the map's order), then stable by ordinal.
    out.sort_by(|a, b| b.rating.ordinal().total_cmp(&a.rating.ordinal()));
    out
}

#[cfg(test)]
mod tests;
