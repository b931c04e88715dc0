//! A tournament as MERS weighs it (C24), as lines and the EMA's files
//! give it: a leaf, so the files' reader needs nothing else of the
//! ratings.

use serde::{Deserialize, Serialize};

/// A tournament's weight and its results (the EMA's tournament and
/// results files say the same).
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct MersTournamentIn {
    /// Its name.
    pub name: String,
    /// Its last day, `YYYY-MM-DD`.
    pub date: String,
    /// Its days (1 when not given).
    #[serde(default = "one")]
    pub days: usize,
    /// Countries its players came from.
    pub countries: usize,
    /// Whether players had to qualify.
    #[serde(default)]
    pub qualification: bool,
    /// Every player's place (all of them: N is their number).
    #[serde(deserialize_with = "crate::json::object::many")]
    pub results: Vec<MersResultIn>,
}

fn one() -> usize {
    1
}

/// A player's place at a tournament.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct MersResultIn {
    /// The player's name as the list shows it.
    pub player: String,
    /// Their EMA number, where they have one: the same player across
    /// tournaments (else the name is).
    #[serde(default)]
    pub ema: String,
    /// Place, from 1 (a shared place: the best of the group).
    pub place: usize,
}
